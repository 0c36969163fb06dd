// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Readers of the laboratory's answers, tolerant of both shapes public clients meet (field-notes):
// Parameters (an "Order" or "OrderResponse" per parameter, the rest fetched by GET <Type>/<id>) and
// Bundles (collection, or a searchset of collections, everything inline). LabResources holds what
// came or was fetched, by reference; readLabResult() builds the result from it whichever way it came.

#include "labtypes.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cliniclink {

class LabResources {
public:
    // Keyed "Type/id" (and by fullUrl when given and different).
    void add(const QJsonObject &resource, const QString &fullUrl = {});
    // Every entry of a Bundle; a searchset entry that is itself a Bundle is read in turn.
    void addBundle(const QJsonObject &bundle);
    std::optional<QJsonObject> get(const QString &reference) const;
    bool contains(const QString &reference) const { return m_byReference.contains(reference); }
    QList<QJsonObject> ofType(const QString &type) const;
    qsizetype size() const { return m_byReference.size(); }

private:
    QHash<QString, QJsonObject> m_byReference;
    QStringList m_order;
};

// One result as an answer carried it: the OrderResponse and what came with it.
struct LabResultAnswer {
    QJsonObject orderResponse;
    LabResources resources;
};

// $getstatus and $cancelorder: Parameters OrderId, OrderMisID, Status, StatusDate, Description.
std::optional<LabStatus> readLabStatus(const QJsonObject &parameters);
// $getorder / $getorders: the Orders, from "Order" parameters or from Bundle entries.
QList<QJsonObject> readLabOrders(const QJsonObject &answer);
// $getresult / $getresults: one entry per OrderResponse, in order.
QList<LabResultAnswer> readLabResultAnswers(const QJsonObject &answer);
// "Type/id" references the result needs that resources does not hold yet: the reports of the
// OrderResponse, their observations (and an organism's antibiotics), files and performers, the
// laboratory. Fetch them, add them, ask again until nothing is missing.
QStringList missingLabReferences(const QJsonObject &orderResponse, const LabResources &resources);
LabResult readLabResult(const QJsonObject &orderResponse, const LabResources &resources);
LabObservation readLabObservation(const QJsonObject &observation, const LabResources &resources);
// A transaction-response: the server's "Type/id" of each entry, in order.
QStringList readLabTransactionLocations(const QJsonObject &bundle);

} // namespace cliniclink
