// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchformdata.h"

#include <QJsonArray>

namespace cliniclink {

namespace {

QString isoDate(const QDate &d)
{
    return d.isValid() ? d.toString(Qt::ISODate) : QString();
}
QDate dateOf(const QJsonValue &v)
{
    return QDate::fromString(v.toString(), Qt::ISODate);
}

QJsonObject practitionerJson(const DispatchPractitioner &p)
{
    return {{QStringLiteral("familyName"), p.familyName},
            {QStringLiteral("givenName"), p.givenName},
            {QStringLiteral("middleName"), p.middleName},
            {QStringLiteral("userIdLpu"), p.userIdLpu},
            {QStringLiteral("snils"), p.snils}};
}
DispatchPractitioner practitionerOf(const QJsonObject &o)
{
    DispatchPractitioner p;
    p.familyName = o.value(u"familyName").toString();
    p.givenName = o.value(u"givenName").toString();
    p.middleName = o.value(u"middleName").toString();
    p.userIdLpu = o.value(u"userIdLpu").toString();
    p.snils = o.value(u"snils").toString();
    return p;
}

} // namespace

bool DispatchFormData::isEmpty() const
{
    return *this == DispatchFormData{};
}

QJsonObject DispatchFormData::toJson() const
{
    QJsonArray patientsJson;
    for (const DispatchPatient &p : patients) {
        QJsonArray docs;
        for (const PersonDocument &d : p.documents)
            docs.append(QJsonObject{{QStringLiteral("type"), d.typeCode},
                                    {QStringLiteral("series"), d.series},
                                    {QStringLiteral("number"), d.number},
                                    {QStringLiteral("issuer"), d.providerName},
                                    {QStringLiteral("issued"), isoDate(d.issuedDate)}});
        patientsJson.append(QJsonObject{{QStringLiteral("idPatientMis"), p.idPatientMis},
                                        {QStringLiteral("familyName"), p.familyName},
                                        {QStringLiteral("givenName"), p.givenName},
                                        {QStringLiteral("middleName"), p.middleName},
                                        {QStringLiteral("birthDate"), isoDate(p.birthDate)},
                                        {QStringLiteral("sex"), p.sex},
                                        {QStringLiteral("phones"), QJsonArray::fromStringList(p.phones)},
                                        {QStringLiteral("email"), p.email},
                                        {QStringLiteral("documents"), docs}});
    }
    QJsonArray channels;
    for (DeliveryChannel c : delivery)
        channels.append(deliveryChannelKey(c));
    return {{QStringLiteral("practitionerChanged"), practitionerChanged},
            {QStringLiteral("practitioner"), practitionerJson(practitioner)},
            {QStringLiteral("patients"), patientsJson},
            {QStringLiteral("files"), QJsonArray::fromStringList(filePaths)},
            {QStringLiteral("delivery"), channels},
            {QStringLiteral("esiaAuth"), esiaAuth},
            {QStringLiteral("draftTrackingId"), draftTrackingId},
            {QStringLiteral("replaceDraftFiles"), replaceDraftFiles},
            {QStringLiteral("draftFiles"), QJsonArray::fromStringList(draftFileNames)}};
}

DispatchFormData DispatchFormData::fromJson(const QJsonObject &json)
{
    DispatchFormData d;
    d.practitionerChanged = json.value(u"practitionerChanged").toBool();
    d.practitioner = practitionerOf(json.value(u"practitioner").toObject());
    d.patients.clear();
    for (const QJsonValue &v : json.value(u"patients").toArray()) {
        const QJsonObject o = v.toObject();
        DispatchPatient p;
        p.idPatientMis = o.value(u"idPatientMis").toString();
        p.familyName = o.value(u"familyName").toString();
        p.givenName = o.value(u"givenName").toString();
        p.middleName = o.value(u"middleName").toString();
        p.birthDate = dateOf(o.value(u"birthDate"));
        p.sex = o.value(u"sex").toString();
        for (const QJsonValue &phone : o.value(u"phones").toArray())
            p.phones << phone.toString();
        p.email = o.value(u"email").toString();
        for (const QJsonValue &dv : o.value(u"documents").toArray()) {
            const QJsonObject od = dv.toObject();
            PersonDocument doc;
            doc.typeCode = od.value(u"type").toInt(14);
            doc.series = od.value(u"series").toString();
            doc.number = od.value(u"number").toString();
            doc.providerName = od.value(u"issuer").toString();
            doc.issuedDate = dateOf(od.value(u"issued"));
            p.documents << doc;
        }
        d.patients << p;
    }
    if (d.patients.isEmpty())
        d.patients << DispatchPatient{};
    for (const QJsonValue &v : json.value(u"files").toArray())
        d.filePaths << v.toString();
    d.delivery.clear();
    for (const QJsonValue &v : json.value(u"delivery").toArray()) {
        if (const auto c = deliveryChannelFromKey(v.toString()))
            d.delivery << *c;
    }
    d.esiaAuth = json.value(u"esiaAuth").toBool();
    d.draftTrackingId = json.value(u"draftTrackingId").toString();
    d.replaceDraftFiles = json.value(u"replaceDraftFiles").toBool();
    for (const QJsonValue &v : json.value(u"draftFiles").toArray())
        d.draftFileNames << v.toString();
    return d;
}

DispatchFormData DispatchFormData::fromRequest(const DispatchRequest &request)
{
    DispatchFormData d;
    d.practitionerChanged = true; // the draft's own signer, which the person may change
    d.practitioner = request.practitioner;
    d.patients = request.patients;
    if (d.patients.isEmpty())
        d.patients << DispatchPatient{};
    d.delivery = request.delivery;
    d.esiaAuth = request.esiaAuth;
    return d;
}

} // namespace cliniclink
