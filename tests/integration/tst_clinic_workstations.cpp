// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Three workstations of one clinic, each a process of its own (clinicworkstation), on one clinic
// database of the throwaway cluster and one sandbox in this process, on the wall clock (the
// processes cannot share a ManualClock; their poll interval is shortened instead, so each case
// takes seconds). Issue 31's checks: one press billed once; every followed item polled by one
// live workstation, none lost; kill -9 of one and its items taken over; the database gone and
// back mid-run. The waits are on the processes' output and the sandbox's I/O, never sleeps.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/server/requestlog.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/signing/signingmodule.h"
#include "sandbox/services/signing/signingstore.h"

#include <QMap>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace cliniclink;

namespace {

constexpr int kPollMs = 1000;
// The shortest lease a workstation takes: items spread and are taken over within seconds.
constexpr int kLeaseSeconds = 4;

struct Event {
    qint64 at = 0; // wall clock, ms
    QString what; // "poll", "accepted"...
    QStringList args;
};

// One workstation process and what it said.
class Workstation {
public:
    Workstation(const QString &name, const QString &settingsFile, const QString &journalUrl, const QUrl &sandbox)
        : m_name(name)
    {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, [this] { read(); });
        m_process.start(QStringLiteral(CLINICLINK_CLINIC_WORKSTATION),
                        {QStringLiteral("--settings"), settingsFile, QStringLiteral("--journal"), journalUrl,
                         QStringLiteral("--sandbox"), sandbox.toString(), QStringLiteral("--poll-ms"),
                         QString::number(kPollMs), QStringLiteral("--lease-seconds"), QString::number(kLeaseSeconds)});
    }
    ~Workstation()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    QString name() const { return m_name; }
    bool started() { return m_process.waitForStarted(10000); }
    void tell(const QByteArray &line) { m_process.write(line + '\n'); }
    void kill()
    {
        m_process.kill(); // SIGKILL: no destructor, no last write, leases left as they were
        m_process.waitForFinished(10000);
    }
    const QList<Event> &events() const { return m_events; }
    bool said(const QString &what) const
    {
        return std::any_of(m_events.cbegin(), m_events.cend(), [&](const Event &e) { return e.what == what; });
    }
    const Event *last(const QString &what) const
    {
        for (auto it = m_events.crbegin(); it != m_events.crend(); ++it) {
            if (it->what == what)
                return &*it;
        }
        return nullptr;
    }

private:
    void read()
    {
        while (m_process.canReadLine()) {
            const QStringList words = QString::fromUtf8(m_process.readLine()).trimmed().split(u' ', Qt::SkipEmptyParts);
            if (words.size() < 2)
                continue;
            m_events << Event{words.at(0).toLongLong(), words.at(1), words.mid(2)};
        }
    }

    QString m_name;
    QProcess m_process;
    QList<Event> m_events;
};

} // namespace

