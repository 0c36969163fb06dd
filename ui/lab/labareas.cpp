// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labareas.h"

#include "core/lab/labdesk.h"
#include "core/session/desks.h"
#include "labpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void labAreas(MainWindow &window, Session &session, Desks &desks)
{
    LabDesk &desk = desks.get<LabDesk>();
    window.addArea(QStringLiteral("lab"), icon(IconId::Laboratory),
                   QCoreApplication::translate("LabAreas", "Laboratory"),
                   [&session, &desk]() -> QWidget * { return new LabPage(session, desk); });
}

} // namespace cliniclink
