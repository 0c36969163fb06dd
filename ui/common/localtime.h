// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A time from the platform or the journal as a person reads it in a list: this computer's time
// zone, the language's short date and time. Empty for an invalid time (not known yet).

#include <QDateTime>
#include <QLocale>
#include <QString>

namespace cliniclink {

inline QString shortLocalTime(const QDateTime &time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat) : QString();
}

} // namespace cliniclink
