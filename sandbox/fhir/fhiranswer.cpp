// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhiranswer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringBuilder>

#include <utility>

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

namespace {

bool allowedValueKey(QStringView key)
{
    return key == u"valueString" || key == u"valueBoolean" || key == u"valueCoding";
}

// The first parameter of list (or of a part[] within it) whose value type the contract does not
// list: its name, dotted through its parents ("filter.limit"), and the type. part[] nests at most
// as deep as QJsonDocument parses (1024 levels), and the dotted name is built only on the way back
// from a problem, so a hostile body costs linear time.
std::optional<std::pair<QString, QString>> badParameter(const QJsonArray &list)
{
    for (const QJsonValue &item : list) {
        const QJsonObject parameter = item.toObject();
        for (auto it = parameter.begin(); it != parameter.end(); ++it) {
            if (it.key().startsWith(u"value") && !allowedValueKey(it.key()))
                return std::pair<QString, QString>(parameter.value(u"name").toString(), it.key());
        }
        if (const auto inner = badParameter(parameter.value(u"part").toArray()))
            return std::pair<QString, QString>(parameter.value(u"name").toString() % u'.' % inner->first,
                                               inner->second);
    }
    return std::nullopt;
}

} // namespace

std::optional<fhir::OutcomeIssue> parametersBodyProblem(const QJsonObject &body)
{
    if (body.value(u"resourceType").toString() != u"Parameters")
        return fhir::OutcomeIssue{QStringLiteral("structure"), QStringLiteral("Ожидается ресурс Parameters")};
    const auto bad = badParameter(body.value(u"parameter").toArray());
    if (!bad)
        return std::nullopt;
    return fhir::OutcomeIssue{QStringLiteral("invalid"),
                              QStringLiteral("Параметр %1: тип значения %2 не допускается; допустимы valueString, "
                                             "valueBoolean, valueCoding, resource и part")
                                  .arg(bad->first, bad->second)};
}

bool readParametersBody(const QJsonObject &body, fhir::FhirParameters *out, SandboxResponse *error)
{
    if (const auto problem = parametersBodyProblem(body)) {
        *error = FhirAnswer::outcome(400, {*problem});
        return false;
    }
    *out = fhir::FhirParameters::fromResource(body);
    return true;
}

} // namespace cliniclink::sandbox
