// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Prescriptions area driven as a registrar would, against an in-process sandbox on a
// ManualClock: status of one and of several records, the server's refusals shown in the page,
// cancel after a confirmation inside the page that names the prescription, the automatic
// re-check, and the annulment showing once the platform's clock has moved on. No sleeps.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "tests/support/widgettesting.h"
#include "ui/common/messagebanner.h"
#include "ui/common/statusmark.h"
#include "ui/common/validatedfield.h"
#include "ui/prescription/cancelconfirmation.h"
#include "ui/prescription/prescriptioncontroller.h"
#include "ui/prescription/prescriptionpage.h"
#include "ui/prescription/prescriptionstatusmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellstatusbar.h"
#include "ui/workstationwindow.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStringListModel>
#include <QScrollBar>
#include <QTableView>
#include <QToolButton>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestPrescriptionPage : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    PrescriptionPage *page = nullptr;

    PrescriptionStatusModel *model() const { return page->model(); }
    QString cell(int row, int column) const { return model()->index(row, column).data().toString(); }

    void openWindow()
    {
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 760);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(window->showArea(QStringLiteral("prescriptions")));
        page = qobject_cast<PrescriptionPage *>(window->areaPage(QStringLiteral("prescriptions")));
        QVERIFY(page);
    }
    // Types the identifier, presses Enter and waits for the answer.
    void check(const QString &id)
    {
        typeInto(page->idEdit(), id);
        QTest::keyClick(page->idEdit(), Qt::Key_Return);
        QVERIFY(page->controller()->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia)); }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        openWindow();
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    void oneSuccessRecord()
    {
        check(QStringLiteral("  RX-2026-000104 ")); // pasted with spaces: trimmed
        QCOMPARE(model()->rowCount(), 1);
        QCOMPARE(page->resultMark(0)->state(), StatusMark::State::Ok);
        QCOMPARE(page->resultMark(0)->text(), QStringLiteral("Success"));
        QVERIFY(cell(0, PrescriptionStatusModel::StatusColumn).startsWith(QStringLiteral("4 — ")));
        QVERIFY(cell(0, PrescriptionStatusModel::StatusColumn).contains(prescriptionStatusMeaning(4)));
        QCOMPARE(cell(0, PrescriptionStatusModel::ExternalNumberColumn), QStringLiteral("77-26-0104417"));
        QCOMPARE(cell(0, PrescriptionStatusModel::RequestColumn),
                 QStringLiteral("17fc695a-07a0-4a6e-8822-e8f36c031199"));
        QVERIFY(!cell(0, PrescriptionStatusModel::MessageColumn).isEmpty());
        // At the window's first size the registry's message is readable, not a column of letters.
        window->resize(1100, 720);
        QTRY_VERIFY2(page->table()->columnWidth(PrescriptionStatusModel::MessageColumn) >= 200,
                     qPrintable(QString::number(page->table()->columnWidth(PrescriptionStatusModel::MessageColumn))));
        // The last column's title is whole (issue 28).
        const QHeaderView *header = page->table()->horizontalHeader();
        QVERIFY2(header->sectionSize(PrescriptionStatusModel::RequestColumn)
                     >= header->sectionSizeHint(PrescriptionStatusModel::RequestColumn),
                 qPrintable(QString::number(header->sectionSizeHint(PrescriptionStatusModel::RequestColumn))));
        shoot(window.get(), QStringLiteral("registrar-prescriptions-1100"));
        // "12.01.2026 11:05" Moscow time, in the local format (the date at least, whatever the zone).
        QVERIFY2(cell(0, PrescriptionStatusModel::DateColumn).contains(QStringLiteral("12.01.2026")),
                 qPrintable(cell(0, PrescriptionStatusModel::DateColumn)));
        QVERIFY(page->cancelButton()->isEnabled()); // active-looking: it has a registry number
        QVERIFY(!page->banner()->isVisible());
        QCOMPARE(page->controller()->recentIds(), QStringList{QStringLiteral("RX-2026-000104")});
    }

    // At 1024x768 every column is on the screen, the registry number too: the status in words
    // wraps rather than pushing the columns after it behind the scroll bar, and still reads whole.
    void everyColumnOnANarrowScreen()
    {
        window->resize(1008, 720);
        check(QStringLiteral("RX-2026-000120"));
        QCOMPARE(model()->rowCount(), 3);
        QTableView *table = page->table();
        const QHeaderView *header = table->horizontalHeader();
        const auto statusWidth = [&] { return header->sectionSize(PrescriptionStatusModel::StatusColumn); };
        QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);
        const int right = header->sectionViewportPosition(PrescriptionStatusModel::ExternalNumberColumn)
                          + header->sectionSize(PrescriptionStatusModel::ExternalNumberColumn);
        QVERIFY2(right <= table->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(right).arg(table->viewport()->width())));
        QVERIFY2(header->sectionSize(PrescriptionStatusModel::MessageColumn) >= 150,
                 qPrintable(QString::number(header->sectionSize(PrescriptionStatusModel::MessageColumn))));
        // «Зарегистрирован» (or "Registered") whole on its line, never cut.
        const QFontMetrics metrics = table->fontMetrics();
        int longestWord = 0;
        int longestLine = 0;
        for (int row = 0; row < 3; ++row) {
            const QString status = cell(row, PrescriptionStatusModel::StatusColumn);
            longestLine = std::max(longestLine, metrics.horizontalAdvance(status));
            for (const QString &word : status.split(u' '))
                longestWord = std::max(longestWord, metrics.horizontalAdvance(word));
        }
        QVERIFY2(statusWidth() > longestWord, qPrintable(QStringLiteral("%1 <= %2").arg(statusWidth()).arg(longestWord)));
        QVERIFY(statusWidth() < longestLine); // it wraps here
        // The rows grew to the wrapped status.
        for (int row = 0; row < 3; ++row)
            QVERIFY(table->rowHeight(row) >= 2 * metrics.lineSpacing());

        // With room on a wide screen the status is on one line again.
        window->resize(1600, 900);
        QTRY_VERIFY2(statusWidth() > longestLine, qPrintable(QStringLiteral("%1 <= %2").arg(statusWidth()).arg(longestLine)));
        QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
    }

    void tabOrder()
    {
        check(QStringLiteral("RX-2026-000104"));
        page->idEdit()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page->checkButton());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page->cancelButton());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), page->table());
    }

    void severalRecordsNewestFirst()
    {
        check(QStringLiteral("RX-2026-000120"));
        QCOMPARE(model()->rowCount(), 3);
        const auto &records = model()->records();
        for (int i = 1; i < records.size(); ++i)
            QVERIFY(records.at(i - 1).statusDate >= records.at(i).statusDate);
        QVERIFY(page->recordsTitle()->text().contains(QStringLiteral("RX-2026-000120")));
        for (int row = 0; row < 3; ++row) {
            QVERIFY(page->resultMark(row));
            QCOMPARE(page->resultMark(row)->state(),
                     records.at(row).isSuccess() ? StatusMark::State::Ok : StatusMark::State::Failed);
        }
        shoot(window.get(), QStringLiteral("registrar-prescriptions-records"));
    }

    void noRecordShowsTheServersMessage()
    {
        check(QStringLiteral("RX-2026-000104"));
        check(QStringLiteral("RX-NONE"));
        QVERIFY(page->banner()->isVisible());
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(!page->banner()->messages().isEmpty());
        QVERIFY2(page->banner()->messages().join(u' ').contains(QStringLiteral("RX-NONE")),
                 qPrintable(page->banner()->plainText()));
        QCOMPARE(model()->rowCount(), 0); // the earlier prescription's records are gone
        QVERIFY(!page->cancelButton()->isEnabled());
        QVERIFY(page->recordsTitle()->text().contains(QStringLiteral("RX-NONE")));
        // What happened and what to do is said beside the identifier it is about.
        QVERIFY2(page->idField()->error().contains(QStringLiteral("no upload of a prescription")),
                 qPrintable(page->idField()->error()));
        shoot(window.get(), QStringLiteral("registrar-prescriptions-refusal"));
    }

    void emptyIdentifierIsRefusedBesideTheField()
    {
        typeInto(page->idEdit(), QStringLiteral("   "));
        QTest::mouseClick(page->checkButton(), Qt::LeftButton);
        QVERIFY(!page->controller()->isBusy());
        QCOMPARE(page->idField()->error(), prescriptionIdProblem(QString()));
        typeInto(page->idEdit(), QStringLiteral("RX"));
        QVERIFY(!page->idField()->hasError());
    }

    void cancelAfterConfirmationThenRecheck()
    {
        check(QStringLiteral("RX-2026-000104"));
        QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
        // The question is part of the page and names the prescription; "No" has the focus.
        QVERIFY(page->confirmation()->isVisible());
        QVERIFY(page->confirmation()->questionLabel()->text().contains(QStringLiteral("RX-2026-000104")));
        QVERIFY(page->confirmation()->confirmButton()->text().contains(QStringLiteral("RX-2026-000104")));
        QVERIFY(page->confirmation()->keepButton()->hasFocus());
        QVERIFY(!page->cancelButton()->isEnabled());
        shoot(window.get(), QStringLiteral("registrar-prescriptions-confirm"));

        // "No" keeps it: nothing is sent.
        QTest::mouseClick(page->confirmation()->keepButton(), Qt::LeftButton);
        QVERIFY(!page->confirmation()->isVisible());
        QVERIFY(!page->controller()->isBusy());

        QSignalSpy records(page->controller(), &PrescriptionController::recordsChanged);
        QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
        QTest::mouseClick(page->confirmation()->confirmButton(), Qt::LeftButton);
        QVERIFY(page->controller()->isBusy());
        // The answer, then the status asked again by itself.
        QVERIFY(records.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Info);
        QVERIFY(page->banner()->headline().contains(QStringLiteral("RX-2026-000104")));
        QVERIFY(!page->banner()->messages().isEmpty());
        QCOMPARE(model()->rowCount(), 1);
        shoot(window.get(), QStringLiteral("registrar-prescriptions-cancelled"));

        // The annulment completes later on the platform's clock: the page asks again by itself
        // until it shows, with the platform's words first and the status in words (issue 28).
        QVERIFY(page->controller()->isWatchingCancel());
        QVERIFY(f->advanceUntil([&] { return model()->records().first().statusNumber == 11; }, 120));
        QVERIFY(!page->controller()->isWatchingCancel());
        QCOMPARE(cell(0, PrescriptionStatusModel::StatusColumn), QStringLiteral("11 — Annulled in the registry"));
        QVERIFY(cell(0, PrescriptionStatusModel::MessageColumn).contains(QStringLiteral("аннулирован")));
        QVERIFY(PrescriptionStatusModel::MessageColumn < PrescriptionStatusModel::StatusColumn);
        shoot(window.get(), QStringLiteral("registrar-prescriptions-annulled"));

        // Annulled: the page offers no second cancel; one from a stale list is refused with the
        // server's words, in the page.
        QVERIFY(!page->cancelButton()->isEnabled());
        QVERIFY(page->controller()->cancelPrescription(QStringLiteral("RX-2026-000104")));
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(!page->banner()->messages().isEmpty());
    }

    void everyCancelRefusalReachesThePerson_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("annulled earlier") << "RX-2026-000111";
        QTest::newRow("technical error") << "RX-2026-000140";
        QTest::newRow("two active records") << "RX-2026-000130";
    }
    void everyCancelRefusalReachesThePerson()
    {
        QFETCH(QString, id);
        check(id);
        if (!page->cancelButton()->isEnabled()) {
            // No record with a registry number: the page does not offer a cancel; the platform's
            // refusal is still reachable through the controller, which a stale list could trigger.
            QVERIFY(page->controller()->cancelPrescription(id));
        } else {
            QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
            QTest::mouseClick(page->confirmation()->confirmButton(), Qt::LeftButton);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(!page->banner()->messages().isEmpty(), qPrintable(page->banner()->plainText()));
    }

    // A prescription's error belongs to its page and environment: the status bar's copy goes when
    // the person opens another area, the page's banner when the environment changes.
    void messagesLeaveWithTheirPlace()
    {
        check(QStringLiteral("RX-2099-999999")); // unknown to the platform
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QToolButton *lastError = window->shellStatusBar()->lastErrorButton();
        QVERIFY(!lastError->isHidden());
        QVERIFY(window->showArea(MainWindow::overviewAreaId()));
        QVERIFY(lastError->isHidden());
        QVERIFY(window->showArea(QStringLiteral("prescriptions")));
        QVERIFY(page->banner()->isVisible()); // the page keeps its own message while it is its environment's
        f->session->environments().setCurrent(QStringLiteral("test"));
        QVERIFY(!page->banner()->isVisible());
        shoot(window.get(), QStringLiteral("registrar-prescriptions-after-environment-change"));
    }

    void escAbandonsACheck()
    {
        typeInto(page->idEdit(), QStringLiteral("RX-2026-000104"));
        QTest::keyClick(page->idEdit(), Qt::Key_Return);
        QVERIFY(page->controller()->isBusy());
        QVERIFY(page->idEdit()->isReadOnly());
        QTest::keyClick(page->idEdit(), Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 2000);
        QVERIFY(page->banner()->plainText().contains(QStringLiteral("cancelled")));
    }

    void recentIdentifiersSurviveARestart()
    {
        check(QStringLiteral("RX-2026-000104"));
        check(QStringLiteral("RX-2026-000120"));
        window.reset();
        f->restartClient();
        openWindow();
        QCOMPARE(page->controller()->recentIds(),
                 (QStringList{QStringLiteral("RX-2026-000120"), QStringLiteral("RX-2026-000104")}));
        QCOMPARE(page->recentModel()->stringList(),
                 (QStringList{QStringLiteral("RX-2026-000120"), QStringLiteral("RX-2026-000104")}));
        QVERIFY(page->idEdit()->text().isEmpty());
    }
};

QTEST_MAIN(TestPrescriptionPage)
#include "tst_prescriptionpage.moc"
