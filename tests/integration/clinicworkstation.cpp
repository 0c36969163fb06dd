// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One workstation's core in a process of its own, for the clinic tests (tst_clinic_workstations)
// and bench_clinic: a Session on the clinic database given by --journal, every desk made by the
// composition root, the Sandbox environment pointed at --sandbox. Not a test by itself.
//
// It prints one line per event on standard output, each beginning with the wall clock in
// milliseconds since the epoch, so the test can put several processes' lines in one order:
//   <ms> ready <workstation id>         the session resumed what it follows
//   <ms> poll <journal id>              this workstation asks the platform for the item's status
//   <ms> accepted|uncertain|refused <journal id> <tracking id or reason>   a send of --send ended
//   <ms> sent-all                       every send of --send ended
//   <ms> health <0|1>                   whether the journal can record (the send gate)
//   <ms> enriched <done> <rows>         the sheet of `enrich` finished
//   <ms> stats <status answers>         status answers this process read (the `stats` command)
// It reads commands, one per line, on standard input:
//   send N PREFIX      sends N dispatches for patients PREFIX-1..PREFIX-N, one after another
//   enrich N FROM      a sheet of N patients (bulksamples.h rows FROM..FROM+N-1) sent as SNILS orders
//   stats              prints the stats line
//   quit               ends the process (so does the end of standard input)
// --lease-seconds sets the clinic lease period (clinic/leaseSeconds in the settings file).
// With --scale, the session runs on a virtual clock: virtual = --origin-virtual + (wall clock -
// --origin-real) x scale, the same formula as the sandbox's clock in bench_clinic, so every
// process and the sandbox agree on the time while a run of minutes takes seconds. --poll-ms 0
// keeps the shipped poll policy.

#include "bulksamples.h"
#include "core/bulk/bulkenrichmentdesk.h"
#include "core/bulk/bulkenrichmentrun.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/follow/followdesk.h"
#include "core/follow/outboxsend.h"
#include "core/net/requestlog.h"
#include "core/poll/poller.h"
#include "core/session/desks.h"
#include "core/session/journalwatch.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingservice.h"
#include "dispatchsamples.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/virtualclock.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QSettings>
#include <QSocketNotifier>

#include <cstdio>
#include <memory>
#include <unistd.h>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

void say(const QString &line)
{
    std::printf("%lld %s\n", static_cast<long long>(QDateTime::currentMSecsSinceEpoch()), qPrintable(line));
    std::fflush(stdout);
}

// Sends count dispatches one after another, each when the one before has ended.
class Sender : public QObject {
public:
    Sender(DispatchDesk &desk, QObject *parent)
        : QObject(parent)
        , m_desk(desk)
    {
        connect(&desk, &DispatchDesk::problem, this, [this](const QString &message) { m_problem = message; });
    }

    void start(int count, const QString &prefix)
    {
        m_left += count;
        m_prefix = prefix;
        if (!m_busy)
            next();
    }

private:
    void next()
    {
        if (m_left == 0) {
            m_busy = false;
            say(QStringLiteral("sent-all"));
            return;
        }
        m_busy = true;
        const int number = ++m_number;
        --m_left;
        SendDispatchCall *call = m_desk.send(sampleDispatch(QStringLiteral("%1-%2").arg(m_prefix).arg(number)));
        OutboxSend *send = call ? OutboxSend::of(call) : nullptr;
        if (!send) {
            say(QStringLiteral("refused 0 %1").arg(m_problem.simplified()));
            QMetaObject::invokeMethod(
                this, [this] { next(); }, Qt::QueuedConnection);
            return;
        }
        connect(send, &OutboxSend::finished, this, [this](const SendOutcome &outcome) {
            const char *word = outcome.isAccepted() ? "accepted" : outcome.isUncertain() ? "uncertain" : "refused";
            const QString detail = outcome.isAccepted()
                ? m_desk.dispatch(outcome.journalId).value_or(TrackedDispatch{}).trackingId
                : outcome.reason.simplified();
            say(QStringLiteral("%1 %2 %3").arg(QLatin1String(word)).arg(outcome.journalId).arg(detail));
            QMetaObject::invokeMethod(
                this, [this] { next(); }, Qt::QueuedConnection);
        });
    }

    DispatchDesk &m_desk;
    QString m_prefix;
    QString m_problem;
    int m_left = 0;
    int m_number = 0;
    bool m_busy = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption settings(QStringLiteral("settings"), {}, QStringLiteral("file"));
    const QCommandLineOption journal(QStringLiteral("journal"), {}, QStringLiteral("url"));
    const QCommandLineOption sandboxUrl(QStringLiteral("sandbox"), {}, QStringLiteral("url"));
    // The signing poll policy's interval (and minimum, and first check), so a test runs in seconds.
    const QCommandLineOption pollMs(QStringLiteral("poll-ms"), {}, QStringLiteral("ms"), QStringLiteral("1000"));
    const QCommandLineOption scale(QStringLiteral("scale"), {}, QStringLiteral("x"));
    const QCommandLineOption originReal(QStringLiteral("origin-real"), {}, QStringLiteral("ms"));
    const QCommandLineOption originVirtual(QStringLiteral("origin-virtual"), {}, QStringLiteral("ms"));
    // The clinic lease period (the setting clinic/leaseSeconds), written before the session reads it.
    const QCommandLineOption leaseSeconds(QStringLiteral("lease-seconds"), {}, QStringLiteral("s"));
    parser.addOptions({settings, journal, sandboxUrl, pollMs, scale, originReal, originVirtual, leaseSeconds});
    parser.process(app);
    if (parser.isSet(leaseSeconds)) {
        QSettings(parser.value(settings), QSettings::IniFormat)
            .setValue(QStringLiteral("clinic/leaseSeconds"), parser.value(leaseSeconds).toInt());
    }

