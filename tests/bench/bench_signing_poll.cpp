// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// 1,000 pending dispatches refreshed through the status method at the contract's cap (D: 600 a
// minute, 10 in flight), on the virtual clock, with the real pieces: the in-process sandbox on
// loopback, a Session, the DispatchDesk, the Poller and the Transport's RateLimiter. Prints the
// virtual time until every dispatch was checked once against the floor the limits allow, the peak
// in flight and the number of 429s. Goal (issue 6): within 2% of the floor, peak 10, zero 429s.
//
// Setup (not measured): the dispatches are POSTed for real through DispatchDesk::send, 100 per
// virtual minute (under the upload limit and the limiter's margin), with the signing poll policy's
// initialDelay set to a day so none is checked while the others are being created. Then, at T0, the shipped policy
// (PollPolicy::defaultFor) is restored and every dispatch is made due with the desk's checkNow(),
// as if the person pressed "check now" on all of them: from T0 all 1,000 are due. Re-checks of
// already answered dispatches (every 30 s by the shipped policy) run as they would in the app.
//
// The sandbox holds each status answer for a virtual processing time (statusProcessingMs), so
// concurrency exists on the virtual clock and the sandbox gateway enforces and counts it. The
// default, 1 s, is the answer time at which 10 in flight carry exactly 600 a minute: both limits
// bind, and the floor the limits allow is the N x 60 s / 600. With quicker answers
// (--processing-ms) the floor is lower, because the 60-s window the limiter and the gateway keep
// lets 600 go at once; the table prints both floors and the goal is judged against the one the
// limits allow. The clock moves in 100 ms steps; at each step the loopback I/O is let finish
// (waiting on I/O, not sleeping).

#include "../integration/clientfixture.h"
#include "core/net/apicall.h"
#include "core/net/requestlog.h"
#include "core/poll/poller.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingservice.h"
#include "sandbox/services/signing/signingmodule.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QNetworkAccessManager>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <vector>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace std::chrono_literals;

