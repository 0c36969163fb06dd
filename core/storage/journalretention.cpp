// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Retention: what the journal holds about patients is not kept forever. Every table that can hold
// personal data has its rule here (forgetBefore() applies them all):
// - tracked_items: an item that finished, was refused or was stopped before the cutoff loses what
//   it carried about the patient (the form as sent, the platform's answer, the summary line with
//   the name, the last error's text); the row itself stays, so the fact that something was sent,
//   when, and how it ended can still be looked up. An item finished without a status time (a row
//   refused before any status, a lab registration of an older version) counts from its creation.
// - drafts: a form nobody changed since the cutoff is deleted.
// - bulk_jobs, bulk_rows: a cancelled or finished sheet changed last before the cutoff loses its
//   file's name, its header and its cells.
// - request_log: rows older than the cutoff are deleted (they are masked, but name paths and
//   times of a patient's requests).
// What is still unfinished past the period (an item never answered, a send still in doubt, a
// sheet never finished) is neither kept silently nor dropped silently: unfinishedBefore() counts
// it for the Overview, and closeUnfinished() closes it when the person says so.

#include "journal.h"
#include "journalsql_p.h"

#include <QSet>
#include <QSqlQuery>

namespace cliniclink {

using namespace journalsql;

namespace {

// An item is over when it is terminal (finished or refused) or the person stopped it.
const QString kFinishedBefore = QStringLiteral("((terminal = 1 AND COALESCE(last_status_at, created_at) < :cutoff)"
                                               " OR (stopped_at IS NOT NULL AND stopped_at < :cutoff))");
// Neither terminal nor stopped, and no change of status since the cutoff.
const QString kUnfinishedBefore =
    QStringLiteral("terminal = 0 AND stopped_at IS NULL AND COALESCE(last_status_at, created_at) < :cutoff");
const QString kUnfinishedJobStates = QStringLiteral("('ready', 'running', 'paused')");

} // namespace

JournalResult<int> Journal::forgetFinished(const QDateTime &finishedBefore)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared = statement(
        QStringLiteral("UPDATE tracked_items SET payload = '{}', result = '{}', summary = '', last_error = NULL"
                       " WHERE %1 AND (payload <> '{}' OR result <> '{}' OR summary <> ''"
                       " OR last_error IS NOT NULL)")
            .arg(kFinishedBefore));
    QSqlQuery &q = *prepared;
    q.bindValue(QStringLiteral(":cutoff"), timeValue(finishedBefore));
    if (!q.exec())
        return queryError(q);
    return int(q.numRowsAffected());
}

JournalResult<int> Journal::forgetDrafts(const QDateTime &changedBefore)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT DISTINCT environment_id FROM drafts WHERE updated_at < ?"));
    q.addBindValue(timeValue(changedBefore));
    if (!q.exec())
        return queryError(q);
    QStringList environments;
    while (q.next())
        environments << q.value(0).toString();
    q.finish();
    if (environments.isEmpty())
        return 0;
    q.prepare(QStringLiteral("DELETE FROM drafts WHERE updated_at < ?"));
    q.addBindValue(timeValue(changedBefore));
    if (!q.exec())
        return queryError(q);
    const int removed = int(q.numRowsAffected());
    for (const QString &environmentId : std::as_const(environments))
        Q_EMIT draftsChanged(environmentId);
    return removed;
}

JournalResult<int> Journal::pruneRequestLogBefore(const QDateTime &before)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared = statement(QStringLiteral("DELETE FROM request_log WHERE time < ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(timeValue(before));
    if (!q.exec())
        return queryError(q);
    return int(q.numRowsAffected());
}

JournalResult<int> Journal::forgetBefore(const QDateTime &cutoff)
{
    int changed = 0;
    for (const auto &rule : {&Journal::forgetFinished, &Journal::forgetFinishedBulkJobs, &Journal::forgetDrafts,
                             &Journal::pruneRequestLogBefore}) {
        const auto done = (this->*rule)(cutoff);
        if (!done)
            return done;
        changed += *done;
    }
    return changed;
}

JournalResult<UnfinishedItems> Journal::unfinishedBefore(const QDateTime &cutoff) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    UnfinishedItems found;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT id FROM tracked_items WHERE %1 ORDER BY id").arg(kUnfinishedBefore));
    q.bindValue(QStringLiteral(":cutoff"), timeValue(cutoff));
    if (!q.exec())
        return queryError(q);
    while (q.next())
        found.items << q.value(0).toLongLong();
    q.finish();
    q.prepare(QStringLiteral("SELECT id FROM bulk_jobs WHERE state IN %1 AND updated_at < ? ORDER BY id")
                  .arg(kUnfinishedJobStates));
    q.addBindValue(timeValue(cutoff));
    if (!q.exec())
        return queryError(q);
    while (q.next())
        found.bulkJobs << q.value(0).toLongLong();
    return found;
}

JournalResult<int> Journal::closeUnfinished(const UnfinishedItems &unfinished, const QDateTime &when)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    int closed = 0;
    const QVariant now = timeValue(when.isValid() ? when : m_clock->now());
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        // Stopped (so never followed or looked up again) and emptied at once: the person closed
        // them because the period is over. A row that finished meanwhile is left to its own rule;
        // one the poller has just marked stopped keeps that time.
        const JournalStatement prepared =
            statement(QStringLiteral("UPDATE tracked_items SET stopped_at = COALESCE(stopped_at, :now),"
                                     " next_check_at = NULL, payload = '{}', result = '{}', summary = '',"
                                     " last_error = NULL WHERE id = :id AND terminal = 0"));
        QSqlQuery &q = *prepared;
        for (qint64 id : unfinished.items) {
            q.bindValue(QStringLiteral(":now"), now);
            q.bindValue(QStringLiteral(":id"), id);
            if (!q.exec())
                return queryError(q);
            closed += int(q.numRowsAffected());
        }
        const JournalStatement preparedJob =
            statement(QStringLiteral("UPDATE bulk_jobs SET state = 'cancelled', title = '', header = '[]',"
                                     " updated_at = ? WHERE id = ? AND state IN %1")
                          .arg(kUnfinishedJobStates));
        QSqlQuery &job = *preparedJob;
        const JournalStatement preparedRows =
            statement(QStringLiteral("UPDATE bulk_rows SET cells = '[]' WHERE job_id = ?"));
        QSqlQuery &rows = *preparedRows;
        for (qint64 id : unfinished.bulkJobs) {
            job.bindValue(0, now);
            job.bindValue(1, id);
            if (!job.exec())
                return queryError(job);
            if (job.numRowsAffected() == 0)
                continue;
            ++closed;
            rows.bindValue(0, id);
            if (!rows.exec())
                return queryError(rows);
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    for (qint64 id : unfinished.items)
        Q_EMIT trackedItemChanged(id);
    for (qint64 id : unfinished.bulkJobs)
        Q_EMIT bulkJobChanged(id);
    return closed;
}

JournalResult<bool> Journal::claimRetentionRun(const QDateTime &notSince)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (!m_location.isPostgres())
        return true;
    const JournalStatement preparedQuery = statement(
        QStringLiteral("UPDATE journal_meta SET retention_at = ? WHERE retention_at IS NULL OR retention_at < ?"));
    QSqlQuery &query = *preparedQuery;
    query.addBindValue(timeValue(m_clock->now()));
    query.addBindValue(timeValue(notSince));
    if (!query.exec())
        return queryError(query);
    return query.numRowsAffected() > 0;
}

} // namespace cliniclink
