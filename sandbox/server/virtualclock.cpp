// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "virtualclock.h"

#include "core/common/derivedclocktimer.h"

#include <QPointer>

#include <algorithm>
#include <cmath>

namespace cliniclink::sandbox {

class VirtualClockTimer final : public DerivedClockTimer {
public:
    VirtualClockTimer(VirtualClock *clock, QObject *parent)
        : DerivedClockTimer(*clock->m_real, parent)
        , m_clock(clock)
    {
        connect(clock, &VirtualClock::changed, this, &VirtualClockTimer::rearmIfActive);
    }

private:
    void rearm() override
    {
        if (!m_clock)
            return;
        const qint64 ms = m_clock->realMsecsUntil(deadline());
        if (ms < 0)
            baseTimer()->stop();
        else
            baseTimer()->startAt(m_clock->m_real->now().addMSecs(ms));
    }
    QDateTime derivedNow() const override { return m_clock ? m_clock->now() : QDateTime(); }

    QPointer<VirtualClock> m_clock;
};

VirtualClock::VirtualClock(Clock *realTime, const QDateTime &start, double scale, QObject *parent)
    : QObject(parent)
    , m_real(realTime ? realTime : Clock::system())
    , m_anchorVirtual(start.isValid() ? start.toUTC() : m_real->now())
    , m_anchorReal(m_real->now())
    , m_scale(isValidScale(scale) ? scale : (std::isfinite(scale) && scale > kMaxScale ? kMaxScale : 0.0))
{
}

bool VirtualClock::isValidScale(double scale)
{
    return std::isfinite(scale) && scale >= 0 && scale <= kMaxScale;
}

QDateTime VirtualClock::now() const
{
    const qint64 realElapsed = m_anchorReal.msecsTo(m_real->now());
    // Saturated: a double past qint64's range does not convert (undefined behaviour).
    const double elapsed = std::clamp(std::floor(double(realElapsed) * m_scale), -9.0e18, 9.0e18);
    return m_anchorVirtual.addMSecs(qint64(elapsed));
}

ClockTimer *VirtualClock::createTimer(QObject *parent)
{
    auto *timer = new VirtualClockTimer(this, parent);
    std::erase_if(m_timers, [](const QPointer<VirtualClockTimer> &t) { return t.isNull(); });
    m_timers.emplace_back(timer);
    return timer;
}

void VirtualClock::rebase()
{
    m_anchorVirtual = now();
    m_anchorReal = m_real->now();
}

void VirtualClock::advance(qint64 msecs)
{
    if (msecs <= 0)
        return;
    msecs = std::min(msecs, kMaxAdvanceMs);
    rebase();
    m_anchorVirtual = m_anchorVirtual.addMSecs(msecs);
    fireDue();
    Q_EMIT changed();
}

void VirtualClock::advanceTo(const QDateTime &time)
{
    const qint64 delta = now().msecsTo(time.toUTC());
    advance(delta);
}

bool VirtualClock::setScale(double scale)
{
    if (!isValidScale(scale))
        return false;
    rebase();
    m_scale = scale;
    Q_EMIT changed();
    return true;
}

qint64 VirtualClock::realMsecsUntil(const QDateTime &deadline) const
{
    const qint64 virtualMs = now().msecsTo(deadline);
    if (virtualMs <= 0)
        return 0;
    if (m_scale <= 0)
        return -1;
    return qint64(std::ceil(double(virtualMs) / m_scale));
}

void VirtualClock::fireDue()
{
    // Earliest first, one at a time: a fired timer may arm another that is also due.
    for (;;) {
        std::erase_if(m_timers, [](const QPointer<VirtualClockTimer> &t) { return t.isNull(); });
        const QDateTime current = now();
        VirtualClockTimer *next = nullptr;
        for (const auto &t : m_timers) {
            if (t->isActive() && t->deadline() <= current && (!next || t->deadline() < next->deadline()))
                next = t.data();
        }
        if (!next)
            return;
        next->fire();
    }
}

} // namespace cliniclink::sandbox
