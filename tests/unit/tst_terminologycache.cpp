// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The offline dictionary cache: FTS5 through Qt's SQLite driver, case-insensitive Russian prefix
// search over code, display and attributes, versions side by side, "a newer version exists", pages
// in server order, and a file that reopens with what it held.

#include "../support/permissionwatch.h"
#include "core/terminology/terminologycache.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {

const QString kOid = QStringLiteral("1.2.643.2.69.1.1.1.31");

CachedVersion meta(const QString &version, QDate published)
{
    CachedVersion v;
    v.oid = kOid;
    v.version = version;
    v.name = QStringLiteral("Лабораторные услуги");
    v.published = published.startOfDay(Qt::UTC);
    return v;
}

QStringList codes(const QList<TermRecord> &records)
{
    QStringList out;
    for (const TermRecord &r : records)
        out << r.code();
    return out;
}

} // namespace

class TestTerminologyCache : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<TerminologyCache> m_cache;

    void fillVersion(const QString &version, QDate published, const QList<TermConcept> &concepts)
    {
        QVERIFY(m_cache->beginVersion(meta(version, published)));
        QVERIFY2(m_cache->storeConcepts(kOid, version, 0, concepts), qPrintable(m_cache->lastError()));
        QVERIFY(m_cache->finishVersion(kOid, version, QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC)));
    }

