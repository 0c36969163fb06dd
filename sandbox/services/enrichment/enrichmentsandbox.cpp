// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentsandbox.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/enrichment/enrichment.h"

namespace cliniclink::sandbox {

void enrichmentSandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<EnrichmentModule>(context));
}

} // namespace cliniclink::sandbox
