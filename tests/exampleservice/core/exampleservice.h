// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The example service of the tests (tests/exampleservice/): a made-up sick-leave certificate
// service with one asynchronous POST and status polls, written the way docs/architecture.md,
// "Adding a service", says: its Service constant, its descriptor and its profile, in its own
// folder, and nothing else of core touched.

#include "core/common/service.h"

namespace cliniclink {

struct ServiceProfile;

namespace services {
inline constexpr Service Example{"example"};
} // namespace services

ServiceDescriptor exampleServiceDescriptor();
ServiceProfile exampleProfile();

} // namespace cliniclink
