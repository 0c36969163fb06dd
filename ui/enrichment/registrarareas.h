// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's areas of the main window: Enrichment (SNILS and policy, service A) and
// Prescriptions (status and cancel, service B). EnrichmentOrders is made here, with the window as
// its parent, so that orders resumed from the journal are polled from start-up, before the page
// is first shown; the pages themselves are built on first show.

namespace cliniclink {

class MainWindow;
class Session;

// Area ids: "enrichment", "prescriptions".
void registerRegistrarAreas(MainWindow &window, Session &session);

} // namespace cliniclink
