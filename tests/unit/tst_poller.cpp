// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The poller's schedule on a manual clock: first check, minimum interval, backoff, retry-after,
// terminal and stop, the per-service cap with its order, one request in flight per item.

#include "core/common/clock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/poll/poller.h"
#include "core/signing/signingservice.h"

#include <QSignalSpy>
#include <QTest>

#include <vector>

using namespace cliniclink;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

PollItem makeItem(const QString &key, Service service = services::Signing)
{
    PollItem item;
    item.key = key;
    item.service = service;
    item.kind = QStringLiteral("dispatch");
    item.externalId = QStringLiteral("ext-") + key;
    item.environmentId = QStringLiteral("test");
    return item;
}

PollPolicy policy(std::chrono::milliseconds minInterval, std::chrono::milliseconds interval,
                  std::chrono::milliseconds initialDelay = 5s, int maxInFlight = 0)
{
    PollPolicy p;
    p.minInterval = minInterval;
    p.interval = interval;
    p.initialDelay = initialDelay;
    p.maxBackoff = 60s;
    p.backoffFactor = 2.0;
    p.maxInFlight = maxInFlight;
    return p;
}

// Records what the poller asks for and finishes.
struct Recorder {
    explicit Recorder(Poller &poller)
    {
        QObject::connect(&poller, &Poller::pollDue, &poller, [this](const PollItem &item) { polls.push_back(item); });
        QObject::connect(&poller, &Poller::itemFinished, &poller, [this](const QString &key) { finished << key; });
    }
    QStringList polledKeys() const
    {
        QStringList keys;
        for (const PollItem &p : polls)
            keys << p.key;
        return keys;
    }
    std::vector<PollItem> polls;
    QStringList finished;
};

} // namespace

