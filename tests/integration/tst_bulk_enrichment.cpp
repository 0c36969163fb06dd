// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Bulk enrichment against the sandbox on the virtual clock: 200 patients (and a few rows with
// problems) go out as orders within the limits and come back with results; a restart in the
// middle continues without sending any row twice; a 429 and a 500 from the service cost no row
// and send none twice.

#include "bulksamples.h"
#include "core/bulk/bulkenrichmentdesk.h"
#include "core/bulk/bulkexport.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"
#include "core/validation/snils.h"
#include "sandbox/server/faultinjector.h"

#include <QSignalSpy>

#include <algorithm>
#include <memory>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

constexpr int kValid = 200;
constexpr int kWithProblems = 4;

struct BulkClient {
    explicit BulkClient(ClientFixture &f)
        : orders(std::make_unique<EnrichmentDesk>(*f.session))
        , desk(std::make_unique<BulkEnrichmentDesk>(*f.session, *orders))
    {
    }
    std::unique_ptr<EnrichmentDesk> orders;
    std::unique_ptr<BulkEnrichmentDesk> desk;
};

CsvTable sheet()
{
    const CsvTable table = readCsv(writeCsv(bulkSheet(kValid, kWithProblems)));
    if (!table.ok())
        qFatal("sheet not read: %s", qPrintable(table.error));
    return table;
}

// Arrivals at the sandbox of order POSTs (A1) and their statuses.
QList<sandbox::RequestLogEntry> orderPosts(ClientFixture &f)
{
    QList<sandbox::RequestLogEntry> out;
    for (const auto &e : f.emulator->context().requestLog().entries()) {
        if (e.method == "POST" && e.path.endsWith(QStringLiteral("/snils")))
            out << e;
    }
    return out;
}

int countStatus(ClientFixture &f, int status)
{
    const auto &entries = f.emulator->context().requestLog().entries();
    return int(std::count_if(entries.begin(), entries.end(), [status](const auto &e) { return e.status == status; }));
}

int peakPerMinute(ClientFixture &f)
{
    std::vector<qint64> times;
    for (const auto &e : f.emulator->context().requestLog().entries()) {
        if (e.path.contains(QStringLiteral("/snils")))
            times.push_back(e.time.toMSecsSinceEpoch());
    }
    std::sort(times.begin(), times.end());
    int peak = 0;
    size_t first = 0;
    for (size_t i = 0; i < times.size(); ++i) {
        while (times[first] <= times[i] - 60'000)
            ++first;
        peak = std::max(peak, int(i - first + 1));
    }
    return peak;
}

// Answers the next `times` order POSTs (0: every one) with `status`, as the platform would.
void failOrderPosts(ClientFixture &f, int status, int times = 0, QList<QPair<QByteArray, QByteArray>> headers = {})
{
    sandbox::FaultRule rule;
    rule.pattern = QStringLiteral("*/snils");
    rule.method = "POST";
    rule.kind = sandbox::FaultKind::Status;
    rule.status = status;
    rule.headers = std::move(headers);
    if (times > 0)
        rule.remaining = times;
    f.emulator->context().faults().add(rule);
}

bool waitResumed(ClientFixture &f)
{
    return QTest::qWaitFor([&f] { return !f.session->resumedEnvironment().isEmpty(); }, 5000);
}

qint64 newJob(BulkClient &client, EnrichmentOperation operation = EnrichmentOperation::SnilsLookup)
{
    const CsvTable table = sheet();
    const BulkMapping mapping = BulkMapping::guess(table.rows.first(), client.desk->rememberedColumns());
    const auto id = client.desk->createJob(QStringLiteral("пациенты.csv"), operation, table, true, mapping);
    return id ? *id : 0;
}

} // namespace

