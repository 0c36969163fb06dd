// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journalschema.h"

using namespace Qt::StringLiterals;

namespace cliniclink {

namespace {

// One trigger function for both tables: "<table>:<id>:<service>:<environment>" (a sheet has no
// service). The payload names no person; a listener that shows the row reads it itself.
const QString kAnnounceFunction =
    u"CREATE FUNCTION cliniclink_announce() RETURNS trigger LANGUAGE plpgsql AS $body$"
    " DECLARE r RECORD; service TEXT := '';"
    " BEGIN"
    "  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;"
    "  IF TG_TABLE_NAME = 'tracked_items' THEN service := r.service; END IF;"
    "  PERFORM pg_notify('cliniclink_changes',"
    "                    TG_TABLE_NAME || ':' || r.id || ':' || service || ':' || r.environment_id);"
    "  RETURN NULL;"
    " END $body$"_s;

const QString kAnnounceSheets = u"CREATE TRIGGER bulk_jobs_announce AFTER INSERT OR UPDATE OR DELETE ON bulk_jobs"
                                " FOR EACH ROW EXECUTE FUNCTION cliniclink_announce()"_s;

// Step 8's announcements, as released: every change of a row, a lease renewed too.
QStringList notifyStatementsOfStep8()
{
    return {kAnnounceFunction,
            u"CREATE TRIGGER tracked_items_announce AFTER INSERT OR UPDATE OR DELETE ON tracked_items"
            " FOR EACH ROW EXECUTE FUNCTION cliniclink_announce()"_s,
            kAnnounceSheets};
}

// Since step 11 an item is announced when it comes, goes, or changes in what a list shows: not
// when a lease is renewed or taken, nor when a check found nothing new (its times only). A
// workstation renewing 1,000 leases made every other one read 1,000 rows.
QStringList trackedItemsAnnounceTriggers()
{
    const QStringList shown{u"external_id"_s,    u"summary"_s,  u"payload"_s,     u"last_status"_s,
                            u"last_status_at"_s, u"terminal"_s, u"error_count"_s, u"last_error"_s,
                            u"stopped_at"_s,     u"result"_s,   u"outbox"_s};
    QStringList differs;
    for (const QString &column : shown)
        differs << u"OLD.%1 IS DISTINCT FROM NEW.%1"_s.arg(column);
    return {u"CREATE TRIGGER tracked_items_announce AFTER INSERT OR DELETE ON tracked_items"
            " FOR EACH ROW EXECUTE FUNCTION cliniclink_announce()"_s,
            u"CREATE TRIGGER tracked_items_announce_change AFTER UPDATE ON tracked_items"
            " FOR EACH ROW WHEN (%1) EXECUTE FUNCTION cliniclink_announce()"_s.arg(differs.join(u" OR "))};
}

} // namespace

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
        // A workstation's journal moved into the clinic database (cliniclink --import-journal):
        // which row of which workstation's journal became which row here, so a second run adds
        // nothing. The first step a clinic database takes too.
        {7,
         {
             QStringLiteral("CREATE TABLE journal_imports ("
                            " source TEXT NOT NULL,"
                            " source_table TEXT NOT NULL,"
                            " source_id INTEGER NOT NULL,"
                            " target_id INTEGER NOT NULL,"
                            " PRIMARY KEY (source, source_table, source_id))"),
         },
         {
             QStringLiteral("CREATE TABLE journal_imports ("
                            " source TEXT COLLATE \"C\" NOT NULL,"
                            " source_table TEXT COLLATE \"C\" NOT NULL,"
                            " source_id BIGINT NOT NULL,"
                            " target_id BIGINT NOT NULL,"
                            " PRIMARY KEY (source, source_table, source_id))"),
         }},
        // Live lists (issue 31): a clinic database announces every change of a followed item or a
        // sheet to the workstations listening; and retention runs once a day for the clinic, by the
        // workstation that claims it first (journal_meta.retention_at). And a form's draft belongs to
        // the workstation and person that typed it (drafts.owner), so a clinic database never offers
        // one colleague's unsent form to another.
        {8,
         {u"ALTER TABLE drafts ADD COLUMN owner TEXT NOT NULL DEFAULT ''"_s},
         notifyStatementsOfStep8()
             + QStringList{u"ALTER TABLE journal_meta ADD COLUMN retention_at TEXT COLLATE \"C\""_s,
                           u"ALTER TABLE drafts ADD COLUMN owner TEXT COLLATE \"C\" NOT NULL DEFAULT ''"_s}},
        // The clinic's shared limits (core/storage/clinicbudget.h): a row per environment, service
        // and token (a SHA-256 of it, never the token), its state the requests in the window, the
        // slots in flight and the blocks after a 429, as JSON. No personal data. Unused in SQLite.
        {9,
         {
             QStringLiteral("CREATE TABLE limit_budget ("
                            " environment_id TEXT NOT NULL,"
                            " service TEXT NOT NULL,"
                            " token_hash TEXT NOT NULL,"
                            " state TEXT NOT NULL DEFAULT '{}',"
                            " PRIMARY KEY (environment_id, service, token_hash))"),
         },
         {
             QStringLiteral("CREATE TABLE limit_budget ("
                            " environment_id TEXT COLLATE \"C\" NOT NULL,"
                            " service TEXT COLLATE \"C\" NOT NULL,"
                            " token_hash TEXT COLLATE \"C\" NOT NULL,"
                            " state TEXT COLLATE \"C\" NOT NULL DEFAULT '{}',"
                            " PRIMARY KEY (environment_id, service, token_hash))"),
         }},
        // A clinic's workstations share the work (docs/clinic-server.md): each running core is a
        // row of workstations with a heartbeat; an outbox row names the run that sent it (sent_by),
        // and a followed item or a send in doubt the run that holds it (lease_holder, until
        // lease_until). A SQLite file gets the columns too and leaves them empty.
        {10,
         {
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN sent_by TEXT"),
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN lease_holder TEXT"),
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN lease_until TEXT"),
             QStringLiteral("CREATE INDEX tracked_items_lease ON tracked_items(lease_holder)"),
             QStringLiteral("CREATE TABLE workstations ("
                            " id TEXT NOT NULL,"
                            " environment_id TEXT NOT NULL,"
                            " host TEXT NOT NULL DEFAULT '',"
                            " started_at TEXT NOT NULL,"
                            " last_seen TEXT NOT NULL,"
                            " PRIMARY KEY (id))"),
         },
         {
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN sent_by TEXT COLLATE \"C\""),
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN lease_holder TEXT COLLATE \"C\""),
             QStringLiteral("ALTER TABLE tracked_items ADD COLUMN lease_until TEXT COLLATE \"C\""),
             QStringLiteral("CREATE INDEX tracked_items_lease ON tracked_items(lease_holder)"),
             QStringLiteral("CREATE TABLE workstations ("
                            " id TEXT COLLATE \"C\" NOT NULL,"
                            " environment_id TEXT COLLATE \"C\" NOT NULL,"
                            " host TEXT COLLATE \"C\" NOT NULL DEFAULT '',"
                            " started_at TEXT COLLATE \"C\" NOT NULL,"
                            " last_seen TEXT COLLATE \"C\" NOT NULL,"
                            " PRIMARY KEY (id))"),
         }},
        // A clinic database announces what its lists show, not every lease renewed
        // (trackedItemsAnnounceTriggers()). Nothing changes in SQLite.
        {11,
         {},
         QStringList{u"DROP TRIGGER tracked_items_announce ON tracked_items"_s} + trackedItemsAnnounceTriggers()},
        // Each run says with its heartbeat what it has due, per service (JSON written by
        // Journal::heartbeat(): first a weight per service, now since when its earliest items have
        // been due), so the clinic's places in flight go where items have waited longest, not in
        // equal shares. A SQLite file gets the column too and leaves it empty.
        {12,
         {u"ALTER TABLE workstations ADD COLUMN due TEXT NOT NULL DEFAULT '{}'"_s},
         {u"ALTER TABLE workstations ADD COLUMN due TEXT COLLATE \"C\" NOT NULL DEFAULT '{}'"_s}},
        // The clinic budget's row, rewritten at every request, is stored without compression (it
        // is compressed and written again each time otherwise), and its keyed requests become one
        // time per key (clinicbudget.cpp, the turn): a pause is then a lookup, not a scan of every
        // key read in the last pause. Nothing changes in SQLite.
        {13,
         {},
         {u"ALTER TABLE limit_budget ALTER COLUMN state SET STORAGE EXTERNAL"_s,
          u"UPDATE limit_budget SET state = CAST(jsonb_set(CAST(state AS jsonb), '{k}', coalesce(("
          " SELECT jsonb_object_agg(r, keys) FROM ("
          "  SELECT r, jsonb_object_agg(k, s) || jsonb_build_object('*', max(s)) AS keys FROM ("
          "   SELECT e->>'r' AS r, e->>'k' AS k, max(CAST(e->>'s' AS bigint)) AS s"
          "   FROM jsonb_array_elements(CASE WHEN jsonb_typeof(CAST(state AS jsonb)->'k') = 'array'"
          "                             THEN CAST(state AS jsonb)->'k' ELSE CAST('[]' AS jsonb) END) e"
          "   GROUP BY 1, 2) byKey GROUP BY r) byRoute), CAST('{}' AS jsonb))) AS text)"_s}},
        // A run's leases last as long as its heartbeat says (workstations.leases_until), not each
        // row's own time: a look rewrote every item a run held (1,000 rows and their indexes every
        // 7.5 s) only to move that time. A row's own time now covers its claim until its holder's
        // next heartbeat (claim_until). The column is renamed, not kept, so that a workstation of an
        // earlier version, which judges a lease by the row's time alone and would take over items
        // whose holder beats, fails its lease statements instead, until it is updated.
        {14,
         {u"ALTER TABLE workstations ADD COLUMN leases_until TEXT"_s,
          u"ALTER TABLE tracked_items RENAME COLUMN lease_until TO claim_until"_s},
         {u"ALTER TABLE workstations ADD COLUMN leases_until TEXT COLLATE \"C\""_s,
          u"ALTER TABLE tracked_items RENAME COLUMN lease_until TO claim_until"_s}},
    };
    return migrations;
}

