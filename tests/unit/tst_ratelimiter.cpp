// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/enrichment/enrichmentservice.h"
#include "core/net/ratelimiter.h"
#include "core/prescription/prescriptionservice.h"
#include "core/signing/signingservice.h"

#include <QTest>

using namespace cliniclink;

class TestRateLimiter : public QObject {
    Q_OBJECT
    const QDateTime t0 = QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);

private Q_SLOTS:
    void slidingWindowNeverExceedsPerMinute()
    {
        RateLimiter limiter(LimitTable({{services::Signing, RouteClass::Status, 600, 0, 0, 0}}));
        int sent = 0;
        for (int i = 0; i < 700; ++i) {
            if (limiter.tryAcquire(services::Signing, RouteClass::Status, {}, t0).allowed) {
                ++sent;
                limiter.release(services::Signing, RouteClass::Status);
            }
        }
        QCOMPARE(sent, 600); // the whole limit: each request counts until 60 s after its answer
        const auto held = limiter.tryAcquire(services::Signing, RouteClass::Status, {}, t0.addSecs(30));
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'100)); // a tenth of a second for a server counting both edges
        QVERIFY(!limiter.tryAcquire(services::Signing, RouteClass::Status, {}, t0.addSecs(60)).allowed);
        QVERIFY(limiter.tryAcquire(services::Signing, RouteClass::Status, {}, t0.addMSecs(60'100)).allowed);
    }
    // The server may have counted a request as late as its answer came: it keeps its place in the
    // window until 60 s after that, not after it was sent.
    void aSlowAnswerCountsFromItsAnswer()
    {
        RateLimiter limiter(LimitTable({{services::Enrichment, RouteClass::Any, 2, 0, 0, 0}}));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0).allowed);
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0).allowed);
        limiter.release(services::Enrichment, RouteClass::Default, t0, t0.addSecs(20)); // answered 20 s later
        limiter.release(services::Enrichment, RouteClass::Default, t0, t0);
        // One place frees 60 s after the quick answer, the other 60 s after the slow one.
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0.addMSecs(60'100)).allowed);
        const auto held = limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0.addSecs(61));
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(80'100));
        QCOMPARE(limiter.peek(services::Enrichment, RouteClass::Default, {}, t0.addSecs(61)).retryAt,
                 t0.addMSecs(80'100));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0.addMSecs(80'100)).allowed);
    }
    void inFlightCapWaitsForRelease()
    {
        RateLimiter limiter(LimitTable({{services::Signing, RouteClass::FullGet, 0, 5, 0, 0}}));
        for (int i = 0; i < 5; ++i)
            QVERIFY(limiter.tryAcquire(services::Signing, RouteClass::FullGet, {}, t0).allowed);
        const auto held = limiter.tryAcquire(services::Signing, RouteClass::FullGet, {}, t0);
        QVERIFY(!held.allowed);
        QVERIFY(!held.retryAt.isValid()); // only a release frees a place
        limiter.release(services::Signing, RouteClass::FullGet);
        QVERIFY(limiter.tryAcquire(services::Signing, RouteClass::FullGet, {}, t0).allowed);
        QCOMPARE(limiter.inFlight(services::Signing, RouteClass::FullGet), 5);
    }
    void keySpacingPerOrder()
    {
        RateLimiter limiter; // contract defaults: A status 10 s per order
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-1"), t0).allowed);
        const auto again =
            limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-1"), t0.addSecs(3));
        QVERIFY(!again.allowed);
        QCOMPARE(again.retryAt, t0.addSecs(10));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-2"), t0.addSecs(3))
                    .allowed);
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-1"), t0.addSecs(10))
                    .allowed);
    }
    void keySpacingAcrossOrders()
    {
        // The other reading of contract A: 10 s between any two status requests, whatever the order.
        RateLimiter limiter(LimitTable::contractDefaults().withSpacingAcrossKeys(true));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-1"), t0).allowed);
        const auto other =
            limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-2"), t0.addSecs(3));
        QVERIFY(!other.allowed);
        QCOMPARE(other.retryAt, t0.addSecs(10));
        const auto peeked =
            limiter.peek(services::Enrichment, RouteClass::Status, QStringLiteral("order-3"), t0.addSecs(9));
        QVERIFY(!peeked.allowed);
        QCOMPARE(peeked.retryAt, t0.addSecs(10));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-2"), t0.addSecs(10))
                    .allowed);
        // Requests without a key (orders, the connection check) are not paused.
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Default, {}, t0.addSecs(11)).allowed);
        // Per order again: the table of the default reading.
        limiter.setTable(LimitTable::contractDefaults().withSpacingAcrossKeys(false));
        QVERIFY(limiter.tryAcquire(services::Enrichment, RouteClass::Status, QStringLiteral("order-3"), t0.addSecs(12))
                    .allowed);
    }
    void serviceWideRuleCoversEveryRoute()
    {
        RateLimiter limiter(LimitTable::contractDefaults().withOverrides({{QStringLiteral("enrichment.*"), 50}}));
        int sent = 0;
        for (int i = 0; i < 60; ++i)
            sent += limiter
                        .tryAcquire(services::Enrichment, i % 2 ? RouteClass::Status : RouteClass::Default,
                                    QString::number(i), t0)
                        .allowed;
        QCOMPARE(sent, 50);
    }
    // Small limits (the contract has none under 120, an environment may) keep every request.
    void smallLimitsHaveNoCountMargin()
    {
        RateLimiter limiter(LimitTable({{services::Prescription, RouteClass::Any, 10, 0, 0, 0}}));
        int sent = 0;
        for (int i = 0; i < 20; ++i)
            sent += limiter.tryAcquire(services::Prescription, RouteClass::Default, {}, t0).allowed;
        QCOMPARE(sent, 10);
    }
    void blockAfter429()
    {
        RateLimiter limiter; // D upload: 2-minute block
        const QDateTime until = limiter.block(services::Signing, RouteClass::Upload, t0);
        QCOMPARE(until, t0.addSecs(120));
        const auto held = limiter.tryAcquire(services::Signing, RouteClass::Upload, {}, t0.addSecs(119));
        QVERIFY(!held.allowed);
        QVERIFY(held.blocked);
        QVERIFY(limiter.tryAcquire(services::Signing, RouteClass::Upload, {}, t0.addSecs(120)).allowed);
        // A Retry-After given by the server wins over the table.
        const QDateTime server = limiter.block(services::Signing, RouteClass::Status, t0, t0.addSecs(7));
        QCOMPARE(server, t0.addSecs(7));
    }
    void unlimitedServicePassesFreely()
    {
        RateLimiter limiter;
        for (int i = 0; i < 1000; ++i)
            QVERIFY(limiter.tryAcquire(services::Prescription, RouteClass::Default, {}, t0).allowed);
    }
};

QTEST_GUILESS_MAIN(TestRateLimiter)
#include "tst_ratelimiter.moc"
