// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Per-minute limits of the contract, with an override per environment: a regional platform may
// allow fewer requests than the contract says (field-notes.md). One row per rule of the limit
// table that has a per-minute figure; 0 in the override column means "as the contract says".

#include <QMap>
#include <QWidget>

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

Q_SIGNALS:
    void changed();

private:
    QTableWidget *m_table;
    QStringList m_keys;
};

} // namespace cliniclink
