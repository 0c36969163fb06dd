// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Retention: items that finished (or were stopped) longer ago than the retention period lose the
// patient's data (payload, result, summary) but keep the fact that they existed; the Session
// applies it at start and then daily, on its clock. Every table of the journal is covered: a test
// fills each one, ages every time column past the period and finds nothing personal left, apart
// from what is still unfinished, which is counted for the person and closed when they say so.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/follow/followdesk.h"
#include "core/session/retention.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace cliniclink;

namespace {
TrackedItem item(const QString &externalId)
{
    TrackedItem t;
    t.environmentId = QStringLiteral("test");
    t.service = QStringLiteral("enrichment");
    t.kind = QStringLiteral("snils-order");
    t.externalId = externalId;
    t.summary = QStringLiteral("Petrova A.");
    t.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
    return t;
}
// Every personal value the tests write contains this.
const QString kPersonal = QStringLiteral("Petrova");
constexpr int kPeriodDays = 30;

// Tables of the journal that hold nothing about a person: a new table must be named here or
// filled by fillEveryTable() (and so have a retention rule), or the test fails.
const QSet<QString> kTablesWithoutPersonalData = {QStringLiteral("write_check"), QStringLiteral("journal_meta"),
                                                  QStringLiteral("journal_imports"),
                                                  QStringLiteral("journal_migrations"),
                                                  // The clinic's shared limits: times and hashes only.
                                                  QStringLiteral("limit_budget"),
                                                  // The running workstations: ids, host names, times.
                                                  QStringLiteral("workstations")};

bool isPostgres(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL");
}

// Runs fn with a connection of the test's own to the journal (a file, or the clinic database's
// URL), closed afterwards.
void withFile(const QString &file, const std::function<void(QSqlDatabase &)> &fn)
{
    const QString name = QStringLiteral("tst_journalretention.raw");
    {
        const JournalLocation location = JournalLocation::parse(file);
        QSqlDatabase db;
        if (location.isPostgres()) {
            db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(location.host);
            db.setDatabaseName(location.database);
            db.setUserName(location.user);
        } else {
            db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(file);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        }
        QVERIFY(db.open());
        fn(db);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QStringList tablesOf(QSqlDatabase &db)
{
    QStringList tables;
    QSqlQuery q(db);
    if (!q.exec(isPostgres(db) ? QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
                               : QStringLiteral(
                                   "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")))
        return {};
    while (q.next())
        tables << q.value(0).toString();
    return tables;
}

QStringList columnsOf(QSqlDatabase &db, const QString &table)
{
    QStringList columns;
    QSqlQuery q(db);
    if (isPostgres(db)) {
        if (!q.exec(QStringLiteral("SELECT column_name FROM information_schema.columns WHERE table_schema = 'public'"
                                   " AND table_name = '%1'")
                        .arg(table)))
            return {};
        while (q.next())
            columns << q.value(0).toString();
        return columns;
    }
    if (!q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)))
        return {};
    while (q.next())
        columns << q.value(1).toString();
    return columns;
}

// Moves every time of every table back by days, as if the journal had been written then.
void ageEveryTable(const QString &file, int days)
{
    withFile(file, [days](QSqlDatabase &db) {
        QSqlQuery q(db);
        for (const QString &table : tablesOf(db)) {
            for (const QString &column : columnsOf(db, table)) {
                if (!column.endsWith(u"_at") && column != u"time")
                    continue;
                const QString sql = isPostgres(db)
                    ? QStringLiteral("UPDATE %1 SET %2 = to_char((%2::timestamptz - interval '%3 days') AT TIME ZONE"
                                     " 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"') WHERE %2 IS NOT NULL")
                          .arg(table, column)
                          .arg(days)
                    : QStringLiteral("UPDATE %1 SET %2 = strftime('%Y-%m-%dT%H:%M:%fZ', %2, '-%3 days')"
                                     " WHERE %2 IS NOT NULL")
                          .arg(table, column)
                          .arg(days);
                QVERIFY2(q.exec(sql), qPrintable(q.lastError().text()));
            }
        }
    });
}

// "table.column" of every cell that holds something personal.
QStringList personalCells(const QString &file)
{
    QStringList found;
    withFile(file, [&found](QSqlDatabase &db) {
        QSqlQuery q(db);
        for (const QString &table : tablesOf(db)) {
            QVERIFY(q.exec(QStringLiteral("SELECT * FROM %1").arg(table)));
            while (q.next()) {
                for (int i = 0; i < q.record().count(); ++i) {
                    const QString cell = table + u'.' + q.record().fieldName(i);
                    if (q.value(i).toString().contains(kPersonal) && !found.contains(cell))
                        found << cell;
                }
            }
        }
    });
    return found;
}

TrackedItem personalItem(const QString &service, const QString &kind)
{
    TrackedItem t;
    t.environmentId = QStringLiteral("test");
    t.service = service;
    t.kind = kind;
    t.externalId = QStringLiteral("X-") + kind;
    t.createdBy = QStringLiteral("doctor-1");
    t.summary = kPersonal + QStringLiteral(" A.");
    t.payload = QJsonObject{{QStringLiteral("familyName"), kPersonal},
                            {QStringLiteral("passport"), QStringLiteral("4510 123456")}};
    return t;
}

// A row in every table that can hold personal data, each holding some: what finished in every
// way it can (answered, refused, stopped, a lab registration stored finished), a draft, a sheet
// finished and its rows, the request log, and three things still unfinished (an order never
// answered, a send in doubt, a sheet never finished). Returns the unfinished count.
int fillEveryTable(Journal &journal, const QDateTime &now)
{
    const QString enrichment = QStringLiteral("enrichment");
    // Finished with an answer.
    const qint64 done = journal.track(personalItem(enrichment, QStringLiteral("snils-order"))).value();
    journal.updateStatus(done, QStringLiteral("done"), true, now);
    journal.recordResult(
        done, QJsonObject{{QStringLiteral("snils"), QString(QStringLiteral("112-233-445 95 ") + kPersonal)}});
    // A lab registration as LabDesk stored it before: finished, with no status time.
    TrackedItem lab = personalItem(QStringLiteral("lab"), QStringLiteral("lab-patient"));
    lab.lastStatus = QStringLiteral("registered");
    lab.terminal = true;
    journal.track(lab);
    TrackedItem practitioner = personalItem(QStringLiteral("lab"), QStringLiteral("lab-practitioner"));
    practitioner.lastStatus = QStringLiteral("registered");
    practitioner.terminal = true;
    journal.track(practitioner);
    // Refused by the platform, with its reason naming the patient.
    TrackedItem refused = personalItem(QStringLiteral("signing"), QStringLiteral("dispatch"));
    refused.outbox = OutboxState::Sending;
    const qint64 refusedId = journal.track(refused).value();
    journal.setOutboxState(refusedId, OutboxState::Refused, QStringLiteral("400: no phone for ") + kPersonal);
    // Stopped by the person.
    const qint64 stopped = journal.track(personalItem(enrichment, QStringLiteral("policy-order"))).value();
    journal.markStopped(stopped, now);
    // Unfinished: never answered, and a send in doubt.
    journal.track(personalItem(enrichment, QStringLiteral("snils-validation")));
    TrackedItem doubt = personalItem(QStringLiteral("signing"), QStringLiteral("dispatch"));
    doubt.outbox = OutboxState::Uncertain;
    journal.track(doubt);

    Draft draft;
    draft.environmentId = QStringLiteral("test");
    draft.kind = QStringLiteral("enrichment-form");
    draft.title = QStringLiteral("Enrichment");
    draft.payload = QJsonObject{{QStringLiteral("familyName"), kPersonal},
                                {QStringLiteral("documentSeries"), QStringLiteral("4510")},
                                {QStringLiteral("documentNumber"), QStringLiteral("123456")}};
    journal.saveDraft(draft);

    BulkJob sheet;
    sheet.environmentId = QStringLiteral("test");
    sheet.operation = QStringLiteral("snils-order");
    sheet.title = kPersonal + QStringLiteral(" and family.xlsx");
    sheet.header = {kPersonal, QStringLiteral("1980-01-01")}; // a file whose first row is a patient
    const QList<QStringList> rows = {{kPersonal, QStringLiteral("1980-01-01")}};
    const qint64 finished = journal.createBulkJob(sheet, rows).value();
    journal.setBulkJobState(finished, BulkJob::State::Finished);
    const qint64 running = journal.createBulkJob(sheet, rows).value();
    journal.setBulkJobState(running, BulkJob::State::Paused);

    RequestLogRow log;
    log.environmentId = QStringLiteral("test");
    log.service = enrichment;
    log.method = QStringLiteral("GET");
    log.path = QStringLiteral("/api/orders?name=") + kPersonal;
    log.error = QStringLiteral("not found: ") + kPersonal;
    journal.appendRequestLog(log);
    return 3;
}

} // namespace

class TestJournalRetention : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;

