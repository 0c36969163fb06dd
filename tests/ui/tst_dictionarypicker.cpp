// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The DictionaryPicker as a form uses it: suggestions from the server after a pause in typing when
// the dictionary is not held offline (in the server's latest version, asked once), at once from
// the cache when it is (no request), the chosen coding with its system, version and display, and
// recent choices offered on an empty field.

#include "../integration/clientfixture.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/terminologycache.h"
#include "tests/support/widgettesting.h"
#include "ui/terminology/dictionarypicker.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardItemModel>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kServices = QStringLiteral("1.2.643.2.69.1.1.1.31");
} // namespace

class TestDictionaryPicker : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<TerminologyCache> cache;
    std::unique_ptr<DictionaryPicker> picker;

    void makePicker()
    {
        picker =
            std::make_unique<DictionaryPicker>(f->session->transport(), f->session->clock(), cache.get(), kServices);
        picker->resize(600, 40);
        picker->show();
        QVERIFY(QTest::qWaitForWindowExposed(picker.get()));
        picker->edit()->setFocus();
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
        picker.reset();
        cache.reset();
        f.reset();
    }

    void serverAfterAPauseThenRecent()
    {
        makePicker();
        QSignalSpy ready(picker.get(), &DictionaryPicker::suggestionsReady);
        QSignalSpy chosen(picker.get(), &DictionaryPicker::chosen);
        typeInto(picker->edit(), QStringLiteral("креат"));
        QVERIFY(f->settle());
        QVERIFY(f->arrivals(QStringLiteral("_search")).isEmpty()); // nothing until the pause
        f->clock->advance(DictionaryPicker::kServerPauseMs);
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 5000);
        QCOMPARE(f->arrivals(QStringLiteral("_search")).size(), 1);
        QCOMPARE(picker->suggestions()->rowCount(), 1);
        QVERIFY(picker->suggestions()->item(0)->text().startsWith(QStringLiteral("A09.05.020 — ")));
        shoot(picker.get(), QStringLiteral("dictionary-picker"));
        picker->choose(0);
        QCOMPARE(chosen.size(), 1);
        const auto coding = chosen.first().first().value<fhir::FhirCoding>();
        QCOMPARE(coding.system, QStringLiteral("urn:oid:") + kServices);
        QCOMPARE(coding.code, QStringLiteral("A09.05.020"));
        QCOMPARE(coding.display, QStringLiteral("Исследование уровня креатинина в крови"));
        // Not held offline: the server's latest version, asked once before the search.
        QCOMPARE(coding.version, QStringLiteral("1.2"));
        QCOMPARE(f->arrivals(QStringLiteral("$versions")).size(), 1);
        QCOMPARE(picker->value().code, QStringLiteral("A09.05.020"));

        // Recent choices come first on an empty field, remembered in the cache file.
        makePicker();
        QSignalSpy recent(picker.get(), &DictionaryPicker::suggestionsReady);
        typeInto(picker->edit(), QStringLiteral("x"));
        QTest::keyClick(picker->edit(), Qt::Key_Backspace);
        QVERIFY(!recent.isEmpty());
        QCOMPARE(picker->suggestions()->rowCount(), 1);
        QVERIFY(picker->suggestions()->item(0)->text().startsWith(QStringLiteral("A09.05.020")));
    }

    void cacheAnswersWithoutRequests()
    {
        DictionaryDownload download(f->session->transport(), f->session->clock(), *cache);
        QSignalSpy done(&download, &DictionaryDownload::finished);
        download.start(kServices);
        QVERIFY(f->advanceUntil([&] { return !done.isEmpty(); }, 60));
        const int searches = f->arrivals(QStringLiteral("_search")).size();
        makePicker();
        QSignalSpy ready(picker.get(), &DictionaryPicker::suggestionsReady);
        typeInto(picker->edit(), QStringLiteral("ГЛЮК"));
        QVERIFY(!ready.isEmpty());
        QCOMPARE(picker->suggestions()->rowCount(), 1);
        QVERIFY(picker->suggestions()->item(0)->text().startsWith(QStringLiteral("A09.05.023")));
        f->clock->advance(DictionaryPicker::kServerPauseMs * 2);
        QVERIFY(f->settle());
        QCOMPARE(f->arrivals(QStringLiteral("_search")).size(), searches);
        picker->choose(0);
        QCOMPARE(picker->value().version, QStringLiteral("1.2"));
    }
};

QTEST_MAIN(TestDictionaryPicker)
#include "tst_dictionarypicker.moc"
