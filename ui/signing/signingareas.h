// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The doctor's Signing area (service D), on the desks core made (core/session/desks.h). The
// notifier is made here, with the window as its parent, so that dispatches signed are announced
// from start-up, before the page is first shown; the page is built on first show. Registered by
// createMainWindow() through the services' list (ui/CMakeLists.txt).

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

// Area id: "signing".
void signingAreas(MainWindow &window, Session &session, Desks &desks);

} // namespace cliniclink
