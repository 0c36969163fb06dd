// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journalwatch.h"

#include "core/common/logging.h"
#include "core/storage/journal.h"

#include <QDir>

namespace cliniclink {

JournalWatch::JournalWatch(Journal &journal, QObject *parent, Clock *clock)
    : QObject(parent)
    , m_journal(journal)
    , m_clock(clock ? clock : Clock::system())
    , m_reconnect(m_clock->createTimer(this))
{
    m_health.problem = tr("The local journal is not open yet.");
    connect(&m_journal, &Journal::failed, this, &JournalWatch::reportFailure);
    connect(m_reconnect, &ClockTimer::timeout, this, &JournalWatch::recheck);
}

void JournalWatch::reportFailure(const JournalError &error)
{
    if (!error.isFatal())
        return;
    setHealth({true, false, error.message, m_notice});
    scheduleReconnect(error.code);
}

void JournalWatch::scheduleReconnect(JournalError::Code code)
{
    const bool lost = code == JournalError::Code::Unreachable || code == JournalError::Code::OpenFailed
        || code == JournalError::Code::NotOpen;
    if (m_journal.engine() != JournalEngine::PostgreSQL || !lost || m_reconnect->isActive())
        return;
    m_reconnect->startAt(m_clock->now().addSecs(kReconnectSeconds));
}

void JournalWatch::recheck()
{
    if (!m_journal.isOpen()) {
        if (const auto opened = m_journal.open(); !opened) {
            qCWarning(lcJournal) << "journal not opened:" << opened.error().detail;
            Q_EMIT openFailed(opened.error().message);
            setHealth({true, false, opened.error().message, {}});
            scheduleReconnect(opened.error().code);
            return;
        }
        if (!m_journal.movedAsideFrom().isEmpty())
            m_notice = tr("The local journal was damaged. It was moved to %1 and kept as it was; a new "
                          "journal was started, so what the old one followed is not followed here.")
                           .arg(QDir::toNativeSeparators(m_journal.movedAsideFrom()));
    }
    if (const auto written = m_journal.checkWritable(); !written)
        return; // failed() has set the health
    setHealth({true, true, {}, m_notice});
}

void JournalWatch::setHealth(const JournalHealth &health)
{
    if (health == m_health)
        return;
    m_health = health;
    Q_EMIT healthChanged(health);
}

} // namespace cliniclink
