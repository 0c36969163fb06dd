// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serviceprofile.h"

namespace cliniclink {

HeaderList ServiceProfile::authHeaders(const ServiceAccess &access) const
{
    if (access.token.isEmpty())
        return {};
    switch (authStyle) {
    case AuthStyle::SchemeWord:
        return {{"Authorization", (access.schemeWord + u' ' + access.token).toUtf8()}};
    case AuthStyle::BareTokenWithOrganization:
        return {{"Authorization", access.token.toUtf8()}, {"X-Id-Lpu", access.organizationId.toUtf8()}};
    }
    Q_UNREACHABLE();
}

} // namespace cliniclink
