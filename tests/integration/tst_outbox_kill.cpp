// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// kill -9 between the POST and its answer: a workstation process sends a billed dispatch, the
// sandbox creates it and holds the answer, and the process is killed. A new session on the same
// journal finds the send in doubt, asks the platform, follows the dispatch it finds, and nothing
// is sent twice.

#include "clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/services/signing/signingmodule.h"
#include "sandbox/services/signing/signingstore.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestOutboxKill : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void killedBetweenPostAndAnswerIsResolvedWithNoDuplicate()
    {
        ClientFixture f;
        // The child runs on the wall clock: the sandbox's time must agree with it for "created since".
        f.clock->setNow(QDateTime::currentDateTimeUtc());
        auto *signing = f.emulator->context().findModule<sandbox::SigningModule>();
        QVERIFY(signing);
        const qsizetype before = signing->store().dispatches().size();

        sandbox::FaultRule late; // the service acts at once; its answer is held on the virtual clock
        late.pattern = QStringLiteral("/sep/api/signing");
        late.method = "POST";
        late.kind = sandbox::FaultKind::Delay;
        late.delayMs = 600'000;
        late.remaining = 1;
        f.emulator->context().faults().add(late);

        const QString journal = f.dir.filePath(QStringLiteral("journal.sqlite"));
        const QString settings = f.dir.filePath(QStringLiteral("settings.ini"));
        f.session.reset(); // the child has the journal to itself

        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(CLINICLINK_OUTBOX_CLIENT),
                    {QStringLiteral("--settings"), settings, QStringLiteral("--journal"), journal,
                     QStringLiteral("--sandbox"), f.emulator->url().toString(), QStringLiteral("--patient"),
                     QStringLiteral("P-KILL-9")});
        QVERIFY(child.waitForStarted(10000));
        // Wait (on I/O) until the platform has created the dispatch: the POST has been answered by
        // the service, not yet by the gateway.
        QVERIFY(QTest::qWaitFor([&] { return signing->store().dispatches().size() == before + 1; }, 20000));
        child.kill(); // SIGKILL: no destructor, no last write
        QVERIFY(child.waitForFinished(10000));
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        // The restart: a session on the same journal, and the desk that follows dispatches.
        f.startClient();
        DispatchDesk desk(*f.session);
        const QString created = signing->store().dispatches().last()->trackingId;
        QVERIFY(f.advanceUntil([&] { return desk.byTrackingId(created).has_value(); }, 120));
        QCOMPARE(signing->store().dispatches().size(), before + 1); // nothing sent twice
        int posts = 0;
        for (const auto &e : f.emulator->context().requestLog().entries())
            posts += e.method == "POST" && e.path == u"/sep/api/signing";
        QVERIFY(posts <= 1); // the held answer of the killed process is the only one
    }
};

QTEST_GUILESS_MAIN(TestOutboxKill)
#include "tst_outbox_kill.moc"
