// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exampleregistration.h"

#include "sandbox/services/modules.h"
#include "tests/exampleservice/core/exampleservice.h"
#include "tests/exampleservice/sandbox/examplemodule.h"

namespace cliniclink::testing {

void registerExampleService()
{
    registerService(exampleServiceDescriptor());
    sandbox::registerServiceModules(&sandbox::exampleSandboxModules);
}

} // namespace cliniclink::testing