    bool onPostgres() const { return qstrcmp(QTest::currentDataTag(), "postgresql") == 0; }
    // The journal of the test row: the file, or the clinic database of the test process.
    QString journalAt(const QString &file) const { return onPostgres() ? m_pg->url() : dir.filePath(file); }
    // Every test runs on SQLite, and on PostgreSQL when ctest started the cluster (it always does).
    void engines()
    {
        QTest::addColumn<bool>("unused");
        QTest::newRow("sqlite") << false;
        if (m_pg)
            QTest::newRow("postgresql") << true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (testing::clinicPgUrl().isEmpty()) {
            qWarning("CLINICLINK_TEST_PG is not set: the PostgreSQL rows are left out (ctest sets it)");
            return;
        }
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_journalretention"));
        QVERIFY(m_pg->available());
    }

    void init()
    {
        if (onPostgres())
            QVERIFY(m_pg->reset());
    }

    void forgetsOnlyWhatFinishedBeforeTheCutoff_data() { engines(); }
    void forgetsOnlyWhatFinishedBeforeTheCutoff()
    {
        ManualClock clock;
        Journal journal(&clock, journalAt(QStringLiteral("retention.sqlite")));
        QVERIFY(journal.open().ok());
        const QDateTime t0 = clock.now();
        const qint64 old = journal.track(item(QStringLiteral("old"))).value();
        QVERIFY(journal.updateStatus(old, QStringLiteral("done"), true, t0).ok());
        QVERIFY(journal.recordResult(old, QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}).ok());
        const qint64 stopped = journal.track(item(QStringLiteral("stopped"))).value();
        QVERIFY(journal.markStopped(stopped, t0).ok());
        const qint64 pending = journal.track(item(QStringLiteral("pending"))).value();
        const qint64 recent = journal.track(item(QStringLiteral("recent"))).value();
        QVERIFY(journal.updateStatus(recent, QStringLiteral("done"), true, t0.addDays(20)).ok());

