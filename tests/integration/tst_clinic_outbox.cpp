// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Two workstations (whole Sessions with their desks, as app/main.cpp makes them) on one clinic
// database, one in-process sandbox and one ManualClock: a dispatch under way is left to the
// workstation that sends it while it runs, and once it is gone the other looks it up once and
// follows what the platform made, one POST in all; dispatches followed are spread over the two and
// none is asked for by both. Counted from the sandbox's own request log.

#include "clinicpg.h"
#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/session/desks.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/dispatchdesk.h"
#include "core/storage/journal.h"
#include "dispatchsamples.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

struct Workstation {
    Workstation(const QString &settingsFile, const QString &clinicUrl, ManualClock *clock, sandbox::Sandbox &emulator)
    {
        Session::Options options;
        options.settingsFile = settingsFile;
        options.journalFile = clinicUrl;
        options.clock = clock;
        options.sessionOnlySecrets = true;
        session = std::make_unique<Session>(options);
        session->environments().setSandboxRoot(emulator.url());
        session->environments().setCurrent(QString(kSandboxEnvironmentId));
        session->accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        desks = std::make_unique<Desks>(*session);
        session->start();
    }
    ~Workstation()
    {
        desks.reset();
        session.reset();
    }
    DispatchDesk &dispatches() const { return desks->get<DispatchDesk>(); }
    QSet<qint64> followed() const
    {
        QSet<qint64> ids;
        for (const QString &key : session->poller().keys())
            ids << FollowDesk::journalIdFor(key).value_or(0);
        return ids;
    }

    std::unique_ptr<Session> session;
    std::unique_ptr<Desks> desks;
};

} // namespace

class TestClinicOutbox : public QObject {
    Q_OBJECT

    std::unique_ptr<ClinicPgDatabase> m_pg;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ManualClock> m_clock;
    std::unique_ptr<sandbox::Sandbox> m_sandbox;
    std::unique_ptr<Workstation> m_a;
    std::unique_ptr<Workstation> m_b;

    std::unique_ptr<Workstation> start(const QString &name)
    {
        return std::make_unique<Workstation>(m_dir->filePath(name + QStringLiteral(".ini")), m_pg->url(), m_clock.get(),
                                             *m_sandbox);
    }
    // Requests the sandbox holds on purpose (a delayed answer): not waited for.
    int m_held = 0;
    bool idle()
    {
        QCoreApplication::processEvents();
        return QTest::qWaitFor(
            [this] {
                int active = 0;
                for (Workstation *w : {m_a.get(), m_b.get()}) {
                    if (w)
                        active += w->session->transport().activeCount();
                }
                return active <= m_held;
            },
            30000);
    }
    // A second at a time, the loopback exchanges of each step let finish.
    void advance(int seconds)
    {
        for (int s = 0; s < seconds; ++s) {
            m_clock->advanceSeconds(1);
            idle();
        }
    }
    int posts() const
    {
        int n = 0;
        for (const auto &e : m_sandbox->context().requestLog().entries())
            n += e.method == "POST" && e.path == QLatin1String("/sep/api/signing");
        return n;
    }
    TrackedItem row(qint64 id) const
    {
        Journal journal(m_clock.get(), m_pg->url());
        if (!journal.open().ok())
            return {};
        const auto found = journal.trackedItem(id);
        return found ? *found : TrackedItem{};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (clinicPgUrl().isEmpty())
            QSKIP("CLINICLINK_TEST_PG is not set: ctest starts the clinic_pg fixture");
        m_pg = std::make_unique<ClinicPgDatabase>(QStringLiteral("tst_clinic_outbox"));
        QVERIFY(m_pg->available());
    }
    void init()
    {
        m_held = 0;
        QVERIFY(m_pg->reset());
        m_dir = std::make_unique<QTemporaryDir>();
        m_clock = std::make_unique<ManualClock>();
        m_sandbox = std::make_unique<sandbox::Sandbox>(m_clock.get());
        QVERIFY(m_sandbox->start(QHostAddress::LocalHost, 0));
    }
    void cleanup()
    {
        m_b.reset();
        m_a.reset();
        m_sandbox.reset();
        m_clock.reset();
        m_dir.reset();
    }

    void aDispatchUnderWayIsItsSendersAndAGoneSendersIsLookedUpOnce()
    {
        m_a = start(QStringLiteral("a"));
        QVERIFY(idle());
        sandbox::FaultRule slow;
        slow.pattern = QStringLiteral("/sep/api/signing");
        slow.method = "POST";
        slow.kind = sandbox::FaultKind::Delay;
        slow.delayMs = 120'000; // the platform makes the dispatch; its answer is late
        slow.remaining = 1;
        m_sandbox->context().faults().add(slow);
        QVERIFY(m_a->dispatches().send(sampleDispatch(QStringLiteral("P-31"))));
        const auto rows = m_a->session->journal().trackedItems(QString(kSandboxEnvironmentId), 1);
        QVERIFY(rows && rows->size() == 1);
        const qint64 id = rows->first().id;
        m_held = 1;
        QVERIFY(idle()); // the POST is out and held

        // B comes up while A waits for the answer: A's send is A's, B neither doubts nor asks.
        m_b = start(QStringLiteral("b"));
        advance(20);
        QCOMPARE(row(id).outbox, OutboxState::Sending);
        QCOMPARE(m_b->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->size(), 1);

        // A closes before the answer came. B makes the send uncertain, asks the list once, and
        // follows the dispatch the platform made.
        m_a.reset();
        m_held = 0;
        advance(30);
        QTRY_COMPARE_WITH_TIMEOUT(row(id).outbox, OutboxState::Accepted, 5000);
        QVERIFY(!row(id).externalId.isEmpty());
        QVERIFY(m_b->followed().contains(id));
        advance(150); // the held answer goes out to nobody
        QCOMPARE(posts(), 1);
        QVERIFY(m_b->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->isEmpty());
    }

    void followedDispatchesAreSpreadAndNoneAskedForTwice()
    {
        m_a = start(QStringLiteral("a"));
        QVERIFY(idle());
        QStringList tracking;
        for (int i = 0; i < 4; ++i) {
            QSignalSpy added(&m_a->dispatches(), &DispatchDesk::dispatchAdded);
            QVERIFY(m_a->dispatches().send(sampleDispatch(QStringLiteral("P-4%1").arg(i))));
            QVERIFY(added.wait(5000));
            tracking << row(added.first().first().toLongLong()).externalId;
        }
        QCOMPARE(m_a->followed().size(), 4);
        m_b = start(QStringLiteral("b"));
        advance(40);
        QCOMPARE(m_a->followed().size(), 2);
        QCOMPARE(m_b->followed().size(), 2);
        QVERIFY(!m_a->followed().intersects(m_b->followed()));
        advance(120);
        // Status requests of each dispatch, from either workstation: none sooner than the
        // signing service's minimum interval after the one before.
        for (const QString &t : std::as_const(tracking)) {
            QList<QDateTime> asked;
            for (const auto &e : m_sandbox->context().requestLog().entries()) {
                if (e.method == "GET" && e.path.contains(t))
                    asked << e.time;
            }
            QVERIFY2(asked.size() >= 3, qPrintable(t));
            for (qsizetype i = 1; i < asked.size(); ++i)
                QVERIFY2(asked.at(i - 1).secsTo(asked.at(i)) >= 10, qPrintable(t));
        }
        QVERIFY(!m_a->followed().intersects(m_b->followed()));
        QCOMPARE((m_a->followed() + m_b->followed()).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestClinicOutbox)
#include "tst_clinic_outbox.moc"
