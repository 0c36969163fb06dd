// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to core/storage: how values and rows are written to and read from the journal's tables.

#include "journalrecords.h"
#include "journalschema.h"

#include <QDateTime>
#include <QFileDevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <memory>

namespace cliniclink {

// A statement the journal keeps prepared (Journal::statement()).
struct KeptStatement {
    explicit KeptStatement(const QSqlDatabase &db)
        : query(db)
    {
    }
    QSqlQuery query;
    bool busy = false;
};

// A statement lent by Journal::statement(): a kept one, or one of its own when the kept one is in use.
// Finished when it goes, so that no result is left open (one left stepping holds SQLite's read lock).
// It shares the kept one with the journal: a journal closed meanwhile (a slot of failed() may
// close it) leaves the statement alive until the handle goes.
class JournalStatement {
public:
    explicit JournalStatement(std::shared_ptr<KeptStatement> kept)
        : m_kept(std::move(kept))
        , m_query(&m_kept->query)
    {
        m_kept->busy = true;
    }
    explicit JournalStatement(std::unique_ptr<QSqlQuery> own)
        : m_own(std::move(own))
        , m_query(m_own.get())
    {
    }
    JournalStatement(const JournalStatement &) = delete;
    JournalStatement &operator=(const JournalStatement &) = delete;
    ~JournalStatement()
    {
        m_query->finish();
        if (m_kept)
            m_kept->busy = false;
    }
    QSqlQuery &operator*() const { return *m_query; }
    QSqlQuery *operator->() const { return m_query; }

private:
    std::shared_ptr<KeptStatement> m_kept;
    std::unique_ptr<QSqlQuery> m_own;
    QSqlQuery *m_query;
};

} // namespace cliniclink

namespace cliniclink::journalsql {

// What differs between the engines in the journal's statements, in one place (the tables differ
// only in journalschema.cpp). Everything else is SQL both understand.
struct Dialect {
    JournalEngine engine = JournalEngine::SQLite;

    bool postgres() const { return engine == JournalEngine::PostgreSQL; }
    // a equals b, NULL equal to NULL.
    QString same(const QString &a, const QString &b) const
    {
        return postgres() ? QStringLiteral("%1 IS NOT DISTINCT FROM %2").arg(a, b)
                          : QStringLiteral("%1 IS %2").arg(a, b);
    }
    QString differs(const QString &a, const QString &b) const
    {
        return postgres() ? QStringLiteral("%1 IS DISTINCT FROM %2").arg(a, b)
                          : QStringLiteral("%1 IS NOT %2").arg(a, b);
    }
    // Appended to an INSERT: the new row's id comes back as a row (PostgreSQL has no
    // lastInsertId without OIDs); SQLite answers lastInsertId().
    QString returningId() const { return postgres() ? QStringLiteral(" RETURNING id") : QString(); }
    // After a column in ORDER BY ... ASC: NULL first, as SQLite sorts it (PostgreSQL sorts it last).
    QString nullsFirst() const { return postgres() ? QStringLiteral(" NULLS FIRST") : QString(); }
    // The text at a path of a JSON text column ("bulkRow", "job"), NULL when absent.
    QString jsonText(const QString &column, const QStringList &path) const
    {
        return postgres() ? QStringLiteral("(%1::jsonb #>> '{%2}')").arg(column, path.join(u','))
                          : QStringLiteral("CAST(json_extract(%1, '$.%2') AS TEXT)").arg(column, path.join(u'.'));
    }
};

inline constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

// ISO 8601, UTC, milliseconds: sorts as text in time order.
inline QVariant timeValue(const QDateTime &time)
{
    if (!time.isValid())
        return QVariant(QMetaType::fromType<QString>());
    return time.toUTC().toString(Qt::ISODateWithMs);
}

inline QDateTime timeFrom(const QVariant &value)
{
    if (value.isNull())
        return {};
    QDateTime time = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return time.toUTC();
}

inline QVariant textValue(const QString &text)
{
    return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

// For NOT NULL columns: the driver binds a null QString as NULL.
inline QString nonNull(const QString &text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

inline QString jsonText(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

inline QJsonObject jsonFrom(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

inline const QString kTrackedColumns =
    QStringLiteral("id, environment_id, service, kind, external_id, created_at, created_by, summary, payload,"
                   " last_status, last_status_at, last_checked_at, next_check_at, terminal, error_count,"
                   " last_error, stopped_at, result, outbox");

inline TrackedItem trackedFrom(const QSqlQuery &q)
{
    TrackedItem item;
    item.id = q.value(0).toLongLong();
    item.environmentId = q.value(1).toString();
    item.service = q.value(2).toString();
    item.kind = q.value(3).toString();
    item.externalId = q.value(4).toString();
    item.createdAt = timeFrom(q.value(5));
    item.createdBy = q.value(6).toString();
    item.summary = q.value(7).toString();
    item.payload = jsonFrom(q.value(8));
    item.lastStatus = q.value(9).toString();
    item.lastStatusAt = timeFrom(q.value(10));
    item.lastCheckedAt = timeFrom(q.value(11));
    item.nextCheckAt = timeFrom(q.value(12));
    item.terminal = q.value(13).toInt() != 0;
    item.errorCount = q.value(14).toInt();
    item.lastError = q.value(15).toString();
    item.stoppedAt = timeFrom(q.value(16));
    item.result = jsonFrom(q.value(17));
    item.outbox = outboxStateFromKey(q.value(18).toString());
    return item;
}

inline const QString kDraftColumns =
    QStringLiteral("id, environment_id, kind, title, payload, created_at, updated_at, revision");

inline Draft draftFrom(const QSqlQuery &q)
{
    Draft draft;
    draft.id = q.value(0).toLongLong();
    draft.environmentId = q.value(1).toString();
    draft.kind = q.value(2).toString();
    draft.title = q.value(3).toString();
    draft.payload = jsonFrom(q.value(4));
    draft.createdAt = timeFrom(q.value(5));
    draft.updatedAt = timeFrom(q.value(6));
    draft.revision = q.value(7).toLongLong();
    return draft;
}

inline const QString kLogColumns =
    QStringLiteral("id, time, environment_id, service, method, path, status, duration_ms, service_code, error");

inline RequestLogRow logRowFrom(const QSqlQuery &q)
{
    RequestLogRow row;
    row.id = q.value(0).toLongLong();
    row.time = timeFrom(q.value(1));
    row.environmentId = q.value(2).toString();
    row.service = q.value(3).toString();
    row.method = q.value(4).toString();
    row.path = q.value(5).toString();
    if (!q.value(6).isNull())
        row.httpStatus = q.value(6).toInt();
    row.durationMs = q.value(7).toLongLong();
    row.serviceCode = q.value(8).toString();
    row.error = q.value(9).toString();
    return row;
}

} // namespace cliniclink::journalsql
