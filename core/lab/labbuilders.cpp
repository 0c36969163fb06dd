// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labbuilders.h"

#include "core/fhir/fhirbundle.h"
#include "core/fhir/fhirparameters.h"
#include "core/fhir/fhirtime.h"

#include <QJsonArray>

namespace cliniclink {

using fhir::FhirBundle;
using fhir::FhirCoding;
using fhir::FhirTime;

namespace {

QString urnOid(const char *oid)
{
    return QStringLiteral("urn:oid:") + QLatin1String(oid);
}

QString urnOid(const QString &oid)
{
    return FhirCoding::oidSystem(oid);
}

QJsonObject ref(const QString &target)
{
    return FhirBundle::reference(target);
}

QJsonObject organization(const QString &uuid)
{
    return ref(QStringLiteral("Organization/") + uuid);
}

QJsonObject codeable(const FhirCoding &coding)
{
    return coding.toConcept();
}

QJsonArray givenNames(const QString &given, const QString &middle)
{
    QJsonArray out;
    if (!given.isEmpty())
        out.append(given);
    if (!middle.isEmpty())
        out.append(middle);
    return out;
}

QJsonObject period(const QDate &start, const QDate &end)
{
    QJsonObject p;
    if (start.isValid())
        p.insert(QStringLiteral("start"), start.toString(Qt::ISODate));
    if (end.isValid())
        p.insert(QStringLiteral("end"), end.toString(Qt::ISODate));
    return p;
}

QJsonObject misIdentifier(const QString &value, const QString &misOid)
{
    QJsonObject id{{QStringLiteral("system"), urnOid(laboid::kMisLocalId)}, {QStringLiteral("value"), value}};
    if (!misOid.isEmpty())
        id.insert(QStringLiteral("assigner"), QJsonObject{{QStringLiteral("display"), misOid}});
    return id;
}

} // namespace

QJsonObject labParameters(const QList<QPair<QString, QString>> &items)
{
    QJsonArray list;
    for (const auto &[name, value] : items)
        list.append(fhir::FhirParameters::parameter(name, value));
    return fhir::FhirParameters::resource(list);
}

QJsonObject buildLabPatient(const LabPatient &p)
{
    QJsonObject out{{QStringLiteral("resourceType"), QStringLiteral("Patient")}};
    if (!p.serverId.isEmpty())
        out.insert(QStringLiteral("id"), p.serverId);
    QJsonArray identifiers{misIdentifier(p.misPatientId, p.misOid)};
    if (!p.anonymous) {
        for (const LabPatientIdentifier &i : p.identifiers) {
            QJsonObject id{{QStringLiteral("system"), urnOid(i.systemOid)}, {QStringLiteral("value"), i.value}};
            if (!i.assignerDisplay.isEmpty())
                id.insert(QStringLiteral("assigner"), QJsonObject{{QStringLiteral("display"), i.assignerDisplay}});
            if (i.start.isValid() || i.end.isValid())
                id.insert(QStringLiteral("period"), period(i.start, i.end));
            identifiers.append(id);
        }
        if (!p.attachmentOrganization.isEmpty()) {
            QJsonObject id{{QStringLiteral("use"), QStringLiteral("temp")},
                           {QStringLiteral("system"), urnOid(laboid::kAttachment)},
                           {QStringLiteral("value"), p.attachmentOrganization},
                           {QStringLiteral("assigner"), organization(p.attachmentOrganization)}};
            if (p.attachmentStart.isValid())
                id.insert(QStringLiteral("period"), period(p.attachmentStart, {}));
            identifiers.append(id);
        }
    }
    out.insert(QStringLiteral("identifier"), identifiers);
    // The anonymous patient keeps the shape of a name with placeholder words (platform-api.md C).
    const QJsonObject name = p.anonymous
        ? QJsonObject{{QStringLiteral("use"), QStringLiteral("anonymous")},
                      {QStringLiteral("family"), QJsonArray{QStringLiteral("Аноним")}},
                      {QStringLiteral("given"), QJsonArray{QStringLiteral("Аноним")}}}
        : QJsonObject{{QStringLiteral("use"), QStringLiteral("official")},
                      {QStringLiteral("family"), QJsonArray{p.familyName}},
                      {QStringLiteral("given"), givenNames(p.givenName, p.middleName)}};
    out.insert(QStringLiteral("name"), QJsonArray{name});
    out.insert(QStringLiteral("gender"), p.gender);
    out.insert(QStringLiteral("birthDate"), p.birthDate.toString(Qt::ISODate));
    if (!p.anonymous && !p.addressText.isEmpty()) {
        out.insert(QStringLiteral("address"),
                   QJsonArray{QJsonObject{{QStringLiteral("use"), QStringLiteral("home")},
                                          {QStringLiteral("text"), p.addressText}}});
    }
    if (!p.anonymous && !p.attachmentOrganization.isEmpty())
        out.insert(QStringLiteral("managingOrganization"), organization(p.attachmentOrganization));
    return out;
}

QJsonObject buildLabPractitioner(const LabPractitioner &p)
{
    QJsonObject out{{QStringLiteral("resourceType"), QStringLiteral("Practitioner")}};
    if (!p.serverId.isEmpty())
        out.insert(QStringLiteral("id"), p.serverId);
    QJsonArray identifiers{misIdentifier(p.misDoctorId, {})};
    if (!p.snils.isEmpty())
        identifiers.append(
            QJsonObject{{QStringLiteral("system"), urnOid(laboid::kSnils)}, {QStringLiteral("value"), p.snils}});
    out.insert(QStringLiteral("identifier"), identifiers);
    out.insert(QStringLiteral("name"),
               QJsonObject{{QStringLiteral("family"), QJsonArray{p.familyName}},
                           {QStringLiteral("given"), givenNames(p.givenName, p.middleName)}});
    QJsonObject role{{QStringLiteral("managingOrganization"), organization(p.organizationId)}};
    if (!p.role.code.isEmpty())
        role.insert(QStringLiteral("role"), codeable(p.role));
    if (!p.specialty.code.isEmpty())
        role.insert(QStringLiteral("specialty"), QJsonArray{codeable(p.specialty)});
    out.insert(QStringLiteral("practitionerRole"), QJsonArray{role});
    return out;
}

QJsonObject buildLabOrderBundle(const LabOrderRequest &o)
{
    FhirBundle bundle;
    bundle.setProfile(QString::fromLatin1(kOrderProfile));
    const QString patient = QStringLiteral("Patient/") + o.patientServerId;
    // Entries point forwards (the Encounter at the Condition, the DiagnosticOrder at everything),
    // so the urns of later entries are reserved first.
    const QString condition = bundle.reserveUrn();
    const QString practitioner = bundle.reserveUrn();
    const QString diagnosticOrder = bundle.reserveUrn();

    QJsonObject collection;
    if (!o.specimenComment.isEmpty())
        collection.insert(QStringLiteral("comment"), QJsonArray{o.specimenComment});
    collection.insert(QStringLiteral("collectedDateTime"), FhirTime::dateTime(o.collectedAt));
    const QString specimen = bundle.add(QJsonObject{
        {QStringLiteral("resourceType"), QStringLiteral("Specimen")},
        {QStringLiteral("type"), codeable(o.specimenType)},
        {QStringLiteral("subject"), ref(patient)},
        {QStringLiteral("collection"), collection},
        {QStringLiteral("container"),
         QJsonArray{QJsonObject{{QStringLiteral("identifier"),
                                 QJsonArray{QJsonObject{{QStringLiteral("system"),
                                                         QString(QStringLiteral("urn:uuid:") + o.targetLaboratory)},
                                                        {QStringLiteral("value"), o.barcode}}}},
                                {QStringLiteral("type"), codeable(o.containerType)}}}}});

    QJsonObject encounterResource{
        {QStringLiteral("resourceType"), QStringLiteral("Encounter")},
        {QStringLiteral("identifier"),
         QJsonArray{
             QJsonObject{{QStringLiteral("system"), urnOid(laboid::kOrderNumber)},
                         {QStringLiteral("value"), o.encounterNumber.isEmpty() ? o.misOrderId : o.encounterNumber}}}},
        {QStringLiteral("status"), QStringLiteral("in-progress")},
        {QStringLiteral("class"), QStringLiteral("ambulatory")},
        {QStringLiteral("type"), QJsonArray{codeable(o.encounterType)}},
        {QStringLiteral("patient"), ref(patient)}};
    if (!o.encounterReason.code.isEmpty())
        encounterResource.insert(QStringLiteral("reason"), QJsonArray{codeable(o.encounterReason)});
    encounterResource.insert(QStringLiteral("indication"), QJsonArray{ref(condition)});
    encounterResource.insert(QStringLiteral("serviceProvider"), organization(o.sourceOrganization));
    const QString encounter = bundle.add(encounterResource);

    bundle.addAt(condition,
                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Condition")},
                             {QStringLiteral("patient"), ref(patient)},
                             {QStringLiteral("code"), codeable(o.diagnosis)},
                             {QStringLiteral("category"), codeable(o.diagnosisCategory)},
                             {QStringLiteral("verificationStatus"), QStringLiteral("provisional")}});
    QJsonArray supporting;
    for (const LabOrderObservation &x : o.observations) {
        supporting.append(ref(bundle.add(
            QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Observation")},
                        {QStringLiteral("status"), QStringLiteral("final")},
                        {QStringLiteral("code"), codeable(x.code)},
                        {QStringLiteral("valueQuantity"), QJsonObject{{QStringLiteral("value"), x.value}}}})));
    }
    bundle.addAt(practitioner, buildLabPractitioner(o.practitioner));

    QJsonArray items;
    for (const FhirCoding &service : o.services) {
        QJsonObject code = codeable(service);
        if (!o.payment.code.isEmpty()) {
            code.insert(QStringLiteral("extension"),
                        QJsonArray{QJsonObject{{QStringLiteral("url"), urnOid(laboid::kFunding)},
                                               {QStringLiteral("valueCodeableConcept"), codeable(o.payment)}}});
        }
        items.append(QJsonObject{{QStringLiteral("code"), code}});
    }
    QJsonObject diagnostic{{QStringLiteral("resourceType"), QStringLiteral("DiagnosticOrder")},
                           {QStringLiteral("subject"), ref(patient)},
                           {QStringLiteral("orderer"), ref(practitioner)},
                           {QStringLiteral("encounter"), ref(encounter)}};
    if (!supporting.isEmpty())
        diagnostic.insert(QStringLiteral("supportingInformation"), supporting);
    diagnostic.insert(QStringLiteral("specimen"), QJsonArray{ref(specimen)});
    diagnostic.insert(QStringLiteral("status"), QStringLiteral("requested"));
    diagnostic.insert(QStringLiteral("item"), items);
    bundle.addAt(diagnosticOrder, diagnostic);

    // Public clients name the ordering Practitioner as source and the sending organization as the
    // identifier's assigner, under the MIS's own OID (field-notes).
    const QString numberSystem = o.misOid.isEmpty() ? urnOid(laboid::kOrderNumber) : urnOid(o.misOid);
    QJsonObject order{{QStringLiteral("resourceType"), QStringLiteral("Order")},
                      {QStringLiteral("identifier"),
                       QJsonArray{QJsonObject{{QStringLiteral("system"), numberSystem},
                                              {QStringLiteral("value"), o.misOrderId},
                                              {QStringLiteral("assigner"), organization(o.sourceOrganization)}}}},
                      {QStringLiteral("date"), FhirTime::dateTime(o.orderedAt)},
                      {QStringLiteral("subject"), ref(patient)},
                      {QStringLiteral("source"), ref(practitioner)},
                      {QStringLiteral("target"), organization(o.targetLaboratory)}};
    if (!o.priority.code.isEmpty())
        order.insert(QStringLiteral("when"), QJsonObject{{QStringLiteral("code"), codeable(o.priority)}});
    order.insert(QStringLiteral("detail"), QJsonArray{ref(diagnosticOrder)});
    bundle.add(order);
    return bundle.toJson();
}

