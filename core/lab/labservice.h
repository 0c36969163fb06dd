// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service C, laboratory exchange (FHIR): its Service constant and its description, registered from
// cmake/ClinicLinkServices.cmake (docs/architecture.md, "Adding a service").

#include "core/common/service.h"

namespace cliniclink {

namespace services {
inline constexpr Service Lab{"lab"};
} // namespace services

ServiceDescriptor labServiceDescriptor();

} // namespace cliniclink
