// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Per-minute limits of the contract, with an override per environment: a regional platform may
// allow fewer requests than the contract says (field-notes.md). One row per rule of the limit
// table that has a per-minute figure; 0 in the override column means "as the contract says".
// Below it, how the enrichment service's 10-second pause between status requests is read.

#include "core/settings/environment.h"

#include <QMap>
#include <QWidget>

class QComboBox;
class QTableWidget;

namespace cliniclink {

class LimitsEditor : public QWidget {
    Q_OBJECT
public:
    explicit LimitsEditor(QWidget *parent = nullptr);

    void load(const QMap<QString, int> &overrides);
    // Only the rows with an override; keys as LimitRule::overrideKey().
    QMap<QString, int> overrides() const;
    // Sets the override of key (0 removes it); false when the table has no such row.
    bool setOverride(const QString &key, int perMinute);
    QTableWidget *table() const { return m_table; }

    void setStatusPauseScope(StatusPauseScope scope);
    StatusPauseScope statusPauseScope() const;
    QComboBox *statusPauseBox() const { return m_statusPause; }

Q_SIGNALS:
    void changed();

private:
    QTableWidget *m_table;
    QComboBox *m_statusPause;
    QStringList m_keys;
};

} // namespace cliniclink
