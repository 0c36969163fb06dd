// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's modules, mounted in one place: the admin API and what each service registers.

namespace cliniclink::sandbox {

class SandboxContext;

// Adds the admin API and the modules of every service of cmake/ClinicLinkServices.cmake (each
// service's <key>SandboxModules(), sandbox/services/<key>/<key>sandbox.h) to context.
void registerDefaultModules(SandboxContext &context);

// Mounts a service's modules in every sandbox made after it, after the built-in ones: the run-time
// twin of a key in cmake/ClinicLinkServices.cmake, for a service a test brings (registerService()
// in core/common/service.h is the other half).
using ServiceModulesFunction = void (*)(SandboxContext &context);
void registerServiceModules(ServiceModulesFunction mount);

} // namespace cliniclink::sandbox
