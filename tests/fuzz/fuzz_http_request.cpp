// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The raw HTTP request as the sandbox's server reads it: RequestFraming, the check in front of
// Qt HttpServer, fed in two pieces split at the place the first byte names.
#include "fuzzsupport.h"
#include "sandbox/server/requestframing.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::sandbox;
    if (size < 1)
        return 0;
    const QByteArray stream = cliniclink::fuzz::bytes(data + 1, size - 1);
    const qsizetype split = stream.isEmpty() ? 0 : data[0] % (stream.size() + 1);
    RequestFraming::Limits limits;
    limits.maxHeadBytes = 4096; // small, so the fuzzer reaches the limit
    limits.maxBodyBytes = 1 << 20;
    RequestFraming framing(limits);
    if (!framing.feed(QByteArrayView(stream).first(split)))
        static_cast<void>(framing.feed(QByteArrayView(stream).sliced(split)));
    return 0;
}
