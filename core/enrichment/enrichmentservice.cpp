// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentservice.h"

#include "enrichmentprofile.h"

namespace cliniclink {

ServiceDescriptor enrichmentServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Enrichment;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Patient data enrichment");
    d.profile = &enrichmentProfile;
    return d;
}

} // namespace cliniclink