    std::unique_ptr<sandbox::VirtualClock> virtualClock;
    if (parser.isSet(scale)) {
        const double x = parser.value(scale).toDouble();
        const qint64 realNow = QDateTime::currentMSecsSinceEpoch();
        const qint64 virtualNow = parser.value(originVirtual).toLongLong()
            + qint64(double(realNow - parser.value(originReal).toLongLong()) * x);
        virtualClock = std::make_unique<sandbox::VirtualClock>(Clock::system(),
                                                               QDateTime::fromMSecsSinceEpoch(virtualNow, Qt::UTC), x);
    }

    Session::Options options;
    options.settingsFile = parser.value(settings);
    options.journalFile = parser.value(journal);
    options.sessionOnlySecrets = true;
    options.clock = virtualClock.get();
    options.localJournalFile = parser.value(settings) + QStringLiteral(".journal.sqlite"); // as the app's own file
    Session session(options);
    session.environments().setSandboxRoot(QUrl(parser.value(sandboxUrl)));
    session.environments().setCurrent(QString(kSandboxEnvironmentId));
    session.accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());

    if (const std::chrono::milliseconds every(parser.value(pollMs).toInt()); every.count() > 0) {
        PollPolicy policy = PollPolicy::defaultFor(services::Signing);
        policy.interval = every;
        policy.minInterval = every;
        policy.initialDelay = every;
        policy.maxBackoff = every * 4;
        session.poller().setPolicy(services::Signing, policy);
    }

    Desks desks(session);
    DispatchDesk &dispatches = desks.get<DispatchDesk>();
    Sender sender(dispatches, &app);
    qint64 statusAnswers = 0;
    QObject::connect(&session.requestLog(), &RequestLog::appended, &app, [&](const RequestLogEntry &e) {
        statusAnswers += e.method == "GET" && e.httpStatus == 200 && e.path.endsWith(u"/status");
    });
    const auto enrich = [&](int rows, int from) {
        QList<QStringList> sheet{bulkHeader()};
        for (int i = 0; i < rows; ++i)
            sheet << bulkPatientRow(from + i);
        const CsvTable table = readCsv(writeCsv(sheet));
        auto &bulk = desks.get<BulkEnrichmentDesk>();
        const auto job = bulk.createJob(QStringLiteral("clinic-%1.csv").arg(from), EnrichmentOperation::SnilsLookup,
                                        table, true, BulkMapping::guess(table.rows.first()));
        BulkEnrichmentRun *run = job ? bulk.run(*job) : nullptr;
        if (!run) {
            say(QStringLiteral("enriched 0 %1").arg(rows));
            return;
        }
        QObject::connect(run, &BulkEnrichmentRun::stateChanged, &app, [run, rows] {
            if (run->state() == BulkJob::State::Finished)
                say(QStringLiteral("enriched %1 %2").arg(run->progress().done).arg(rows));
        });
        run->start();
    };

    QObject::connect(&session, &Session::followingResumed, &app,
                     [&session] { say(QStringLiteral("ready %1").arg(session.workstationId())); });
    QObject::connect(&session.poller(), &Poller::pollDue, &app, [](const PollItem &item) {
        if (const auto id = FollowDesk::journalIdFor(item.key))
            say(QStringLiteral("poll %1").arg(*id));
    });
    QObject::connect(&session.journalWatch(), &JournalWatch::healthChanged, &app, [](const JournalHealth &health) {
        say(QStringLiteral("health %1").arg(health.canRecord ? 1 : 0));
    });

    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QByteArray pending;
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char chunk[4096];
        const ssize_t got = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (got <= 0) {
            input.setEnabled(false);
            app.quit();
            return;
        }
        pending.append(chunk, got);
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QStringList words =
                QString::fromLocal8Bit(pending.left(end)).simplified().split(u' ', Qt::SkipEmptyParts);
            pending.remove(0, end + 1);
            if (words.value(0) == QLatin1String("quit"))
                app.quit();
            else if (words.value(0) == QLatin1String("send") && words.size() == 3)
                sender.start(words.at(1).toInt(), words.at(2));
            else if (words.value(0) == QLatin1String("enrich") && words.size() == 3)
                enrich(words.at(1).toInt(), words.at(2).toInt());
            else if (words.value(0) == QLatin1String("stats"))
                say(QStringLiteral("stats %1").arg(statusAnswers));
        }
    });

    session.start();
    return app.exec();
}