QJsonObject buildLabResultWithoutOrderBundle(const LabResultWithoutOrder &r)
{
    FhirBundle bundle;
    bundle.setProfile(QString::fromLatin1(kResultProfile));
    const QString issued = FhirTime::dateTime(r.issued);
    const QString practitioner = bundle.add(buildLabPractitioner(r.performer));
    QJsonArray results;
    for (const LabResultWithoutOrder::Value &v : r.values) {
        QJsonObject obs{{QStringLiteral("resourceType"), QStringLiteral("Observation")},
                        {QStringLiteral("status"), QStringLiteral("final")},
                        {QStringLiteral("code"), codeable(v.test)},
                        {QStringLiteral("issued"), issued},
                        {QStringLiteral("performer"), QJsonArray{ref(practitioner)}}};
        if (!v.interpretation.code.isEmpty())
            obs.insert(QStringLiteral("interpretation"), codeable(v.interpretation));
        if (v.number) {
            QJsonObject q{{QStringLiteral("value"), *v.number}};
            if (!v.unit.isEmpty())
                q.insert(QStringLiteral("code"), v.unit);
            obs.insert(QStringLiteral("valueQuantity"), q);
        } else {
            obs.insert(QStringLiteral("valueString"), v.text);
        }
        results.append(ref(bundle.add(obs)));
    }
    const QString report =
        bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("DiagnosticReport")},
                               {QStringLiteral("meta"),
                                QJsonObject{{QStringLiteral("security"),
                                             QJsonArray{QJsonObject{{QStringLiteral("code"), QStringLiteral("R")}}}}}},
                               {QStringLiteral("status"), QStringLiteral("final")},
                               {QStringLiteral("code"), codeable(r.service)},
                               {QStringLiteral("subject"), ref(QStringLiteral("Patient/") + r.patientServerId)},
                               {QStringLiteral("effectiveDateTime"), issued},
                               {QStringLiteral("issued"), issued},
                               {QStringLiteral("performer"), ref(practitioner)},
                               {QStringLiteral("result"), results},
                               {QStringLiteral("conclusion"), r.conclusion}});
    const QString order = bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Order")},
                                                 {QStringLiteral("source"), organization(r.sourceOrganization)},
                                                 {QStringLiteral("target"), organization(r.targetLaboratory)},
                                                 {QStringLiteral("detail"), QJsonArray{ref(report)}}});
    bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("OrderResponse")},
                           {QStringLiteral("request"), ref(order)},
                           {QStringLiteral("date"), issued},
                           {QStringLiteral("who"), organization(r.targetLaboratory)},
                           {QStringLiteral("orderStatus"), QStringLiteral("completed")},
                           {QStringLiteral("fulfillment"), QJsonArray{ref(report)}}});
    return bundle.toJson();
}

} // namespace cliniclink