private Q_SLOTS:
    void initTestCase() { testing::useDesktopUmask(); }
    void init()
    {
        m_cache = std::make_unique<TerminologyCache>();
        QVERIFY2(m_cache->open(m_dir.filePath(
                     QStringLiteral("cache-%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())))),
                 qPrintable(m_cache->lastError()));
    }
    void cleanup() { m_cache.reset(); }

    void qtDriverHasFts5()
    {
        QVERIFY(m_cache->isOpen());
        // The table exists only because the driver's SQLite was built with FTS5.
        QVERIFY(m_cache->search(kOid, QStringLiteral("1"), QStringLiteral("x")).isEmpty());
        QVERIFY(m_cache->lastError().isEmpty());
    }

    void russianPrefixCaseInsensitive()
    {
        fillVersion(QStringLiteral("1.0"), QDate(2024, 3, 1),
                    {{QStringLiteral("A09.05.023"), QStringLiteral("Исследование уровня глюкозы в крови"), {}},
                     {QStringLiteral("A09.05.020"), QStringLiteral("Исследование уровня креатинина в крови"), {}},
                     {QStringLiteral("B03.016.006"), QStringLiteral("Общий (клинический) анализ мочи"), {}}});
        QCOMPARE(codes(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("глюк"))),
                 QStringList{QStringLiteral("A09.05.023")});
        QCOMPARE(codes(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("ГЛЮК"))),
                 QStringList{QStringLiteral("A09.05.023")});
        QCOMPARE(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("иссл кров")).size(), 2);
        QCOMPARE(codes(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("a09.05.02"))),
                 (QStringList{QStringLiteral("A09.05.023"), QStringLiteral("A09.05.020")}));
        QCOMPARE(codes(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("B03"))),
                 QStringList{QStringLiteral("B03.016.006")});
        // Only word beginnings: "люк" is inside a word.
        QVERIFY(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("люк")).isEmpty());
        // Quotes and operators typed by a person are text, not FTS syntax.
        QVERIFY(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("\"глюк OR")).isEmpty());
        QVERIFY(m_cache->lastError().isEmpty());
        QVERIFY(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("  ")).isEmpty());
    }

    void attributesAreSearchedAndKept()
    {
        fillVersion(
            QStringLiteral("1.0"), QDate(2024, 3, 1),
            {{QStringLiteral("B03.016.003"), QStringLiteral("Общий (клинический) анализ крови развернутый"), {}}});
        TermRecord r;
        r.attributes = {{QStringLiteral("code"), QStringLiteral("B03.016.003")},
                        {QStringLiteral("display"), QStringLiteral("Общий (клинический) анализ крови развернутый")},
                        {QStringLiteral("nameShort"), QStringLiteral("ОАК развернутый")},
                        {QStringLiteral("region"), QStringLiteral("77")}};
        QVERIFY(m_cache->storeAttributes(kOid, QStringLiteral("1.0"), {r}));
        const QList<TermRecord> found = m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("оак"));
        QCOMPARE(codes(found), QStringList{QStringLiteral("B03.016.003")});
        QCOMPARE(found.first().value(QStringLiteral("region")), QStringLiteral("77"));
        QCOMPARE(m_cache->record(kOid, QStringLiteral("1.0"), QStringLiteral("B03.016.003"))
                     ->value(QStringLiteral("nameShort")),
                 QStringLiteral("ОАК развернутый"));
    }

    void versionsSideBySideAndNewer()
    {
        fillVersion(QStringLiteral("1.0"), QDate(2024, 3, 1),
                    {{QStringLiteral("A"), QStringLiteral("Старое имя"), {}}});
        fillVersion(QStringLiteral("1.1"), QDate(2025, 2, 10),
                    {{QStringLiteral("A"), QStringLiteral("Новое имя"), {}},
                     {QStringLiteral("B"), QStringLiteral("Второе"), {}}});
        QCOMPARE(m_cache->versions(kOid).size(), 2);
        QCOMPARE(m_cache->latestComplete(kOid)->version, QStringLiteral("1.1"));
        QCOMPARE(m_cache->count(kOid, QStringLiteral("1.0")), 1);
        QCOMPARE(m_cache->count(kOid, QStringLiteral("1.1")), 2);
        QVERIFY(m_cache->search(kOid, QStringLiteral("1.0"), QStringLiteral("нов")).isEmpty());
        QCOMPARE(m_cache->search(kOid, QStringLiteral("1.1"), QStringLiteral("нов")).size(), 1);

        QVERIFY(m_cache->newerVersion(kOid).isEmpty()); // nothing known from the server yet
        QVERIFY(m_cache->setKnownVersions(
            kOid, {{QStringLiteral("1.0"), QDate(2024, 3, 1)}, {QStringLiteral("1.1"), QDate(2025, 2, 10)}}));
        QVERIFY(m_cache->newerVersion(kOid).isEmpty());
        QVERIFY(m_cache->setKnownVersions(kOid,
                                          {{QStringLiteral("1.0"), QDate(2024, 3, 1)},
                                           {QStringLiteral("1.1"), QDate(2025, 2, 10)},
                                           {QStringLiteral("1.2"), QDate(2025, 11, 20)}}));
        QCOMPARE(m_cache->newerVersion(kOid), QStringLiteral("1.2"));
        QCOMPARE(m_cache->knownVersions(kOid).size(), 3);

        QVERIFY(m_cache->removeVersion(kOid, QStringLiteral("1.1")));
        QCOMPARE(m_cache->latestComplete(kOid)->version, QStringLiteral("1.0"));
        QVERIFY(m_cache->search(kOid, QStringLiteral("1.1"), QStringLiteral("нов")).isEmpty());
    }

    void partialIsNotComplete()
    {
        QVERIFY(m_cache->beginVersion(meta(QStringLiteral("2"), QDate(2025, 6, 1))));
        QVERIFY(
            m_cache->storeConcepts(kOid, QStringLiteral("2"), 0, {{QStringLiteral("A"), QStringLiteral("Альфа"), {}}}));
        QVERIFY(!m_cache->version(kOid, QStringLiteral("2"))->complete());
        QVERIFY(!m_cache->latestComplete(kOid));
        // A new download of the same version starts clean.
        QVERIFY(m_cache->beginVersion(meta(QStringLiteral("2"), QDate(2025, 6, 1))));
        QCOMPARE(m_cache->count(kOid, QStringLiteral("2")), 0);
        QVERIFY(m_cache->search(kOid, QStringLiteral("2"), QStringLiteral("альф")).isEmpty());
    }

    void pagesInServerOrderAndReopen()
    {
        QList<TermConcept> first;
        QList<TermConcept> second;
        for (int i = 0; i < 250; ++i)
            (i < 125 ? first : second)
                .append(
                    {QStringLiteral("C%1").arg(i, 4, 10, QLatin1Char('0')), QStringLiteral("Запись %1").arg(i), {}});
        QVERIFY(m_cache->beginVersion(meta(QStringLiteral("1"), QDate(2025, 1, 1))));
        QVERIFY(m_cache->storeConcepts(kOid, QStringLiteral("1"), 0, first));
        QVERIFY(m_cache->storeConcepts(kOid, QStringLiteral("1"), 125, second));
        QVERIFY(m_cache->finishVersion(kOid, QStringLiteral("1"), QDateTime::currentDateTimeUtc()));
        const QString path = m_dir.filePath(QStringLiteral("cache-pagesInServerOrderAndReopen.sqlite"));
        m_cache = std::make_unique<TerminologyCache>();
        QVERIFY(m_cache->open(path));
        const QList<TermRecord> page = m_cache->page(kOid, QStringLiteral("1"), 120, 10);
        QCOMPARE(page.size(), 10);
        QCOMPARE(page.first().code(), QStringLiteral("C0120"));
        QCOMPARE(page.last().display(), QStringLiteral("Запись 129"));
        QCOMPARE(m_cache->search(kOid, QStringLiteral("1"), QStringLiteral("запись"), 5).size(), 5);
        QVERIFY(m_cache->latestComplete(kOid)->complete());
        QCOMPARE(m_cache->latestComplete(kOid)->stored, 250);
    }

    // The cache keeps what the person looked up and chose: the file and SQLite's -wal and -shm
    // beside it are owner-only, and a file an older version left wider is tightened.
    void theCacheAndItsWalAreOwnerOnly()
    {
        const QString path = m_dir.filePath(QStringLiteral("fresh/terminology-cache.sqlite"));
        m_cache = std::make_unique<TerminologyCache>();
        QVERIFY2(m_cache->open(path), qPrintable(m_cache->lastError()));
        fillVersion(QStringLiteral("1"), QDate(2025, 1, 1), {{QStringLiteral("A1"), QStringLiteral("Анализ"), {}}});
        QVERIFY(m_cache->addRecentChoice(kOid, QStringLiteral("A1"), QStringLiteral("Анализ"),
                                         QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC)));
        const QStringList files{path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm")};
        for (const QString &file : files)
            QCOMPARE(QString::number(testing::fileMode(file), 8), QStringLiteral("600"));
        m_cache.reset();

        QVERIFY(
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        m_cache = std::make_unique<TerminologyCache>();
        QVERIFY2(m_cache->open(path), qPrintable(m_cache->lastError()));
        QCOMPARE(QString::number(testing::fileMode(path), 8), QStringLiteral("600"));
    }

    void matchExpression()
    {
        QCOMPARE(TerminologyCache::matchExpression(QStringLiteral("глю кр")),
                 QStringLiteral("{code display attrs} : (\"глю\"* AND \"кр\"*)"));
        QVERIFY(TerminologyCache::matchExpression(QStringLiteral(" - \" ")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTerminologyCache)
#include "tst_terminologycache.moc"
