// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingservice.h"

#include "signingprofile.h"

namespace cliniclink {

ServiceDescriptor signingServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Signing;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Electronic signature");
    d.profile = &signingProfile;
    return d;
}

} // namespace cliniclink
