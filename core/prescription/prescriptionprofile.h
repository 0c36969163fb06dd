// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service B (prescription registration) as the generic code sees it: auth, limits, polling, probe.

#include "core/net/serviceprofile.h"

namespace cliniclink {

ServiceProfile prescriptionProfile();

} // namespace cliniclink
