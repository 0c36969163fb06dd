// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service A's answer readers: the order id of a POST answer, the status answer.
#include "core/enrichment/enrichmentcalls.h"
#include "core/enrichment/enrichmenttypes.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    const QByteArray body = fuzz::bytes(data, size);
    static_cast<void>(readEnrichmentOrderId(body, body.left(64)));
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    static_cast<void>(EnrichmentResult::fromJson(doc.object()));
    static_cast<void>(EnrichmentResult::fromJson(doc.object().value(QStringLiteral("patient")).toObject()));
    return 0;
}
