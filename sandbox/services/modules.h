// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every service module of the sandbox, mounted in one place.

namespace cliniclink::sandbox {

class SandboxContext;

// Adds the admin API and the emulated services A, B, C and D to context.
void registerDefaultModules(SandboxContext &context);

} // namespace cliniclink::sandbox
