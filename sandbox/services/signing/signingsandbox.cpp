// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingsandbox.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/signing/signingadmin.h"
#include "sandbox/services/signing/signingmodule.h"
#include "sandbox/services/signing/signingpages.h"

namespace cliniclink::sandbox {

void signingSandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<SigningModule>(context));
    context.addModule(std::make_unique<SigningPagesModule>(context));
    context.addModule(std::make_unique<SigningAdminModule>(context));
}

} // namespace cliniclink::sandbox
