// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's readers: a dispatch, its status, the list, and D1 meta read back into a form.
#include "core/signing/signingrequests.h"
#include "core/signing/signingtypes.h"
#include "fuzzsupport.h"

#include <QJsonArray>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    const QJsonDocument doc = fuzz::json(data, size);
    const QJsonObject object = doc.object();
    static_cast<void>(Dispatch::fromJson(object));
    static_cast<void>(DispatchStatus::fromJson(object));
    static_cast<void>(readDispatchList(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(object)));
    static_cast<void>(dispatchRequestFromMeta(object));
    return 0;
}
