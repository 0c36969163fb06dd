// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Live lists of a clinic database (issue 31, item 5): what one workstation sends or learns
// reaches the others through PostgreSQL's LISTEN/NOTIFY, without polling the database. Each
// "workstation" here is a Journal with a connection of its own on the throwaway cluster.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/follow/followedkind.h"
#include "core/net/requestlog.h"
#include "core/poll/poller.h"
#include "core/session/journalwatch.h"
#include "core/session/retention.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "core/storage/journalschema.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace cliniclink;
using namespace Qt::StringLiterals;

namespace {

TrackedItem dispatchIn(const QString &environmentId, const QString &externalId)
{
    TrackedItem item;
    item.environmentId = environmentId;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.externalId = externalId;
    item.summary = QStringLiteral("Согласие, И*** И. И.");
    return item;
}

// A followed kind that notes what is due and answers only when told.
class HeldKind : public QObject, public FollowedKind {
public:
    HeldKind()
        : FollowedKind(services::Signing, {QStringLiteral("dispatch")})
    {
    }
    void checkStatus(const TrackedItem &item, FollowReply reply) override { replies.insert(item.id, reply); }
    QHash<qint64, FollowReply> replies;
};

} // namespace

class TestClinicLive : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;

    std::unique_ptr<Journal> openJournal(Clock *clock)
    {
        auto journal = std::make_unique<Journal>(clock, m_pg->url());
        const auto opened = journal->open();
        if (!opened.ok())
            qWarning("open: %s", qPrintable(opened.error().detail));
        return opened.ok() ? std::move(journal) : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinic_live"));
        QVERIFY(m_pg->available());
    }

    void init() { QVERIFY(m_pg->reset()); }

    // A colleague's new item, its answer and its removal each arrive at once, naming the item,
    // its service and its environment; a journal is never told of its own writes that way.
    void colleaguesChangesArriveWithinASecond()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        QSignalSpy atRegistrar(registrar.get(), &Journal::trackedItemChangedElsewhere);
        QSignalSpy atDoctor(doctor.get(), &Journal::trackedItemChangedElsewhere);

        QElapsedTimer took;
        took.start();
        const qint64 id = doctor->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-1"))).value();
        QVERIFY(atRegistrar.wait(1000));
        QVERIFY2(took.elapsed() < 1000, qPrintable(QString::number(took.elapsed())));
        QCOMPARE(atRegistrar.takeFirst(), (QVariantList{id, QStringLiteral("signing"), QStringLiteral("sandbox")}));

        QVERIFY(doctor->updateStatus(id, QStringLiteral("SIGNED"), true, clock.now()).ok());
        QVERIFY(atRegistrar.wait(1000));
        QCOMPARE(atRegistrar.takeFirst().at(0).toLongLong(), id);

        QVERIFY(doctor->removeTracked(id).ok());
        QVERIFY(atRegistrar.wait(1000));
        QCOMPARE(atRegistrar.takeFirst().at(0).toLongLong(), id);

        // The registrar's own write reaches the doctor after everything the doctor wrote before it
        // (one connection, commit order): the doctor was told of none of its own three.
        const qint64 other = registrar->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-2"))).value();
        QVERIFY(atDoctor.wait(1000));
        QCOMPARE(atDoctor.size(), 1);
        QCOMPARE(atDoctor.takeFirst().at(0).toLongLong(), other);
        QCOMPARE(atRegistrar.size(), 0);
    }

    // A lease taken, or a check that found nothing new (its times only), tells nobody: a
    // workstation renewing its 1,000 leases row by row once made every other one read 1,000 rows.
    // A change of what a list shows does tell.
    void onlyWhatAListShowsIsAnnounced()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        QSignalSpy atRegistrar(registrar.get(), &Journal::trackedItemChangedElsewhere);
        const qint64 id = doctor->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-4"))).value();
        QVERIFY(atRegistrar.wait(1000));
        atRegistrar.clear();

        const QString run = QStringLiteral("run-1");
        QVERIFY(doctor->holdLease(id, run, clock.now().addSecs(30)).ok());
        QCOMPARE(doctor->heldLeases(run).value().size(), 1);
        TrackedItem checked = doctor->trackedItem(id).value();
        clock.advance(5000);
        checked.lastCheckedAt = clock.now();
        checked.nextCheckAt = clock.now().addSecs(30);
        QVERIFY(doctor->recordFollowState(checked, false).ok());
        QVERIFY(doctor->updateStatus(id, QStringLiteral("SIGNED"), true, clock.now()).ok());
        // Told in commit order: once the next item's arrival is told, everything before it was.
        const qint64 next = doctor->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-5"))).value();
        const auto nextTold = [&] {
            return std::any_of(atRegistrar.cbegin(), atRegistrar.cend(),
                               [&](const QVariantList &told) { return told.at(0).toLongLong() == next; });
        };
        while (!nextTold())
            QVERIFY(atRegistrar.wait(1000));
        QCOMPARE(atRegistrar.size(), 2);
        QCOMPARE(atRegistrar.at(0).at(0).toLongLong(), id);
    }

    // A sheet a colleague started or moved on reaches the patient-list page as bulkJobChanged.
    void colleaguesSheetArrives()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        QSignalSpy jobs(registrar.get(), &Journal::bulkJobChanged);
        BulkJob sheet;
        sheet.environmentId = QStringLiteral("sandbox");
        sheet.operation = QStringLiteral("snils-order");
        sheet.title = QStringLiteral("list.csv");
        const qint64 job = doctor->createBulkJob(sheet, {{QStringLiteral("a")}}).value();
        QVERIFY(jobs.wait(1000));
        QCOMPARE(jobs.takeFirst().at(0).toLongLong(), job);
        QVERIFY(doctor->setBulkJobState(job, BulkJob::State::Running).ok());
        QVERIFY(jobs.wait(1000));
        QCOMPARE(jobs.takeFirst().at(0).toLongLong(), job);
    }

    // How a colleague's look shared a service's places reaches the others as it was sent, the
    // environment's id whole (it may hold ':'); the sender does not hear its own.
    void placesSharedAtALookArrive()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        QSignalSpy heard(registrar.get(), &Journal::placesAnnounced);
        QSignalSpy echoed(doctor.get(), &Journal::placesAnnounced);
        const QDateTime at = clock.now();
        QVERIFY(doctor->announcePlaces(u"signing"_s, u"clinic:east"_s, {{u"run-a"_s, 3}, {u"run-b"_s, 7}}, at).ok());
        QVERIFY(heard.wait(1000));
        QCOMPARE(heard.first().at(0).toString(), u"signing"_s);
        QCOMPARE(heard.first().at(1).toString(), u"clinic:east"_s);
        using Places = QHash<QString, int>;
        QCOMPARE(heard.first().at(2).value<Places>(), (Places{{u"run-a"_s, 3}, {u"run-b"_s, 7}}));
        QCOMPARE(heard.first().at(3).toDateTime(), at);
        // Equal shares: nobody named.
        QVERIFY(doctor->announcePlaces(u"signing"_s, u"clinic:east"_s, {}, at).ok());
        QVERIFY(heard.wait(1000));
        QVERIFY(heard.at(1).at(2).value<Places>().isEmpty());
        QCOMPARE(echoed.count(), 0);
    }

    // The follow desk announces a colleague's item of its environment as one of its own (the
    // lists' one signal), and nothing of another environment.
    void followDeskAnnouncesColleaguesItemsOfItsEnvironment()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        Poller poller(&clock);
        FollowDesk desk(registrar.get(), &poller);
        desk.setEnvironment(QStringLiteral("sandbox"));
        QSignalSpy announced(&desk, &FollowDesk::itemChanged);

        QVERIFY(doctor->track(dispatchIn(QStringLiteral("test"), QStringLiteral("T-9"))).ok());
        const qint64 id = doctor->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-10"))).value();
        QVERIFY(announced.wait(1000));
        QCOMPARE(announced.size(), 1);
        QCOMPARE(announced.takeFirst().at(0).toLongLong(), id);
        // Announced only: this workstation does not start polling what a colleague sent.
        QCOMPARE(poller.count(), 0);
    }

    // Retention runs once a day for the clinic: the first workstation to pass claims it, the
    // others find it done until a day has gone by. A workstation's own file always runs it.
    void retentionRunsOncePerClinicADay()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        const auto aDayBefore = [&clock] { return clock.now().addSecs(-23 * 3600); };
        QCOMPARE(doctor->claimRetentionRun(aDayBefore()).value(), true);
        QCOMPARE(registrar->claimRetentionRun(aDayBefore()).value(), false);
        QCOMPARE(doctor->claimRetentionRun(aDayBefore()).value(), false);
        clock.advanceSeconds(12 * 3600);
        QCOMPARE(registrar->claimRetentionRun(aDayBefore()).value(), false);
        clock.advanceSeconds(12 * 3600);
        QCOMPARE(registrar->claimRetentionRun(aDayBefore()).value(), true);
        QCOMPARE(doctor->claimRetentionRun(aDayBefore()).value(), false);

        QTemporaryDir dir;
        Journal own(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(own.open().ok());
        QCOMPARE(own.claimRetentionRun(aDayBefore()).value(), true);
        QCOMPARE(own.claimRetentionRun(aDayBefore()).value(), true);
    }

    // The clinic database goes away mid-run: the workstation says why and records nothing, so the
    // send gate holds every billed call; the lists keep what they read; every ten seconds on the
    // clock it tries again, and once the server is back it records and hears its colleagues again.
    void aLostDatabaseHoldsSendsAndIsFoundAgain()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Session session(clinicSession(dir, clock));
        session.start();
        QTRY_VERIFY(session.isJournalOpen());
        QVERIFY(session.journalWatch().health().canRecord);
        const QString environment = session.follow().environmentId();
        const qint64 sent = session.journal().track(dispatchIn(environment, QStringLiteral("T-1"))).value();
        QCOMPARE(session.follow().items(services::Signing, 100).size(), 1);

        QVERIFY(m_pg->allowConnections(false));
        auto allowAgain = qScopeGuard([this] { m_pg->allowConnections(true); });
        QVERIFY(m_pg->terminateConnections());
        QSignalSpy health(&session.journalWatch(), &JournalWatch::healthChanged);
        session.journalWatch().recheck();
        QVERIFY(!session.journalWatch().health().canRecord);
        QVERIFY2(session.journalWatch().health().problem.contains(QLatin1String("clinic database")),
                 qPrintable(session.journalWatch().health().problem));
        // What the lists read before is still theirs.
        const QList<TrackedItem> cached = session.follow().items(services::Signing, 100);
        QCOMPARE(cached.size(), 1);
        QCOMPARE(cached.first().id, sent);
        QCOMPARE(session.follow().item(sent)->externalId, QStringLiteral("T-1"));

        // Still down ten seconds later: still held, and tried again later.
        clock.advanceSeconds(JournalWatch::kReconnectSeconds);
        QVERIFY(!session.journalWatch().health().canRecord);

        QVERIFY(m_pg->allowConnections(true));
        clock.advanceSeconds(JournalWatch::kReconnectSeconds - 1);
        QVERIFY(!session.journalWatch().health().canRecord);
        clock.advanceSeconds(1);
        QVERIFY(session.journalWatch().health().canRecord);
        QVERIFY(session.isJournalOpen());

        // Listening again: a colleague's item reaches this workstation's lists.
        const auto colleague = openJournal(&clock);
        QVERIFY(colleague);
        QSignalSpy announced(&session.follow(), &FollowDesk::itemChanged);
        const qint64 theirs = colleague->track(dispatchIn(environment, QStringLiteral("T-2"))).value();
        QVERIFY(announced.wait(1000));
        QCOMPARE(announced.takeFirst().at(0).toLongLong(), theirs);
    }

    // The same with nothing asking the journal meanwhile: a registrar who only watches her lists.
    // The driver finds the connection gone (the listening socket), and the clinic's next tick
    // (a quarter of the lease period) says so and has it opened again once the server answers;
    // before, the lists stopped being live with no word, and nothing connected again.
    void anIdleWorkstationFindsItsLostDatabaseAtTheNextTick()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Session session(clinicSession(dir, clock));
        session.start();
        QTRY_VERIFY(session.isJournalOpen());
        QVERIFY(session.journalWatch().health().canRecord);
        const QString environment = session.follow().environmentId();

        QVERIFY(m_pg->allowConnections(false));
        auto allowAgain = qScopeGuard([this] { m_pg->allowConnections(true); });
        QVERIFY(m_pg->terminateConnections());
        QTRY_VERIFY(!session.isJournalOpen()); // read on the listening socket
        QVERIFY(session.journalWatch().health().canRecord); // nobody has asked yet
        clock.advance(30'000 / 4); // the clinic's tick, with the default lease period of 30 s
        QVERIFY(!session.journalWatch().health().canRecord);
        QVERIFY2(session.journalWatch().health().problem.contains(QLatin1String("clinic database")),
                 qPrintable(session.journalWatch().health().problem));

        QVERIFY(m_pg->allowConnections(true));
        clock.advanceSeconds(JournalWatch::kReconnectSeconds);
        QVERIFY(session.journalWatch().health().canRecord);
        QVERIFY(session.isJournalOpen());
        const auto colleague = openJournal(&clock);
        QVERIFY(colleague);
        QSignalSpy announced(&session.follow(), &FollowDesk::itemChanged);
        const qint64 theirs = colleague->track(dispatchIn(environment, QStringLiteral("T-3"))).value();
        QVERIFY(announced.wait(1000));
        QCOMPARE(announced.takeFirst().at(0).toLongLong(), theirs);
    }

    // A clinic database keeps every workstation's drafts, and offers each its own only: a
    // registrar never finds a doctor's unsent form restored in hers.
    void draftsAreTheirOwners()
    {
        ManualClock clock;
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        doctor->setDraftOwner(QStringLiteral("doctor-at-12"));
        registrar->setDraftOwner(QStringLiteral("registrar-at-3"));
        Draft draft;
        draft.environmentId = QStringLiteral("sandbox");
        draft.kind = QStringLiteral("dispatch");
        draft.title = QStringLiteral("Согласие");
        const qint64 id = doctor->saveDraft(draft).value();
        QCOMPARE(doctor->drafts(QStringLiteral("sandbox")).value().size(), 1);
        QCOMPARE(doctor->drafts(QStringLiteral("sandbox"), QStringLiteral("dispatch")).value().size(), 1);
        QCOMPARE(registrar->drafts(QStringLiteral("sandbox")).value().size(), 0);
        QCOMPARE(registrar->drafts(QStringLiteral("sandbox"), QStringLiteral("dispatch")).value().size(), 0);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT owner FROM drafts WHERE id = %1").arg(id)).toString(),
                 QStringLiteral("doctor-at-12"));
    }

    // A GET the session's transport answered 200 at `at`, as its request log records it.
    static void logRead(Session &session, Service service, const QString &path, const QDateTime &at)
    {
        RequestLogEntry entry;
        entry.startedAt = at;
        entry.environmentId = session.follow().environmentId();
        entry.service = service;
        entry.method = "GET";
        entry.path = path;
        entry.httpStatus = 200;
        session.requestLog().append(entry);
    }

    // A Session on this test's clinic database, its own journal file and settings in dir.
    Session::Options clinicSession(const QTemporaryDir &dir, ManualClock &clock) const
    {
        Session::Options options;
        options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        options.journalFile = m_pg->url();
        options.localJournalFile = dir.filePath(QStringLiteral("journal.sqlite"));
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        return options;
    }

    // The request log is the workstation's: with a clinic database it goes to the workstation's
    // own file, never to the clinic's database.
    void theRequestLogStaysOnTheWorkstation()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Session::Options options = clinicSession(dir, clock);
        {
            Session session(options);
            session.start();
            QTRY_VERIFY(session.isJournalOpen());
            logRead(session, services::Signing, QStringLiteral("/sep/api/signing/T-1/status"), clock.now());
        }
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM request_log")).toInt(), 0);
        Journal own(&clock, options.localJournalFile);
        QVERIFY(own.open().ok());
        const auto rows = own.requestLog(10).value();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().path, QStringLiteral("/sep/api/signing/T-1/status"));
    }

    // "Clear journal" at one workstation of a clinic clears its own request log, not the clinic's
    // finished items, which are every workstation's; the period still empties that log daily.
    void clearingAtOneWorkstationLeavesTheClinicsItems()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Session::Options options = clinicSession(dir, clock);
        options.retentionDays = 30;
        Session session(options);
        session.start();
        QTRY_VERIFY(session.isJournalOpen());
        QVERIFY(session.retention().journalShared());
        TrackedItem item;
        item.environmentId = session.follow().environmentId();
        item.service = QStringLiteral("enrichment");
        item.kind = QStringLiteral("snils-order");
        item.externalId = QStringLiteral("order-1");
        item.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Petrova")}};
        const qint64 id = session.journal().track(item).value();
        QVERIFY(session.journal().updateStatus(id, QStringLiteral("done"), true, clock.now()).ok());
        const auto logEntry = [&](const QDateTime &at) {
            logRead(session, services::Enrichment, QStringLiteral("/api/v1/orders/order-1"), at);
        };
        Journal own(&clock, options.localJournalFile);
        QVERIFY(own.open().ok());
        logEntry(clock.now());
        // Written with the others of its moment, a tenth of a second later (RequestHistory).
        QTRY_COMPARE(own.requestLog(10).value().size(), 1);

        QCOMPARE(session.retention().clearJournal().value(), 0);
        QVERIFY(own.requestLog(10).value().isEmpty());
        QCOMPARE(session.journal().trackedItem(id).value().payload.value(u"familyName").toString(),
                 QStringLiteral("Petrova"));

        // The daily run: an entry older than the period goes, a newer one stays.
        logEntry(clock.now().addDays(-31));
        logEntry(clock.now());
        QTRY_COMPARE(own.requestLog(10).value().size(), 2);
        session.retention().apply();
        QCOMPARE(own.requestLog(10).value().size(), 1);
    }

    // A clinic database out of reach when the workstation starts: once it answers, what it holds
    // is followed, without a restart.
    void aDatabaseDownAtStartIsFollowedOnceItAnswers()
    {
        ManualClock clock;
        {
            const auto colleague = openJournal(&clock);
            QVERIFY(colleague);
            TrackedItem due = dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-8"));
            due.nextCheckAt = clock.now().addSecs(3600);
            QVERIFY(colleague->track(due).ok());
        }
        QVERIFY(m_pg->allowConnections(false));
        auto allowAgain = qScopeGuard([this] { m_pg->allowConnections(true); });
        QVERIFY(m_pg->terminateConnections());
        QTemporaryDir dir;
        Session::Options options;
        options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        options.journalFile = m_pg->url();
        options.clock = &clock;
        options.sessionOnlySecrets = true;
        Session session(options);
        session.start();
        QVERIFY(!session.isJournalOpen());
        QCoreApplication::processEvents();
        QVERIFY(session.resumedEnvironment().isEmpty());
        QVERIFY(m_pg->allowConnections(true));
        clock.advanceSeconds(JournalWatch::kReconnectSeconds);
        QVERIFY(session.isJournalOpen());
        QTRY_COMPARE(session.resumedEnvironment(), QStringLiteral("sandbox"));
        QCOMPARE(session.poller().count(), 1);
    }

    // On a clinic database a status answer is one write of its own: the request leaving is not
    // written (the workstation's own file writes it, so a crash resumes no sooner than the
    // minimum); instead whoever follows the item next waits the policy's minimum from then.
    void aStatusAnswerIsOneWriteAndAResumeWaitsTheMinimum()
    {
        ManualClock clock;
        const auto journal = openJournal(&clock);
        QVERIFY(journal);
        TrackedItem due = dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-7"));
        due.nextCheckAt = clock.now();
        const qint64 id = journal->track(due).value();

        PollPolicy policy = PollPolicy::defaultFor(services::Signing);
        policy.minInterval = std::chrono::seconds(10);
        policy.interval = std::chrono::seconds(30);
        {
            Poller poller(&clock);
            poller.setPolicy(services::Signing, policy);
            FollowDesk desk(journal.get(), &poller);
            HeldKind kind;
            desk.registerKind(&kind, &kind);
            QCOMPARE(desk.resume(QStringLiteral("sandbox")).value(), 1);
            // Resumed: not at once, the minimum from now.
            clock.advanceSeconds(9);
            QVERIFY(kind.replies.isEmpty());
            const TrackedItem before = journal->trackedItem(id).value();
            clock.advanceSeconds(1);
            QCOMPARE(kind.replies.size(), 1);
            // Out: nothing written.
            QCOMPARE(journal->trackedItem(id).value(), before);
            kind.replies.take(id)(FollowAnswer{PollOutcome::pending(QStringLiteral("SENT")), std::nullopt});
            const TrackedItem answered = journal->trackedItem(id).value();
            QCOMPARE(answered.lastStatus, QStringLiteral("SENT"));
            QCOMPARE(answered.lastCheckedAt, clock.now());
        }
    }

    // A clinic database created before live lists takes the triggers with its upgrade.
    void anUpgradedDatabaseAnnouncesToo()
    {
        ManualClock clock;
        {
            const auto first = openJournal(&clock);
            QVERIFY(first);
        }
        QVERIFY(m_pg->run({QStringLiteral("DROP FUNCTION cliniclink_announce() CASCADE"),
                           QStringLiteral("ALTER TABLE journal_meta DROP COLUMN retention_at"),
                           QStringLiteral("ALTER TABLE drafts DROP COLUMN owner"),
                           QStringLiteral("DROP TABLE limit_budget"), QStringLiteral("DROP TABLE workstations"),
                           QStringLiteral("DROP INDEX tracked_items_lease"),
                           QStringLiteral("ALTER TABLE tracked_items DROP COLUMN sent_by, DROP COLUMN lease_holder,"
                                          " DROP COLUMN claim_until"),
                           QStringLiteral("UPDATE journal_meta SET version = 7")}));
        const auto doctor = openJournal(&clock);
        const auto registrar = openJournal(&clock);
        QVERIFY(doctor && registrar);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%_announce%'")).toInt(),
                 3);
        QSignalSpy atRegistrar(registrar.get(), &Journal::trackedItemChangedElsewhere);
        QVERIFY(doctor->track(dispatchIn(QStringLiteral("sandbox"), QStringLiteral("T-3"))).ok());
        QVERIFY(atRegistrar.wait(1000));
    }
};

QTEST_GUILESS_MAIN(TestClinicLive)
#include "tst_clinic_live.moc"
