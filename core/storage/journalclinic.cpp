// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Journal: the clinic's shared work. The workstations table (a heartbeat per running core), the
// leases on followed items and sends in doubt (tracked_items.lease_holder, held until its claim's
// claim_until or while the holder's heartbeat says, workstations.leases_until), and who sends a
// row still Sending (sent_by). Each claim is one statement, so of several workstations
// asking at once exactly one gets a row. Times are the journal clock's ISO text, compared as text,
// so every workstation's journal clock must read the same time: the Session corrects its clock to
// the database server's (clockSkew()).
#include "journal.h"
#include "journalsql_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <optional>

namespace cliniclink {

using namespace journalsql;

namespace {

// Rows of runs not seen for this long leave the workstations table (a run's row is its heartbeat;
// nothing else refers to it once its sends were settled).
constexpr qint64 kForgetRunAfterMs = 24LL * 60 * 60 * 1000;
// How often a run's heartbeat deletes those rows.
constexpr qint64 kForgetRunsEveryMs = 60LL * 60 * 1000;

// A followed item: what pendingItems() lists.
const QString kFollowed =
    QStringLiteral("terminal = 0 AND stopped_at IS NULL AND (outbox IS NULL OR outbox = 'accepted')");

// A row nobody holds: no holder, or its claim's time is past and its holder's last heartbeat did
// not carry its leases until now. Binds now twice.
const QString kLeaseFree = QStringLiteral(
    "(lease_holder IS NULL OR ((claim_until IS NULL OR claim_until < ?) AND NOT EXISTS (SELECT 1 FROM workstations w"
    " WHERE w.id = tracked_items.lease_holder AND w.leases_until >= ?)))");

} // namespace

JournalResult<void> Journal::heartbeat(const WorkstationRun &run)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const QDateTime now = m_clock->now();
    const JournalStatement prepared =
        statement(QStringLiteral("INSERT INTO workstations (id, environment_id, host, started_at, last_seen, due,"
                                 " leases_until) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET"
                                 " environment_id = excluded.environment_id, last_seen = excluded.last_seen,"
                                 " due = excluded.due, leases_until = excluded.leases_until"));
    QSqlQuery &q = *prepared;
    QJsonObject due;
    // {"signing": {"asked": 70, "due": [ms, ...]}, ...}
    for (auto it = run.due.cbegin(); it != run.due.cend(); ++it) {
        QJsonArray times;
        for (qint64 at : it.value())
            times.append(at);
        due.insert(it.key(),
                   QJsonObject{{QStringLiteral("asked"), run.asked.value(it.key())}, {QStringLiteral("due"), times}});
    }
    q.addBindValue(nonNull(run.id));
    q.addBindValue(nonNull(run.environmentId));
    q.addBindValue(nonNull(run.host));
    q.addBindValue(timeValue(run.startedAt.isValid() ? run.startedAt : now));
    q.addBindValue(timeValue(now));
    q.addBindValue(QString::fromUtf8(QJsonDocument(due).toJson(QJsonDocument::Compact)));
    q.addBindValue(timeValue(run.leasesUntil));
    if (!q.exec())
        return queryError(q);
    q.finish();
    // Not at every look: a row a day old can wait an hour more, and a look costs a statement less.
    if (m_runsForgottenAt.isValid() && m_runsForgottenAt.msecsTo(now) < kForgetRunsEveryMs)
        return {};
    const JournalStatement preparedOld = statement(QStringLiteral("DELETE FROM workstations WHERE last_seen < ?"));
    QSqlQuery &old = *preparedOld;
    old.addBindValue(timeValue(now.addMSecs(-kForgetRunAfterMs)));
    if (!old.exec())
        return queryError(old);
    m_runsForgottenAt = now;
    return {};
}

JournalResult<qint64> Journal::clockSkew() const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (!m_location.isPostgres())
        return qint64(0);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT CAST(floor(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)"));
    QSqlQuery &q = *prepared;
    std::optional<qint64> skew;
    qint64 quickest = 0;
    for (int sample = 0; sample < 3; ++sample) {
        const QDateTime before = m_clock->now();
        if (!q.exec() || !q.next())
            return queryError(q);
        const qint64 server = q.value(0).toLongLong();
        const QDateTime after = m_clock->now();
        q.finish();
        const qint64 trip = before.msecsTo(after);
        if (!skew || trip < quickest) {
            quickest = trip;
            skew = server - (before.toMSecsSinceEpoch() + trip / 2);
        }
    }
    return *skew;
}

JournalResult<void> Journal::leaveClinic(const QString &holder)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        const JournalStatement prepared =
            statement(QStringLiteral("UPDATE tracked_items SET lease_holder = NULL, claim_until = NULL"
                                     " WHERE lease_holder = ?"));
        QSqlQuery &q = *prepared;
        q.addBindValue(holder);
        if (!q.exec())
            return queryError(q);
        const JournalStatement preparedD = statement(QStringLiteral("DELETE FROM workstations WHERE id = ?"));
        QSqlQuery &d = *preparedD;
        d.addBindValue(holder);
        if (!d.exec())
            return queryError(d);
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return {};
}

