// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's check of an enrichment request body (A1-A3), for each operation.
#include "fuzzsupport.h"
#include "sandbox/services/enrichment/enrichmentvalidation.h"

#include <QDate>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::sandbox;
    if (size < 1)
        return 0;
    const EnrichmentKind kinds[] = {EnrichmentKind::Snils, EnrichmentKind::SnilsValidate,
                                    EnrichmentKind::UnitedPolicyNumber};
    const QByteArray body = cliniclink::fuzz::bytes(data + 1, size - 1);
    static_cast<void>(validateEnrichmentRequest(kinds[data[0] % 3], body, QDate(2026, 11, 25)));
    return 0;
}
