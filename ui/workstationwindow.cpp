// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workstationwindow.h"

#include "core/session/desks.h"
#include "ui/common/wheelguard.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellwindow.h"

#include <QApplication>

namespace cliniclink {

// Generated from the services' list (ui/CMakeLists.txt): every service's <key>Areas().
void registerServiceAreas(MainWindow &window, Session &session, Desks &desks);

std::unique_ptr<MainWindow> createMainWindow(Session &session, Desks &desks)
{
    // The wheel scrolls forms instead of changing the field under the pointer, in every window.
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        WheelGuard::install(*app);
    std::unique_ptr<MainWindow> window = createShellWindow(session);
    // Each service's areas, in the order of the services' list (cmake/ClinicLinkServices.cmake),
    // which is the order of the navigation; the generated registeredareas.cpp calls them.
    registerServiceAreas(*window, session, desks);
    return window;
}

} // namespace cliniclink