        const auto forgotten = journal.forgetFinished(t0.addDays(10));
        QVERIFY(forgotten.ok());
        QCOMPARE(*forgotten, 2);
        for (qint64 id : {old, stopped}) {
            const TrackedItem t = journal.trackedItem(id).value();
            QVERIFY(t.payload.isEmpty());
            QVERIFY(t.result.isEmpty());
            QVERIFY(t.summary.isEmpty());
            QVERIFY(!t.externalId.isEmpty()); // the fact stays
        }
        QCOMPARE(journal.trackedItem(old).value().lastStatus, QStringLiteral("done"));
        for (qint64 id : {pending, recent})
            QCOMPARE(journal.trackedItem(id).value().payload.value(u"familyName").toString(),
                     QStringLiteral("Petrova"));
        QCOMPARE(*journal.forgetFinished(t0.addDays(10)), 0); // nothing left to empty
    }

    void sessionAppliesItDaily_data() { engines(); }
    void sessionAppliesItDaily()
    {
        ManualClock clock;
        Session::Options options;
        options.settingsFile = dayLongLeases(dir.filePath(QStringLiteral("session.ini")));
        options.journalFile = journalAt(QStringLiteral("session.sqlite"));
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        options.retentionDays = 30;
        Session session(options);
        session.start();
        QVERIFY(session.isJournalOpen());
        const qint64 id = session.journal().track(item(QStringLiteral("order-1"))).value();
        QVERIFY(session.journal().updateStatus(id, QStringLiteral("done"), true, clock.now()).ok());

        clock.advance(qint64(29) * 24 * 3600 * 1000);
        QVERIFY(!session.journal().trackedItem(id).value().payload.isEmpty());
        clock.advance(qint64(2) * 24 * 3600 * 1000);
        QVERIFY(session.journal().trackedItem(id).value().payload.isEmpty());
    }

    // The journal aged past the period, then the application starts: nothing personal is left but
    // what is unfinished, which the session counts; closed, nothing is left at all.
    void nothingPersonalOutlivesThePeriodAtStart_data() { engines(); }
    void nothingPersonalOutlivesThePeriodAtStart()
    {
        ManualClock clock;
        const QString file = journalAt(QStringLiteral("start.sqlite"));
        int unfinished = 0;
        {
            Session first(options(&clock, file, QStringLiteral("start.ini")));
            first.start();
            QVERIFY(first.isJournalOpen());
            unfinished = fillEveryTable(first.journal(), clock.now());
        }
        checkEveryTableIsCovered(file);
        ageEveryTable(file, kPeriodDays + 10);

        Session session(options(&clock, file, QStringLiteral("start.ini")));
        session.start();
        QVERIFY(session.isJournalOpen());
        checkOnlyUnfinishedIsLeft(session, file, unfinished);
    }

    // The same with the application running: the daily run does it.
    void nothingPersonalOutlivesThePeriodInTheDailyRun_data() { engines(); }
    void nothingPersonalOutlivesThePeriodInTheDailyRun()
    {
        ManualClock clock;
        const QString file = journalAt(QStringLiteral("daily.sqlite"));
        Session session(options(&clock, file, QStringLiteral("daily.ini")));
        session.start();
        QVERIFY(session.isJournalOpen());
        const int unfinished = fillEveryTable(session.journal(), clock.now());
        QCOMPARE(session.retention().unfinishedCount(), 0);
        ageEveryTable(file, kPeriodDays + 10);
        // Written now: kept, whatever the daily run does to the old.
        TrackedItem recent = personalItem(QStringLiteral("enrichment"), QStringLiteral("snils-order"));
        recent.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Recent")}};
        recent.summary = QStringLiteral("Recent R.");
        const qint64 recentId = session.journal().track(recent).value();
        QVERIFY(session.journal().updateStatus(recentId, QStringLiteral("done"), true, clock.now()).ok());
        Draft draft;
        draft.environmentId = QStringLiteral("test");
        draft.kind = QStringLiteral("dispatch-form");
        draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Recent")}};
        const qint64 draftId = session.journal().saveDraft(draft).value();

        QSignalSpy counted(&session.retention(), &Retention::unfinishedChanged);
        clock.advance(qint64(24) * 3600 * 1000);
        QCOMPARE(counted.size(), 1);
        QVERIFY(session.journal().trackedItem(recentId)->payload.contains(u"familyName"));
        QVERIFY(session.journal().loadDraft(draftId).ok());
        checkOnlyUnfinishedIsLeft(session, file, unfinished);
    }

    // A terminal item recorded through the FollowDesk (a lab registration) is stamped with the
    // time it finished, so its period runs from then.
    void terminalItemsAreStampedWhenStored_data() { engines(); }
    void terminalItemsAreStampedWhenStored()
    {
        ManualClock clock;
        Session session(options(&clock, journalAt(QStringLiteral("stamp.sqlite")), QStringLiteral("stamp.ini")));
        session.start();
        TrackedItem lab = personalItem(QStringLiteral("lab"), QStringLiteral("lab-patient"));
        lab.lastStatus = QStringLiteral("registered");
        lab.terminal = true;
        const qint64 id = session.follow().track(lab).value();
        QCOMPARE(session.journal().trackedItem(id)->lastStatusAt, clock.now());
    }

