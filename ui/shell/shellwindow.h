// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The shell's part of the workstation's window: the main window with its own areas (Overview,
// Request log) and the application icon. The feature areas are added on top by
// createMainWindow() (ui/workstationwindow.h), so the shell never includes a feature folder.

#include <memory>

namespace cliniclink {

class MainWindow;
class Session;

std::unique_ptr<MainWindow> createShellWindow(Session &session);

} // namespace cliniclink
