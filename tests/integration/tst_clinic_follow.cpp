// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Several workstation cores (a Journal, a Poller and a FollowDesk each, as a Session holds them)
// on one clinic database and one ManualClock: every followed item is polled by exactly one live
// core, the items are spread over the cores that are up, a core that stops beating (destroyed
// without leaving, as kill -9 leaves it) loses its leases to the others within one lease period,
// a send under way is left to the run that sends it while that run lives and made uncertain once
// when it is gone, and a send in doubt is looked up by one core only. Runs on the throwaway
// PostgreSQL cluster ctest starts (tests/support/clinicpg.h).

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/common/offsetclock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/poll/poller.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <algorithm>
#include <cstdlib>
#include <memory>

using namespace cliniclink;
using namespace Qt::StringLiterals;

namespace {

const QString kEnv = QStringLiteral("clinic");
const QString kKind = QStringLiteral("dispatch");
constexpr std::chrono::milliseconds kLease{20'000};
constexpr qint64 kMinIntervalMs = 2'000;

struct Poll {
    QString core;
    qint64 id;
    QDateTime at;
};

// What every core's handler was asked, in order, across the cores.
struct Calls {
    QList<Poll> polls;
    QList<Poll> lookups;
};

class CountingKind : public QObject, public FollowedKind {
public:
    CountingKind(QString core, Calls *calls, Clock *clock)
        : FollowedKind(services::Signing, {kKind})
        , m_core(std::move(core))
        , m_calls(calls)
        , m_clock(clock)
    {
    }
    void checkStatus(const TrackedItem &item, FollowReply reply) override
    {
        m_calls->polls << Poll{m_core, item.id, m_clock->now()};
        if (holdReplies) {
            held << std::move(reply);
            return;
        }
        FollowAnswer answer;
        answer.outcome = PollOutcome::pending(QStringLiteral("sent"));
        answer.result = QJsonObject{{QStringLiteral("code"), 3}}; // details with every answer, as D's
        reply(answer);
    }
    void lookUp(const TrackedItem &item, LookupReply reply) override
    {
        m_calls->lookups << Poll{m_core, item.id, m_clock->now()};
        reply(lookupAnswer);
    }
    bool holdReplies = false;
    QList<FollowReply> held;
    FollowLookup lookupAnswer;

private:
    QString m_core;
    Calls *m_calls;
    Clock *m_clock;
};

class SendingDesk : public FollowDesk {
public:
    using FollowDesk::beginSend;
    using FollowDesk::FollowDesk;
};

// One workstation's core, as a Session makes it in clinic mode.
struct Core {
    Core(const QString &name, Clock *clock, const QString &url, Calls *calls)
        : name(name)
        , runId(QUuid::createUuid().toString(QUuid::WithoutBraces))
        , journal(clock, url)
        , poller(clock)
        , desk(&journal, &poller)
        , kind(name, calls, clock)
    {
        PollPolicy policy;
        policy.initialDelay = std::chrono::milliseconds(1'000);
        policy.minInterval = std::chrono::milliseconds(kMinIntervalMs);
        policy.interval = std::chrono::milliseconds(5'000);
        poller.setPolicy(services::Signing, policy);
        desk.shareWithClinic(runId, kLease);
    }
    // clinicTime: the clock the core runs on, set to the database server's time once the journal
    // is open, as the Session sets it.
    bool start(OffsetClock *clinicTime = nullptr)
    {
        if (!journal.open().ok())
            return false;
        if (clinicTime) {
            const auto skew = journal.clockSkew();
            if (!skew)
                return false;
            clinicTime->correctBy(*skew, 50);
        }
        desk.registerKind(&kind, &kind);
        return desk.resume(kEnv).ok();
    }
    QSet<qint64> followed() const
    {
        QSet<qint64> ids;
        for (const QString &key : poller.keys())
            ids << FollowDesk::journalIdFor(key).value_or(0);
        return ids;
    }

    QString name;
    QString runId;
    Journal journal;
    Poller poller;
    SendingDesk desk;
    CountingKind kind;
};

TrackedItem followedItem(int n)
{
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("signing");
    item.kind = kKind;
    item.externalId = QStringLiteral("T-%1").arg(n);
    item.lastStatus = QStringLiteral("sent");
    item.outbox = OutboxState::Accepted;
    return item;
}

TrackedItem sendIntent()
{
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("signing");
    item.kind = kKind;
    item.payload = QJsonObject{{QStringLiteral("patient"), QStringLiteral("MIS-1")}};
    return item;
}

} // namespace

class TestClinicFollow : public QObject {
    Q_OBJECT

    std::unique_ptr<testing::ClinicPgDatabase> m_pg;
    std::unique_ptr<ManualClock> m_clock;
    Calls m_calls;
    std::vector<std::unique_ptr<Core>> m_cores;

    Core &addCore(const QString &name, Clock *clock = nullptr)
    {
        m_cores.push_back(std::make_unique<Core>(name, clock ? clock : m_clock.get(), m_pg->url(), &m_calls));
        return *m_cores.back();
    }
    // Items left by earlier runs: nobody holds them.
    QList<qint64> seed(int count)
    {
        Journal journal(m_clock.get(), m_pg->url());
        if (!journal.open().ok())
            return {};
        QList<qint64> ids;
        for (int i = 0; i < count; ++i) {
            TrackedItem item = followedItem(i);
            item.nextCheckAt = m_clock->now().addSecs(1);
            ids << journal.track(item).value();
        }
        return ids;
    }
    // No key followed by two cores; every id followed by someone when all is given.
    bool disjoint(QString *why) const
    {
        QHash<qint64, QString> owner;
        for (const auto &core : m_cores) {
            for (qint64 id : core->followed()) {
                if (owner.contains(id)) {
                    *why = QStringLiteral("item %1 followed by %2 and %3").arg(id).arg(owner.value(id), core->name);
                    return false;
                }
                owner.insert(id, core->name);
            }
        }
        return true;
    }
    // Moves on a second at a time, checking after each that no item is followed twice.
    void advance(int seconds)
    {
        for (int s = 0; s < seconds; ++s) {
            m_clock->advanceSeconds(1);
            QCoreApplication::processEvents();
            QString why;
            QVERIFY2(disjoint(&why), qPrintable(why));
        }
    }
    QSet<qint64> followedByAll() const
    {
        QSet<qint64> all;
        for (const auto &core : m_cores)
            all += core->followed();
        return all;
    }
    // No two polls of one item closer than the minimum interval: none was polled by two cores at once.
    bool neverPolledTwice(QString *why) const
    {
        QHash<qint64, Poll> last;
        for (const Poll &poll : m_calls.polls) {
            const auto it = last.constFind(poll.id);
            if (it != last.constEnd() && it->at.msecsTo(poll.at) < kMinIntervalMs) {
                *why = QStringLiteral("item %1 polled by %2 at %3 and by %4 at %5")
                           .arg(poll.id)
                           .arg(it->core, it->at.toString(Qt::ISODateWithMs), poll.core,
                                poll.at.toString(Qt::ISODateWithMs));
                return false;
            }
            last.insert(poll.id, poll);
        }
        return true;
    }
    QVariant holderOf(qint64 id) const
    {
        return m_pg->value(QStringLiteral("SELECT lease_holder FROM tracked_items WHERE id = %1").arg(id));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (testing::clinicPgUrl().isEmpty())
            QSKIP("CLINICLINK_TEST_PG is not set: ctest starts the clinic_pg fixture");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinic_follow"));
        QVERIFY(m_pg->available());
    }
    void init()
    {
        QVERIFY(m_pg->reset());
        m_clock = std::make_unique<ManualClock>();
        m_calls = {};
    }
    void cleanup()
    {
        m_cores.clear();
        m_clock.reset();
    }

    void itemsAreSpreadOverTheCoresAndEachPolledByOne()
    {
        const QList<qint64> ids = seed(12);
        QCOMPARE(ids.size(), 12);
        for (const QString &name : {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")})
            QVERIFY(addCore(name).start());
        // The first up took what it saw as its fair share (all); the others come in at the next looks.
        advance(int(kLease.count() / 1000));
        for (const auto &core : m_cores)
            QCOMPARE(core->followed().size(), 4); // ceil(12 / 3)
        QCOMPARE(followedByAll(), QSet<qint64>(ids.cbegin(), ids.cend()));
        for (const auto &core : m_cores) {
            for (qint64 id : core->followed())
                QCOMPARE(holderOf(id).toString(), core->runId);
        }
        m_calls.polls.clear();
        advance(60);
        QString why;
        QVERIFY2(neverPolledTwice(&why), qPrintable(why));
        // Settled: each item polled, and by its holder only.
        QHash<qint64, QSet<QString>> pollers;
        for (const Poll &poll : std::as_const(m_calls.polls))
            pollers[poll.id] << poll.core;
        QCOMPARE(pollers.size(), 12);
        for (auto it = pollers.cbegin(); it != pollers.cend(); ++it)
            QCOMPARE(it->size(), 1);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM workstations")).toInt(), 3);
    }

    void aKilledCoresItemsAreTakenOverWithinOneLeasePeriod()
    {
        const QList<qint64> ids = seed(9);
        for (const QString &name : {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")})
            QVERIFY(addCore(name).start());
        advance(int(kLease.count() / 1000));
        QCOMPARE(m_cores.back()->followed().size(), 3);
        // C is killed mid-poll: requests out, nothing released, no goodbye.
        m_cores.back()->kind.holdReplies = true;
        advance(6);
        QVERIFY(!m_cores.back()->kind.held.isEmpty());
        const QSet<qint64> orphaned = m_cores.back()->followed();
        m_cores.pop_back();
        const QDateTime killedAt = m_clock->now();
        QDateTime takenAt;
        for (int s = 0; s < 3 * kLease.count() / 1000 && !takenAt.isValid(); ++s) {
            advance(1);
            if (followedByAll() == QSet<qint64>(ids.cbegin(), ids.cend()))
                takenAt = m_clock->now();
        }
        QVERIFY(takenAt.isValid());
        QVERIFY2(killedAt.msecsTo(takenAt) <= kLease.count(),
                 qPrintable(QStringLiteral("taken over after %1 ms").arg(killedAt.msecsTo(takenAt))));
        // Spread again: ceil(9 / 2) for one, the rest for the other.
        QList<qsizetype> sizes{m_cores.front()->followed().size(), m_cores.back()->followed().size()};
        std::sort(sizes.begin(), sizes.end());
        QCOMPARE(sizes, (QList<qsizetype>{4, 5}));
        QVERIFY(followedByAll().contains(orphaned));
        m_calls.polls.clear();
        advance(30);
        QString why;
        QVERIFY2(neverPolledTwice(&why), qPrintable(why));
        QSet<qint64> polled;
        for (const Poll &poll : std::as_const(m_calls.polls))
            polled << poll.id;
        QCOMPARE(polled, QSet<qint64>(ids.cbegin(), ids.cend())); // none lost
    }

    // A run's heartbeat carries every lease it holds: its rows keep the time of their claim (a
    // look writes none of them), nobody takes them while the heartbeats go on, and the others
    // take them all once its last heartbeat's time has passed.
    void aHeartbeatCarriesTheLeasesItsRowsAreNotWritten()
    {
        const QList<qint64> ids = seed(4);
        Journal journal(m_clock.get(), m_pg->url());
        QVERIFY(journal.open().ok());
        const QString env = followedItem(0).environmentId;
        const auto beat = [&](const QString &run) {
            return journal
                .heartbeat({run, env, QStringLiteral("host"), m_clock->now(), {}, {}, m_clock->now().addSecs(15)})
                .ok();
        };
        QVERIFY(beat(QStringLiteral("A")));
        QCOMPARE(journal.claimLeases(env, QStringLiteral("A"), m_clock->now().addSecs(15), 10).value().size(), 4);
        const QVariant claimedUntil = m_pg->value(QStringLiteral("SELECT max(claim_until) FROM tracked_items"));
        for (int look = 0; look < 4; ++look) {
            m_clock->advance(10'000);
            QVERIFY(beat(QStringLiteral("A")));
            QCOMPARE(journal.claimLeases(env, QStringLiteral("B"), m_clock->now().addSecs(15), 10).value().size(), 0);
            QVERIFY(!journal.takeFreeLease(ids.first(), QStringLiteral("B"), m_clock->now().addSecs(15)).value());
            QCOMPARE(journal.heldLeases(QStringLiteral("A")).value().size(), 4);
        }
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM tracked_items WHERE claim_until = '%1'")
                                 .arg(claimedUntil.toString()))
                     .toInt(),
                 4);
        // A stops beating: its leases hold until its last heartbeat's time, not a moment longer.
        m_clock->advance(15'000);
        QCOMPARE(journal.claimLeases(env, QStringLiteral("B"), m_clock->now().addSecs(15), 10).value().size(), 0);
        m_clock->advance(1);
        QSet<qint64> ranOut;
        QCOMPARE(journal.claimLeases(env, QStringLiteral("B"), m_clock->now().addSecs(15), 10, &ranOut).value().size(),
                 4);
        QCOMPARE(ranOut, QSet<qint64>(ids.cbegin(), ids.cend()));
        QVERIFY(journal.heldLeases(QStringLiteral("A")).value().isEmpty());
    }

    // A run's row is deleted a day after it was last seen, by a heartbeat within the hour after:
    // not at every look, each of which would cost a statement.
    void aRunGoneADayIsForgottenWithinTheHour()
    {
        Journal journal(m_clock.get(), m_pg->url());
        QVERIFY(journal.open().ok());
        const auto beat = [&] {
            return journal.heartbeat({u"A"_s, kEnv, u"host"_s, m_clock->now(), {}, {}, m_clock->now().addSecs(15)})
                .ok();
        };
        QVERIFY(beat());
        QVERIFY(m_pg->run({u"INSERT INTO workstations (id, environment_id, host, started_at, last_seen)"
                           " VALUES ('Z', '%1', 'host', '%2', '%2')"_s.arg(
                               kEnv, m_clock->now().addDays(-1).addSecs(-1).toUTC().toString(Qt::ISODateWithMs))}));
        const auto rows = [&] { return m_pg->value(u"SELECT count(*) FROM workstations"_s).toInt(); };
        m_clock->advance(7'500);
        QVERIFY(beat());
        QCOMPARE(rows(), 2);
        m_clock->advance(60 * 60 * 1000);
        QVERIFY(beat());
        QCOMPARE(rows(), 1);
        const auto seen = journal.workloads(kEnv, m_clock->now().addSecs(-5));
        QVERIFY(seen);
        QCOMPARE(seen->size(), 1);
        QCOMPARE(seen->first().id, u"A"_s);
        QCOMPARE(seen->first().seen, m_clock->now());
    }

    // A check that found nothing new costs no statement of its own: its times go with the next
    // lease tick, all the tick's checks in one statement, and reach the row before a lease moves.
    // A check that found something new is written at once.
    void checksThatFoundNothingNewAreWrittenWithTheTick()
    {
        const QList<qint64> ids = seed(3);
        Core &core = addCore(QStringLiteral("A"));
        QVERIFY(core.start());
        const auto lastChecked = [this](qint64 id) {
            return m_pg->value(QStringLiteral("SELECT last_checked_at FROM tracked_items WHERE id = %1").arg(id));
        };
        const auto polledAt = [this](qint64 id) {
            return std::find_if(m_calls.polls.cbegin(), m_calls.polls.cend(),
                                [id](const Poll &p) { return p.id == id; })
                ->at;
        };
        // A tick every quarter of the lease, the first at the start: it wrote the first polls.
        advance(int(kLease.count() / 4000));
        m_calls.polls.clear();
        advance(2);
        QCOMPARE(m_calls.polls.size(), 3);
        for (qint64 id : ids)
            QVERIFY(QDateTime::fromString(lastChecked(id).toString(), Qt::ISODateWithMs) < polledAt(id));
        advance(int(kLease.count() / 4000) - 2); // the next tick
        for (qint64 id : ids)
            QCOMPARE(QDateTime::fromString(lastChecked(id).toString(), Qt::ISODateWithMs), polledAt(id));

        // Signed: written with the answer, not with the tick.
        core.kind.holdReplies = true;
        m_calls.polls.clear();
        for (int s = 0; s < 10 && core.kind.held.isEmpty(); ++s)
            advance(1);
        QVERIFY(!core.kind.held.isEmpty());
        const qint64 signedId = m_calls.polls.constFirst().id;
        core.kind.held.takeFirst()(FollowAnswer{PollOutcome::terminal(QStringLiteral("SIGNED")), std::nullopt});
        QCOMPARE(
            m_pg->value(QStringLiteral("SELECT last_status FROM tracked_items WHERE id = %1").arg(signedId)).toString(),
            QStringLiteral("SIGNED"));
    }

    // C's connection to the clinic database is gone, C itself runs on: once its last renewal ran
    // out it stops polling, while the others take its items over; never two at once.
    void aCoreCutOffFromTheDatabaseLetsGoWhenItsLeasesRunOut()
    {
        const QList<qint64> ids = seed(9);
        for (const QString &name : {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")})
            QVERIFY(addCore(name).start());
        advance(int(kLease.count() / 1000));
        QCOMPARE(m_cores.back()->followed().size(), 3);
        m_cores.back()->journal.close();
        advance(2 * int(kLease.count() / 1000)); // disjoint at every second
        QVERIFY(m_cores.back()->followed().isEmpty());
        QCOMPARE(m_cores.front()->followed().size() + m_cores.at(1)->followed().size(), 9);
        m_calls.polls.clear();
        advance(20);
        QString why;
        QVERIFY2(neverPolledTwice(&why), qPrintable(why));
    }

    // Two workstations whose clocks differ by two minutes, on wall clocks (nothing here waits:
    // what counts is what the second takes when it starts). Set to the database server's time, as
    // its Session sets it, the fast one sees its colleague alive and its leases running, and takes
    // nothing; left fast, it takes the colleague for gone and every lease for run out, and two
    // workstations follow the same items.
    void aFastClockSetToTheDatabasesLeavesALiveColleaguesItemsAlone_data()
    {
        QTest::addColumn<bool>("aligned");
        QTest::newRow("left fast") << false;
        QTest::newRow("set to the database's time") << true;
    }
    void aFastClockSetToTheDatabasesLeavesALiveColleaguesItemsAlone()
    {
        QFETCH(bool, aligned);
        const QList<qint64> ids = seed(12);
        OffsetClock fast(Clock::system(), 120'000);
        OffsetClock clinicTime(&fast);
        const auto dropCores = qScopeGuard([this] { m_cores.clear(); }); // before their clocks go
        Core &right = addCore(u"A"_s, Clock::system());
        QVERIFY(right.start());
        QCOMPARE(right.followed().size(), ids.size()); // the first up takes all
        Core &off = addCore(u"B"_s, &clinicTime);
        QVERIFY(off.start(aligned ? &clinicTime : nullptr));
        QCOMPARE(std::abs(clinicTime.now().msecsTo(QDateTime::currentDateTimeUtc())) < 1'000, aligned);
        QString why;
        QCOMPARE(disjoint(&why), aligned);
        QCOMPARE(off.followed().isEmpty(), aligned);
    }

    // A core whose heartbeat stopped is named to the others once it counts as gone (three
    // quarters of a lease period unseen), at each look while that is recent: the Session ends
    // the places in flight it held in the clinic's budget. A core that left is never named.
    void aGoneCoreIsNamedToTheOthers()
    {
        seed(6);
        for (const QString &name : {u"A"_s, u"B"_s, u"C"_s})
            QVERIFY(addCore(name).start());
        advance(int(kLease.count() / 1000));
        QSignalSpy gone(&m_cores.front()->desk, &FollowDesk::colleaguesGone);
        const QString killed = m_cores.back()->runId;
        m_cores.back()->kind.holdReplies = true;
        m_cores.pop_back(); // killed: no goodbye
        m_cores.back()->desk.leaveClinic();
        m_cores.pop_back(); // B quits
        advance(int(kLease.count() / 2000)); // half a lease period: not gone yet
        QCOMPARE(gone.count(), 0);
        advance(int(kLease.count() / 2000));
        QVERIFY(gone.count() >= 1);
        for (const QList<QVariant> &named : std::as_const(gone))
            QCOMPARE(named.at(0).toStringList(), QStringList{killed});
    }

    void aCoreThatLeavesFreesItsItemsAtOnce()
    {
        const QList<qint64> ids = seed(6);
        QVERIFY(addCore(QStringLiteral("A")).start());
        QVERIFY(addCore(QStringLiteral("B")).start());
        advance(int(kLease.count() / 1000));
        QCOMPARE(m_cores.front()->followed().size(), 3);
        m_cores.back()->desk.leaveClinic();
        m_cores.pop_back();
        advance(int(kLease.count() / 4000) + 1); // the next look, not a lease period
        QCOMPARE(m_cores.front()->followed(), QSet<qint64>(ids.cbegin(), ids.cend()));
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM workstations")).toInt(), 1);
    }

    // A heartbeat tells two looks' worth of its earliest due items: the others take off what it
    // has likely asked since, up to a look's worth, and still see a whole look's after that.
    void aHeartbeatTellsTwoLooksDeep()
    {
        seed(120);
        Core &a = addCore(QStringLiteral("A"));
        a.kind.holdReplies = true; // every request stays out: the rest stay due
        QVERIFY(a.start());
        advance(int(kLease.count() / 4000)); // the next look, everything due
        // Signing's 600 a minute: 50 checks in a look of 5 s.
        const QString written =
            m_pg->value(QStringLiteral("SELECT due FROM workstations WHERE id = '%1'").arg(a.runId)).toString();
        const QJsonObject signing = QJsonDocument::fromJson(written.toUtf8()).object().value(u"signing").toObject();
        QCOMPARE(signing.value(u"due").toArray().size(), 2 * 50);
    }

    // "Check now" at a workstation that does not follow the item: the one that follows it checks
    // it at once (told through the database's notifications); when nobody follows it any longer,
    // this one takes it and checks it as soon as the minimum allows.
    void checkNowReachesTheWorkstationThatFollows()
    {
        const qint64 id = seed(1).value(0);
        QVERIFY(addCore(QStringLiteral("A")).start());
        advance(1);
        QCOMPARE(m_calls.polls.size(), 1); // A's first check; the next in 5 s
        Core &b = addCore(QStringLiteral("B"));
        QVERIFY(b.start());
        QVERIFY(!b.followed().contains(id));
        advance(2); // past the minimum between two checks
        b.desk.checkNow(id);
        QTRY_COMPARE(m_calls.polls.size(), 2);
        QCOMPARE(m_calls.polls.last().core, QStringLiteral("A"));
        QCOMPARE(m_calls.polls.last().at, m_clock->now());

        m_cores.front()->desk.leaveClinic(); // A goes: nobody holds it until B's next look
        m_cores.erase(m_cores.begin());
        b.desk.checkNow(id);
        QVERIFY(b.followed().contains(id));
        advance(int(kMinIntervalMs / 1000)); // A may have asked a moment before it went
        QCOMPARE(m_calls.polls.size(), 3);
        QCOMPARE(m_calls.polls.last().core, QStringLiteral("B"));
    }

    // An item given back was not out, and its row says when it was checked (written before it
    // went): its taker asks when it is due, not the minimum after taking it.
    void anItemGivenBackIsPolledWhenItIsDue()
    {
        const QList<qint64> ids = seed(2);
        Core &a = addCore(QStringLiteral("A"));
        QVERIFY(a.start()); // a tick every 5 s from now; takes both, due in 1 s
        const QDateTime start = m_clock->now();
        advance(1);
        QCOMPARE(m_calls.polls.size(), 2); // next due 5 s later, at start + 6 s
        Core &b = addCore(QStringLiteral("B"));
        QVERIFY(b.start()); // looks at start + 1 s and every 5 s: nothing free yet
        advance(4); // A's tick: two live, it gives one back
        QCOMPARE(a.followed().size(), 1);
        advance(1); // B's tick takes it, due now
        QCOMPARE(b.followed().size(), 1);
        const qint64 moved = *b.followed().cbegin();
        QVERIFY(ids.contains(moved));
        const auto byB = std::find_if(m_calls.polls.cbegin(), m_calls.polls.cend(),
                                      [&](const Poll &p) { return p.core == QLatin1String("B"); });
        QVERIFY(byB != m_calls.polls.cend());
        QCOMPARE(byB->id, moved);
        QCOMPARE(start.msecsTo(byB->at), 6'000);
    }

    // The places in flight go where the items have waited longest, by the times each heartbeat
    // writes: a core whose items were all asked about takes none while its colleague's wait.
    void thePlacesGoWhereTheMostIsDue()
    {
        const auto capOf = [](Core &core, int cap) {
            PollPolicy policy = core.poller.policy(services::Signing);
            policy.maxInFlight = cap;
            core.poller.setPolicy(services::Signing, policy);
        };
        // Since when a core's signing items have been due, in seconds from the start, as its last
        // heartbeat wrote them.
        const QDateTime start = m_clock->now();
        const auto dueOf = [&](const Core &core) {
            const QString written =
                m_pg->value(QStringLiteral("SELECT due FROM workstations WHERE id = '%1'").arg(core.runId)).toString();
            QList<qint64> seconds;
            const QJsonObject signing = QJsonDocument::fromJson(written.toUtf8()).object().value(u"signing").toObject();
            const QJsonArray times = signing.value(u"due").toArray();
            for (const QJsonValue at : times)
                seconds << (at.toInteger() - start.toMSecsSinceEpoch()) / 1000;
            return seconds;
        };
        seed(4);
        Core &a = addCore(QStringLiteral("A"));
        capOf(a, 4);
        QVERIFY(a.start()); // takes all four, due in 1 s; a tick every 5 s
        advance(1); // A asks about all four: next due in 5 s
        QCOMPARE(m_calls.polls.size(), 4);
        Core &b = addCore(QStringLiteral("B"));
        capOf(b, 4);
        b.kind.holdReplies = true; // B's requests stay out: due, as far as the clinic can tell
        {
            Journal journal(m_clock.get(), m_pg->url());
            QVERIFY(journal.open().ok());
            for (int i = 4; i < 8; ++i) {
                TrackedItem item = followedItem(i);
                item.nextCheckAt = m_clock->now();
                QVERIFY(journal.track(item).ok());
            }
        }
        QVERIFY(b.start()); // beats with nothing due, then takes the four free items
        QCOMPARE(b.followed().size(), 4);
        advance(1);
        QCOMPARE(b.poller.inFlight(services::Signing), 2); // the equal share of two
        advance(3); // A's tick: B's heartbeat said nothing due yet, so the equal share still
        QCOMPARE(a.poller.placesFor(services::Signing), 2);
        // A service the platform limits by rate alone (A) is not shared: each keeps its own cap.
        QVERIFY(a.poller.policy(services::Enrichment).maxInFlight > 1);
        QCOMPARE(a.poller.placesFor(services::Enrichment), a.poller.policy(services::Enrichment).maxInFlight);
        advance(1); // B's tick: 2 out and 2 due, all since 1 s; none due at A's last heartbeat
        QCOMPARE(dueOf(b), (QList<qint64>{1, 1, 1, 1}));
        QCOMPARE(b.poller.placesFor(services::Signing), 4);
        QCOMPARE(b.poller.inFlight(services::Signing), 4);
        advance(4); // A's tick: its items were asked about again at 6 s and are not due
        QCOMPARE(dueOf(a), QList<qint64>{});
        QCOMPARE(a.poller.placesFor(services::Signing), 0);
        QCOMPARE(b.poller.placesFor(services::Signing), 4);
        // B's requests answered: at its next look nothing waits there, and the equal shares return.
        const QList<FollowReply> held = std::exchange(b.kind.held, {});
        b.kind.holdReplies = false;
        for (const FollowReply &reply : held) {
            FollowAnswer answer;
            answer.outcome = PollOutcome::pending(QStringLiteral("sent"));
            reply(answer);
        }
        advance(1);
        QCOMPARE(b.poller.placesFor(services::Signing), 2);
        // B gave up two places at its look and said so: A takes its equal share at once, not at
        // its own next look three seconds on (the places stood unused until then).
        QTRY_COMPARE(a.poller.placesFor(services::Signing), 2);
        // A colleague of an older version writes a weight, not times: nothing compares with it,
        // so the places are shared equally while it is live.
        advance(3); // 14 s: A's items are due again at 15 s, B's at 16 s
        QVERIFY(m_pg->run({QStringLiteral(R"(UPDATE workstations SET due = '{"signing":14}' WHERE id = '%1')")
                               .arg(b.runId)}));
        advance(1); // A's tick: by the times A would take all four
        QCOMPARE(a.poller.placesFor(services::Signing), 2);
    }

    // A colleague's list of what it has due is as old as its heartbeat: what it asked about since,
    // at the pace it went before, is gone from it and no longer holds places away from this run.
    void aColleaguesListIsShortenedByWhatItAskedSince()
    {
        seed(4);
        Core &a = addCore(QStringLiteral("A"));
        PollPolicy policy = a.poller.policy(services::Signing);
        policy.maxInFlight = 4;
        a.poller.setPolicy(services::Signing, policy);
        a.kind.holdReplies = true; // A's four stay out, holding their places
        QVERIFY(a.start());
        advance(1);
        QCOMPARE(a.poller.inFlight(services::Signing), 4);
        // Z: a colleague whose eight items fell due long before A's, with what it asked in the
        // look before its heartbeat; beating now.
        const auto colleague = [&](int asked) {
            QJsonArray due;
            for (int i = 0; i < 8; ++i)
                due.append(m_clock->now().addSecs(-100).toMSecsSinceEpoch() + i);
            const QJsonObject written{
                {u"signing"_s, QJsonObject{{u"asked"_s, asked}, {u"due"_s, due}}}};
            return m_pg->run({u"DELETE FROM workstations WHERE id = 'Z'"_s,
                              u"INSERT INTO workstations (id, environment_id, host, started_at, last_seen, due)"
                              " SELECT 'Z', environment_id, host, started_at, '%1', '%2'"
                              " FROM workstations WHERE id = '%3'"_s
                                  .arg(m_clock->now().toUTC().toString(Qt::ISODateWithMs),
                                       QString::fromUtf8(QJsonDocument(written).toJson(QJsonDocument::Compact)),
                                       a.runId)});
        };
        QVERIFY(colleague(0));
        advance(4); // A's tick, 4 s after Z's heartbeat: Z asked nothing, its eight are still first
        // Due long before A's four, enough to fill the cap: the places are all theirs.
        QCOMPARE(a.poller.placesFor(services::Signing), 0);
        QVERIFY(colleague(10)); // ten in the look before its heartbeat: all eight in the look since
        advance(5); // A's tick
        QCOMPARE(a.poller.placesFor(services::Signing), 4);
    }

    void aSendOfALiveRunIsLeftAloneAndOfAGoneRunMadeUncertainOnce()
    {
        Core &a = addCore(QStringLiteral("A"));
        QVERIFY(a.start());
        const qint64 sent = a.desk.beginSend(sendIntent()).value();
        QCOMPARE(m_pg->value(QStringLiteral("SELECT sent_by FROM tracked_items WHERE id = %1").arg(sent)).toString(),
                 a.runId);
        // Others start and look while A waits for the platform's answer: A's send is A's.
        QVERIFY(addCore(QStringLiteral("B")).start());
        QVERIFY(addCore(QStringLiteral("C")).start());
        advance(2 * int(kLease.count() / 1000));
        QCOMPARE(a.journal.trackedItem(sent)->outbox, OutboxState::Sending);
        QVERIFY(m_calls.lookups.isEmpty());

        // A is killed before the answer came: once it is gone, one of B and C makes the row
        // uncertain, and one looks it up.
        m_cores.front()->kind.lookupAnswer = {};
        for (auto &core : m_cores)
            core->kind.lookupAnswer.outcome = FollowLookup::Outcome::Unknown;
        m_cores.erase(m_cores.begin());
        advance(2 * int(kLease.count() / 1000));
        Journal check(m_clock.get(), m_pg->url());
        QVERIFY(check.open().ok());
        QCOMPARE(check.trackedItem(sent)->outbox, OutboxState::Uncertain);
        QCOMPARE(m_calls.lookups.size(), 1);
        QCOMPARE(m_calls.lookups.first().id, sent);
        // Turning is one statement: a second look finds nothing left to turn.
        QVERIFY(check.markAbandonedSends(kEnv, m_clock->now(), QStringLiteral("again"))->isEmpty());
    }

    void aSendInDoubtIsLookedUpByOneCoreOnly()
    {
        qint64 doubt = 0;
        {
            Journal journal(m_clock.get(), m_pg->url());
            QVERIFY(journal.open().ok());
            TrackedItem item = sendIntent();
            item.outbox = OutboxState::Uncertain;
            doubt = journal.track(item).value();
        }
        Core &a = addCore(QStringLiteral("A"));
        Core &b = addCore(QStringLiteral("B"));
        for (Core *core : {&a, &b}) {
            core->kind.lookupAnswer.outcome = FollowLookup::Outcome::Found;
            TrackedItem found = followedItem(99);
            found.externalId = QStringLiteral("T-found");
            core->kind.lookupAnswer.found = {found};
        }
        QVERIFY(a.start());
        QVERIFY(b.start());
        advance(2 * int(kLease.count() / 1000));
        QCOMPARE(m_calls.lookups.size(), 1);
        Journal check(m_clock.get(), m_pg->url());
        QVERIFY(check.open().ok());
        const TrackedItem row = check.trackedItem(doubt).value();
        QCOMPARE(row.outbox, OutboxState::Accepted);
        QCOMPARE(row.externalId, QStringLiteral("T-found"));
        // The one that found it follows it, and only that one.
        const QString finder = m_calls.lookups.first().core;
        for (const auto &core : m_cores)
            QCOMPARE(core->followed().contains(doubt), core->name == finder);
    }

    void twoClaimsOfOneSendInDoubtGiveOneWinner()
    {
        Journal one(m_clock.get(), m_pg->url());
        Journal two(m_clock.get(), m_pg->url());
        QVERIFY(one.open().ok());
        QVERIFY(two.open().ok());
        TrackedItem item = sendIntent();
        item.outbox = OutboxState::Uncertain;
        const qint64 id = one.track(item).value();
        const QDateTime until = m_clock->now().addSecs(15);
        QCOMPARE(one.claimUncertain(id, QStringLiteral("run-1"), until).value(), true);
        QCOMPARE(two.claimUncertain(id, QStringLiteral("run-2"), until).value(), false);
        m_clock->advanceSeconds(16); // the first holder went silent: its hold ran out
        QCOMPARE(two.claimUncertain(id, QStringLiteral("run-2"), until.addSecs(16)).value(), true);
    }
};

QTEST_GUILESS_MAIN(TestClinicFollow)
#include "tst_clinic_follow.moc"
