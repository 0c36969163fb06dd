// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labtypes.h"

#include "core/fhir/fhircodingfield.h"

#include <QJsonArray>

namespace cliniclink {

using fhir::FhirCoding;

namespace {

// The plain fields of the drafts' and the journal's JSON; a field left empty is left out, and one
// missing keeps the member's default (so an order without diagnosisCategory keeps the .36 one).
const JsonFields<LabPatient> &patientFields()
{
    static const JsonFields<LabPatient> kFields({{u"serverId", &LabPatient::serverId},
                                                 {u"misPatientId", &LabPatient::misPatientId},
                                                 {u"misOid", &LabPatient::misOid},
                                                 {u"familyName", &LabPatient::familyName},
                                                 {u"givenName", &LabPatient::givenName},
                                                 {u"middleName", &LabPatient::middleName},
                                                 {u"gender", &LabPatient::gender},
                                                 {u"birthDate", &LabPatient::birthDate},
                                                 {u"attachmentOrganization", &LabPatient::attachmentOrganization},
                                                 {u"attachmentStart", &LabPatient::attachmentStart},
                                                 {u"addressText", &LabPatient::addressText},
                                                 {u"anonymous", &LabPatient::anonymous}},
                                                JsonEmpty::LeftOut);
    return kFields;
}

// An identifier's system and value are written even when empty.
const JsonFields<LabPatientIdentifier> &identifierFields()
{
    static const JsonFields<LabPatientIdentifier> kFields(
        {{u"system", &LabPatientIdentifier::systemOid, JsonEmpty::Written},
         {u"value", &LabPatientIdentifier::value, JsonEmpty::Written},
         {u"assigner", &LabPatientIdentifier::assignerDisplay},
         {u"start", &LabPatientIdentifier::start},
         {u"end", &LabPatientIdentifier::end}},
        JsonEmpty::LeftOut);
    return kFields;
}

const JsonFields<LabPractitioner> &practitionerFields()
{
    static const JsonFields<LabPractitioner> kFields({{u"serverId", &LabPractitioner::serverId},
                                                      {u"misDoctorId", &LabPractitioner::misDoctorId},
                                                      {u"snils", &LabPractitioner::snils},
                                                      {u"familyName", &LabPractitioner::familyName},
                                                      {u"givenName", &LabPractitioner::givenName},
                                                      {u"middleName", &LabPractitioner::middleName},
                                                      {u"organizationId", &LabPractitioner::organizationId},
                                                      {u"role", &LabPractitioner::role},
                                                      {u"specialty", &LabPractitioner::specialty}},
                                                     JsonEmpty::LeftOut);
    return kFields;
}

const JsonFields<LabOrderRequest> &orderFields()
{
    static const JsonFields<LabOrderRequest> kFields({{u"misOrderId", &LabOrderRequest::misOrderId},
                                                      {u"misOid", &LabOrderRequest::misOid},
                                                      {u"sourceOrganization", &LabOrderRequest::sourceOrganization},
                                                      {u"targetLaboratory", &LabOrderRequest::targetLaboratory},
                                                      {u"patientServerId", &LabOrderRequest::patientServerId},
                                                      {u"patientLabel", &LabOrderRequest::patientLabel},
                                                      {u"payment", &LabOrderRequest::payment},
                                                      {u"specimenType", &LabOrderRequest::specimenType},
                                                      {u"containerType", &LabOrderRequest::containerType},
                                                      {u"barcode", &LabOrderRequest::barcode},
                                                      {u"collectedAt", &LabOrderRequest::collectedAt},
                                                      {u"specimenComment", &LabOrderRequest::specimenComment},
                                                      {u"diagnosis", &LabOrderRequest::diagnosis},
                                                      {u"diagnosisCategory", &LabOrderRequest::diagnosisCategory},
                                                      {u"encounterType", &LabOrderRequest::encounterType},
                                                      {u"encounterReason", &LabOrderRequest::encounterReason},
                                                      {u"encounterNumber", &LabOrderRequest::encounterNumber},
                                                      {u"priority", &LabOrderRequest::priority},
                                                      {u"orderedAt", &LabOrderRequest::orderedAt}},
                                                     JsonEmpty::LeftOut);
    return kFields;
}

} // namespace

QJsonObject LabPatient::toJson() const
{
    QJsonObject o = patientFields().toJson(*this);
    QJsonArray ids;
    for (const LabPatientIdentifier &i : identifiers)
        ids.append(identifierFields().toJson(i));
    if (!ids.isEmpty())
        o.insert(QStringLiteral("identifiers"), ids);
    return o;
}

LabPatient LabPatient::fromJson(const QJsonObject &o)
{
    LabPatient p = patientFields().fromJson(o);
    for (const QJsonValue &v : o.value(u"identifiers").toArray())
        p.identifiers.append(identifierFields().fromJson(v.toObject()));
    return p;
}

QJsonObject LabPractitioner::toJson() const
{
    return practitionerFields().toJson(*this);
}

LabPractitioner LabPractitioner::fromJson(const QJsonObject &o)
{
    return practitionerFields().fromJson(o);
}

QJsonObject LabOrderRequest::toJson() const
{
    QJsonObject o = orderFields().toJson(*this);
    o.insert(QStringLiteral("practitioner"), practitioner.toJson());
    QJsonArray s;
    for (const FhirCoding &c : services)
        s.append(c.toJson());
    o.insert(QStringLiteral("services"), s);
    QJsonArray obs;
    for (const LabOrderObservation &x : observations)
        obs.append(QJsonObject{{QStringLiteral("code"), x.code.toJson()}, {QStringLiteral("value"), x.value}});
    if (!obs.isEmpty())
        o.insert(QStringLiteral("observations"), obs);
    return o;
}

LabOrderRequest LabOrderRequest::fromJson(const QJsonObject &o)
{
    LabOrderRequest r = orderFields().fromJson(o);
    r.practitioner = LabPractitioner::fromJson(o.value(u"practitioner").toObject());
    for (const QJsonValue &v : o.value(u"services").toArray())
        r.services.append(FhirCoding::fromJson(v.toObject()));
    for (const QJsonValue &v : o.value(u"observations").toArray()) {
        const QJsonObject x = v.toObject();
        r.observations.append({FhirCoding::fromJson(x.value(u"code").toObject()), x.value(u"value").toDouble()});
    }
    return r;
}

bool LabStatus::isFinal(const QString &status)
{
    static const QStringList kFinal{QStringLiteral("completed"), QStringLiteral("rejected"), QStringLiteral("error"),
                                    QStringLiteral("cancelled"), QStringLiteral("replaced"), QStringLiteral("aborted")};
    return kFinal.contains(status);
}

bool LabObservation::isAbnormal() const
{
    static const QStringList kAbnormal{QStringLiteral("L"),  QStringLiteral("H"), QStringLiteral("LL"),
                                       QStringLiteral("HH"), QStringLiteral("A"), QStringLiteral("AA"),
                                       QStringLiteral("R"),  QStringLiteral("<"), QStringLiteral(">")};
    return kAbnormal.contains(interpretation);
}

QString LabAttachment::suggestedFileName() const
{
    QString base = reference.section(u'/', -1);
    if (base.isEmpty())
        base = QStringLiteral("attachment");
    if (isPdf())
        return base + u".pdf";
    if (isSignature())
        return base + u".p7s";
    if (contentType.endsWith(u"xml"))
        return base + u".xml";
    return base + u".bin";
}

} // namespace cliniclink
