// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labtransaction.h"

#include "core/fhir/fhirbundle.h"
#include "core/fhir/fhirbundlereader.h"
#include "core/fhir/fhirtime.h"
#include "labchecks.h"
#include "labstore.h"
#include "sandbox/fhir/fhiranswer.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>
#include <QSet>
#include <QUuid>

namespace cliniclink::sandbox {

using fhir::OutcomeIssue;

namespace {

const QStringList kAcceptedTypes{QStringLiteral("Order"),         QStringLiteral("DiagnosticOrder"),
                                 QStringLiteral("Specimen"),      QStringLiteral("Encounter"),
                                 QStringLiteral("Condition"),     QStringLiteral("Observation"),
                                 QStringLiteral("Practitioner"),  QStringLiteral("Patient"),
                                 QStringLiteral("OrderResponse"), QStringLiteral("DiagnosticReport"),
                                 QStringLiteral("Binary"),        QStringLiteral("Device")};
// DSTU2 order-status.
const QStringList kOrderStatuses{QStringLiteral("pending"),  QStringLiteral("review"),   QStringLiteral("rejected"),
                                 QStringLiteral("error"),    QStringLiteral("accepted"), QStringLiteral("cancelled"),
                                 QStringLiteral("replaced"), QStringLiteral("aborted"),  QStringLiteral("completed")};

struct Entry {
    QString fullUrl;
    QString type;
    QString id; // server id, assigned before storing so references can point at it
    QJsonObject resource;
};

// Replaces urn:uuid references (and presentedForm urls) by Type/<id>; reports unknown ones.
QJsonValue resolve(const QJsonValue &value, const QHash<QString, QString> &locations, const QString &where,
                   QList<OutcomeIssue> *issues)
{
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(resolve(v, locations, where, issues));
        return out;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool linkKey = it.key() == u"reference" || it.key() == u"url";
        if (linkKey && it.value().isString() && it.value().toString().startsWith(u"urn:uuid:")) {
            const QString target = it.value().toString();
            const auto found = locations.constFind(target);
            if (found != locations.constEnd()) {
                it.value() = *found;
            } else if (it.key() == u"reference") {
                issues->append(OutcomeIssue{
                    QStringLiteral("not-found"),
                    QStringLiteral("%1: ссылка %2 не указывает ни на одну запись пакета").arg(where, target)});
            }
        } else if (it.value().isArray() || it.value().isObject()) {
            it.value() = resolve(it.value(), locations, where, issues);
        }
    }
    return object;
}

QString orgId(const QJsonObject &reference)
{
    const QString r = reference.value(u"reference").toString();
    return r.startsWith(u"Organization/") ? r.mid(13).toLower() : QString();
}

bool linked(const MisIdentity *mis, const QString &org)
{
    return !mis || mis->organizations.contains(org);
}

} // namespace

LabTransaction::LabTransaction(LabStore &store, SandboxContext &context, const TerminologyModule *terminology,
                               QStringList laboratories)
    : m_store(store)
    , m_context(context)
    , m_terminology(terminology)
    , m_laboratories(std::move(laboratories))
{
}

