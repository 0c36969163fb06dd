// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchformdata.h"

#include "core/common/jsonfields.h"

#include <QJsonArray>

namespace cliniclink {

namespace {

// The draft's plain fields, each written even when empty; the lists are written by hand below.
const JsonFields<DispatchPractitioner> &practitionerFields()
{
    using P = DispatchPractitioner;
    static const JsonFields<P> kFields({{u"familyName", &P::familyName},
                                        {u"givenName", &P::givenName},
                                        {u"middleName", &P::middleName},
                                        {u"userIdLpu", &P::userIdLpu},
                                        {u"snils", &P::snils}});
    return kFields;
}

const JsonFields<DispatchPatient> &patientFields()
{
    using P = DispatchPatient;
    static const JsonFields<P> kFields({{u"idPatientMis", &P::idPatientMis},
                                        {u"familyName", &P::familyName},
                                        {u"givenName", &P::givenName},
                                        {u"middleName", &P::middleName},
                                        {u"birthDate", &P::birthDate},
                                        {u"sex", &P::sex},
                                        {u"email", &P::email}});
    return kFields;
}

// A document's type missing from the draft stays the passport of RF (14).
const JsonFields<PersonDocument> &documentFields()
{
    using D = PersonDocument;
    static const JsonFields<D> kFields({{u"type", &D::typeCode},
                                        {u"series", &D::series},
                                        {u"number", &D::number},
                                        {u"issuer", &D::providerName},
                                        {u"issued", &D::issuedDate}});
    return kFields;
}

const JsonFields<DispatchFormData> &formFields()
{
    using F = DispatchFormData;
    static const JsonFields<F> kFields({{u"practitionerChanged", &F::practitionerChanged},
                                        {u"esiaAuth", &F::esiaAuth},
                                        {u"draftTrackingId", &F::draftTrackingId},
                                        {u"replaceDraftFiles", &F::replaceDraftFiles}});
    return kFields;
}

QJsonArray channelKeys(const QList<DeliveryChannel> &channels)
{
    QJsonArray keys;
    for (DeliveryChannel c : channels)
        keys.append(deliveryChannelKey(c));
    return keys;
}

QList<DeliveryChannel> channelsOf(const QJsonValue &value)
{
    QList<DeliveryChannel> out;
    for (const QJsonValue &v : value.toArray()) {
        if (const auto c = deliveryChannelFromKey(v.toString()))
            out << *c;
    }
    return out;
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
            docs.append(documentFields().toJson(d));
        QJsonObject o = patientFields().toJson(p);
        o.insert(QStringLiteral("phones"), QJsonArray::fromStringList(p.phones));
        o.insert(QStringLiteral("documents"), docs);
        o.insert(QStringLiteral("deliveryOverride"), channelKeys(p.deliveryOverride));
        patientsJson.append(o);
    }
    const QJsonArray channels = channelKeys(delivery);
    QJsonObject o = formFields().toJson(*this);
    o.insert(QStringLiteral("practitioner"), practitionerFields().toJson(practitioner));
    o.insert(QStringLiteral("patients"), patientsJson);
    o.insert(QStringLiteral("files"), QJsonArray::fromStringList(filePaths));
    o.insert(QStringLiteral("delivery"), channels);
    o.insert(QStringLiteral("draftFiles"), QJsonArray::fromStringList(draftFileNames));
    o.insert(QStringLiteral("signer"),
             QJsonObject{{QStringLiteral("deliveryOverride"), channelKeys(practitionerDelivery)},
                         {QStringLiteral("firstTouchCertificateThumbprint"), certificateThumbprint},
                         {QStringLiteral("mrProxyNumber"), mrProxyNumber},
                         {QStringLiteral("pbProxy"),
                          QJsonObject{{QStringLiteral("number"), pbProxy.number},
                                      {QStringLiteral("issuedAt"), pbProxy.issuedAt.toString(Qt::ISODate)},
                                      {QStringLiteral("signer"), pbProxy.signer}}}});
    o.insert(QStringLiteral("organization"),
             QJsonObject{{QStringLiteral("phone"), organizationPhone}, {QStringLiteral("email"), organizationEmail}});
    return o;
}

DispatchFormData DispatchFormData::fromJson(const QJsonObject &json)
{
    DispatchFormData d = formFields().fromJson(json);
    d.practitioner = practitionerFields().fromJson(json.value(u"practitioner").toObject());
    d.patients.clear();
    for (const QJsonValue &v : json.value(u"patients").toArray()) {
        const QJsonObject o = v.toObject();
        DispatchPatient p = patientFields().fromJson(o);
        for (const QJsonValue &phone : o.value(u"phones").toArray())
            p.phones << phone.toString();
        for (const QJsonValue &dv : o.value(u"documents").toArray())
            p.documents << documentFields().fromJson(dv.toObject());
        p.deliveryOverride = channelsOf(o.value(u"deliveryOverride"));
        d.patients << p;
    }
    if (d.patients.isEmpty())
        d.patients << DispatchPatient{};
    for (const QJsonValue &v : json.value(u"files").toArray())
        d.filePaths << v.toString();
    d.delivery = channelsOf(json.value(u"delivery"));
    for (const QJsonValue &v : json.value(u"draftFiles").toArray())
        d.draftFileNames << v.toString();
    // Drafts written before "More" have neither: nothing is set.
    const QJsonObject signer = json.value(u"signer").toObject();
    d.practitionerDelivery = channelsOf(signer.value(u"deliveryOverride"));
    d.certificateThumbprint = signer.value(u"firstTouchCertificateThumbprint").toString();
    d.mrProxyNumber = signer.value(u"mrProxyNumber").toString();
    const QJsonObject proxy = signer.value(u"pbProxy").toObject();
    d.pbProxy.number = proxy.value(u"number").toString();
    d.pbProxy.issuedAt = QDate::fromString(proxy.value(u"issuedAt").toString(), Qt::ISODate);
    d.pbProxy.signer = proxy.value(u"signer").toString();
    const QJsonObject organization = json.value(u"organization").toObject();
    d.organizationPhone = organization.value(u"phone").toString();
    d.organizationEmail = organization.value(u"email").toString();
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
    const DispatchPractitioner &p = request.practitioner;
    d.practitionerDelivery = p.deliveryOverride;
    d.certificateThumbprint = p.firstTouchCertificateThumbprint;
    d.mrProxyNumber = p.mrProxyNumber;
    d.pbProxy = p.pbProxy;
    d.organizationPhone = request.organizationPhone;
    d.organizationEmail = request.organizationEmail;
    // The form's practitioner block holds the signer's name and ids; the rest is "More"'s.
    d.practitioner.deliveryOverride.clear();
    d.practitioner.firstTouchCertificateThumbprint.clear();
    d.practitioner.mrProxyNumber.clear();
    d.practitioner.pbProxy = {};
    return d;
}

} // namespace cliniclink
