// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// 1,000 rows of a registrar's spreadsheet sent as SNILS orders (A1) and read back, on the virtual
// clock, with the real pieces: the in-process sandbox on loopback, a Session, EnrichmentDesk,
// the FollowDesk and Poller, the Transport's RateLimiter and a BulkEnrichmentRun. Once at the
// contract's 500 requests a minute and once at the public page's 50 (an environment's limit).
// Prints the virtual time until every row had its result against the floor the limits allow,
// the peak of requests the sandbox received in any 60 s, and its 429s. Goal (issue 12): within 2%
// of each floor, zero 429s.
//
// The floor: each order is one POST and at least one status read no sooner than 10 s after it,
// and at most `rate` requests go in any 60 s (the window the sandbox counts). The sandbox's orders
// are set to finish in 5 s ("orders finish in seconds", contract A), so one read an order is
// enough: the floor is when the last of 2 x N requests may go under the window, and never sooner
// than 10 s after the last POST. The clock moves in 100 ms steps; at each step the loopback I/O is
// let finish (waiting on I/O, not sleeping).
//
// The contract's "requests to paths ending in /{id} must be separated by a pause of 10 seconds" has
// two readings (issue 32): per order (the default) and across all orders. Both are run, the
// environment's setting and the sandbox's `statusPause` set alike. Across orders the status reads
// go one every 10 s whatever the rate, so the floor is also at least 10 s per row: the first read
// 10 s after the first POST, each next 10 s after the one before.

#include "../integration/bulksamples.h"
#include "core/bulk/bulkenrichmentdesk.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/settings/environmentstore.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

