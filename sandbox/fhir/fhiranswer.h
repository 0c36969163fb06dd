// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's HTTP answers of the C services built from the FHIR helpers of core/fhir: every failure
// it reports there is an OperationOutcome with one or more issues.

#include "core/fhir/fhirparameters.h"
#include "core/fhir/operationoutcome.h"
#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace cliniclink::sandbox {

class FhirAnswer {
public:
    static SandboxResponse outcome(int httpStatus, const QString &code, const QString &diagnostics);
    static SandboxResponse outcome(int httpStatus, const QList<fhir::OutcomeIssue> &issues);
};

// Parses a JSON object body; on failure fills error with a 400 OperationOutcome answer.
bool parseJsonObjectBody(const QByteArray &body, QJsonObject *out, SandboxResponse *error);

// What is wrong with a Parameters request body as the contract writes it, or nullopt: resourceType
// Parameters, and every parameter (and every part of one) carries its value only as valueString,
// valueBoolean, valueCoding, resource or part[]. The platform's own services are stricter than FHIR
// here, so a client that sends valueInteger must fail in the sandbox too. The issue names the
// parameter.
std::optional<fhir::OutcomeIssue> parametersBodyProblem(const QJsonObject &body);
// Reads a Parameters request body for every service that takes one; on a problem fills error with a
// 400 OperationOutcome and returns false.
bool readParametersBody(const QJsonObject &body, fhir::FhirParameters *out, SandboxResponse *error);

} // namespace cliniclink::sandbox