class TestClinicWorkstations : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;
    std::unique_ptr<sandbox::Sandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::vector<std::unique_ptr<Workstation>> m_stations;

    Workstation &start(const QString &name)
    {
        m_stations.push_back(std::make_unique<Workstation>(name, m_dir->filePath(name + QStringLiteral(".ini")),
                                                           m_pg->url(), m_sandbox->url()));
        return *m_stations.back();
    }
    bool allReady()
    {
        return QTest::qWaitFor(
            [this] {
                return std::all_of(m_stations.cbegin(), m_stations.cend(),
                                   [](const auto &w) { return w->said(QStringLiteral("ready")); });
            },
            30000);
    }
    int posts() const
    {
        int n = 0;
        for (const auto &e : m_sandbox->context().requestLog().entries())
            n += e.method == "POST" && e.path == u"/sep/api/signing";
        return n;
    }
    // Every "poll <id>" of every workstation after `since`: id -> (time, workstation) in time order.
    QMap<qint64, QList<QPair<qint64, QString>>> pollsSince(qint64 since) const
    {
        QMap<qint64, QList<QPair<qint64, QString>>> out;
        for (const auto &w : m_stations) {
            for (const Event &e : w->events()) {
                if (e.what == QLatin1String("poll") && e.at >= since)
                    out[e.args.value(0).toLongLong()] << qMakePair(e.at, w->name());
            }
        }
        for (auto &list : out)
            std::sort(list.begin(), list.end());
        return out;
    }
    // Ids of the journal's followed items (accepted dispatches not finished).
    QSet<qint64> followed() const
    {
        QSet<qint64> ids;
        for (const auto &w : m_stations) {
            for (const Event &e : w->events()) {
                if (e.what == QLatin1String("accepted"))
                    ids.insert(e.args.value(0).toLongLong());
            }
        }
        return ids;
    }
    // Nobody asks about one item twice within one poll interval, and every item is asked about.
    void checkPolledOnceEach(qint64 since, const QSet<qint64> &items)
    {
        const auto polls = pollsSince(since);
        for (qint64 id : items) {
            QVERIFY2(polls.contains(id), qPrintable(QStringLiteral("item %1 was not polled: lost").arg(id)));
            const auto &list = polls.value(id);
            for (qsizetype i = 1; i < list.size(); ++i) {
                const qint64 gap = list.at(i).first - list.at(i - 1).first;
                // 10% for the timers' slack between processes.
                QVERIFY2(gap >= kPollMs * 9 / 10,
                         qPrintable(QStringLiteral("item %1 polled by %2 and %3 %4 ms apart")
                                        .arg(id)
                                        .arg(list.at(i - 1).second, list.at(i).second)
                                        .arg(gap)));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinic_ws"));
        QVERIFY(m_pg->available());
    }

    void init()
    {
        QVERIFY(m_pg->reset());
        m_dir = std::make_unique<QTemporaryDir>();
        // The wall clock: the processes' requests arrive on it.
        m_sandbox = std::make_unique<sandbox::Sandbox>(Clock::system());
        QVERIFY(m_sandbox->start(QHostAddress::LocalHost, 0));
    }

    void cleanup()
    {
        if (QTest::currentTestFailed()) {
            for (const auto &w : m_stations) {
                for (const Event &e : w->events()) {
                    if (e.what != QLatin1String("poll"))
                        qInfo("%s: %lld %s %s", qPrintable(w->name()), e.at, qPrintable(e.what),
                              qPrintable(e.args.join(u' ')));
                }
            }
        }
        for (auto &w : m_stations)
            w->tell("quit");
        m_stations.clear();
        m_sandbox.reset();
        m_pg->allowConnections(true);
    }

    // Three workstations follow what one of them sent: each item is asked about by one of them at
    // a time, the work is spread, and none is left out.
    void eachItemPolledByOneLiveWorkstation()
    {
        Workstation &doctor = start(QStringLiteral("doctor"));
        start(QStringLiteral("registrar"));
        start(QStringLiteral("nurse"));
        QVERIFY(allReady());
        doctor.tell("send 6 P-SPREAD");
        QVERIFY(QTest::qWaitFor([&] { return doctor.said(QStringLiteral("sent-all")); }, 30000));
        QCOMPARE(followed().size(), 6);
        QCOMPARE(posts(), 6);
        const qint64 since = QDateTime::currentMSecsSinceEpoch();
        const QSet<qint64> items = followed();
        // Watch until every item was asked about four times.
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto polls = pollsSince(since);
                return std::all_of(items.cbegin(), items.cend(),
                                   [&](qint64 id) { return polls.value(id).size() >= 4; });
            },
            60000));
        checkPolledOnceEach(since, items);
        QSet<QString> pollers;
        for (const auto &list : pollsSince(since)) {
            for (const auto &poll : list)
                pollers.insert(poll.second);
        }
        QVERIFY2(pollers.size() >= 2, qPrintable(QStringList(pollers.cbegin(), pollers.cend()).join(u',')));
    }

    // kill -9 of the workstation that polls items: the others take them over.
    void killedWorkstationsItemsAreTakenOver()
    {
        Workstation &doctor = start(QStringLiteral("doctor"));
        QVERIFY(allReady());
        doctor.tell("send 4 P-KILL");
        QVERIFY(QTest::qWaitFor([&] { return doctor.said(QStringLiteral("sent-all")); }, 30000));
        start(QStringLiteral("registrar"));
        start(QStringLiteral("nurse"));
        QVERIFY(allReady());
        doctor.kill();
        const qint64 killedAt = QDateTime::currentMSecsSinceEpoch();
        const QSet<qint64> items = followed();
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto polls = pollsSince(killedAt);
                return std::all_of(items.cbegin(), items.cend(), [&](qint64 id) { return polls.contains(id); });
            },
            60000));
        qInfo("every item of the killed workstation polled again after %lld ms",
              QDateTime::currentMSecsSinceEpoch() - killedAt);
        checkPolledOnceEach(killedAt, items);
    }

    // A press whose answer never came (the workstation killed while the platform held it) is
    // billed once: the others find the dispatch, and one of them completes the row and follows it.
    void onePressBilledOnceAcrossTheClinic()
    {
        Workstation &doctor = start(QStringLiteral("doctor"));
        start(QStringLiteral("registrar"));
        QVERIFY(allReady());
        auto *signing = m_sandbox->context().findModule<sandbox::SigningModule>();
        QVERIFY(signing);
        sandbox::FaultRule late; // the service acts at once; its answer is held
        late.pattern = QStringLiteral("/sep/api/signing");
        late.method = "POST";
        late.kind = sandbox::FaultKind::Delay;
        late.delayMs = 600'000;
        late.remaining = 1;
        m_sandbox->context().faults().add(late);
        const qsizetype before = signing->store().dispatches().size(); // the sandbox's examples
        doctor.tell("send 1 P-ONCE");
        QVERIFY(QTest::qWaitFor([&] { return signing->store().dispatches().size() == before + 1; }, 20000));
        doctor.kill();
        start(QStringLiteral("nurse"));
        const QString created = signing->store().dispatches().constLast()->trackingId;
        // Found and followed by one of the live ones: its status is asked for.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return m_pg->value(QStringLiteral("SELECT count(*) FROM tracked_items WHERE external_id = '%1'"
                                                  " AND outbox = 'accepted'")
                                       .arg(created))
                           .toInt()
                    == 1;
            },
            60000));
        QCOMPARE(signing->store().dispatches().size(), before + 1);
        QVERIFY(posts() <= 1); // the held answer of the killed process is logged when it ends, if ever
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM tracked_items WHERE external_id = '%1'").arg(created))
                     .toInt(),
                 1);
    }

    // The clinic database goes away and comes back: nothing billed leaves meanwhile (the reason is
    // given), and afterwards everything is followed again and sends go.
    void databaseGoneAndBackMidRun()
    {
        Workstation &doctor = start(QStringLiteral("doctor"));
        Workstation &registrar = start(QStringLiteral("registrar"));
        QVERIFY(allReady());
        doctor.tell("send 3 P-DOWN");
        QVERIFY(QTest::qWaitFor([&] { return doctor.said(QStringLiteral("sent-all")); }, 30000));
        const QSet<qint64> items = followed();
        QCOMPARE(items.size(), 3);

        QVERIFY(m_pg->allowConnections(false));
        QVERIFY(m_pg->terminateConnections());
        registrar.tell("send 1 P-WHILE-DOWN");
        QVERIFY(QTest::qWaitFor(
            [&] { return registrar.said(QStringLiteral("refused")) || registrar.said(QStringLiteral("accepted")); },
            30000));
        QVERIFY(!registrar.said(QStringLiteral("accepted")));
        QCOMPARE(posts(), 3);

        QVERIFY(m_pg->allowConnections(true));
        const qint64 back = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(QTest::qWaitFor(
            [&] {
                const Event *d = doctor.last(QStringLiteral("health"));
                const Event *r = registrar.last(QStringLiteral("health"));
                return d && r && d->args.value(0) == QLatin1String("1") && r->args.value(0) == QLatin1String("1");
            },
            30000));
        registrar.tell("send 1 P-AFTER");
        QVERIFY(QTest::qWaitFor([&] { return registrar.said(QStringLiteral("accepted")); }, 30000));
        QCOMPARE(posts(), 4);
        QVERIFY(QTest::qWaitFor(
            [&] {
                const auto polls = pollsSince(back);
                return std::all_of(items.cbegin(), items.cend(), [&](qint64 id) { return polls.contains(id); });
            },
            60000));
    }
};

QTEST_GUILESS_MAIN(TestClinicWorkstations)
#include "tst_clinic_workstations.moc"
