// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentprofile.h"

#include "core/enrichment/enrichmentservice.h"

#include <QUuid>

namespace cliniclink {

using namespace std::chrono_literals;

ServiceProfile enrichmentProfile()
{
    ServiceProfile p;
    p.service = services::Enrichment;
    p.authStyle = AuthStyle::SchemeWord;
    p.defaultContentType = QByteArrayLiteral("application/json"); // A requires it, even on a GET
    p.addressName = QStringLiteral("{base_url}");
    p.sandboxPath = QStringLiteral("/enrichment");

    // 500 requests a minute (federal, shared by all operators); 10 s between status requests of
    // one order.
    p.limits = {
        {services::Enrichment, RouteClass::Any, 500, 0, 0, 60'000},
        {services::Enrichment, RouteClass::Status, 0, 0, 10'000, 0},
    };

    // The contract: a pause of 10 s between requests to /{id}; orders finish in seconds.
    p.pollPolicy.minInterval = 10s;
    p.pollPolicy.initialDelay = 10s;
    p.pollPolicy.interval = 10s;
    p.pollPolicy.maxBackoff = 5min;
    p.pollPolicy.maxInFlight = 5;

    // The status of an order that cannot exist: 404 = reachable, token accepted.
    p.probe.path = QStringLiteral("/snils/") + QUuid().toString(QUuid::WithoutBraces);
    p.probe.routeClass = RouteClass::Status;
    p.probe.refusalProvesConnection = true;
    return p;
}

} // namespace cliniclink
