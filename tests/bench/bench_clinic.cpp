// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One clinic's budget shared by 1, 3 and 5 workstation processes (issue 31): each a
// clinicworkstation process on one clinic database (a throwaway PostgreSQL cluster this program
// starts and removes, with pg_stat_statements to count the database's statements) and the
// in-process sandbox with the organization's limits. Two loads per count of workstations:
//
// - refresh: 1,000 followed dispatches, all due at once, refreshed through D's status method
//   (600 a minute, 10 in flight, each answer held 1 s at the sandbox): the floor is 100 s, the same
//   for one workstation or five. Then, with 3 or 5, kill -9 of one workstation and the time until
//   every item it followed was asked about by another (the takeover), and until live ones held all
//   its leases (read at the database; item 3 of the issue: within one lease period). With 1,000
//   dispatches the limits read each once a round of the list (100 s), not every poll interval
//   (30 s): the takeover is measured again with 200 (load "takeover"), which the limits let be read
//   every interval, against the same goal.
// - list: 1,000 patient-list rows sent as SNILS orders (A: 500 a minute, 10 s between reads of
//   one order, orders finishing in 5 s), split evenly between the workstations.
//
// The processes cannot share a ManualClock, so every clock is virtual and runs kScale times the
// wall clock, all from one origin (the sandbox's VirtualClock here, the same formula in each
// process): a minute of the platform takes 60 / kScale seconds. Times are virtual, read at the
// sandbox. Printed against the goals: 0 x 429, 0 duplicates, 0 lost, peak 10 in flight,
// within 2% of the floor with one workstation and 3% with more, takeover within one lease period
// plus one poll, at most 2 database round trips per status answer in steady state: every statement
// a workstation sends, PREPARE and DEALLOCATE too, counted in the server's log (the start's resume
// and lease claims write every item, so the count from the start is printed apart, without a goal;
// pg_stat_statements' count of executions is printed beside). NOT MET beside a figure that misses
// its goal; the figures are what they are. Beside the refresh's ratio, without a goal, where its
// time above the floor went: reads of a dispatch read before, and places left unused (reads short
// of 10 a second). To see where the time goes in detail: BENCH_TIMELINE=1 prints the reads' and
// the list's arrivals at the sandbox (virtual ms, method, status; a read's dispatch, and "again"
// when it was read before in the phase), BENCH_STATEMENTS=1 the database's statements of each load
// by calls, with their mean time (the refresh's steady state apart), and BENCH_LOG the
// workstations' logging rules (BENCH_LOG="cliniclink.*=false;cliniclink.poll.debug=true": each
// one's places in flight as they change, on standard error, each line led by its number).

#include "../integration/bulksamples.h"
#include "../integration/dispatchsamples.h"
#include "clinicpg.h"
#include "core/follow/followdesk.h"
#include "core/poll/poller.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingservice.h"
#include "sandbox/server/requestlog.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/server/virtualclock.h"
#include "sandbox/services/signing/signinggateway.h"
#include "sandbox/services/signing/signingmodule.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

// Virtual seconds per wall-clock second (--scale): the loopback's and the processes' jitter is
// multiplied by it, so a lower scale measures closer to the floor and takes longer.
double kScale = 5.0;
constexpr int kItems = 1000;
// Dispatches few enough for the limits to let each be read every poll interval (200 at 30 s: 400 a
// minute of the 600, 7 reads in flight of the 10): the takeover measured where a poll interval,
// not the organization's limits, sets when an item is read next.
constexpr int kItemsWithinLimits = 200;
constexpr int kStatusPerMinute = 600;
constexpr int kStatusInFlight = 10;
constexpr qint64 kProcessingMs = 1000;
constexpr int kEnrichmentPerMinute = 500;
constexpr int kCompletionSeconds = 5;
// The lease period the workstations keep (issue 31, item 3): the takeover's goal is one lease
// period plus one poll interval.
constexpr qint64 kLeaseMs = 30'000;

// Runs the event loop until done() or timeoutMs (wall clock), looking every 20 ms. Not
// QTest::qWaitFor: it sleeps 10 ms between looks, and the sandbox runs in this thread, so every
// request and every answer it held waited up to 10 ms of wall clock (50 ms of virtual time at 5x)
// and the figures counted that wait as the workstations'.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer look;
    QElapsedTimer waited;
    waited.start();
    bool met = false;
    QObject::connect(&look, &QTimer::timeout, &loop, [&] {
        met = done();
        if (met || waited.elapsed() > timeoutMs)
            loop.quit();
    });
    look.start(20);
    loop.exec();
    return met;
}

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1) + QStringLiteral(" s");
}

