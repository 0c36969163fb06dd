// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// OffsetClock: another clock's time moved by an offset (a workstation on the clinic database's
// time), whose timers fire at their deadlines on this clock, and wait as long as they were armed
// for however the offset moves meanwhile.

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

    // The clock is found 30 s ahead and set back: a timer armed before waits as long as it was
    // armed for, its deadline moved with the clock; set 45 s forward, it neither fires at once
    // (a keychain probe armed for 30 s before the clock was found 95 s slow timed out at once) nor
    // late.
    void aCorrectionLeavesATimerTheTimeItHadLeft()
    {
        ManualClock base;
        OffsetClock clock(&base);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        const QDateTime deadline = clock.now().addSecs(60);
        timer->startAt(deadline);
        QVERIFY(clock.correctBy(-30'000, 50));
        QCOMPARE(clock.offset(), -30'000);
        QCOMPARE(timer->deadline(), deadline.addSecs(-30));
        base.advance(59'999);
        QCOMPARE(fired.count(), 0);
        base.advance(1);
        QCOMPARE(fired.count(), 1);
        QCOMPARE(clock.now(), deadline.addSecs(-30));

        timer->startAt(clock.now().addSecs(30));
        QVERIFY(clock.correctBy(45'000, 50));
        QCoreApplication::processEvents();
        QCOMPARE(fired.count(), 1);
        base.advance(29'999);
        QCOMPARE(fired.count(), 1);
        base.advance(1);
        QCOMPARE(fired.count(), 2);
        delete timer;
    }

    // A correction within the measurement's noise is not made: nothing re-arms for it.
    void aCorrectionWithinTheToleranceIsNotMade()
    {
        ManualClock base;
        OffsetClock clock(&base, 1'000);
        QSignalSpy moved(&clock, &OffsetClock::offsetMoved);
        QVERIFY(!clock.correctBy(50, 50));
        QVERIFY(!clock.correctBy(-50, 50));
        QCOMPARE(clock.offset(), 1'000);
        QCOMPARE(moved.count(), 0);
        QVERIFY(clock.correctBy(51, 50));
        QCOMPARE(clock.offset(), 1'051);
        QCOMPARE(moved.count(), 1);
        QCOMPARE(moved.first().first().toLongLong(), 51);
    }

    // A stopped timer stays stopped through a correction.
    void aStoppedTimerStaysStopped()
    {
        ManualClock base;
        OffsetClock clock(&base);
        ClockTimer *timer = clock.createTimer(this);
        QSignalSpy fired(timer, &ClockTimer::timeout);
        timer->startAt(clock.now().addSecs(5));
        timer->stop();
        clock.setOffset(10'000);
        base.advance(10'000);
        QCoreApplication::processEvents();
        QCOMPARE(fired.count(), 0);
        QVERIFY(!timer->isActive());
        delete timer;
    }
};

QTEST_GUILESS_MAIN(TestOffsetClock)
#include "tst_offsetclock.moc"
