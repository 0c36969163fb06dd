// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Journal: bulk jobs and their rows (bulk enrichment).
#include "journal.h"
#include "journalsql_p.h"

#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

namespace cliniclink {

using namespace journalsql;

namespace {

const QString kJobColumns =
    QStringLiteral("id, environment_id, operation, title, header, mapping, settings, state, created_at, updated_at,"
                   " (SELECT COUNT(*) FROM bulk_rows WHERE job_id = bulk_jobs.id)");

QString listText(const QStringList &list)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(list)).toJson(QJsonDocument::Compact));
}

QStringList listFrom(const QVariant &value)
{
    QStringList out;
    for (const QJsonValue &v : QJsonDocument::fromJson(value.toString().toUtf8()).array())
        out << v.toString();
    return out;
}

BulkJob jobFrom(const QSqlQuery &q)
{
    BulkJob job;
    job.id = q.value(0).toLongLong();
    job.environmentId = q.value(1).toString();
    job.operation = q.value(2).toString();
    job.title = q.value(3).toString();
    job.header = listFrom(q.value(4));
    job.mapping = jsonFrom(q.value(5));
    job.settings = jsonFrom(q.value(6));
    job.state = bulkJobStateFromKey(q.value(7).toString());
    job.createdAt = timeFrom(q.value(8));
    job.updatedAt = timeFrom(q.value(9));
    job.rowCount = q.value(10).toInt();
    return job;
}

} // namespace

QString bulkJobStateKey(BulkJob::State state)
{
    switch (state) {
    case BulkJob::State::Ready:
        return QStringLiteral("ready");
    case BulkJob::State::Running:
        return QStringLiteral("running");
    case BulkJob::State::Paused:
        return QStringLiteral("paused");
    case BulkJob::State::Cancelled:
        return QStringLiteral("cancelled");
    case BulkJob::State::Finished:
        return QStringLiteral("finished");
    }
    Q_UNREACHABLE();
}

BulkJob::State bulkJobStateFromKey(const QString &key)
{
    for (auto s :
         {BulkJob::State::Running, BulkJob::State::Paused, BulkJob::State::Cancelled, BulkJob::State::Finished}) {
        if (bulkJobStateKey(s) == key)
            return s;
    }
    return BulkJob::State::Ready;
}

JournalResult<qint64> Journal::createBulkJob(const BulkJob &job, const QList<QStringList> &rows)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    qint64 id = 0;
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        const QVariant now = timeValue(m_clock->now());
        const JournalStatement prepared = statement(
            QStringLiteral("INSERT INTO bulk_jobs (environment_id, operation, title, header, mapping, settings,"
                           " state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            + Dialect{engine()}.returningId());
        QSqlQuery &q = *prepared;
        q.addBindValue(nonNull(job.environmentId));
        q.addBindValue(nonNull(job.operation));
        q.addBindValue(nonNull(job.title));
        q.addBindValue(listText(job.header));
        q.addBindValue(jsonText(job.mapping));
        q.addBindValue(jsonText(job.settings));
        q.addBindValue(bulkJobStateKey(job.state));
        q.addBindValue(now);
        q.addBindValue(now);
        if (!q.exec())
            return queryError(q);
        id = insertedId(q);
        q.finish();
        const JournalStatement preparedR =
            statement(QStringLiteral("INSERT INTO bulk_rows (job_id, row_no, cells) VALUES (?, ?, ?)"));
        QSqlQuery &r = *preparedR;
        for (int i = 0; i < rows.size(); ++i) {
            r.bindValue(0, id);
            r.bindValue(1, i);
            r.bindValue(2, listText(rows.at(i)));
            if (!r.exec())
                return queryError(r);
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    Q_EMIT bulkJobChanged(id);
    return id;
}

JournalResult<BulkJob> Journal::bulkJob(qint64 id) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM bulk_jobs WHERE id = ?").arg(kJobColumns));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    if (!q.exec())
        return queryError(q);
    if (!q.next())
        return error(JournalError::Code::NotFound);
    return jobFrom(q);
}

JournalResult<QList<BulkJob>> Journal::bulkJobs(const QString &environmentId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM bulk_jobs WHERE environment_id = ? ORDER BY created_at DESC, id DESC")
                      .arg(kJobColumns));
    QSqlQuery &q = *prepared;
    q.addBindValue(environmentId);
    if (!q.exec())
        return queryError(q);
    QList<BulkJob> out;
    while (q.next())
        out << jobFrom(q);
    return out;
}

