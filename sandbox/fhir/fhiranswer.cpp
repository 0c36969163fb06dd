// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhiranswer.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace cliniclink::sandbox {

using fhir::OperationOutcome;

SandboxResponse FhirAnswer::outcome(int httpStatus, const QString &code, const QString &diagnostics)
{
    return SandboxResponse::json(httpStatus, OperationOutcome::resource(code, diagnostics));
}

SandboxResponse FhirAnswer::outcome(int httpStatus, const QList<fhir::OutcomeIssue> &issues)
{
    return SandboxResponse::json(httpStatus, OperationOutcome::resource(issues));
}

bool parseJsonObjectBody(const QByteArray &body, QJsonObject *out, SandboxResponse *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = FhirAnswer::outcome(400, QStringLiteral("structure"),
                                     QStringLiteral("Тело запроса не является корректным JSON-объектом"));
        return false;
    }
    *out = doc.object();
    return true;
}

} // namespace cliniclink::sandbox
