// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Order, result and result-without-order bundles as a MIS builds them, for the lab tests (unit
// and integration).

#include <QJsonArray>
#include <QJsonObject>
#include <QUuid>

namespace cliniclink::sandbox::testing {

inline constexpr auto kLab = "b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

inline QString urn()
{
    return QString(QStringLiteral("urn:uuid:") + QUuid::createUuid().toString(QUuid::WithoutBraces));
}

inline QJsonObject coded(const QString &oid, const QString &code)
{
    return {{QStringLiteral("coding"),
             QJsonArray{QJsonObject{{QStringLiteral("system"), QString(QStringLiteral("urn:oid:") + oid)},
                                    {QStringLiteral("version"), QStringLiteral("1.0")},
                                    {QStringLiteral("code"), code}}}}};
}

inline QJsonObject reference(const QString &r)
{
    return {{QStringLiteral("reference"), r}};
}

inline QJsonObject bundleEntry(const QString &fullUrl, const QJsonObject &resource)
{
    return {{QStringLiteral("fullUrl"), fullUrl},
            {QStringLiteral("resource"), resource},
            {QStringLiteral("request"),
             QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")},
                         {QStringLiteral("url"), resource.value(u"resourceType").toString()}}}};
}

inline QJsonObject transaction(const QJsonArray &entries, const QString &profile)
{
    return {{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("transaction")},
            {QStringLiteral("meta"), QJsonObject{{QStringLiteral("profile"), QJsonArray{profile}}}},
            {QStringLiteral("entry"), entries}};
}

inline QJsonObject patientResource()
{
    return {
        {QStringLiteral("resourceType"), QStringLiteral("Patient")},
        {QStringLiteral("identifier"),
         QJsonArray{
             QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.2.7.100.5")},
                         {QStringLiteral("value"), QStringLiteral("P-100234")},
                         {QStringLiteral("assigner"),
                          QJsonObject{{QStringLiteral("display"), QStringLiteral("1.2.643.5.1.13.13.12.2.77.7701")}}}},
             QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.6.223")},
                         {QStringLiteral("value"), QStringLiteral("11223344595")}}}},
        {QStringLiteral("name"),
         QJsonArray{
             QJsonObject{{QStringLiteral("use"), QStringLiteral("official")},
                         {QStringLiteral("family"), QJsonArray{QStringLiteral("Смирнова")}},
                         {QStringLiteral("given"), QJsonArray{QStringLiteral("Анна"), QStringLiteral("Викторовна")}}}}},
        {QStringLiteral("gender"), QStringLiteral("female")},
        {QStringLiteral("birthDate"), QStringLiteral("1984-05-17")}};
}

inline QJsonObject practitionerResource(const QString &org, const QString &role = QStringLiteral("109"))
{
    return {{QStringLiteral("resourceType"), QStringLiteral("Practitioner")},
            {QStringLiteral("identifier"),
             QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.2.7.100.5")},
                                    {QStringLiteral("value"), QStringLiteral("D-0042")}}}},
            {QStringLiteral("name"),
             QJsonObject{{QStringLiteral("family"), QJsonArray{QStringLiteral("Кузнецов")}},
                         {QStringLiteral("given"), QJsonArray{QStringLiteral("Павел"), QStringLiteral("Андреевич")}}}},
            {QStringLiteral("practitionerRole"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("managingOrganization"), reference(QString(QStringLiteral("Organization/") + org))},
                 {QStringLiteral("role"), coded(QStringLiteral("1.2.643.5.1.13.13.11.1002"), role)},
                 {QStringLiteral("specialty"),
                  QJsonArray{coded(QStringLiteral("1.2.643.5.1.13.13.11.1066"), QStringLiteral("49"))}}}}}};
}

struct OrderBundleOptions {
    QString misOrderId = QStringLiteral("ORD-2026-000117");
    QString barcode = QStringLiteral("4600112233");
    QString source;
    QString target = QString::fromLatin1(kLab);
    QStringList services{QStringLiteral("B03.016.003"), QStringLiteral("B03.016.006"), QStringLiteral("A26.28.003")};
    QString specimenType = QStringLiteral("1");
    int encounters = 1;
    // As public clients send it (field-notes): Order.source names the ordering Practitioner and
    // the sending organization is the identifier's assigner.
    bool practitionerSource = false;
    QString servicesOid = QStringLiteral("1.2.643.2.69.1.1.1.31");
    QString servicesVersion = QStringLiteral("1.0");
};

