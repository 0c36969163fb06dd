// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionprofile.h"

#include "core/prescription/prescriptionerrors.h"
#include "core/prescription/prescriptionservice.h"
#include "core/settings/environment.h"

#include <QJsonObject>

namespace cliniclink {

using namespace std::chrono_literals;

ServiceProfile prescriptionProfile()
{
    ServiceProfile p;
    p.service = services::Prescription;
    p.authStyle = AuthStyle::SchemeWord;
    p.addressName = QStringLiteral("{prescription_base_url}");
    p.sandboxPath = QStringLiteral("/prescription");
    // The contract shows no limits for B.

    // The registry answers after the EHR service forwarded the document: minutes, not seconds.
    p.pollPolicy.minInterval = 30s;
    p.pollPolicy.initialDelay = 30s;
    p.pollPolicy.interval = 60s;
    p.pollPolicy.maxBackoff = 15min;
    p.pollPolicy.maxInFlight = 2;

    // The status of a record that cannot exist: 400 "no record" = reachable, token and MIS accepted.
    p.probe.method = "POST";
    p.probe.path = QStringLiteral("/TakePrescriptionStatus");
    p.probe.body = [](const Environment &env) {
        return QJsonValue(QJsonObject{{QStringLiteral("Organization"), env.organizationId},
                                      {QStringLiteral("IdSourceMis"), QStringLiteral("cliniclink-connection-check")},
                                      {QStringLiteral("IdDataSource"), 1}});
    };
    p.probe.refusalProvesConnection = true;
    p.explainError = explainPrescriptionError;
    return p;
}

} // namespace cliniclink
