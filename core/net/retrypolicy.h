// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Retries as data: the pauses before the 2nd, 3rd... attempt of a read that failed for a reason
// that may pass (timeout, refused connection, 502/503/504). Never used for a POST that creates
// something, and never for a 429: the limit is honoured and shown instead.

#include <QList>

namespace cliniclink {

struct RetryPolicy {
    QList<qint64> pausesMs{1000, 4000, 15000};

    int maxAttempts() const { return int(pausesMs.size()) + 1; }
    // Pause before attempt number `nextAttempt` (2 for the first retry); -1 when there is none.
    qint64 pauseBefore(int nextAttempt) const
    {
        const int i = nextAttempt - 2;
        return i >= 0 && i < pausesMs.size() ? pausesMs.at(i) : -1;
    }
};

} // namespace cliniclink
