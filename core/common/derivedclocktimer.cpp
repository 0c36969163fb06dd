// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "derivedclocktimer.h"

namespace cliniclink {

DerivedClockTimer::DerivedClockTimer(Clock &base, QObject *parent)
    : ClockTimer(parent)
    , m_base(base.createTimer(this))
{
    connect(m_base, &ClockTimer::timeout, this, &DerivedClockTimer::onBaseTimeout);
}

void DerivedClockTimer::startAt(const QDateTime &deadline)
{
    m_deadline = deadline;
    m_active = true;
    rearm();
}

void DerivedClockTimer::stop()
{
    m_active = false;
    m_base->stop();
}

void DerivedClockTimer::fire()
{
    m_active = false;
    m_base->stop();
    Q_EMIT timeout();
}

void DerivedClockTimer::rearmIfActive()
{
    if (m_active)
        rearm();
}

void DerivedClockTimer::moveDeadline(qint64 byMs)
{
    m_deadline = m_deadline.addMSecs(byMs);
}

void DerivedClockTimer::onBaseTimeout()
{
    if (!m_active)
        return;
    const QDateTime now = derivedNow();
    if (!now.isValid())
        return;
    if (now < m_deadline)
        rearm();
    else
        fire();
}

} // namespace cliniclink