// Specimen, Encounter, Condition, Observation, Practitioner, DiagnosticOrder, Order (Order last).
inline QJsonObject orderBundle(const QString &patientId, const OrderBundleOptions &o)
{
    const QString patient = QString(QStringLiteral("Patient/") + patientId);
    const QString specimen = urn(), encounter = urn(), condition = urn(), observation = urn(), practitioner = urn(),
                  diagnosticOrder = urn(), order = urn();
    QJsonArray entries;
    entries.append(bundleEntry(
        specimen,
        QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("Specimen")},
            {QStringLiteral("type"), coded(QStringLiteral("1.2.643.2.69.1.1.1.33"), o.specimenType)},
            {QStringLiteral("subject"), reference(patient)},
            {QStringLiteral("collection"),
             QJsonObject{{QStringLiteral("comment"), QJsonArray{QStringLiteral("Взятие натощак")}},
                         {QStringLiteral("collectedDateTime"), QStringLiteral("2026-01-15T08:30:00+03:00")}}},
            {QStringLiteral("container"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("identifier"),
                  QJsonArray{QJsonObject{{QStringLiteral("system"), QString(QStringLiteral("urn:uuid:") + o.target)},
                                         {QStringLiteral("value"), o.barcode}}}},
                 {QStringLiteral("type"), coded(QStringLiteral("1.2.643.2.69.1.1.1.34"), QStringLiteral("1"))}}}}}));
    for (int i = 0; i < o.encounters; ++i) {
        entries.append(bundleEntry(
            i == 0 ? encounter : urn(),
            QJsonObject{
                {QStringLiteral("resourceType"), QStringLiteral("Encounter")},
                {QStringLiteral("identifier"),
                 QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.2.10")},
                                        {QStringLiteral("value"), QStringLiteral("ENC-5531")}}}},
                {QStringLiteral("status"), QStringLiteral("in-progress")},
                {QStringLiteral("class"), QStringLiteral("ambulatory")},
                {QStringLiteral("type"),
                 QJsonArray{coded(QStringLiteral("1.2.643.2.69.1.1.1.35"), QStringLiteral("2"))}},
                {QStringLiteral("patient"), reference(patient)},
                {QStringLiteral("reason"),
                 QJsonArray{coded(QStringLiteral("1.2.643.2.69.1.1.1.19"), QStringLiteral("1"))}},
                {QStringLiteral("indication"), QJsonArray{reference(condition)}},
                {QStringLiteral("serviceProvider"), reference(QString(QStringLiteral("Organization/") + o.source))}}));
    }
    entries.append(bundleEntry(
        condition,
        QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("Condition")},
            {QStringLiteral("patient"), reference(patient)},
            {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.2"), QStringLiteral("N39.0"))},
            {QStringLiteral("category"), coded(QStringLiteral("1.2.643.2.69.1.1.1.36"), QStringLiteral("diagnosis"))},
            {QStringLiteral("verificationStatus"), QStringLiteral("provisional")}}));
    entries.append(bundleEntry(
        observation,
        QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Observation")},
                    {QStringLiteral("status"), QStringLiteral("final")},
                    {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.37"), QStringLiteral("2"))},
                    {QStringLiteral("valueQuantity"), QJsonObject{{QStringLiteral("value"), 64}}}}));
    entries.append(bundleEntry(practitioner, practitionerResource(o.source)));
    QJsonArray items;
    for (const QString &service : o.services) {
        QJsonObject code{
            {QStringLiteral("coding"),
             QJsonArray{QJsonObject{{QStringLiteral("system"), QString(QStringLiteral("urn:oid:") + o.servicesOid)},
                                    {QStringLiteral("version"), o.servicesVersion},
                                    {QStringLiteral("code"), service}}}}};
        code.insert(QStringLiteral("extension"),
                    QJsonArray{QJsonObject{{QStringLiteral("url"), QStringLiteral("urn:oid:1.2.643.2.69.1.100.1")},
                                           {QStringLiteral("valueCodeableConcept"),
                                            coded(QStringLiteral("1.2.643.2.69.1.1.1.32"), QStringLiteral("1"))}}});
        items.append(QJsonObject{{QStringLiteral("code"), code}});
    }
    entries.append(
        bundleEntry(diagnosticOrder,
                    QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("DiagnosticOrder")},
                                {QStringLiteral("subject"), reference(patient)},
                                {QStringLiteral("orderer"), reference(practitioner)},
                                {QStringLiteral("encounter"), reference(encounter)},
                                {QStringLiteral("supportingInformation"), QJsonArray{reference(observation)}},
                                {QStringLiteral("specimen"), QJsonArray{reference(specimen)}},
                                {QStringLiteral("status"), QStringLiteral("requested")},
                                {QStringLiteral("item"), items}}));
    entries.append(bundleEntry(
        order,
        QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("Order")},
            {QStringLiteral("identifier"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.2.10")},
                 {QStringLiteral("value"), o.misOrderId},
                 {QStringLiteral("assigner"), reference(QString(QStringLiteral("Organization/") + o.source))}}}},
            {QStringLiteral("date"), QStringLiteral("2026-01-15T08:40:00+03:00")},
            {QStringLiteral("subject"), reference(patient)},
            {QStringLiteral("source"),
             reference(o.practitionerSource ? practitioner : QString(QStringLiteral("Organization/") + o.source))},
            {QStringLiteral("target"), reference(QString(QStringLiteral("Organization/") + o.target))},
            {QStringLiteral("when"),
             QJsonObject{
                 {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.30"), QStringLiteral("Routine"))}}},
            {QStringLiteral("detail"), QJsonArray{reference(diagnosticOrder)}}}));
    return transaction(entries, QStringLiteral("StructureDefinition/cd45a667-bde0-490f-b602-8d780acf4aa2"));
}

