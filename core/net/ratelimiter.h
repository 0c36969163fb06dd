// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Enforces a LimitTable before a request leaves. A sliding 60-second window per rule (the server
// counts "per minute", and a window never lets more through in any minute, where a token bucket
// would admit its burst on top of the rate), a cap on requests in flight, a pause between requests
// with the same key, and blocks after a 429. Pure bookkeeping on times passed in: no timers here.

#include "limittable.h"

#include <QDateTime>
#include <QHash>

#include <deque>

namespace cliniclink {

class RateLimiter {
public:
    explicit RateLimiter(LimitTable table = LimitTable::contractDefaults());

    struct Decision {
        bool allowed = false;
        // When to ask again; invalid when only a finishing request can free a place (in-flight cap).
        QDateTime retryAt;
        bool blocked = false; // held by a 429 block rather than by the rate
    };

    // Asks to send one request now. When allowed, the request is counted (window and in flight)
    // and must be matched by one release() when it finishes.
    Decision tryAcquire(Service service, const QString &routeClass, const QString &key, const QDateTime &now);
    // sentAt and answeredAt (when the answer, or the failure, was read) move the request's place in
    // the minute windows to its answer: the server may have counted it as late as that.
    void release(Service service, const QString &routeClass, const QDateTime &sentAt = {},
                 const QDateTime &answeredAt = {});
    // A request of the service that an earlier run of the app had answered at `when` (from the journal's
    // request log): it counts in the service-wide minute windows, so a restart does not let a
    // second minute's worth go within one minute. Feed oldest first.
    void recordEarlier(Service service, const QDateTime &when);
    // What tryAcquire() would decide now for one more request after `pending` others already
    // queued, without counting any: lets a sender that records each request before it leaves (the
    // outbox) wait before recording rather than after.
    Decision peek(Service service, const QString &routeClass, const QString &key, const QDateTime &now,
                  int pending = 0) const;

    // After a 429: hold every rule of the route until `until`; with an invalid `until`, the
    // rule's own block length from now.
    QDateTime block(Service service, const QString &routeClass, const QDateTime &now, const QDateTime &until = {});

    void setTable(const LimitTable &table);
    const LimitTable &table() const { return m_table; }
    int inFlight(Service service, const QString &routeClass) const;

private:
    struct RuleState {
        std::deque<QDateTime> window; // send times within the last minute
        int inFlight = 0;
        QDateTime blockedUntil;
        QHash<QString, QDateTime> lastByKey;
    };
    RuleState &state(const LimitRule &rule) { return m_states[rule.overrideKey()]; }

    LimitTable m_table;
    QHash<QString, RuleState> m_states;
};

} // namespace cliniclink
