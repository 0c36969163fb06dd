// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Journal: the tracked_items table.
#include "journal.h"
#include "journalsql_p.h"

#include <QSqlError>
#include <QSqlQuery>

namespace cliniclink {

using namespace journalsql;

JournalResult<qint64> Journal::track(const TrackedItem &item)
{
    return insertTracked(item, QString(), QDateTime());
}

JournalResult<qint64> Journal::insertTracked(const TrackedItem &item, const QString &holder, const QDateTime &until)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    // Held from its first moment (a clinic's workstation): the lease and, for a Sending row, the
    // run that sends it are in the same INSERT, so no other workstation sees the row without them.
    const bool held = !holder.isEmpty();
    const JournalStatement prepared = statement(
        QStringLiteral("INSERT INTO tracked_items (environment_id, service, kind, external_id, created_at,"
                       " created_by, summary, payload, last_status, last_status_at, last_checked_at, next_check_at,"
                       " terminal, error_count, last_error, stopped_at, result, outbox%1)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?%2)")
            .arg(held ? QStringLiteral(", lease_holder, claim_until, sent_by") : QString(),
                 held ? QStringLiteral(", ?, ?, ?") : QString())
        + Dialect{engine()}.returningId());
    QSqlQuery &q = *prepared;
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
    q.addBindValue(item.outbox == OutboxState::None ? QVariant(QMetaType::fromType<QString>())
                                                    : QVariant(outboxStateKey(item.outbox)));
    if (held) {
        q.addBindValue(holder);
        q.addBindValue(timeValue(until));
        q.addBindValue(item.outbox == OutboxState::Sending ? QVariant(holder)
                                                           : QVariant(QMetaType::fromType<QString>()));
    }
    if (!q.exec())
        return queryError(q);
    const qint64 id = insertedId(q);
    q.finish();
    Q_EMIT trackedItemChanged(id);
    return id;
}

JournalResult<TrackedItem> Journal::trackedItem(qint64 id) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM tracked_items WHERE id = ?").arg(kTrackedColumns));
    QSqlQuery &q = *prepared;
    q.bindValue(0, id);
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
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM tracked_items WHERE environment_id = ? AND service = ?"
                                 " AND external_id = ? ORDER BY id DESC LIMIT 1")
                      .arg(kTrackedColumns));
    QSqlQuery &q = *prepared;
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
    return selectTracked(QStringLiteral("environment_id = ? AND terminal = 0 AND stopped_at IS NULL"
                                        " AND (outbox IS NULL OR outbox = 'accepted') ORDER BY next_check_at%1, id")
                             .arg(Dialect{engine()}.nullsFirst()),
                         {environmentId});
}

JournalResult<QList<TrackedItem>> Journal::trackedItems(const QString &environmentId, int limit,
                                                        const QString &service) const
{
    // A null QString binds as NULL, and NULL = '' is never true: hence nonNull.
    return selectTracked(QStringLiteral("environment_id = ? AND (? = '' OR service = ?) ORDER BY id DESC LIMIT ?"),
                         {environmentId, nonNull(service), nonNull(service), limit});
}

JournalResult<QList<TrackedItem>> Journal::selectTracked(const QString &whereAndOrder, const QVariantList &values) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM tracked_items WHERE %2").arg(kTrackedColumns, whereAndOrder));
    QSqlQuery &q = *prepared;
    for (const QVariant &v : values)
        q.addBindValue(v);
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
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET"
                                 " last_status_at = CASE WHEN %1 THEN last_status_at ELSE :when END,"
                                 " last_status = :status, terminal = :terminal,"
                                 " next_check_at = CASE WHEN :terminal = 1 THEN NULL ELSE next_check_at END"
                                 " WHERE id = :id")
                      .arg(Dialect{engine()}.same(QStringLiteral("last_status"), QStringLiteral(":status"))));
    QSqlQuery &q = *prepared;
    q.bindValue(QStringLiteral(":status"), textValue(status));
    q.bindValue(QStringLiteral(":when"), timeValue(when));
    q.bindValue(QStringLiteral(":terminal"), terminal ? 1 : 0);
    q.bindValue(QStringLiteral(":id"), id);
    return execChange(q, id);
}

