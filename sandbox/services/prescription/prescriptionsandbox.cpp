// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionsandbox.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/prescription/prescription.h"

namespace cliniclink::sandbox {

void prescriptionSandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<PrescriptionModule>(context));
}

} // namespace cliniclink::sandbox
