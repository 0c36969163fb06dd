// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registry of service profiles: one per Service, declared in the service's own folder.

#include "serviceprofile.h"

namespace cliniclink {

const ServiceProfile &serviceProfile(Service service);

} // namespace cliniclink
