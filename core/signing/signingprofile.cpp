// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingprofile.h"

#include "core/signing/signingerrors.h"
#include "core/signing/signingservice.h"

namespace cliniclink {

using namespace std::chrono_literals;

ServiceProfile signingProfile()
{
    ServiceProfile p;
    p.service = services::Signing;
    p.authStyle = AuthStyle::BareTokenWithOrganization;
    p.addressName = QStringLiteral("{sep_host}");
    p.sandboxPath = QString(); // the gateway's paths start at the host: /sep/api/...

    // Per organization and token: 120 new dispatches a minute, then a 2-minute block; status and
    // list 600 a minute with 10 in flight; full GET 120 a minute with 5 in flight.
    p.limits = {
        {services::Signing, RouteClass::Upload, 120, 0, 0, 120'000},
        {services::Signing, RouteClass::Status, 600, 10, 0, 60'000},
        {services::Signing, RouteClass::FullGet, 120, 5, 0, 60'000},
    };

    // Status requests up to 600/min and 10 in flight per organization. A patient signs within
    // minutes to hours.
    p.pollPolicy.minInterval = 10s;
    p.pollPolicy.initialDelay = 10s;
    p.pollPolicy.interval = 30s;
    p.pollPolicy.maxBackoff = 10min;
    p.pollPolicy.maxInFlight = 10;

    // The list of a patient who cannot exist: 200 with an empty list.
    p.probe.path = QStringLiteral("/sep/api/signing");
    p.probe.query.addQueryItem(QStringLiteral("idPatientMis"), QStringLiteral("cliniclink-connection-check"));
    p.probe.routeClass = RouteClass::Status;
    p.explainError = explainSigningError;
    return p;
}

} // namespace cliniclink
