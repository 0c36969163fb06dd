// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The laboratory area ("Laboratory"), registered by createMainWindow() on the LabDesk it is given
// (core/session/desks.h creates it).

namespace cliniclink {

class LabDesk;
class MainWindow;
class Session;

void registerLabAreas(MainWindow &window, Session &session, LabDesk &desk);

} // namespace cliniclink
