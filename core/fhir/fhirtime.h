// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Dates and times as the C services write and read them. The platform is Russian: a date-time
// without an offset is read as Moscow time (UTC+3), and the sandbox writes its own timestamps with
// the +03:00 offset.

#include <QDateTime>
#include <QString>

namespace cliniclink::fhir {

class FhirTime {
public:
    // "2026-01-15T12:00:00+03:00"
    static QString dateTime(const QDateTime &utc);
    // "2026-01-15"
    static QString date(const QDateTime &utc);
    // Accepts YYYY-MM-DD, YYYY-MM-DDThh:mm:ss[.fff][offset|Z], "YYYY-MM-DD hh:mm:ss[.ffffff]".
    // Returns an invalid QDateTime when the text is none of those.
    static QDateTime parse(const QString &text);
};

} // namespace cliniclink::fhir
