// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A dictionary version downloaded whole into the offline cache against the sandbox: records by paged
// $expand at the chosen pace, attributes by attribute search, progress, cancel, failure, the
// 100,000-record dictionary, and search answered from the cache with the network gone.

#include "clientfixture.h"
#include "core/terminology/dictionarydownload.h"

#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kServices = QStringLiteral("1.2.643.2.69.1.1.1.31");
const QString kGenerated = QStringLiteral("1.2.643.2.69.1.1.1.9999");
} // namespace

class TestDictionaryDownload : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<TerminologyCache> cache;

    DictionaryDownload *download()
    {
        return new DictionaryDownload(f->session->transport(), f->session->clock(), *cache, this);
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        cache = std::make_unique<TerminologyCache>();
        QVERIFY(cache->open(f->dir.filePath(QStringLiteral("terminology-cache.sqlite"))));
    }
    void cleanup()
    {
        cache.reset();
        f.reset();
    }

    void wholeVersionWithAttributesAtAPace()
    {
        auto *d = download();
        QSignalSpy progress(d, &DictionaryDownload::progress);
        QSignalSpy finished(d, &DictionaryDownload::finished);
        DictionaryDownload::Options options;
        options.pageSize = 3;
        options.searchPageSize = 3;
        options.pauseMs = 500;
        d->start(kServices, QStringLiteral("1.1"), options);
        QVERIFY(f->advanceUntil([&] { return !finished.isEmpty(); }, 60));
        const CachedVersion v = finished.first().first().value<CachedVersion>();
        QCOMPARE(v.version, QStringLiteral("1.1"));
        QCOMPARE(v.name, QStringLiteral("Лабораторные услуги"));
        QVERIFY(v.complete());
        QCOMPARE(v.stored, 7);
        QCOMPARE(cache->count(kServices, QStringLiteral("1.1")), 7);
        // 7 records in pages of 3: three expands, then three attribute pages.
        QCOMPARE(f->arrivals(QStringLiteral("$expand")).size(), 3);
        QCOMPARE(f->arrivals(QStringLiteral("_search")).size(), 3);
        const QList<QDateTime> expands = f->arrivals(QStringLiteral("$expand"));
        for (int i = 1; i < expands.size(); ++i)
            QVERIFY2(expands[i - 1].msecsTo(expands[i]) >= 500, "pages are requested at the chosen pace");
        QVERIFY(progress.size() >= 6);
        QCOMPARE(progress.last().at(1).toLongLong(), 7);

        // Searched by an attribute the expansion does not carry, case-insensitively.
        const QList<TermRecord> found = cache->search(kServices, QStringLiteral("1.1"), QStringLiteral("оам"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().code(), QStringLiteral("B03.016.006"));
        // The server lists 1.2: the cache knows a newer version exists.
        QCOMPARE(cache->newerVersion(kServices), QStringLiteral("1.2"));
    }

    void newestWhenNoVersionGiven()
    {
        auto *d = download();
        QSignalSpy finished(d, &DictionaryDownload::finished);
        d->start(kServices);
        QVERIFY(f->advanceUntil([&] { return !finished.isEmpty(); }, 30));
        QCOMPARE(d->version(), QStringLiteral("1.2"));
        QVERIFY(cache->newerVersion(kServices).isEmpty());
        QCOMPARE(cache->count(kServices, QStringLiteral("1.2")), 8);
    }

    void largeDictionaryWorksOffline()
    {
        auto *d = download();
        QSignalSpy finished(d, &DictionaryDownload::finished);
        DictionaryDownload::Options options;
        options.pageSize = 10000;
        options.withAttributes = false;
        d->start(kGenerated, QStringLiteral("2"), options);
        QVERIFY(f->advanceUntil([&] { return !finished.isEmpty(); }, 60));
        QCOMPARE(cache->count(kGenerated, QStringLiteral("2")), 100000);
        // The network is gone: the sandbox stops, the cache still answers.
        f->emulator.reset();
        const QList<TermRecord> found = cache->search(kGenerated, QStringLiteral("2"), QStringLiteral("ред"), 20);
        QCOMPARE(found.size(), 20);
        QCOMPARE(found.first().code(), QStringLiteral("SYN-001000"));
        QCOMPARE(cache->page(kGenerated, QStringLiteral("2"), 99990, 100).size(), 10);
    }

    void cancelLeavesNothing()
    {
        auto *d = download();
        QSignalSpy cancelled(d, &DictionaryDownload::cancelled);
        DictionaryDownload::Options options;
        options.pageSize = 2;
        connect(d, &DictionaryDownload::progress, d, [d](DictionaryDownload::Phase, qint64 done, qint64) {
            if (done >= 2)
                d->cancel();
        });
        d->start(kServices, QStringLiteral("1.0"), options);
        QVERIFY(f->advanceUntil([&] { return !cancelled.isEmpty(); }, 30));
        QVERIFY(!d->isRunning());
        QVERIFY(!cache->version(kServices, QStringLiteral("1.0")));
        QCOMPARE(cache->count(kServices, QStringLiteral("1.0")), 0);
        const int expands = f->arrivals(QStringLiteral("$expand")).size();
        f->clock->advanceSeconds(10);
        QVERIFY(f->settle());
        QCOMPARE(f->arrivals(QStringLiteral("$expand")).size(), expands);
    }

    void unknownDictionaryFails()
    {
        auto *d = download();
        QSignalSpy failed(d, &DictionaryDownload::failed);
        d->start(QStringLiteral("1.2.3.4.5"));
        QVERIFY(f->advanceUntil([&] { return !failed.isEmpty(); }, 30));
        const ApiError e = failed.first().first().value<ApiError>();
        QCOMPARE(e.httpStatus(), 404);
        QVERIFY(!e.userText().isEmpty());
        QVERIFY(cache->versions(QStringLiteral("1.2.3.4.5")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDictionaryDownload)
#include "tst_dictionarydownload.moc"
