// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's multipart/form-data reader (service D uploads). The first line is the
// Content-Type, the rest the body.
#include "fuzzsupport.h"
#include "sandbox/services/signing/signingmultipart.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink::sandbox;
    const QByteArray input = cliniclink::fuzz::bytes(data, size);
    const qsizetype line = input.indexOf('\n');
    const QByteArray type = line < 0 ? input : input.left(line);
    const QByteArray body = line < 0 ? QByteArray() : input.mid(line + 1);
    QString error;
    static_cast<void>(MultipartParser::parse(type, body, &error));
    return 0;
}
