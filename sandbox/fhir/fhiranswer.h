// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's HTTP answers of the C services built from the FHIR helpers of core/fhir: every failure
// it reports there is an OperationOutcome with one or more issues.

#include "core/fhir/operationoutcome.h"
#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>
#include <QString>

namespace cliniclink::sandbox {

class FhirAnswer {
public:
    static SandboxResponse outcome(int httpStatus, const QString &code, const QString &diagnostics);
    static SandboxResponse outcome(int httpStatus, const QList<fhir::OutcomeIssue> &issues);
};

// Parses a JSON object body; on failure fills error with a 400 OperationOutcome answer.
bool parseJsonObjectBody(const QByteArray &body, QJsonObject *out, SandboxResponse *error);

} // namespace cliniclink::sandbox