int journalSchemaVersion()
{
    return journalMigrations().constLast().version;
}

int journalPostgresBaseline()
{
    return 6;
}

const QList<JournalTable> &journalTables()
{
    using T = JournalColumn::Type;
    static const QList<JournalTable> tables = {
        {QStringLiteral("tracked_items"),
         {
             {QStringLiteral("id"), T::Id},
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("service"), T::Text, true},
             {QStringLiteral("kind"), T::Text, true},
             {QStringLiteral("external_id"), T::Text, true},
             {QStringLiteral("created_at"), T::Text, true},
             {QStringLiteral("created_by"), T::Text, true, QStringLiteral("''")},
             {QStringLiteral("summary"), T::Text, true, QStringLiteral("''")},
             {QStringLiteral("payload"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("last_status"), T::Text},
             {QStringLiteral("last_status_at"), T::Text},
             {QStringLiteral("last_checked_at"), T::Text},
             {QStringLiteral("next_check_at"), T::Text},
             {QStringLiteral("terminal"), T::Integer, true, QStringLiteral("0")},
             {QStringLiteral("error_count"), T::Integer, true, QStringLiteral("0")},
             {QStringLiteral("last_error"), T::Text},
             {QStringLiteral("stopped_at"), T::Text},
             {QStringLiteral("result"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("outbox"), T::Text},
             {QStringLiteral("sent_by"), T::Text},
             {QStringLiteral("lease_holder"), T::Text},
             {QStringLiteral("claim_until"), T::Text},
         },
         {},
         {
             {QStringLiteral("tracked_items_pending"), QStringLiteral("environment_id, terminal, next_check_at")},
             {QStringLiteral("tracked_items_external"), QStringLiteral("environment_id, service, external_id")},
             {QStringLiteral("tracked_items_outbox"), QStringLiteral("environment_id, outbox")},
             {QStringLiteral("tracked_items_lease"), QStringLiteral("lease_holder")},
         }},
        {QStringLiteral("drafts"),
         {
             {QStringLiteral("id"), T::IdNoReuse},
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("kind"), T::Text, true},
             {QStringLiteral("title"), T::Text, true, QStringLiteral("''")},
             {QStringLiteral("payload"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("created_at"), T::Text, true},
             {QStringLiteral("updated_at"), T::Text, true},
             {QStringLiteral("revision"), T::Integer, true, QStringLiteral("1")},
             {QStringLiteral("owner"), T::Text, true, QStringLiteral("''")},
         },
         {},
         {{QStringLiteral("drafts_by_kind"), QStringLiteral("environment_id, kind, updated_at")}}},
        {QStringLiteral("request_log"),
         {
             {QStringLiteral("id"), T::Id},
             {QStringLiteral("time"), T::Text, true},
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("service"), T::Text, true},
             {QStringLiteral("method"), T::Text, true},
             {QStringLiteral("path"), T::Text, true},
             {QStringLiteral("status"), T::Integer},
             {QStringLiteral("duration_ms"), T::Integer, true, QStringLiteral("0")},
             {QStringLiteral("service_code"), T::Text},
             {QStringLiteral("error"), T::Text},
         },
         {},
         {{QStringLiteral("request_log_by_environment"), QStringLiteral("environment_id, id")}}},
        {QStringLiteral("bulk_jobs"),
         {
             {QStringLiteral("id"), T::Id},
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("operation"), T::Text, true},
             {QStringLiteral("title"), T::Text, true, QStringLiteral("''")},
             {QStringLiteral("header"), T::Text, true, QStringLiteral("'[]'")},
             {QStringLiteral("mapping"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("settings"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("state"), T::Text, true},
             {QStringLiteral("created_at"), T::Text, true},
             {QStringLiteral("updated_at"), T::Text, true},
         },
         {},
         {{QStringLiteral("bulk_jobs_by_environment"), QStringLiteral("environment_id, updated_at")}}},
        {QStringLiteral("bulk_rows"),
         {
             {QStringLiteral("job_id"), T::Integer, true, {}, QStringLiteral("bulk_jobs(id) ON DELETE CASCADE")},
             {QStringLiteral("row_no"), T::Integer, true},
             {QStringLiteral("cells"), T::Text, true, QStringLiteral("'[]'")},
             {QStringLiteral("tracked_id"), T::Integer},
         },
         {QStringLiteral("job_id"), QStringLiteral("row_no")}},
        {QStringLiteral("journal_imports"),
         {
             {QStringLiteral("source"), T::Text, true},
             {QStringLiteral("source_table"), T::Text, true},
             {QStringLiteral("source_id"), T::Integer, true},
             {QStringLiteral("target_id"), T::Integer, true},
         },
         {QStringLiteral("source"), QStringLiteral("source_table"), QStringLiteral("source_id")}},
        {QStringLiteral("limit_budget"),
         {
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("service"), T::Text, true},
             {QStringLiteral("token_hash"), T::Text, true},
             {QStringLiteral("state"), T::Text, true, QStringLiteral("'{}'")},
         },
         {QStringLiteral("environment_id"), QStringLiteral("service"), QStringLiteral("token_hash")}},
        {QStringLiteral("workstations"),
         {
             {QStringLiteral("id"), T::Text, true},
             {QStringLiteral("environment_id"), T::Text, true},
             {QStringLiteral("host"), T::Text, true, QStringLiteral("''")},
             {QStringLiteral("started_at"), T::Text, true},
             {QStringLiteral("last_seen"), T::Text, true},
             {QStringLiteral("due"), T::Text, true, QStringLiteral("'{}'")},
             {QStringLiteral("leases_until"), T::Text},
         },
         {QStringLiteral("id")}},
    };
    return tables;
}

