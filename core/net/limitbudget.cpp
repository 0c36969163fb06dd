// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "limitbudget.h"

namespace cliniclink {

LimitBudget::Decision LocalBudget::tryAcquire(const LimitRequest &request, LimitSlot *slot)
{
    const Decision decision = m_limiter.tryAcquire(request.service, request.routeClass, request.key, request.now);
    if (decision.allowed && slot)
        *slot = LimitSlot{request.service, request.routeClass, {}, {}};
    return decision;
}

void LocalBudget::release(const LimitSlot &slot, const QDateTime &sentAt, const QDateTime &answeredAt)
{
    m_limiter.release(slot.service, slot.routeClass, sentAt, answeredAt);
}

QDateTime LocalBudget::block(const LimitRequest &request, const QDateTime &until)
{
    return m_limiter.block(request.service, request.routeClass, request.now, until);
}

LimitBudget::Decision LocalBudget::peek(const LimitRequest &request, int pending) const
{
    return m_limiter.peek(request.service, request.routeClass, request.key, request.now, pending);
}

} // namespace cliniclink
