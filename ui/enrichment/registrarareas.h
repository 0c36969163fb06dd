// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's areas of the main window: Enrichment (SNILS and policy, service A) and
// Prescriptions (status and cancel, service B), on the desks they are given (core/session/desks.h
// creates them, so orders resumed from the journal are polled whether or not a page exists); the
// pages themselves are built on first show.

namespace cliniclink {

class BulkEnrichmentDesk;
class EnrichmentOrders;
class MainWindow;
class Session;

// Area ids: "enrichment", "bulk-enrichment", "prescriptions".
void registerRegistrarAreas(MainWindow &window, Session &session, EnrichmentOrders &orders, BulkEnrichmentDesk &bulk);

} // namespace cliniclink
