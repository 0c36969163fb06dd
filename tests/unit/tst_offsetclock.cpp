// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// OffsetClock: another clock's time moved by an offset (a workstation on the clinic database's
// time), whose timers fire at their deadlines on this clock however the offset moves.

#include "core/common/offsetclock.h"

#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;

class TestOffsetClock : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTheBaseMovedByTheOffset()
    {
        ManualClock base;
        OffsetClock clock(&base, -90'000);
        QCOMPARE(clock.now(), base.now().addSecs(-90));
        base.advance(1'500);
        QCOMPARE(clock.now(), base.now().addSecs(-90));
        clock.setOffset(2'000);
        QCOMPARE(clock.now(), base.now().addSecs(2));
    }

    void aTimerFiresAtItsDeadlineOnThisClock()
    {
        ManualClock base;
        OffsetClock clock(&base, 60'000);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        QDateTime firedAt;
        connect(timer, &ClockTimer::timeout, this, [&] { firedAt = clock.now(); });
        const QDateTime deadline = clock.now().addSecs(10);
        timer->startAt(deadline);
        QVERIFY(timer->isActive());
        QCOMPARE(timer->deadline(), deadline);
        base.advance(9'999);
        QCOMPARE(fired.count(), 0);
        base.advance(1);
        QCOMPARE(fired.count(), 1);
        QCOMPARE(firedAt, deadline);
        QVERIFY(!timer->isActive());
        delete timer;
    }

    // The clock is found 30 s ahead and set back: a timer armed before fires when this clock
    // reaches its deadline, 30 s later on the base than it was armed for; set forward, sooner.
    void aCorrectionKeepsTheTimersDeadlines()
    {
        ManualClock base;
        OffsetClock clock(&base);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        const QDateTime deadline = clock.now().addSecs(60);
        timer->startAt(deadline);
        QVERIFY(clock.correctBy(-30'000, 50));
        QCOMPARE(clock.offset(), -30'000);
        base.advance(60'000);
        QCOMPARE(fired.count(), 0);
        base.advance(30'000);
        QCOMPARE(fired.count(), 1);
        QCOMPARE(clock.now(), deadline);

        timer->startAt(clock.now().addSecs(60));
        QVERIFY(clock.correctBy(45'000, 50));
        base.advance(15'000);
        QCOMPARE(fired.count(), 2);
        delete timer;
    }

    // A correction within the measurement's noise is not made: nothing re-arms for it.
    void aCorrectionWithinTheToleranceIsNotMade()
    {
        ManualClock base;
        OffsetClock clock(&base, 1'000);
        QSignalSpy moved(&clock, &OffsetClock::offsetChanged);
        QVERIFY(!clock.correctBy(50, 50));
        QVERIFY(!clock.correctBy(-50, 50));
        QCOMPARE(clock.offset(), 1'000);
        QCOMPARE(moved.count(), 0);
        QVERIFY(clock.correctBy(51, 50));
        QCOMPARE(clock.offset(), 1'051);
        QCOMPARE(moved.count(), 1);
    }

    // A deadline the correction left behind fires from the event loop, not at once inside it.
    void aDeadlineLeftBehindFiresOnTheNextPass()
    {
        ManualClock base;
        OffsetClock clock(&base);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(clock.now().addSecs(5));
        clock.setOffset(10'000);
        QCOMPARE(fired.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(fired.count(), 1, 1000);
        timer->stop();
        timer->startAt(clock.now().addSecs(5));
        timer->stop();
        base.advance(10'000);
        QCOMPARE(fired.count(), 1);
        delete timer;
    }
};

QTEST_GUILESS_MAIN(TestOffsetClock)
#include "tst_offsetclock.moc"
