// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// FHIR OperationOutcome, the error body of the C services (lab and terminology): one or more issues
// with a FHIR issue type code and a diagnostic text. The sandbox writes it, ApiError reads it.

#include <QJsonObject>
#include <QList>
#include <QString>

namespace cliniclink::fhir {

struct OutcomeIssue {
    QString code; // FHIR issue type: invalid, required, not-found, code-invalid, login...
    QString diagnostics; // the text as the platform writes it (Russian)
    QString severity = QStringLiteral("error");

    bool operator==(const OutcomeIssue &) const = default;
};

class OperationOutcome {
public:
    static QJsonObject resource(const QList<OutcomeIssue> &issues);
    static QJsonObject resource(const QString &code, const QString &diagnostics);

    static bool isOperationOutcome(const QJsonObject &object);
    // The issues in order. A DSTU2 server may put the text in details.text instead of diagnostics,
    // so that is read too; an issue without severity counts as an error.
    static QList<OutcomeIssue> issues(const QJsonObject &outcome);
};

} // namespace cliniclink::fhir