// A result without prior order: Practitioner, Observation, DiagnosticReport, Order, OrderResponse.
inline QJsonObject resultWithoutOrderBundle(const QString &patientId, const QString &source, const QString &target)
{
    const QString practitioner = urn(), observation = urn(), report = urn(), order = urn(), response = urn();
    QJsonArray entries;
    entries.append(bundleEntry(practitioner, practitionerResource(target, QStringLiteral("83"))));
    entries.append(bundleEntry(
        observation,
        QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("Observation")},
            {QStringLiteral("status"), QStringLiteral("final")},
            {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.1"), QStringLiteral("1010"))},
            {QStringLiteral("interpretation"), coded(QStringLiteral("1.2.643.5.1.13.13.11.1381"), QStringLiteral("N"))},
            {QStringLiteral("valueQuantity"),
             QJsonObject{{QStringLiteral("value"), 5.3}, {QStringLiteral("code"), QStringLiteral("ммоль/л")}}},
            {QStringLiteral("performer"), QJsonArray{reference(practitioner)}}}));
    entries.append(bundleEntry(
        report,
        QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("DiagnosticReport")},
            {QStringLiteral("status"), QStringLiteral("final")},
            {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.31"), QStringLiteral("A09.05.023"))},
            {QStringLiteral("subject"), reference(QString(QStringLiteral("Patient/") + patientId))},
            {QStringLiteral("issued"), QStringLiteral("2026-01-15T11:00:00+03:00")},
            {QStringLiteral("performer"), reference(practitioner)},
            {QStringLiteral("result"), QJsonArray{reference(observation)}},
            {QStringLiteral("conclusion"), QStringLiteral("Уровень глюкозы в пределах референсных значений.")}}));
    entries.append(bundleEntry(
        order,
        QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Order")},
                    {QStringLiteral("source"), reference(QString(QStringLiteral("Organization/") + source))},
                    {QStringLiteral("target"), reference(QString(QStringLiteral("Organization/") + target))},
                    {QStringLiteral("detail"), QJsonArray{reference(report)}}}));
    entries.append(
        bundleEntry(response,
                    QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("OrderResponse")},
                                {QStringLiteral("request"), reference(order)},
                                {QStringLiteral("date"), QStringLiteral("2026-01-15T11:00:00+03:00")},
                                {QStringLiteral("who"), reference(QString(QStringLiteral("Organization/") + target))},
                                {QStringLiteral("orderStatus"), QStringLiteral("completed")},
                                {QStringLiteral("fulfillment"), QJsonArray{reference(report)}}}));
    return transaction(entries, QStringLiteral("StructureDefinition/21f687dd-0b3b-4a7b-af8f-04be625c0201"));
}

} // namespace cliniclink::sandbox::testing
