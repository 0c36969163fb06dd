#include "pollpolicy.h"

#include <algorithm>

namespace cliniclink {

using namespace std::chrono_literals;

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
    PollPolicy p;
    switch (service) {
    case Service::Enrichment:
        // The contract: a pause of 10 s between requests to /{id}; orders finish in seconds.
        p.minInterval = 10s;
        p.initialDelay = 10s;
        p.interval = 10s;
        p.maxBackoff = 5min;
        p.maxInFlight = 5;
        break;
    case Service::Prescription:
        // The registry answers after the EHR service forwarded the document: minutes, not seconds.
        p.minInterval = 30s;
        p.initialDelay = 30s;
        p.interval = 60s;
        p.maxBackoff = 15min;
        p.maxInFlight = 2;
        break;
    case Service::Lab:
        // Results take hours; a status every two minutes is plenty.
        p.minInterval = 30s;
        p.initialDelay = 60s;
        p.interval = 2min;
        p.maxBackoff = 15min;
        p.maxInFlight = 2;
        break;
    case Service::Terminology:
        p.maxInFlight = 1;
        break;
    case Service::Signing:
        // The contract: status requests up to 600/min and 10 in flight per organization. A patient
        // signs within minutes to hours.
        p.minInterval = 10s;
        p.initialDelay = 10s;
        p.interval = 30s;
        p.maxBackoff = 10min;
        p.maxInFlight = 10;
        break;
    }
    return p;
}

} // namespace cliniclink