JournalResult<QList<BulkRow>> Journal::bulkRows(qint64 jobId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT row_no, cells, tracked_id FROM bulk_rows WHERE job_id = ? ORDER BY row_no"));
    QSqlQuery &q = *prepared;
    q.addBindValue(jobId);
    if (!q.exec())
        return queryError(q);
    QList<BulkRow> out;
    while (q.next())
        out << BulkRow{jobId, q.value(0).toInt(), listFrom(q.value(1)), q.value(2).toLongLong()};
    return out;
}

JournalResult<void> Journal::updateBulk(const QString &sql, const QVariantList &values, qint64 jobId, bool announce)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared = statement(sql);
    QSqlQuery &q = *prepared;
    for (const QVariant &value : values)
        q.addBindValue(value);
    if (!q.exec())
        return queryError(q);
    if (q.numRowsAffected() == 0)
        return error(JournalError::Code::NotFound);
    if (announce)
        Q_EMIT bulkJobChanged(jobId);
    return {};
}

JournalResult<void> Journal::setBulkJobState(qint64 jobId, BulkJob::State state)
{
    return updateBulk(QStringLiteral("UPDATE bulk_jobs SET state = ?, updated_at = ? WHERE id = ?"),
                      {bulkJobStateKey(state), timeValue(m_clock->now()), jobId}, jobId, true);
}

JournalResult<void> Journal::setBulkJobMapping(qint64 jobId, const QJsonObject &mapping)
{
    return updateBulk(QStringLiteral("UPDATE bulk_jobs SET mapping = ?, updated_at = ? WHERE id = ?"),
                      {jsonText(mapping), timeValue(m_clock->now()), jobId}, jobId, true);
}

JournalResult<void> Journal::setBulkRowCells(qint64 jobId, int rowNo, const QStringList &cells)
{
    return updateBulk(
        QStringLiteral("UPDATE bulk_rows SET cells = ? WHERE job_id = ? AND row_no = ? AND tracked_id IS NULL"),
        {listText(cells), jobId, rowNo}, jobId, true);
}

JournalResult<void> Journal::setBulkRowSent(qint64 jobId, int rowNo, qint64 trackedId)
{
    return updateBulk(QStringLiteral("UPDATE bulk_rows SET tracked_id = ? WHERE job_id = ? AND row_no = ?"),
                      {trackedId == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(trackedId), jobId, rowNo},
                      jobId, false);
}

JournalResult<QHash<int, qint64>> Journal::bulkSends(qint64 jobId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    const Dialect d{engine()};
    q.prepare(QStringLiteral("SELECT %1, id FROM tracked_items WHERE %2 = ? AND (outbox IS NULL OR outbox <> 'refused')"
                             " ORDER BY id")
                  .arg(d.jsonText(QStringLiteral("payload"), {QStringLiteral("bulkRow"), QStringLiteral("row")}),
                       d.jsonText(QStringLiteral("payload"), {QStringLiteral("bulkRow"), QStringLiteral("job")})));
    q.addBindValue(QString::number(jobId));
    if (!q.exec())
        return queryError(q);
    QHash<int, qint64> out;
    while (q.next())
        out.insert(q.value(0).toInt(), q.value(1).toLongLong());
    return out;
}

JournalResult<void> Journal::removeBulkJob(qint64 jobId)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        for (const QString &sql : {QStringLiteral("DELETE FROM bulk_rows WHERE job_id = ?"),
                                   QStringLiteral("DELETE FROM bulk_jobs WHERE id = ?")}) {
            const JournalStatement prepared = statement(sql);
            QSqlQuery &q = *prepared;
            q.addBindValue(jobId);
            if (!q.exec())
                return queryError(q);
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    Q_EMIT bulkJobChanged(jobId);
    return {};
}

JournalResult<int> Journal::forgetFinishedBulkJobs(const QDateTime &changedBefore)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    int emptied = 0;
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        // The cells, and the file's name and header row: a patient list is named after its
        // patients as often as not, and a file without a header has a patient in its first row.
        const QString finished = QStringLiteral("state IN ('cancelled', 'finished') AND updated_at < ?");
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("UPDATE bulk_rows SET cells = '[]' WHERE cells <> '[]' AND job_id IN"
                                 " (SELECT id FROM bulk_jobs WHERE %1)")
                      .arg(finished));
        q.addBindValue(timeValue(changedBefore));
        if (!q.exec())
            return queryError(q);
        emptied += int(q.numRowsAffected());
        q.prepare(QStringLiteral("UPDATE bulk_jobs SET title = '', header = '[]'"
                                 " WHERE %1 AND (title <> '' OR header <> '[]')")
                      .arg(finished));
        q.addBindValue(timeValue(changedBefore));
        if (!q.exec())
            return queryError(q);
        emptied += int(q.numRowsAffected());
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return emptied;
}

} // namespace cliniclink
