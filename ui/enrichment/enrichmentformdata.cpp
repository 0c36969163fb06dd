// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentformdata.h"

#include <QRegularExpression>

namespace cliniclink {

namespace {
QString isoDate(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}
} // namespace

bool EnrichmentFormData::isEmpty() const
{
    return *this == EnrichmentFormData{};
}

QJsonObject EnrichmentFormData::toJson() const
{
    return {{QStringLiteral("familyName"), patient.familyName},
            {QStringLiteral("firstName"), patient.firstName},
            {QStringLiteral("patronymic"), patient.patronymic},
            {QStringLiteral("noPatronymic"), patient.noPatronymic},
            {QStringLiteral("birthDate"), isoDate(patient.birthDate)},
            {QStringLiteral("gender"), patient.gender},
            {QStringLiteral("snils"), patient.snils},
            {QStringLiteral("documentType"), document.type},
            {QStringLiteral("series"), document.series},
            {QStringLiteral("number"), document.number},
            {QStringLiteral("issueDate"), isoDate(document.issueDate)},
            {QStringLiteral("issuer"), document.issuer}};
}

EnrichmentFormData EnrichmentFormData::fromJson(const QJsonObject &json)
{
    EnrichmentFormData d;
    d.patient.familyName = json.value(u"familyName").toString();
    d.patient.firstName = json.value(u"firstName").toString();
    d.patient.patronymic = json.value(u"patronymic").toString();
    d.patient.noPatronymic = json.value(u"noPatronymic").toBool();
    d.patient.birthDate = QDate::fromString(json.value(u"birthDate").toString(), Qt::ISODate);
    d.patient.gender = json.value(u"gender").toString();
    d.patient.snils = json.value(u"snils").toString();
    d.document.type = json.value(u"documentType").toString();
    d.document.series = json.value(u"series").toString();
    d.document.number = json.value(u"number").toString();
    d.document.issueDate = QDate::fromString(json.value(u"issueDate").toString(), Qt::ISODate);
    d.document.issuer = json.value(u"issuer").toString();
    return d;
}

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
