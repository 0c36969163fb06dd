// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The laboratory area ("Laboratory", service C), on the LabDesk core made
// (core/session/desks.h). Registered by createMainWindow() through the services' list
// (ui/CMakeLists.txt).

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

// Area id: "lab".
void labAreas(MainWindow &window, Session &session, Desks &desks);

} // namespace cliniclink
