// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "shellwindow.h"

#include "mainwindow.h"

namespace cliniclink {

std::unique_ptr<MainWindow> createShellWindow(Session &session)
{
    // The window icon is IconId::Application, which MainWindow sets: the same drawing as the
    // desktop's SVG and PNGs (resources/icons), rendered at the sizes the window system asks for.
    // Loading the PNGs here decoded both before the first paint (QIcon::addFile reads at once).
    return std::make_unique<MainWindow>(session);
}

} // namespace cliniclink
