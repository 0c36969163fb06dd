// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Time that tests control. Everything that waits (the poller, rate limits, retry pauses, draft
// expiry, the sandbox's virtual time) reads the time and sets its timers through a Clock, so a test
// advances a ManualClock instead of sleeping.

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <algorithm>
#include <memory>
#include <vector>

namespace cliniclink {

// A one-shot timer of a Clock: fires timeout() once the clock reaches the deadline.
class ClockTimer : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Arms the timer (re-arms it if active). A deadline in the past fires on the next event loop pass.
    virtual void startAt(const QDateTime &deadline) = 0;
    virtual void stop() = 0;
    virtual bool isActive() const = 0;
    virtual QDateTime deadline() const = 0;

Q_SIGNALS:
    void timeout();
};

// The later of two times, where an invalid time means "none": laterOf(invalid, t) is t.
inline QDateTime laterOf(const QDateTime &a, const QDateTime &b)
{
    if (!a.isValid())
        return b;
    if (!b.isValid())
        return a;
    return std::max(a, b);
}

class Clock {
public:
    virtual ~Clock() = default;
    // Current time, UTC.
    virtual QDateTime now() const = 0;
    // A new timer on this clock, owned by parent.
    virtual ClockTimer *createTimer(QObject *parent) = 0;

    // The wall clock, process-wide; it has no state, so sharing it is harmless.
    static Clock *system();
};

// A clock that moves only when told to. advance() fires the due timers in deadline order, each
// seeing now() equal to its own deadline, so chains of timers behave as they would in real time.
class ManualClock final : public QObject, public Clock {
    Q_OBJECT
public:
    explicit ManualClock(const QDateTime &start = QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC),
                         QObject *parent = nullptr);

    QDateTime now() const override { return m_now; }
    ClockTimer *createTimer(QObject *parent) override;

    void advance(qint64 msecs);
    void advanceSeconds(qint64 seconds) { advance(seconds * 1000); }
    void setNow(const QDateTime &time);
    // Timers armed and not yet fired; lets a test assert that something is (not) scheduled.
    int activeTimerCount() const;
    // Earliest deadline of an armed timer, or an invalid QDateTime when none is armed.
    QDateTime nextDeadline() const;

private:
    friend class ManualClockTimer;
    QDateTime m_now;
    std::vector<QPointer<class ManualClockTimer>> m_timers;
};

} // namespace cliniclink
