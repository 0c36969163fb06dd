// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The coloured strip across the top of the main window, always visible: which environment every
// request goes to, in its colour (green sandbox, amber test, red production), so a person never
// mistakes Production for Test. It also switches environments; switching to Production asks first,
// and so does switching to one whose work is kept in another journal (the restart it takes).

#include "core/settings/environment.h"

#include <QFrame>

#include <functional>

class QComboBox;
class QLabel;
class QMessageBox;

namespace cliniclink {

class EnvironmentStore;

class EnvironmentBanner : public QFrame {
    Q_OBJECT
public:
    explicit EnvironmentBanner(EnvironmentStore &store, QWidget *parent = nullptr);

    QString text() const;
    QColor backgroundColor() const;
    QColor textColor() const;
    QComboBox *environmentCombo() const { return m_combo; }
    // The confirmation asked before switching to Production, while it is open.
    QMessageBox *pendingConfirmation() const { return m_confirmation; }

    // Black or white, whichever reads better on background (WCAG relative luminance).
    static QColor readableTextColor(const QColor &background);

    // Whether an environment's work is kept in another journal than the one open
    // (Session::journalDiffersFor()): the switch to it is a restart, asked first.
    void setJournalCheck(std::function<bool(const Environment &)> differs) { m_journalDiffers = std::move(differs); }

Q_SIGNALS:
    // The person chose to restart in environmentId; this run stays in the current one.
    void restartRequested(const QString &environmentId);

private:
    void refresh();
    void rebuildCombo();
    void switchTo(const QString &id);

    EnvironmentStore &m_store;
    QLabel *m_name;
    QLabel *m_warning;
    QComboBox *m_combo;
    QMessageBox *m_confirmation = nullptr;
    std::function<bool(const Environment &)> m_journalDiffers;
    QColor m_background;
    QColor m_foreground;
};

} // namespace cliniclink