QString journalColumnDefinition(const JournalColumn &column, JournalEngine engine)
{
    const bool pg = engine == JournalEngine::PostgreSQL;
    QString sql = column.name + u' ';
    switch (column.type) {
    case JournalColumn::Type::Id:
        return sql + (pg ? u"BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"_s : u"INTEGER PRIMARY KEY"_s);
    case JournalColumn::Type::IdNoReuse:
        // An identity never hands out an id twice; SQLite needs AUTOINCREMENT for that.
        return sql
            + (pg ? u"BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"_s : u"INTEGER PRIMARY KEY AUTOINCREMENT"_s);
    case JournalColumn::Type::Integer:
        sql += pg ? u"BIGINT"_s : u"INTEGER"_s;
        break;
    case JournalColumn::Type::Text:
        // SQLite compares text byte by byte (BINARY); so does PostgreSQL with the "C" collation,
        // whatever the database's locale: times sort as text in time order on both.
        sql += pg ? u"TEXT COLLATE \"C\""_s : u"TEXT"_s;
        break;
    }
    if (column.notNull)
        sql += u" NOT NULL"_s;
    if (!column.defaultValue.isEmpty())
        sql += u" DEFAULT "_s + column.defaultValue;
    if (!column.references.isEmpty())
        sql += u" REFERENCES "_s + column.references;
    return sql;
}

