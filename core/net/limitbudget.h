// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whose limits a Transport spends. The platform counts its limits per organization and token: one
// workstation alone spends them through its own RateLimiter (LocalBudget); the workstations of a
// clinic that share a journal database spend them together (ClinicBudget, core/storage). The
// Transport asks the budget before each call leaves and tells it when the call ends or meets a 429.

#include "ratelimiter.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace cliniclink {

// One call asking for a place.
struct LimitRequest {
    Service service{};
    QString routeClass;
    QString key; // the pause's key (one order's status), or empty
    // Whose budget: the environment, and the organization and token the call carries. A shared
    // budget keeps only a SHA-256 of them.
    QString environmentId;
    QString organizationId;
    QString token;
    QDateTime now;
    // When the place frees itself if release() never comes (the run was killed): the call's
    // timeout plus a margin. Only a shared budget reads it.
    QDateTime expires;
};

// The place a call holds from tryAcquire() to release().
struct LimitSlot {
    Service service{};
    QString routeClass;
    QString account; // the budget's row (empty: a place of the local limiter, or no rule applied)
    QString id; // unique among every holder of the account
};

class LimitBudget {
public:
    using Decision = RateLimiter::Decision;
    virtual ~LimitBudget() = default;

    // Asks to send one request now. When allowed, *slot names its place, to be given back by one
    // release(). When held, retryAt says when to ask again (invalid: when a call of this
    // transport ends).
    virtual Decision tryAcquire(const LimitRequest &request, LimitSlot *slot) = 0;
    // The call ended: sentAt and answeredAt move its place in the minute windows to its answer.
    virtual void release(const LimitSlot &slot, const QDateTime &sentAt, const QDateTime &answeredAt) = 0;
    // After a 429: every rule of the route held until `until` (invalid: the rule's own block length
    // from now), for everyone who spends this budget. Returns the end of the block.
    virtual QDateTime block(const LimitRequest &request, const QDateTime &until) = 0;
    // Places kept for calls that change state about to start (Transport::keepPlaces()), told to
    // the others who spend this budget; request names the account (its route is not read).
    virtual void keep(const LimitRequest &request, int count) { Q_UNUSED(request) Q_UNUSED(count) }
    // The places others who spend this budget keep for their calls that change state: reads wait
    // for them as for this transport's own.
    virtual int keptByOthers(const LimitRequest &request) const
    {
        Q_UNUSED(request)
        return 0;
    }
    // The places of calls that ended go back to the others now, not with this run's next request:
    // this run will not send one in their place soon (it gave up places, Poller::placeGivenUp).
    virtual void giveBackNow() {}
    // What tryAcquire() would decide for one more request after `pending` others, counting none.
    virtual Decision peek(const LimitRequest &request, int pending) const = 0;
    virtual void setTable(const LimitTable &table) = 0;
    virtual const LimitTable &table() const = 0;
};

// The budget of one workstation: the Transport's own RateLimiter.
class LocalBudget final : public LimitBudget {
public:
    explicit LocalBudget(RateLimiter &limiter)
        : m_limiter(limiter)
    {
    }

    Decision tryAcquire(const LimitRequest &request, LimitSlot *slot) override;
    void release(const LimitSlot &slot, const QDateTime &sentAt, const QDateTime &answeredAt) override;
    QDateTime block(const LimitRequest &request, const QDateTime &until) override;
    Decision peek(const LimitRequest &request, int pending) const override;
    void setTable(const LimitTable &table) override { m_limiter.setTable(table); }
    const LimitTable &table() const override { return m_limiter.table(); }

private:
    RateLimiter &m_limiter;
};

} // namespace cliniclink
