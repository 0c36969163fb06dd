// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labresultgenerator.h"

#include "core/fhir/fhirbundle.h"
#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirtime.h"
#include "labstore.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/sandboxpdf.h"
#include "sandbox/services/signing/signingpki.h"
#include "sandbox/services/terminology/terminologymodule.h"

#include <QJsonArray>

namespace cliniclink::sandbox {

using fhir::FhirBundle;
using fhir::FhirCoding;
using fhir::FhirTime;

namespace {

const QString kServices = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31");
const QString kFederalServices = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1070");
const QString kTests = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1");
const QString kInterpretation = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1381");
const QString kMethods = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.76");
const QString kOrganisms = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1087");
const QString kAntibiotics = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.74");
const QString kNoGrowth = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.94");
const QString kPractitionerSignature = QStringLiteral("application/x-pkcs7-practitioner");
const QString kDevices = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1071");

QJsonObject ref(const QString &reference)
{
    return FhirBundle::reference(reference);
}

QJsonObject quantity(const QJsonObject &t, const QString &valueKey, const QString &unitKey)
{
    QJsonObject q{{QStringLiteral("value"), t.value(valueKey).toDouble()},
                  {QStringLiteral("code"), t.value(unitKey).toString()}};
    if (t.contains(u"comparator"))
        q.insert(QStringLiteral("comparator"), t.value(u"comparator").toString());
    return q;
}

FhirBundle resultBundle(const QJsonObject &templates)
{
    FhirBundle bundle;
    bundle.setProfile(templates.value(u"resultProfile")
                          .toString(QStringLiteral("StructureDefinition/21f687dd-0b3b-4a7b-af8f-04be625c0201")));
    return bundle;
}

// The service of an ordered item, by the regional dictionary or the federal one beside it.
QString serviceCode(const QJsonObject &code)
{
    for (const QString &system : {kServices, kFederalServices}) {
        if (const auto coding = FhirCoding::firstOfSystem(code, system))
            return coding->code;
    }
    return {};
}

} // namespace

LabResultGenerator::LabResultGenerator(const LabStore &store, const QJsonObject &templates,
                                       const TerminologyModule *terminology, const SandboxContext *parties)
    : m_store(store)
    , m_templates(templates)
    , m_terminology(terminology)
    , m_parties(parties)
{
}

QString LabResultGenerator::laboratoryName(const QString &id) const
{
    if (m_parties) {
        if (const std::optional<Organization> lab = m_parties->organization(id.toLower()); lab && !lab->name.isEmpty())
            return lab->name;
    }
    const QString named = display(QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.64"), id);
    return named.isEmpty() ? id : named;
}

QString LabResultGenerator::display(const QString &system, const QString &code) const
{
    return m_terminology ? m_terminology->display(system, code) : QString();
}

QJsonObject LabResultGenerator::codeable(const QString &system, const QString &code) const
{
    return FhirCoding{system, {}, code, display(system, code)}.toConcept();
}

QJsonObject LabResultGenerator::error(const LabOrderRecord &order, const QString &description,
                                      const QDateTime &now) const
{
    const QJsonObject response{
        {QStringLiteral("resourceType"), QStringLiteral("OrderResponse")},
        {QStringLiteral("identifier"),
         QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.2.6")},
                                {QStringLiteral("value"), order.orderId.left(8).toUpper()}}}},
        {QStringLiteral("request"), ref(u"Order/" % order.orderId)},
        {QStringLiteral("date"), FhirTime::dateTime(now)},
        {QStringLiteral("who"), ref(u"Organization/" % order.target)},
        {QStringLiteral("orderStatus"), QStringLiteral("error")},
        {QStringLiteral("description"), description}};
    FhirBundle bundle = resultBundle(m_templates);
    bundle.add(response);
    return bundle.toJson();
}

