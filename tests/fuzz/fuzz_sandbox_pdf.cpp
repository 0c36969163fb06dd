// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's PDF reader and incremental writer: what an upload's check, a patient signature and a
// QES stamp run on an uploaded PDF (issue 19: a 91-byte PDF crashed it, a 0.5 MB one stalled it).
// One budget for the input, as one request has (issue 27): the check, then two stamps, the second on
// the first's result, so the budget's cache of inflated streams is read as well as filled.
#include "fuzzsupport.h"
#include "sandbox/services/sandboxpdf.h"
#include "sandbox/services/signing/signingpdfreader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::sandbox;
    const QByteArray pdf = cliniclink::fuzz::bytes(data, size);
    pdfreader::Budget budget;
    if (!SandboxPdf::tooCostlyToRead(pdf, budget)) {
        const QByteArray once = SandboxPdf::appendPage(pdf, {QStringLiteral("Подписано")}, budget);
        static_cast<void>(SandboxPdf::appendPage(once.isEmpty() ? pdf : once, {QStringLiteral("Второй")}, budget));
    }
    static_cast<void>(SandboxPdf::pageCount(pdf));
    return 0;
}