JournalResult<void> Journal::recordFollowState(const TrackedItem &item, bool withResult)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET"
                                 " last_status_at = CASE WHEN %1 THEN last_status_at ELSE :checked END,"
                                 " last_status = :status, terminal = :terminal, last_checked_at = :checked,"
                                 " next_check_at = :next, error_count = :errors, last_error = :error,"
                                 " result = CASE WHEN :withResult = 1 THEN :result ELSE result END"
                                 " WHERE id = :id")
                      .arg(Dialect{engine()}.same(QStringLiteral("last_status"), QStringLiteral(":status"))));
    QSqlQuery &q = *prepared;
    q.bindValue(QStringLiteral(":status"), textValue(item.lastStatus));
    q.bindValue(QStringLiteral(":checked"), timeValue(item.lastCheckedAt));
    q.bindValue(QStringLiteral(":terminal"), item.terminal ? 1 : 0);
    q.bindValue(QStringLiteral(":next"), timeValue(item.terminal ? QDateTime() : item.nextCheckAt));
    q.bindValue(QStringLiteral(":errors"), item.errorCount);
    q.bindValue(QStringLiteral(":error"), textValue(item.lastError));
    q.bindValue(QStringLiteral(":withResult"), withResult ? 1 : 0);
    q.bindValue(QStringLiteral(":result"), jsonText(item.result));
    q.bindValue(QStringLiteral(":id"), item.id);
    return execChange(q, item.id);
}

JournalResult<void> Journal::recordResult(qint64 id, const QJsonObject &result)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared = statement(QStringLiteral("UPDATE tracked_items SET result = ? WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(jsonText(result));
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::markStopped(qint64 id, const QDateTime &when)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET stopped_at = ?, next_check_at = NULL WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(timeValue(when.isValid() ? when : m_clock->now()));
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::clearStopped(qint64 id)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET stopped_at = NULL WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<void> Journal::removeTracked(qint64 id)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared = statement(QStringLiteral("DELETE FROM tracked_items WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    return execChange(q, id);
}

JournalResult<QList<TrackedItem>> Journal::unresolvedSends(const QString &environmentId) const
{
    return selectTracked(
        QStringLiteral("environment_id = ? AND outbox IN ('sending', 'uncertain') AND stopped_at IS NULL"
                       " ORDER BY id"),
        {environmentId});
}

JournalResult<void> Journal::setOutboxState(qint64 id, OutboxState state, const QString &note)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    // A refused send is over: nothing exists on the platform to follow.
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET outbox = :state, last_error = :note,"
                                 " terminal = CASE WHEN :refused = 1 THEN 1 ELSE terminal END,"
                                 " next_check_at = CASE WHEN :refused = 1 THEN NULL ELSE next_check_at END"
                                 " WHERE id = :id"));
    QSqlQuery &q = *prepared;
    q.bindValue(QStringLiteral(":state"), outboxStateKey(state));
    q.bindValue(QStringLiteral(":note"), textValue(note));
    q.bindValue(QStringLiteral(":refused"), state == OutboxState::Refused ? 1 : 0);
    q.bindValue(QStringLiteral(":id"), id);
    return execChange(q, id);
}

