// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's PDF reader and incremental writer: what a patient signature or a QES stamp runs
// on an uploaded PDF (issue 19: a 91-byte PDF crashed it, a 0.5 MB one stalled it).
#include "fuzzsupport.h"
#include "sandbox/services/sandboxpdf.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::sandbox;
    const QByteArray pdf = cliniclink::fuzz::bytes(data, size);
    static_cast<void>(SandboxPdf::tooCostlyToRead(pdf));
    static_cast<void>(SandboxPdf::appendPage(pdf, {QStringLiteral("Подписано")}));
    static_cast<void>(SandboxPdf::pageCount(pdf));
    return 0;
}
