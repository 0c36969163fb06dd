// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journalschema.h"

namespace cliniclink {

const QList<JournalMigration> &journalMigrations()
{
    static const QList<JournalMigration> migrations = {
        {1,
         {
             QStringLiteral("CREATE TABLE tracked_items ("
                            " id INTEGER PRIMARY KEY,"
                            " environment_id TEXT NOT NULL,"
                            " service TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " external_id TEXT NOT NULL,"
                            " created_at TEXT NOT NULL,"
                            " created_by TEXT NOT NULL DEFAULT '',"
                            " summary TEXT NOT NULL DEFAULT '',"
                            " payload TEXT NOT NULL DEFAULT '{}',"
                            " last_status TEXT,"
                            " last_status_at TEXT,"
                            " last_checked_at TEXT,"
                            " next_check_at TEXT,"
                            " terminal INTEGER NOT NULL DEFAULT 0,"
                            " error_count INTEGER NOT NULL DEFAULT 0,"
                            " last_error TEXT)"),
             QStringLiteral("CREATE TABLE drafts ("
                            " id INTEGER PRIMARY KEY,"
                            " environment_id TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " title TEXT NOT NULL DEFAULT '',"
                            " payload TEXT NOT NULL DEFAULT '{}',"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL)"),
             QStringLiteral("CREATE TABLE request_log ("
                            " id INTEGER PRIMARY KEY,"
                            " time TEXT NOT NULL,"
                            " environment_id TEXT NOT NULL,"
                            " service TEXT NOT NULL,"
                            " method TEXT NOT NULL,"
                            " path TEXT NOT NULL,"
                            " status INTEGER,"
                            " duration_ms INTEGER NOT NULL DEFAULT 0,"
                            " service_code TEXT,"
                            " error TEXT)"),
         }},
        // The person may stop following an item without it reaching a terminal state; such items
        // must not come back after a restart. Indexes for the lookups the poller and lists make.
        {2,
         {
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN stopped_at TEXT"),
             QStringLiteral("CREATE INDEX tracked_items_pending"
                            " ON tracked_items(environment_id, terminal, next_check_at)"),
             QStringLiteral("CREATE INDEX tracked_items_external"
                            " ON tracked_items(environment_id, service, external_id)"),
             QStringLiteral("CREATE INDEX drafts_by_kind ON drafts(environment_id, kind, updated_at)"),
             QStringLiteral("CREATE INDEX request_log_by_environment ON request_log(environment_id, id)"),
         }},
        // What the platform answered when an item finished (an enrichment order's SNILS or policy,
        // a dispatch's signers), so a result survives a restart beside what was sent.
        {3,
         {
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN result TEXT NOT NULL DEFAULT '{}'"),
         }},
        // The outbox: a billed or state-changing request is a row before it is a request, so a
        // crash between the POST and its answer leaves something to resolve, not a dispatch that
        // nobody follows. NULL on older rows: they were recorded from an answer.
        {4,
         {
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN outbox TEXT"),
             QStringLiteral("CREATE INDEX tracked_items_outbox ON tracked_items(environment_id, outbox)"),
         }},
        // Bulk enrichment: a spreadsheet of patients worked through at the service's rate. Rows
        // name the outbox row of their order, so a restart continues and no row goes twice.
        {5,
         {
             QStringLiteral("CREATE TABLE bulk_jobs ("
                            " id INTEGER PRIMARY KEY,"
                            " environment_id TEXT NOT NULL,"
                            " operation TEXT NOT NULL,"
                            " title TEXT NOT NULL DEFAULT '',"
                            " header TEXT NOT NULL DEFAULT '[]',"
                            " mapping TEXT NOT NULL DEFAULT '{}',"
                            " settings TEXT NOT NULL DEFAULT '{}',"
                            " state TEXT NOT NULL,"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL)"),
             QStringLiteral("CREATE TABLE bulk_rows ("
                            " job_id INTEGER NOT NULL REFERENCES bulk_jobs(id) ON DELETE CASCADE,"
                            " row_no INTEGER NOT NULL,"
                            " cells TEXT NOT NULL DEFAULT '[]',"
                            " tracked_id INTEGER,"
                            " PRIMARY KEY (job_id, row_no))"),
             QStringLiteral("CREATE INDEX bulk_jobs_by_environment ON bulk_jobs(environment_id, updated_at)"),
         }},
        // A draft is deleted with the send it was sent by only while it still holds what was sent:
        // its revision goes up whenever its content changes, and the outbox row keeps the one it
        // sent. Ids are never reused (AUTOINCREMENT), so a row naming an old draft can never reach
        // a newer form. SQLite cannot add AUTOINCREMENT to a table: it is rebuilt, ids kept.
        {6,
         {
             QStringLiteral("CREATE TABLE drafts_v6 ("
                            " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                            " environment_id TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " title TEXT NOT NULL DEFAULT '',"
                            " payload TEXT NOT NULL DEFAULT '{}',"
                            " created_at TEXT NOT NULL,"
                            " updated_at TEXT NOT NULL,"
                            " revision INTEGER NOT NULL DEFAULT 1)"),
             QStringLiteral("INSERT INTO drafts_v6 (id, environment_id, kind, title, payload, created_at, updated_at)"
                            " SELECT id, environment_id, kind, title, payload, created_at, updated_at FROM drafts"),
             QStringLiteral("DROP TABLE drafts"),
             QStringLiteral("ALTER TABLE drafts_v6 RENAME TO drafts"),
             QStringLiteral("CREATE INDEX drafts_by_kind ON drafts(environment_id, kind, updated_at)"),
         }},
    };
    return migrations;
}

int journalSchemaVersion()
{
    return journalMigrations().constLast().version;
}

} // namespace cliniclink