void row(const QString &label, const QString &value, std::optional<bool> met = std::nullopt)
{
    std::printf("  %-58s %s%s\n", qPrintable(label), qPrintable(value), met ? (*met ? "  MET" : "  NOT MET") : "");
}

// The least time for n status reads at `rate` a minute and `inFlight` at once, each held
// processingMs (bench_signing_poll's floor). windowMs: how long after it was sent a request counts
// in the minute: 60 s where the server counts it (at arrival, as the sandbox does); the client's
// limiter counts it until 60.1 s after its answer (the contract does not say when the platform
// counts a request, so the client takes the latest it could be), which is printed beside the goal.
qint64 refreshFloorMs(int n, qint64 windowMs = 60'000)
{
    std::vector<qint64> sent(size_t(n), 0);
    for (int k = 0; k < n; ++k) {
        qint64 t = 0;
        if (k >= kStatusInFlight)
            t = std::max(t, sent[size_t(k - kStatusInFlight)] + kProcessingMs);
        if (k >= kStatusPerMinute)
            t = std::max(t, sent[size_t(k - kStatusPerMinute)] + windowMs);
        sent[size_t(k)] = t;
    }
    return n > 0 ? sent.back() + kProcessingMs : 0;
}

// n POSTs and their n reads (each >= 10 s after its POST) at `rate` a minute (bench_bulk_enrichment's).
qint64 listFloorMs(int n, int rate)
{
    std::vector<qint64> sent;
    for (int k = 0; k < 2 * n; ++k) {
        qint64 t = k >= rate ? sent[size_t(k - rate)] + 60'000 : 0;
        if (k >= n)
            t = std::max(t, sent[size_t(k - n)] + 10'000);
        sent.push_back(t);
    }
    return *std::max_element(sent.begin(), sent.end());
}

// The server's log (log_statement = all, each line prefixed with the application's and the
// database's names): every statement a client sends is one round trip and one line, PREPARE and
// DEALLOCATE too, which pg_stat_statements does not count. The workstations connect as
// "cliniclink"; this program's own queries go under another name.
class ServerLog {
public:
    explicit ServerLog(QString path)
        : m_path(std::move(path))
    {
    }
    void mark() { m_offset = QFileInfo(m_path).size(); }
    // The workstations' round trips to database since mark().
    qint64 roundTrips(const QString &database) const
    {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly) || !file.seek(m_offset))
            return -1;
        const QByteArray prefix = "cliniclink|" + database.toUtf8() + '|';
        qint64 count = 0;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine();
            count += line.startsWith(prefix) && (line.contains("LOG:  statement: ") || line.contains("LOG:  execute "));
        }
        return count;
    }

private:
    QString m_path;
    qint64 m_offset = 0;
};
ServerLog *gServerLog = nullptr;

struct Event {
    qint64 at = 0;
    QString what;
    QStringList args;
};

class Workstation {
public:
    Workstation(int number, const QString &folder, const QString &journalUrl, const QUrl &sandbox, qint64 originReal,
                qint64 originVirtual)
    {
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // BENCH_LOG: the workstations' logging rules (cliniclink.poll.info=true: their places and
        // leases), on their standard error.
        const QString rules = qEnvironmentVariable("BENCH_LOG", QStringLiteral("cliniclink.*=false"));
        env.insert(QStringLiteral("QT_LOGGING_RULES"), rules);
        env.insert(QStringLiteral("QT_MESSAGE_PATTERN"), QStringLiteral("ws%1 %{message}").arg(number));
        m_process.setProcessEnvironment(env);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, [this] { read(); });
        m_process.start(QStringLiteral(CLINICLINK_CLINIC_WORKSTATION),
                        {QStringLiteral("--settings"), QStringLiteral("%1/ws%2.ini").arg(folder).arg(number),
                         QStringLiteral("--journal"), journalUrl, QStringLiteral("--sandbox"), sandbox.toString(),
                         QStringLiteral("--poll-ms"), QStringLiteral("0"), QStringLiteral("--scale"),
                         QString::number(kScale), QStringLiteral("--origin-real"), QString::number(originReal),
                         QStringLiteral("--origin-virtual"), QString::number(originVirtual)});
    }
    ~Workstation()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.write("quit\n");
            if (!m_process.waitForFinished(5000))
                m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    void tell(const QByteArray &line) { m_process.write(line + '\n'); }
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(10000);
    }
    int count(const QString &what) const
    {
        return int(std::count_if(m_events.cbegin(), m_events.cend(), [&](const Event &e) { return e.what == what; }));
    }
    const QList<Event> &events() const { return m_events; }

