// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the laboratory exchange has received: every stored resource under its server id, and one
// record per order (with or without a prior order bundle) that the $get operations search.

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace cliniclink::sandbox {

struct LabOrderRecord {
    QString orderId; // server id of the Order resource
    QString misOrderId; // Order.identifier value given by the MIS (empty for a result without order)
    QString source; // organization UUIDs, lower case
    QString target;
    QString patient; // "Patient/<id>" or empty
    QStringList barcodes;
    QStringList orderResources; // "Type/<id>" of the order bundle's entries, in order
    QStringList resultResources; // "Type/<id>" of the latest result bundle's entries
    QString status = QStringLiteral("pending"); // OrderResponse.orderStatus, pending until a result
    QString description;
    QDateTime created;
    QDateTime statusChanged;
    QString misId; // the MIS that sent the order
    bool withoutOrder = false;
};

class LabStore {
public:
    void clear();
    // Stores resource under a new server id (or the given one), sets id and meta; returns the id.
    QString add(const QString &type, QJsonObject resource, const QDateTime &now, const QString &id = {});
    // Replaces an existing resource, bumping meta.versionId; false when it does not exist.
    bool update(const QString &type, const QString &id, QJsonObject resource, const QDateTime &now);
    std::optional<QJsonObject> resource(const QString &reference) const; // "Type/<id>"
    bool contains(const QString &reference) const { return m_resources.contains(reference); }

    LabOrderRecord *order(const QString &orderId);
    LabOrderRecord *orderByMisId(const QString &source, const QString &target, const QString &misOrderId);
    std::vector<LabOrderRecord *> ordersByBarcode(const QString &source, const QString &target, const QString &barcode);
    std::vector<LabOrderRecord> &orders() { return m_orders; }
    void addOrder(LabOrderRecord record) { m_orders.push_back(std::move(record)); }

    QJsonObject save() const;
    void restore(const QJsonObject &state);

private:
    QHash<QString, QJsonObject> m_resources;
    std::vector<LabOrderRecord> m_orders;
};

} // namespace cliniclink::sandbox
