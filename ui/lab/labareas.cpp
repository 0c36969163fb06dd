// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labareas.h"

#include "core/lab/labdesk.h"
#include "labpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void registerLabAreas(MainWindow &window, Session &session)
{
    // The desk exists from the start, before the page is first opened: orders left pending by the
    // last run are followed (and sends in doubt looked up) as soon as the session resumes them.
    auto *desk = new LabDesk(session, &window);
    window.addArea(QStringLiteral("lab"), icon(IconId::Laboratory),
                   QCoreApplication::translate("LabAreas", "Laboratory"),
                   [&session, desk]() -> QWidget * { return new LabPage(session, *desk); });
}

} // namespace cliniclink
