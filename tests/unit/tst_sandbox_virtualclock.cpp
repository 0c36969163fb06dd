// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's VirtualClock, driven by a ManualClock standing in for real time: scaling, advance,
// and timers that fire at the right virtual time whenever the scale or offset changes.

#include "sandbox/server/virtualclock.h"

#include <QSignalSpy>
#include <QTest>

#include <limits>

using namespace cliniclink;
using namespace cliniclink::sandbox;

namespace {
const QDateTime kRealStart(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);
const QDateTime kVirtualStart(QDate(2030, 6, 1), QTime(12, 0), Qt::UTC);
} // namespace

class TestSandboxVirtualClock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void followsRealTimeTimesScale()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        QCOMPARE(clock.now(), kVirtualStart);
        real.advance(1500);
        QCOMPARE(clock.now(), kVirtualStart.addMSecs(1500));
        clock.setScale(60);
        real.advance(1000);
        QCOMPARE(clock.now(), kVirtualStart.addMSecs(1500 + 60'000));
        clock.setScale(0);
        real.advance(10'000);
        QCOMPARE(clock.now(), kVirtualStart.addMSecs(1500 + 60'000));
    }

    // A scale whose product with real milliseconds leaves qint64 broke the clock until restart:
    // it is refused, and the clock keeps its time and its scale.
    void outOfRangeScaleIsRefused()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        for (const double scale : {1e308, std::numeric_limits<double>::infinity(),
                                   std::numeric_limits<double>::quiet_NaN(), -1.0, VirtualClock::kMaxScale * 2}) {
            QVERIFY2(!clock.setScale(scale), QByteArray::number(scale).constData());
            QCOMPARE(clock.scale(), 1.0);
        }
        real.advance(1000);
        QCOMPARE(clock.now(), kVirtualStart.addSecs(1));
        QVERIFY(clock.setScale(VirtualClock::kMaxScale));
        real.advance(1000);
        QCOMPARE(clock.now(), kVirtualStart.addSecs(1 + 31'536'000));
        QVERIFY(clock.now().isValid());
    }

    void advanceIsBounded()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        clock.advance(std::numeric_limits<qint64>::max());
        QVERIFY(clock.now().isValid());
        QCOMPARE(clock.now(), kVirtualStart.addMSecs(VirtualClock::kMaxAdvanceMs));
    }

    void advanceAddsAnOffset()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 2.0);
        clock.advance(3'600'000);
        QCOMPARE(clock.now(), kVirtualStart.addSecs(3600));
        real.advance(1000);
        QCOMPARE(clock.now(), kVirtualStart.addSecs(3602));
        clock.advance(-5);
        QCOMPARE(clock.now(), kVirtualStart.addSecs(3602));
        clock.advanceTo(kVirtualStart.addSecs(3700));
        QCOMPARE(clock.now(), kVirtualStart.addSecs(3700));
    }

    void timerFiresAtTheScaledRealTime()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 10.0);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(kVirtualStart.addSecs(20)); // 2 real seconds at 10x
        real.advance(1999);
        QCOMPARE(fired.count(), 0);
        QVERIFY(timer->isActive());
        real.advance(1);
        QCOMPARE(fired.count(), 1);
        QVERIFY(!timer->isActive());
        QVERIFY(clock.now() >= kVirtualStart.addSecs(20));
    }

    void timerReArmsWhenTheScaleChanges()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(kVirtualStart.addSecs(100));
        real.advance(10'000); // virtual +10 s
        clock.setScale(10); // the remaining 90 virtual seconds take 9 real seconds
        real.advance(8'999);
        QCOMPARE(fired.count(), 0);
        real.advance(1);
        QCOMPARE(fired.count(), 1);
    }

    void stoppedTimeFiresOnlyOnAdvance()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 0.0);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(kVirtualStart.addSecs(30));
        real.advance(3'600'000);
        QCOMPARE(fired.count(), 0);
        clock.advance(30'000);
        QCOMPARE(fired.count(), 1);
    }

    void advanceFiresDueTimersEarliestFirst()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        ClockTimer *late = clock.createTimer(this);
        ClockTimer *early = clock.createTimer(this);
        ClockTimer *notYet = clock.createTimer(this);
        QStringList order;
        connect(late, &ClockTimer::timeout, this, [&] { order.append(QStringLiteral("late")); });
        connect(early, &ClockTimer::timeout, this, [&] { order.append(QStringLiteral("early")); });
        connect(notYet, &ClockTimer::timeout, this, [&] { order.append(QStringLiteral("notYet")); });
        late->startAt(kVirtualStart.addSecs(50));
        early->startAt(kVirtualStart.addSecs(10));
        notYet->startAt(kVirtualStart.addSecs(500));
        clock.advance(60'000);
        QCOMPARE(order, (QStringList{QStringLiteral("early"), QStringLiteral("late")}));
        QVERIFY(notYet->isActive());
    }

    void stoppedTimerDoesNotFire()
    {
        ManualClock real(kRealStart);
        VirtualClock clock(&real, kVirtualStart, 1.0);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(kVirtualStart.addSecs(1));
        timer->stop();
        real.advance(5000);
        clock.advance(5000);
        QCOMPARE(fired.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSandboxVirtualClock)
#include "tst_sandbox_virtualclock.moc"
