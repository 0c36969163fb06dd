// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// How often one service's pending items may be checked: data, one value per service, declared in
// the service's profile (core/<service>/<service>profile.cpp) next to the contract's limits it
// follows (A: 10 s between status requests of one order; D: 10 status requests in flight).

#include "core/common/service.h"

#include <chrono>

namespace cliniclink {

struct PollPolicy {
    // Floor between two requests of one item, counted from when the earlier one was SENT; holds
    // even when the server's retry-after or an early answer would allow sooner.
    std::chrono::milliseconds minInterval{10'000};
    // From tracking an item to its first check.
    std::chrono::milliseconds initialDelay{10'000};
    // Pause after a "still pending" answer, counted from the answer.
    std::chrono::milliseconds interval{30'000};
    // Errors back off: interval * backoffFactor^errors, at most maxBackoff.
    std::chrono::milliseconds maxBackoff{600'000};
    double backoffFactor = 2.0;
    // Status requests of this service in flight at once; 0 means no cap.
    int maxInFlight = 0;

    // The pause after the errorCount-th failure in a row (errorCount >= 1).
    std::chrono::milliseconds errorDelay(int errorCount) const;

    // The shipped values per service, as each service's profile declares them.
    static PollPolicy defaultFor(Service service);

    bool operator==(const PollPolicy &) const = default;
};

} // namespace cliniclink
