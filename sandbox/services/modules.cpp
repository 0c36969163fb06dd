#include "services/modules.h"

#include "server/sandboxcontext.h"
#include "services/admin.h"
#include "services/enrichment.h"
#include "services/prescription.h"
#include "services/signingadmin.h"
#include "services/signingmodule.h"
#include "services/signingpages.h"

// ---- services C (terminology and lab): their includes go here ----
#include "services/labadminmodule.h"
#include "services/labmodule.h"
#include "services/terminologymodule.h"

namespace cliniclink::sandbox {

void registerDefaultModules(SandboxContext &context)
{
    context.addModule(std::make_unique<AdminModule>(context));
    context.addModule(std::make_unique<EnrichmentModule>(context));
    context.addModule(std::make_unique<PrescriptionModule>(context));
    // ---- services C (terminology and lab): one addModule line each goes here ----
    context.addModule(std::make_unique<TerminologyModule>(context));
    context.addModule(std::make_unique<LabModule>(context));
    context.addModule(std::make_unique<LabAdminModule>(context));
    // Service D: the API, the pages its links open, and its admin side.
    context.addModule(std::make_unique<SigningModule>(context));
    context.addModule(std::make_unique<SigningPagesModule>(context));
    context.addModule(std::make_unique<SigningAdminModule>(context));
}

} // namespace cliniclink::sandbox
