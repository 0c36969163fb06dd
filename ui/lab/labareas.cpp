// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labareas.h"

#include "labpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void registerLabAreas(MainWindow &window, Session &session, LabDesk &desk)
{
    window.addArea(QStringLiteral("lab"), icon(IconId::Laboratory),
                   QCoreApplication::translate("LabAreas", "Laboratory"),
                   [&session, &desk]() -> QWidget * { return new LabPage(session, desk); });
}

} // namespace cliniclink