class TestPoller : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsFollowTheContract()
    {
        QCOMPARE(PollPolicy::defaultFor(services::Enrichment).minInterval, 10s);
        QCOMPARE(PollPolicy::defaultFor(services::Signing).maxInFlight, 10);
        ManualClock clock;
        Poller poller(&clock);
        QCOMPARE(poller.policy(services::Signing), PollPolicy::defaultFor(services::Signing));
        const PollPolicy custom = policy(1s, 2s);
        poller.setPolicies({{services::Signing, custom}});
        QCOMPARE(poller.policy(services::Signing), custom);
    }

    void firstPollAfterInitialDelay()
    {
        ManualClock clock;
        const QDateTime t0 = clock.now();
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s));
        Recorder rec(poller);
        QVERIFY(poller.add(makeItem(QStringLiteral("a"))));
        QVERIFY(!poller.add(makeItem(QStringLiteral("a"))));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), t0.addSecs(5));

        clock.advance(4999);
        QCOMPARE(rec.polls.size(), size_t(0));
        clock.advance(1);
        QCOMPARE(rec.polls.size(), size_t(1));
        QCOMPARE(rec.polls[0].key, QStringLiteral("a"));
        QCOMPARE(rec.polls[0].externalId, QStringLiteral("ext-a"));
        QCOMPARE(rec.polls[0].state, PollItem::State::InFlight);
        QCOMPARE(rec.polls[0].lastRequestAt, t0.addSecs(5));
        QVERIFY(!poller.nextCheckAt(QStringLiteral("a")).isValid());
        QCOMPARE(poller.inFlight(services::Signing), 1);
    }

    void oneTimerForAllItems()
    {
        ManualClock clock;
        Poller poller(&clock);
        for (int i = 0; i < 50; ++i)
            poller.add(makeItem(QString::number(i)));
        QCOMPARE(poller.count(), 50);
        QCOMPARE(clock.activeTimerCount(), 1);
        QCOMPARE(clock.nextDeadline(), clock.now().addMSecs(poller.policy(services::Signing).initialDelay.count()));
    }

    void minimumIntervalCountsFromSending()
    {
        ManualClock clock;
        Poller poller(&clock);
        // Asking again 2 s after an answer is fine, but never within 10 s of the previous request.
        poller.setPolicy(services::Signing, policy(10s, 2s, 5s));
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(5);
        QCOMPARE(rec.polls.size(), size_t(1));
        const QDateTime sent = clock.now();

        clock.advanceSeconds(1); // an early answer
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), sent.addSecs(10));
        QCOMPARE(poller.item(QStringLiteral("a"))->lastStatus, QStringLiteral("214"));
        clock.advance(8999);
        QCOMPARE(rec.polls.size(), size_t(1));
        clock.advance(1);
        QCOMPARE(rec.polls.size(), size_t(2));

        // A server allowing sooner does not shorten the floor either.
        clock.advanceSeconds(1);
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending({}, 1s));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), rec.polls[1].lastRequestAt.addSecs(10));
        QCOMPARE(poller.item(QStringLiteral("a"))->lastStatus, QStringLiteral("214")); // kept

        // A slow answer: the pause after it is the interval.
        clock.advanceSeconds(9);
        QCOMPARE(rec.polls.size(), size_t(3));
        clock.advanceSeconds(15);
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(2));
    }

    void errorsBackOffUpToTheCap()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(1s, 10s, 5s)); // factor 2, cap 60 s
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(5);

        const qint64 expected[] = {20, 40, 60, 60};
        for (size_t i = 0; i < std::size(expected); ++i) {
            QCOMPARE(rec.polls.size(), i + 1);
            poller.reportResult(QStringLiteral("a"), PollOutcome::failure(QStringLiteral("timeout")));
            QCOMPARE(poller.item(QStringLiteral("a"))->errorCount, int(i + 1));
            QCOMPARE(poller.item(QStringLiteral("a"))->lastError, QStringLiteral("timeout"));
            QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(expected[i]));
            clock.advance(expected[i] * 1000 - 1);
            QCOMPARE(rec.polls.size(), i + 1);
            clock.advance(1);
        }
        // An answer resets the streak.
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(poller.item(QStringLiteral("a"))->errorCount, 0);
        QVERIFY(poller.item(QStringLiteral("a"))->lastError.isEmpty());
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(10));
    }

    void retryAfterIsHonoured()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 10s, 5s));
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(5);

        // 429 with Retry-After: 120 waits 120 s, not the 20 s backoff.
        poller.reportResult(QStringLiteral("a"), PollOutcome::failure(QStringLiteral("429"), 120s));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(120));
        clock.advanceSeconds(119);
        QCOMPARE(rec.polls.size(), size_t(1));
        clock.advanceSeconds(1);
        QCOMPARE(rec.polls.size(), size_t(2));

        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214"), 45s));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(45));
    }

    void terminalStatusEndsTheItem()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 10s, 5s));
        Recorder rec(poller);
        PollItem::State seenState = PollItem::State::Scheduled;
        QString seenStatus;
        connect(&poller, &Poller::itemChanged, this, [&](const QString &key) {
            if (const auto item = poller.item(key)) {
                seenState = item->state;
                seenStatus = item->lastStatus;
            }
        });
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(5);
        poller.reportResult(QStringLiteral("a"), PollOutcome::terminal(QStringLiteral("210")));
        QCOMPARE(seenState, PollItem::State::Finished);
        QCOMPARE(seenStatus, QStringLiteral("210"));
        QCOMPARE(rec.finished, QStringList{QStringLiteral("a")});
        QVERIFY(!poller.contains(QStringLiteral("a")));
        QCOMPARE(poller.inFlight(services::Signing), 0);
        QCOMPARE(clock.activeTimerCount(), 0);
        clock.advanceSeconds(3600);
        QCOMPARE(rec.polls.size(), size_t(1));
        // A stray second answer changes nothing.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no request in flight")));
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("x")));
        QVERIFY(!poller.contains(QStringLiteral("a")));
    }

    void stopEndsTheItem()
    {
        ManualClock clock;
        Poller poller(&clock);
        Recorder rec(poller);
        PollItem::State seenState = PollItem::State::Scheduled;
        connect(&poller, &Poller::itemChanged, this, [&](const QString &key) {
            if (const auto item = poller.item(key))
                seenState = item->state;
        });
        poller.add(makeItem(QStringLiteral("a")));
        poller.stop(QStringLiteral("a"));
        QCOMPARE(seenState, PollItem::State::Stopped);
        QCOMPARE(rec.finished, QStringList{QStringLiteral("a")});
        QVERIFY(!poller.contains(QStringLiteral("a")));
        QCOMPARE(clock.activeTimerCount(), 0);
        clock.advanceSeconds(3600);
        QVERIFY(rec.polls.empty());
        poller.stop(QStringLiteral("a")); // unknown keys are ignored

        // Stopping from a handler of the final itemChanged does not finish the item twice.
        connect(&poller, &Poller::itemChanged, this, [&](const QString &key) { poller.stop(key); });
        poller.add(makeItem(QStringLiteral("b")));
        QCOMPARE(rec.finished, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QVERIFY(!poller.contains(QStringLiteral("b")));
    }

    void stoppedRequestKeepsItsSlotUntilAnswered()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 10s, 5s, 1));
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(1);
        poller.add(makeItem(QStringLiteral("b")));
        clock.advanceSeconds(10);
        QCOMPARE(rec.polledKeys(), QStringList{QStringLiteral("a")});

        // The request of a is still out there: b must wait for its answer, not for stop().
        poller.stop(QStringLiteral("a"));
        clock.advanceSeconds(10);
        QCOMPARE(rec.polledKeys(), QStringList{QStringLiteral("a")});
        QCOMPARE(poller.inFlight(services::Signing), 1);
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(rec.polledKeys(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        QVERIFY(!poller.contains(QStringLiteral("a")));
    }

    void capPerServiceServesOldestDueFirst()
    {
        ManualClock clock;
        const QDateTime t0 = clock.now();
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 2));
        poller.setPolicy(services::Enrichment, policy(10s, 30s, 5s, 2));
        Recorder rec(poller);
        for (int due : {3, 1, 5, 2, 4}) {
            PollItem item = makeItem(QStringLiteral("s%1").arg(due));
            item.nextCheckAt = t0.addSecs(due);
            poller.add(item);
        }
        PollItem other = makeItem(QStringLiteral("e"), services::Enrichment);
        other.nextCheckAt = t0.addSecs(6);
        poller.add(other);

        clock.advanceSeconds(10);
        // Two signing requests at most; another service is not held up by them.
        QCOMPARE(rec.polledKeys(), (QStringList{QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("e")}));
        QCOMPARE(poller.inFlight(services::Signing), 2);
        QCOMPARE(poller.nextCheckAt(QStringLiteral("s3")), t0.addSecs(3)); // overdue: waits for a slot
        QCOMPARE(poller.item(QStringLiteral("s3"))->state, PollItem::State::Scheduled);

        poller.reportResult(QStringLiteral("s2"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(rec.polledKeys().last(), QStringLiteral("s3"));
        poller.reportResult(QStringLiteral("s1"), PollOutcome::failure(QStringLiteral("timeout")));
        QCOMPARE(rec.polledKeys().last(), QStringLiteral("s4"));
        poller.reportResult(QStringLiteral("s3"), PollOutcome::terminal(QStringLiteral("210")));
        QCOMPARE(rec.polledKeys().last(), QStringLiteral("s5"));
        QCOMPARE(rec.polls.size(), size_t(6));
        QCOMPARE(poller.inFlight(services::Signing), 2);

        // Equal due times go in the order the items were added.
        poller.reportResult(QStringLiteral("s4"), PollOutcome::terminal(QStringLiteral("210")));
        poller.reportResult(QStringLiteral("s5"), PollOutcome::terminal(QStringLiteral("210")));
        poller.stop(QStringLiteral("s1"));
        poller.stop(QStringLiteral("s2"));
        QCOMPARE(poller.inFlight(services::Signing), 0);
        const QDateTime due = clock.now().addSecs(100);
        for (const QString &key : {QStringLiteral("x1"), QStringLiteral("x2"), QStringLiteral("x3")}) {
            PollItem item = makeItem(key);
            item.nextCheckAt = due;
            poller.add(item);
        }
        rec.polls.clear();
        clock.setNow(due);
        QCOMPARE(rec.polledKeys(), (QStringList{QStringLiteral("x1"), QStringLiteral("x2")}));
    }

    void raisingTheCapReleasesWaitingItems()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 1));
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        poller.add(makeItem(QStringLiteral("b")));
        clock.advanceSeconds(5);
        QCOMPARE(rec.polls.size(), size_t(1));
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 2));
        QCOMPARE(rec.polls.size(), size_t(2));
    }

    // One of three live workstations of a clinic takes a third of the cap, rounded up: 4 of 10.
    // Back to the whole cap, the waiting items go at once.
    void aShareOfTheCapForEachWorkstation()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 10));
        poller.setShare(3);
        Recorder rec(poller);
        for (int i = 0; i < 12; ++i)
            poller.add(makeItem(QStringLiteral("item-%1").arg(i)));
        clock.advanceSeconds(5);
        QCOMPARE(rec.polls.size(), size_t(4));
        QCOMPARE(poller.inFlight(services::Signing), 4);
        poller.setShare(1);
        QCOMPARE(rec.polls.size(), size_t(10));
    }

    // What a run tells the clinic: since when each item due has been due, and each asked about
    // since it was sent, earliest first and no more than asked for.
    void dueTimesListTheEarliestFirst()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 2));
        Recorder rec(poller);
        const qint64 start = clock.now().toMSecsSinceEpoch();
        for (int i = 0; i < 4; ++i) {
            poller.add(makeItem(QStringLiteral("item-%1").arg(i)));
            clock.advanceSeconds(1);
        }
        // Added at 0..3 s, first checks at 5..8 s.
        QVERIFY(poller.dueTimes(10).isEmpty());
        clock.advanceSeconds(3); // 7 s: two out (the cap of 2) since 5 and 6 s, one due since 7 s
        QCOMPARE(rec.polls.size(), size_t(2));
        const QList<qint64> expected{start + 5'000, start + 6'000, start + 7'000};
        QCOMPARE(poller.dueTimes(10).value(services::Signing), expected);
        clock.advanceSeconds(2); // 9 s: the fourth due since 8 s too
        QCOMPARE(poller.dueTimes(3).value(services::Signing), expected);
        QCOMPARE(poller.dueTimes(4).value(services::Signing).size(), 4);
    }

    // The clinic's next checks are its earliest due wherever they are: a run whose items fell due
    // later has no share of them while a colleague's older ones wait. Items due within one grain
    // are due alike: the grain the horizon ends in is shared in proportion.
    void theShareGoesToTheEarliestDue()
    {
        const auto share = [](int horizon, qint64 grain, const QList<std::pair<QString, QList<qint64>>> &times) {
            QList<qint64> weights;
            for (const auto &[id, weight] : shareOfEarliest(horizon, grain, times))
                weights << weight;
            return weights;
        };
        const qint64 u = kShareUnit;
        const QList<std::pair<QString, QList<qint64>>> times{
            {u"a"_s, {50, 60, 70, 80}}, {u"b"_s, {10, 20, 30}}, {u"c"_s, {}}};
        QCOMPARE(share(3, 1, times), (QList<qint64>{0, 3 * u, 0}));
        QCOMPARE(share(5, 1, times), (QList<qint64>{2 * u, 3 * u, 0}));
        QCOMPARE(share(100, 1, times), (QList<qint64>{4 * u, 3 * u, 0}));
        // With a grain of 100 every item is due alike: 3 places of 7 shared 4 : 3.
        QCOMPARE(share(3, 100, times), (QList<qint64>{4 * 3 * u / 7, 3 * 3 * u / 7, 0}));
        // Grains of 40: b's three (0..39) come first, then one place of a's three in 40..79.
        QCOMPARE(share(4, 40, times), (QList<qint64>{u, 3 * u, 0}));
        // Those weights share the cap: with 3 places a run with nothing among the earliest has none.
        QCOMPARE(placesByDue(10, shareOfEarliest(3, 1, times), u"a"_s), 0);
        QCOMPARE(placesByDue(10, shareOfEarliest(3, 1, times), u"b"_s), 10);
        QCOMPARE(placesByDue(10, shareOfEarliest(3, 100, times), u"a"_s), 6);
        QCOMPARE(placesByDue(10, shareOfEarliest(3, 1, {{u"a"_s, {}}, {u"b"_s, {}}}), u"a"_s), -1);
    }

    // Items due a grain or more before all the others go first: by themselves when they can fill
    // the cap, each with a place of its own when they cannot. Without such a gap, or when they are
    // a horizon's worth, the places go as shareOfEarliest() weighs them.
    void theEarliestStandingApartGoFirst()
    {
        const auto places = [](int horizon, const QList<std::pair<QString, QList<qint64>>> &times) {
            QList<int> out;
            for (const auto &[id, count] : placesOfEarliest(10, horizon, 10, times))
                out << count;
            return out;
        };
        // The last of a first round: b's 12 and c's 8 due at 0..9, a's read before and due again from 40.
        QList<qint64> again;
        for (int i = 0; i < 60; ++i)
            again << 40 + i;
        const auto firstRound = [](int n) { return QList<qint64>(n, 5); };
        QCOMPARE(places(75, {{u"a"_s, again}, {u"b"_s, firstRound(12)}, {u"c"_s, firstRound(8)}}),
                 (QList<int>{0, 6, 4})); // 12 : 8 of 10
        // Shared over the horizon, a's later items took most places.
        QCOMPARE(placesOfEach(
                     10, shareOfEarliest(75, 10, {{u"a"_s, again}, {u"b"_s, firstRound(12)}, {u"c"_s, firstRound(8)}})),
                 (QList<std::pair<QString, int>>{{u"a"_s, 7}, {u"b"_s, 2}, {u"c"_s, 1}}));
        // Fewer than the cap: a place for each, the other 7 as the horizon shares them.
        const QList<int> few = places(75, {{u"a"_s, again}, {u"b"_s, firstRound(2)}, {u"c"_s, firstRound(1)}});
        QCOMPARE(few, (QList<int>{7, 2, 1})); // the horizon's 63 give a the other 7
        // A horizon of 5: b's 2, c's 1 and a's first 2 share the other 7 (3 : 3 : 1, a first on the tie).
        QCOMPARE(places(5, {{u"a"_s, again}, {u"b"_s, firstRound(2)}, {u"c"_s, firstRound(1)}}), (QList<int>{3, 5, 2}));
        // No empty grain between them: as the horizon shares them.
        QList<qint64> soon;
        for (int i = 0; i < 60; ++i)
            soon << 10 + i;
        QCOMPARE(places(75, {{u"a"_s, soon}, {u"b"_s, firstRound(12)}, {u"c"_s, firstRound(8)}}),
                 (QList<int>{7, 2, 1}));
        // A horizon's worth standing apart: as the horizon shares them.
        QCOMPARE(places(15, {{u"a"_s, again}, {u"b"_s, firstRound(12)}, {u"c"_s, firstRound(8)}}),
                 (QList<int>{0, 6, 4}));
        QVERIFY(placesOfEarliest(10, 75, 10, {{u"a"_s, {}}, {u"b"_s, {}}}).isEmpty());
    }

    // The places a clinic apportions: 0 holds every item, a count caps the run below its equal
    // share or lets it above, a negative count gives the equal share back.
    void placesSetByTheClinic()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 10));
        poller.setShare(3);
        Recorder rec(poller);
        for (int i = 0; i < 12; ++i)
            poller.add(makeItem(QStringLiteral("item-%1").arg(i)));
        poller.setPlaces(services::Signing, 0);
        clock.advanceSeconds(5);
        QVERIFY(rec.polls.empty());
        poller.setPlaces(services::Signing, 7);
        QCOMPARE(rec.polls.size(), size_t(7));
        poller.setPlaces(services::Signing, -1);
        QCOMPARE(poller.placesFor(services::Signing), 4);
        poller.setPlaces(services::Signing, 30); // never above the cap
        QCOMPARE(poller.placesFor(services::Signing), 10);
        QCOMPARE(rec.polls.size(), size_t(10));
    }

    // Places taken away while their calls are out: each call that ends over the new count says its
    // place is given up (the budget gives it to the clinic at once); one that ends within it sends
    // the next item and says nothing.
    void aPlaceTakenAwayIsGivenUpWhenItsCallEnds()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s, 10));
        Recorder rec(poller);
        QList<Service> givenUp;
        connect(&poller, &Poller::placeGivenUp, &poller, [&](Service service) { givenUp << service; });
        for (int i = 0; i < 12; ++i)
            poller.add(makeItem(QStringLiteral("item-%1").arg(i)));
        poller.setPlaces(services::Signing, 4);
        clock.advanceSeconds(5);
        QCOMPARE(rec.polls.size(), size_t(4));
        poller.reportResult(rec.polls.at(0).key, PollOutcome::pending(QStringLiteral("sent")));
        QCOMPARE(rec.polls.size(), size_t(5)); // within its places: the next item went
        QVERIFY(givenUp.isEmpty());
        poller.setPlaces(services::Signing, 2);
        poller.reportResult(rec.polls.at(1).key, PollOutcome::pending(QStringLiteral("sent")));
        QCOMPARE(givenUp, QList<Service>{services::Signing});
        poller.reportResult(rec.polls.at(2).key, PollOutcome::terminal(QStringLiteral("signed")));
        QCOMPARE(givenUp.size(), 2);
        QCOMPARE(poller.inFlight(services::Signing), 2);
        poller.reportResult(rec.polls.at(3).key, PollOutcome::pending(QStringLiteral("sent")));
        QCOMPARE(rec.polls.size(), size_t(6)); // at 2 again: the next went in its place
        QCOMPARE(givenUp.size(), 2);
        // A call stopped by the person ends the same way.
        poller.setPlaces(services::Signing, 1);
        poller.stop(rec.polls.at(4).key);
        poller.reportResult(rec.polls.at(4).key, PollOutcome::pending(QStringLiteral("sent")));
        QCOMPARE(givenUp.size(), 3);
        QCOMPARE(rec.polls.size(), size_t(6));
    }

    // The cap apportioned by weight, largest remainders first, adding up to the cap.
    void placesByDueAddUpToTheCap()
    {
        const QList<std::pair<QString, qint64>> weights{{u"a"_s, 9000}, {u"b"_s, 9000}, {u"c"_s, 80}};
        QCOMPARE(placesByDue(10, weights, u"a"_s), 5);
        QCOMPARE(placesByDue(10, weights, u"b"_s), 5);
        QCOMPARE(placesByDue(10, weights, u"c"_s), 0);
        // 10 * 1/3 each: the one place left over goes to the lowest id.
        const QList<std::pair<QString, qint64>> even{{u"b"_s, 7}, {u"a"_s, 7}, {u"c"_s, 7}};
        QCOMPARE(placesByDue(10, even, u"a"_s), 4);
        QCOMPARE(placesByDue(10, even, u"b"_s), 3);
        QCOMPARE(placesByDue(10, even, u"c"_s), 3);
        QCOMPARE(placesByDue(10, {{u"a"_s, 0}, {u"b"_s, 0}}, u"a"_s), -1); // nothing due: equal shares
        QCOMPARE(placesByDue(0, weights, u"a"_s), -1); // no cap
        QCOMPARE(placesByDue(10, weights, u"z"_s), -1); // not among them
    }

    // Another workstation of the clinic follows the item now: it goes without a word (no
    // itemChanged, no itemFinished), and a request of it still out keeps its slot until answered.
    void releasedItemGoesSilentlyAndItsRequestKeepsItsSlot()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(1s, 10s, 1s, 1));
        Recorder rec(poller);
        QVERIFY(poller.add(makeItem(QStringLiteral("a"))));
        QVERIFY(poller.add(makeItem(QStringLiteral("b"))));
        clock.advanceSeconds(1);
        QCOMPARE(rec.polledKeys(), QStringList{QStringLiteral("a")}); // the one slot
        QCOMPARE(poller.inFlight(services::Signing), 1);
        QSignalSpy changed(&poller, &Poller::itemChanged);
        poller.release(QStringLiteral("a"));
        QVERIFY(!poller.contains(QStringLiteral("a")));
        QCOMPARE(changed.count(), 0);
        QVERIFY(rec.finished.isEmpty());
        clock.advanceSeconds(5);
        QCOMPARE(rec.polls.size(), size_t(1)); // b waits: a's request still holds the slot
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("x")));
        QCOMPARE(poller.inFlight(services::Signing), 1);
        QCOMPARE(rec.polledKeys(), (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
        poller.release(QStringLiteral("b"));
        poller.reportResult(QStringLiteral("b"), PollOutcome::pending(QStringLiteral("x")));
        QCOMPARE(poller.inFlight(services::Signing), 0);
        QCOMPARE(poller.count(), 0);
    }

    void neverTwoRequestsInFlightForOneItem()
    {
        ManualClock clock;
        Poller poller(&clock);
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        clock.advanceSeconds(60);
        QCOMPARE(rec.polls.size(), size_t(1));
        clock.advanceSeconds(3600); // no answer yet: nothing else is sent
        poller.checkNow(QStringLiteral("a"));
        clock.advance(0);
        QCoreApplication::processEvents();
        QCOMPARE(rec.polls.size(), size_t(1));
        QCOMPARE(clock.activeTimerCount(), 0);
    }

    void answersInsidePollDueDoNotRecurse()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 10s, 5s, 1));
        int depth = 0;
        int maxDepth = 0;
        int polls = 0;
        connect(&poller, &Poller::pollDue, this, [&](const PollItem &item) {
            ++depth;
            ++polls;
            maxDepth = std::max(maxDepth, depth);
            // An owner that fails at once (no network, say) answers before returning.
            poller.reportResult(item.key, PollOutcome::failure(QStringLiteral("offline")));
            --depth;
        });
        poller.add(makeItem(QStringLiteral("a")));
        poller.add(makeItem(QStringLiteral("b")));
        clock.advanceSeconds(5);
        QCOMPARE(polls, 2); // b got the slot a freed
        QCOMPARE(maxDepth, 1);
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(20));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("b")), clock.now().addSecs(20));
    }

    void checkNowRespectsTheMinimumInterval()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 60s, 30s));
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        poller.checkNow(QStringLiteral("a")); // never asked yet: at once
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now());
        clock.advance(0);
        QCOMPARE(rec.polls.size(), size_t(1));
        const QDateTime sent = clock.now();
        clock.advanceSeconds(3);
        poller.reportResult(QStringLiteral("a"), PollOutcome::pending(QStringLiteral("214")));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(60));
        poller.checkNow(QStringLiteral("a"));
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), sent.addSecs(10));
        clock.advanceSeconds(7);
        QCOMPARE(rec.polls.size(), size_t(2));
    }

    void resumedItemWaitsForTheMinimumInterval()
    {
        ManualClock clock;
        Poller poller(&clock);
        poller.setPolicy(services::Signing, policy(10s, 30s, 5s));
        PollItem item = makeItem(QStringLiteral("a"));
        item.lastRequestAt = clock.now().addSecs(-3);
        item.nextCheckAt = clock.now().addSecs(-100);
        item.errorCount = 2;
        poller.add(item);
        QCOMPARE(poller.nextCheckAt(QStringLiteral("a")), clock.now().addSecs(7));
        QCOMPARE(poller.item(QStringLiteral("a"))->errorCount, 2);

        // An overdue item with no recent request goes at once.
        Recorder rec(poller);
        PollItem overdue = makeItem(QStringLiteral("b"));
        overdue.nextCheckAt = clock.now().addSecs(-100);
        poller.add(overdue);
        clock.advance(0);
        QCOMPARE(rec.polledKeys(), QStringList{QStringLiteral("b")});
    }

    void clearForgetsSilently()
    {
        ManualClock clock;
        Poller poller(&clock);
        Recorder rec(poller);
        poller.add(makeItem(QStringLiteral("a")));
        poller.add(makeItem(QStringLiteral("b")));
        clock.advanceSeconds(60);
        poller.add(makeItem(QStringLiteral("c")));
        poller.clear();
        QCOMPARE(poller.count(), 0);
        QCOMPARE(poller.inFlight(services::Signing), 0);
        QCOMPARE(clock.activeTimerCount(), 0);
        QVERIFY(rec.finished.isEmpty());
        clock.advanceSeconds(3600);
        QCOMPARE(rec.polls.size(), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestPoller)
#include "tst_poller.moc"
