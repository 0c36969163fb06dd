// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The laboratory's (C) answers as the lab client reads them: statuses, orders, results from
// Parameters or Bundles (a searchset of collections too), the references a result still needs,
// the result and its observations, and a transaction-response's locations.
#include "core/lab/labreaders.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    const QJsonObject o = fuzz::json(data, size).object();
    static_cast<void>(readLabStatus(o));
    static_cast<void>(readLabOrders(o));
    static_cast<void>(readLabTransactionLocations(o));
    for (LabResultAnswer &answer : readLabResultAnswers(o)) {
        static_cast<void>(missingLabReferences(answer.orderResponse, answer.resources));
        static_cast<void>(readLabResult(answer.orderResponse, answer.resources));
    }
    // Everything the answer carries, as if each resource had been fetched by GET <Type>/<id>.
    LabResources all;
    all.addBundle(o);
    all.add(o);
    for (const QJsonObject &orderResponse : all.ofType(QStringLiteral("OrderResponse"))) {
        static_cast<void>(missingLabReferences(orderResponse, all));
        static_cast<void>(readLabResult(orderResponse, all));
    }
    for (const QJsonObject &observation : all.ofType(QStringLiteral("Observation")))
        static_cast<void>(readLabObservation(observation, all));
    return 0;
}
