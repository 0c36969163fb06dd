// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The doctor's Signing area (service D). The DispatchDesk and the notifier are made here, with
// the window as their parent, so that dispatches resumed from the journal are polled and their
// signing announced from start-up, before the page is first shown; the page is built on first show.

namespace cliniclink {

class MainWindow;
class Session;

// Area id: "signing".
void registerSigningAreas(MainWindow &window, Session &session);

} // namespace cliniclink
