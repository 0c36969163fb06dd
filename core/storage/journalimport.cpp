// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Journal: a workstation's journal moved into the clinic database (cliniclink --import-journal).
#include "journal.h"
#include "journalsql_p.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QSqlQuery>
#include <QSysInfo>

namespace cliniclink {

using namespace journalsql;

QString Journal::importSourceKey(const QString &journalFile)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QSysInfo::machineUniqueId());
    hash.addData(QFileInfo(journalFile).absoluteFilePath().toUtf8());
    return QString::fromLatin1(hash.result().toHex().left(32));
}

JournalResult<JournalImportCounts> Journal::importFrom(const Journal &source, const QString &sourceKey)
{
    if (!isOpen() || !source.isOpen())
        return error(JournalError::Code::NotOpen);
    JournalImportCounts counts;
    const Dialect dialect{engine()};
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        QSqlQuery seen(m_db);
        seen.prepare(QStringLiteral("SELECT target_id FROM journal_imports WHERE source = ? AND source_table = ?"
                                    " AND source_id = ?"));
        QSqlQuery remember(m_db);
        remember.prepare(QStringLiteral("INSERT INTO journal_imports (source, source_table, source_id, target_id)"
                                        " VALUES (?, ?, ?, ?)"));
        // The id this journal gave the source's row before, or 0.
        const auto importedAs = [&](const QString &table, qint64 id) -> std::optional<qint64> {
            seen.bindValue(0, sourceKey);
            seen.bindValue(1, table);
            seen.bindValue(2, id);
            if (!seen.exec())
                return std::nullopt;
            const qint64 target = seen.next() ? seen.value(0).toLongLong() : 0;
            seen.finish();
            return target;
        };
        const auto record = [&](const QString &table, qint64 from, qint64 to) {
            remember.bindValue(0, sourceKey);
            remember.bindValue(1, table);
            remember.bindValue(2, from);
            remember.bindValue(3, to);
            return remember.exec();
        };

        // Jobs first (items name them in their payload), then items, then the jobs' rows (they
        // name items).
        QHash<qint64, qint64> jobIds;
        QList<qint64> newJobs;
        QSqlQuery jobs(source.m_db);
        if (!jobs.exec(QStringLiteral("SELECT id, environment_id, operation, title, header, mapping, settings, state,"
                                      " created_at, updated_at FROM bulk_jobs ORDER BY id")))
            return source.queryError(jobs);
        QSqlQuery insertJob(m_db);
        insertJob.prepare(QStringLiteral("INSERT INTO bulk_jobs (environment_id, operation, title, header, mapping,"
                                         " settings, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                          + dialect.returningId());
        while (jobs.next()) {
            const qint64 from = jobs.value(0).toLongLong();
            const auto before = importedAs(QStringLiteral("bulk_jobs"), from);
            if (!before)
                return queryError(seen);
            if (*before) {
                jobIds.insert(from, *before);
                ++counts.alreadyImported;
                continue;
            }
            for (int i = 1; i < 10; ++i)
                insertJob.bindValue(i - 1, jobs.value(i));
            if (!insertJob.exec())
                return queryError(insertJob);
            const qint64 to = insertedId(insertJob);
            insertJob.finish();
            if (!record(QStringLiteral("bulk_jobs"), from, to))
                return queryError(remember);
            jobIds.insert(from, to);
            newJobs << from;
            ++counts.bulkJobs;
        }

        QHash<qint64, qint64> itemIds;
        QSqlQuery items(source.m_db);
        if (!items.exec(QStringLiteral("SELECT %1 FROM tracked_items ORDER BY id").arg(kTrackedColumns)))
            return source.queryError(items);
        while (items.next()) {
            TrackedItem item = trackedFrom(items);
            const auto before = importedAs(QStringLiteral("tracked_items"), item.id);
            if (!before)
                return queryError(seen);
            if (*before) {
                itemIds.insert(item.id, *before);
                ++counts.alreadyImported;
                continue;
            }
            // The form it was sent from stays on the workstation: completing the send here must
            // never delete another draft that happens to have its id.
            item.payload.remove(QStringLiteral("formDraftId"));
            item.payload.remove(QStringLiteral("formDraftRevision"));
            QJsonObject bulkRow = item.payload.value(QStringLiteral("bulkRow")).toObject();
            if (!bulkRow.isEmpty()) {
                const qint64 job = bulkRow.value(QStringLiteral("job")).toInteger();
                bulkRow.insert(QStringLiteral("job"), jobIds.value(job, job));
                item.payload.insert(QStringLiteral("bulkRow"), bulkRow);
            }
            const auto added = track(item);
            if (!added)
                return added.error();
            if (!record(QStringLiteral("tracked_items"), item.id, *added))
                return queryError(remember);
            itemIds.insert(item.id, *added);
            ++counts.trackedItems;
        }

        QSqlQuery rows(source.m_db);
        rows.prepare(
            QStringLiteral("SELECT row_no, cells, tracked_id FROM bulk_rows WHERE job_id = ? ORDER BY row_no"));
        QSqlQuery insertRow(m_db);
        insertRow.prepare(
            QStringLiteral("INSERT INTO bulk_rows (job_id, row_no, cells, tracked_id) VALUES (?, ?, ?, ?)"));
        for (qint64 job : std::as_const(newJobs)) {
            rows.bindValue(0, job);
            if (!rows.exec())
                return source.queryError(rows);
            while (rows.next()) {
                insertRow.bindValue(0, jobIds.value(job));
                insertRow.bindValue(1, rows.value(0));
                insertRow.bindValue(2, rows.value(1));
                const qint64 item = rows.value(2).isNull() ? 0 : itemIds.value(rows.value(2).toLongLong(), 0);
                insertRow.bindValue(3, item == 0 ? QVariant(QMetaType::fromType<qint64>()) : QVariant(item));
                if (!insertRow.exec())
                    return queryError(insertRow);
            }
        }
        return std::nullopt;
    });
    if (failed)
        return *failed;
    return counts;
}

} // namespace cliniclink
