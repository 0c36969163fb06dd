// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Another clock's time moved by an offset: the clinic's time on a workstation whose own clock is
// off. The workstations of a clinic compare each other's times in the clinic database (leases,
// heartbeats, the shared budget's minute), so they all read the database server's time: the
// Session measures how far this machine's clock is from it (Journal::clockSkew()) and moves its
// OffsetClock by that much. Timers made by createTimer() fire when this clock reaches their
// deadline; a correction moves the deadlines of those armed with it, so each waits as long as it
// was armed for (what was armed before the clock was found minutes off neither fires at once nor
// minutes late).

#include "clock.h"

#include <QObject>
#include <QPointer>

#include <vector>

namespace cliniclink {

class OffsetClock final : public QObject, public Clock {
    Q_OBJECT
public:
    // base: the clock moved (not null; it outlives this one); offsetMs: how far ahead of it this
    // one runs.
    explicit OffsetClock(Clock *base, qint64 offsetMs = 0, QObject *parent = nullptr);

    QDateTime now() const override { return m_base->now().addMSecs(m_offsetMs); }
    ClockTimer *createTimer(QObject *parent) override;

    qint64 offset() const { return m_offsetMs; }
    // Moves this clock to base + offsetMs; armed timers move with it and keep the time they had left.
    void setOffset(qint64 offsetMs);
    // This clock read skewMs behind the time it should show: moves it by skewMs unless that is
    // within toleranceMs (a measurement's own noise, which would only move the armed timers). True when
    // it moved.
    bool correctBy(qint64 skewMs, qint64 toleranceMs);

    Clock &base() const { return *m_base; }

Q_SIGNALS:
    // The offset moved by byMs (its timers' deadlines with it).
    void offsetMoved(qint64 byMs);

private:
    Clock *m_base;
    qint64 m_offsetMs;
};

} // namespace cliniclink
