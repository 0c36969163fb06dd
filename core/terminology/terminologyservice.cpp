// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyservice.h"

#include "terminologyprofile.h"

namespace cliniclink {

ServiceDescriptor terminologyServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Terminology;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Terminology");
    d.profile = &terminologyProfile;
    return d;
}

} // namespace cliniclink
