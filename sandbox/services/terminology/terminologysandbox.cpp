// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologysandbox.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/terminology/terminologymodule.h"

namespace cliniclink::sandbox {

void terminologySandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<TerminologyModule>(context));
}

} // namespace cliniclink::sandbox
