// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D, electronic signature: its Service constant and its description, registered from
// cmake/ClinicLinkServices.cmake (docs/architecture.md, "Adding a service").

#include "core/common/service.h"

namespace cliniclink {

namespace services {
inline constexpr Service Signing{"signing"};
} // namespace services

ServiceDescriptor signingServiceDescriptor();

} // namespace cliniclink
