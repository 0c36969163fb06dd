// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentformdata.h"

#include <QRegularExpression>

namespace cliniclink {

QStringList enrichmentFieldIds()
{
    using namespace enrichmentfield;
    return {familyName.toString(), firstName.toString(),    patronymic.toString(), birthDate.toString(),
            gender.toString(),     documentType.toString(), series.toString(),     number.toString(),
            issueDate.toString(),  issuer.toString(),       snils.toString()};
}

QStringList enrichmentFieldsOf(EnrichmentOperation operation)
{
    using namespace enrichmentfield;
    QStringList fields{familyName.toString(), firstName.toString(), patronymic.toString(), birthDate.toString()};
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        fields << gender.toString() << documentType.toString() << series.toString() << number.toString()
               << issueDate.toString() << issuer.toString();
        break;
    case EnrichmentOperation::SnilsValidation:
        fields << gender.toString() << snils.toString();
        break;
    case EnrichmentOperation::PolicyLookup:
        fields << documentType.toString() << series.toString() << number.toString();
        break;
    }
    return fields;
}

QString enrichmentFieldInMessage(const QString &message)
{
    // "patient.birthDate", "patientPersDocs.series", also "/patient/birthDate" (a JSON pointer).
    static const QRegularExpression path(QStringLiteral(R"((?:^|[^A-Za-z])(patient|patientPersDocs)[./]([A-Za-z]+))"));
    const QRegularExpressionMatch m = path.match(message);
    if (!m.hasMatch())
        return {};
    const QString object = m.captured(1);
    const QString key = m.captured(2);
    const QString id = (object == u"patient" ? QStringLiteral("patient.") : QStringLiteral("document.")) + key;
    for (const QString &known : enrichmentFieldIds()) {
        if (known.compare(id, Qt::CaseInsensitive) == 0) // A2's example writes "familyname"
            return known;
    }
    return {};
}

} // namespace cliniclink
