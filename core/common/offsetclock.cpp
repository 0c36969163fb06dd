// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "offsetclock.h"

#include "derivedclocktimer.h"

#include <cstdlib>

namespace cliniclink {

namespace {

// A timer of the base clock armed at the deadline less the offset, again whenever it changes.
class OffsetClockTimer final : public DerivedClockTimer {
public:
    OffsetClockTimer(OffsetClock *clock, QObject *parent)
        : DerivedClockTimer(clock->base(), parent)
        , m_clock(clock)
    {
        connect(clock, &OffsetClock::offsetChanged, this, &OffsetClockTimer::rearmIfActive);
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
    m_offsetMs = offsetMs;
    Q_EMIT offsetChanged(offsetMs);
}

bool OffsetClock::correctBy(qint64 skewMs, qint64 toleranceMs)
{
    if (std::llabs(skewMs) <= toleranceMs)
        return false;
    setOffset(m_offsetMs + skewMs);
    return true;
}

} // namespace cliniclink