QJsonObject LabResultGenerator::completed(const LabOrderRecord &order, const QDateTime &now) const
{
    const QString lab = u"Organization/" % order.target;
    const QString issued = FhirTime::dateTime(now);
    FhirBundle bundle = resultBundle(m_templates);
    QJsonArray reports;
    // "Гемоглобин (HGB) (1001)" in the report; the bare code when the dictionary does not know it.
    const auto named = [this](const QString &system, const QString &code) {
        const QString name = display(system, code);
        return name.isEmpty() ? code : QStringLiteral("%1 (%2)").arg(name, code);
    };
    // "L — ниже нормы"
    const auto flag = [this](const QString &code) {
        const QString name = display(kInterpretation, code);
        return name.isEmpty() ? code : QStringLiteral("%1 — %2").arg(code, name.toLower());
    };
    QStringList pdfLines{
        QStringLiteral("Результаты лабораторных исследований (песочница ClinicLink)"),
        QStringLiteral("Заказ в МИС: %1").arg(order.misOrderId.isEmpty() ? order.orderId : order.misOrderId),
        QStringLiteral("Идентификатор заказа: %1").arg(order.orderId),
        QStringLiteral("Лаборатория: %1").arg(laboratoryName(order.target)),
        QStringLiteral("Выдано: %1").arg(issued),
        QString()};

    bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Device")},
                           {QStringLiteral("type"), codeable(kDevices, QStringLiteral("1"))},
                           {QStringLiteral("owner"), ref(lab)}});
    const QString binaryUrn = bundle.reserveUrn();
    const QString signatureUrn = bundle.reserveUrn();

    // One report per ordered service; the template of the service, or the default one.
    for (const QString &reference : order.orderResources) {
        if (!reference.startsWith(u"DiagnosticOrder/"))
            continue;
        const QJsonObject diagnosticOrder = m_store.resource(reference).value_or(QJsonObject());
        for (const QJsonValue &item : diagnosticOrder.value(u"item").toArray()) {
            const QString service = serviceCode(item.toObject().value(u"code").toObject());
            if (service.isEmpty())
                continue;
            const QJsonObject t = m_templates.value(u"results").toObject().contains(service)
                ? m_templates.value(u"results").toObject().value(service).toObject()
                : m_templates.value(u"defaultResult").toObject();
            pdfLines.append(QStringLiteral("Услуга: %1").arg(named(kServices, service)));
            QJsonArray results;
            for (const QJsonValue &ov : t.value(u"observations").toArray()) {
                const QJsonObject o = ov.toObject();
                const QString type = o.value(u"type").toString();
                QJsonObject obs{{QStringLiteral("resourceType"), QStringLiteral("Observation")},
                                {QStringLiteral("status"), QStringLiteral("final")},
                                {QStringLiteral("issued"), issued},
                                {QStringLiteral("performer"), QJsonArray{ref(lab)}},
                                {QStringLiteral("interpretation"),
                                 codeable(kInterpretation, o.value(u"interpretation").toString())}};
                if (o.contains(u"method"))
                    obs.insert(QStringLiteral("method"), codeable(kMethods, o.value(u"method").toString()));
                if (type == u"numeric") {
                    obs.insert(QStringLiteral("code"), codeable(kTests, o.value(u"code").toString()));
                    obs.insert(QStringLiteral("valueQuantity"),
                               quantity(o, QStringLiteral("value"), QStringLiteral("unit")));
                    QJsonObject range{
                        {QStringLiteral("low"), quantity(o, QStringLiteral("low"), QStringLiteral("unit"))},
                        {QStringLiteral("high"), quantity(o, QStringLiteral("high"), QStringLiteral("unit"))}};
                    range.insert(QStringLiteral("text"),
                                 QStringLiteral("%1 - %2 %3")
                                     .arg(o.value(u"low").toDouble())
                                     .arg(o.value(u"high").toDouble())
                                     .arg(o.value(u"unit").toString()));
                    obs.insert(QStringLiteral("referenceRange"), QJsonArray{range});
                    pdfLines.append(QStringLiteral("  %1: %2 %3 (норма %4 – %5), %6")
                                        .arg(named(kTests, o.value(u"code").toString()))
                                        .arg(o.value(u"value").toDouble())
                                        .arg(o.value(u"unit").toString())
                                        .arg(o.value(u"low").toDouble())
                                        .arg(o.value(u"high").toDouble())
                                        .arg(flag(o.value(u"interpretation").toString())));
                } else if (type == u"text") {
                    obs.insert(QStringLiteral("code"), codeable(kTests, o.value(u"code").toString()));
                    obs.insert(QStringLiteral("valueString"), o.value(u"value").toString());
                    obs.insert(QStringLiteral("referenceRange"),
                               QJsonArray{QJsonObject{{QStringLiteral("text"), o.value(u"reference").toString()}}});
                    pdfLines.append(QStringLiteral("  %1: %2, %3")
                                        .arg(named(kTests, o.value(u"code").toString()), o.value(u"value").toString(),
                                             flag(o.value(u"interpretation").toString())));
                } else if (type == u"microbiology") {
                    obs.insert(QStringLiteral("code"), codeable(kOrganisms, o.value(u"organism").toString()));
                    obs.insert(QStringLiteral("valueQuantity"),
                               quantity(o, QStringLiteral("value"), QStringLiteral("unit")));
                    pdfLines.append(
                        QStringLiteral("  %1: %2%3 %4, %5")
                            .arg(named(kOrganisms, o.value(u"organism").toString()))
                            .arg(o.value(u"comparator").toString() == u">=" ? QStringLiteral("≥ ") : QString())
                            .arg(o.value(u"value").toDouble())
                            .arg(o.value(u"unit").toString())
                            .arg(flag(o.value(u"interpretation").toString())));
                    QJsonArray related;
                    for (const QJsonValue &av : o.value(u"antibiotics").toArray()) {
                        const QJsonObject a = av.toObject();
                        QJsonObject antibiotic{
                            {QStringLiteral("resourceType"), QStringLiteral("Observation")},
                            {QStringLiteral("status"), QStringLiteral("final")},
                            {QStringLiteral("issued"), issued},
                            {QStringLiteral("performer"), QJsonArray{ref(lab)}},
                            {QStringLiteral("code"), codeable(kAntibiotics, a.value(u"code").toString())},
                            {QStringLiteral("interpretation"),
                             codeable(kInterpretation, a.value(u"interpretation").toString())},
                            {QStringLiteral("valueQuantity"),
                             quantity(a, QStringLiteral("value"), QStringLiteral("unit"))},
                            {QStringLiteral("method"), codeable(kMethods, QStringLiteral("10"))}};
                        const QString aUrn = bundle.add(antibiotic);
                        related.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("has-member")},
                                                   {QStringLiteral("target"), ref(aUrn)}});
                        pdfLines.append(QStringLiteral("    %1: %2")
                                            .arg(named(kAntibiotics, a.value(u"code").toString()),
                                                 flag(a.value(u"interpretation").toString())));
                    }
                    obs.insert(QStringLiteral("related"), related);
                } else if (type == u"noGrowth") {
                    obs.insert(QStringLiteral("code"), codeable(kNoGrowth, o.value(u"code").toString()));
                    obs.insert(QStringLiteral("valueString"), o.value(u"text").toString());
                    pdfLines.append(QStringLiteral("  %1: %2, %3")
                                        .arg(named(kNoGrowth, o.value(u"code").toString()), o.value(u"text").toString(),
                                             flag(o.value(u"interpretation").toString())));
                } else {
                    continue;
                }
                if (o.contains(u"comments"))
                    obs.insert(QStringLiteral("comments"), o.value(u"comments").toString());
                results.append(ref(bundle.add(obs)));
            }
            const QString reportUrn = bundle.add(
                QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("DiagnosticReport")},
                            {QStringLiteral("meta"),
                             QJsonObject{{QStringLiteral("security"),
                                          QJsonArray{QJsonObject{{QStringLiteral("code"), QStringLiteral("R")}}}}}},
                            {QStringLiteral("status"), QStringLiteral("final")},
                            {QStringLiteral("code"), codeable(kServices, service)},
                            {QStringLiteral("subject"), ref(order.patient)},
                            {QStringLiteral("effectiveDateTime"), FhirTime::dateTime(order.created)},
                            {QStringLiteral("issued"), issued},
                            {QStringLiteral("performer"), ref(lab)},
                            {QStringLiteral("request"), QJsonArray{ref(reference)}},
                            {QStringLiteral("result"), results},
                            {QStringLiteral("conclusion"),
                             t.value(u"conclusion").toString(QStringLiteral("Исследование выполнено"))},
                            {QStringLiteral("presentedForm"),
                             QJsonArray{QJsonObject{{QStringLiteral("contentType"), QStringLiteral("application/pdf")},
                                                    {QStringLiteral("url"), binaryUrn}},
                                        QJsonObject{{QStringLiteral("contentType"), kPractitionerSignature},
                                                    {QStringLiteral("url"), signatureUrn}}}}});
            reports.append(ref(reportUrn));
        }
    }

    const QByteArray pdf = SandboxPdf::document(pdfLines);
    // The practitioner's detached CMS over the PDF, made with the sandbox's test key (no GOST here).
    bundle.addAt(signatureUrn,
                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Binary")},
                             {QStringLiteral("contentType"), kPractitionerSignature},
                             {QStringLiteral("content"), QString::fromLatin1(SigningPki().sign(pdf).toBase64())}});
    bundle.addAt(binaryUrn,
                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Binary")},
                             {QStringLiteral("contentType"), QStringLiteral("application/pdf")},
                             {QStringLiteral("content"), QString::fromLatin1(pdf.toBase64())}});
    bundle.add(
        QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("OrderResponse")},
                    {QStringLiteral("identifier"),
                     QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.2.6")},
                                            {QStringLiteral("value"), order.orderId.left(8).toUpper()}}}},
                    {QStringLiteral("request"), ref(u"Order/" % order.orderId)},
                    {QStringLiteral("date"), issued},
                    {QStringLiteral("who"), ref(lab)},
                    {QStringLiteral("orderStatus"), QStringLiteral("completed")},
                    {QStringLiteral("description"), QStringLiteral("Исследования выполнены")},
                    {QStringLiteral("fulfillment"), reports}});
    return bundle.toJson();
}

} // namespace cliniclink::sandbox
