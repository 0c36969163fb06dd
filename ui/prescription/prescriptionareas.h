// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's Prescriptions area (service B: status and cancel), built on first show.
// Registered by createMainWindow() through the services' list (ui/CMakeLists.txt).

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

// Area id: "prescriptions".
void prescriptionAreas(MainWindow &window, Session &session, Desks &desks);

} // namespace cliniclink
