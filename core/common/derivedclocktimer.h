// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The timer of a clock whose time is derived from another's (OffsetClock; the sandbox's
// VirtualClock): it keeps its deadline on the derived clock and arms a timer of the base clock
// for it, again (rearm()) whenever the derived clock's relation to the base changes. A base timer
// that fires before the derived clock has reached the deadline (rounding between the two time
// lines) arms again for the rest.

#include "clock.h"

namespace cliniclink {

class DerivedClockTimer : public ClockTimer {
public:
    void startAt(const QDateTime &deadline) override;
    void stop() override;
    bool isActive() const override { return m_active; }
    QDateTime deadline() const override { return m_deadline; }
    // Ends the wait now: inactive, the base timer stopped, timeout() emitted.
    void fire();

protected:
    DerivedClockTimer(Clock &base, QObject *parent);
    // Arms baseTimer() for deadline() as the derived clock stands now, or stops it when the
    // deadline cannot come by the base clock alone. Called while active only.
    virtual void rearm() = 0;
    // The derived clock's time now; invalid when that clock is gone (nothing fires then).
    virtual QDateTime derivedNow() const = 0;
    ClockTimer *baseTimer() const { return m_base; }
    // For a connection to the derived clock's "changed" signal.
    void rearmIfActive();
    // The deadline moved with the derived clock, the base timer left as it is.
    void moveDeadline(qint64 byMs);

private:
    void onBaseTimeout();

    ClockTimer *m_base;
    QDateTime m_deadline;
    bool m_active = false;
};

} // namespace cliniclink
