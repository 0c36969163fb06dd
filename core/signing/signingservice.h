// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The service D, electronic signature: its Service constant.

#include "core/common/service.h"

namespace cliniclink::services {

inline constexpr Service Signing = Service::Signing;

} // namespace cliniclink::services
