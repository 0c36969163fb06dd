// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// FHIR Parameters as the sandbox and the clients read them: from a resource body and from a query.
#include "core/fhir/fhirparameters.h"
#include "fuzzsupport.h"

#include <QUrlQuery>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::fhir;
    const QByteArray input = cliniclink::fuzz::bytes(data, size);
    const FhirParameters fromBody = FhirParameters::fromResource(QJsonDocument::fromJson(input).object());
    static_cast<void>(fromBody.items());
    const FhirParameters fromQuery = FhirParameters::fromQuery(QUrlQuery(QString::fromUtf8(input)));
    static_cast<void>(fromQuery.items());
    return 0;
}
