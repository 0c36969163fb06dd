#include "operationoutcome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace cliniclink::sandbox::fhir {

QJsonObject OperationOutcome::resource(const QList<OutcomeIssue> &issues)
{
    QJsonArray list;
    for (const OutcomeIssue &issue : issues) {
        list.append(QJsonObject{{QStringLiteral("severity"), issue.severity},
                                {QStringLiteral("code"), issue.code},
                                {QStringLiteral("diagnostics"), issue.diagnostics}});
    }
    return {{QStringLiteral("resourceType"), QStringLiteral("OperationOutcome")},
            {QStringLiteral("issue"), list}};
}

QJsonObject OperationOutcome::resource(const QString &code, const QString &diagnostics)
{
    return resource(QList<OutcomeIssue>{OutcomeIssue{code, diagnostics}});
}

SandboxResponse OperationOutcome::response(int httpStatus, const QString &code,
                                           const QString &diagnostics)
{
    return SandboxResponse::json(httpStatus, resource(code, diagnostics));
}

SandboxResponse OperationOutcome::response(int httpStatus, const QList<OutcomeIssue> &issues)
{
    return SandboxResponse::json(httpStatus, resource(issues));
}

bool parseJsonObjectBody(const QByteArray &body, QJsonObject *out, SandboxResponse *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = OperationOutcome::response(
            400, QStringLiteral("structure"),
            QStringLiteral("Тело запроса не является корректным JSON-объектом"));
        return false;
    }
    *out = doc.object();
    return true;
}

} // namespace cliniclink::sandbox::fhir
