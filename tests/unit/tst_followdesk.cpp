// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Polling survives a restart: the FollowDesk writes every poll back to the journal, and a new
// poller over the same file picks up each pending item where the old one left it. One status
// answer is one journal write and one itemChanged.

#include "core/common/clock.h"
#include "core/follow/followdesk.h"
#include "core/net/apierror.h"
#include "core/poll/poller.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
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

// A followed kind that notes what is due and answers only when told.
class RecordingKind : public QObject, public FollowedKind {
public:
    RecordingKind()
        : FollowedKind(services::Signing, {QStringLiteral("dispatch")})
    {
    }
    void checkStatus(const TrackedItem &item, FollowReply reply) override
    {
        polled << FollowDesk::keyFor(item.id);
        replies.insert(item.id, reply);
    }
    void followedItemChanged(qint64 id) override { changed << id; }

    QStringList polled;
    QHash<qint64, FollowReply> replies;
    QList<qint64> changed;
};

// One run of the application: journal, poller and follow desk, torn down together.
struct Run {
    Run(ManualClock *clock, const QString &file)
        : journal(clock, file)
        , poller(clock)
        , bridge(&journal, &poller)
    {
        poller.setPolicy(services::Signing, signingPolicy());
        bridge.registerKind(&kind, &kind);
    }
    Journal journal;
    Poller poller;
    FollowDesk bridge;
    RecordingKind kind;
    QStringList &polled = kind.polled;
};

} // namespace

