// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "offsetclock.h"

#include <cstdlib>

namespace cliniclink {

namespace {

// A timer of the base clock armed at the deadline less the offset, again whenever it changes.
class OffsetClockTimer final : public ClockTimer {
public:
    OffsetClockTimer(OffsetClock *clock, QObject *parent)
        : ClockTimer(parent)
        , m_clock(clock)
        , m_base(clock->base().createTimer(this))
    {
        connect(m_base, &ClockTimer::timeout, this, &OffsetClockTimer::onBaseTimeout);
        connect(clock, &OffsetClock::offsetChanged, this, &OffsetClockTimer::rearm);
    }

    void startAt(const QDateTime &deadline) override
    {
        m_deadline = deadline;
        m_active = true;
        rearm();
    }
    void stop() override
    {
        m_active = false;
        m_base->stop();
    }
    bool isActive() const override { return m_active; }
    QDateTime deadline() const override { return m_deadline; }

private:
    void rearm()
    {
        if (m_active && m_clock)
            m_base->startAt(m_deadline.addMSecs(-m_clock->offset()));
    }
    void onBaseTimeout()
    {
        if (!m_active)
            return;
        m_active = false;
        Q_EMIT timeout();
    }

    QPointer<OffsetClock> m_clock;
    ClockTimer *m_base;
    QDateTime m_deadline;
    bool m_active = false;
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
