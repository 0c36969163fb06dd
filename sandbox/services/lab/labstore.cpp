// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labstore.h"

#include "core/fhir/fhirtime.h"

#include <QJsonArray>
#include <QUuid>

namespace cliniclink::sandbox {

using fhir::FhirTime;

void LabStore::clear()
{
    m_resources.clear();
    m_orders.clear();
}

QString LabStore::add(const QString &type, QJsonObject resource, const QDateTime &now, const QString &id)
{
    const QString newId = id.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : id;
    resource.insert(QStringLiteral("resourceType"), type);
    resource.insert(QStringLiteral("id"), newId);
    QJsonObject meta = resource.value(u"meta").toObject();
    meta.insert(QStringLiteral("versionId"), QStringLiteral("1"));
    meta.insert(QStringLiteral("lastUpdated"), FhirTime::dateTime(now));
    resource.insert(QStringLiteral("meta"), meta);
    m_resources.insert(type % u'/' % newId, resource);
    return newId;
}

bool LabStore::update(const QString &type, const QString &id, QJsonObject resource, const QDateTime &now)
{
    const QString key = type % u'/' % id;
    const auto it = m_resources.find(key);
    if (it == m_resources.end())
        return false;
    const int version = it->value(u"meta").toObject().value(u"versionId").toString().toInt();
    QJsonObject meta = resource.value(u"meta").toObject();
    meta.insert(QStringLiteral("versionId"), QString::number(version + 1));
    meta.insert(QStringLiteral("lastUpdated"), FhirTime::dateTime(now));
    resource.insert(QStringLiteral("meta"), meta);
    resource.insert(QStringLiteral("resourceType"), type);
    *it = resource;
    return true;
}

std::optional<QJsonObject> LabStore::resource(const QString &reference) const
{
    const auto it = m_resources.constFind(reference);
    if (it == m_resources.constEnd())
        return std::nullopt;
    return *it;
}

LabOrderRecord *LabStore::order(const QString &orderId)
{
    for (LabOrderRecord &o : m_orders) {
        if (o.orderId == orderId)
            return &o;
    }
    return nullptr;
}

LabOrderRecord *LabStore::orderByMisId(const QString &source, const QString &target, const QString &misOrderId)
{
    // The newest first: a number may be reused after an order was rejected.
    for (auto it = m_orders.rbegin(); it != m_orders.rend(); ++it) {
        if (it->source == source && (target.isEmpty() || it->target == target) && it->misOrderId == misOrderId)
            return &*it;
    }
    return nullptr;
}

std::vector<LabOrderRecord *> LabStore::ordersByBarcode(const QString &source, const QString &target,
                                                        const QString &barcode)
{
    std::vector<LabOrderRecord *> out;
    for (LabOrderRecord &o : m_orders) {
        if (o.source == source && o.target == target && o.barcodes.contains(barcode))
            out.push_back(&o);
    }
    return out;
}

QJsonObject LabStore::save() const
{
    QJsonObject resources;
    for (auto it = m_resources.begin(); it != m_resources.end(); ++it)
        resources.insert(it.key(), it.value());
    QJsonArray orders;
    for (const LabOrderRecord &o : m_orders) {
        orders.append(QJsonObject{{QStringLiteral("orderId"), o.orderId},
                                  {QStringLiteral("misOrderId"), o.misOrderId},
                                  {QStringLiteral("source"), o.source},
                                  {QStringLiteral("target"), o.target},
                                  {QStringLiteral("patient"), o.patient},
                                  {QStringLiteral("barcodes"), QJsonArray::fromStringList(o.barcodes)},
                                  {QStringLiteral("orderResources"), QJsonArray::fromStringList(o.orderResources)},
                                  {QStringLiteral("resultResources"), QJsonArray::fromStringList(o.resultResources)},
                                  {QStringLiteral("status"), o.status},
                                  {QStringLiteral("description"), o.description},
                                  {QStringLiteral("created"), o.created.toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("statusChanged"), o.statusChanged.toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("misId"), o.misId},
                                  {QStringLiteral("withoutOrder"), o.withoutOrder}});
    }
    return {{QStringLiteral("resources"), resources}, {QStringLiteral("orders"), orders}};
}

void LabStore::restore(const QJsonObject &state)
{
    clear();
    const QJsonObject resources = state.value(u"resources").toObject();
    for (auto it = resources.begin(); it != resources.end(); ++it)
        m_resources.insert(it.key(), it.value().toObject());
    auto strings = [](const QJsonValue &v) {
        QStringList out;
        for (const QJsonValue &s : v.toArray())
            out.append(s.toString());
        return out;
    };
    for (const QJsonValue &v : state.value(u"orders").toArray()) {
        const QJsonObject o = v.toObject();
        LabOrderRecord r;
        r.orderId = o.value(u"orderId").toString();
        r.misOrderId = o.value(u"misOrderId").toString();
        r.source = o.value(u"source").toString();
        r.target = o.value(u"target").toString();
        r.patient = o.value(u"patient").toString();
        r.barcodes = strings(o.value(u"barcodes"));
        r.orderResources = strings(o.value(u"orderResources"));
        r.resultResources = strings(o.value(u"resultResources"));
        r.status = o.value(u"status").toString();
        r.description = o.value(u"description").toString();
        r.created = QDateTime::fromString(o.value(u"created").toString(), Qt::ISODateWithMs);
        r.statusChanged = QDateTime::fromString(o.value(u"statusChanged").toString(), Qt::ISODateWithMs);
        r.misId = o.value(u"misId").toString();
        r.withoutOrder = o.value(u"withoutOrder").toBool();
        m_orders.push_back(r);
    }
}

} // namespace cliniclink::sandbox
