// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The laboratory area ("Laboratory"), registered by createMainWindow().

namespace cliniclink {

class MainWindow;
class Session;

void registerLabAreas(MainWindow &window, Session &session);

} // namespace cliniclink
