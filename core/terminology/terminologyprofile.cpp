// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyprofile.h"

#include "core/terminology/terminologyerrors.h"
#include "core/terminology/terminologyservice.h"

namespace cliniclink {

ServiceProfile terminologyProfile()
{
    ServiceProfile p;
    p.service = services::Terminology;
    p.authStyle = AuthStyle::SchemeWord;
    // The dictionaries are public on some installations: a token is sent only when one is set.
    p.tokenRequired = false;
    p.addressName = QStringLiteral("{nsi_base_url}");
    p.sandboxPath = QStringLiteral("/nsi/fhir/term");
    // The contract shows no limits for terminology. Nothing is followed; one read at a time.
    p.pollPolicy.maxInFlight = 1;

    // The version: a plain read, 200 with the version.
    p.probe.path = QStringLiteral("/version");
    p.probe.query.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    p.explainError = explainTerminologyError;
    return p;
}

} // namespace cliniclink
