// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The user guide's walk through the workstation (docs/user-guide.md), in Russian as the people at
// the screen see it, against the in-process sandbox: each step checks that what the guide says
// happens does happen, and with CLINICLINK_SCREENSHOT_DIR set saves the picture the guide shows
// (tools/guide-screenshots.sh writes them to docs/images). No sleeps: the clock is advanced.

#include "../integration/bulksamples.h"
#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/net/requestlog.h"
#include "core/signing/dispatchdesk.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/bulk/bulkenrichmentpage.h"
#include "ui/bulk/bulkimportdialog.h"
#include "ui/common/datasize.h"
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"
#include "ui/common/statusmark.h"
#include "ui/enrichment/enrichmentcontroller.h"
#include "ui/enrichment/enrichmentform.h"
#include "ui/enrichment/enrichmentformdata.h"
#include "ui/enrichment/enrichmentorderlist.h"
#include "ui/enrichment/enrichmentordermodel.h"
#include "ui/enrichment/enrichmentpage.h"
#include "ui/prescription/prescriptioncontroller.h"
#include "ui/prescription/prescriptionpage.h"
#include "ui/prescription/prescriptionstatusmodel.h"
#include "ui/shell/environmentdraft.h"
#include "ui/shell/environmentform.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/overviewpage.h"
#include "ui/shell/requestlogview.h"
#include "ui/shell/settingsdialog.h"
#include "ui/shell/tokenseditor.h"
#include "ui/signing/dispatchform.h"
#include "ui/signing/dispatchlist.h"
#include "ui/signing/dispatchlistmodel.h"
#include "ui/signing/dispatchview.h"
#include "ui/signing/sandboxconsole.h"
#include "ui/signing/signingnotifier.h"
#include "ui/signing/signingpage.h"
#include "ui/terminology/dictionarypage.h"
#include "ui/terminology/dictionaryrecordmodel.h"
#include "ui/workstationwindow.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestGuideTour : public QObject {
    Q_OBJECT

    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;
    QTemporaryDir files;

    template<typename Page>
    Page *openArea(const QString &id)
    {
        if (!window->showArea(id))
            return nullptr;
        return qobject_cast<Page *>(window->areaPage(id));
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The guide is for Russian clinic staff: the interface as they see it.
        QVERIFY(installRussian());
        QVERIFY(files.isValid());
    }
    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1280, 820);
        window->show();
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        if (auto *notifier = window->findChild<SigningNotifier *>())
            notifier->setTrayAllowed(false);
    }
    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // "Первый запуск": the Sandbox environment works at once, every service with an address and a token.
    void firstStartOnTheSandbox()
    {
        OverviewPage *overview = window->overviewPage();
        QCOMPARE(window->currentAreaId(), MainWindow::overviewAreaId());
        for (Service s : allServices())
            QTRY_COMPARE(overview->serviceMark(s)->state(), StatusMark::State::Ok);
        QTRY_COMPARE(overview->journalMark()->state(), StatusMark::State::Ok);
        QVERIFY(!overview->welcomeLabel()->isVisible());
        shoot(window.get(), QStringLiteral("guide-overview"));
    }

    // "Среды и токены": the addresses, the organization and the tokens of the Test environment.
    void settingsOfTheTestEnvironment()
    {
        SettingsDialog *dialog = window->openSettings();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        dialog->selectEnvironment(QString(kTestEnvironmentId));
        EnvironmentForm *form = dialog->form();
        typeInto(qobject_cast<QLineEdit *>(FormPage(form).editor(urlFieldKey(services::Enrichment))),
                 QStringLiteral("https://api.example-region.ru"));
        shoot(dialog, QStringLiteral("guide-settings-addresses"));
        form->tabs()->setCurrentIndex(1);
        shoot(dialog, QStringLiteral("guide-settings-organization"));
        form->tabs()->setCurrentIndex(2);
        QLineEdit *token = form->tokensEditor()->tokenEdit(services::Enrichment);
        typeInto(token, QStringLiteral("3f9c2a71-5b8e-4d10-a6c4-7e21d9b0f5a8"));
        QCOMPARE(token->echoMode(), QLineEdit::Password); // a token is never shown unless asked
        shoot(dialog, QStringLiteral("guide-settings-tokens"));
        QTest::mouseClick(dialog->buttonBox()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QVERIFY(
            !f->session->environments().environment(QString(kTestEnvironmentId))->isConfigured(services::Enrichment));
    }

    // "Обогащение данных": a mistyped SNILS is named at its field; the fixture person's SNILS found.
    void enrichmentFindSnils()
    {
        auto *page = openArea<EnrichmentPage>(QStringLiteral("enrichment"));
        QVERIFY(page);
        auto *orders = &f->desks->get<EnrichmentDesk>();
        QVERIFY(orders);
        const FormPage form(page);
        const auto line = [&form](QStringView id) { return qobject_cast<QLineEdit *>(form.editor(id.toString())); };
        const auto date = [&form](QStringView id) { return qobject_cast<DateField *>(form.editor(id.toString())); };
        using namespace enrichmentfield;
        typeInto(line(familyName), QStringLiteral("Иванов"));
        typeInto(line(firstName), QStringLiteral("Сергей"));
        typeInto(line(patronymic), QStringLiteral("Петрович"));
        typeDate(date(birthDate), QStringLiteral("14.03.1978"));
        form.editor(gender.toString())->setFocus();
        QTest::keyClick(form.editor(gender.toString()), Qt::Key_Down);
        typeInto(line(snils), QStringLiteral("12457896392")); // one digit wrong
        QTest::keyClick(line(snils), Qt::Key_Tab);
        QVERIFY(!form.error(snils.toString()).isEmpty());
        QVERIFY(!form.canPress(enrichmentOperationName(EnrichmentOperation::SnilsValidation)));
        shoot(window.get(), QStringLiteral("guide-enrichment-error"));

        typeInto(line(snils), QStringLiteral("12457896391"));
        typeInto(line(series), QStringLiteral("4509"));
        typeInto(line(number), QStringLiteral("123456"));
        typeDate(date(issueDate), QStringLiteral("22.04.2003"));
        typeInto(line(issuer), QStringLiteral("ОВД района Хамовники г. Москвы"));
        QTest::keyClick(line(issuer), Qt::Key_Tab);
        QVERIFY(form.error(snils.toString()).isEmpty());
        QSignalSpy added(orders, &EnrichmentDesk::orderAdded);
        QTest::mouseClick(form.button(enrichmentOperationName(EnrichmentOperation::SnilsLookup)), Qt::LeftButton);
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        QVERIFY(f->advanceUntil([&] { return orders->order(id) && orders->order(id)->finished; }, 120));
        EnrichmentOrderModel *model = page->orderList()->model();
        QTRY_COMPARE(page->orderList()->stateMark(model->rowOf(id))->state(), StatusMark::State::Ok);
        QVERIFY(model->index(model->rowOf(id), EnrichmentOrderModel::ResultColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("124-578-963 91")));
        shoot(window.get(), QStringLiteral("guide-enrichment-result"));
    }

    // "Рецепты": the upload records of a prescription, and the platform's refusal for an unknown one.
    void prescriptionStatus()
    {
        auto *page = openArea<PrescriptionPage>(QStringLiteral("prescriptions"));
        QVERIFY(page);
        typeInto(page->idEdit(), QStringLiteral("RX-2026-000120"));
        QTest::keyClick(page->idEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QCOMPARE(page->model()->rowCount(), 3);
        shoot(window.get(), QStringLiteral("guide-prescriptions"));

        typeInto(page->idEdit(), QStringLiteral("RX-NONE"));
        QTest::keyClick(page->idEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QVERIFY(page->banner()->isVisible());
        QCOMPARE(page->banner()->kind(), MessageBanner::Kind::Error);
        shoot(window.get(), QStringLiteral("guide-prescriptions-refusal"));
    }

    // "Подписание документов": compose, send, sign as the patient in the sandbox console, see it signed.
    void signingADocument()
    {
        auto *page = openArea<SigningPage>(QStringLiteral("signing"));
        QVERIFY(page);
        auto *desk = &f->desks->get<DispatchDesk>();
        QVERIFY(desk);
        DispatchForm *form = page->form();
        const FormPage person(form);
        person.fill(QStringLiteral("patients[0].familyName"), QStringLiteral("Петров"));
        person.fill(QStringLiteral("patients[0].givenName"), QStringLiteral("Иван"));
        person.fill(QStringLiteral("patients[0].middleName"), QStringLiteral("Сергеевич"));
        person.fill(QStringLiteral("patients[0].birthDate"), QStringLiteral("02.09.1981"));
        person.choose(QStringLiteral("patients[0].sex"), QStringLiteral("Мужской"));
        person.fill(QStringLiteral("patients[0].phones"), QStringLiteral("8 (916) 123-45-67"));
        person.leave(QStringLiteral("patients[0].phones"));
        person.fill(QStringLiteral("patients[0].idPatientMis"), QStringLiteral("MIS-7781"));
        person.fill(QStringLiteral("patients[0].documents[0].series"), QStringLiteral("4510"));
        person.fill(QStringLiteral("patients[0].documents[0].number"), QStringLiteral("654321"));
        person.fill(QStringLiteral("patients[0].documents[0].providerName"), QStringLiteral("ОВД Тверского района"));
        person.leave(QStringLiteral("patients[0].documents[0].providerName"));
        QFile pdf(files.filePath(QStringLiteral("согласие.pdf")));
        QVERIFY(pdf.open(QIODevice::WriteOnly));
        pdf.write(consentPdf());
        pdf.close();
        QCOMPARE(form->addFiles({pdf.fileName()}), 1);
        // The size in Russian words and units (issue 28): "973 байта", "1,2 КБ", never "KiB" or "байты".
        const QString size = qobject_cast<QTableWidget *>(person.editor(QStringLiteral("files")))->item(0, 2)->text();
        QVERIFY2(size.endsWith(QStringLiteral(" КБ")) || size.endsWith(QStringLiteral(" байт"))
                     || size.endsWith(QStringLiteral(" байта")),
                 qPrintable(size));
        QCOMPARE(DataSize::text(1), QStringLiteral("1 байт"));
        QCOMPARE(DataSize::text(973), QStringLiteral("973 байта"));
        QCOMPARE(DataSize::text(975), QStringLiteral("975 байт"));
        QCOMPARE(DataSize::text(9728), QStringLiteral("9,5 КБ"));
        QCOMPARE(DataSize::text(12800), QStringLiteral("13 КБ"));
        QCOMPARE(DataSize::text(5 * 1024 * 1024), QStringLiteral("5,0 МБ"));
        shoot(window.get(), QStringLiteral("guide-signing-new"));

        QSignalSpy added(desk, &DispatchDesk::dispatchAdded);
        person.press(QStringLiteral("Отправить"));
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        page->showTab(page->dispatchList());
        DispatchListModel *model = page->dispatchList()->model();
        QCOMPARE(model->rowCount(), 1);
        shoot(window.get(), QStringLiteral("guide-signing-list"));

        SandboxConsole *console = page->sandboxConsole();
        QVERIFY(console);
        QSignalSpy refreshed(console, &SandboxConsole::refreshed);
        page->showTab(console);
        QVERIFY(refreshed.wait(5000));
        QVERIFY(console->outboxTable()->rowCount() >= 1);
        console->outboxTable()->selectRow(0);
        shoot(window.get(), QStringLiteral("guide-signing-console"));
        QSignalSpy acted(console, &SandboxConsole::acted);
        QTest::mouseClick(console->signButton(), Qt::LeftButton);
        QVERIFY(acted.wait(5000));
        QVERIFY(acted.first().first().toBool());

        page->showTab(page->dispatchList());
        QVERIFY(f->advanceUntil(
            [&] { return desk->dispatch(id) && desk->dispatch(id)->code == DispatchCode::Completed; }, 600));
        QTRY_COMPARE(model->index(0, DispatchListModel::StatusColumn).data().toString(),
                     dispatchStatusText(DispatchCode::Completed));
        shoot(window.get(), QStringLiteral("guide-signing-signed"));
    }

    // "Списки пациентов": a registrar's sheet from Excel, checked, sent at the environment's rate and
    // read back; the row with a problem waits to be fixed.
    void patientListFromAFile()
    {
        QVERIFY(QTest::qWaitFor([this] { return !f->session->resumedEnvironment().isEmpty(); }, 5000));
        auto *page = openArea<BulkEnrichmentPage>(QStringLiteral("bulk-enrichment"));
        QVERIFY(page);
        QStringList lines;
        for (const QStringList &row : bulkSheet(8, 1))
            lines << row.join(u';');
        const QString path = files.filePath(QStringLiteral("пациенты.csv"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(encodeWindows1251(lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n")));
        file.close();
        page->openFile(path);
        BulkImportDialog *import = page->importDialog();
        QVERIFY(import);
        QTRY_VERIFY(import->isVisible());
        QPushButton *ok = import->buttons()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        shoot(import, QStringLiteral("guide-bulk-import"));
        QTest::mouseClick(ok, Qt::LeftButton);
        QTRY_VERIFY(page->shownJob() != 0);
        LoopbackSettler settler(*f);
        QTest::mouseClick(page->startButton(), Qt::LeftButton);
        QVERIFY(settler.advanceUntil([page] { return page->progressBar()->value() == 8; }, 5 * 60'000));
        shoot(window.get(), QStringLiteral("guide-bulk-job"));
    }

    // "Справочники": a dictionary found by name, its passport and records.
    void dictionaryByName()
    {
        auto *page = openArea<DictionaryPage>(QStringLiteral("dictionaries"));
        QVERIFY(page);
        QSignalSpy passport(page, &DictionaryPage::passportShown);
        auto *edit = page->findChild<QComboBox *>(QStringLiteral("dictionaryCombo"))->lineEdit();
        typeInto(edit, QStringLiteral("лабораторные услуги"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!passport.isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(page->recordModel()->rowCount() > 0, 5000);
        shoot(window.get(), QStringLiteral("guide-dictionaries"));
    }

    // "Журнал запросов": every exchange, masked.
    void requestLog()
    {
        auto *page = openArea<PrescriptionPage>(QStringLiteral("prescriptions"));
        QVERIFY(page);
        typeInto(page->idEdit(), QStringLiteral("RX-2026-000104"));
        QTest::keyClick(page->idEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 5000);
        QVERIFY(window->showArea(MainWindow::requestLogAreaId()));
        QVERIFY(window->requestLogView());
        QTRY_VERIFY(f->session->requestLog().size() > 0);
        shoot(window.get(), QStringLiteral("guide-request-log"));
    }
};

QTEST_MAIN(TestGuideTour)
#include "tst_guide_tour.moc"
