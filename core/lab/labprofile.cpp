// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labprofile.h"

#include "core/lab/labservice.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUuid>

namespace cliniclink {

using namespace std::chrono_literals;

ServiceProfile labProfile()
{
    ServiceProfile p;
    p.service = services::Lab;
    p.authStyle = AuthStyle::SchemeWord;
    p.addressName = QStringLiteral("{lab_base_url}");
    p.sandboxPath = QStringLiteral("/exlab/api/fhir");
    // The contract shows no limits for C.

    // Results take hours; a status every two minutes is plenty.
    p.pollPolicy.minInterval = 30s;
    p.pollPolicy.initialDelay = 60s;
    p.pollPolicy.interval = 2min;
    p.pollPolicy.maxBackoff = 15min;
    p.pollPolicy.maxInFlight = 2;

    // $getstatus of an order that cannot exist: any answer but 401/403/5xx proves the connection.
    p.probe.method = "POST";
    p.probe.path = QStringLiteral("/$getstatus");
    p.probe.query.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    p.probe.body = [](const Environment &) {
        return QJsonValue(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                      {QStringLiteral("parameter"),
                                       QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("OrderId")},
                                                              {QStringLiteral("valueString"),
                                                               QUuid::createUuid().toString(QUuid::WithoutBraces)}}}}});
    };
    p.probe.refusalProvesConnection = true;
    return p;
}

} // namespace cliniclink
