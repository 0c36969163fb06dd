// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentformdata.h"

#include "core/common/jsonfields.h"

#include <QRegularExpression>

namespace cliniclink {

namespace {

// The draft's keys are the form's: the patient's and the document's fields side by side.
const JsonFields<EnrichmentFormData> &fields()
{
    using D = EnrichmentFormData;
    using P = EnrichmentPatient;
    using Doc = IdentityDocument;
    static const JsonFields<D> kFields({{u"familyName", &D::patient, &P::familyName},
                                        {u"firstName", &D::patient, &P::firstName},
                                        {u"patronymic", &D::patient, &P::patronymic},
                                        {u"noPatronymic", &D::patient, &P::noPatronymic},
                                        {u"birthDate", &D::patient, &P::birthDate},
                                        {u"gender", &D::patient, &P::gender},
                                        {u"snils", &D::patient, &P::snils},
                                        {u"documentType", &D::document, &Doc::type},
                                        {u"series", &D::document, &Doc::series},
                                        {u"number", &D::document, &Doc::number},
                                        {u"issueDate", &D::document, &Doc::issueDate},
                                        {u"issuer", &D::document, &Doc::issuer}});
    return kFields;
}

} // namespace

bool EnrichmentFormData::isEmpty() const
{
    return *this == EnrichmentFormData{};
}

QJsonObject EnrichmentFormData::toJson() const
{
    return fields().toJson(*this);
}

EnrichmentFormData EnrichmentFormData::fromJson(const QJsonObject &json)
{
    return fields().fromJson(json);
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
