// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Figures of the terminology desk on the sandbox's 100,000-record dictionary, through the real
// client over loopback (a ManualClock carries the download's pauses, so they are counted, not slept):
//   - full download by paged $expand at the chosen pace (work time and the pace's share);
//   - offline search p50/p99 over 1,000 typed prefixes (goal p99 < 20 ms);
//   - first page's arrival to the first rows painted in the table (goal < 100 ms);
//   - memory of the model holding every record against the raw JSON of the pages (goal < 2x).

#include "../integration/clientfixture.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/terminologycalls.h"
#include "ui/terminology/dictionaryrecordmodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableView>

#include <algorithm>
#include <cstdio>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QString kGenerated = QStringLiteral("1.2.643.2.69.1.1.1.9999");
constexpr int kPageSize = 1000;
constexpr int kPauseMs = 200;

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size())))];
}

qint64 stringBytes(const QString &s)
{
    // QArrayData header and UTF-16 payload; a literal (the attribute names) lives in the binary.
    if (const_cast<QString &>(s).data_ptr().d_ptr() == nullptr)
        return 0;
    return 16 + (s.size() + 1) * 2;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    ClientFixture f;
    TerminologyCache cache;
    if (!cache.open(f.dir.filePath(QStringLiteral("terminology-cache.sqlite"))))
        qFatal("cache: %s", qPrintable(cache.lastError()));

    // 1. Download.
    DictionaryDownload download(f.session->transport(), f.session->clock(), cache);
    QSignalSpy done(&download, &DictionaryDownload::finished);
    DictionaryDownload::Options options;
    options.pageSize = kPageSize;
    options.pauseMs = kPauseMs;
    options.withAttributes = false;
    QElapsedTimer wall;
    wall.start();
    download.start(kGenerated, QStringLiteral("2"), options);
    int pauses = 0;
    while (done.isEmpty()) {
        if (!f.settle(30000))
            qFatal("download stalled");
        if (!done.isEmpty())
            break;
        f.clock->advance(kPauseMs);
        ++pauses;
    }
    const double workSeconds = double(wall.elapsed()) / 1000.0;
    std::printf("download: %lld records in pages of %d: %.2f s of work, plus %d pauses of %d ms = %.1f s of pace "
                "(total %.1f s)\n",
                cache.count(kGenerated, QStringLiteral("2")), kPageSize, workSeconds, pauses, kPauseMs,
                pauses * kPauseMs / 1000.0, workSeconds + pauses * kPauseMs / 1000.0);

    // 2. Offline search over typed prefixes of words of the dictionary's names.
    QStringList words;
    for (const TermRecord &r : cache.page(kGenerated, QStringLiteral("2"), 0, 2000)) {
        for (const QString &w : r.display().split(u' ', Qt::SkipEmptyParts)) {
            if (w.size() >= 3 && w.front().isLetter())
                words.append(w);
        }
    }
    QRandomGenerator random(20260115);
    std::vector<double> times;
    qint64 found = 0;
    for (int i = 0; i < 1000; ++i) {
        const QString &w = words.at(int(random.bounded(words.size())));
        const QString prefix = w.left(1 + int(random.bounded(std::min<qsizetype>(w.size(), 5))));
        QElapsedTimer t;
        t.start();
        found += cache.search(kGenerated, QStringLiteral("2"), prefix, 50).size();
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("cache search, 1000 prefixes (50 rows each): p50 %.2f ms, p99 %.2f ms, max %.2f ms (goal p99 < 20 ms); "
                "%lld rows found\n",
                percentile(times, 0.5), percentile(times, 0.99), percentile(times, 1.0), found);

    // 3. First page from the server to the first rows painted.
    QTableView view;
    DictionaryRecordModel model;
    view.setModel(&model);
    view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view.resize(1000, 700);
    view.show();
    QElapsedTimer firstRows;
    double paintMs = -1;
    QObject::connect(&model, &QAbstractItemModel::rowsInserted, &model, [&] {
        if (paintMs >= 0 || firstRows.isValid())
            return;
        firstRows.start();
        view.viewport()->repaint();
        paintMs = double(firstRows.nsecsElapsed()) / 1e6;
    });
    model.showServer(&f.session->transport(), kGenerated, QStringLiteral("2"));
    if (!QTest::qWaitFor([&] { return paintMs >= 0; }, 10000))
        qFatal("first page did not come");
    std::printf("first page (%d records) arrival to first rows painted: %.2f ms (goal < 100 ms)\n",
                DictionaryRecordModel::kPageSize, paintMs);

    // 4. Memory of a model holding all 100,000 records against the raw JSON of the pages.
    QByteArray page;
    auto *call = f.session->transport().start(new ExpandCall(kGenerated, QStringLiteral("2"), kPageSize, 0));
    QObject::connect(call, &ApiCall::succeeded, call, [&page, call] { page = call->replyBody(); });
    QSignalSpy finished(call, &ApiCall::finished);
    finished.wait(10000);
    const double rawBytes = double(page.size()) * (100000.0 / kPageSize);
    model.showCached(&cache, kGenerated, QStringLiteral("2"));
    while (model.canFetchMore({}))
        model.fetchMore({});
    qint64 modelBytes = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const TermRecord &r = model.recordAt(row);
        modelBytes += qint64(sizeof(TermRecord)) + 16 + r.attributes.size() * qint64(sizeof(QPair<QString, QString>));
        for (const auto &[name, value] : r.attributes)
            modelBytes += stringBytes(name) + stringBytes(value);
    }
    std::printf("model with %d records: about %.1f MB; raw JSON of the pages: %.1f MB; ratio %.2fx (goal < 2x)\n",
                model.rowCount(), double(modelBytes) / 1e6, rawBytes / 1e6, double(modelBytes) / rawBytes);
    return 0;
}