JournalResult<void> Journal::completeSend(const SendCompletion &completion)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    std::optional<QString> draftEnvironment; // the environment of the draft deleted, if one was
    const auto complete = [&]() -> std::optional<JournalError> {
        const JournalStatement prepared =
            statement(QStringLiteral("UPDATE tracked_items SET outbox = 'accepted', external_id = :external,"
                                     " last_status_at = CASE WHEN %1 THEN last_status_at ELSE :now END,"
                                     " last_status = :status, terminal = :terminal,"
                                     " next_check_at = :next, last_error = NULL,"
                                     " payload = CASE WHEN :hasPayload = 1 THEN :payload ELSE payload END"
                                     " WHERE id = :id")
                          .arg(Dialect{engine()}.same(QStringLiteral("last_status"), QStringLiteral(":status"))));
        QSqlQuery &q = *prepared;
        q.bindValue(QStringLiteral(":hasPayload"), completion.payload.isEmpty() ? 0 : 1);
        q.bindValue(QStringLiteral(":payload"), jsonText(completion.payload));
        q.bindValue(QStringLiteral(":external"), nonNull(completion.externalId));
        q.bindValue(QStringLiteral(":status"), textValue(completion.status));
        q.bindValue(QStringLiteral(":now"), timeValue(m_clock->now()));
        q.bindValue(QStringLiteral(":terminal"), completion.terminal ? 1 : 0);
        q.bindValue(QStringLiteral(":next"), timeValue(completion.terminal ? QDateTime() : completion.nextCheckAt));
        q.bindValue(QStringLiteral(":id"), completion.id);
        if (!q.exec())
            return queryError(q);
        if (q.numRowsAffected() == 0)
            return error(JournalError::Code::NotFound);
        if (completion.formDraftId == 0)
            return std::nullopt;
        // The draft goes only while it still holds what was sent: a form changed after the send
        // (another patient typed in while the answer was in doubt) has a newer revision and stays.
        // A row of an older version kept no revision: its draft goes only if it was last saved
        // before the send began.
        const QString which = completion.formDraftRevision > 0
            ? QStringLiteral("id = :draft AND revision = :revision")
            : QStringLiteral("id = :draft AND updated_at <= (SELECT created_at FROM tracked_items WHERE id = :id)");
        const JournalStatement preparedD =
            statement(QStringLiteral("SELECT environment_id FROM drafts WHERE %1").arg(which));
        QSqlQuery &d = *preparedD;
        d.bindValue(QStringLiteral(":draft"), completion.formDraftId);
        d.bindValue(completion.formDraftRevision > 0 ? QStringLiteral(":revision") : QStringLiteral(":id"),
                    completion.formDraftRevision > 0 ? completion.formDraftRevision : completion.id);
        if (!d.exec())
            return queryError(d);
        if (!d.next())
            return std::nullopt; // changed since, or gone: the form stays as it is
        draftEnvironment = d.value(0).toString();
        d.finish();
        const JournalStatement preparedDel = statement(QStringLiteral("DELETE FROM drafts WHERE id = ?"));
        QSqlQuery &del = *preparedDel;
        del.addBindValue(completion.formDraftId);
        if (!del.exec())
            return queryError(del);
        return std::nullopt;
    };
    // Without a draft to delete, the UPDATE is alone: no transaction around it, one round trip.
    const auto failed = completion.formDraftId == 0 ? complete() : inTransaction(complete);
    if (failed)
        return *failed;
    Q_EMIT trackedItemChanged(completion.id);
    if (draftEnvironment)
        Q_EMIT draftsChanged(*draftEnvironment);
    return {};
}

QString outboxStateKey(OutboxState state)
{
    switch (state) {
    case OutboxState::None:
        return {};
    case OutboxState::Sending:
        return QStringLiteral("sending");
    case OutboxState::Accepted:
        return QStringLiteral("accepted");
    case OutboxState::Refused:
        return QStringLiteral("refused");
    case OutboxState::Uncertain:
        return QStringLiteral("uncertain");
    }
    return {};
}

OutboxState outboxStateFromKey(const QString &key)
{
    for (OutboxState s : {OutboxState::Sending, OutboxState::Accepted, OutboxState::Refused, OutboxState::Uncertain}) {
        if (key == outboxStateKey(s))
            return s;
    }
    return OutboxState::None;
}

} // namespace cliniclink