JournalResult<QList<WorkstationLoad>> Journal::workloads(const QString &environmentId, const QDateTime &seenSince) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT id, due, last_seen FROM workstations"
                                 " WHERE environment_id = ? AND last_seen >= ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(environmentId);
    q.addBindValue(timeValue(seenSince));
    if (!q.exec())
        return queryError(q);
    QList<WorkstationLoad> out;
    while (q.next()) {
        WorkstationLoad load;
        load.id = q.value(0).toString();
        load.seen = timeFrom(q.value(2));
        const QJsonObject object = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isObject()) { // {"signing": 14}: a weight, before times were written
                load.weighsOnly = load.weighsOnly || it.value().toInteger() > 0;
                continue;
            }
            const QJsonObject service = it.value().toObject();
            QList<qint64> times;
            for (const QJsonValue at : service.value(u"due").toArray())
                times << at.toInteger();
            load.due.insert(it.key(), times);
            load.asked.insert(it.key(), std::max<qint64>(0, service.value(u"asked").toInteger()));
        }
        out << load;
    }
    return out;
}

JournalResult<int> Journal::pendingCount(const QString &environmentId) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT count(*) FROM tracked_items WHERE environment_id = ? AND %1").arg(kFollowed));
    QSqlQuery &q = *prepared;
    q.addBindValue(environmentId);
    if (!q.exec() || !q.next())
        return queryError(q);
    return q.value(0).toInt();
}

JournalResult<QList<TrackedItem>> Journal::heldLeases(const QString &holder) const
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    // Only what tells the rows apart comes back: a look every few seconds carries no payloads.
    const JournalStatement prepared =
        statement(QStringLiteral("SELECT id, environment_id, outbox FROM tracked_items"
                                 " WHERE lease_holder = ? AND terminal = 0 AND stopped_at IS NULL"));
    QSqlQuery &q = *prepared;
    q.addBindValue(holder);
    if (!q.exec())
        return queryError(q);
    QList<TrackedItem> held;
    while (q.next()) {
        TrackedItem row;
        row.id = q.value(0).toLongLong();
        row.environmentId = q.value(1).toString();
        row.outbox = outboxStateFromKey(q.value(2).toString());
        held.append(row);
    }
    return held;
}

JournalResult<void> Journal::recordCheckTimes(const QList<CheckTimes> &checks, const QString &holder)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (checks.isEmpty())
        return {};
    const QString where = QStringLiteral(" AND lease_holder = ? AND terminal = 0 AND stopped_at IS NULL");
    if (engine() == JournalEngine::PostgreSQL) {
        const auto time = [](const QDateTime &t) {
            return t.isValid() ? QJsonValue(timeValue(t).toString()) : QJsonValue(QJsonValue::Null);
        };
        QJsonArray rows;
        for (const CheckTimes &check : checks) {
            rows.append(QJsonObject{{QStringLiteral("id"), check.id},
                                    {QStringLiteral("checked"), time(check.checkedAt)},
                                    {QStringLiteral("next"), time(check.nextCheckAt)}});
        }
        const JournalStatement prepared = statement(
            QStringLiteral("UPDATE tracked_items SET last_checked_at = v.checked, next_check_at = v.next"
                           " FROM jsonb_to_recordset(CAST(CAST(? AS text) AS jsonb)) AS v(id bigint, checked text,"
                           " next text) WHERE tracked_items.id = v.id")
            + where);
        QSqlQuery &q = *prepared;
        q.addBindValue(QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
        q.addBindValue(holder);
        if (!q.exec())
            return queryError(q);
        return {};
    }
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        const JournalStatement prepared = statement(
            QStringLiteral("UPDATE tracked_items SET last_checked_at = ?, next_check_at = ? WHERE id = ?") + where);
        QSqlQuery &q = *prepared;
        for (const CheckTimes &check : checks) {
            q.addBindValue(timeValue(check.checkedAt));
            q.addBindValue(timeValue(check.nextCheckAt));
            q.addBindValue(check.id);
            q.addBindValue(holder);
            if (!q.exec())
                return queryError(q);
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return {};
}

JournalResult<QList<TrackedItem>> Journal::claimLeases(const QString &environmentId, const QString &holder,
                                                       const QDateTime &until, int count, QSet<qint64> *ranOut)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (count <= 0)
        return QList<TrackedItem>();
    const Dialect dialect{engine()};
    const QString free = QStringLiteral("environment_id = ? AND %1 AND %2 ORDER BY next_check_at%3, id LIMIT ?")
                             .arg(kFollowed, kLeaseFree, dialect.nullsFirst());
    // The picking SELECT locks the rows it picks and skips those another workstation is picking
    // now; a row changed by one that committed meanwhile is read again and left when no longer
    // free. PostgreSQL also says which rows another run held until its lease ran out. (SQLite, one
    // workstation's file, cannot return that from an UPDATE ... FROM: every row counts as such.)
    const JournalStatement prepared =
        statement(dialect.postgres()
                      ? QStringLiteral("WITH picked AS (SELECT id AS picked_id, lease_holder IS NOT NULL AS ran_out"
                                       " FROM tracked_items WHERE %1 FOR UPDATE SKIP LOCKED)"
                                       " UPDATE tracked_items SET lease_holder = ?, claim_until = ? FROM picked"
                                       " WHERE id = picked.picked_id RETURNING %2, picked.ran_out")
                            .arg(free, kTrackedColumns)
                      : QStringLiteral("UPDATE tracked_items SET lease_holder = ?, claim_until = ? WHERE id IN ("
                                       "SELECT id FROM tracked_items WHERE %1) RETURNING %2, 1")
                            .arg(free, kTrackedColumns));
    QSqlQuery &q = *prepared;
    const auto bindPick = [&] {
        const QVariant now = timeValue(m_clock->now());
        q.addBindValue(environmentId);
        q.addBindValue(now);
        q.addBindValue(now);
        q.addBindValue(count);
    };
    const auto bindLease = [&] {
        q.addBindValue(holder);
        q.addBindValue(timeValue(until));
    };
    if (dialect.postgres()) {
        bindPick();
        bindLease();
    } else {
        bindLease();
        bindPick();
    }
    if (!q.exec())
        return queryError(q);
    QList<TrackedItem> claimed;
    const int ranOutColumn = int(kTrackedColumns.count(u',')) + 1;
    while (q.next()) {
        claimed.append(trackedFrom(q));
        if (ranOut && q.value(ranOutColumn).toBool())
            ranOut->insert(claimed.constLast().id);
    }
    return claimed;
}

