// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Terminology (C) readers: passports, the $dictionaries list, versions, $expand pages, lookup, validate, translate,
// attribute-search pages and batch answers.
#include "core/terminology/terminologytypes.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace cliniclink;
    const QJsonObject o = fuzz::json(data, size).object();
    static_cast<void>(readPassports(o));
    static_cast<void>(readDictionaryList(o));
    static_cast<void>(readVersions(o));
    static_cast<void>(readExpansion(o));
    static_cast<void>(readLookup(o));
    static_cast<void>(readValidation(o));
    static_cast<void>(readTranslate(o));
    static_cast<void>(readRecordPage(o));
    static_cast<void>(readBatchResponse(o));
    return 0;
}
