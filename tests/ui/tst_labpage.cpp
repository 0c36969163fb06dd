// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Laboratory area as a doctor uses it, against the sandbox on a ManualClock: the patient
// registered in the lab, an order composed with the dictionary pickers (the dictionaries held
// offline), what will be sent looked at, sent, its status changing in the list when the lab
// completes it, and the result opened: analytes with coloured flags, the microbiology tree, the
// conclusion, the rendered PDF and a signature saved as a file. And on a fresh install (no
// dictionary downloaded): an order composed with the pickers from the server's answers, checked
// with the terminology service and sent, nobody asked to download anything. Screenshots when
// CLINICLINK_SCREENSHOT_DIR is set.

#include "../integration/clientfixture.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/lab/labdesk.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/terminologycache.h"
#include "sandbox/services/lab/labmodule.h"
#include "tests/support/formpage.h"
#include "ui/common/datefield.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/pdfpanel.h"
#include "ui/lab/laborderform.h"
#include "ui/lab/laborderlist.h"
#include "ui/lab/laborderlistcontroller.h"
#include "ui/lab/labordermodel.h"
#include "ui/lab/labpage.h"
#include "ui/lab/labpartyform.h"
#include "ui/lab/labresultview.h"
#include "ui/shell/mainwindow.h"
#include "ui/terminology/dictionarypicker.h"
#include "ui/workstationwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenu>
#include <QPdfDocument>
#include <QPdfSelection>
#include <QPdfView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestLabPage : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<MainWindow> window;

    void download(const QString &oid)
    {
        TerminologyCache cache;
        QVERIFY(cache.open(f->dir.filePath(QStringLiteral("terminology-cache.sqlite"))));
        DictionaryDownload d(f->session->transport(), f->session->clock(), cache);
        QSignalSpy done(&d, &DictionaryDownload::finished);
        d.start(oid);
        QVERIFY2(f->advanceUntil([&] { return !done.isEmpty(); }, 120), qPrintable(oid));
    }

    // Types into the picker and takes the first suggestion (the cache answers at once).
    static void pick(DictionaryPicker *picker, const QString &text)
    {
        QVERIFY(picker);
        QSignalSpy ready(picker, &DictionaryPicker::suggestionsReady);
        typeInto(picker->edit(), text);
        QTRY_VERIFY_WITH_TIMEOUT(picker->suggestions()->rowCount() > 0, 3000);
        picker->choose(0);
        QVERIFY2(!picker->value().code.isEmpty(), qPrintable(text));
    }

    // The same with nothing held offline: the server answers once the person pauses typing.
    void pickFromServer(DictionaryPicker *picker, const QString &text)
    {
        QVERIFY(picker);
        typeInto(picker->edit(), text);
        QSignalSpy ready(picker, &DictionaryPicker::suggestionsReady);
        f->clock->advance(DictionaryPicker::kServerPauseMs);
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty(), 5000);
        QVERIFY2(picker->suggestions()->rowCount() > 0, qPrintable(text));
        picker->choose(0);
        QVERIFY2(!picker->value().code.isEmpty(), qPrintable(text));
        // The picked code names its version, as the server's dictionary has it.
        QVERIFY2(!picker->value().version.isEmpty(), qPrintable(text));
    }

    // A coded field of a form by its id: the picker is its editor, or the one in its list.
    static DictionaryPicker *picker(const FormPage &page, const QString &id)
    {
        QWidget *editor = page.editor(id);
        if (auto *p = qobject_cast<DictionaryPicker *>(editor))
            return p;
        return editor ? editor->findChild<DictionaryPicker *>() : nullptr;
    }

    // The patient as a registrar types her: by the fields' ids.
    static void fillPatient(const FormPage &page, const QString &id, const QString &family, const QString &given,
                            const QString &birth)
    {
        page.fill(QStringLiteral("misPatientId"), id);
        page.fill(QStringLiteral("familyName"), family);
        page.fill(QStringLiteral("givenName"), given);
        page.choose(QStringLiteral("gender"), LabPartyForm::tr("Female"));
        page.fill(QStringLiteral("birthDate"), birth);
    }

    static bool freshInstall()
    {
        return QByteArrayView(QTest::currentTestFunction()) == "freshInstallSendsWithPickers";
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The workstation's dates as a Russian desk writes them (DateField reads the locale's format).
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    }

    void init()
    {
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        // The dictionaries downloaded, except on a fresh install.
        for (const char *oid :
             {"1.2.643.2.69.1.1.1.31", "1.2.643.2.69.1.1.1.32", "1.2.643.2.69.1.1.1.33", "1.2.643.2.69.1.1.1.34",
              "1.2.643.2.69.1.1.1.2", "1.2.643.2.69.1.1.1.35", "1.2.643.2.69.1.1.1.19", "1.2.643.2.69.1.1.1.30",
              "1.2.643.2.69.1.1.1.37", "1.2.643.2.69.1.1.1.36", "1.2.643.2.69.1.1.1.64", "1.2.643.2.69.1.1.1.1",
              "1.2.643.5.1.13.13.11.1087", "1.2.643.2.69.1.1.1.74", "1.2.643.2.69.1.1.1.94"}) {
            if (!freshInstall())
                download(QString::fromLatin1(oid));
        }
        window = createMainWindow(*f->session, *f->desks);
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        // The page is built when the area is first opened; the desk (core's) followed orders before.
        QVERIFY(!window->findChild<LabPage *>());
        QVERIFY(window->showArea(QStringLiteral("lab")));
    }

    void cleanup()
    {
        window.reset();
        f.reset();
    }

    // A patient found in enrichment is registered in the lab from the card, not typed again.
    void patientTakenFromTheCard()
    {
        TrackedItem found;
        found.environmentId = f->session->currentEnvironment().id;
        found.service = serviceKey(services::Enrichment);
        found.kind = QStringLiteral("snils-order");
        found.externalId = QStringLiteral("order-1");
        found.terminal = true;
        found.lastStatus = QStringLiteral("Выполнено");
        found.payload = QJsonObject{{QStringLiteral("patient"),
                                     QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Иванов")},
                                                 {QStringLiteral("firstName"), QStringLiteral("Сергей")},
                                                 {QStringLiteral("patronymic"), QStringLiteral("Петрович")},
                                                 {QStringLiteral("birthDate"), QStringLiteral("1978-03-14")},
                                                 {QStringLiteral("gender"), QStringLiteral("1")}}},
                                    {QStringLiteral("patientPersDocs"),
                                     QJsonObject{{QStringLiteral("type"), QStringLiteral("1")},
                                                 {QStringLiteral("series"), QStringLiteral("4509")},
                                                 {QStringLiteral("number"), QStringLiteral("123456")}}}};
        found.result = QJsonObject{{QStringLiteral("status"), QStringLiteral("Выполнено")},
                                   {QStringLiteral("completed"), true},
                                   {QStringLiteral("snils"), QStringLiteral("12457896391")}};
        QVERIFY(f->session->follow().track(found));

        auto *page = window->findChild<LabPage *>();
        LabPartyForm *party = page->partyForm();
        QMenu *menu = party->findChild<PatientCardButton *>()->menu();
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 1);
        menu->actions().first()->trigger();
        const LabPatient p = party->patient();
        QCOMPARE(p.familyName, QStringLiteral("Иванов"));
        QCOMPARE(p.middleName, QStringLiteral("Петрович"));
        QCOMPARE(p.birthDate, QDate(1978, 3, 14));
        QCOMPARE(p.gender, QStringLiteral("male"));
        QStringList identifiers;
        for (const LabPatientIdentifier &i : p.identifiers)
            identifiers << i.value;
        QVERIFY2(identifiers.contains(QStringLiteral("12457896391")), qPrintable(identifiers.join(u',')));
        QVERIFY2(identifiers.contains(QStringLiteral("4509:123456")), qPrintable(identifiers.join(u',')));
        QVERIFY(p.serverId.isEmpty()); // a new registration in the lab
    }

    // Issue 30: the patient's issues show under their fields (the gender's too, a tooltip before),
    // the focus goes to the first; the practitioner's required fields say so under themselves.
    void partyIssuesByTheirFields()
    {
        auto *page = window->findChild<LabPage *>();
        const FormPage party(page->partyForm());
        party.fill(QStringLiteral("familyName"), QStringLiteral("Орлова"));
        party.leave(QStringLiteral("familyName"));
        QVERIFY(party.error(QStringLiteral("givenName")).isEmpty()); // not yet gone through
        party.press(LabPartyForm::tr("Register patient in the lab"));
        QCOMPARE(party.error(QStringLiteral("misPatientId")), QStringLiteral("Enter the patient's id in the MIS."));
        QCOMPARE(party.error(QStringLiteral("gender")), QStringLiteral("Choose the gender."));
        QVERIFY(party.error(QStringLiteral("familyName")).isEmpty());
        QCOMPARE(window->focusWidget(), party.editor(QStringLiteral("misPatientId")));
        // Edited, the field's issue goes as it is put right.
        party.choose(QStringLiteral("gender"), LabPartyForm::tr("Female"));
        QVERIFY(party.error(QStringLiteral("gender")).isEmpty());

        party.fill(QStringLiteral("practitioner.familyName"), QString());
        party.press(LabPartyForm::tr("Register practitioner in the lab"));
        QVERIFY(!party.error(QStringLiteral("practitioner.familyName")).isEmpty());
        QVERIFY(party.error(QStringLiteral("practitioner.misDoctorId")).isEmpty());
    }

    // Issue 28: on a fresh journal with an empty terminology cache, every coded field picked from
    // the server's suggestions, checked with the terminology service, and sent.
    void freshInstallSendsWithPickers()
    {
        auto *page = window->findChild<LabPage *>();
        QVERIFY(page);
        {
            TerminologyCache cache;
            QVERIFY(cache.open(f->dir.filePath(QStringLiteral("terminology-cache.sqlite"))));
            QVERIFY(cache.versions().isEmpty());
        }
        const FormPage party(page->partyForm());
        fillPatient(party, QStringLiteral("P-78"), QStringLiteral("Орлова"), QStringLiteral("Мария"),
                    QStringLiteral("03.02.1990"));
        QSignalSpy saved(&page->desk(), &LabDesk::patientSaved);
        party.press(LabPartyForm::tr("Register patient in the lab"));
        QVERIFY(saved.wait(5000));

        page->tabs()->setCurrentIndex(1);
        LabOrderForm *form = page->orderForm();
        const FormPage order(form);
        pickFromServer(picker(order, QStringLiteral("target")), QStringLiteral("Центральная"));
        pickFromServer(picker(order, QStringLiteral("services")), QStringLiteral("анализ крови"));
        order.press(LabOrderForm::tr("Add service"));
        pickFromServer(picker(order, QStringLiteral("services")), QStringLiteral("анализ мочи"));
        order.press(LabOrderForm::tr("Add service"));
        QCOMPARE(order.value(QStringLiteral("services")).toArray().size(), 2);
        pickFromServer(picker(order, QStringLiteral("payment")), QStringLiteral("ОМС"));
        pickFromServer(picker(order, QStringLiteral("priority")), QStringLiteral("Планово"));
        pickFromServer(picker(order, QStringLiteral("specimenType")), QStringLiteral("венозная"));
        pickFromServer(picker(order, QStringLiteral("containerType")), QStringLiteral("ЭДТА"));
        pickFromServer(picker(order, QStringLiteral("diagnosis")), QStringLiteral("мочевыводящих"));
        pickFromServer(picker(order, QStringLiteral("encounterType")), QStringLiteral("повторный"));
        pickFromServer(picker(order, QStringLiteral("encounterReason")), QStringLiteral("Заболевание"));
        pickFromServer(picker(order, QStringLiteral("observations")), QStringLiteral("Масса"));
        order.editor(QStringLiteral("observations"))->findChild<QDoubleSpinBox *>()->setValue(64);
        order.press(LabOrderForm::tr("Add"));
        order.fill(QStringLiteral("barcode"), QStringLiteral("4600112234"));

        // The check asks the terminology service for the codes the cache does not hold.
        const qsizetype batches = f->arrivals(QStringLiteral("/batch")).size();
        order.press(LabOrderForm::tr("What will be sent"));
        QTRY_VERIFY_WITH_TIMEOUT(order.canPress(LabOrderForm::tr("Send to the lab")), 5000);
        QCOMPARE(f->arrivals(QStringLiteral("/batch")).size(), batches + 1);
        const auto labels = form->findChildren<QLabel *>();
        for (const QLabel *l : labels) {
            QVERIFY2(!l->isVisible() || !l->text().contains(QStringLiteral("dictionary version")),
                     qPrintable(l->text()));
        }
        shoot(window.get(), QStringLiteral("lab-order-fresh-install"));

        QSignalSpy added(&page->desk(), &LabDesk::orderAdded);
        order.press(LabOrderForm::tr("Send to the lab"));
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        QTRY_VERIFY_WITH_TIMEOUT(!page->desk().order(id)->orderId.isEmpty(), 5000);
        // Every code went with its version.
        const LabOrderRequest sent = page->desk().order(id)->request;
        QList<fhir::FhirCoding> codings = sent.services;
        codings << sent.payment << sent.priority << sent.specimenType << sent.containerType << sent.diagnosis
                << sent.diagnosisCategory << sent.encounterType << sent.encounterReason
                << sent.observations.first().code;
        for (const fhir::FhirCoding &c : std::as_const(codings))
            QVERIFY2(!c.code.isEmpty() && !c.version.isEmpty(), qPrintable(c.system + u' ' + c.code));
        // Nothing was downloaded on the way.
        TerminologyCache cache;
        QVERIFY(cache.open(f->dir.filePath(QStringLiteral("terminology-cache.sqlite"))));
        QVERIFY(cache.versions().isEmpty());
    }

    void composeSendFollowAndReadTheResult()
    {
        auto *page = window->findChild<LabPage *>();
        QVERIFY(page);

        // The practitioner is the environment's; the patient is typed once and registered.
        const FormPage party(page->partyForm());
        QCOMPARE(party.value(QStringLiteral("practitioner.familyName")).toString(),
                 f->session->currentEnvironment().practitioner.familyName);
        fillPatient(party, QStringLiteral("P-77"), QStringLiteral("Смирнова"), QStringLiteral("Анна"),
                    QStringLiteral("17.05.1984"));
        party.fill(QStringLiteral("snils"), QStringLiteral("112-233-445 95"));
        QSignalSpy saved(&page->desk(), &LabDesk::patientSaved);
        party.press(LabPartyForm::tr("Register patient in the lab"));
        QVERIFY(saved.wait(5000));
        // "New patient" and her.
        QCOMPARE(page->partyForm()->findChild<QComboBox *>(QStringLiteral("knownPatientsBox"))->count(), 2);
        shoot(window.get(), QStringLiteral("lab-patient"));

        // The composer: every coded field through its picker.
        page->tabs()->setCurrentIndex(1);
        LabOrderForm *form = page->orderForm();
        const FormPage order(form);
        QCOMPARE(qobject_cast<QComboBox *>(order.editor(QStringLiteral("patient")))->count(), 1);
        pick(picker(order, QStringLiteral("target")), QStringLiteral("Центральная"));
        const QString addService = LabOrderForm::tr("Add service");
        pick(picker(order, QStringLiteral("services")), QStringLiteral("анализ крови"));
        order.press(addService);
        pick(picker(order, QStringLiteral("services")), QStringLiteral("Микробиологическое"));
        order.press(addService);
        pick(picker(order, QStringLiteral("services")), QStringLiteral("анализ мочи"));
        order.press(addService);
        QCOMPARE(order.value(QStringLiteral("services")).toArray().size(), 3);
        pick(picker(order, QStringLiteral("payment")), QStringLiteral("ОМС"));
        pick(picker(order, QStringLiteral("priority")), QStringLiteral("Планово"));
        pick(picker(order, QStringLiteral("specimenType")), QStringLiteral("венозная"));
        pick(picker(order, QStringLiteral("containerType")), QStringLiteral("ЭДТА"));
        pick(picker(order, QStringLiteral("diagnosis")), QStringLiteral("мочевыводящих"));
        pick(picker(order, QStringLiteral("encounterType")), QStringLiteral("повторный"));
        pick(picker(order, QStringLiteral("encounterReason")), QStringLiteral("Заболевание"));
        pick(picker(order, QStringLiteral("observations")), QStringLiteral("Масса"));
        order.editor(QStringLiteral("observations"))->findChild<QDoubleSpinBox *>()->setValue(64);
        order.press(LabOrderForm::tr("Add"));

        // Without a barcode the preview is refused next to the field, and Send stays off.
        const QString preview = LabOrderForm::tr("What will be sent");
        const QString send = LabOrderForm::tr("Send to the lab");
        order.press(preview);
        QVERIFY(!order.canPress(send));
        QCOMPARE(order.error(QStringLiteral("barcode")), QCoreApplication::translate("LabValidation", "Enter the tube barcode.")); // in Russian too (tools/guide-screenshots.sh)
        order.fill(QStringLiteral("barcode"), QStringLiteral("4600112233"));
        QVERIFY(order.error(QStringLiteral("barcode")).isEmpty());
        order.press(preview);
        QVERIFY(order.canPress(send));
        const QString previewText = form->findChild<QPlainTextEdit *>(QStringLiteral("orderPreview"))->toPlainText();
        QVERIFY(previewText.contains(QStringLiteral("\"resourceType\": \"DiagnosticOrder\"")));
        QVERIFY(previewText.contains(QStringLiteral("4600112233")));
        shoot(window.get(), QStringLiteral("lab-order-preview"));

        QSignalSpy added(&page->desk(), &LabDesk::orderAdded);
        order.press(send);
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        QCOMPARE(page->tabs()->currentWidget(), page->orderList());
        LabOrderModel *model = page->orderModel();
        QCOMPARE(model->rowCount(), 1);
        const QModelIndex status = model->index(0, LabOrderModel::Status);
        QCOMPARE(status.data().toString(), LabOrderModel::statusText(*page->desk().order(id)));
        const QString pendingText = status.data().toString();

        // The lab completes it; the row changes by itself.
        auto *lab = f->emulator->context().findModule<sandbox::LabModule>();
        QCOMPARE(lab->completeOrder(page->desk().order(id)->orderId, true, {}).status, 200);
        QVERIFY(f->advanceUntil([&] { return page->desk().order(id)->status == u"completed"; }, 400));
        QVERIFY(model->index(0, LabOrderModel::Status).data().toString() != pendingText);
        // The order's number whole: it is what the laboratory is told («ORD-202601...» before).
        QTableView *table = page->orderList()->table();
        const QString number = model->index(0, LabOrderModel::Number).data().toString();
        QTRY_VERIFY2(table->columnWidth(LabOrderModel::Number) > table->fontMetrics().horizontalAdvance(number) + 6,
                     qPrintable(QStringLiteral("%1 px for %2").arg(table->columnWidth(LabOrderModel::Number)).arg(number)));
        shoot(window.get(), QStringLiteral("lab-orders"));

        // The result: analytes, microbiology, conclusion, the PDF, a signature saved.
        // Opened from the keyboard: Enter on the row does what the button does (a double-click only,
        // before).
        table->setFocus();
        table->setCurrentIndex(model->index(0, 0));
        table->selectRow(0);
        QVERIFY(page->orderList()->openButton()->isEnabled());
        QSignalSpy shown(page->listController(), &LabOrderListController::resultShown);
        QTest::keyClick(table, Qt::Key_Return);
        QVERIFY(shown.wait(10000));
        LabResultView *view = page->listController()->resultView();
        QVERIFY(view);
        QCOMPARE(view->tree()->topLevelItemCount(), 3);
        bool redFlag = false, organismWithAntibiotics = false;
        for (int i = 0; i < view->tree()->topLevelItemCount(); ++i) {
            QTreeWidgetItem *report = view->tree()->topLevelItem(i);
            for (int j = 0; j < report->childCount(); ++j) {
                QTreeWidgetItem *row = report->child(j);
                redFlag |=
                    row->text(4) == u"L" && row->background(4).color() == LabResultView::flagColor(QStringLiteral("L"));
                if (row->childCount() > 0) {
                    const QString sir = row->child(0)->text(4);
                    organismWithAntibiotics |= sir == u"S" || sir == u"I" || sir == u"R";
                }
            }
        }
        QVERIFY(redFlag);
        QVERIFY(organismWithAntibiotics);
        QVERIFY(view->conclusion()->text().contains(QStringLiteral("гемоглобин"), Qt::CaseInsensitive));
        QTRY_COMPARE_WITH_TIMEOUT(view->pdfPanel()->document()->status(), QPdfDocument::Status::Ready, 5000);
        QVERIFY(view->pdfPanel()->document()->pageCount() >= 1);
        // Names beside the codes, in the table (the laboratory sent them) and in its PDF report.
        QVERIFY(!view->tree()->findItems(QStringLiteral("1001 — Гемоглобин (HGB)"), Qt::MatchRecursive, 0).isEmpty());
        QVERIFY(!view->tree()->findItems(QStringLiteral("1087.1 — Escherichia coli"), Qt::MatchRecursive, 0).isEmpty());
        QVERIFY(!view->tree()->findItems(QStringLiteral("4 — Ципрофлоксацин"), Qt::MatchRecursive, 0).isEmpty());
        QVERIFY(view->legend()->text().contains(LabResultView::flagText(QStringLiteral("L"))));
        const QString report = view->pdfPanel()->document()->getAllText(0).text();
        for (const QString &name :
             {QStringLiteral("Гемоглобин (HGB) (1001)"), QStringLiteral("Escherichia coli (1087.1)"),
              QStringLiteral("Амоксициллин/клавуланат (2)"), QStringLiteral("ниже нормы"),
              // the laboratory by its name, not its UUID
              QStringLiteral("Лаборатория: ООО «Центральная клинико-диагностическая лаборатория»")})
            QVERIFY2(report.contains(name), qPrintable(name + u" not in " + report));
        QVERIFY(view->pdfPanel()->printButton()->isEnabled());
        QCOMPARE(view->signatureButtons().size(), 1);
        int signature = -1;
        for (int i = 0; i < view->result().attachments.size(); ++i) {
            if (view->result().attachments[i].isSignature())
                signature = i;
        }
        const QString path = f->dir.filePath(QStringLiteral("result.p7s"));
        QVERIFY(view->saveAttachment(signature, path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), view->result().attachments[signature].data);
        // The page is really drawn: the report's text leaves dark pixels on the rendered page, and
        // the view shows them (QPdfView renders on a thread of its own).
        const auto inked = [](const QImage &image) {
            int dark = 0;
            for (int y = 0; y < image.height(); y += 2) {
                for (int x = 0; x < image.width(); x += 2)
                    dark += qGray(image.pixel(x, y)) < 128;
            }
            return dark;
        };
        QVERIFY(inked(view->pdfPanel()->document()->render(0, QSize(420, 594))) > 50);
        view->resize(1300, 800);
        QTRY_VERIFY_WITH_TIMEOUT(inked(view->pdfPanel()->pdfView()->viewport()->grab().toImage()) > 50, 5000);
        shoot(view, QStringLiteral("lab-result"));

        // The lab searched by period: the order, and its result, which opens as well.
        LabOrderList *list = page->orderList();
        QTest::mouseClick(list->findOrdersButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(list->found()->topLevelItemCount(), 1, 5000);
        QCOMPARE(list->found()->topLevelItem(0)->text(0), page->desk().order(id)->request.misOrderId);
        QTest::mouseClick(list->findResultsButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(list->found()->topLevelItemCount(), 1, 5000);
        QCOMPARE(list->found()->topLevelItem(0)->text(1), QStringLiteral("completed"));
        Q_EMIT list->found()->itemActivated(list->found()->topLevelItem(0), 0);
        QVERIFY(shown.wait(10000));
        QCOMPARE(view->tree()->topLevelItemCount(), 3);
    }
};

QTEST_MAIN(TestLabPage)
#include "tst_labpage.moc"
