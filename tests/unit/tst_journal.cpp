// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The journal: creation with owner-only permissions, schema upgrades and refusal of newer files,
// several journals in one process, and the round trips of tracked items, drafts and the log.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/storage/journal.h"
#include "core/storage/journalschema.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace cliniclink;

namespace {

constexpr auto kLoose = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
    | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;

// Runs statements on a file through a connection of the test's own, closed afterwards.
void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("tst_journal.raw");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// The first column of a pragma's first row, through a connection of the test's own; -1 when it fails.
int pragmaValue(const QString &path, const QString &pragma)
{
    const QString name = QStringLiteral("tst_journal.pragma");
    int value = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(pragma) && q.next())
                value = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

int userVersion(const QString &path)
{
    return pragmaValue(path, QStringLiteral("PRAGMA user_version"));
}

TrackedItem sampleItem(const QString &env, const QString &externalId)
{
    TrackedItem item;
    item.environmentId = env;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.externalId = externalId;
    item.createdBy = QStringLiteral("doctor-7");
    item.summary = QStringLiteral("Consent, И*** И. И.");
    item.payload =
        QJsonObject{{QStringLiteral("patient"), QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Иванов")}}},
                    {QStringLiteral("documents"), QJsonArray{1, 2}}};
    return item;
}

} // namespace

class TestJournal : public QObject {
    Q_OBJECT

private:
    QString path(const QString &name = QStringLiteral("journal.sqlite")) const { return m_dir->filePath(name); }
    bool onPostgres() const { return qstrcmp(QTest::currentDataTag(), "postgresql") == 0; }
    // The journal of the test row: a file, or the clinic database of the test process.
    QString journalAt() const { return onPostgres() ? m_pg->url() : path(); }
    // The rows of a test that runs on both engines: SQLite always, PostgreSQL when ctest started
    // the cluster (tools/pg-test-cluster.sh; it always does).
    void engines()
    {
        QTest::addColumn<bool>("unused");
        QTest::newRow("sqlite") << false;
        if (m_pg)
            QTest::newRow("postgresql") << true;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;
    ManualClock m_clock;

private Q_SLOTS:
    void initTestCase()
    {
        if (testing::clinicPgUrl().isEmpty()) {
            qWarning("CLINICLINK_TEST_PG is not set: the PostgreSQL rows are left out (ctest sets it)");
            return;
        }
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_journal"));
        QVERIFY(m_pg->available());
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        if (onPostgres())
            QVERIFY(m_pg->reset());
    }

    void defaultPathIsInAppData()
    {
        QStandardPaths::setTestModeEnabled(true);
        const QString expected = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(Journal::defaultFilePath().startsWith(expected));
        QVERIFY(Journal::defaultFilePath().endsWith(QLatin1String("/journal.sqlite")));
    }

    void createsFileOwnerOnlyAtCurrentSchema()
    {
        const QString file = m_dir->filePath(QStringLiteral("sub/dir/journal.sqlite"));
        Journal journal(&m_clock, file);
        const auto opened = journal.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        QVERIFY(journal.isOpen());
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        QVERIFY(journal.track(sampleItem(QStringLiteral("test"), QStringLiteral("t-1"))).ok());
        QVERIFY(QFile::exists(file));
#ifndef Q_OS_WIN
        for (const QString &f : QStringList{file, file + QStringLiteral("-wal"), file + QStringLiteral("-shm")}) {
            QVERIFY2(QFile::exists(f), qPrintable(f)); // WAL mode is on
            QCOMPARE(QFile::permissions(f) & kLoose, QFileDevice::Permissions());
            QVERIFY(QFile::permissions(f) & QFileDevice::ReadOwner);
            QVERIFY(QFile::permissions(f) & QFileDevice::WriteOwner);
        }
#endif
        journal.close();
        QCOMPARE(userVersion(file), journalSchemaVersion());
    }

    // The description of the schema (journalTables(), from which a clinic database is created)
    // and the steps a SQLite file is upgraded by give the same tables, columns and indexes.
    void schemaDescriptionMatchesTheMigrations()
    {
        const QString migrated = path(QStringLiteral("migrated.sqlite"));
        const QString described = path(QStringLiteral("described.sqlite"));
        QStringList steps;
        for (const JournalMigration &step : journalMigrations())
            steps << step.statements;
        runSql(migrated, steps);
        runSql(described, journalCreateStatements(JournalEngine::SQLite));
        const auto shape = [](const QString &file) {
            QStringList out;
            const QString name = QStringLiteral("tst_journal.shape");
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(file);
                if (db.open()) {
                    QSqlQuery q(db);
                    for (const JournalTable &table : journalTables()) {
                        q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table.name));
                        while (q.next()) {
                            out << QStringLiteral("%1.%2 %3 notnull=%4 default=%5 pk=%6")
                                       .arg(table.name, q.value(1).toString(), q.value(2).toString(),
                                            q.value(3).toString(), q.value(4).toString(), q.value(5).toString());
                        }
                    }
                    q.exec(QStringLiteral("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'"
                                          " AND sql IS NOT NULL ORDER BY name"));
                    while (q.next())
                        out << QStringLiteral("index %1 on %2").arg(q.value(0).toString(), q.value(1).toString());
                    q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'"));
                    if (q.next())
                        out << QStringLiteral("autoincrement");
                }
                db.close();
            }
            QSqlDatabase::removeDatabase(name);
            return out;
        };
        const QStringList fromSteps = shape(migrated);
        QVERIFY(fromSteps.size() > 40);
        QCOMPARE(shape(described), fromSteps);
    }

    void tightensLoosePermissions()
    {
#ifdef Q_OS_WIN
        QSKIP("POSIX permissions");
#endif
        const QString file = path();
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QVERIFY(QFile::setPermissions(
            file, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        Journal journal(&m_clock, file);
        QVERIFY(journal.open().ok());
        QCOMPARE(QFile::permissions(file) & kLoose, QFileDevice::Permissions());
    }

    void upgradesVersionOneFile()
    {
        const QString file = path();
        // Schema 1 exactly as the first release wrote it, with a pending item in it.
        QStringList statements = journalMigrations().first().statements;
        statements << QStringLiteral(
            "INSERT INTO tracked_items (environment_id, service, kind, external_id, created_at,"
            " next_check_at) VALUES ('test', 'enrichment', 'snils-order', 'order-1',"
            " '2026-01-14T08:00:00.000Z', '2026-01-14T08:00:10.000Z')")
                   << QStringLiteral("PRAGMA user_version = 1");
        runSql(file, statements);
        QCOMPARE(userVersion(file), 1);

        Journal journal(&m_clock, file);
        const auto opened = journal.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        const auto pending = journal.pendingItems(QStringLiteral("test"));
        QVERIFY(pending.ok());
        QCOMPARE(pending->size(), 1);
        QCOMPARE(pending->first().externalId, QStringLiteral("order-1"));
        QCOMPARE(pending->first().nextCheckAt, QDateTime(QDate(2026, 1, 14), QTime(8, 0, 10), QTimeZone::utc()));
        // The column added by step 2 works on the upgraded file.
        QVERIFY(journal.markStopped(pending->first().id, m_clock.now()).ok());
        QVERIFY(journal.pendingItems(QStringLiteral("test"))->isEmpty());
        // Step 3's result column starts empty on old rows and takes an answer.
        const qint64 oldId = journal.trackedItems(QStringLiteral("test"))->first().id;
        QVERIFY(journal.trackedItem(oldId)->result.isEmpty());
        QVERIFY(
            journal.recordResult(oldId, QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}).ok());
        QCOMPARE(journal.trackedItem(oldId)->result.value(u"snils").toString(), QStringLiteral("11223344595"));
        journal.close();
        QCOMPARE(userVersion(file), journalSchemaVersion());
    }

    // Schema 5 (drafts whose ids could be reused, without revisions): step 6 keeps every draft
    // with its id and content, new drafts never take an id again, and a row of that version that
    // names a draft deletes it only if the draft was saved before the send began.
    void upgradesVersionFiveFileKeepingDrafts()
    {
        const QString file = path();
        QStringList statements;
        for (const JournalMigration &step : journalMigrations()) {
            if (step.version <= 5)
                statements << step.statements;
        }
        statements
            << QStringLiteral("INSERT INTO drafts (id, environment_id, kind, title, payload, created_at, updated_at)"
                              " VALUES (3, 'test', 'enrichment-form', 'Enrichment', '{\"familyName\":\"Petrova\"}',"
                              " '2026-01-14T08:00:00.000Z', '2026-01-14T08:00:00.000Z')")
            << QStringLiteral("INSERT INTO drafts (id, environment_id, kind, title, payload, created_at, updated_at)"
                              " VALUES (7, 'test', 'dispatch-form', 'Dispatch', '{\"familyName\":\"Ivanov\"}',"
                              " '2026-01-14T08:00:00.000Z', '2026-01-14T09:30:00.000Z')")
            // Sent from draft 3 after its last save, and from draft 7 before it was changed.
            << QStringLiteral("INSERT INTO tracked_items (id, environment_id, service, kind, external_id, created_at,"
                              " payload, outbox) VALUES (1, 'test', 'signing', 'dispatch', '',"
                              " '2026-01-14T08:05:00.000Z', '{\"formDraftId\":\"3\"}', 'uncertain')")
            << QStringLiteral("INSERT INTO tracked_items (id, environment_id, service, kind, external_id, created_at,"
                              " payload, outbox) VALUES (2, 'test', 'signing', 'dispatch', '',"
                              " '2026-01-14T09:00:00.000Z', '{\"formDraftId\":\"7\"}', 'uncertain')")
            << QStringLiteral("PRAGMA user_version = 5");
        runSql(file, statements);

        Journal journal(&m_clock, file);
        const auto opened = journal.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().detail));
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        const auto drafts = journal.drafts(QStringLiteral("test"));
        QVERIFY(drafts.ok());
        QCOMPARE(drafts->size(), 2);
        const Draft seven = journal.loadDraft(7).value();
        QCOMPARE(seven.kind, QStringLiteral("dispatch-form"));
        QCOMPARE(seven.title, QStringLiteral("Dispatch"));
        QCOMPARE(seven.payload.value(u"familyName").toString(), QStringLiteral("Ivanov"));
        QCOMPARE(seven.createdAt, QDateTime(QDate(2026, 1, 14), QTime(8, 0), QTimeZone::utc()));
        QCOMPARE(seven.updatedAt, QDateTime(QDate(2026, 1, 14), QTime(9, 30), QTimeZone::utc()));
        QCOMPARE(seven.revision, qint64(1));
        QCOMPARE(journal.loadDraft(3)->payload.value(u"familyName").toString(), QStringLiteral("Petrova"));

        // Ids are not reused from here on, not even the highest one after it was deleted.
        QVERIFY(journal.removeDraft(7).ok());
        Draft fresh;
        fresh.environmentId = QStringLiteral("test");
        fresh.kind = QStringLiteral("dispatch-form");
        QCOMPARE(journal.saveDraft(fresh).value(), qint64(8));

        SendCompletion done;
        done.id = 1;
        done.externalId = QStringLiteral("T-1");
        done.status = QStringLiteral("201");
        done.formDraftId = 3;
        QVERIFY(journal.completeSend(done).ok());
        QCOMPARE(journal.loadDraft(3).error().code, JournalError::Code::NotFound); // unchanged since the send
        journal.close();
        QCOMPARE(userVersion(file), journalSchemaVersion());
    }

    // A row of version 5 naming a draft changed after its send leaves the draft alone.
    void rowOfVersionFiveKeepsADraftChangedAfterTheSend_data()
    {
        engines();
    }
    void rowOfVersionFiveKeepsADraftChangedAfterTheSend()
    {
        const QString file = journalAt();
        Journal journal(&m_clock, file);
        QVERIFY(journal.open().ok());
        TrackedItem row = sampleItem(QStringLiteral("test"), QString());
        row.outbox = OutboxState::Uncertain;
        row.payload = QJsonObject{{QStringLiteral("formDraftId"), QStringLiteral("1")}};
        const qint64 id = journal.track(row).value();
        m_clock.advanceSeconds(5);
        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch-form");
        draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Sidorova")}};
        QCOMPARE(journal.saveDraft(draft).value(), qint64(1));
        SendCompletion done;
        done.id = id;
        done.externalId = QStringLiteral("T-1");
        done.status = QStringLiteral("201");
        done.formDraftId = 1; // no revision: a row of version 5
        QVERIFY(journal.completeSend(done).ok());
        QVERIFY(journal.loadDraft(1).ok());
    }

    // The revision moves when the content does, not when the same content is saved again.
    void draftRevisionFollowsItsContent_data()
    {
        engines();
    }
    void draftRevisionFollowsItsContent()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch-form");
        draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
        draft.id = journal.saveDraft(draft).value();
        QCOMPARE(journal.loadDraft(draft.id)->revision, qint64(1));
        QVERIFY(journal.saveDraft(draft).ok());
        QCOMPARE(journal.loadDraft(draft.id)->revision, qint64(1));
        draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Sidorova")}};
        QVERIFY(journal.saveDraft(draft).ok());
        QCOMPARE(journal.loadDraft(draft.id)->revision, qint64(2));
        draft.title = QStringLiteral("Another");
        QVERIFY(journal.saveDraft(draft).ok());
        QCOMPARE(journal.loadDraft(draft.id)->revision, qint64(3));
        SendCompletion done;
        TrackedItem row = sampleItem(QStringLiteral("test"), QString());
        row.outbox = OutboxState::Uncertain;
        done.id = journal.track(row).value();
        done.formDraftId = draft.id;
        done.formDraftRevision = 2; // sent before the last change
        QVERIFY(journal.completeSend(done).ok());
        QVERIFY(journal.loadDraft(draft.id).ok());
        done.formDraftRevision = 3;
        QVERIFY(journal.completeSend(done).ok());
        QCOMPARE(journal.loadDraft(draft.id).error().code, JournalError::Code::NotFound);
    }

    // Schema 3 (before the outbox) with a followed item: step 4 keeps it followed, as an item
    // recorded from an answer, and the outbox works on the upgraded file.
    void upgradesVersionThreeFileToTheOutbox()
    {
        const QString file = path();
        QStringList statements;
        for (const JournalMigration &step : journalMigrations()) {
            if (step.version <= 3)
                statements << step.statements;
        }
        statements << QStringLiteral(
            "INSERT INTO tracked_items (environment_id, service, kind, external_id, created_at,"
            " next_check_at) VALUES ('test', 'signing', 'dispatch', 'T-1',"
            " '2026-01-14T08:00:00.000Z', '2026-01-14T08:00:10.000Z')")
                   << QStringLiteral("PRAGMA user_version = 3");
        runSql(file, statements);
        QCOMPARE(userVersion(file), 3);

        Journal journal(&m_clock, file);
        QVERIFY(journal.open().ok());
        QCOMPARE(journal.schemaVersion(), journalSchemaVersion());
        const auto pending = journal.pendingItems(QStringLiteral("test"));
        QCOMPARE(pending->size(), 1);
        QCOMPARE(pending->first().outbox, OutboxState::None);
        QVERIFY(pending->first().isOnPlatform());

        TrackedItem sending = sampleItem(QStringLiteral("test"), QString());
        sending.outbox = OutboxState::Sending;
        const qint64 id = journal.track(sending).value();
        QCOMPARE(journal.trackedItem(id)->outbox, OutboxState::Sending);
        QCOMPARE(journal.pendingItems(QStringLiteral("test"))->size(), 1); // not polled before it is accepted
        QCOMPARE(journal.unresolvedSends(QStringLiteral("test"))->size(), 1);
        QVERIFY(journal.setOutboxState(id, OutboxState::Uncertain, QStringLiteral("timeout")).ok());
        QCOMPARE(journal.unresolvedSends(QStringLiteral("test"))->first().lastError, QStringLiteral("timeout"));

        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch-form");
        const qint64 draftId = journal.saveDraft(draft).value();
        SendCompletion done;
        done.id = id;
        done.externalId = QStringLiteral("T-2");
        done.status = QStringLiteral("201");
        done.nextCheckAt = m_clock.now().addSecs(10);
        done.formDraftId = draftId;
        QVERIFY(journal.completeSend(done).ok());
        QCOMPARE(journal.trackedItem(id)->outbox, OutboxState::Accepted);
        QCOMPARE(journal.trackedItem(id)->externalId, QStringLiteral("T-2"));
        QCOMPARE(journal.loadDraft(draftId).error().code, JournalError::Code::NotFound);
        QCOMPARE(journal.pendingItems(QStringLiteral("test"))->size(), 2);
        QVERIFY(journal.unresolvedSends(QStringLiteral("test"))->isEmpty());
        // A row that is gone completes nothing, and the draft stays.
        const qint64 other = journal.saveDraft(draft).value();
        done.id = id + 100;
        done.formDraftId = other;
        QCOMPARE(journal.completeSend(done).error().code, JournalError::Code::NotFound);
        QVERIFY(journal.loadDraft(other).ok());
        journal.close();
        QCOMPARE(userVersion(file), journalSchemaVersion());
    }

    void refusesNewerFileAndLeavesItAlone()
    {
        const QString file = path();
        const int newer = journalSchemaVersion() + 1;
        runSql(file,
               {QStringLiteral("CREATE TABLE future (x)"), QStringLiteral("PRAGMA user_version = %1").arg(newer)});
        Journal journal(&m_clock, file);
        const auto opened = journal.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().code, JournalError::Code::NewerSchema);
        QVERIFY(!opened.error().message.isEmpty());
        QVERIFY(!journal.isOpen());
        QCOMPARE(userVersion(file), newer);
        // Nothing works on a journal that did not open, and it says so.
        const auto tracked = journal.track(sampleItem(QStringLiteral("test"), QStringLiteral("x")));
        QVERIFY(!tracked.ok());
        QCOMPARE(tracked.error().code, JournalError::Code::NotOpen);
    }

    // A garbage header (or a truncated file) is not a journal: it is moved aside with the date in
    // its name, kept as it was, and a new journal starts in its place.
    void movesAsideAFileThatIsNotADatabase()
    {
        const QString file = path();
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
        }
        Journal journal(&m_clock, file);
        const auto opened = journal.open();
        QVERIFY(opened.ok());
        const QString moved = journal.movedAsideFrom();
        QVERIFY(!moved.isEmpty());
        QVERIFY(QFileInfo(moved).fileName().contains(QStringLiteral(".damaged-")));
        QFile kept(moved);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray(4096, 'x'));
        QVERIFY(journal.track(sampleItem(QStringLiteral("test"), QStringLiteral("x"))).ok());
    }

    // A bad page inside a file whose header reads fine: found at open, not at the next write.
    void movesAsideAFileWithADamagedPage()
    {
        const QString file = path();
        {
            Journal journal(&m_clock, file);
            QVERIFY(journal.open().ok());
            for (int i = 0; i < 200; ++i) {
                Draft d;
                d.environmentId = QStringLiteral("test");
                d.kind = QStringLiteral("form");
                d.payload = {{QStringLiteral("text"), QString(800, QChar(u'a' + i % 26))}};
                QVERIFY(journal.saveDraft(d).ok());
            }
        }
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 8 * 4096);
            f.seek(5 * 4096);
            f.write(QByteArray(4096, '\xA5'));
        }
        Journal journal(&m_clock, file);
        QVERIFY(journal.open().ok());
        QVERIFY(!journal.movedAsideFrom().isEmpty());
        const auto drafts = journal.drafts(QStringLiteral("test"));
        QVERIFY(drafts.ok());
        QVERIFY(drafts->isEmpty()); // a new journal
    }

    // A full disk: the write fails with DiskFull, failed() says so, and checkWritable() agrees.
    // What is deleted is gone from the file's bytes too (secure_delete), not just unlinked.
    void deletedDraftsLeaveNoBytesBehind()
    {
        const QString file = path(QStringLiteral("secure.sqlite"));
        const QString marker = QStringLiteral("ПАСПОРТ-4509-123456-МЕТКА");
        {
            Journal journal(&m_clock, file);
            QVERIFY(journal.open().ok());
            Draft d;
            d.environmentId = QStringLiteral("test");
            d.kind = QStringLiteral("form");
            d.payload = {{QStringLiteral("document"), marker}};
            const auto id = journal.saveDraft(d);
            QVERIFY(id.ok());
            QVERIFY(journal.removeDraft(*id).ok());
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!f.readAll().contains(marker.toUtf8()));
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal")) || !QFile(file + QStringLiteral("-wal")).size());
    }

    void aFullDiskIsNamed()
    {
        Journal journal(&m_clock, path());
        QVERIFY(journal.open().ok());
        QVERIFY(journal.checkWritable().ok());
        QSignalSpy failed(&journal, &Journal::failed);
        journal.limitPagesForTesting(1);
        Draft d;
        d.environmentId = QStringLiteral("test");
        d.kind = QStringLiteral("form");
        d.payload = {{QStringLiteral("text"), QString(20000, u'a')}};
        const auto saved = journal.saveDraft(d);
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error().code, JournalError::Code::DiskFull);
        QVERIFY(saved.error().message.contains(QFileInfo(path()).absolutePath()));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().value<JournalError>().code, JournalError::Code::DiskFull);
    }

    void severalJournalsInOneProcess()
    {
        Journal a(&m_clock, path(QStringLiteral("a.sqlite")));
        Journal b(&m_clock, path(QStringLiteral("b.sqlite")));
        Journal sameAsA(&m_clock, path(QStringLiteral("a.sqlite")));
        QVERIFY(a.open().ok());
        QVERIFY(b.open().ok());
        QVERIFY(sameAsA.open().ok());
        QVERIFY(a.track(sampleItem(QStringLiteral("test"), QStringLiteral("in-a"))).ok());
        QVERIFY(b.track(sampleItem(QStringLiteral("test"), QStringLiteral("in-b"))).ok());
        QCOMPARE(a.pendingItems(QStringLiteral("test"))->size(), 1);
        QCOMPARE(b.pendingItems(QStringLiteral("test"))->first().externalId, QStringLiteral("in-b"));
        // A second connection to the same file sees the first one's writes.
        QCOMPARE(sameAsA.pendingItems(QStringLiteral("test"))->first().externalId, QStringLiteral("in-a"));
        b.close();
        QVERIFY(a.track(sampleItem(QStringLiteral("test"), QStringLiteral("in-a-2"))).ok());
        QCOMPARE(a.pendingItems(QStringLiteral("test"))->size(), 2);
    }

    void trackedItemRoundTrip_data()
    {
        engines();
    }
    void trackedItemRoundTrip()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        TrackedItem item = sampleItem(QStringLiteral("test"), QStringLiteral("3f0c-uuid"));
        item.nextCheckAt = m_clock.now().addSecs(10);
        const auto id = journal.track(item);
        QVERIFY(id.ok());
        item.id = *id;
        item.createdAt = m_clock.now(); // stamped by the journal
        QCOMPARE(journal.trackedItem(*id).value(), item);
        QCOMPARE(
            journal.findTracked(QStringLiteral("test"), QStringLiteral("signing"), QStringLiteral("3f0c-uuid"))->id,
            *id);
        QCOMPARE(journal.findTracked(QStringLiteral("prod"), QStringLiteral("signing"), QStringLiteral("3f0c-uuid"))
                     .error()
                     .code,
                 JournalError::Code::NotFound);
        QCOMPARE(journal.trackedItem(*id + 100).error().code, JournalError::Code::NotFound);

        // The status time moves only when the status changes.
        const QDateTime t1 = m_clock.now().addMSecs(10'123);
        QVERIFY(journal.updateStatus(*id, QStringLiteral("214"), false, t1).ok());
        QVERIFY(journal.updateStatus(*id, QStringLiteral("214"), false, t1.addSecs(30)).ok());
        auto stored = journal.trackedItem(*id).value();
        QCOMPARE(stored.lastStatus, QStringLiteral("214"));
        QCOMPARE(stored.lastStatusAt, t1);
        QVERIFY(stored.isPending());

        TrackedItem check;
        check.id = *id;
        check.lastStatus = QStringLiteral("214");
        check.lastCheckedAt = t1.addSecs(60);
        check.nextCheckAt = t1.addSecs(120);
        check.errorCount = 2;
        check.lastError = QStringLiteral("timeout");
        check.result = QJsonObject{{QStringLiteral("code"), 214}};
        QVERIFY(journal.recordFollowState(check, false).ok());
        stored = journal.trackedItem(*id).value();
        QCOMPARE(stored.lastCheckedAt, check.lastCheckedAt);
        QCOMPARE(stored.nextCheckAt, check.nextCheckAt);
        QCOMPARE(stored.errorCount, 2);
        QCOMPARE(stored.lastError, QStringLiteral("timeout"));
        QCOMPARE(stored.lastStatusAt, t1);
        QVERIFY(stored.result.isEmpty()); // without withResult the answer stays as it was
        QVERIFY(journal.recordFollowState(check, true).ok());
        QCOMPARE(journal.trackedItem(*id)->result.value(u"code").toInt(), 214);

        QVERIFY(journal.updateStatus(*id, QStringLiteral("210"), true, t1.addSecs(90)).ok());
        stored = journal.trackedItem(*id).value();
        QVERIFY(stored.terminal);
        QVERIFY(!stored.nextCheckAt.isValid());
        QCOMPARE(stored.lastStatusAt, t1.addSecs(90));
        QVERIFY(journal.pendingItems(QStringLiteral("test"))->isEmpty());
        QCOMPARE(journal.trackedItems(QStringLiteral("test"))->size(), 1);
        QCOMPARE(journal.updateStatus(*id + 100, QStringLiteral("x"), false, t1).error().code,
                 JournalError::Code::NotFound);
    }

    void pendingItemsFilterAndOrder_data()
    {
        engines();
    }
    void pendingItemsFilterAndOrder()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        auto later = sampleItem(QStringLiteral("test"), QStringLiteral("later"));
        later.nextCheckAt = m_clock.now().addSecs(60);
        auto sooner = sampleItem(QStringLiteral("test"), QStringLiteral("sooner"));
        sooner.nextCheckAt = m_clock.now().addSecs(5);
        auto done = sampleItem(QStringLiteral("test"), QStringLiteral("done"));
        done.terminal = true;
        auto stopped = sampleItem(QStringLiteral("test"), QStringLiteral("stopped"));
        auto otherEnv = sampleItem(QStringLiteral("production"), QStringLiteral("other"));
        for (const auto &i : {later, sooner, done, stopped, otherEnv})
            QVERIFY(journal.track(i).ok());
        const qint64 stoppedId =
            journal.findTracked(QStringLiteral("test"), QStringLiteral("signing"), QStringLiteral("stopped"))->id;
        QVERIFY(journal.markStopped(stoppedId, m_clock.now()).ok());

        const auto pending = journal.pendingItems(QStringLiteral("test"));
        QVERIFY(pending.ok());
        QCOMPARE(pending->size(), 2);
        QCOMPARE(pending->at(0).externalId, QStringLiteral("sooner"));
        QCOMPARE(pending->at(1).externalId, QStringLiteral("later"));

        QVERIFY(journal.clearStopped(stoppedId).ok());
        QCOMPARE(journal.pendingItems(QStringLiteral("test"))->size(), 3);
        QVERIFY(journal.removeTracked(stoppedId).ok());
        QCOMPARE(journal.pendingItems(QStringLiteral("test"))->size(), 2);
    }

    // trackedItem() keeps its SELECT prepared for the connection's life: the statement is reset after
    // every read, found or not (another connection can then checkpoint the whole WAL away), and it goes
    // with the connection, so a journal closed and opened again reads as before.
    void trackedItemLeavesNoReadOpenAndSurvivesReopening_data()
    {
        engines();
    }
    void trackedItemLeavesNoReadOpenAndSurvivesReopening()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        const qint64 id = journal.track(sampleItem(QStringLiteral("test"), QStringLiteral("order-8"))).value();
        // 1 when a read still holds a snapshot and the WAL cannot be truncated.
        auto walCheckpointBusy = [this] {
            return onPostgres() ? 0 : pragmaValue(path(), QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        };
        QCOMPARE(journal.trackedItem(id)->externalId, QStringLiteral("order-8"));
        QCOMPARE(walCheckpointBusy(), 0);
        QVERIFY(journal.recordResult(id, QJsonObject{{QStringLiteral("code"), 1}}).ok()); // frames in the WAL again
        QCOMPARE(journal.trackedItem(id + 100).error().code, JournalError::Code::NotFound);
        QCOMPARE(journal.trackedItem(id)->result.value(u"code").toInt(), 1);
        QCOMPARE(walCheckpointBusy(), 0);

        journal.close();
        QCOMPARE(journal.trackedItem(id).error().code, JournalError::Code::NotOpen);
        QVERIFY(journal.open().ok());
        QCOMPARE(journal.trackedItem(id)->externalId, QStringLiteral("order-8"));
    }

    void resultSurvivesReopen_data()
    {
        engines();
    }
    void resultSurvivesReopen()
    {
        qint64 id = 0;
        {
            Journal journal(&m_clock, journalAt());
            QVERIFY(journal.open().ok());
            id = journal.track(sampleItem(QStringLiteral("test"), QStringLiteral("order-7"))).value();
            QVERIFY(journal.recordResult(id, QJsonObject{{QStringLiteral("region"), QStringLiteral("Москва")}}).ok());
            QCOMPARE(journal.recordResult(id + 1, {}).error().code, JournalError::Code::NotFound);
        }
        Journal reopened(&m_clock, journalAt());
        QVERIFY(reopened.open().ok());
        QCOMPARE(reopened.trackedItem(id)->result.value(u"region").toString(), QStringLiteral("Москва"));
    }

    void draftsRoundTrip_data()
    {
        engines();
    }
    void draftsRoundTrip()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch");
        draft.title = QStringLiteral("Согласие");
        draft.payload = QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}};
        const auto id = journal.saveDraft(draft);
        QVERIFY(id.ok());
        const QDateTime created = m_clock.now();

        m_clock.advanceSeconds(30);
        Draft loaded = journal.loadDraft(*id).value();
        QCOMPARE(loaded.payload, draft.payload);
        QCOMPARE(loaded.title, draft.title);
        QCOMPARE(loaded.createdAt, created);
        loaded.payload.insert(QStringLiteral("phone"), QStringLiteral("+79990000000"));
        QCOMPARE(journal.saveDraft(loaded).value(), *id);
        const Draft updated = journal.loadDraft(*id).value();
        QCOMPARE(updated.payload, loaded.payload);
        QCOMPARE(updated.createdAt, created);
        QCOMPARE(updated.updatedAt, m_clock.now());

        Draft lab;
        lab.environmentId = QStringLiteral("test");
        lab.kind = QStringLiteral("lab-order");
        m_clock.advanceSeconds(1);
        const qint64 labId = journal.saveDraft(lab).value();
        QCOMPARE(journal.drafts(QStringLiteral("test"))->size(), 2);
        QCOMPARE(journal.drafts(QStringLiteral("test"))->first().id, labId); // newest first
        QCOMPARE(journal.drafts(QStringLiteral("test"), QStringLiteral("dispatch"))->size(), 1);
        QVERIFY(journal.drafts(QStringLiteral("production"))->isEmpty());

        QVERIFY(journal.removeDraft(*id).ok());
        QCOMPARE(journal.loadDraft(*id).error().code, JournalError::Code::NotFound);
        QCOMPARE(journal.removeDraft(*id).error().code, JournalError::Code::NotFound);
        loaded.id = *id;
        QCOMPARE(journal.saveDraft(loaded).error().code, JournalError::Code::NotFound);
        QCOMPARE(journal.drafts(QStringLiteral("test"))->size(), 1);
    }

    void draftSurvivesReopen_data()
    {
        engines();
    }
    void draftSurvivesReopen()
    {
        qint64 id = 0;
        {
            Journal journal(&m_clock, journalAt());
            QVERIFY(journal.open().ok());
            Draft draft;
            draft.environmentId = QStringLiteral("test");
            draft.kind = QStringLiteral("dispatch");
            draft.payload = QJsonObject{{QStringLiteral("a"), 1}};
            id = journal.saveDraft(draft).value();
        }
        Journal reopened(&m_clock, journalAt());
        QVERIFY(reopened.open().ok());
        QCOMPARE(reopened.loadDraft(id)->payload.value(QStringLiteral("a")).toInt(), 1);
    }

    void requestLogKeepsNewestRows_data()
    {
        engines();
    }
    void requestLogKeepsNewestRows()
    {
        Journal journal(&m_clock, journalAt());
        QVERIFY(journal.open().ok());
        journal.setRequestLogCapacity(3);
        for (int i = 0; i < 5; ++i) {
            RequestLogRow row;
            row.environmentId = i % 2 ? QStringLiteral("test") : QStringLiteral("sandbox");
            row.service = QStringLiteral("enrichment");
            row.method = QStringLiteral("GET");
            row.path = QStringLiteral("/snils/%1").arg(i);
            if (i != 4)
                row.httpStatus = 200;
            row.durationMs = 100 + i;
            QVERIFY(journal.appendRequestLog(row).ok());
            m_clock.advance(1500);
        }
        const auto rows = journal.requestLog(10);
        QVERIFY(rows.ok());
        QCOMPARE(rows->size(), 3);
        QCOMPARE(rows->at(0).path, QStringLiteral("/snils/4"));
        QCOMPARE(rows->at(2).path, QStringLiteral("/snils/2"));
        QVERIFY(!rows->at(0).httpStatus.has_value());
        QCOMPARE(rows->at(1).httpStatus, std::optional<int>(200));
        QCOMPARE(rows->at(1).durationMs, 103);
        QCOMPARE(rows->at(2).time, m_clock.now().addMSecs(-3 * 1500));
        QCOMPARE(journal.requestLog(1)->size(), 1);
        QCOMPARE(journal.requestLog(10, QStringLiteral("test"))->size(), 1);

        QVERIFY(journal.pruneRequestLog(1).ok());
        QCOMPARE(journal.requestLog(10)->size(), 1);
        QCOMPARE(journal.requestLog(10)->first().path, QStringLiteral("/snils/4"));
    }
};

QTEST_GUILESS_MAIN(TestJournal)
#include "tst_journal.moc"
