// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// ApiError::fromHttp: every error body shape of the contract, from any service, status and type.
#include "core/net/apicall.h"
#include "core/net/apierror.h"
#include "core/net/serviceprofiles.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    if (size < 2)
        return 0;
    // The first byte picks the service and the content type, the second the status: one parse per
    // input, and libFuzzer finds every combination.
    static const QByteArray kTypes[] = {"application/json", "application/problem+json", "text/plain; charset=utf-8",
                                        ""};
    static const QList<Service> all = allServices();
    const std::size_t services = std::size_t(all.size());
    const Service service = all.at(qsizetype(data[0] % services));
    const QByteArray &type = kTypes[(data[0] / services) % std::size(kTypes)];
    const int status = 400 + data[1] % 200;
    const QByteArray body = fuzz::bytes(data + 2, size - 2);
    ApiError e = ApiError::fromHttp(service, status, type, body);
    // The service's words read the server's messages too, on the route the second byte picks.
    static const QString kPaths[] = {QStringLiteral("/MakeCancelPrescription"),
                                     QStringLiteral("/TakePrescriptionStatus"),
                                     QStringLiteral("/sep/api/signing"),
                                     QStringLiteral("/sep/api/signing/x/cancel"),
                                     QStringLiteral("/sep/api/resend"),
                                     QStringLiteral("/sep/api/initqes"),
                                     QStringLiteral("/ValueSet/x/_versions_history/")};
    if (const ServiceProfile &profile = serviceProfile(service); profile.explainError) {
        const JsonCall call(service, "POST", kPaths[data[1] % std::size(kPaths)]);
        profile.explainError(e, call);
    }
    static_cast<void>(e.userText());
    static_cast<void>(e.code());
    static_cast<void>(e.field());
    return 0;
}
