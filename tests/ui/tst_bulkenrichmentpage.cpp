// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bulk enrichment area driven as a registrar would: open a spreadsheet saved by Excel
// (Windows-1251, ';'), check what the import detected and mapped, make the job, send it and watch
// the counts, fix a marked cell in place and send that row too, save the results. Issue 28: the
// document types a registrar writes, an unknown one mapped once for the whole column, the
// operation switched in the import, a row longer than its header, the quit question's count and
// where the focus goes after «Start sending».

#include "../integration/bulksamples.h"
#include "../support/permissionwatch.h"
#include "core/bulk/bulkenrichmentdesk.h"
#include "core/bulk/bulkrowstate.h"
#include "core/follow/followedkind.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"
#include "tests/support/formpage.h"
#include "ui/bulk/bulkenrichmentpage.h"
#include "ui/bulk/bulkimportdialog.h"
#include "ui/bulk/bulkrowmodel.h"
#include "ui/common/messagebanner.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/sandboxreset.h"
#include "ui/workstationwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
// The import dialog's column for a field of a row, by the field's id ("columns.<key>").
QComboBox *columnChoice(QWidget *dialog, BulkField field)
{
    return qobject_cast<QComboBox *>(FormPage(dialog).editor(QStringLiteral("columns.") + bulkFieldKey(field)));
}
} // namespace

