// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Journal: the drafts and request_log tables.
#include "journal.h"
#include "journalsql_p.h"

#include <QSqlQuery>

#include <algorithm>

namespace cliniclink {

using namespace journalsql;

JournalResult<qint64> Journal::saveDraft(const Draft &draft)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const QVariant now = timeValue(m_clock->now());
    QSqlQuery q(m_db);
    if (draft.id == 0) {
        q.prepare(QStringLiteral("INSERT INTO drafts (environment_id, kind, title, payload, created_at,"
                                 " updated_at, owner) VALUES (?, ?, ?, ?, ?, ?, ?)")
                  + Dialect{engine()}.returningId());
        q.addBindValue(nonNull(draft.environmentId));
        q.addBindValue(nonNull(draft.kind));
        q.addBindValue(nonNull(draft.title));
        q.addBindValue(jsonText(draft.payload));
        q.addBindValue(now);
        q.addBindValue(now);
        q.addBindValue(nonNull(m_draftOwner));
    } else {
        // The revision moves only when the content does: a form saved again as it was still holds
        // what a send in doubt sent, and goes with it once the platform is found to have it.
        const Dialect d{engine()};
        q.prepare(QStringLiteral("UPDATE drafts SET"
                                 " revision = revision + CASE WHEN %1 OR %2 THEN 1 ELSE 0 END,"
                                 " title = :title, payload = :payload, updated_at = :now WHERE id = :id")
                      .arg(d.differs(QStringLiteral("title"), QStringLiteral(":title")),
                           d.differs(QStringLiteral("payload"), QStringLiteral(":payload"))));
        q.bindValue(QStringLiteral(":title"), nonNull(draft.title));
        q.bindValue(QStringLiteral(":payload"), jsonText(draft.payload));
        q.bindValue(QStringLiteral(":now"), now);
        q.bindValue(QStringLiteral(":id"), draft.id);
    }
    if (!q.exec())
        return queryError(q);
    if (draft.id != 0 && q.numRowsAffected() == 0)
        return error(JournalError::Code::NotFound);
    const qint64 id = draft.id == 0 ? insertedId(q) : draft.id;
    q.finish();
    Q_EMIT draftsChanged(draft.environmentId);
    return id;
}

JournalResult<Draft> Journal::loadDraft(qint64 id) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT %1 FROM drafts WHERE id = ?").arg(kDraftColumns));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    if (!q.exec())
        return queryError(q);
    if (!q.next())
        return error(JournalError::Code::NotFound);
    return draftFrom(q);
}

JournalResult<void> Journal::removeDraft(qint64 id)
{
    const auto draft = loadDraft(id);
    if (!draft)
        return draft.error();
    const JournalStatement prepared = statement(QStringLiteral("DELETE FROM drafts WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    if (!q.exec())
        return queryError(q);
    Q_EMIT draftsChanged(draft->environmentId);
    return {};
}

JournalResult<QList<Draft>> Journal::drafts(const QString &environmentId, const QString &kind) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    if (kind.isEmpty()) {
        q.prepare(QStringLiteral("SELECT %1 FROM drafts WHERE environment_id = ? AND owner = ?"
                                 " ORDER BY updated_at DESC, id DESC")
                      .arg(kDraftColumns));
        q.addBindValue(environmentId);
        q.addBindValue(nonNull(m_draftOwner));
    } else {
        q.prepare(QStringLiteral("SELECT %1 FROM drafts WHERE environment_id = ? AND kind = ? AND owner = ?"
                                 " ORDER BY updated_at DESC, id DESC")
                      .arg(kDraftColumns));
        q.addBindValue(environmentId);
        q.addBindValue(kind);
        q.addBindValue(nonNull(m_draftOwner));
    }
    if (!q.exec())
        return queryError(q);
    QList<Draft> list;
    while (q.next())
        list.append(draftFrom(q));
    return list;
}

// ---- request log

JournalResult<qint64> Journal::appendRequestLog(const RequestLogRow &row)
{
    QList<RequestLogRow> rows{row};
    if (const auto appended = appendRequestLog(rows); !appended)
        return appended.error();
    return rows.constFirst().id;
}

JournalResult<void> Journal::appendRequestLog(QList<RequestLogRow> &rows)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (rows.isEmpty())
        return {};
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        const JournalStatement prepared = statement(
            QStringLiteral("INSERT INTO request_log (time, environment_id, service, method, path, status, duration_ms,"
                           " service_code, error) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            + Dialect{engine()}.returningId());
        QSqlQuery &q = *prepared;
        for (RequestLogRow &stored : rows) {
            if (!stored.time.isValid())
                stored.time = m_clock->now();
            q.addBindValue(timeValue(stored.time));
            q.addBindValue(nonNull(stored.environmentId));
            q.addBindValue(nonNull(stored.service));
            q.addBindValue(nonNull(stored.method));
            q.addBindValue(nonNull(stored.path));
            q.addBindValue(stored.httpStatus ? QVariant(*stored.httpStatus) : QVariant(QMetaType::fromType<int>()));
            q.addBindValue(stored.durationMs);
            q.addBindValue(textValue(stored.serviceCode));
            q.addBindValue(textValue(stored.error));
            if (!q.exec())
                return queryError(q);
            stored.id = insertedId(q);
            q.finish();
        }
        if (m_requestLogCapacity > 0) {
            if (auto pruned = pruneRequestLog(m_requestLogCapacity); !pruned)
                return pruned.error();
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    for (const RequestLogRow &stored : std::as_const(rows))
        Q_EMIT requestLogAppended(stored);
    return {};
}

JournalResult<QList<RequestLogRow>> Journal::requestLog(int limit, const QString &environmentId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    if (environmentId.isEmpty()) {
        q.prepare(QStringLiteral("SELECT %1 FROM request_log ORDER BY id DESC LIMIT ?").arg(kLogColumns));
    } else {
        q.prepare(QStringLiteral("SELECT %1 FROM request_log WHERE environment_id = ?"
                                 " ORDER BY id DESC LIMIT ?")
                      .arg(kLogColumns));
        q.addBindValue(environmentId);
    }
    q.addBindValue(limit);
    if (!q.exec())
        return queryError(q);
    QList<RequestLogRow> rows;
    while (q.next())
        rows.append(logRowFrom(q));
    return rows;
}

JournalResult<void> Journal::pruneRequestLog(int keepNewest)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    // Rows are appended in time order, so the id order is the time order.
    const JournalStatement prepared =
        statement(QStringLiteral("DELETE FROM request_log WHERE id <= (SELECT id FROM request_log"
                                 " ORDER BY id DESC LIMIT 1 OFFSET ?)"));
    QSqlQuery &q = *prepared;
    q.addBindValue(std::max(keepNewest, 0));
    if (!q.exec())
        return queryError(q);
    return {};
}

} // namespace cliniclink
