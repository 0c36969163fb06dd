// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labsandbox.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/lab/labadminmodule.h"
#include "sandbox/services/lab/labmodule.h"

namespace cliniclink::sandbox {

void labSandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<LabModule>(context));
    context.addModule(std::make_unique<LabAdminModule>(context));
}

} // namespace cliniclink::sandbox
