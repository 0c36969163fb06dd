// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The clinic database (docs/clinic-server.md) against the throwaway PostgreSQL cluster that ctest
// starts: the cluster itself, and opening a journal there.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/storage/journal.h"
#include "core/storage/journallocation.h"
#include "core/storage/journalschema.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <thread>

using namespace cliniclink;

class TestClinicDb : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;

private Q_SLOTS:
    void initTestCase()
    {
        // Run by ctest, which starts the cluster: there is nothing to skip.
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinicdb"));
        QVERIFY(m_pg->available());
    }

    void init() { QVERIFY(m_pg->reset()); }

    // The throwaway cluster is the one the packages install, and reachable by its socket only.
    void clusterIsPostgres15OnASocketOnly()
    {
        const QString version = m_pg->value(QStringLiteral("SHOW server_version")).toString();
        qInfo("server_version %s", qPrintable(version));
        QVERIFY2(version.startsWith(QLatin1String("15.")), qPrintable(version));
        QCOMPARE(m_pg->value(QStringLiteral("SHOW listen_addresses")).toString(), QString());
    }

    // A new clinic database is created from the schema's description at the current version,
    // and its columns are the description's (the SQLite side: tst_journal).
    void createsTheDescribedSchema()
    {
        ManualClock clock;
        Journal journal(&clock, m_pg->url());
        const auto opened = journal.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        QCOMPARE(journal.engine(), JournalEngine::PostgreSQL);
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT version FROM journal_meta")).toInt(), journalSchemaVersion());
        for (const JournalTable &table : journalTables()) {
            QStringList described;
            for (const JournalColumn &column : table.columns)
                described << column.name;
            QStringList found;
            m_pg->withConnection(m_pg->name(), [&](QSqlQuery &q) {
                q.exec(QStringLiteral("SELECT column_name FROM information_schema.columns WHERE table_schema = 'public'"
                                      " AND table_name = '%1' ORDER BY ordinal_position")
                           .arg(table.name));
                while (q.next())
                    found << q.value(0).toString();
            });
            QCOMPARE(found, described);
        }
        // Text compares byte by byte, as in SQLite, whatever the database's locale.
        QCOMPARE(m_pg->value(QStringLiteral("SELECT collation_name FROM information_schema.columns WHERE"
                                            " table_name = 'tracked_items' AND column_name = 'next_check_at'"))
                     .toString(),
                 QStringLiteral("C"));
        QVERIFY(journal.checkWritable().ok());
        // Opening again changes nothing.
        journal.close();
        QVERIFY(journal.open().ok());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM journal_migrations")).toInt(), 1);
    }

    void refusesANewerSchemaAndLeavesItAlone()
    {
        ManualClock clock;
        {
            Journal journal(&clock, m_pg->url());
            QVERIFY(journal.open().ok());
        }
        const int newer = journalSchemaVersion() + 1;
        QVERIFY(m_pg->run({QStringLiteral("UPDATE journal_meta SET version = %1").arg(newer)}));
        Journal journal(&clock, m_pg->url());
        const auto opened = journal.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, JournalError::Code::NewerSchema);
        QVERIFY(opened.error().message.contains(m_pg->name()));
        QVERIFY(!journal.isOpen());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT version FROM journal_meta")).toInt(), newer);
    }

    // Workstations starting at once migrate once: each waits for the advisory lock, and the
    // first one's schema is what the others find. The test holds the lock until all three wait.
    void workstationsStartingAtOnceMigrateOnce()
    {
        const QString connection = QStringLiteral("tst_clinicdb.lock");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
            const JournalLocation location = JournalLocation::parse(m_pg->url());
            db.setHostName(location.host);
            db.setDatabaseName(location.database);
            db.setUserName(location.user);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT pg_advisory_lock(x'436C696E69634C6B'::bigint)")));

            std::array<JournalError::Code, 3> codes{};
            std::array<bool, 3> ok{};
            std::vector<std::thread> workstations;
            for (int i = 0; i < 3; ++i) {
                workstations.emplace_back([&, i] {
                    ManualClock clock;
                    Journal journal(&clock, m_pg->url());
                    const auto opened = journal.open();
                    ok[i] = opened.ok();
                    if (!opened.ok())
                        codes[i] = opened.error().code;
                });
            }
            const auto waiting = [&] {
                QSqlQuery count(db);
                count.exec(QStringLiteral("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"));
                return count.next() ? count.value(0).toInt() : -1;
            };
            const auto release = qScopeGuard([&] {
                QSqlQuery unlock(db);
                unlock.exec(QStringLiteral("SELECT pg_advisory_unlock_all()"));
                for (auto &t : workstations)
                    t.join();
            });
            QTRY_COMPARE_WITH_TIMEOUT(waiting(), 3, 20000);
            QVERIFY(m_pg->value(QStringLiteral("SELECT to_regclass('journal_meta') IS NULL")).toBool());
        }
        QSqlDatabase::removeDatabase(connection);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM journal_migrations")).toInt(), 1);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT version FROM journal_meta")).toInt(), journalSchemaVersion());
    }

    // A clinic database of an older version (6, the first one released) takes the later steps'
    // PostgreSQL statements under the lock, and ends as the description says.
    void upgradesAnOlderClinicDatabase()
    {
        ManualClock clock;
        {
            Journal journal(&clock, m_pg->url());
            QVERIFY(journal.open().ok());
        }
        // Back to schema 6: what steps 7 to 11 added goes.
        QVERIFY(m_pg->run({QStringLiteral("DROP TABLE journal_imports"), QStringLiteral("DROP TABLE limit_budget"),
                           QStringLiteral("DROP FUNCTION cliniclink_announce() CASCADE"),
                           QStringLiteral("ALTER TABLE journal_meta DROP COLUMN retention_at"),
                           QStringLiteral("ALTER TABLE drafts DROP COLUMN owner"),
                           QStringLiteral("DROP TABLE workstations"), QStringLiteral("DROP INDEX tracked_items_lease"),
                           QStringLiteral("ALTER TABLE tracked_items DROP COLUMN sent_by, DROP COLUMN lease_holder,"
                                          " DROP COLUMN claim_until"),
                           QStringLiteral("UPDATE journal_meta SET version = 6")}));
        Journal journal(&clock, m_pg->url());
        const auto opened = journal.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT version FROM journal_meta")).toInt(), journalSchemaVersion());
        QVERIFY(m_pg->value(QStringLiteral("SELECT to_regclass('journal_imports') IS NOT NULL")).toBool());
        QVERIFY(m_pg->value(QStringLiteral("SELECT to_regclass('limit_budget') IS NOT NULL")).toBool());
        QVERIFY(m_pg->value(QStringLiteral("SELECT to_regclass('workstations') IS NOT NULL")).toBool());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM journal_migrations WHERE from_version = 6")).toInt(),
                 1);
    }

    // A budget row of schema 12 keeps its pauses through step 13: its keyed requests become one
    // time per key (the latest), with the route's latest under "*", and the row is stored uncompressed.
    void aBudgetRowKeepsItsPausesThroughStep13()
    {
        ManualClock clock;
        {
            Journal journal(&clock, m_pg->url());
            QVERIFY(journal.open().ok());
        }
        QVERIFY(m_pg->run(
            {QStringLiteral("ALTER TABLE limit_budget ALTER COLUMN state SET STORAGE EXTENDED"),
             QStringLiteral(
                 "INSERT INTO limit_budget VALUES ('test', 'enrichment', 'h', '{\"w\": {}, \"f\": [], \"k\": ["
                 "{\"r\": \"status\", \"s\": 1000, \"k\": \"a\"}, {\"r\": \"status\", \"s\": 3000, \"k\": \"a\"},"
                 " {\"r\": \"status\", \"s\": 2000, \"k\": \"b\"}], \"b\": {}, \"l\": 0}')"),
             QStringLiteral("ALTER TABLE workstations DROP COLUMN leases_until"),
             QStringLiteral("ALTER TABLE tracked_items RENAME COLUMN claim_until TO lease_until"),
             QStringLiteral("UPDATE journal_meta SET version = 12")}));
        Journal journal(&clock, m_pg->url());
        QVERIFY(journal.open().ok());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT version FROM journal_meta")).toInt(), journalSchemaVersion());
        const QJsonObject keyed =
            QJsonDocument::fromJson(m_pg->value(QStringLiteral("SELECT state FROM limit_budget")).toString().toUtf8())
                .object()
                .value(u"k")
                .toObject();
        QCOMPARE(keyed, (QJsonObject{{QStringLiteral("status"), QJsonObject{{QStringLiteral("a"), 3000},
                                                                             {QStringLiteral("b"), 2000},
                                                                             {QStringLiteral("*"), 3000}}}}));
        QCOMPARE(m_pg->value(QStringLiteral("SELECT attstorage FROM pg_attribute WHERE attrelid = "
                                            "CAST('limit_budget' AS regclass) AND attname = 'state'"))
                     .toString(),
                 QStringLiteral("e"));
    }

    // A workstation's journal moved into the clinic database: items, jobs and their rows, each
    // once however often it runs, still pointing at each other; drafts and the log stay behind.
    void importsAWorkstationJournalOnce()
    {
        QTemporaryDir dir;
        ManualClock clock;
        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        Journal local(&clock, file);
        QVERIFY(local.open().ok());
        BulkJob sheet;
        sheet.environmentId = QStringLiteral("test");
        sheet.operation = QStringLiteral("snils-order");
        sheet.title = QStringLiteral("list.xlsx");
        const qint64 job = local.createBulkJob(sheet, {{QStringLiteral("a")}, {QStringLiteral("b")}}).value();
        TrackedItem order;
        order.environmentId = QStringLiteral("test");
        order.service = QStringLiteral("enrichment");
        order.kind = QStringLiteral("snils-order");
        order.externalId = QStringLiteral("order-1");
        order.outbox = OutboxState::Accepted;
        order.payload = QJsonObject{
            {QStringLiteral("bulkRow"), QJsonObject{{QStringLiteral("job"), job}, {QStringLiteral("row"), 1}}},
            {QStringLiteral("formDraftId"), QStringLiteral("4")}};
        const qint64 orderId = local.track(order).value();
        QVERIFY(local.setBulkRowSent(job, 1, orderId).ok());
        TrackedItem dispatch = order;
        dispatch.service = QStringLiteral("signing");
        dispatch.kind = QStringLiteral("dispatch");
        dispatch.externalId = QStringLiteral("T-1");
        dispatch.payload = {};
        QVERIFY(local.track(dispatch).ok());
        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch-form");
        QVERIFY(local.saveDraft(draft).ok());

        Journal clinic(&clock, m_pg->url());
        QVERIFY(clinic.open().ok());
        // Another workstation's item is there already.
        TrackedItem other = dispatch;
        other.externalId = QStringLiteral("T-other");
        QVERIFY(clinic.track(other).ok());
        const QString key = Journal::importSourceKey(file);
        const auto first = clinic.importFrom(local, key);
        QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().detail));
        QCOMPARE(first->trackedItems, 2);
        QCOMPARE(first->bulkJobs, 1);
        QCOMPARE(first->alreadyImported, 0);
        const auto again = clinic.importFrom(local, key);
        QVERIFY(again.ok());
        QCOMPARE(again->trackedItems, 0);
        QCOMPARE(again->bulkJobs, 0);
        QCOMPARE(again->alreadyImported, 3);

        QCOMPARE(clinic.trackedItems(QStringLiteral("test"))->size(), 3);
        const auto jobs = clinic.bulkJobs(QStringLiteral("test"));
        QCOMPARE(jobs->size(), 1);
        const qint64 clinicJob = jobs->first().id;
        const TrackedItem moved =
            clinic.findTracked(QStringLiteral("test"), QStringLiteral("enrichment"), QStringLiteral("order-1")).value();
        QCOMPARE(moved.outbox, OutboxState::Accepted);
        QVERIFY(!moved.payload.contains(u"formDraftId")); // that draft stayed on the workstation
        const auto rows = clinic.bulkRows(clinicJob).value();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(1).trackedId, moved.id);
        QCOMPARE(rows.at(0).trackedId, qint64(0));
        QCOMPARE(clinic.bulkSends(clinicJob)->value(1), moved.id);
        QVERIFY(clinic.drafts(QStringLiteral("test"))->isEmpty());
        QCOMPARE(local.drafts(QStringLiteral("test"))->size(), 1);
        // Another workstation's journal is another source.
        QVERIFY(Journal::importSourceKey(dir.filePath(QStringLiteral("other.sqlite"))) != key);
    }

    // The environment names the clinic database; its role has a password, which only the keychain
    // knows: the session opens the database once it has read it, and follows from it.
    void sessionOpensTheEnvironmentsClinicDatabaseWithTheKeychainPassword()
    {
        const QString password = QStringLiteral("pw-%1").arg(QCoreApplication::applicationPid());
        QVERIFY(m_pg->run({QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname ="
                                          " 'cliniclink_password') THEN CREATE ROLE cliniclink_password LOGIN;"
                                          " END IF; END$$"),
                           QStringLiteral("ALTER ROLE cliniclink_password PASSWORD '%1'").arg(password),
                           QStringLiteral("GRANT ALL ON SCHEMA public TO cliniclink_password")}));
        JournalLocation location = JournalLocation::parse(m_pg->url());
        location.user = QStringLiteral("cliniclink_password");
        QTemporaryDir dir;
        const QString settings = dir.filePath(QStringLiteral("settings.ini"));
        {
            EnvironmentStore store(settings);
            Environment test = store.environment(QStringLiteral("test")).value();
            test.clinicDatabase = location.toString();
            QVERIFY(store.updateEnvironment(test));
            QVERIFY(store.setCurrent(QStringLiteral("test")));
        }
        // Without the password the database refuses this role.
        {
            ManualClock clock;
            Journal refused(&clock, location.toString());
            QCOMPARE(refused.open().error().code, JournalError::Code::OpenFailed);
        }
        ManualClock clock;
        Session::Options options;
        options.settingsFile = settings;
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        Session session(options);
        QCOMPARE(session.journal().engine(), JournalEngine::PostgreSQL);
        session.secrets().writeDatabasePassword(location.secretKey(), password);
        session.start();
        QTRY_VERIFY(session.isJournalOpen());
        QCOMPARE(session.journal().filePath(), location.toString());
        QVERIFY(!session.journal().filePath().contains(password));
        QVERIFY(session.journalWatch().health().canRecord);
        TrackedItem item;
        item.environmentId = QStringLiteral("test");
        item.service = QStringLiteral("signing");
        item.kind = QStringLiteral("dispatch");
        item.externalId = QStringLiteral("T-1");
        QVERIFY(session.journal().track(item).ok());
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM tracked_items")).toInt(), 1);
    }

    // The built-in sandbox runs inside each workstation: a colleague's dispatch would be unknown to
    // this one's, read, answered 404 and ended for the whole clinic. So the Sandbox never takes a
    // clinic database from the settings (an older file may name one); the platform's environments do.
    void theSandboxKeepsThisWorkstationsJournal()
    {
        QStandardPaths::setTestModeEnabled(true); // the own journal's default place, not the user's
        QTemporaryDir dir;
        const QString settings = dir.filePath(QStringLiteral("settings.ini"));
        {
            EnvironmentStore store(settings);
            for (const QString &id : {QStringLiteral("sandbox"), QStringLiteral("test")}) {
                Environment env = store.environment(id).value();
                env.clinicDatabase = m_pg->url();
                QVERIFY(store.updateEnvironment(env));
            }
            QVERIFY(store.setCurrent(QStringLiteral("sandbox")));
            QCOMPARE(store.current().clinicDatabase, m_pg->url()); // kept as written, never used
            QVERIFY(store.current().sharedJournal().isEmpty());
            QCOMPARE(store.environment(QStringLiteral("test"))->sharedJournal(), m_pg->url());
        }
        ManualClock clock;
        Session::Options options;
        options.settingsFile = settings;
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        const auto environment = [](const Session &session, const QString &id) {
            return session.environments().environment(id).value();
        };
        {
            Session session(options);
            QCOMPARE(session.journal().engine(), JournalEngine::SQLite);
            QCOMPARE(session.journal().filePath(), Journal::defaultFilePath());
            // Switching to Test takes its clinic database, so a restart; Production has none and
            // shares this workstation's journal with the Sandbox.
            QVERIFY(session.journalDiffersFor(environment(session, QStringLiteral("test"))));
            QVERIFY(!session.journalDiffersFor(environment(session, QStringLiteral("sandbox"))));
            QVERIFY(!session.journalDiffersFor(environment(session, QStringLiteral("production"))));
        }
        {
            EnvironmentStore store(settings);
            QVERIFY(store.setCurrent(QStringLiteral("test")));
        }
        {
            Session onTest(options);
            QCOMPARE(onTest.journal().engine(), JournalEngine::PostgreSQL);
            QVERIFY(!onTest.journalDiffersFor(environment(onTest, QStringLiteral("test"))));
            QVERIFY(onTest.journalDiffersFor(environment(onTest, QStringLiteral("sandbox"))));
        }
        // --journal holds for every environment: no switch is a restart.
        options.journalFile = dir.filePath(QStringLiteral("given.sqlite"));
        Session given(options);
        QVERIFY(!given.journalDiffersFor(environment(given, QStringLiteral("test"))));
        QVERIFY(!given.journalDiffersFor(environment(given, QStringLiteral("sandbox"))));
    }

    // Where a journal lives, as the command line and the settings give it.
    void parsesLocations()
    {
        const JournalLocation file = JournalLocation::parse(QStringLiteral("/home/r/journal.sqlite"));
        QVERIFY(!file.isPostgres());
        QVERIFY(file.isValid());
        QCOMPARE(file.toString(), QStringLiteral("/home/r/journal.sqlite"));

        const JournalLocation remote =
            JournalLocation::parse(QStringLiteral("postgresql://registrar@db.clinic.local:5433/cliniclink"));
        QVERIFY(remote.isPostgres());
        QVERIFY(remote.isValid());
        QCOMPARE(remote.host, QStringLiteral("db.clinic.local"));
        QCOMPARE(remote.port, 5433);
        QCOMPARE(remote.database, QStringLiteral("cliniclink"));
        QCOMPARE(remote.user, QStringLiteral("registrar"));
        QVERIFY(!remote.isLocal());
        QCOMPARE(remote.toString(), QStringLiteral("postgresql://registrar@db.clinic.local:5433/cliniclink"));

        const JournalLocation socket =
            JournalLocation::parse(QStringLiteral("postgresql:///clinic?host=/run/postgresql"));
        QVERIFY(socket.isValid());
        QCOMPARE(socket.host, QStringLiteral("/run/postgresql"));
        QCOMPARE(socket.port, 5432);
        QVERIFY(socket.isLocal());
        QCOMPARE(JournalLocation::parse(socket.toString()).host, socket.host);
        for (const char *local : {"postgresql://localhost/c", "postgresql://127.0.0.1/c", "postgresql://[::1]/c"})
            QVERIFY2(JournalLocation::parse(QString::fromLatin1(local)).isLocal(), local);
        QVERIFY(!JournalLocation::parse(QStringLiteral("postgresql://10.0.0.5/c")).isLocal());

        // A password never travels in a URL: refused, and never written back.
        const JournalLocation withPassword =
            JournalLocation::parse(QStringLiteral("postgresql://registrar:s3cret@db.clinic.local/cliniclink"));
        QVERIFY(!withPassword.isValid());
        QVERIFY(!withPassword.toString().contains(QStringLiteral("s3cret")));
        QVERIFY(!JournalLocation::parse(QStringLiteral("postgresql://db.clinic.local/")).isValid());
    }

    // A server not on this machine is reached with TLS and the environment's CA only; without a
    // CA file nothing is sent. A password in the URL is refused before any connection.
    void remoteServerNeedsTheCa()
    {
        ManualClock clock;
        Journal remote(&clock, QStringLiteral("postgresql://registrar@db.clinic.invalid/cliniclink"));
        const auto opened = remote.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, JournalError::Code::OpenFailed);
        QVERIFY2(opened.error().detail.contains(QStringLiteral("CA")), qPrintable(opened.error().detail));

        Journal withPassword(&clock, QStringLiteral("postgresql://registrar:s3cret@db.clinic.invalid/cliniclink"));
        const auto refused = withPassword.open();
        QVERIFY(!refused.ok());
        QVERIFY(!refused.error().message.contains(QStringLiteral("s3cret")));
        QVERIFY(!withPassword.filePath().contains(QStringLiteral("s3cret")));
    }
};

QTEST_GUILESS_MAIN(TestClinicDb)
#include "tst_clinicdb.moc"
