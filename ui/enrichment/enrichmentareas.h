// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's enrichment areas of the main window (service A): Enrichment (SNILS and policy)
// and Patient lists, on the desks core made (core/session/desks.h: orders resumed from the journal
// are polled whether or not a page exists); the pages themselves are built on first show.
// Registered by createMainWindow() through the services' list (ui/CMakeLists.txt).

namespace cliniclink {

class Desks;
class MainWindow;
class Session;

// Area ids: "enrichment", "bulk-enrichment".
void enrichmentAreas(MainWindow &window, Session &session, Desks &desks);

} // namespace cliniclink
