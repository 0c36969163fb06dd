// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service A (patient-data enrichment) as the generic code sees it: auth, limits, polling, probe.

#include "core/net/serviceprofile.h"

namespace cliniclink {

ServiceProfile enrichmentProfile();

} // namespace cliniclink
