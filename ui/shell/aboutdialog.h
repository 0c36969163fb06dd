// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Name, version, Qt version, what the application is for, and the licence.

#include <QDialog>

class QLabel;

namespace cliniclink {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    QLabel *textLabel() const { return m_text; }

private:
    QLabel *m_text;
};

} // namespace cliniclink