private:
    void read()
    {
        while (m_process.canReadLine()) {
            const QStringList words = QString::fromUtf8(m_process.readLine()).trimmed().split(u' ', Qt::SkipEmptyParts);
            if (words.size() >= 2)
                m_events << Event{words.at(0).toLongLong(), words.at(1), words.mid(2)};
        }
    }
    QProcess m_process;
    QList<Event> m_events;
};

// One run: a fresh database, a fresh sandbox on a virtual clock, n workstations.
class Run {
public:
    Run(ClinicPgDatabase &db, int workstations)
        : m_db(db)
        , m_count(workstations)
        , m_clock(Clock::system(), QDateTime::currentDateTimeUtc(), kScale)
        , m_sandbox(&m_clock)
    {
        m_db.reset();
        m_db.run({QStringLiteral("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")});
        m_sandbox.start(QHostAddress::LocalHost, 0);
        QJsonObject fixtures = m_sandbox.fixtures();
        QJsonObject enrichment = fixtures.value(QStringLiteral("enrichment")).toObject();
        enrichment.insert(QStringLiteral("orderCompletionSeconds"), kCompletionSeconds);
        QJsonObject limits = enrichment.value(QStringLiteral("limits")).toObject();
        limits.insert(QStringLiteral("requestsPerMinute"), kEnrichmentPerMinute);
        enrichment.insert(QStringLiteral("limits"), limits);
        fixtures.insert(QStringLiteral("enrichment"), enrichment);
        m_sandbox.setFixtures(fixtures);
        gateway().limits().lightProcessingMs = kProcessingMs;
    }

    sandbox::SigningGateway &gateway() { return m_sandbox.context().findModule<sandbox::SigningModule>()->gateway(); }

