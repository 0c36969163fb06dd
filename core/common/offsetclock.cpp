// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "offsetclock.h"

#include "derivedclocktimer.h"

#include <cstdlib>

namespace cliniclink {

namespace {

// A timer of the base clock armed at the deadline less the offset. When the offset moves, the
// deadline moves with it and the base timer stays: a wait armed before a correction (a keychain
// probe's 30 s, a request's timeout) ends when it would have, neither at once nor minutes late.
class OffsetClockTimer final : public DerivedClockTimer {
public:
    OffsetClockTimer(OffsetClock *clock, QObject *parent)
        : DerivedClockTimer(clock->base(), parent)
        , m_clock(clock)
    {
        connect(clock, &OffsetClock::offsetMoved, this, &OffsetClockTimer::moveDeadline);
    }

private:
    void rearm() override
    {
        if (m_clock)
            baseTimer()->startAt(deadline().addMSecs(-m_clock->offset()));
    }
    QDateTime derivedNow() const override { return m_clock ? m_clock->now() : QDateTime(); }

    QPointer<OffsetClock> m_clock;
};

} // namespace

OffsetClock::OffsetClock(Clock *base, qint64 offsetMs, QObject *parent)
    : QObject(parent)
    , m_base(base)
    , m_offsetMs(offsetMs)
{
}

ClockTimer *OffsetClock::createTimer(QObject *parent)
{
    return new OffsetClockTimer(this, parent);
}

void OffsetClock::setOffset(qint64 offsetMs)
{
    if (offsetMs == m_offsetMs)
        return;
    const qint64 by = offsetMs - m_offsetMs;
    m_offsetMs = offsetMs;
    Q_EMIT offsetMoved(by);
}

bool OffsetClock::correctBy(qint64 skewMs, qint64 toleranceMs)
{
    if (std::llabs(skewMs) <= toleranceMs)
        return false;
    setOffset(m_offsetMs + skewMs);
    return true;
}

} // namespace cliniclink