private:
    // A clinic session beats every quarter of its lease period; over the weeks these tests move
    // the clock, a day-long lease keeps those beats few.
    static QString dayLongLeases(const QString &settingsFile)
    {
        QSettings(settingsFile, QSettings::IniFormat).setValue(QStringLiteral("clinic/leaseSeconds"), 24 * 3600);
        return settingsFile;
    }
    Session::Options options(ManualClock *clock, const QString &journalFile, const QString &settings)
    {
        Session::Options o;
        o.settingsFile = dayLongLeases(dir.filePath(settings));
        o.journalFile = journalFile;
        o.clock = clock;
        o.sessionOnlySecrets = true;
        o.retentionDays = kPeriodDays;
        return o;
    }

    // Every table of the file is either filled with personal data by fillEveryTable() or named
    // as holding none.
    void checkEveryTableIsCovered(const QString &file)
    {
        const QStringList personal = personalCells(file);
        withFile(file, [&personal](QSqlDatabase &db) {
            for (const QString &table : tablesOf(db)) {
                if (kTablesWithoutPersonalData.contains(table))
                    continue;
                const bool filled = std::any_of(personal.cbegin(), personal.cend(), [&table](const QString &cell) {
                    return cell.startsWith(table + u'.');
                });
                QVERIFY2(filled,
                         qPrintable(QStringLiteral("table %1 is not filled by this test: give it a retention "
                                                   "rule and a row here, or name it as holding no "
                                                   "personal data")
                                        .arg(table)));
            }
        });
    }

    void checkOnlyUnfinishedIsLeft(Session &session, const QString &file, int unfinished)
    {
        QCOMPARE(session.retention().unfinishedCount(), unfinished);
        // What is left is only what is unfinished: the items never answered or in doubt, and the
        // sheet never finished.
        const QStringList before = personalCells(file);
        for (const QString &cell : before)
            QVERIFY2(cell.startsWith(u"tracked_items.") || cell.startsWith(u"bulk_"), qPrintable(cell));
        const auto closed = session.retention().closeUnfinished();
        QVERIFY(closed.ok());
        QCOMPARE(*closed, unfinished);
        QCOMPARE(session.retention().unfinishedCount(), 0);
        const QStringList left = personalCells(file);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u", ")));
        // Closed items are no longer looked up nor followed.
        QVERIFY(session.journal().unresolvedSends(QStringLiteral("test"))->isEmpty());
        QVERIFY(session.journal().pendingItems(QStringLiteral("test"))->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestJournalRetention)
#include "tst_journalretention.moc"
