// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's time: now() = anchor + real time elapsed since the anchor * scale + manual offset.
// The admin API advances it (an order completes "in an hour" at once) or speeds it up; timers made
// by createTimer() fire at the right virtual time, re-armed whenever the scale or offset changes.
// Real time comes from another Clock, so tests drive even the scaling with a ManualClock.

#include "core/common/clock.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace cliniclink::sandbox {

class VirtualClock final : public QObject, public Clock {
    Q_OBJECT
public:
    // Starts at `start` (default: the real time now), running at `scale` x real time.
    explicit VirtualClock(Clock *realTime = Clock::system(), const QDateTime &start = {}, double scale = 1.0,
                          QObject *parent = nullptr);

    QDateTime now() const override;
    ClockTimer *createTimer(QObject *parent) override;

    // Moves virtual time forward by msecs (negative values are ignored, more than kMaxAdvanceMs is
    // taken as kMaxAdvanceMs); due timers fire at once, earliest first, each seeing now() at least
    // its deadline.
    void advance(qint64 msecs);
    // Jumps to `time` when it is later than now().
    void advanceTo(const QDateTime &time);
    // The fastest time may run: a year of virtual time per real second. Beyond it (1e308 once
    // reached the clock) real milliseconds times the scale no longer fit a qint64.
    static constexpr double kMaxScale = 31'536'000.0;
    // The furthest advance() moves time in one step (about 30 years), for the same reason.
    static constexpr qint64 kMaxAdvanceMs = 1'000'000'000'000;
    // Virtual seconds per real second; 0 stops time (only advance() moves it). Returns false and
    // keeps the scale when it is negative, not finite or above kMaxScale.
    bool setScale(double scale);
    static bool isValidScale(double scale);
    double scale() const { return m_scale; }

Q_SIGNALS:
    // Scale or offset changed: the clock's timers re-arm their real timers.
    void changed();

private:
    friend class VirtualClockTimer;
    void rebase();
    // Real milliseconds until virtual time reaches deadline; -1 when time is stopped.
    qint64 realMsecsUntil(const QDateTime &deadline) const;
    void fireDue();

    Clock *m_real;
    QDateTime m_anchorVirtual;
    QDateTime m_anchorReal;
    double m_scale;
    std::vector<QPointer<class VirtualClockTimer>> m_timers;
};

} // namespace cliniclink::sandbox
