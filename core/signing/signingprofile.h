// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D (electronic signature) as the generic code sees it: auth, limits, polling, probe.

#include "core/net/serviceprofile.h"

namespace cliniclink {

ServiceProfile signingProfile();

} // namespace cliniclink
