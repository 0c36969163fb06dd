// Journal: the tracked_items table.
#include "journal.h"

#include "journalsql_p.h"

#include <QSqlQuery>

namespace cliniclink {

using namespace journalsql;

JournalResult<qint64> Journal::track(const TrackedItem &item)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO tracked_items (environment_id, service, kind, external_id, created_at,"
        " created_by, summary, payload, last_status, last_status_at, last_checked_at, next_check_at,"
        " terminal, error_count, last_error, stopped_at, result)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(nonNull(item.environmentId));
    q.addBindValue(nonNull(item.service));
    q.addBindValue(nonNull(item.kind));
    q.addBindValue(nonNull(item.externalId));
    q.addBindValue(timeValue(item.createdAt.isValid() ? item.createdAt : m_clock->now()));
    q.addBindValue(nonNull(item.createdBy));
    q.addBindValue(nonNull(item.summary));
    q.addBindValue(jsonText(item.payload));
    q.addBindValue(textValue(item.lastStatus));
    q.addBindValue(timeValue(item.lastStatusAt));
    q.addBindValue(timeValue(item.lastCheckedAt));
    q.addBindValue(timeValue(item.nextCheckAt));
    q.addBindValue(item.terminal ? 1 : 0);
    q.addBindValue(item.errorCount);
    q.addBindValue(textValue(item.lastError));
    q.addBindValue(timeValue(item.stoppedAt));
    q.addBindValue(jsonText(item.result));
    if (!q.exec())
        return queryError(q);
    const qint64 id = q.lastInsertId().toLongLong();
    Q_EMIT trackedItemChanged(id);
    return id;
}

JournalResult<TrackedItem> Journal::trackedItem(qint64 id) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM tracked_items WHERE id = ?").arg(kTrackedColumns));
    q.addBindValue(id);
    if (!q.exec())
        return queryError(q);
    if (!q.next())
        return error(JournalError::Code::NotFound);
    return trackedFrom(q);
}

JournalResult<TrackedItem> Journal::findTracked(const QString &environmentId, const QString &service,
                                                const QString &externalId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM tracked_items WHERE environment_id = ? AND service = ?"
                             " AND external_id = ? ORDER BY id DESC LIMIT 1")
                  .arg(kTrackedColumns));
    q.addBindValue(environmentId);
    q.addBindValue(service);
    q.addBindValue(externalId);
    if (!q.exec())
        return queryError(q);
    if (!q.next())
        return error(JournalError::Code::NotFound);
    return trackedFrom(q);
}

JournalResult<QList<TrackedItem>> Journal::pendingItems(const QString &environmentId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM tracked_items WHERE environment_id = ? AND terminal = 0"
                             " AND stopped_at IS NULL ORDER BY next_check_at, id")
                  .arg(kTrackedColumns));
    q.addBindValue(environmentId);
    if (!q.exec())
        return queryError(q);
    QList<TrackedItem> items;
    while (q.next())
        items.append(trackedFrom(q));
    return items;
}

JournalResult<QList<TrackedItem>> Journal::trackedItems(const QString &environmentId, int limit,
                                                       const QString &service) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM tracked_items WHERE environment_id = ? AND (? = '' OR service = ?)"
                             " ORDER BY id DESC LIMIT ?").arg(kTrackedColumns));
    q.addBindValue(environmentId);
    q.addBindValue(nonNull(service)); // a null QString binds as NULL, and NULL = '' is never true
    q.addBindValue(nonNull(service));
    q.addBindValue(limit);
    if (!q.exec())
        return queryError(q);
    QList<TrackedItem> items;
    while (q.next())
        items.append(trackedFrom(q));
    return items;
}

JournalResult<void> Journal::updateStatus(qint64 id, const QString &status, bool terminal, const QDateTime &when)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE tracked_items SET"
        " last_status_at = CASE WHEN last_status IS :status THEN last_status_at ELSE :when END,"
        " last_status = :status, terminal = :terminal,"
        " next_check_at = CASE WHEN :terminal THEN NULL ELSE next_check_at END"
        " WHERE id = :id"));
    q.bindValue(QStringLiteral(":status"), textValue(status));
    q.bindValue(QStringLiteral(":when"), timeValue(when));
    q.bindValue(QStringLiteral(":terminal"), terminal ? 1 : 0);
    q.bindValue(QStringLiteral(":id"), id);
    return execChange(q, id);
}

JournalResult<void> Journal::recordCheck(qint64 id, const TrackedCheck &check)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE tracked_items SET"
        " last_status_at = CASE WHEN last_status IS :status THEN last_status_at ELSE :checked END,"
        " last_status = :status, terminal = :terminal, last_checked_at = :checked,"
        " next_check_at = :next, error_count = :errors, last_error = :error"
        " WHERE id = :id"));
    q.bindValue(QStringLiteral(":status"), textValue(check.status));
    q.bindValue(QStringLiteral(":checked"), timeValue(check.checkedAt));
    q.bindValue(QStringLiteral(":terminal"), check.terminal ? 1 : 0);
    q.bindValue(QStringLiteral(":next"), timeValue(check.terminal ? QDateTime() : check.nextCheckAt));
    q.bindValue(QStringLiteral(":errors"), check.errorCount);
    q.bindValue(QStringLiteral(":error"), textValue(check.lastError));
    q.bindValue(QStringLiteral(":id"), id);
    return execChange(q, id);
}

JournalResult<void> Journal::recordResult(qint64 id, const QJsonObject &result)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE tracked_items SET result = ? WHERE id = ?"));
    q.addBindValue(jsonText(result));
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::markStopped(qint64 id, const QDateTime &when)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE tracked_items SET stopped_at = ?, next_check_at = NULL WHERE id = ?"));
    q.addBindValue(timeValue(when.isValid() ? when : m_clock->now()));
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::clearStopped(qint64 id)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE tracked_items SET stopped_at = NULL WHERE id = ?"));
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::removeTracked(qint64 id)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM tracked_items WHERE id = ?"));
    q.addBindValue(id);
    return execChange(q, id);
}

} // namespace cliniclink