class TestBulkEnrichment : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyValidRowOnceWithinTheLimits()
    {
        ClientFixture f;
        LoopbackSettler settler(f);
        QVERIFY(waitResumed(f));
        BulkClient client(f);
        const qint64 jobId = newJob(client);
        QVERIFY(jobId != 0);
        BulkEnrichmentRun *run = client.desk->run(jobId);
        QVERIFY(run && run->isLoaded());
        QCOMPARE(run->rowCount(), kValid + kWithProblems);
        QCOMPARE(run->progress().skipped, kWithProblems);
        QCOMPARE(run->progress().waiting, kValid);
        QVERIFY(run->progress().secondsLeft > 0);

        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));
        const BulkProgress p = run->progress();
        QCOMPARE(p.done, kValid);
        QCOMPARE(p.skipped, kWithProblems);
        QCOMPARE(p.failed + p.inDoubt + p.waiting + p.sending + p.following, 0);
        QCOMPARE(p.secondsLeft, 0);
        QCOMPARE(int(orderPosts(f).size()), kValid);
        QCOMPARE(countStatus(f, 429), 0);
        QVERIFY2(peakPerMinute(f) <= 500, qPrintable(QString::number(peakPerMinute(f))));

        // The results as a file: the input columns, then what came back.
        const QList<QStringList> table = bulkResultTable(*run);
        QCOMPARE(table.size(), 1 + kValid + kWithProblems);
        QCOMPARE(table.first().mid(0, bulkHeader().size()), bulkHeader());
        QCOMPARE(table.first().mid(bulkHeader().size()),
                 (QStringList{QStringLiteral("Found SNILS"), QStringLiteral("Status"), QStringLiteral("Error")}));
        int skippedRows = 0;
        for (int i = 1; i < table.size(); ++i) {
            const QStringList &line = table.at(i);
            QCOMPARE(line.size(), table.first().size());
            if (line.at(line.size() - 2) == bulkRowStateName(BulkRowState::Skipped)) {
                ++skippedRows;
                QVERIFY2(!line.last().isEmpty(), qPrintable(line.join(u'|')));
            } else {
                QCOMPARE(line.at(line.size() - 2), bulkRowStateName(BulkRowState::Done));
            }
        }
        QCOMPARE(skippedRows, kWithProblems);
        const CsvTable back = readCsv(bulkResultCsv(*run));
        QVERIFY(back.ok());
        QCOMPARE(back.rows, table);
    }

    // A cell of the registrar's own sheet that a spreadsheet would run comes back in the results
    // file as text: "-" and a digit is no number there (issue 27), nor is a tab before a formula.
    void theResultsFileRunsNoFormula()
    {
        ClientFixture f;
        QVERIFY(waitResumed(f));
        BulkClient client(f);
        CsvTable sheet;
        sheet.rows = bulkSheet(1, 0);
        sheet.rows[0] << QStringLiteral("Примечание") << QStringLiteral("Ещё");
        sheet.rows[1] << QStringLiteral("-2+3+cmd|' /C calc'!A0") << QStringLiteral("\t=1+1");
        const BulkMapping mapping = BulkMapping::guess(sheet.rows.first(), client.desk->rememberedColumns());
        const auto id = client.desk->createJob(QStringLiteral("пациенты.csv"), EnrichmentOperation::SnilsLookup, sheet,
                                               true, mapping);
        QVERIFY(id);
        BulkEnrichmentRun *run = client.desk->run(*id);
        QVERIFY(run && run->isLoaded());
        const CsvTable back = readCsv(bulkResultCsv(*run));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.rows.size(), 2);
        const qsizetype note = bulkHeader().size();
        QCOMPARE(back.rows.at(1).mid(note, 2),
                 (QStringList{QStringLiteral("'-2+3+cmd|' /C calc'!A0"), QStringLiteral("'\t=1+1")}));
    }

    // A SNILS in the results file is 123-456-789 01, as people write it: bare digits are a number
    // to Excel, which drops the leading zero (issue 28). The sheet's own column too.
    void theResultsFileWritesSnilsAsText()
    {
        ClientFixture f;
        QVERIFY(waitResumed(f));
        BulkClient client(f);
        CsvTable sheet;
        sheet.rows = {{QStringLiteral("Фамилия"), QStringLiteral("Имя"), QStringLiteral("Отчество"),
                       QStringLiteral("Дата рождения"), QStringLiteral("Пол"), QStringLiteral("СНИЛС")}};
        const QString snils = QStringLiteral("012345678") + snilsCheckDigits(QStringLiteral("012345678"));
        sheet.rows << QStringList{QStringLiteral("Иванов"),     QStringLiteral("Сергей"), QStringLiteral("Петрович"),
                                  QStringLiteral("14.03.1978"), QStringLiteral("М"),      snils};
        const BulkMapping mapping = BulkMapping::guess(sheet.rows.first());
        const auto id = client.desk->createJob(QStringLiteral("пациенты.csv"), EnrichmentOperation::SnilsValidation,
                                               sheet, true, mapping);
        QVERIFY(id);
        BulkEnrichmentRun *run = client.desk->run(*id);
        QVERIFY(run && run->isLoaded());
        const CsvTable back = readCsv(bulkResultCsv(*run));
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.rows.at(1).at(5), formatSnils(snils));
        QVERIFY(back.rows.at(1).at(5).startsWith(QStringLiteral("012-345-678 ")));
    }

    void thePauseReadAcrossAllOrders()
    {
        // The other reading of "requests to paths ending in /{id} must be separated by a pause of 10
        // seconds": the sandbox enforces it across orders, and so does the environment's setting.
        ClientFixture f;
        QJsonObject fixtures = f.emulator->fixtures();
        QJsonObject enrichment = fixtures.value(QStringLiteral("enrichment")).toObject();
        QJsonObject limits = enrichment.value(QStringLiteral("limits")).toObject();
        limits.insert(QStringLiteral("statusPause"), QStringLiteral("acrossOrders"));
        enrichment.insert(QStringLiteral("limits"), limits);
        fixtures.insert(QStringLiteral("enrichment"), enrichment);
        f.emulator->setFixtures(fixtures);
        Environment env = f.session->environments().current();
        env.statusPauseScope = StatusPauseScope::AcrossOrders;
        QVERIFY(f.session->environments().updateEnvironment(env));
        QVERIFY(waitResumed(f));
        LoopbackSettler settler(f);
        BulkClient client(f);
        BulkEnrichmentRun *run = client.desk->run(newJob(client));
        QVERIFY(run && run->isLoaded());
        // The time left counts a pause per row, not the per-minute rate alone.
        QVERIFY(run->progress().secondsLeft >= kValid * 10);
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 3 * 3600'000));
        QCOMPARE(run->progress().done, kValid);
        QCOMPARE(countStatus(f, 429), 0);
        QList<QDateTime> reads;
        for (const auto &e : f.emulator->context().requestLog().entries()) {
            if (e.method == "GET" && e.path.contains(QStringLiteral("/snils/")))
                reads << e.time;
        }
        QVERIFY(reads.size() >= kValid);
        for (int i = 1; i < reads.size(); ++i)
            QVERIFY2(reads.at(i - 1).msecsTo(reads.at(i)) >= 10'000, qPrintable(QString::number(i)));
    }

    void aRestartInTheMiddleContinuesAndSendsNoRowTwice()
    {
        ClientFixture f;
        // The public page's 50 a minute: the job takes many virtual minutes.
        Environment env = f.session->environments().current();
        env.limitOverrides.insert(QStringLiteral("enrichment.*"), 50);
        QVERIFY(f.session->environments().updateEnvironment(env));
        QVERIFY(waitResumed(f));
        auto settler = std::make_unique<LoopbackSettler>(f);
        auto client = std::make_unique<BulkClient>(f);
        const qint64 jobId = newJob(*client);
        BulkEnrichmentRun *run = client->desk->run(jobId);
        run->start();
        QVERIFY(settler->advanceUntil([run] { return run->progress().sent() >= 60; }, 10 * 60'000));
        const int sentBefore = int(orderPosts(f).size());
        QVERIFY(sentBefore < kValid);

        // The app closes (the run's objects go first, as the window closes before the session).
        client.reset();
        settler.reset();
        f.restartClient();
        settler = std::make_unique<LoopbackSettler>(f);
        QVERIFY(waitResumed(f));
        client = std::make_unique<BulkClient>(f);
        run = client->desk->run(jobId);
        QVERIFY(run);
        QCOMPARE(run->state(), BulkJob::State::Running); // and going on by itself
        QVERIFY(settler->advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 40 * 60'000));

        const BulkProgress p = run->progress();
        QCOMPARE(p.done, kValid);
        QCOMPARE(p.inDoubt, 0); // nothing was recorded that had not left
        QCOMPARE(int(orderPosts(f).size()), kValid);
        QSet<qint64> orders;
        for (int i = 0; i < run->rowCount(); ++i) {
            if (run->row(i).trackedId != 0)
                orders.insert(run->row(i).trackedId);
        }
        QCOMPARE(int(orders.size()), kValid);
        QCOMPARE(countStatus(f, 429), 0);
        QVERIFY2(peakPerMinute(f) <= 50, qPrintable(QString::number(peakPerMinute(f))));
    }

    void a429AndA500CostNoRowAndSendNoneTwice()
    {
        ClientFixture f;
        LoopbackSettler settler(f);
        QVERIFY(waitResumed(f));
        const auto failOnce = [&f](int status, QList<QPair<QByteArray, QByteArray>> headers = {}) {
            failOrderPosts(f, status, 1, std::move(headers));
        };
        // The first order meets a 429, the next one (20 s later) a 500.
        failOnce(429, {{QByteArrayLiteral("Retry-After"), QByteArrayLiteral("20")}});
        failOnce(500);
        BulkClient client(f);
        const qint64 jobId = newJob(client);
        BulkEnrichmentRun *run = client.desk->run(jobId);
        QSignalSpy problems(run, &BulkEnrichmentRun::problem);
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));

        const BulkProgress p = run->progress();
        QCOMPARE(p.done, kValid);
        QCOMPARE(p.failed + p.inDoubt, 0);
        QCOMPARE(problems.count(), 0); // one server error holds sending a while; it does not stop the job
        const auto posts = orderPosts(f);
        QCOMPARE(int(posts.size()), kValid + 2); // the refused two went again, once each
        QCOMPARE(countStatus(f, 429), 1);
        QCOMPARE(countStatus(f, 500), 1);
        // After the 429 no order went before its Retry-After; after the 500, none within 30 s
        // (those already out at that instant aside).
        for (const auto &failed : posts) {
            const qint64 quiet = failed.status == 429 ? 20'000 : failed.status == 500 ? 30'000 : 0;
            for (const auto &later : posts) {
                if (quiet > 0 && later.time > failed.time)
                    QVERIFY(failed.time.msecsTo(later.time) >= quiet);
            }
        }
    }

    void aRefusedTokenPausesTheJobWithTheReason()
    {
        ClientFixture f;
        LoopbackSettler settler(f);
        QVERIFY(waitResumed(f));
        failOrderPosts(f, 401);
        BulkClient client(f);
        const qint64 jobId = newJob(client);
        BulkEnrichmentRun *run = client.desk->run(jobId);
        QSignalSpy problems(run, &BulkEnrichmentRun::problem);
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Paused; }, 60'000));
        QCOMPARE(problems.count(), 1);
        QCOMPARE(run->progress().waiting, kValid); // nothing lost: every row waits
        QVERIFY(int(orderPosts(f).size()) <= BulkEnrichmentRun::kMaxSending);
        const auto job = f.session->journal().bulkJob(jobId);
        QCOMPARE(job->state, BulkJob::State::Paused);

        f.emulator->context().faults().clear();
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));
        QCOMPARE(run->progress().done, kValid);
    }

    // The platform refused one order for its content (400): nothing exists there, so the row is
    // fixed in place and goes again; rows that went through stay as they were sent.
    void aRowRefusedForItsContentIsFixedAndSentAgain()
    {
        ClientFixture f;
        LoopbackSettler settler(f);
        QVERIFY(waitResumed(f));
        failOrderPosts(f, 400, 1);
        BulkClient client(f);
        const qint64 jobId = newJob(client);
        BulkEnrichmentRun *run = client.desk->run(jobId);
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));
        QCOMPARE(run->progress().failed, 1);
        QCOMPARE(run->progress().done, kValid - 1);
        int refused = -1;
        for (int i = 0; i < run->rowCount() && refused < 0; ++i)
            refused = run->rowState(i) == BulkRowState::Failed ? i : -1;
        QVERIFY(refused >= 0);
        QVERIFY(run->isFixable(refused));
        int done = -1;
        for (int i = 0; i < run->rowCount() && done < 0; ++i)
            done = run->rowState(i) == BulkRowState::Done ? i : -1;
        QVERIFY(!run->isFixable(done));

        QVERIFY(run->setCells(refused, run->row(refused).cells));
        QCOMPARE(run->rowState(refused), BulkRowState::Waiting);
        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));
        QCOMPARE(run->progress().done, kValid);
        QCOMPARE(run->progress().failed, 0);
        QCOMPARE(int(orderPosts(f).size()), kValid + 1);
    }

    void aFixInPlaceSendsTheRowAndASentRowCannotChange()
    {
        ClientFixture f;
        LoopbackSettler settler(f);
        QVERIFY(waitResumed(f));
        BulkClient client(f);
        const qint64 jobId = newJob(client);
        BulkEnrichmentRun *run = client.desk->run(jobId);
        int broken = -1;
        for (int i = 0; i < run->rowCount() && broken < 0; ++i)
            broken = run->rowState(i) == BulkRowState::Skipped ? i : -1;
        QVERIFY(broken >= 0);
        QStringList cells = run->row(broken).cells;
        cells[0] = QStringLiteral("Исправленов");
        QVERIFY(run->setCells(broken, cells));
        QCOMPARE(run->rowState(broken), BulkRowState::Waiting);
        QCOMPARE(f.session->journal().bulkRows(jobId)->at(broken).cells.first(), QStringLiteral("Исправленов"));

        run->start();
        QVERIFY(settler.advanceUntil([run] { return run->state() == BulkJob::State::Finished; }, 15 * 60'000));
        QCOMPARE(run->progress().done, kValid + 1);
        QSignalSpy problems(run, &BulkEnrichmentRun::problem);
        QVERIFY(!run->setCells(broken, run->row(broken).cells));
        QCOMPARE(problems.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestBulkEnrichment)
#include "tst_bulk_enrichment.moc"
