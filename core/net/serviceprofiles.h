// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The profile of a registered service (its ServiceDescriptor, core/common/service.h, names the
// function that makes it, in the service's own folder).

#include "serviceprofile.h"

namespace cliniclink {

const ServiceProfile &serviceProfile(Service service);

} // namespace cliniclink
