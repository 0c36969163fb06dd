// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentservice.h"

#include "core/bulk/bulkenrichmentdesk.h"
#include "core/session/desks.h"
#include "enrichmentdesk.h"
#include "enrichmentprofile.h"

namespace cliniclink {

namespace {

void createEnrichmentDesks(Desks &desks)
{
    // The patient lists are sent as enrichment orders, through the same desk.
    auto &orders = desks.add(std::make_unique<EnrichmentDesk>(desks.session()));
    desks.add(std::make_unique<BulkEnrichmentDesk>(desks.session(), orders));
}

} // namespace

ServiceDescriptor enrichmentServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Enrichment;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Patient data enrichment");
    d.profile = &enrichmentProfile;
    d.createDesks = &createEnrichmentDesks;
    return d;
}

} // namespace cliniclink
