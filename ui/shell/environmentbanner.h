// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The coloured strip across the top of the main window, always visible: which environment every
// request goes to, in its colour (green sandbox, amber test, red production), so a person never
// mistakes Production for Test. It also switches environments; switching to Production asks first.

#include "core/settings/environment.h"

#include <QFrame>

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

private:
    void refresh();
    void rebuildCombo();
    void switchTo(const QString &id);

    EnvironmentStore &m_store;
    QLabel *m_name;
    QLabel *m_warning;
    QComboBox *m_combo;
    QMessageBox *m_confirmation = nullptr;
    QColor m_background;
    QColor m_foreground;
};

} // namespace cliniclink