SandboxResponse LabTransaction::apply(const QJsonObject &bundle, const MisIdentity *mis)
{
    const fhir::FhirBundleReader reader(bundle);
    if (!reader.isBundle() || reader.type() != u"transaction") {
        return FhirAnswer::outcome(400, QStringLiteral("structure"),
                                   QStringLiteral("Ожидается ресурс Bundle с типом transaction"));
    }
    if (reader.size() == 0)
        return FhirAnswer::outcome(400, QStringLiteral("required"), QStringLiteral("Пакет не содержит записей"));

    // 1. Structure of every entry.
    QList<OutcomeIssue> issues;
    std::vector<Entry> entries;
    QSet<QString> fullUrls;
    QHash<QString, int> counts;
    for (qsizetype i = 0; i < reader.size(); ++i) {
        const QJsonObject e = reader.entry(i);
        Entry entry;
        entry.fullUrl = e.value(u"fullUrl").toString();
        entry.resource = e.value(u"resource").toObject();
        entry.type = entry.resource.value(u"resourceType").toString();
        const QString where = QStringLiteral("entry[%1]").arg(i);
        if (!fhir::FhirBundle::isUrnUuid(entry.fullUrl))
            issues.append(
                {QStringLiteral("invalid"), QStringLiteral("%1: fullUrl должен иметь вид urn:uuid:<uuid>").arg(where)});
        else if (fullUrls.contains(entry.fullUrl))
            issues.append({QStringLiteral("duplicate"),
                           QStringLiteral("%1: fullUrl %2 повторяется в пакете").arg(where, entry.fullUrl)});
        fullUrls.insert(entry.fullUrl);
        if (!kAcceptedTypes.contains(entry.type)) {
            issues.append({QStringLiteral("not-supported"),
                           QStringLiteral("%1: ресурс %2 не поддерживается в пакете").arg(where, entry.type)});
        }
        const QJsonObject request = e.value(u"request").toObject();
        if (request.value(u"method").toString() != u"POST" || request.value(u"url").toString() != entry.type) {
            issues.append({QStringLiteral("invalid"),
                           QStringLiteral("%1: request должен содержать method POST и url %2").arg(where, entry.type)});
        }
        counts[entry.type] += 1;
        entries.push_back(entry);
    }
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);

    auto first = [&](const QString &type) -> Entry * {
        for (Entry &e : entries) {
            if (e.type == type)
                return &e;
        }
        return nullptr;
    };

    // 2. What kind of bundle, and its own rules.
    const Kind kind = counts.value(QStringLiteral("OrderResponse")) == 0 ? Kind::Order
        : counts.value(QStringLiteral("Order")) > 0                      ? Kind::ResultWithoutOrder
                                                                         : Kind::Result;
    auto requireOne = [&](const QString &type) {
        if (counts.value(type) != 1)
            issues.append(
                {QStringLiteral("invariant"), QStringLiteral("Пакет должен содержать ровно один ресурс %1").arg(type)});
    };
    LabOrderRecord *existing = nullptr;
    QString source;
    QString target;
    QString misOrderId;
    if (kind == Kind::Order || kind == Kind::ResultWithoutOrder) {
        requireOne(QStringLiteral("Order"));
        if (const Entry *order = first(QStringLiteral("Order"))) {
            source = orgId(order->resource.value(u"source").toObject());
            target = orgId(order->resource.value(u"target").toObject());
            // Public clients name the ordering Practitioner as source and the sending organization
            // as the identifier's assigner (field-notes); earlier clients put the organization there.
            const QString sourceRef = order->resource.value(u"source").toObject().value(u"reference").toString();
            const Entry *sourceEntry = nullptr;
            for (const Entry &e : entries) {
                if (e.fullUrl == sourceRef)
                    sourceEntry = &e;
            }
            const bool byPractitioner =
                sourceRef.startsWith(u"Practitioner/") || (sourceEntry && sourceEntry->type == u"Practitioner");
            if (source.isEmpty() && byPractitioner) {
                source = orgId(
                    order->resource.value(u"identifier").toArray().first().toObject().value(u"assigner").toObject());
                if (source.isEmpty()) {
                    issues.append({QStringLiteral("required"),
                                   QStringLiteral("Order: identifier.assigner должен ссылаться на Organization/<uuid> "
                                                  "организации-отправителя")});
                }
            } else if (source.isEmpty()) {
                issues.append(
                    {QStringLiteral("required"),
                     QStringLiteral("Order: source должен ссылаться на Practitioner или Organization/<uuid>")});
            }
            if (target.isEmpty()) {
                issues.append({QStringLiteral("required"),
                               QStringLiteral("Order: target должен ссылаться на Organization/<uuid>")});
            }
            if (order->resource.value(u"detail").toArray().isEmpty())
                issues.append({QStringLiteral("required"), QStringLiteral("Order: не указан detail")});
            misOrderId = order->resource.value(u"identifier").toArray().first().toObject().value(u"value").toString();
        }
    }
    if (kind == Kind::Order) {
        if (const Entry *order = first(QStringLiteral("Order"))) {
            if (misOrderId.isEmpty())
                issues.append(
                    {QStringLiteral("required"), QStringLiteral("Order: не указан identifier с номером заявки в МИС")});
            if (order->resource.value(u"subject").toObject().value(u"reference").toString().isEmpty())
                issues.append({QStringLiteral("required"), QStringLiteral("Order: не указан subject (пациент)")});
        }
        if (counts.value(QStringLiteral("DiagnosticOrder")) < 1)
            issues.append(
                {QStringLiteral("required"), QStringLiteral("Пакет заявки должен содержать DiagnosticOrder")});
        if (counts.value(QStringLiteral("Encounter")) > 1)
            issues.append(
                {QStringLiteral("invariant"), QStringLiteral("Пакет заявки может содержать только один Encounter")});
    } else {
        requireOne(QStringLiteral("OrderResponse"));
        if (const Entry *response = first(QStringLiteral("OrderResponse"))) {
            const QString status = response->resource.value(u"orderStatus").toString();
            if (!kOrderStatuses.contains(status))
                issues.append({QStringLiteral("code-invalid"),
                               QStringLiteral("OrderResponse: недопустимый orderStatus «%1»").arg(status)});
            if (status == u"completed" && counts.value(QStringLiteral("DiagnosticReport")) < 1)
                issues.append({QStringLiteral("required"),
                               QStringLiteral("Выполненный результат должен содержать DiagnosticReport")});
            if (kind == Kind::Result) {
                const QString request = response->resource.value(u"request").toObject().value(u"reference").toString();
                existing = request.startsWith(u"Order/") ? m_store.order(request.mid(6)) : nullptr;
                if (!existing) {
                    issues.append({QStringLiteral("not-found"),
                                   QStringLiteral("OrderResponse: заявка %1 не найдена").arg(request)});
                }
            }
        }
        for (const Entry &e : entries) {
            if (e.type == u"DiagnosticReport" && e.resource.value(u"conclusion").toString().trimmed().isEmpty())
                issues.append({QStringLiteral("required"),
                               QStringLiteral("DiagnosticReport: не заполнено заключение (conclusion)")});
        }
    }
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);

    // 3. The caller must be linked to the ordering organization (or, for results, to the laboratory).
    const bool allowed = kind == Kind::Order ? linked(mis, source)
        : kind == Kind::Result               ? linked(mis, existing->source) || linked(mis, existing->target)
                                             : linked(mis, source) || linked(mis, target);
    if (!allowed) {
        return FhirAnswer::outcome(401, QStringLiteral("security"),
                                   QStringLiteral("Информационная система не связана с организацией заявки"));
    }

    // 4. Content: organizations, stored references, coded values, duplicates.
    if (kind != Kind::Result && !m_laboratories.isEmpty() && !m_laboratories.contains(target))
        issues.append(
            {QStringLiteral("business-rule"), QStringLiteral("Организация %1 не является лабораторией").arg(target)});
    if (kind == Kind::Order) {
        const LabOrderRecord *previous = m_store.orderByMisId(source, target, misOrderId);
        if (previous && previous->status != u"error" && previous->status != u"rejected"
            && previous->status != u"cancelled")
            issues.append({QStringLiteral("duplicate"),
                           QStringLiteral("Заявка с номером %1 уже зарегистрирована").arg(misOrderId)});
    }
    for (size_t i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("entry[%1] %2").arg(i).arg(entries[i].type);
        LabChecks::checkReferences(entries[i].resource, m_store, m_context, where, &issues);
        LabChecks::checkCodes(entries[i].resource, m_terminology, where, &issues);
    }
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);

    // 5. Server ids, references resolved, everything stored.
    QHash<QString, QString> locations;
    for (Entry &e : entries) {
        e.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        locations.insert(e.fullUrl, e.type % u'/' % e.id);
    }
    for (size_t i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("entry[%1] %2").arg(i).arg(entries[i].type);
        entries[i].resource = resolve(entries[i].resource, locations, where, &issues).toObject();
    }
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);

    const QDateTime now = m_context.clock().now();
    QJsonArray responseEntries;
    QStringList stored;
    for (const Entry &e : entries) {
        m_store.add(e.type, e.resource, now, e.id);
        const QString location = e.type % u'/' % e.id;
        stored.append(location);
        responseEntries.append(
            QJsonObject{{QStringLiteral("fullUrl"), location},
                        {QStringLiteral("response"),
                         QJsonObject{{QStringLiteral("status"), QStringLiteral("201 Created")},
                                     {QStringLiteral("location"), location},
                                     {QStringLiteral("lastModified"), fhir::FhirTime::dateTime(now)}}}});
    }

    const Entry *response = first(QStringLiteral("OrderResponse"));
    if (kind == Kind::Order || kind == Kind::ResultWithoutOrder) {
        LabOrderRecord record;
        const Entry *order = first(QStringLiteral("Order"));
        record.orderId = order->id;
        record.misOrderId = misOrderId;
        record.source = source;
        record.target = target;
        record.patient = order->resource.value(u"subject").toObject().value(u"reference").toString();
        for (const Entry &e : entries) {
            if (e.type != u"Specimen")
                continue;
            for (const QJsonValue &c : e.resource.value(u"container").toArray()) {
                for (const QJsonValue &id : c.toObject().value(u"identifier").toArray())
                    record.barcodes.append(id.toObject().value(u"value").toString());
            }
        }
        record.created = now;
        record.statusChanged = now;
        record.misId = mis ? mis->id : QString();
        if (kind == Kind::Order) {
            record.orderResources = stored;
        } else {
            record.withoutOrder = true;
            record.orderResources = {QStringLiteral("Order/") + order->id};
            record.resultResources = stored;
            record.status = response->resource.value(u"orderStatus").toString();
            record.description = response->resource.value(u"description").toString();
        }
        m_store.addOrder(record);
    } else {
        existing->resultResources = stored;
        existing->status = response->resource.value(u"orderStatus").toString();
        existing->description = response->resource.value(u"description").toString();
        existing->statusChanged = now;
    }

    // The answer carries a Bundle id of its own, as the platform's does to public clients
    // (docs/sandbox.md); the client reads the entries' locations and needs none.
    return SandboxResponse::json(200,
                                 QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                             {QStringLiteral("id"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                             {QStringLiteral("type"), QStringLiteral("transaction-response")},
                                             {QStringLiteral("entry"), responseEntries}});
}

} // namespace cliniclink::sandbox
