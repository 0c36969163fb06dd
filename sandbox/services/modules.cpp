#include "services/modules.h"

#include "server/sandboxcontext.h"
#include "services/admin.h"
#include "services/enrichment.h"
#include "services/prescription.h"

// ---- services C (terminology and lab): their includes go here ----

namespace cliniclink::sandbox {

void registerDefaultModules(SandboxContext &context)
{
    context.addModule(std::make_unique<AdminModule>(context));
    context.addModule(std::make_unique<EnrichmentModule>(context));
    context.addModule(std::make_unique<PrescriptionModule>(context));
    // ---- services C (terminology and lab): one addModule line each goes here ----
}

} // namespace cliniclink::sandbox
