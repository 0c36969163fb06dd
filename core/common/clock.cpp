// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clock.h"

#include <QTimer>

#include <algorithm>
#include <limits>

namespace cliniclink {

namespace {

class SystemClockTimer final : public ClockTimer {
public:
    static constexpr qint64 kPreciseBelowMs = 2000;

    explicit SystemClockTimer(QObject *parent)
        : ClockTimer(parent)
    {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &SystemClockTimer::onTimeout);
    }
    void startAt(const QDateTime &deadline) override
    {
        m_deadline = deadline;
        arm();
    }
    void stop() override { m_timer.stop(); }
    bool isActive() const override { return m_timer.isActive(); }
    QDateTime deadline() const override { return m_deadline; }

private:
    // A short wait is precise: a place in flight or in the window that frees in 200 ms would
    // otherwise stay empty 10 ms, every time. A long one sleeps coarsely to before the deadline
    // and then precisely for the rest: Qt may fire a coarse timer 5% late, and one of 20 s or more
    // at the nearest whole second, so a window's place that frees in 57 s stood empty up to a second.
    void arm()
    {
        const qint64 ms =
            std::clamp<qint64>(QDateTime::currentDateTimeUtc().msecsTo(m_deadline), 0, std::numeric_limits<int>::max());
        const bool precise = ms < kPreciseBelowMs;
        m_timer.setTimerType(precise ? Qt::PreciseTimer : Qt::CoarseTimer);
        m_timer.start(int(precise ? ms : ms - ms / 20 - 1000));
    }
    void onTimeout()
    {
        if (QDateTime::currentDateTimeUtc() < m_deadline)
            arm(); // the coarse part ended early, as it should: the rest is short
        else
            Q_EMIT timeout();
    }

    QTimer m_timer;
    QDateTime m_deadline;
};

class SystemClock final : public Clock {
public:
    QDateTime now() const override { return QDateTime::currentDateTimeUtc(); }
    ClockTimer *createTimer(QObject *parent) override { return new SystemClockTimer(parent); }
};

} // namespace

class ManualClockTimer final : public ClockTimer {
public:
    ManualClockTimer(ManualClock *clock, QObject *parent)
        : ClockTimer(parent)
        , m_clock(clock)
    {
    }
    void startAt(const QDateTime &deadline) override
    {
        m_deadline = deadline;
        m_active = true;
        // A deadline already reached fires from the event loop, as a zero QTimer would.
        if (m_clock && deadline <= m_clock->now())
            QTimer::singleShot(0, this, [this, deadline] {
                if (m_active && m_deadline == deadline)
                    fire();
            });
    }
    void stop() override { m_active = false; }
    bool isActive() const override { return m_active; }
    QDateTime deadline() const override { return m_deadline; }

    void fire()
    {
        m_active = false;
        Q_EMIT timeout();
    }

private:
    QPointer<ManualClock> m_clock;
    QDateTime m_deadline;
    bool m_active = false;
};

Clock *Clock::system()
{
    static SystemClock clock;
    return &clock;
}

ManualClock::ManualClock(const QDateTime &start, QObject *parent)
    : QObject(parent)
    , m_now(start.toUTC())
{
}

ClockTimer *ManualClock::createTimer(QObject *parent)
{
    auto *timer = new ManualClockTimer(this, parent);
    m_timers.emplace_back(timer);
    return timer;
}

void ManualClock::advance(qint64 msecs)
{
    setNow(m_now.addMSecs(msecs));
}

void ManualClock::setNow(const QDateTime &time)
{
    const QDateTime target = time.toUTC();
    // Fire due timers one at a time, earliest first; a fired timer may arm new ones.
    for (;;) {
        std::erase_if(m_timers, [](const QPointer<ManualClockTimer> &t) { return t.isNull(); });
        ManualClockTimer *next = nullptr;
        for (const auto &t : m_timers) {
            if (t->isActive() && t->deadline() <= target && (!next || t->deadline() < next->deadline()))
                next = t.data();
        }
        if (!next)
            break;
        if (next->deadline() > m_now)
            m_now = next->deadline();
        next->fire();
    }
    m_now = std::max(m_now, target);
}

int ManualClock::activeTimerCount() const
{
    return int(std::count_if(m_timers.begin(), m_timers.end(),
                             [](const QPointer<ManualClockTimer> &t) { return t && t->isActive(); }));
}

QDateTime ManualClock::nextDeadline() const
{
    QDateTime earliest;
    for (const auto &t : m_timers) {
        if (t && t->isActive() && (!earliest.isValid() || t->deadline() < earliest))
            earliest = t->deadline();
    }
    return earliest;
}

} // namespace cliniclink