class TestFollowDesk : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void keys()
    {
        QCOMPARE(FollowDesk::keyFor(42), QStringLiteral("journal:42"));
        QCOMPARE(FollowDesk::journalIdFor(QStringLiteral("journal:42")), std::optional<qint64>(42));
        QVERIFY(!FollowDesk::journalIdFor(QStringLiteral("42")));
        QVERIFY(!FollowDesk::journalIdFor(QStringLiteral("journal:x")));
    }

    // One status answer: one journal write (status, times and the platform's answer together)
    // and one change announced, to the generic signal and to the kind's handler.
    void oneAnswerIsOneWrite()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Run s(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(s.journal.open().ok());
        const qint64 id = s.bridge.track(dispatch(QStringLiteral("t-1"))).value();
        clock.advanceSeconds(5);
        QVERIFY(s.kind.replies.contains(id)); // due: the handler of its kind was asked, no one else

        QSignalSpy writes(&s.journal, &Journal::trackedItemChanged);
        QSignalSpy changed(&s.bridge, &FollowDesk::itemChanged);
        s.kind.changed.clear();
        s.kind.replies.take(id)(
            {PollOutcome::pending(QStringLiteral("214")), QJsonObject{{QStringLiteral("code"), 214}}});
        QCOMPARE(writes.size(), 1);
        QCOMPARE(writes.first().first().toLongLong(), id);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(s.kind.changed, QList<qint64>{id});
        const TrackedItem stored = s.journal.trackedItem(id).value();
        QCOMPARE(stored.lastStatus, QStringLiteral("214"));
        QCOMPARE(stored.result.value(u"code").toInt(), 214);
        QCOMPARE(stored.nextCheckAt, s.poller.nextCheckAt(FollowDesk::keyFor(id)));

        // The terminal answer: still one write, and the item is no longer followed.
        clock.advanceSeconds(30);
        QVERIFY(s.kind.replies.contains(id));
        writes.clear();
        changed.clear();
        s.kind.replies.take(id)(
            {PollOutcome::terminal(QStringLiteral("210")), QJsonObject{{QStringLiteral("code"), 210}}});
        QCOMPARE(writes.size(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(s.journal.trackedItem(id)->terminal);
        QCOMPARE(s.journal.trackedItem(id)->result.value(u"code").toInt(), 210);
        QVERIFY(!s.bridge.isFollowed(id));
    }

    // A second reply to the same request is ignored: an answer is reported once.
    void aReplyCountsOnce()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Run s(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(s.journal.open().ok());
        const qint64 id = s.bridge.track(dispatch(QStringLiteral("t-1"))).value();
        clock.advanceSeconds(5);
        const FollowReply reply = s.kind.replies.take(id);
        QSignalSpy writes(&s.journal, &Journal::trackedItemChanged);
        reply({PollOutcome::pending(QStringLiteral("214")), std::nullopt});
        reply({PollOutcome::terminal(QStringLiteral("210")), std::nullopt});
        QCOMPARE(writes.size(), 1);
        QVERIFY(s.bridge.isFollowed(id));
        QCOMPARE(s.journal.trackedItem(id)->lastStatus, QStringLiteral("214"));
    }

    // The built-in sandbox was reset: what the workstation learnt stays (a finished item keeps its
    // result, untouched); every item still under way leaves the poller and ends lost (each
    // announced, so lists say so), other environments keep theirs, and the answer to a request
    // that was out at the time is dropped instead of overwriting the lost row.
    void forgetEnvironmentKeepsResultsAndLosesWhatWasPending()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Run s(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(s.journal.open().ok());
        const qint64 inFlight = s.bridge.track(dispatch(QStringLiteral("t-1"), QStringLiteral("sandbox"))).value();
        clock.advanceSeconds(5);
        QVERIFY(s.kind.replies.contains(inFlight));
        const qint64 waiting = s.bridge.track(dispatch(QStringLiteral("t-2"), QStringLiteral("sandbox"))).value();
        TrackedItem finished = dispatch(QStringLiteral("t-3"), QStringLiteral("sandbox"));
        finished.terminal = true;
        finished.lastStatus = QStringLiteral("210");
        finished.result = QJsonObject{{QStringLiteral("code"), 210}};
        const qint64 done = s.bridge.track(finished).value();
        const TrackedItem doneBefore = s.journal.trackedItem(done).value();
        const qint64 elsewhere = s.bridge.track(dispatch(QStringLiteral("t-4"))).value();

        QSignalSpy changed(&s.bridge, &FollowDesk::itemChanged);
        s.kind.changed.clear();
        QCOMPARE(s.bridge.forgetEnvironment(QStringLiteral("sandbox")).value(), 2);
        for (const qint64 id : {inFlight, waiting}) {
            const TrackedItem lost = s.journal.trackedItem(id).value();
            QVERIFY(FollowAnswer::isLostInReset(lost));
            QVERIFY(lost.terminal);
            QVERIFY(!s.bridge.isFollowed(id));
            QVERIFY(s.kind.changed.contains(id));
            QVERIFY(std::any_of(changed.cbegin(), changed.cend(),
                                [id](const QList<QVariant> &args) { return args.first().toLongLong() == id; }));
        }
        QCOMPARE(s.journal.trackedItem(done).value(), doneBefore);
        QVERIFY(!s.kind.changed.contains(done));
        QVERIFY(s.bridge.isFollowed(elsewhere));
        QVERIFY(s.journal.trackedItem(elsewhere).ok());

        QSignalSpy writes(&s.journal, &Journal::trackedItemChanged);
        QSignalSpy failed(&s.bridge, &FollowDesk::writeFailed);
        s.kind.replies.take(inFlight)(
            {PollOutcome::pending(QStringLiteral("214")), QJsonObject{{QStringLiteral("code"), 214}}});
        QCOMPARE(writes.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(FollowAnswer::isLostInReset(s.journal.trackedItem(inFlight).value()));
    }

    // A 404 ends the item; in the built-in sandbox it says the sandbox was reset.
    void notFoundInTheSandboxSaysItWasReset()
    {
        const ApiError gone = ApiError::fromHttp(services::Signing, 404, QByteArray(), QByteArray());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const FollowAnswer elsewhere = FollowAnswer::fromError(gone, now, QStringLiteral("Not found"), kEnv);
        QCOMPARE(elsewhere.outcome.status, QStringLiteral("Not found"));
        const FollowAnswer sandbox =
            FollowAnswer::fromError(gone, now, QStringLiteral("Not found"), QStringLiteral("sandbox"));
        QCOMPARE(sandbox.outcome.status, FollowAnswer::sandboxForgotText());
        QVERIFY(sandbox.outcome.status.contains(u"reset"));
    }

    void trackRecordsAndSchedules()
    {
        QTemporaryDir dir;
        ManualClock clock;
        Run s(&clock, dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(s.journal.open().ok());
        const auto id = s.bridge.track(dispatch(QStringLiteral("t-1")));
        QVERIFY(id.ok());
        const QString key = FollowDesk::keyFor(*id);
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

        QVERIFY(!s.bridge
                     .track([] {
                         TrackedItem bad = dispatch(QStringLiteral("t-2"));
                         bad.service = QStringLiteral("no-such-service");
                         return bad;
                     }())
                     .ok());
    }

    void resumesAfterRestart()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("journal.sqlite"));
        ManualClock clock;
        qint64 pending = 0, failing = 0, done = 0, crashed = 0, stopped = 0, elsewhere = 0;
        QDateTime pendingNext, failingNext, crashedSent;
        {
            Run s(&clock, file);
            QVERIFY(s.journal.open().ok());
            pending = s.bridge.track(dispatch(QStringLiteral("pending"))).value();
            failing = s.bridge.track(dispatch(QStringLiteral("failing"))).value();
            done = s.bridge.track(dispatch(QStringLiteral("done"))).value();
            stopped = s.bridge.track(dispatch(QStringLiteral("stopped"))).value();
            clock.advanceSeconds(1);
            crashed = s.bridge.track(dispatch(QStringLiteral("crashed"))).value();
            elsewhere = s.journal.track(dispatch(QStringLiteral("elsewhere"), QStringLiteral("production"))).value();
            s.poller.stop(FollowDesk::keyFor(stopped));

            clock.advanceSeconds(4);
            QCOMPARE(s.polled.size(), 3);
            clock.advanceSeconds(1); // "crashed" is sent and never answered: the process dies
            QCOMPARE(s.polled.size(), 4);
            crashedSent = clock.now();
            clock.advanceSeconds(1);
            s.poller.reportResult(FollowDesk::keyFor(pending), PollOutcome::pending(QStringLiteral("214")));
            s.poller.reportResult(FollowDesk::keyFor(failing), PollOutcome::failure(QStringLiteral("HTTP 503")));
            s.poller.reportResult(FollowDesk::keyFor(done), PollOutcome::terminal(QStringLiteral("210")));
            pendingNext = s.poller.nextCheckAt(FollowDesk::keyFor(pending));
            failingNext = s.poller.nextCheckAt(FollowDesk::keyFor(failing));
        }

        clock.advanceSeconds(3); // restart
        Run s(&clock, file);
        QVERIFY(s.journal.open().ok());
        const auto resumed = s.bridge.resume(kEnv);
        QVERIFY(resumed.ok());
        QCOMPARE(*resumed, 3);
        QVERIFY(!s.poller.contains(FollowDesk::keyFor(done)));
        QVERIFY(!s.poller.contains(FollowDesk::keyFor(stopped)));
        QVERIFY(!s.poller.contains(FollowDesk::keyFor(elsewhere)));

        QCOMPARE(s.poller.nextCheckAt(FollowDesk::keyFor(pending)), pendingNext);
        QCOMPARE(s.poller.nextCheckAt(FollowDesk::keyFor(failing)), failingNext);
        const auto failingItem = s.poller.item(FollowDesk::keyFor(failing));
        QCOMPARE(failingItem->errorCount, 1);
        QCOMPARE(failingItem->lastError, QStringLiteral("HTTP 503"));
        QCOMPARE(s.poller.item(FollowDesk::keyFor(pending))->lastStatus, QStringLiteral("214"));
        // The unanswered request still counts: no new one within minInterval of it.
        QCOMPARE(s.poller.nextCheckAt(FollowDesk::keyFor(crashed)), crashedSent.addSecs(10));
        QCOMPARE(s.bridge.resume(kEnv).value(), 0); // already followed

        clock.setNow(crashedSent.addSecs(10));
        QCOMPARE(s.polled, QStringList{FollowDesk::keyFor(crashed)});
        clock.setNow(pendingNext.addMSecs(-1));
        QVERIFY(!s.polled.contains(FollowDesk::keyFor(pending)));
        clock.setNow(pendingNext);
        QVERIFY(s.polled.contains(FollowDesk::keyFor(pending)));
    }
};

QTEST_GUILESS_MAIN(TestFollowDesk)
#include "tst_followdesk.moc"
