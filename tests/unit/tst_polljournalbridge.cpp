// Polling survives a restart: the bridge writes every poll back to the journal, and a new poller
// over the same file picks up each pending item where the old one left it.

#include "core/common/clock.h"
#include "core/poll/poller.h"
#include "core/poll/polljournalbridge.h"
#include "core/storage/journal.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cliniclink;
using namespace std::chrono_literals;

namespace {

const QString kEnv = QStringLiteral("test");

PollPolicy signingPolicy()
{
    PollPolicy p;
    p.minInterval = 10s;
    p.initialDelay = 5s;
    p.interval = 30s;
    p.maxBackoff = 600s;
    p.backoffFactor = 2.0;
    p.maxInFlight = 10;
    return p;
}

TrackedItem dispatch(const QString &trackingId, const QString &env = kEnv)
{
    TrackedItem item;
    item.environmentId = env;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.externalId = trackingId;
    item.summary = QStringLiteral("Consent");
    item.payload = QJsonObject{{QStringLiteral("trackingId"), trackingId}};
    return item;
}

// One run of the application: journal, poller and bridge, torn down together.
struct Session
{
    Session(ManualClock *clock, const QString &file)
        : journal(clock, file)
        , poller(clock)
        , bridge(&journal, &poller)
    {
        poller.setPolicy(Service::Signing, signingPolicy());
        QObject::connect(&poller, &Poller::pollDue, &poller, [this](const PollItem &item) { polled << item.key; });
    }
    Journal journal;
    Poller poller;
    PollJournalBridge bridge;
    QStringList polled;
};

} // namespace

class TestPollJournalBridge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keys()
    {
        QCOMPARE(PollJournalBridge::keyFor(42), QStringLiteral("journal:42"));
        QCOMPARE(PollJournalBridge::journalIdFor(QStringLiteral("journal:42")), std::optional<qint64>(42));
        QVERIFY(!PollJournalBridge::journalIdFor(QStringLiteral("42")));
        QVERIFY(!PollJournalBridge::journalIdFor(QStringLiteral("journal:x")));
    }

    void trackRecordsAndSchedules()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Session s(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(s.journal.open().ok());
        const auto id = s.bridge.track(dispatch(QStringLiteral("t-1")));
        QVERIFY(id.ok());
        const QString key = PollJournalBridge::keyFor(*id);
        QCOMPARE(s.poller.nextCheckAt(key), clock.now().addSecs(5));
        QCOMPARE(s.journal.trackedItem(*id)->nextCheckAt, clock.now().addSecs(5));

        clock.advanceSeconds(5);
        QCOMPARE(s.polled, QStringList{key});
        const QDateTime sent = clock.now();
        QCOMPARE(s.journal.trackedItem(*id)->lastCheckedAt, sent);

        clock.advanceSeconds(1);
        s.poller.reportResult(key, PollOutcome::pending(QStringLiteral("214")));
        TrackedItem stored = s.journal.trackedItem(*id).value();
        QCOMPARE(stored.lastStatus, QStringLiteral("214"));
        QCOMPARE(stored.lastStatusAt, sent);
        QCOMPARE(stored.nextCheckAt, clock.now().addSecs(30));
        QVERIFY(!stored.terminal);

        clock.advanceSeconds(30);
        s.poller.reportResult(key, PollOutcome::terminal(QStringLiteral("210")));
        stored = s.journal.trackedItem(*id).value();
        QVERIFY(stored.terminal);
        QCOMPARE(stored.lastStatus, QStringLiteral("210"));
        QVERIFY(!stored.nextCheckAt.isValid());
        QVERIFY(s.journal.pendingItems(kEnv)->isEmpty());

        QVERIFY(!s.bridge.track([] {
                      TrackedItem bad = dispatch(QStringLiteral("t-2"));
                      bad.service = QStringLiteral("no-such-service");
                      return bad;
                  }()).ok());
    }

    void resumesAfterRestart()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        ManualClock clock;
        qint64 pending = 0, failing = 0, done = 0, crashed = 0, stopped = 0, elsewhere = 0;
        QDateTime pendingNext, failingNext, crashedSent;
        {
            Session s(&clock, file);
            QVERIFY(s.journal.open().ok());
            pending = s.bridge.track(dispatch(QStringLiteral("pending"))).value();
            failing = s.bridge.track(dispatch(QStringLiteral("failing"))).value();
            done = s.bridge.track(dispatch(QStringLiteral("done"))).value();
            stopped = s.bridge.track(dispatch(QStringLiteral("stopped"))).value();
            clock.advanceSeconds(1);
            crashed = s.bridge.track(dispatch(QStringLiteral("crashed"))).value();
            elsewhere = s.journal.track(dispatch(QStringLiteral("elsewhere"), QStringLiteral("production"))).value();
            s.poller.stop(PollJournalBridge::keyFor(stopped));

            clock.advanceSeconds(4);
            QCOMPARE(s.polled.size(), 3);
            clock.advanceSeconds(1); // "crashed" is sent and never answered: the process dies
            QCOMPARE(s.polled.size(), 4);
            crashedSent = clock.now();
            clock.advanceSeconds(1);
            s.poller.reportResult(PollJournalBridge::keyFor(pending), PollOutcome::pending(QStringLiteral("214")));
            s.poller.reportResult(PollJournalBridge::keyFor(failing), PollOutcome::failure(QStringLiteral("HTTP 503")));
            s.poller.reportResult(PollJournalBridge::keyFor(done), PollOutcome::terminal(QStringLiteral("210")));
            pendingNext = s.poller.nextCheckAt(PollJournalBridge::keyFor(pending));
            failingNext = s.poller.nextCheckAt(PollJournalBridge::keyFor(failing));
        }

        clock.advanceSeconds(3); // restart
        Session s(&clock, file);
        QVERIFY(s.journal.open().ok());
        const auto resumed = s.bridge.resume(kEnv);
        QVERIFY(resumed.ok());
        QCOMPARE(*resumed, 3);
        QVERIFY(!s.poller.contains(PollJournalBridge::keyFor(done)));
        QVERIFY(!s.poller.contains(PollJournalBridge::keyFor(stopped)));
        QVERIFY(!s.poller.contains(PollJournalBridge::keyFor(elsewhere)));

        QCOMPARE(s.poller.nextCheckAt(PollJournalBridge::keyFor(pending)), pendingNext);
        QCOMPARE(s.poller.nextCheckAt(PollJournalBridge::keyFor(failing)), failingNext);
        const auto failingItem = s.poller.item(PollJournalBridge::keyFor(failing));
        QCOMPARE(failingItem->errorCount, 1);
        QCOMPARE(failingItem->lastError, QStringLiteral("HTTP 503"));
        QCOMPARE(s.poller.item(PollJournalBridge::keyFor(pending))->lastStatus, QStringLiteral("214"));
        // The unanswered request still counts: no new one within minInterval of it.
        QCOMPARE(s.poller.nextCheckAt(PollJournalBridge::keyFor(crashed)), crashedSent.addSecs(10));
        QCOMPARE(s.bridge.resume(kEnv).value(), 0); // already followed

        clock.setNow(crashedSent.addSecs(10));
        QCOMPARE(s.polled, QStringList{PollJournalBridge::keyFor(crashed)});
        clock.setNow(pendingNext.addMSecs(-1));
        QVERIFY(!s.polled.contains(PollJournalBridge::keyFor(pending)));
        clock.setNow(pendingNext);
        QVERIFY(s.polled.contains(PollJournalBridge::keyFor(pending)));
    }
};

QTEST_GUILESS_MAIN(TestPollJournalBridge)
#include "tst_polljournalbridge.moc"
