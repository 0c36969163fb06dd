// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The service C, laboratory exchange (FHIR): its Service constant.

#include "core/common/service.h"

namespace cliniclink::services {

inline constexpr Service Lab = Service::Lab;

} // namespace cliniclink::services
