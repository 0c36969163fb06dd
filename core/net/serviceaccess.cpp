// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serviceaccess.h"

#include "core/settings/addresspolicy.h"
#include "core/settings/environment.h"

namespace cliniclink {

ServiceAccess serviceAccess(const Environment &environment, Service service, const QString &token)
{
    ServiceAccess a;
    a.environmentId = environment.id;
    a.baseUrl = environment.baseUrl(service);
    if (a.baseUrl.isValid()) // a settings file written by hand or by an older version is judged too
        a.refusal = AddressPolicy::refusal(a.baseUrl, environment.kind);
    a.schemeWord = environment.schemeWord;
    a.token = token;
    a.organizationId = environment.organizationId;
    a.timeoutSeconds = environment.timeoutSeconds;
    return a;
}

} // namespace cliniclink
