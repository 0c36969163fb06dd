// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The terminology area ("Dictionaries"), registered by createMainWindow().

namespace cliniclink {

class MainWindow;
class Session;

void registerTerminologyAreas(MainWindow &window, Session &session);

} // namespace cliniclink