    // The dispatches are sent for real by a session of this process (100 a virtual minute, the
    // clock moved on between batches), none polled; then made due at once for the workstations.
    bool seedDispatches(int count = kItems)
    {
        QTemporaryDir dir;
        Session::Options options;
        options.settingsFile = dir.filePath(QStringLiteral("seed.ini"));
        options.journalFile = m_db.url();
        options.clock = &m_clock;
        options.sessionOnlySecrets = true;
        auto session = std::make_unique<Session>(options);
        session->environments().setSandboxRoot(m_sandbox.url());
        session->environments().setCurrent(QString(kSandboxEnvironmentId));
        session->accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        PollPolicy hold = PollPolicy::defaultFor(services::Signing);
        hold.initialDelay = std::chrono::hours(24);
        session->poller().setPolicy(services::Signing, hold);
        session->start();
        DispatchDesk desk(*session);
        int added = 0;
        QObject::connect(&desk, &DispatchDesk::dispatchAdded, &desk, [&] { ++added; });
        m_clock.setScale(0); // setup time does not run
        for (int sent = 0; sent < count;) {
            const int batch = std::min(100, count - sent);
            for (int i = 0; i < batch; ++i)
                desk.send(sampleDispatch(QStringLiteral("BENCH-%1").arg(sent + i)));
            sent += batch;
            if (!waitFor([&] { return added >= sent; }, 60'000)) {
                std::fprintf(stderr, "seed: %d of %d dispatches created\n", added, sent);
                return false;
            }
            m_clock.advance(61'000);
        }
        session.reset();
        m_clock.setScale(kScale);
        // Due now, as after "check now" on every one, and held by nobody.
        return m_db.run({QStringLiteral("UPDATE tracked_items SET next_check_at = created_at")});
    }

    void startWorkstations(const QString &folder)
    {
        const qint64 real = QDateTime::currentMSecsSinceEpoch();
        const qint64 virt = m_clock.now().toMSecsSinceEpoch();
        for (int i = 0; i < m_count; ++i)
            m_stations.push_back(std::make_unique<Workstation>(i, folder, m_db.url(), m_sandbox.url(), real, virt));
        (void)waitFor( // the figures say what did not finish
            [this] {
                return std::all_of(m_stations.cbegin(), m_stations.cend(),
                                   [](const auto &w) { return w->count(QStringLiteral("ready")) > 0; });
            },
            60'000);
    }

    void refresh(const QString &folder)
    {
        std::printf("\n%d workstation%s, refresh: %d followed dispatches due at once\n", m_count,
                    m_count == 1 ? "" : "s", kItems);
        if (!seedDispatches())
            return;
        std::map<qint64, QString> trackingOf; // journal id -> tracking id
        for (const QVariantList &r : m_db.rows(QStringLiteral("SELECT id, external_id FROM tracked_items")))
            trackingOf[r.value(0).toLongLong()] = r.value(1).toString();
        m_sandbox.context().requestLog().clear();
        const qint64 logStart = m_sandbox.context().requestLog().total();
        m_db.run({QStringLiteral("SELECT pg_stat_statements_reset()")});
        gServerLog->mark();
        int peakHeld = 0;
        QTimer sampler;
        QObject::connect(&sampler, &QTimer::timeout,
                         [&] { peakHeld = std::max(peakHeld, gateway().held(m_clock.now())); });
        sampler.start(2);
        QElapsedTimer real;
        real.start();
        startWorkstations(folder);

        // Until every dispatch had an answered status read, or three times the floor went by.
        std::map<QString, std::vector<qint64>> reads; // tracking id -> arrivals (virtual ms)
        qint64 first = 0, lastFirst = 0;
        int tooMany = 0, answered = 0;
        qint64 seen = logStart;
        const auto collect = [&] {
            for (const auto &e : arrivedSince(seen)) {
                if (e.method != "GET" || !e.path.endsWith(u"/status"))
                    continue;
                const qint64 at = e.time.toMSecsSinceEpoch();
                first = first ? std::min(first, at) : at;
                tooMany += e.status == 429;
                answered += e.status == 200;
                if (e.status == 200)
                    reads[e.path.section(u'/', -2, -2)].push_back(at);
            }
        };
        const qint64 floor = refreshFloorMs(kItems);
        const QDateTime startedAt = m_clock.now();
        (void)waitFor( // the figures say what did not finish
            [&] {
                collect();
                return int(reads.size()) >= kItems || startedAt.msecsTo(m_clock.now()) > 3 * floor + 60'000;
            },
            int(3 * floor / kScale) + 60'000);
        for (const auto &[id, at] : reads)
            lastFirst = std::max(lastFirst, *std::min_element(at.begin(), at.end()));
        if (qEnvironmentVariableIsSet("BENCH_TIMELINE")) {
            // Each read with its dispatch, "again" for a dispatch read before in this phase.
            std::set<QString> readBefore;
            for (const auto &e : m_sandbox.context().requestLog().entries()) {
                if (e.sequence > logStart && e.method == "GET" && e.path.endsWith(u"/status")) {
                    const QString id = e.path.section(u'/', -2, -2);
                    std::printf("%lld %s %d %s%s\n", e.time.toMSecsSinceEpoch(), e.method.constData(), e.status,
                                qPrintable(id), readBefore.insert(id).second ? "" : " again");
                }
            }
        }
        const qint64 elapsed = lastFirst - first + kProcessingMs;
        const qint64 dbCalls =
            m_db.value(QStringLiteral("SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query NOT LIKE "
                                      "'%pg_stat_statements%' AND dbid = (SELECT oid FROM pg_database WHERE datname = "
                                      "current_database())"))
                .toLongLong();
        // Two reads of one dispatch closer than the poll policy's floor: asked twice.
        const qint64 minInterval = PollPolicy::defaultFor(services::Signing).minInterval.count();
        int duplicates = 0;
        for (auto &[id, at] : reads) {
            std::sort(at.begin(), at.end());
            for (size_t i = 1; i < at.size(); ++i)
                duplicates += at[i] - at[i - 1] < minInterval * 9 / 10;
        }
        const int lost = kItems - int(reads.size());
        const double ratio = double(elapsed) / double(floor);
        const double goal = m_count == 1 ? 1.02 : 1.03;
        row(QStringLiteral("every dispatch refreshed once (virtual)"), seconds(elapsed));
        row(QStringLiteral("floor the organization's limits allow"), seconds(floor));
        // Not a goal: the floor again with each request counted as the client's limiter counts it,
        // to tell the time the client's caution costs from the time its work costs.
        const qint64 ownFloor = refreshFloorMs(kItems, kProcessingMs + 60'100);
        row(QStringLiteral("  the same, counted to 60.1 s after each answer"),
            seconds(ownFloor) + QStringLiteral(" (ratio %1)").arg(double(ownFloor) / double(floor), 0, 'f', 3));
        row(QStringLiteral("ratio to the floor (goal <= %1)").arg(goal, 0, 'f', 2), QString::number(ratio, 'f', 3),
            lost == 0 && ratio <= goal);
        // Where the time above the floor went (no goal), up to the last dispatch's first read:
        // reads of a dispatch read before in the phase, and places unused, counted as the reads
        // short of 10 in each whole second (second 60 is short by the client's own window).
        int again = 0;
        std::map<qint64, int> perSecond;
        for (const auto &[id, at] : reads) {
            for (qint64 t : at) {
                if (t > lastFirst)
                    continue;
                perSecond[(t - first) / 1000] += 1;
                again += t != at.front(); // sorted above
            }
        }
        int unused = 0;
        for (qint64 second = 0; second < (lastFirst - first) / 1000; ++second)
            unused += std::max(0, kStatusInFlight - perSecond[second]);
        row(QStringLiteral("  reads of a dispatch read before (no goal)"), QString::number(again));
        row(QStringLiteral("  places unused: reads short of 10 a second (no goal)"), QString::number(unused));
        row(QStringLiteral("429 answers (goal 0)"), QString::number(tooMany), tooMany == 0);
        row(QStringLiteral("peak in flight at the gateway (goal 10)"), QString::number(peakHeld),
            peakHeld == kStatusInFlight);
        row(QStringLiteral("duplicates: reads of one dispatch < %1 apart (goal 0)").arg(seconds(minInterval)),
            QString::number(duplicates), duplicates == 0);
        row(QStringLiteral("lost: never refreshed (goal 0)"), QString::number(lost), lost == 0);
        const double perAnswer = answered > 0 ? double(dbCalls) / double(answered) : 0.0;
        printStatements();
        row(QStringLiteral("database statements per status answer, from the start"),
            QStringLiteral("%1 (%2 statements, %3 answers)").arg(perAnswer, 0, 'f', 2).arg(dbCalls).arg(answered));
        const qint64 trips = gServerLog->roundTrips(m_db.name());
        row(QStringLiteral("database round trips per status answer, from the start"),
            QStringLiteral("%1 (%2 round trips)")
                .arg(answered > 0 ? double(trips) / answered : 0.0, 0, 'f', 2)
                .arg(trips));
        row(QStringLiteral("real time of the phase"), seconds(real.elapsed()));

        // Steady state: the next 500 answers once every item was asked about (the start's resume
        // and lease claims write every item once or twice, which the figure above counts).
        m_db.run({QStringLiteral("SELECT pg_stat_statements_reset()")});
        gServerLog->mark();
        const qint64 mark = m_sandbox.context().requestLog().total();
        int steadyAnswers = 0;
        (void)waitFor( // the figure says how many came
            [&] {
                steadyAnswers = 0;
                for (const auto &e : m_sandbox.context().requestLog().entries())
                    steadyAnswers +=
                        e.sequence > mark && e.method == "GET" && e.status == 200 && e.path.endsWith(u"/status");
                return steadyAnswers >= 500;
            },
            int(120'000 / kScale) + 30'000);
        const qint64 steadyCalls =
            m_db.value(QStringLiteral("SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query NOT LIKE "
                                      "'%pg_stat_statements%' AND dbid = (SELECT oid FROM pg_database WHERE datname = "
                                      "current_database())"))
                .toLongLong();
        const double perSteady = steadyAnswers > 0 ? double(steadyCalls) / double(steadyAnswers) : 0.0;
        printStatements(); // the steady state's own
        const qint64 steadyTrips = gServerLog->roundTrips(m_db.name());
        const double tripsPerSteady = steadyAnswers > 0 ? double(steadyTrips) / double(steadyAnswers) : 0.0;
        row(QStringLiteral("database statements per status answer, steady"),
            QStringLiteral("%1 (%2 statements, %3 answers)")
                .arg(perSteady, 0, 'f', 2)
                .arg(steadyCalls)
                .arg(steadyAnswers));
        row(QStringLiteral("database round trips per status answer, steady (goal <= 2)"),
            QStringLiteral("%1 (%2 round trips)").arg(tripsPerSteady, 0, 'f', 2).arg(steadyTrips),
            steadyAnswers > 0 && steadyTrips >= 0 && tripsPerSteady <= 2.0);

        if (m_count >= 3)
            takeover(trackingOf, kItems);
        sampler.stop();
    }

    // The takeover again, with kItemsWithinLimits dispatches: each read every poll interval, so
    // the goal (one lease period plus one poll interval) is what the workstations do, not what
    // the organization's limits allow. Started once every dispatch was read and a poll interval
    // more went by.
    void takeoverWithinLimits(const QString &folder)
    {
        std::printf("\n%d workstations, takeover: %d followed dispatches, each read every poll interval\n", m_count,
                    kItemsWithinLimits);
        if (!seedDispatches(kItemsWithinLimits))
            return;
        std::map<qint64, QString> trackingOf; // journal id -> tracking id
        for (const QVariantList &r : m_db.rows(QStringLiteral("SELECT id, external_id FROM tracked_items")))
            trackingOf[r.value(0).toLongLong()] = r.value(1).toString();
        m_sandbox.context().requestLog().clear();
        qint64 seen = m_sandbox.context().requestLog().total();
        startWorkstations(folder);
        std::set<QString> read;
        QDateTime allRead;
        const qint64 interval = PollPolicy::defaultFor(services::Signing).interval.count();
        (void)waitFor( // the figures say what did not finish
            [&] {
                for (const auto &e : arrivedSince(seen)) {
                    if (e.method == "GET" && e.status == 200 && e.path.endsWith(u"/status"))
                        read.insert(e.path.section(u'/', -2, -2));
                }
                if (!allRead.isValid() && int(read.size()) >= kItemsWithinLimits)
                    allRead = m_clock.now();
                return allRead.isValid() && allRead.msecsTo(m_clock.now()) >= interval;
            },
            int(4 * interval / kScale) + 60'000);
        if (!allRead.isValid()) {
            row(QStringLiteral("every dispatch read once"),
                QStringLiteral("%1 of %2").arg(read.size()).arg(kItemsWithinLimits), false);
            return;
        }
        takeover(trackingOf, kItemsWithinLimits);
    }

    // kill -9 of the first workstation: until every dispatch it had asked about in its last poll
    // interval was asked about by another. items: how many dispatches the clinic follows.
    void takeover(const std::map<qint64, QString> &trackingOf, int items)
    {
        Workstation &victim = *m_stations.front();
        const qint64 interval = PollPolicy::defaultFor(services::Signing).interval.count();
        const qint64 killedReal = QDateTime::currentMSecsSinceEpoch();
        std::set<QString> held;
        QStringList heldIds; // journal ids, for the leases' statement
        for (const Event &e : victim.events()) {
            if (e.what == QLatin1String("poll") && double(killedReal - e.at) * kScale <= double(interval) * 1.5) {
                const auto it = trackingOf.find(e.args.value(0).toLongLong());
                if (it != trackingOf.end() && held.insert(it->second).second)
                    heldIds << QString::number(it->first);
            }
        }
        // Item 3's own words: another takes the leases over within one lease period. Read at the
        // database a few times a second: how many of the killed one's items a live run holds.
        const QString victimId = heldIds.isEmpty()
            ? QString()
            : m_db.value(QStringLiteral("SELECT lease_holder FROM tracked_items WHERE id = %1").arg(heldIds.first()))
                  .toString();
        const QString leasesMoved =
            QStringLiteral("SELECT count(*) FROM tracked_items WHERE id IN (%1) AND lease_holder IS NOT NULL"
                           " AND lease_holder <> '%2'")
                .arg(heldIds.join(u','), victimId);
        victim.kill();
        const qint64 killedAt = m_clock.now().toMSecsSinceEpoch();
        std::map<QString, qint64> takenAt;
        const qint64 goal = kLeaseMs + interval;
        qint64 seen = 0;
        qint64 leasesMovedAt = -1;
        QElapsedTimer sinceLeaseLook;
        sinceLeaseLook.start();
        (void)waitFor( // the figures say what did not finish
            [&] {
                if (leasesMovedAt < 0 && !victimId.isEmpty() && sinceLeaseLook.elapsed() >= 250 / kScale) {
                    sinceLeaseLook.restart();
                    if (m_db.value(leasesMoved).toLongLong() >= qint64(heldIds.size()))
                        leasesMovedAt = m_clock.now().toMSecsSinceEpoch();
                }
                for (const auto &e : arrivedSince(seen)) {
                    const QString id = e.path.section(u'/', -2, -2);
                    if (e.method == "GET" && e.time.toMSecsSinceEpoch() > killedAt && held.count(id)
                        && !takenAt.count(id))
                        takenAt[id] = e.time.toMSecsSinceEpoch();
                }
                return takenAt.size() >= held.size() || m_clock.now().toMSecsSinceEpoch() - killedAt > 3 * goal;
            },
            int(3 * goal / kScale) + 30'000);
        qint64 worst = 0;
        for (const auto &[id, at] : takenAt)
            worst = std::max(worst, at - killedAt);
        const bool all = takenAt.size() >= held.size() && !held.empty();
        row(QStringLiteral("takeover after kill -9: %1 dispatches of the killed one").arg(held.size()),
            all ? seconds(worst) : QStringLiteral("%1 of %2 taken over").arg(takenAt.size()).arg(held.size()),
            all && worst <= goal);
        row(QStringLiteral("  goal: one lease period plus one poll interval"), seconds(goal));
        // When the last of its leases was held by a live run: what is left of the figure above is
        // the wait in the clinic's queue, where the taken items keep the due times they had.
        row(QStringLiteral("  its leases held by others (goal: one lease period)"),
            leasesMovedAt >= 0 ? seconds(leasesMovedAt - killedAt) : QStringLiteral("not all"),
            leasesMovedAt >= 0 && leasesMovedAt - killedAt <= kLeaseMs);
        // With 1,000 dispatches at 600 a minute an item's next read comes a round of the whole
        // list later, not an interval: the same figure against one lease period plus that round.
        const qint64 round = std::max(interval, qint64(items) * 60'000 / kStatusPerMinute);
        if (round > interval)
            row(QStringLiteral("  against one lease period plus one round of the list (%1)")
                    .arg(seconds(kLeaseMs + round)),
                all ? seconds(worst) : QStringLiteral("-"), all && worst <= kLeaseMs + round);
    }

    void list(const QString &folder)
    {
        std::printf("\n%d workstation%s, list: %d patient-list rows as SNILS orders, split between them\n", m_count,
                    m_count == 1 ? "" : "s", kItems);
        m_sandbox.context().requestLog().clear();
        const qint64 logStart = m_sandbox.context().requestLog().total();
        m_db.run({QStringLiteral("SELECT pg_stat_statements_reset()")});
        QElapsedTimer real;
        real.start();
        startWorkstations(folder);
        int from = 0;
        for (int i = 0; i < m_count; ++i) {
            const int rows = kItems / m_count + (i < kItems % m_count ? 1 : 0);
            m_stations[size_t(i)]->tell(QStringLiteral("enrich %1 %2").arg(rows).arg(from).toUtf8());
            from += rows;
        }
        const qint64 floor = listFloorMs(kItems, kEnrichmentPerMinute);
        (void)waitFor( // the figures say what did not finish
            [this] {
                return std::all_of(m_stations.cbegin(), m_stations.cend(),
                                   [](const auto &w) { return w->count(QStringLiteral("enriched")) > 0; });
            },
            int(3 * floor / kScale) + 60'000);
        int done = 0;
        for (const auto &w : m_stations) {
            for (const Event &e : w->events())
                done += e.what == QLatin1String("enriched") ? e.args.value(0).toInt() : 0;
        }
        qint64 first = 0, last = 0;
        int tooMany = 0, posts = 0, reads = 0;
        std::vector<qint64> arrivals;
        for (const auto &e : m_sandbox.context().requestLog().entries()) {
            if (e.sequence <= logStart || !e.path.contains(QStringLiteral("/snils")))
                continue;
            const qint64 at = e.time.toMSecsSinceEpoch();
            first = first ? std::min(first, at) : at;
            last = std::max(last, at);
            arrivals.push_back(at);
            if (qEnvironmentVariableIsSet("BENCH_TIMELINE"))
                std::printf("%lld %s %d\n", at, e.method.constData(), e.status);
            tooMany += e.status == 429;
            (e.method == "POST" ? posts : reads) += 1;
        }
        std::sort(arrivals.begin(), arrivals.end());
        int peak = 0;
        for (size_t i = 0, lo = 0; i < arrivals.size(); ++i) {
            while (arrivals[lo] <= arrivals[i] - 60'000)
                ++lo;
            peak = std::max(peak, int(i - lo + 1));
        }
        const qint64 elapsed = last - first;
        const double ratio = double(elapsed) / double(floor);
        const double goal = m_count == 1 ? 1.02 : 1.03;
        const int duplicates = std::max(0, posts - kItems);
        const int lost = kItems - done;
        row(QStringLiteral("every row with its result (virtual)"), seconds(elapsed));
        row(QStringLiteral("floor the organization's limits allow"), seconds(floor));
        row(QStringLiteral("ratio to the floor (goal <= %1)").arg(goal, 0, 'f', 2), QString::number(ratio, 'f', 3),
            lost == 0 && ratio <= goal);
        row(QStringLiteral("429 answers (goal 0)"), QString::number(tooMany), tooMany == 0);
        row(QStringLiteral("peak requests in any 60 s at the sandbox (limit %1)").arg(kEnrichmentPerMinute),
            QString::number(peak), peak <= kEnrichmentPerMinute);
        row(QStringLiteral("duplicates: orders beyond one a row (goal 0)"), QString::number(duplicates),
            duplicates == 0);
        row(QStringLiteral("lost: rows without a result (goal 0)"), QString::number(lost), lost == 0);
        row(QStringLiteral("requests"), QStringLiteral("%1 POST, %2 status reads").arg(posts).arg(reads));
        printStatements();
        row(QStringLiteral("real time of the phase"), seconds(real.elapsed()));
    }

private:
    // The sandbox log's entries after sequence `seen`, which moves to the last of them. What came
    // since the last look only: the sandbox answers in this thread, and going through the whole log
    // every 20 ms could hold its answers back a few milliseconds of wall clock (at 5x, tens of
    // virtual ones), which the figures would count as the workstations'.
    std::vector<sandbox::RequestLogEntry> arrivedSince(qint64 &seen) const
    {
        const auto &log = m_sandbox.context().requestLog().entries();
        const qint64 after = seen;
        const auto from =
            std::partition_point(log.begin(), log.end(), [after](const auto &e) { return e.sequence <= after; });
        std::vector<sandbox::RequestLogEntry> out(from, log.end());
        if (!out.empty())
            seen = out.back().sequence;
        return out;
    }

    // BENCH_STATEMENTS=1: where the database's time goes, the statements by calls.
    void printStatements()
    {
        if (!qEnvironmentVariableIsSet("BENCH_STATEMENTS"))
            return;
        for (const QVariantList &r :
             m_db.rows(QStringLiteral("SELECT calls, round(CAST(mean_exec_time AS numeric), 3), "
                                      "left(regexp_replace(query, '\\s+', ' ', 'g'), 100)"
                                      " FROM pg_stat_statements"
                                      " WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC LIMIT 12")))
            std::printf("    %6lld  %7.3f ms  %s\n", r.value(0).toLongLong(), r.value(1).toDouble(),
                        qPrintable(r.value(2).toString()));
    }

    ClinicPgDatabase &m_db;
    int m_count;
    sandbox::VirtualClock m_clock;
    sandbox::Sandbox m_sandbox;
    std::vector<std::unique_ptr<Workstation>> m_stations;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        qputenv("QT_LOGGING_RULES", "cliniclink.*=false");
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption counts(QStringLiteral("workstations"), QStringLiteral("Counts to run (1,3,5)."),
                                    QStringLiteral("list"), QStringLiteral("1,3,5"));
    const QCommandLineOption loads(QStringLiteral("load"),
                                   QStringLiteral("refresh, takeover (within the limits), list, or both: all (both)."),
                                   QStringLiteral("name"), QStringLiteral("both"));
    const QCommandLineOption scale(QStringLiteral("scale"), QStringLiteral("Virtual time per wall-clock time (5)."),
                                   QStringLiteral("x"), QStringLiteral("5"));
    parser.addOptions({counts, loads, scale});
    parser.process(app);
    kScale = std::max(1.0, parser.value(scale).toDouble());
    std::setvbuf(stdout, nullptr, _IOLBF, 0);

    const QString script = QStringLiteral(CLINICLINK_PG_SCRIPT);
    QProcess start;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLINICLINK_PG_OPTIONS"),
               QStringLiteral("-c shared_preload_libraries=pg_stat_statements -c log_statement=all"
                              " -c log_line_prefix='%a|%d|'"));
    start.setProcessEnvironment(env);
    start.setProcessChannelMode(QProcess::ForwardedChannels);
    // Not inside a private temporary folder: the server runs as another user when this runs as root.
    const QString dir = QStringLiteral("/tmp/cliniclink-bench-pg-%1").arg(QCoreApplication::applicationPid());
    start.start(QStringLiteral("bash"), {script, QStringLiteral("start"), dir});
    if (!start.waitForFinished(120'000) || start.exitCode() != 0) {
        std::fprintf(stderr, "bench_clinic: the PostgreSQL cluster did not start\n");
        return 1;
    }
    qputenv("CLINICLINK_TEST_PG",
            QStringLiteral("postgresql://cliniclink_test@/cliniclink_test?host=%1").arg(dir).toUtf8());
    int status = 0;
    ServerLog serverLog(dir + QStringLiteral("/server.log"));
    gServerLog = &serverLog;
    {
        ClinicPgDatabase db(QStringLiteral("bench_clinic"));
        if (!db.available()) {
            status = 1;
        } else {
            std::printf("bench_clinic: %d items, virtual time at %.0fx the wall clock\n", kItems, kScale);
            for (const QString &n : parser.value(counts).split(u',')) {
                const QString load = parser.value(loads);
                if (load == QLatin1String("both") || load == QLatin1String("refresh")) {
                    QTemporaryDir folder;
                    Run(db, n.toInt()).refresh(folder.path());
                }
                if ((load == QLatin1String("both") || load == QLatin1String("takeover")) && n.toInt() >= 3) {
                    QTemporaryDir folder;
                    Run(db, n.toInt()).takeoverWithinLimits(folder.path());
                }
                if (load == QLatin1String("both") || load == QLatin1String("list")) {
                    QTemporaryDir folder;
                    Run(db, n.toInt()).list(folder.path());
                }
            }
        }
    }
    QProcess stop;
    stop.start(QStringLiteral("bash"), {script, QStringLiteral("stop"), dir});
    stop.waitForFinished(60'000);
    return status;
}
