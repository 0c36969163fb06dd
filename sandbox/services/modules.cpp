#include "services/modules.h"

#include "server/sandboxcontext.h"
#include "services/admin.h"
#include "services/enrichment.h"
#include "services/prescription.h"

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
}

} // namespace cliniclink::sandbox
