// LabModule: the query operations $getorder, $getorders, $getstatus, $getresult, $getresults.

#include "core/fhir/fhirparameters.h"
#include "core/fhir/fhirtime.h"
#include "labmodule.h"
#include "sandbox/fhir/fhiranswer.h"

#include <QJsonArray>

#include <algorithm>

namespace cliniclink::sandbox {

using fhir::FhirParameters;
using fhir::FhirTime;
using fhir::OutcomeIssue;

namespace {

// Required parameters present, and the caller linked to one side of the exchange.
std::optional<SandboxResponse> precheck(const FhirParameters &in, const QStringList &required, const MisIdentity &mis)
{
    QList<OutcomeIssue> issues;
    for (const QString &name : required) {
        if (in.string(name).trimmed().isEmpty())
            issues.append({QStringLiteral("required"), QStringLiteral("Не указан обязательный параметр %1").arg(name)});
    }
    if (!issues.isEmpty())
        return FhirAnswer::outcome(400, issues);
    const QString source = in.string(QStringLiteral("SourceCode")).toLower();
    const QString target = in.string(QStringLiteral("TargetCode")).toLower();
    if (!source.isEmpty() && !mis.organizations.contains(source) && !mis.organizations.contains(target)) {
        return FhirAnswer::outcome(401, QStringLiteral("security"),
                                   QStringLiteral("Информационная система не связана с организацией %1").arg(source));
    }
    return std::nullopt;
}

SandboxResponse orderNotFound()
{
    return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Заявка не найдена"));
}

QJsonObject searchset(const QJsonArray &entries)
{
    return {{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("searchset")},
            {QStringLiteral("total"), entries.size()},
            {QStringLiteral("entry"), entries}};
}

} // namespace

QJsonObject LabModule::collection(const QStringList &references) const
{
    QJsonArray entries;
    for (const QString &reference : references) {
        if (const auto resource = m_store.resource(reference))
            entries.append(
                QJsonObject{{QStringLiteral("fullUrl"), reference}, {QStringLiteral("resource"), *resource}});
    }
    return {{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("collection")},
            {QStringLiteral("entry"), entries}};
}

SandboxResponse LabModule::getOrder(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    if (auto error =
            precheck(in, {QStringLiteral("SourceCode"), QStringLiteral("TargetCode"), QStringLiteral("Barcode")}, mis))
        return *error;
    const auto found = m_store.ordersByBarcode(in.string(QStringLiteral("SourceCode")).toLower(),
                                               in.string(QStringLiteral("TargetCode")).toLower(),
                                               in.string(QStringLiteral("Barcode")));
    if (found.empty())
        return orderNotFound();
    const LabOrderRecord &order = *found.back();
    QStringList references = order.orderResources;
    if (!order.patient.isEmpty())
        references.prepend(order.patient);
    return SandboxResponse::json(200, collection(references));
}

SandboxResponse LabModule::getOrders(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    if (auto error = precheck(
            in, {QStringLiteral("SourceCode"), QStringLiteral("TargetCode"), QStringLiteral("StartDate")}, mis))
        return *error;
    const QDateTime start = FhirTime::parse(in.string(QStringLiteral("StartDate")));
    const QDateTime end = in.has(QStringLiteral("EndDate")) ? FhirTime::parse(in.string(QStringLiteral("EndDate")))
                                                            : context().clock().now();
    if (!start.isValid() || !end.isValid()) {
        return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                   QStringLiteral("Дата должна иметь вид ГГГГ-ММ-ДДTчч:мм:сс"));
    }
    const QString source = in.string(QStringLiteral("SourceCode")).toLower();
    const QString target = in.string(QStringLiteral("TargetCode")).toLower();
    QJsonArray entries;
    for (const LabOrderRecord &o : m_store.orders()) {
        if (o.withoutOrder || o.source != source || o.target != target || o.created < start || o.created > end)
            continue;
        const QString reference = u"Order/" % o.orderId;
        entries.append(QJsonObject{{QStringLiteral("fullUrl"), reference},
                                   {QStringLiteral("resource"), m_store.resource(reference).value_or(QJsonObject())}});
    }
    return SandboxResponse::json(200, searchset(entries));
}

SandboxResponse LabModule::getStatus(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    const LabOrderRecord *order = nullptr;
    if (in.has(QStringLiteral("OrderId"))) {
        order = m_store.order(in.string(QStringLiteral("OrderId")));
        if (order && !mis.organizations.contains(order->source) && !mis.organizations.contains(order->target)) {
            return FhirAnswer::outcome(401, QStringLiteral("security"),
                                       QStringLiteral("Информационная система не связана с организацией заявки"));
        }
    } else {
        if (auto error = precheck(
                in, {QStringLiteral("SourceCode"), QStringLiteral("TargetCode"), QStringLiteral("OrderMisID")}, mis))
            return *error;
        order = m_store.orderByMisId(in.string(QStringLiteral("SourceCode")).toLower(),
                                     in.string(QStringLiteral("TargetCode")).toLower(),
                                     in.string(QStringLiteral("OrderMisID")));
    }
    if (!order)
        return orderNotFound();
    QJsonArray out{FhirParameters::parameter(QStringLiteral("OrderId"), order->orderId),
                   FhirParameters::parameter(QStringLiteral("OrderMisID"), order->misOrderId),
                   FhirParameters::parameter(QStringLiteral("Status"), order->status),
                   FhirParameters::parameter(QStringLiteral("StatusDate"), FhirTime::dateTime(order->statusChanged))};
    if (!order->description.isEmpty())
        out.append(FhirParameters::parameter(QStringLiteral("Description"), order->description));
    return SandboxResponse::json(200, FhirParameters::resource(out));
}

SandboxResponse LabModule::getResult(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    if (auto error = precheck(
            in, {QStringLiteral("SourceCode"), QStringLiteral("TargetCode"), QStringLiteral("OrderMisID")}, mis))
        return *error;
    const LabOrderRecord *order = m_store.orderByMisId(in.string(QStringLiteral("SourceCode")).toLower(),
                                                       in.string(QStringLiteral("TargetCode")).toLower(),
                                                       in.string(QStringLiteral("OrderMisID")));
    if (!order)
        return orderNotFound();
    if (order->resultResources.isEmpty()) {
        return FhirAnswer::outcome(404, QStringLiteral("not-found"),
                                   QStringLiteral("Результат по заявке %1 ещё не получен").arg(order->misOrderId));
    }
    return SandboxResponse::json(200, collection(order->resultResources));
}

SandboxResponse LabModule::getResults(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    if (auto error = precheck(
            in, {QStringLiteral("SourceCode"), QStringLiteral("TargetCode"), QStringLiteral("StartDate")}, mis))
        return *error;
    const QDateTime start = FhirTime::parse(in.string(QStringLiteral("StartDate")));
    if (!start.isValid())
        return FhirAnswer::outcome(400, QStringLiteral("invalid"), QStringLiteral("Дата должна иметь вид ГГГГ-ММ-ДД"));
    const QString source = in.string(QStringLiteral("SourceCode")).toLower();
    const QString target = in.string(QStringLiteral("TargetCode")).toLower();
    QJsonArray entries;
    for (const LabOrderRecord &o : m_store.orders()) {
        if (o.source != source || o.target != target || o.resultResources.isEmpty() || o.statusChanged < start)
            continue;
        entries.append(QJsonObject{{QStringLiteral("resource"), collection(o.resultResources)}});
    }
    return SandboxResponse::json(200, searchset(entries));
}

} // namespace cliniclink::sandbox