namespace {

constexpr int kRows = 1000;
constexpr int kCompletionSeconds = 5;
// The clock's step: a window reopens at 60.1 s, so a coarser step would add its rounding to each.
constexpr qint64 kStepMs = 100;

// The least time for n POSTs and their n reads (each >= 10 s after its POST) when at most `rate`
// go in any windowMs: POSTs first as the window allows, then the reads.
qint64 floorMs(int n, int rate, qint64 windowMs = 60'000)
{
    std::vector<qint64> sent;
    sent.reserve(size_t(2 * n));
    qint64 lastPost = 0;
    for (int k = 0; k < 2 * n; ++k) {
        qint64 t = k >= rate ? sent[size_t(k - rate)] + windowMs : 0;
        if (k >= n)
            t = std::max(t, sent[size_t(k - n)] + 10'000); // the read of order k - n
        else
            lastPost = t;
        sent.push_back(t);
    }
    Q_UNUSED(lastPost);
    return *std::max_element(sent.begin(), sent.end());
}

struct Figures {
    qint64 elapsedMs = 0;
    qint64 floor = 0;
    int peakPerMinute = 0;
    int tooMany = 0;
    int posts = 0;
    int reads = 0;
    int done = 0;
    qint64 realMs = 0;
};

Figures runAt(int rate, StatusPauseScope pause)
{
    const bool acrossOrders = pause == StatusPauseScope::AcrossOrders;
    ClientFixture f;
    QJsonObject fixtures = f.emulator->fixtures();
    QJsonObject enrichment = fixtures.value(QStringLiteral("enrichment")).toObject();
    enrichment.insert(QStringLiteral("orderCompletionSeconds"), kCompletionSeconds);
    QJsonObject limits = enrichment.value(QStringLiteral("limits")).toObject();
    limits.insert(QStringLiteral("requestsPerMinute"), rate);
    limits.insert(QStringLiteral("statusPause"),
                  acrossOrders ? QStringLiteral("acrossOrders") : QStringLiteral("perOrder"));
    enrichment.insert(QStringLiteral("limits"), limits);
    fixtures.insert(QStringLiteral("enrichment"), enrichment);
    f.emulator->setFixtures(fixtures);

    Environment env = f.session->environments().current();
    env.limitOverrides.insert(QStringLiteral("enrichment.*"), rate);
    env.statusPauseScope = pause;
    f.session->environments().updateEnvironment(env);
    if (!QTest::qWaitFor([&f] { return !f.session->resumedEnvironment().isEmpty(); }, 5000))
        std::fprintf(stderr, "the session did not resume its environment in 5 s\n");

    LoopbackSettler settler(f);
    EnrichmentDesk orders(*f.session);
    BulkEnrichmentDesk desk(*f.session, orders);
    const CsvTable table = readCsv(writeCsv(bulkSheet(kRows, 0)));
    const auto jobId = desk.createJob(QStringLiteral("bench.csv"), EnrichmentOperation::SnilsLookup, table, true,
                                      BulkMapping::guess(table.rows.first()));
    BulkEnrichmentRun *run = desk.run(*jobId);
    const QDateTime t0 = f.clock->now();
    const qint64 logStart = f.emulator->context().requestLog().total();
    QElapsedTimer real;
    real.start();
    run->start();
    const bool finished =
        settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 6 * 3600'000, kStepMs);
    Figures out;
    out.realMs = real.elapsed();
    out.elapsedMs = finished ? t0.msecsTo(f.clock->now()) : -1;
    out.floor = acrossOrders ? std::max(floorMs(kRows, rate), qint64(kRows) * 10'000) : floorMs(kRows, rate);
    out.done = run->progress().done;
    std::vector<qint64> arrivals;
    for (const auto &e : f.emulator->context().requestLog().entries()) {
        if (e.sequence <= logStart || !e.path.contains(QStringLiteral("/snils")))
            continue;
        arrivals.push_back(t0.msecsTo(e.time));
        if (qEnvironmentVariableIsSet("BENCH_TIMELINE"))
            std::printf("%lld %s %d\n", t0.msecsTo(e.time), e.method.constData(), e.status);
        out.tooMany += e.status == 429 ? 1 : 0;
        (e.method == "POST" ? out.posts : out.reads) += 1;
    }
    std::sort(arrivals.begin(), arrivals.end());
    size_t first = 0;
    for (size_t i = 0; i < arrivals.size(); ++i) {
        while (arrivals[first] <= arrivals[i] - 60'000)
            ++first;
        out.peakPerMinute = std::max(out.peakPerMinute, int(i - first + 1));
    }
    return out;
}

void print(int rate, StatusPauseScope pause, const Figures &f)
{
    const double ratio = f.floor > 0 && f.elapsedMs > 0 ? double(f.elapsedMs) / double(f.floor) : 0.0;
    std::printf("\n  At %d requests a minute, 10 s pause %s:\n", rate,
                pause == StatusPauseScope::AcrossOrders ? "across all orders" : "per order");
    std::printf("  %-52s %.1f s\n", "all 1,000 rows with their result (virtual time)", double(f.elapsedMs) / 1000.0);
    std::printf("  %-52s %.1f s\n", "floor the limits allow (1,000 POSTs + 1,000 reads)", double(f.floor) / 1000.0);
    std::printf("  %-52s %.3f x  goal <= 1.02 x: %s\n", "ratio to the floor", ratio,
                ratio > 0 && ratio <= 1.02 ? "MET" : "NOT MET");
    std::printf("  %-52s %d (limit %d)\n", "peak requests in any 60 s at the sandbox", f.peakPerMinute, rate);
    std::printf("  %-52s %d  goal 0: %s\n", "429 answers", f.tooMany, f.tooMany == 0 ? "MET" : "NOT MET");
    std::printf("  %-52s %d POST, %d status reads, %d done\n", "requests", f.posts, f.reads, f.done);
    std::printf("  %-52s %.1f s\n", "real time of the run", double(f.realMs) / 1000.0);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        qputenv("QT_LOGGING_RULES", "cliniclink.*.debug=false\ncliniclink.*.info=false");
    std::printf("bench_bulk_enrichment: %d rows, orders finish in %d s at the sandbox\n", kRows, kCompletionSeconds);
    // `bench_bulk_enrichment 500 perOrder` runs one case (when looking for where the time goes).
    const QStringList only = app.arguments().mid(1);
    for (StatusPauseScope pause : {StatusPauseScope::PerOrder, StatusPauseScope::AcrossOrders}) {
        const QString pauseName = pause == StatusPauseScope::PerOrder ? u"perOrder"_s : u"acrossOrders"_s;
        for (int rate : {500, 50}) {
            if (only.isEmpty()
                || (only.contains(QString::number(rate)) && (only.size() < 2 || only.contains(pauseName))))
                print(rate, pause, runAt(rate, pause));
        }
    }
    return 0;
}
