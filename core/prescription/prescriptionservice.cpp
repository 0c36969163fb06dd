// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionservice.h"

#include "prescriptionprofile.h"

namespace cliniclink {

ServiceDescriptor prescriptionServiceDescriptor()
{
    ServiceDescriptor d;
    d.service = services::Prescription;
    d.displayName = QT_TRANSLATE_NOOP("Service", "Prescription registration");
    d.profile = &prescriptionProfile;
    return d;
}

} // namespace cliniclink
