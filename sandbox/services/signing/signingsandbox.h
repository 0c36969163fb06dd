// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's side of service D (signing): the API, the pages its links open, and its admin side: the modules it
// mounts, called for every key of cmake/ClinicLinkServices.cmake by the generated registerBuiltInServiceModules()
// (sandbox/CMakeLists.txt).

namespace cliniclink::sandbox {

class SandboxContext;

void signingSandboxModules(SandboxContext &context);

} // namespace cliniclink::sandbox
