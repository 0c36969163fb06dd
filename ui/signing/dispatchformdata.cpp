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
        patientsJson.append(o);
    }
    QJsonArray channels;
    for (DeliveryChannel c : delivery)
        channels.append(deliveryChannelKey(c));
    QJsonObject o = formFields().toJson(*this);
    o.insert(QStringLiteral("practitioner"), practitionerFields().toJson(practitioner));
    o.insert(QStringLiteral("patients"), patientsJson);
    o.insert(QStringLiteral("files"), QJsonArray::fromStringList(filePaths));
    o.insert(QStringLiteral("delivery"), channels);
    o.insert(QStringLiteral("draftFiles"), QJsonArray::fromStringList(draftFileNames));
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
