// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labtypes.h"

#include <QJsonArray>

namespace cliniclink {

using fhir::FhirCoding;

namespace {

QString dateText(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}

QDate dateOf(const QJsonObject &o, QStringView key)
{
    return QDate::fromString(o.value(key).toString(), Qt::ISODate);
}

QJsonValue codingJson(const FhirCoding &c)
{
    return c.code.isEmpty() ? QJsonValue() : QJsonValue(c.toJson());
}

FhirCoding codingOf(const QJsonObject &o, QStringView key)
{
    return FhirCoding::fromJson(o.value(key).toObject());
}

void putIf(QJsonObject &o, const QString &key, const QJsonValue &value)
{
    if (!(value.isNull() || value.isUndefined() || (value.isString() && value.toString().isEmpty())))
        o.insert(key, value);
}

} // namespace

QJsonObject LabPatient::toJson() const
{
    QJsonObject o;
    putIf(o, QStringLiteral("serverId"), serverId);
    putIf(o, QStringLiteral("misPatientId"), misPatientId);
    putIf(o, QStringLiteral("misOid"), misOid);
    putIf(o, QStringLiteral("familyName"), familyName);
    putIf(o, QStringLiteral("givenName"), givenName);
    putIf(o, QStringLiteral("middleName"), middleName);
    putIf(o, QStringLiteral("gender"), gender);
    putIf(o, QStringLiteral("birthDate"), dateText(birthDate));
    QJsonArray ids;
    for (const LabPatientIdentifier &i : identifiers) {
        QJsonObject id{{QStringLiteral("system"), i.systemOid}, {QStringLiteral("value"), i.value}};
        putIf(id, QStringLiteral("assigner"), i.assignerDisplay);
        putIf(id, QStringLiteral("start"), dateText(i.start));
        putIf(id, QStringLiteral("end"), dateText(i.end));
        ids.append(id);
    }
    if (!ids.isEmpty())
        o.insert(QStringLiteral("identifiers"), ids);
    putIf(o, QStringLiteral("attachmentOrganization"), attachmentOrganization);
    putIf(o, QStringLiteral("attachmentStart"), dateText(attachmentStart));
    putIf(o, QStringLiteral("addressText"), addressText);
    if (anonymous)
        o.insert(QStringLiteral("anonymous"), true);
    return o;
}

LabPatient LabPatient::fromJson(const QJsonObject &o)
{
    LabPatient p;
    p.serverId = o.value(u"serverId").toString();
    p.misPatientId = o.value(u"misPatientId").toString();
    p.misOid = o.value(u"misOid").toString();
    p.familyName = o.value(u"familyName").toString();
    p.givenName = o.value(u"givenName").toString();
    p.middleName = o.value(u"middleName").toString();
    p.gender = o.value(u"gender").toString();
    p.birthDate = dateOf(o, u"birthDate");
    for (const QJsonValue &v : o.value(u"identifiers").toArray()) {
        const QJsonObject i = v.toObject();
        p.identifiers.append({i.value(u"system").toString(), i.value(u"value").toString(),
                              i.value(u"assigner").toString(), dateOf(i, u"start"), dateOf(i, u"end")});
    }
    p.attachmentOrganization = o.value(u"attachmentOrganization").toString();
    p.attachmentStart = dateOf(o, u"attachmentStart");
    p.addressText = o.value(u"addressText").toString();
    p.anonymous = o.value(u"anonymous").toBool();
    return p;
}

QJsonObject LabPractitioner::toJson() const
{
    QJsonObject o;
    putIf(o, QStringLiteral("serverId"), serverId);
    putIf(o, QStringLiteral("misDoctorId"), misDoctorId);
    putIf(o, QStringLiteral("snils"), snils);
    putIf(o, QStringLiteral("familyName"), familyName);
    putIf(o, QStringLiteral("givenName"), givenName);
    putIf(o, QStringLiteral("middleName"), middleName);
    putIf(o, QStringLiteral("organizationId"), organizationId);
    putIf(o, QStringLiteral("role"), codingJson(role));
    putIf(o, QStringLiteral("specialty"), codingJson(specialty));
    return o;
}

LabPractitioner LabPractitioner::fromJson(const QJsonObject &o)
{
    LabPractitioner p;
    p.serverId = o.value(u"serverId").toString();
    p.misDoctorId = o.value(u"misDoctorId").toString();
    p.snils = o.value(u"snils").toString();
    p.familyName = o.value(u"familyName").toString();
    p.givenName = o.value(u"givenName").toString();
    p.middleName = o.value(u"middleName").toString();
    p.organizationId = o.value(u"organizationId").toString();
    p.role = codingOf(o, u"role");
    p.specialty = codingOf(o, u"specialty");
    return p;
}

QJsonObject LabOrderRequest::toJson() const
{
    QJsonObject o;
    putIf(o, QStringLiteral("misOrderId"), misOrderId);
    putIf(o, QStringLiteral("misOid"), misOid);
    putIf(o, QStringLiteral("sourceOrganization"), sourceOrganization);
    putIf(o, QStringLiteral("targetLaboratory"), targetLaboratory);
    putIf(o, QStringLiteral("patientServerId"), patientServerId);
    putIf(o, QStringLiteral("patientLabel"), patientLabel);
    o.insert(QStringLiteral("practitioner"), practitioner.toJson());
    QJsonArray s;
    for (const FhirCoding &c : services)
        s.append(c.toJson());
    o.insert(QStringLiteral("services"), s);
    putIf(o, QStringLiteral("payment"), codingJson(payment));
    putIf(o, QStringLiteral("specimenType"), codingJson(specimenType));
    putIf(o, QStringLiteral("containerType"), codingJson(containerType));
    putIf(o, QStringLiteral("barcode"), barcode);
    putIf(o, QStringLiteral("collectedAt"), collectedAt.isValid() ? collectedAt.toString(Qt::ISODate) : QString());
    putIf(o, QStringLiteral("specimenComment"), specimenComment);
    putIf(o, QStringLiteral("diagnosis"), codingJson(diagnosis));
    putIf(o, QStringLiteral("diagnosisCategory"), codingJson(diagnosisCategory));
    putIf(o, QStringLiteral("encounterType"), codingJson(encounterType));
    putIf(o, QStringLiteral("encounterReason"), codingJson(encounterReason));
    putIf(o, QStringLiteral("encounterNumber"), encounterNumber);
    QJsonArray obs;
    for (const LabOrderObservation &x : observations)
        obs.append(QJsonObject{{QStringLiteral("code"), x.code.toJson()}, {QStringLiteral("value"), x.value}});
    if (!obs.isEmpty())
        o.insert(QStringLiteral("observations"), obs);
    putIf(o, QStringLiteral("priority"), codingJson(priority));
    putIf(o, QStringLiteral("orderedAt"), orderedAt.isValid() ? orderedAt.toString(Qt::ISODate) : QString());
    return o;
}

LabOrderRequest LabOrderRequest::fromJson(const QJsonObject &o)
{
    LabOrderRequest r;
    r.misOrderId = o.value(u"misOrderId").toString();
    r.misOid = o.value(u"misOid").toString();
    r.sourceOrganization = o.value(u"sourceOrganization").toString();
    r.targetLaboratory = o.value(u"targetLaboratory").toString();
    r.patientServerId = o.value(u"patientServerId").toString();
    r.patientLabel = o.value(u"patientLabel").toString();
    r.practitioner = LabPractitioner::fromJson(o.value(u"practitioner").toObject());
    for (const QJsonValue &v : o.value(u"services").toArray())
        r.services.append(FhirCoding::fromJson(v.toObject()));
    r.payment = codingOf(o, u"payment");
    r.specimenType = codingOf(o, u"specimenType");
    r.containerType = codingOf(o, u"containerType");
    r.barcode = o.value(u"barcode").toString();
    r.collectedAt = QDateTime::fromString(o.value(u"collectedAt").toString(), Qt::ISODate);
    r.specimenComment = o.value(u"specimenComment").toString();
    r.diagnosis = codingOf(o, u"diagnosis");
    if (o.contains(u"diagnosisCategory"))
        r.diagnosisCategory = codingOf(o, u"diagnosisCategory");
    r.encounterType = codingOf(o, u"encounterType");
    r.encounterReason = codingOf(o, u"encounterReason");
    r.encounterNumber = o.value(u"encounterNumber").toString();
    for (const QJsonValue &v : o.value(u"observations").toArray()) {
        const QJsonObject x = v.toObject();
        r.observations.append({FhirCoding::fromJson(x.value(u"code").toObject()), x.value(u"value").toDouble()});
    }
    r.priority = codingOf(o, u"priority");
    r.orderedAt = QDateTime::fromString(o.value(u"orderedAt").toString(), Qt::ISODate);
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
