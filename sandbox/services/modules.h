#pragma once
// Every service module of the sandbox, mounted in one place.

namespace cliniclink::sandbox {

class SandboxContext;

// Adds the admin API and the emulated services A, B and C to context (D comes in part 2).
void registerDefaultModules(SandboxContext &context);

} // namespace cliniclink::sandbox
