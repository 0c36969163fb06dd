// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The mouse wheel scrolls the page, not the field under the pointer. A combo box or spin box (date
// and time edits included) that does not have focus never takes the wheel: the wheel goes to the
// scroll area around it (a long form scrolls on), so scrolling the dispatch form can no longer
// change a patient's sex, a document type or a date. A field the person clicked or tabbed into
// still takes the wheel. Such fields take focus by click and Tab only (Qt::StrongFocus instead of
// Qt::WheelFocus), so the wheel does not give it either. One filter on the QApplication, installed
// by createMainWindow(): every form, dialog and window made later has it without a line of its own.
//
//   WheelGuard::install(*qApp);

#include <QObject>

class QApplication;

namespace cliniclink {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // The guard of app, installed on the first call (owned by app); later calls return it.
    static WheelGuard *install(QApplication &app);

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WheelGuard(QObject *parent);
};

} // namespace cliniclink
