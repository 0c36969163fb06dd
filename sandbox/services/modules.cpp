// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "modules.h"

#include "admin.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/enrichment/enrichment.h"
#include "sandbox/services/lab/labadminmodule.h"
#include "sandbox/services/lab/labmodule.h"
#include "sandbox/services/prescription/prescription.h"
#include "sandbox/services/signing/signingadmin.h"
#include "sandbox/services/signing/signingmodule.h"
#include "sandbox/services/signing/signingpages.h"
#include "sandbox/services/terminology/terminologymodule.h"

namespace cliniclink::sandbox {

void registerDefaultModules(SandboxContext &context)
{
    context.addModule(std::make_unique<AdminModule>(context));
    context.addModule(std::make_unique<EnrichmentModule>(context));
    context.addModule(std::make_unique<PrescriptionModule>(context));
    // Services C: terminology, and the lab with its admin side.
    context.addModule(std::make_unique<TerminologyModule>(context));
    context.addModule(std::make_unique<LabModule>(context));
    context.addModule(std::make_unique<LabAdminModule>(context));
    // Service D: the API, the pages its links open, and its admin side.
    context.addModule(std::make_unique<SigningModule>(context));
    context.addModule(std::make_unique<SigningPagesModule>(context));
    context.addModule(std::make_unique<SigningAdminModule>(context));
}

} // namespace cliniclink::sandbox