JournalResult<void> Journal::holdLease(qint64 id, const QString &holder, const QDateTime &until)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET lease_holder = ?, claim_until = ? WHERE id = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(holder);
    q.addBindValue(timeValue(until));
    q.addBindValue(id);
    if (!q.exec())
        return queryError(q);
    if (q.numRowsAffected() == 0)
        return error(JournalError::Code::NotFound);
    return {};
}

JournalResult<bool> Journal::takeFreeLease(qint64 id, const QString &holder, const QDateTime &until)
{
    return holdLeaseIfFree(id, holder, until, {});
}

JournalResult<void> Journal::releaseLease(qint64 id, const QString &holder)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET lease_holder = NULL, claim_until = NULL"
                                 " WHERE id = ? AND lease_holder = ?"));
    QSqlQuery &q = *prepared;
    q.addBindValue(id);
    q.addBindValue(holder);
    if (!q.exec())
        return queryError(q);
    return {};
}

JournalResult<qint64> Journal::trackHeld(const TrackedItem &item, const QString &holder, const QDateTime &until)
{
    // One INSERT with the lease in it: no other workstation ever sees the row without its holder
    // (nor a Sending row without the run that sends it, which it would take for a crash's and turn
    // Uncertain).
    return insertTracked(item, holder, until);
}

JournalResult<QList<qint64>> Journal::markAbandonedSends(const QString &environmentId, const QDateTime &seenSince,
                                                         const QString &note)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    // One statement: of two workstations running it at once, the second waits for the first's row
    // locks, reads the rows again and finds them Uncertain already.
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET outbox = 'uncertain', last_error = ?,"
                                 " lease_holder = NULL, claim_until = NULL"
                                 " WHERE environment_id = ? AND outbox = 'sending' AND stopped_at IS NULL"
                                 " AND (sent_by IS NULL OR NOT EXISTS (SELECT 1 FROM workstations w"
                                 " WHERE w.id = tracked_items.sent_by AND w.last_seen >= ?)) RETURNING id"));
    QSqlQuery &q = *prepared;
    q.addBindValue(textValue(note));
    q.addBindValue(environmentId);
    q.addBindValue(timeValue(seenSince));
    if (!q.exec())
        return queryError(q);
    QList<qint64> turned;
    while (q.next())
        turned.append(q.value(0).toLongLong());
    q.finish();
    for (qint64 id : std::as_const(turned))
        Q_EMIT trackedItemChanged(id);
    return turned;
}

JournalResult<bool> Journal::claimUncertain(qint64 id, const QString &holder, const QDateTime &until)
{
    return holdLeaseIfFree(id, holder, until, QStringLiteral(" AND outbox = 'uncertain' AND stopped_at IS NULL"));
}

JournalResult<bool> Journal::holdLeaseIfFree(qint64 id, const QString &holder, const QDateTime &until,
                                             const QString &alsoWhere)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    const JournalStatement prepared =
        statement(QStringLiteral("UPDATE tracked_items SET lease_holder = ?, claim_until = ? WHERE id = ?%1 AND %2")
                      .arg(alsoWhere, kLeaseFree));
    QSqlQuery &q = *prepared;
    const QVariant now = timeValue(m_clock->now());
    q.addBindValue(holder);
    q.addBindValue(timeValue(until));
    q.addBindValue(id);
    q.addBindValue(now);
    q.addBindValue(now);
    if (!q.exec())
        return queryError(q);
    return q.numRowsAffected() == 1;
}

} // namespace cliniclink
