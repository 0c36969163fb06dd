// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A FhirCoding as a field of a JsonFields table (core/common/jsonfields.h): written as its object,
// read back from it, and empty without a code, which names nothing.

#include "core/common/jsonfields.h"
#include "fhircoding.h"

namespace cliniclink {

template<>
struct JsonFieldValue<fhir::FhirCoding> {
    static QJsonValue write(const fhir::FhirCoding &v) { return v.toJson(); }
    static fhir::FhirCoding read(const QJsonValue &v) { return fhir::FhirCoding::fromJson(v.toObject()); }
    static bool isEmpty(const fhir::FhirCoding &v) { return v.code.isEmpty(); }
};

} // namespace cliniclink
