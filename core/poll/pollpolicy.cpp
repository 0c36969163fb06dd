// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "pollpolicy.h"

#include "core/net/serviceprofiles.h"

#include <algorithm>

namespace cliniclink {

std::chrono::milliseconds PollPolicy::errorDelay(int errorCount) const
{
    const double base = double(std::max(interval, minInterval).count());
    const double cap = double(maxBackoff.count());
    double delay = base;
    // Multiply step by step so a long error streak saturates at the cap instead of overflowing.
    for (int i = 0; i < errorCount && delay < cap; ++i)
        delay *= std::max(backoffFactor, 1.0);
    return std::chrono::milliseconds(qint64(std::min(delay, cap)));
}

PollPolicy PollPolicy::defaultFor(Service service)
{
    return serviceProfile(service).pollPolicy;
}

} // namespace cliniclink
