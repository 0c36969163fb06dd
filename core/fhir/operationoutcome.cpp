// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "operationoutcome.h"

#include <QJsonArray>

namespace cliniclink::fhir {

QJsonObject OperationOutcome::resource(const QList<OutcomeIssue> &issues)
{
    QJsonArray list;
    for (const OutcomeIssue &issue : issues) {
        list.append(QJsonObject{{QStringLiteral("severity"), issue.severity},
                                {QStringLiteral("code"), issue.code},
                                {QStringLiteral("diagnostics"), issue.diagnostics}});
    }
    return {{QStringLiteral("resourceType"), QStringLiteral("OperationOutcome")}, {QStringLiteral("issue"), list}};
}

QJsonObject OperationOutcome::resource(const QString &code, const QString &diagnostics)
{
    return resource(QList<OutcomeIssue>{OutcomeIssue{code, diagnostics}});
}

bool OperationOutcome::isOperationOutcome(const QJsonObject &object)
{
    return object.value(u"resourceType").toString() == u"OperationOutcome";
}

QList<OutcomeIssue> OperationOutcome::issues(const QJsonObject &outcome)
{
    QList<OutcomeIssue> out;
    for (const QJsonValue &v : outcome.value(u"issue").toArray()) {
        const QJsonObject issue = v.toObject();
        OutcomeIssue read;
        read.code = issue.value(u"code").toString();
        read.diagnostics =
            issue.value(u"diagnostics").toString(issue.value(u"details").toObject().value(u"text").toString());
        read.severity = issue.value(u"severity").toString(QStringLiteral("error"));
        out.append(read);
    }
    return out;
}

} // namespace cliniclink::fhir
