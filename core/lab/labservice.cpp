// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labservice.h"

#include "labprofile.h"

namespace cliniclink {

ServiceDescriptor labServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Lab;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Laboratory exchange");
    d.profile = &labProfile;
    return d;
}

} // namespace cliniclink
