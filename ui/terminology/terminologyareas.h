// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The terminology area ("Dictionaries"). Registered by createMainWindow() through the services'
// list (ui/CMakeLists.txt).

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

// Area id: "dictionaries".
void terminologyAreas(MainWindow &window, Session &session, Desks &desks);

} // namespace cliniclink
