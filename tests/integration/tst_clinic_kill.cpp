// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Two workstation processes (outboxclient) on one clinic database and the sandbox, on the wall
// clock with a 4-second lease: the first sends four dispatches (one POST each) and follows them,
// the second comes up and takes its fair share, then the first is killed with kill -9 (no
// goodbye, nothing released) and the second takes over its leases within one lease period.
// The holders are read from the database.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

constexpr int kLeaseSeconds = 4; // the shortest lease a workstation takes

} // namespace

class TestClinicKill : public QObject {
    Q_OBJECT

    std::unique_ptr<ClinicPgDatabase> m_pg;

    int heldBy(const QString &run)
    {
        return m_pg
            ->value(QStringLiteral("SELECT count(*) FROM tracked_items WHERE lease_holder = '%1'"
                                   " AND terminal = 0 AND outbox = 'accepted'")
                        .arg(run))
            .toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (clinicPgUrl().isEmpty())
            QSKIP("CLINICLINK_TEST_PG is not set: ctest starts the clinic_pg fixture");
        m_pg = std::make_unique<ClinicPgDatabase>(QStringLiteral("tst_clinic_kill"));
        QVERIFY(m_pg->available());
    }

    void aKilledWorkstationsLeasesAreTakenOverWithinOneLeasePeriod()
    {
        QTemporaryDir dir;
        ManualClock clock(QDateTime::currentDateTimeUtc());
        sandbox::Sandbox emulator(&clock);
        QVERIFY(emulator.start(QHostAddress::LocalHost, 0));

        const auto startWorkstation = [&](QProcess &process, const QString &name, int dispatches) {
            const QString settings = dir.filePath(name + QStringLiteral(".ini"));
            QSettings(settings, QSettings::IniFormat).setValue(QStringLiteral("clinic/leaseSeconds"), kLeaseSeconds);
            process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            process.start(QStringLiteral(CLINICLINK_OUTBOX_CLIENT),
                          {QStringLiteral("--settings"), settings, QStringLiteral("--journal"), m_pg->url(),
                           QStringLiteral("--sandbox"), emulator.url().toString(), QStringLiteral("--patient"),
                           QStringLiteral("P-") + name, QStringLiteral("--dispatches"), QString::number(dispatches)});
            if (!process.waitForStarted(10000))
                return QString();
            // Waiting on I/O (the sandbox answers in this process meanwhile), not sleeping.
            if (!QTest::qWaitFor([&] { return process.canReadLine(); }, 30000))
                return QString();
            const QString line = QString::fromUtf8(process.readLine()).trimmed();
            return line.startsWith(QLatin1String("ready ")) ? line.mid(6) : QString();
        };

        QProcess first;
        const QString a = startWorkstation(first, QStringLiteral("a"), 4);
        QVERIFY(!a.isEmpty());
        QCOMPARE(heldBy(a), 4); // what a workstation sends, it follows
        QProcess second;
        const QString b = startWorkstation(second, QStringLiteral("b"), 0);
        QVERIFY(!b.isEmpty());
        QVERIFY(QTest::qWaitFor([&] { return heldBy(a) == 2 && heldBy(b) == 2; }, 4 * kLeaseSeconds * 1000));

        first.kill(); // SIGKILL: no destructor, no lease given back
        QVERIFY(first.waitForFinished(10000));
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        QElapsedTimer sinceKill;
        sinceKill.start();
        QVERIFY(QTest::qWaitFor([&] { return heldBy(b) == 4; }, 4 * kLeaseSeconds * 1000));
        const qint64 takeover = sinceKill.elapsed();
        std::fprintf(stderr, "takeover after kill -9: %lld ms (lease period %d s)\n", takeover, kLeaseSeconds);
        // One lease period (the test clock's tst_clinic_follow holds it to that exactly), and two
        // seconds of slack for a loaded machine's timers and statements.
        QVERIFY2(takeover <= (kLeaseSeconds + 2) * 1000, qPrintable(QString::number(takeover)));
        QCOMPARE(heldBy(a), 0);

        int posts = 0;
        for (const auto &e : emulator.context().requestLog().entries())
            posts += e.method == "POST" && e.path == u"/sep/api/signing";
        QCOMPARE(posts, 4);
        second.kill();
        second.waitForFinished(10000);
    }
};

QTEST_GUILESS_MAIN(TestClinicKill)
#include "tst_clinic_kill.moc"
