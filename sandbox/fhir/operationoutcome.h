#pragma once
// FHIR OperationOutcome answers of the C services (lab and terminology): every failure the sandbox
// reports there is one or more issues with a FHIR issue type code and a Russian diagnostic.

#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>
#include <QString>

namespace cliniclink::sandbox::fhir {

struct OutcomeIssue
{
    QString code;        // FHIR issue type: invalid, required, not-found, code-invalid, login...
    QString diagnostics; // Russian text, as the platform writes it
    QString severity = QStringLiteral("error");
};

class OperationOutcome
{
public:
    static QJsonObject resource(const QList<OutcomeIssue> &issues);
    static QJsonObject resource(const QString &code, const QString &diagnostics);
    static SandboxResponse response(int httpStatus, const QString &code, const QString &diagnostics);
    static SandboxResponse response(int httpStatus, const QList<OutcomeIssue> &issues);
};

// Parses a JSON object body; on failure fills error with a 400 OperationOutcome answer.
bool parseJsonObjectBody(const QByteArray &body, QJsonObject *out, SandboxResponse *error);

} // namespace cliniclink::sandbox::fhir
