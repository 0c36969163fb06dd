// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The example service's one registration: what a key in cmake/ClinicLinkServices.cmake does for a
// built-in service (its descriptor registered in core, its modules mounted in the sandbox), done at
// run time because the example lives in tests/ and must not ship. Call it before the Session and
// the Sandbox are made.

namespace cliniclink::testing {

void registerExampleService();

} // namespace cliniclink::testing
