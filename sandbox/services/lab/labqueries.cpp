// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// LabModule: the query operations $getorder, $getorders, $getstatus, $getresult, $getresults, and
// $cancelorder. Answers are Parameters (one "Order" per order, one "OrderResponse" per result, the
// client fetching the rest by GET <Type>/<id>) or, when asked for, the Bundles of earlier sandboxes.

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

// A date alone as the end of a period means the whole of that day.
QDateTime periodEnd(const QString &text)
{
    const QDateTime parsed = FhirTime::parse(text);
    return text.trimmed().size() == 10 && parsed.isValid() ? parsed.addDays(1).addMSecs(-1) : parsed;
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
    if (m_answerShape == AnswerShape::Parameters) {
        const QJsonObject resource = m_store.resource(u"Order/" % order.orderId).value_or(QJsonObject());
        return SandboxResponse::json(
            200, FhirParameters::resource({FhirParameters::resourceParameter(QStringLiteral("Order"), resource)}));
    }
    QStringList references = order.orderResources;
    if (!order.patient.isEmpty())
        references.prepend(order.patient);
    return SandboxResponse::json(200, collection(references));
}

SandboxResponse LabModule::getOrders(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    const bool byNumber = !in.string(QStringLiteral("OrderMisID")).trimmed().isEmpty();
    QStringList required{QStringLiteral("TargetCode")};
    if (!byNumber)
        required.append(QStringLiteral("StartDate"));
    if (auto error = precheck(in, required, mis))
        return *error;
    const QDateTime start =
        in.has(QStringLiteral("StartDate")) ? FhirTime::parse(in.string(QStringLiteral("StartDate"))) : QDateTime();
    const QDateTime end =
        in.has(QStringLiteral("EndDate")) ? periodEnd(in.string(QStringLiteral("EndDate"))) : context().clock().now();
    if ((in.has(QStringLiteral("StartDate")) && !start.isValid()) || !end.isValid()) {
        return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                   QStringLiteral("Дата должна иметь вид ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTчч:мм:сс"));
    }
    bool countOk = true;
    const std::optional<qint64> count = in.integer(QStringLiteral("_count"), &countOk);
    if (!countOk || (count && *count < 1))
        return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                   QStringLiteral("_count должен быть целым числом больше нуля"));
    const QString source = in.string(QStringLiteral("SourceCode")).toLower();
    const QString target = in.string(QStringLiteral("TargetCode")).toLower();
    const QString misOrderId = in.string(QStringLiteral("OrderMisID"));
    QJsonArray entries;
    QJsonArray parameters;
    for (const LabOrderRecord &o : m_store.orders()) {
        // Without SourceCode: every organization of the calling MIS.
        const bool sourceMatches = source.isEmpty() ? mis.organizations.contains(o.source) : o.source == source;
        if (o.withoutOrder || !sourceMatches || o.target != target)
            continue;
        if (!misOrderId.isEmpty() && o.misOrderId != misOrderId)
            continue;
        if ((start.isValid() && o.created < start) || o.created > end)
            continue;
        if (count && entries.size() >= *count)
            break;
        const QString reference = u"Order/" % o.orderId;
        const QJsonObject resource = m_store.resource(reference).value_or(QJsonObject());
        entries.append(QJsonObject{{QStringLiteral("fullUrl"), reference}, {QStringLiteral("resource"), resource}});
        parameters.append(FhirParameters::resourceParameter(QStringLiteral("Order"), resource));
    }
    if (m_answerShape == AnswerShape::Parameters)
        return SandboxResponse::json(200, FhirParameters::resource(parameters));
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
    return SandboxResponse::json(200, statusParameters(*order));
}

SandboxResponse LabModule::cancelOrder(const QJsonObject &body, const MisIdentity &mis)
{
    const FhirParameters in = FhirParameters::fromResource(body);
    if (auto error = precheck(in, {QStringLiteral("OrderId")}, mis))
        return *error;
    LabOrderRecord *order = m_store.order(in.string(QStringLiteral("OrderId")));
    if (!order || order->withoutOrder)
        return orderNotFound();
    // Only the ordering side withdraws an order.
    if (!mis.organizations.contains(order->source)) {
        return FhirAnswer::outcome(401, QStringLiteral("security"),
                                   QStringLiteral("Информационная система не связана с организацией заявки"));
    }
    if (order->status != u"pending" && order->status != u"accepted") {
        return FhirAnswer::outcome(
            409, QStringLiteral("conflict"),
            QStringLiteral("Заявка %1 уже в конечном состоянии %2").arg(order->misOrderId, order->status));
    }
    order->status = QStringLiteral("cancelled");
    order->description = QStringLiteral("Заявка отменена отправителем");
    order->statusChanged = context().clock().now();
    return SandboxResponse::json(200, statusParameters(*order));
}

QJsonObject LabModule::statusParameters(const LabOrderRecord &order) const
{
    QJsonArray out{FhirParameters::parameter(QStringLiteral("OrderId"), order.orderId),
                   FhirParameters::parameter(QStringLiteral("OrderMisID"), order.misOrderId),
                   FhirParameters::parameter(QStringLiteral("Status"), order.status),
                   FhirParameters::parameter(QStringLiteral("StatusDate"), FhirTime::dateTime(order.statusChanged))};
    if (!order.description.isEmpty())
        out.append(FhirParameters::parameter(QStringLiteral("Description"), order.description));
    return FhirParameters::resource(out);
}

QJsonObject LabModule::orderResponse(const LabOrderRecord &order) const
{
    for (const QString &reference : order.resultResources) {
        if (reference.startsWith(u"OrderResponse/"))
            return m_store.resource(reference).value_or(QJsonObject());
    }
    return {};
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
    if (m_answerShape == AnswerShape::Parameters) {
        return SandboxResponse::json(200,
                                     FhirParameters::resource({FhirParameters::resourceParameter(
                                         QStringLiteral("OrderResponse"), orderResponse(*order))}));
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
    QJsonArray parameters;
    for (const LabOrderRecord &o : m_store.orders()) {
        if (o.source != source || o.target != target || o.resultResources.isEmpty() || o.statusChanged < start)
            continue;
        entries.append(QJsonObject{{QStringLiteral("resource"), collection(o.resultResources)}});
        parameters.append(FhirParameters::resourceParameter(QStringLiteral("OrderResponse"), orderResponse(o)));
    }
    if (m_answerShape == AnswerShape::Parameters)
        return SandboxResponse::json(200, FhirParameters::resource(parameters));
    return SandboxResponse::json(200, searchset(entries));
}

} // namespace cliniclink::sandbox