class TestBulkEnrichmentPage : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    BulkEnrichmentPage *page = nullptr;

    QString writeSheet(int valid, int withProblems)
    {
        QStringList lines;
        for (const QStringList &row : bulkSheet(valid, withProblems))
            lines << row.join(u';');
        const QString path = f->dir.filePath(QStringLiteral("пациенты.csv"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(encodeWindows1251(lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")));
        return path;
    }

    QString writeRows(const QList<QStringList> &rows)
    {
        QStringList lines;
        for (const QStringList &row : rows)
            lines << row.join(u';');
        const QString path = f->dir.filePath(QStringLiteral("список.csv"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(encodeWindows1251(lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")));
        return path;
    }

    // Opens the file and makes the job as mapped; false when the import refused.
    bool importAll(const QString &path, EnrichmentOperation operation = EnrichmentOperation::SnilsLookup)
    {
        page->openFile(path);
        BulkImportDialog *import = page->importDialog();
        if (!import)
            return false;
        import->operationBox()->setCurrentIndex(import->operationBox()->findData(int(operation)));
        QPushButton *ok = import->buttons()->button(QDialogButtonBox::Ok);
        if (!ok->isEnabled())
            return false;
        ok->click();
        return QTest::qWaitFor([this] { return page->shownJob() != 0; }, 5000);
    }

    int rowsIn(BulkRowState state) const
    {
        int n = 0;
        for (int r = 0; r < page->rowModel()->rowCount(); ++r)
            n += page->rowModel()->index(r, 0).data(BulkRowModel::RowStateRole).toInt() == int(state) ? 1 : 0;
        return n;
    }

    qint64 importJob(int valid)
    {
        const QString path = writeSheet(valid, 0);
        const qint64 before = page->shownJob();
        page->openFile(path);
        BulkImportDialog *import = page->importDialog();
        if (!import || !QTest::qWaitFor([import] { return import->isVisible(); }, 5000))
            return 0;
        QTest::mouseClick(import->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        if (!QTest::qWaitFor([this, before] { return page->shownJob() != 0 && page->shownJob() != before; }, 5000))
            return 0;
        return page->shownJob();
    }

private Q_SLOTS:
    void initTestCase() { testing::useDesktopUmask(); }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        QVERIFY(QTest::qWaitFor([this] { return !f->session->resumedEnvironment().isEmpty(); }, 5000));
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->showArea(QStringLiteral("bulk-enrichment")));
        page = qobject_cast<BulkEnrichmentPage *>(window->areaPage(QStringLiteral("bulk-enrichment")));
        QVERIFY(page);
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // The import dialog is read top to bottom: it opens on the encoding, and Tab goes through how
    // the file is read, the preview, the columns of a row and only then to the buttons. A needed
    // column left unchosen is named, and no job can be made.
    void importDialogInReadingOrder()
    {
        const QString path = writeSheet(20, 2);
        QVERIFY(!path.isEmpty());
        page->openFile(path);
        BulkImportDialog *import = page->importDialog();
        QVERIFY(import);
        QTRY_VERIFY(import->isVisible());
        QTRY_COMPARE(QApplication::focusWidget(), import->encodingBox());
        QList<QWidget *> tabStops;
        for (QWidget *w = import->encodingBox(); tabStops.size() < 100; w = w->nextInFocusChain()) {
            if (w == import)
                continue;
            if (!tabStops.isEmpty() && w == tabStops.first())
                break;
            if ((w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && w->isVisibleTo(import))
                tabStops << w;
        }
        const auto at = [&tabStops](QWidget *w) { return tabStops.indexOf(w); };
        QPushButton *ok = import->buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(at(import->operationBox()) < at(import->preview()));
        QVERIFY(at(import->preview()) < at(columnChoice(import, BulkField::FamilyName)));
        QVERIFY2(at(columnChoice(import, BulkField::DocumentIssuer)) < at(ok),
                 qPrintable(QStringLiteral("%1 before OK at %2")
                                .arg(at(columnChoice(import, BulkField::DocumentIssuer)))
                                .arg(at(ok))));

        columnChoice(import, BulkField::FamilyName)->setCurrentIndex(0); // (none)
        QVERIFY(!ok->isEnabled());
        QVERIFY2(import->summaryLabel()->text().contains(bulkFieldName(BulkField::FamilyName)),
                 qPrintable(import->summaryLabel()->text()));
    }

    void importSendFixAndSave()
    {
        const QString path = writeSheet(20, 2);
        QVERIFY(!path.isEmpty());
        page->openFile(path);
        BulkImportDialog *import = page->importDialog();
        QVERIFY(import);
        QTRY_VERIFY(import->isVisible());
        // What Excel wrote, detected, and the columns mapped by their Russian names.
        QCOMPARE(import->encodingBox()->currentText(), QStringLiteral("Windows-1251"));
        QCOMPARE(import->separatorBox()->currentData().toChar(), QChar(u';'));
        QCOMPARE(columnChoice(import, BulkField::FamilyName)->currentData().toInt(), 0);
        QCOMPARE(columnChoice(import, BulkField::DocumentIssuer)->currentData().toInt(), 9);
        QCOMPARE(import->preview()->item(1, 0)->text(), bulkPatientRow(0).first());
        QVERIFY2(import->summaryLabel()->text().contains(QStringLiteral("have problems"))
                     && import->summaryLabel()->text().contains(QStringLiteral("22 row")),
                 qPrintable(import->summaryLabel()->text()));
        QPushButton *ok = import->buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());

        // The wrong separator: one column, nothing mapped, no job can be made.
        import->separatorBox()->setCurrentIndex(import->separatorBox()->findData(QChar(u',')));
        QCOMPARE(import->preview()->columnCount(), 1);
        QVERIFY(!ok->isEnabled());
        QVERIFY(import->summaryLabel()->text().contains(QStringLiteral("Choose the column for")));
        import->separatorBox()->setCurrentIndex(import->separatorBox()->findData(QChar(u';')));
        QVERIFY(ok->isEnabled());
        shoot(import, QStringLiteral("bulk-import"));
        QTest::mouseClick(ok, Qt::LeftButton);

        QTRY_VERIFY(page->shownJob() != 0);
        QCOMPARE(page->jobList()->count(), 1);
        QCOMPARE(page->rowModel()->rowCount(), 22);
        // Sized before anything went, the state column still shows every state a row passes
        // through whole ("In progress", not "In prog…").
        for (const BulkRowState state : {BulkRowState::Waiting, BulkRowState::Sending, BulkRowState::InDoubt,
                                         BulkRowState::Following, BulkRowState::Done, BulkRowState::Failed}) {
            const int needed = page->rowView()->fontMetrics().horizontalAdvance(bulkRowStateName(state));
            QVERIFY2(page->rowView()->columnWidth(0) > needed, qPrintable(bulkRowStateName(state)));
        }
        QVERIFY(page->startButton()->isEnabled());
        QVERIFY(!page->pauseButton()->isEnabled());

        LoopbackSettler settler(*f);
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QVERIFY(!page->startButton()->isEnabled());
        QVERIFY(page->pauseButton()->isEnabled());
        QVERIFY(settler.advanceUntil([this] { return page->countsLabel()->text().contains(QStringLiteral("done 20")); },
                                     5 * 60'000));
        QCOMPARE(page->progressBar()->value(), 20);
        QCOMPARE(page->progressBar()->maximum(), 20);
        QVERIFY(page->countsLabel()->text().contains(QStringLiteral("to fix 2")));

        // A marked cell is fixed in place; the row goes on Continue.
        BulkRowModel *model = page->rowModel();
        int broken = -1;
        int brokenColumn = -1;
        for (int r = 0; r < model->rowCount() && broken < 0; ++r) {
            for (int c = BulkRowModel::kFirstInputColumn; c < model->columnCount(); ++c) {
                if (model->index(r, c).data(BulkRowModel::ProblemRole).toBool()) {
                    broken = r;
                    brokenColumn = c;
                    break;
                }
            }
        }
        QVERIFY(broken >= 0);
        QVERIFY(!model->index(broken, brokenColumn).data(Qt::ToolTipRole).toString().isEmpty());
        shoot(window.get(), QStringLiteral("bulk-job"));
        const QModelIndex cell = model->index(broken, brokenColumn);
        QVERIFY(model->flags(cell) & Qt::ItemIsEditable);
        const int input = model->inputColumn(brokenColumn);
        const QString fixed = input == 0 ? QStringLiteral("Исправленов")
            : input == 3                 ? QStringLiteral("14.03.1978")
                                         : QStringLiteral("777777");
        page->rowView()->setFocus();
        page->rowView()->setCurrentIndex(cell);
        page->rowView()->edit(cell);
        auto *editor = page->rowView()->findChild<QLineEdit *>();
        QVERIFY(editor);
        typeInto(editor, fixed);
        QTest::keyClick(editor, Qt::Key_Return); // the view commits on its next pass
        QTRY_COMPARE(model->index(broken, brokenColumn).data().toString(), fixed);
        QCOMPARE(model->index(broken, 0).data().toString(), bulkRowStateName(BulkRowState::Waiting));
        QVERIFY(page->startButton()->isEnabled());
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QVERIFY(settler.advanceUntil([this] { return page->countsLabel()->text().contains(QStringLiteral("done 21")); },
                                     5 * 60'000));
        // A sent row is not editable.
        QVERIFY(!(model->flags(model->index(broken, brokenColumn)) & Qt::ItemIsEditable));

        const QString out = f->dir.filePath(QStringLiteral("results.csv"));
        // Patients' data: owner-only from the first byte, not written 0644 and narrowed after.
        testing::PermissionWatch watch(f->dir.path());
        QVERIFY(watch.isValid());
        QVERIFY(page->exportTo(out));
        QCOMPARE(QString::number(testing::fileMode(out), 8), QStringLiteral("600"));
        QVERIFY(watch.written().contains(QStringLiteral("results.csv")));
        QCOMPARE(watch.changedAfterWriting(), QStringList());
        QFile file(out);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const CsvTable saved = readCsv(file.readAll());
        QVERIFY(saved.ok());
        QCOMPARE(saved.rows.size(), 23);
        QCOMPARE(saved.rows.first().last(), QStringLiteral("Error"));
        QCOMPARE(file.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());
        shoot(window.get(), QStringLiteral("bulk-done"));
    }

    // Issue 28: the registrar's list writes «Паспорт гражданина РФ»; every row of it goes. A value
    // nothing knows is mapped once for the whole column, from the area, and the rows go too.
    void documentTypesAsWrittenAndAnUnknownOneMappedForTheColumn()
    {
        QList<QStringList> rows{bulkHeader()};
        for (int i = 0; i < 30; ++i) {
            QStringList row = bulkPatientRow(i);
            row[5] = i < 22 ? QStringLiteral("Паспорт гражданина РФ")
                : i < 27    ? QStringLiteral("паспорт рф")
                            : QStringLiteral("Паспорт (внутр.)");
            rows << row;
        }
        QVERIFY(importAll(writeRows(rows)));
        QCOMPARE(page->rowModel()->rowCount(), 30);
        QCOMPARE(rowsIn(BulkRowState::Waiting), 27);
        QCOMPARE(rowsIn(BulkRowState::Skipped), 3);

        QVERIFY(page->documentTypeBar()->isVisible());
        QCOMPARE(page->unknownDocumentType(), QStringLiteral("Паспорт (внутр.)"));
        QVERIFY2(page->documentTypeValueLabel()->text().contains(QStringLiteral("«Паспорт (внутр.)»"))
                     && page->documentTypeValueLabel()->text().contains(QStringLiteral("(3 ")),
                 qPrintable(page->documentTypeValueLabel()->text()));
        QVERIFY(!page->documentTypeApplyButton()->isEnabled());
        shoot(window.get(), QStringLiteral("bulk-unknown-document-type"));
        QComboBox *types = page->documentTypeBox();
        types->setCurrentIndex(types->findData(QStringLiteral("1")));
        QVERIFY(page->documentTypeApplyButton()->isEnabled());
        QTest::mouseClick(page->documentTypeApplyButton(), Qt::LeftButton);
        QCOMPARE(rowsIn(BulkRowState::Waiting), 30);
        QVERIFY(!page->documentTypeBar()->isVisible());
        QCOMPARE(rowsIn(BulkRowState::Skipped), 0);

        // Remembered with the job: a new look at it (as after a restart) reads the rows the same way.
        const qint64 job = page->shownJob();
        const auto stored = f->session->journal().bulkJob(job);
        QVERIFY(stored);
        QCOMPARE(BulkMapping::fromJson(stored->mapping).documentTypes.value(QStringLiteral("паспорт внутр")),
                 QStringLiteral("1"));
    }

    // Issue 28: switching the operation asked for a SNILS column that was mapped already.
    void switchingTheOperationKeepsWhatIsMapped()
    {
        QList<QStringList> rows{bulkHeader()};
        rows.first()[10] = QStringLiteral("СНИЛС");
        for (int i = 0; i < 3; ++i) {
            QStringList row = bulkPatientRow(i);
            row[10] = QStringLiteral("124-578-963 91");
            rows << row;
        }
        page->openFile(writeRows(rows));
        BulkImportDialog *import = page->importDialog();
        QVERIFY(import);
        QCOMPARE(columnChoice(import, BulkField::Snils)->currentData().toInt(), 10);
        QComboBox *operation = import->operationBox();
        QPushButton *ok = import->buttons()->button(QDialogButtonBox::Ok);
        for (EnrichmentOperation op : {EnrichmentOperation::SnilsValidation, EnrichmentOperation::PolicyLookup,
                                       EnrichmentOperation::SnilsValidation, EnrichmentOperation::SnilsLookup}) {
            operation->setCurrentIndex(operation->findData(int(op)));
            QVERIFY2(!import->summaryLabel()->text().contains(QStringLiteral("Choose the column")),
                     qPrintable(enrichmentOperationName(op) + u": " + import->summaryLabel()->text()));
            QVERIFY(ok->isEnabled());
            QVERIFY(import->mapping().missing(op).isEmpty());
        }
        operation->setCurrentIndex(operation->findData(int(EnrichmentOperation::SnilsValidation)));
        QCOMPARE(import->mapping().column(BulkField::Snils), 10);
        QCOMPARE(import->mapping().column(BulkField::DocumentNumber), -1); // not sent by this operation
    }

    // Issue 28: a row of 50 columns under a header of 11 was taken silently.
    void aRowLongerThanTheHeaderIsMarkedAndHeld()
    {
        QList<QStringList> rows{bulkHeader(), bulkPatientRow(0), bulkPatientRow(1)};
        while (rows[2].size() < 50)
            rows[2] << QStringLiteral("лишнее");
        page->openFile(writeRows(rows));
        BulkImportDialog *import = page->importDialog();
        QVERIFY(import);
        QVERIFY2(import->summaryLabel()->text().contains(QStringLiteral("1 row(s) have problems"))
                     || import->summaryLabel()->text().contains(QStringLiteral("1 row have problems")),
                 qPrintable(import->summaryLabel()->text()));
        import->buttons()->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY(page->shownJob() != 0);
        BulkRowModel *model = page->rowModel();
        QCOMPARE(model->index(1, 0).data(BulkRowModel::RowStateRole).toInt(), int(BulkRowState::Skipped));
        QCOMPARE(model->index(0, 0).data(BulkRowModel::RowStateRole).toInt(), int(BulkRowState::Waiting));
        const QString reason = model->index(1, model->reasonColumn()).data().toString();
        QVERIFY2(reason.contains(QStringLiteral("50")) && reason.contains(QStringLiteral("11")), qPrintable(reason));
        const int extra = BulkRowModel::kFirstInputColumn + 20;
        QVERIFY(model->index(1, extra).data(BulkRowModel::ProblemRole).toBool());
        QVERIFY(!model->index(0, extra).data(BulkRowModel::ProblemRole).toBool());
        QVERIFY(page->countsLabel()->text().contains(QStringLiteral("to fix 1")));
    }

    // Issue 28: the quit question said fewer requests than the bar behind it had left.
    void theQuitQuestionCountsWhatTheBarHasLeft()
    {
        // Five orders a minute on a clock that stands still: some go, the rest wait.
        Environment env = f->session->environments().current();
        env.limitOverrides.insert(QStringLiteral("enrichment.*"), 5);
        QVERIFY(f->session->environments().updateEnvironment(env));
        QVERIFY(QTest::qWaitFor([this] { return !f->session->resumedEnvironment().isEmpty(); }, 5000));
        QVERIFY(importAll(writeSheet(30, 0)));
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        // Some orders taken by the platform and followed, some still to be sent: the quit question
        // counted only the first.
        const auto mixed = [this] { return rowsIn(BulkRowState::Following) > 0 && rowsIn(BulkRowState::Waiting) > 0; };
        QVERIFY2(QTest::qWaitFor(mixed, 5000), qPrintable(page->countsLabel()->text()));
        const int left = page->progressBar()->maximum() - page->progressBar()->value();
        QCOMPARE(left, rowsIn(BulkRowState::Waiting) + rowsIn(BulkRowState::Sending) + rowsIn(BulkRowState::Following));
        const int unsent = rowsIn(BulkRowState::Waiting) + rowsIn(BulkRowState::Sending);

        window->close();
        QMessageBox *question = window->quitQuestion();
        QVERIFY(question);
        const QRegularExpressionMatch count = QRegularExpression(QStringLiteral("\\d+")).match(question->text());
        QVERIFY2(count.hasMatch(), qPrintable(question->text()));
        QCOMPARE(count.captured().toInt(), left);
        // The rows not sent yet are named apart: nothing awaits them at the platform yet.
        QVERIFY2(question->informativeText().contains(QStringLiteral(" %1 ").arg(unsent)),
                 qPrintable(question->informativeText()));
        shoot(question, QStringLiteral("bulk-quit"));
        question->findChild<QPushButton *>(QStringLiteral("stayButton"))->click();
        QVERIFY(window->isVisible());
    }

    // Issue 28: after «Start sending» the focus went to «Cancel the job», where a stray Enter or
    // Space cancels the job.
    void startingLeavesTheFocusSomewhereHarmless()
    {
        QVERIFY(importAll(writeSheet(5, 0)));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        page->startButton()->setFocus(Qt::TabFocusReason);
        QCOMPARE(QApplication::focusWidget(), page->startButton());
        QTest::keyClick(page->startButton(), Qt::Key_Space);
        QVERIFY(!page->startButton()->isEnabled());
        QVERIFY(QApplication::focusWidget() != page->cancelButton());
        QCOMPARE(QApplication::focusWidget(), page->rowView());
        // A stray key there cancels nothing.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(page->rowView()->model()->rowCount(), 5);
        QVERIFY(page->pauseButton()->isEnabled());
        QVERIFY(!window->findChild<QMessageBox *>());
    }

    // File > Reset the sandbox forgets the sandbox's orders, not what the workstation learnt: the
    // rows of a finished job keep their SNILS and stay done; rows still in progress say they were
    // lost with the sandbox.
    void sandboxResetKeepsDoneRowsAndSaysPendingWereLost()
    {
        const qint64 finishedJob = importJob(3);
        QVERIFY(finishedJob);
        LoopbackSettler settler(*f);
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QVERIFY(settler.advanceUntil([this] { return page->countsLabel()->text().contains(QStringLiteral("done 3")); },
                                     5 * 60'000));
        BulkRowModel *model = page->rowModel();
        // What the platform answered for each row (the sheet's people are unknown to the sandbox:
        // its answer says so).
        const auto answerOf = [](BulkRowModel *m, int r) -> QString {
            return m->index(r, m->resultColumn()).data().toString() + u'|'
                + m->index(r, m->reasonColumn()).data().toString();
        };
        QStringList results;
        for (int r = 0; r < model->rowCount(); ++r) {
            results << answerOf(model, r);
            QVERIFY2(results.last().size() > 1, qPrintable(results.last()));
        }

        const qint64 pendingJob = importJob(2);
        QVERIFY(pendingJob);
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QVERIFY(settler.settle());
        QCOMPARE(page->rowModel()->index(0, 0).data(BulkRowModel::RowStateRole).toInt(), int(BulkRowState::Following));

        QSignalSpy reset(window->sandboxReset(), &SandboxReset::finished);
        window->sandboxReset()->reset();
        QVERIFY(reset.wait(5000));
        QVERIFY(reset.first().first().toBool());

        page->showJob(pendingJob);
        model = page->rowModel();
        for (int r = 0; r < model->rowCount(); ++r) {
            QTRY_COMPARE(model->index(r, 0).data(BulkRowModel::RowStateRole).toInt(), int(BulkRowState::Lost));
            QCOMPARE(model->index(r, 0).data().toString(), FollowAnswer::lostInResetText());
        }
        page->showJob(finishedJob);
        model = page->rowModel();
        QCOMPARE(model->rowCount(), results.size());
        for (int r = 0; r < model->rowCount(); ++r) {
            QCOMPARE(model->index(r, 0).data(BulkRowModel::RowStateRole).toInt(), int(BulkRowState::Done));
            QCOMPARE(answerOf(model, r), results.at(r));
        }
        QVERIFY(page->countsLabel()->text().contains(QStringLiteral("done 3")));
        shoot(window.get(), QStringLiteral("bulk-after-reset"));
    }

    void aFileThatIsNotCsvIsRefusedWithAReason()
    {
        const QString path = f->dir.filePath(QStringLiteral("пациенты.xlsx"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("PK\x03\x04", 4) + QByteArray(200, '\0'));
        file.close();
        page->openFile(path);
        QVERIFY(!page->importDialog());
        QVERIFY(page->banner()->isVisible());
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY2(page->banner()->plainText().contains(QStringLiteral("Excel workbook")),
                 qPrintable(page->banner()->plainText()));
    }
};

QTEST_MAIN(TestBulkEnrichmentPage)
#include "tst_bulkenrichmentpage.moc"