namespace {

constexpr int kStatusPerMinute = 600;
constexpr int kStatusInFlight = 10;
// Setup only: below the upload limit of 120 a minute, so every
// batch is taken in its virtual minute.
constexpr int kUploadsPerMinute = 100;
constexpr qint64 kStepMs = 100;
// QNetworkAccessManager runs at most 6 HTTP/1.1 requests at once per host and port (its
// documentation); the sandbox is plain HTTP on loopback, so a 7th request waits in the manager.
constexpr int kHttp1ConnectionsPerHost = 6;

const QByteArray kPdf =
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
    "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
    "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
    "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n"
    "trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n";

DispatchRequest benchRequest(int i)
{
    DispatchRequest r;
    r.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
    r.practitioner.familyName = QStringLiteral("Смирнова");
    r.practitioner.givenName = QStringLiteral("Елена");
    r.practitioner.middleName = QStringLiteral("Викторовна");
    r.practitioner.userIdLpu = QStringLiteral("doc-1024");
    r.practitioner.snils = QStringLiteral("11223344595");
    DispatchPatient p;
    p.idPatientMis = QStringLiteral("BENCH-%1").arg(i);
    p.familyName = QStringLiteral("Иванов");
    p.givenName = QStringLiteral("Сергей");
    p.birthDate = QDate(1978, 3, 14);
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.documents = {PersonDocument{
        14, QStringLiteral("4509"), QStringLiteral("123456"), QStringLiteral("ОВД Хамовники"), QDate(2003, 4, 22), {}}};
    r.patients = {p};
    r.files = {DispatchFile{QStringLiteral("consent"), QStringLiteral("Согласие.pdf"), QStringLiteral("pdf"), kPdf}};
    return r;
}

// The least time the limits allow for n status requests when each takes processingMs at the
// server: request k goes no sooner than the answer to request k-10 (10 in flight) and no sooner
// than 60 s after request k-600 (at most 600 in any 60 s, the window both the client's limiter
// and the sandbox gateway use). The time of the last answer.
qint64 slidingWindowFloorMs(int n, qint64 processingMs)
{
    std::vector<qint64> sent(size_t(n), 0);
    for (int k = 0; k < n; ++k) {
        qint64 t = 0;
        if (k >= kStatusInFlight)
            t = std::max(t, sent[size_t(k - kStatusInFlight)] + processingMs);
        if (k >= kStatusPerMinute)
            t = std::max(t, sent[size_t(k - kStatusPerMinute)] + 60'000);
        sent[size_t(k)] = t;
    }
    return n > 0 ? sent.back() + processingMs : 0;
}

// Most intervals [start, end) overlapping at one instant.
int peakOverlap(std::vector<std::pair<qint64, qint64>> intervals)
{
    std::vector<std::pair<qint64, int>> edges;
    for (const auto &[start, end] : intervals) {
        edges.emplace_back(start, +1);
        edges.emplace_back(end, -1);
    }
    // An end and a start at the same instant: the slot is freed first (half-open intervals).
    std::sort(edges.begin(), edges.end());
    int now = 0;
    int peak = 0;
    for (const auto &e : edges)
        peak = std::max(peak, now += e.second);
    return peak;
}

// Most arrivals within any 60 s (a window (t - 60 s, t], as the gateway counts).
int peakPerMinute(std::vector<qint64> arrivals)
{
    std::sort(arrivals.begin(), arrivals.end());
    int peak = 0;
    size_t first = 0;
    for (size_t i = 0; i < arrivals.size(); ++i) {
        while (arrivals[first] <= arrivals[i] - 60'000)
            ++first;
        peak = std::max(peak, int(i - first + 1));
    }
    return peak;
}

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1) + QStringLiteral(" s");
}

void row(const QString &label, const QString &value)
{
    std::printf("  %-58s %s\n", qPrintable(label), qPrintable(value));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    QCommandLineOption countOption(QStringLiteral("dispatches"), QStringLiteral("Pending dispatches (1000)."),
                                   QStringLiteral("n"), QStringLiteral("1000"));
    QCommandLineOption processingOption(QStringLiteral("processing-ms"),
                                        QStringLiteral("Sandbox time per status answer, virtual ms (1000)."),
                                        QStringLiteral("ms"), QStringLiteral("1000"));
    parser.addOptions({countOption, processingOption});
    parser.process(app);
    const int count = std::max(1, parser.value(countOption).toInt());
    const qint64 processingMs = std::max(0, parser.value(processingOption).toInt());

    QElapsedTimer real;
    real.start();
    ClientFixture f;
    DispatchDesk desk(*f.session);
    Poller &poller = f.session->poller();
    Transport &transport = f.session->transport();
    auto &gateway = f.emulator->context().findModule<sandbox::SigningModule>()->gateway();
    // What POST /sandbox/signing/limits {"statusProcessingMs": ...} sets.
    gateway.limits().lightProcessingMs = processingMs;

    // Setup: POST the dispatches, 100 per virtual minute; none is polled meanwhile.
    PollPolicy hold = PollPolicy::defaultFor(services::Signing);
    hold.initialDelay = 24h;
    poller.setPolicy(services::Signing, hold);
    QList<qint64> journalIds;
    int sendFailures = 0;
    QObject::connect(&desk, &DispatchDesk::dispatchAdded, &desk, [&](qint64 id) { journalIds << id; });
    for (int sent = 0; sent < count;) {
        const int batch = std::min(kUploadsPerMinute, count - sent);
        for (int i = 0; i < batch; ++i) {
            SendDispatchCall *call = desk.send(benchRequest(sent + i));
            QObject::connect(call, &ApiCall::failed, &desk, [&](const ApiError &e) {
                if (++sendFailures == 1)
                    std::fprintf(stderr, "send failed: %s\n", qPrintable(e.technicalDetail()));
            });
        }
        sent += batch;
        if (!QTest::qWaitFor([&] { return int(journalIds.size()) + sendFailures >= sent; }, 60'000) || sendFailures) {
            std::fprintf(stderr, "setup failed: %lld of %d dispatches created, %d failures\n",
                         qlonglong(journalIds.size()), sent, sendFailures);
            return 1;
        }
        f.clock->advanceSeconds(61); // the limiter's window
    }
    const qint64 setupRealMs = real.restart();

    // Instruments, from T0 on.
    const QDateTime t0 = f.clock->now();
    const qint64 t0ms = t0.toMSecsSinceEpoch();
    const qint64 serverLogStart = f.emulator->context().requestLog().total();
    // Client side: every status exchange as the Transport logged it, [sent, answered) on the
    // virtual clock. The Transport takes a limiter slot when it sends and gives it back when the
    // answer is in, at those same two instants, so the overlap of these intervals is the number of
    // status requests the client had out at once (including any sitting in the network manager).
    std::vector<std::pair<qint64, qint64>> clientIntervals;
    int clientStatusRequests = 0;
    QObject::connect(&f.session->requestLog(), &RequestLog::appended, &desk, [&](const RequestLogEntry &e) {
        if (e.service != services::Signing || e.method != "GET" || !e.path.endsWith(u"/status") || e.startedAt < t0)
            return;
        ++clientStatusRequests;
        const qint64 start = e.startedAt.toMSecsSinceEpoch() - t0ms;
        clientIntervals.emplace_back(start, start + e.durationMs);
    });
    int client429 = 0;
    int clientRateLimitedFailures = 0;
    QObject::connect(&transport, &Transport::rateLimited, &desk, [&] { ++client429; });
    QObject::connect(&transport, &Transport::callFailed, &desk,
                     [&](const ApiError &e) { clientRateLimitedFailures += e.kind() == ApiError::Kind::RateLimited; });
    // A dispatch is refreshed once the poller has a successful answer for it from after T0.
    std::set<QString> refreshed;
    int failedChecks = 0;
    qint64 lastRefreshMs = 0;
    QObject::connect(&poller, &Poller::itemChanged, &desk, [&](const QString &key) {
        const auto item = poller.item(key);
        if (!item || item->state == PollItem::State::InFlight || !item->lastResultAt.isValid()
            || item->lastResultAt < t0 || refreshed.count(key))
            return;
        if (item->errorCount > 0) {
            ++failedChecks;
            return;
        }
        refreshed.insert(key);
        lastRefreshMs = t0.msecsTo(item->lastResultAt);
    });
    qint64 repliesFinished = f.emulator->context().requestLog().total();
    QObject::connect(&f.session->network(), &QNetworkAccessManager::finished, &desk, [&] { ++repliesFinished; });

    // Everything started at this virtual instant has settled: every answer the sandbox gave has
    // been read by the client, and every status request holding a limiter slot is held at the
    // sandbox gateway, except those the network manager keeps back for want of a connection (the
    // gateway may hold more, should the connections allow: that is measured, not assumed away).
    // Required twice in a row across an event loop pass, so posted work (a pump of the transport)
    // has run. Waiting here is on loopback I/O; the clock does not move.
    struct Snapshot {
        qint64 answered, read;
        int slots, held;
        bool operator==(const Snapshot &) const = default;
    };
    const auto snapshot = [&] {
        return Snapshot{f.emulator->context().requestLog().total(), repliesFinished,
                        transport.limiter().inFlight(services::Signing, RouteClass::Status),
                        gateway.held(f.clock->now())};
    };
    const auto quiet = [](const Snapshot &s) {
        return s.answered == s.read && s.held >= std::min(s.slots, kHttp1ConnectionsPerHost);
    };
    const auto settle = [&] {
        for (int stable = 0, rounds = 0; rounds < 1000; ++rounds) {
            if (!QTest::qWaitFor([&] { return quiet(snapshot()); }, 10'000))
                return false;
            const Snapshot before = snapshot();
            QCoreApplication::processEvents();
            stable = (snapshot() == before) ? stable + 1 : 0;
            if (stable >= 2)
                return true;
        }
        return false;
    };

    // T0: the shipped policy again, and every dispatch due now.
    poller.setPolicy(services::Signing, PollPolicy::defaultFor(services::Signing));
    for (qint64 id : std::as_const(journalIds))
        desk.checkNow(id);

    int peakHeld = 0;
    int peakSlots = 0;
    bool stuck = false;
    const qint64 limitMs = 10 * 60'000;
    while (true) {
        if (!settle()) {
            stuck = true;
            break;
        }
        // The gateway's count only drops when the clock moves, so its value once an instant has
        // settled is that instant's peak.
        peakHeld = std::max(peakHeld, gateway.held(f.clock->now()));
        peakSlots = std::max(peakSlots, transport.limiter().inFlight(services::Signing, RouteClass::Status));
        if (int(refreshed.size()) >= count || t0.msecsTo(f.clock->now()) >= limitMs)
            break;
        f.clock->advance(kStepMs);
    }
    const qint64 phaseRealMs = real.elapsed();

    // Sandbox side: arrivals of status requests and every 429 it answered since T0.
    int server429 = 0;
    std::vector<qint64> serverArrivals;
    for (const auto &e : f.emulator->context().requestLog().entries()) {
        if (e.sequence <= serverLogStart)
            continue;
        server429 += e.status == 429;
        if (e.method == "GET" && e.path.endsWith(u"/status"))
            serverArrivals.push_back(e.time.toMSecsSinceEpoch());
    }

    const int done = int(refreshed.size());
    const qint64 steadyFloorMs = qint64(count) * 60'000 / kStatusPerMinute;
    const qint64 windowFloorMs = slidingWindowFloorMs(count, processingMs);
    const auto against = [](qint64 measured, qint64 floor) {
        return QStringLiteral("%1%2%")
            .arg(measured >= floor ? QStringLiteral("+") : QString())
            .arg(100.0 * double(measured - floor) / double(floor), 0, 'f', 1);
    };
    const int peakClient = peakOverlap(clientIntervals);

    std::printf("bench_signing_poll: %d pending dispatches refreshed through GET status, virtual clock\n", count);
    row(QStringLiteral("limits (client limiter and sandbox gateway)"),
        QStringLiteral("%1 a minute, %2 in flight").arg(kStatusPerMinute).arg(kStatusInFlight));
    row(QStringLiteral("sandbox time per status answer / clock step"),
        QStringLiteral("%1 ms / %2 ms (virtual)").arg(processingMs).arg(kStepMs));
    row(QStringLiteral("setup: dispatches POSTed (not measured)"),
        QStringLiteral("%1 in %2 real").arg(journalIds.size()).arg(seconds(setupRealMs)));
    row(QStringLiteral("dispatches checked once since T0"), QStringLiteral("%1 of %2").arg(done).arg(count));
    row(QStringLiteral("time until the last was checked (virtual)"), seconds(lastRefreshMs));
    row(QStringLiteral("floor, 600 a minute as a steady rate (N x 60 s / 600)"),
        QStringLiteral("%1  measured %2").arg(seconds(steadyFloorMs), against(lastRefreshMs, steadyFloorMs)));
    row(QStringLiteral("floor, 600 in any 60 s + 10 in flight + answer time"),
        QStringLiteral("%1  measured %2").arg(seconds(windowFloorMs), against(lastRefreshMs, windowFloorMs)));
    row(QStringLiteral("status requests since T0 (client / sandbox)"),
        QStringLiteral("%1 / %2 (first checks and 30-s re-checks)")
            .arg(clientStatusRequests)
            .arg(serverArrivals.size()));
    row(QStringLiteral("most status requests in any 60 s (sandbox arrivals)"),
        QString::number(peakPerMinute(serverArrivals)));
    row(QStringLiteral("peak in flight, client (limiter slot held, request log)"),
        QStringLiteral("%1 (limiter's own count: %2)").arg(peakClient).arg(peakSlots));
    row(QStringLiteral("peak in flight, at the sandbox gateway"), QString::number(peakHeld));
    row(QStringLiteral("429 answers (sandbox log / client Retry-After / RateLimited)"),
        QStringLiteral("%1 / %2 / %3").arg(server429).arg(client429).arg(clientRateLimitedFailures));
    row(QStringLiteral("failed checks"), QString::number(failedChecks));
    row(QStringLiteral("real time of the measured phase"), seconds(phaseRealMs));
    if (stuck)
        std::printf("  the loopback I/O did not settle; figures are for what ran\n");

    const bool allChecked = done == count;
    // Against the floor the limits allow: 2% either way (sooner would mean a limit leaked).
    const bool timeMet = allChecked && std::abs(lastRefreshMs - windowFloorMs) * 100 <= windowFloorMs * 2;
    const bool peakMet = peakClient == kStatusInFlight && peakHeld == kStatusInFlight;
    const bool no429 = server429 == 0 && client429 == 0 && clientRateLimitedFailures == 0;
    std::printf("goal: within 2%% of floor, peak 10, zero 429s: %s\n", timeMet && peakMet && no429 ? "MET" : "NOT MET");
    std::printf("  time %s (%s against the floor the limits allow), peak %s (client %d, gateway %d), 429s %s\n",
                timeMet ? "met" : "not met", qPrintable(against(lastRefreshMs, windowFloorMs)),
                peakMet ? "met" : "not met", peakClient, peakHeld, no429 ? "met" : "not met");
    return stuck || !allChecked ? 1 : 0;
}