QStringList journalPostgresMetaStatements()
{
    return {
        u"CREATE TABLE journal_meta (version BIGINT NOT NULL, checked_at TEXT, retention_at TEXT COLLATE \"C\")"_s,
        u"CREATE TABLE journal_migrations (from_version BIGINT NOT NULL, to_version BIGINT NOT NULL,"
        " applied_at TEXT NOT NULL)"_s,
    };
}

QString journalNotifyChannel()
{
    return u"cliniclink_changes"_s;
}

QStringList journalPostgresNotifyStatements()
{
    return QStringList{kAnnounceFunction} + trackedItemsAnnounceTriggers() + QStringList{kAnnounceSheets};
}

QStringList journalCreateStatements(JournalEngine engine)
{
    QStringList out;
    for (const JournalTable &table : journalTables()) {
        QStringList parts;
        for (const JournalColumn &column : table.columns)
            parts << journalColumnDefinition(column, engine);
        if (!table.primaryKey.isEmpty())
            parts << u"PRIMARY KEY (%1)"_s.arg(table.primaryKey.join(u", "));
        out << u"CREATE TABLE %1 (%2)"_s.arg(table.name, parts.join(u", "));
        for (const JournalIndex &index : table.indexes)
            out << u"CREATE INDEX %1 ON %2(%3)"_s.arg(index.name, table.name, index.columns);
    }
    return out;
}

} // namespace cliniclink
