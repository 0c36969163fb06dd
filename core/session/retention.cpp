// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "retention.h"

#include "core/common/clock.h"
#include "core/common/logging.h"
#include "core/follow/followdesk.h"
#include "core/net/requestlog.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"

namespace cliniclink {

Retention::Retention(Clock &clock, Journal &journal, Journal &requestJournal, FollowDesk &follow,
                     EnvironmentStore &environments, RequestLog &requestLog, int days, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_journal(journal)
    , m_requestJournal(requestJournal)
    , m_follow(follow)
    , m_environments(environments)
    , m_requestLog(requestLog)
    , m_days(days)
    , m_timer(clock.createTimer(this))
{
    connect(m_timer, &ClockTimer::timeout, this, &Retention::apply);
}

bool Retention::journalShared() const
{
    return &m_requestJournal != &m_journal;
}

JournalResult<int> Retention::clearJournal()
{
    int forgotten = 0;
    if (!journalShared()) {
        const auto items = m_journal.forgetFinished(m_clock.now().addSecs(1));
        if (!items)
            return items;
        if (const auto sheets = m_journal.forgetFinishedBulkJobs(m_clock.now().addSecs(1)); !sheets)
            return sheets.error();
        forgotten = *items;
    }
    if (const auto pruned = m_requestJournal.pruneRequestLog(0); !pruned)
        return pruned.error();
    m_requestLog.clear();
    return forgotten;
}

void Retention::setDays(int days)
{
    m_environments.setRetentionDays(days);
    m_days = std::max(0, days);
    m_timer->stop();
    run(false);
}

void Retention::apply()
{
    run(true);
}

void Retention::run(bool claimFirst)
{
    const QDateTime now = m_clock.now();
    m_timer->startAt(now.addDays(1));
    if (m_days <= 0) {
        countUnfinished({});
        return;
    }
    if (!m_journal.isOpen())
        return;
    const QDateTime cutoff = now.addDays(-m_days);
    // This workstation's own request log, beside a clinic database: its rule is the same.
    if (journalShared() && m_requestJournal.isOpen()) {
        if (const auto pruned = m_requestJournal.pruneRequestLogBefore(cutoff); !pruned)
            qCWarning(lcJournal) << "retention not applied to the request log:" << pruned.error().detail;
    }
    // A clinic's workstations each pass here daily; the first since a day (less a margin for
    // timers that fire a little early) empties for them all, the others only count.
    if (claimFirst) {
        const auto claimed = m_journal.claimRetentionRun(now.addSecs(-23 * 3600));
        if (claimed && !*claimed) {
            countUnfinished(cutoff);
            return;
        }
    }
    if (const auto forgotten = m_journal.forgetBefore(cutoff); !forgotten)
        qCWarning(lcJournal) << "retention not applied:" << forgotten.error().detail;
    else if (*forgotten > 0)
        qCInfo(lcJournal) << "retention: emptied or deleted" << *forgotten << "rows";
    countUnfinished(cutoff);
}

void Retention::countUnfinished(const QDateTime &cutoff)
{
    UnfinishedItems unfinished;
    if (cutoff.isValid() && m_journal.isOpen()) {
        const auto found = m_journal.unfinishedBefore(cutoff);
        if (!found) {
            qCWarning(lcJournal) << "unfinished items not counted:" << found.error().detail;
            return;
        }
        unfinished = *found;
    }
    if (unfinished == m_unfinished)
        return;
    const bool countChanged = unfinished.count() != m_unfinished.count();
    m_unfinished = unfinished;
    if (countChanged)
        Q_EMIT unfinishedChanged(int(m_unfinished.count()));
}

JournalResult<int> Retention::closeUnfinished()
{
    if (m_days <= 0)
        return 0;
    const QDateTime cutoff = m_clock.now().addDays(-m_days);
    // Counted again now: what finished since the last count is not closed.
    const auto found = m_journal.unfinishedBefore(cutoff);
    if (!found)
        return found.error();
    const auto closed = m_follow.closeUnfinished(*found);
    countUnfinished(cutoff);
    return closed;
}

} // namespace cliniclink
