// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lab order composer on its own, against the sandbox on a ManualClock (issue 28): "Clear"
// asks before it throws the order away, a new order's time of collection is the clock's when it
// is composed (not the last order's), the orders list names the patient as "Иванов П.А.", and
// the laboratory is shown by its name with its UUID in the tooltip, the priority in words. An order
// held back by a limit and cancelled before it left is recorded as not sent, and the page says so
// (issue 29). The draft is kept on the clock, the session's one delay after the last edit (issue 30).
// The form is driven through its fields' ids (FormPage).

#include "../integration/clientfixture.h"
#include "core/follow/followdesk.h"
#include "core/lab/labdesk.h"
#include "core/lab/labservice.h"
#include "core/lab/labtypes.h"
#include "core/net/limittable.h"
#include "core/net/transport.h"
#include "tests/support/formpage.h"
#include "ui/common/formdraftstore.h"
#include "ui/common/formsession.h"
#include "ui/common/messagebanner.h"
#include "ui/lab/laborderform.h"
#include "ui/lab/laborderformcontroller.h"
#include "ui/terminology/dictionarypicker.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;
using fhir::FhirCoding;

namespace {

FhirCoding code(const char *dict, const char *value, const char *version = "1.0")
{
    return FhirCoding::fromOid(QString::fromLatin1(dict), QString::fromUtf8(value), QString::fromLatin1(version));
}

} // namespace

class TestLabOrderForm : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<LabDesk> desk;
    std::unique_ptr<LabOrderForm> form;
    std::unique_ptr<LabOrderFormController> controller;
    std::unique_ptr<FormPage> page;

    qint64 minutesFromNow(const QDateTime &shown) const
    {
        return qAbs(shown.secsTo(f->clock->now().toLocalTime())) / 60;
    }
    QDateTimeEdit *collectedAt() const
    {
        return qobject_cast<QDateTimeEdit *>(page->editor(QStringLiteral("collectedAt")));
    }
    DictionaryPicker *picker(const QString &id) const { return qobject_cast<DictionaryPicker *>(page->editor(id)); }
    QString barcode() const { return page->value(QStringLiteral("barcode")).toString(); }
    static QString send() { return LabOrderForm::tr("Send to the lab"); }
    // The journal's draft of the lab order, as the next start reads it.
    QJsonObject draft() const
    {
        FormDraftStore store(f->session->journal(), QStringLiteral("lab-order"), QString());
        return store.load(f->session->currentEnvironment().id);
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        desk = std::make_unique<LabDesk>(*f->session);
        form = std::make_unique<LabOrderForm>(*f->session, nullptr);
        controller = std::make_unique<LabOrderFormController>(*f->session, *desk, nullptr, *form);
        page = std::make_unique<FormPage>(form.get());
        form->resize(1000, 700);
        form->show();
        QVERIFY(QTest::qWaitForWindowExposed(form.get()));
    }

    void cleanup()
    {
        page.reset();
        controller.reset();
        form.reset();
        desk.reset();
        f.reset();
    }

    void clearAsksFirst()
    {
        page->fill(QStringLiteral("barcode"), QStringLiteral("4600112234"));
        page->press(LabOrderForm::tr("Clear"));
        auto *box = form->findChild<QMessageBox *>(QStringLiteral("clearOrderConfirmation"));
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        shoot(box, QStringLiteral("lab-order-clear-confirmation"));
        // Enter keeps the order.
        QCOMPARE(box->defaultButton()->objectName(), QStringLiteral("keepOrderButton"));
        box->defaultButton()->click();
        QCOMPARE(barcode(), QStringLiteral("4600112234"));
        QTRY_VERIFY(!form->findChild<QMessageBox *>(QStringLiteral("clearOrderConfirmation")));
        page->press(LabOrderForm::tr("Clear"));
        box = form->findChild<QMessageBox *>(QStringLiteral("clearOrderConfirmation"));
        QVERIFY(box);
        box->findChild<QPushButton *>(QStringLiteral("confirmClearOrderButton"))->click();
        QVERIFY(barcode().isEmpty());
    }

    void newOrderIsTakenNow()
    {
        QVERIFY(minutesFromNow(collectedAt()->dateTime()) < 1);
        // Composed three hours later: the time is the clock's, not the moment the form was made.
        f->clock->advanceSeconds(3 * 3600);
        controller->preview();
        QVERIFY2(minutesFromNow(collectedAt()->dateTime()) < 1, qPrintable(collectedAt()->dateTime().toString()));
        // A time the person chose stays as chosen.
        const QDateTime chosen = f->clock->now().toLocalTime().addSecs(-1800);
        collectedAt()->setDateTime(chosen);
        f->clock->advanceSeconds(3600);
        controller->preview();
        QCOMPARE(collectedAt()->dateTime().toString(QStringLiteral("dd.MM.yyyy HH:mm")),
                 chosen.toString(QStringLiteral("dd.MM.yyyy HH:mm")));
        // After Clear the next order is taken now again.
        controller->clear();
        f->clock->advanceSeconds(3600);
        form->hide();
        form->show();
        QVERIFY(minutesFromNow(collectedAt()->dateTime()) < 1);
    }

    void patientNamedWithInitials()
    {
        LabPatient p;
        p.serverId = QStringLiteral("p-1");
        p.familyName = QStringLiteral("Иванов");
        p.givenName = QStringLiteral("Пётр");
        p.middleName = QStringLiteral("Алексеевич");
        p.misPatientId = QStringLiteral("P-1");
        form->setPatients({p});
        QCOMPARE(form->request().patientLabel, QStringLiteral("Иванов П.А."));
        p.middleName.clear();
        form->setPatients({p});
        QCOMPARE(form->request().patientLabel, QStringLiteral("Иванов П."));
    }

    // Issue 29: the lab form read ApiError::mayHaveActed() on its own and skipped the rule that a
    // request which never left is refused; the page and the journal must say the same.
    void heldBackAndCancelledIsNotSent()
    {
        LabPatient patient;
        patient.misPatientId = QStringLiteral("P-29");
        patient.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7777");
        patient.familyName = QStringLiteral("Смирнова");
        patient.givenName = QStringLiteral("Анна");
        patient.gender = QStringLiteral("female");
        patient.birthDate = QDate(1984, 5, 17);
        patient.identifiers = {{QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344595"), {}, {}, {}}};
        QSignalSpy saved(desk.get(), &LabDesk::patientSaved);
        desk->savePatient(patient);
        QVERIFY(saved.wait(5000));
        const QString patientId = saved.first().first().value<LabPatient>().serverId;

        LabOrderRequest o;
        o.misOrderId = QStringLiteral("ORD-000029");
        o.targetLaboratory = QStringLiteral("b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e");
        o.patientServerId = patientId;
        o.services = {code(laboid::kServices, "B03.016.003", "1.2")};
        o.payment = code(laboid::kPayment, "1");
        o.specimenType = code(laboid::kSpecimens, "1");
        o.containerType = code(laboid::kContainers, "1");
        o.barcode = QStringLiteral("4600000029");
        o.collectedAt = f->clock->now().addSecs(-600);
        o.diagnosis = code(laboid::kIcd10, "N39.0");
        o.encounterType = code(laboid::kEncounterTypes, "2");
        o.encounterReason = code(laboid::kEncounterReasons, "1");
        o.priority = code(laboid::kPriorities, "Routine");
        form->setRequest(o);
        controller->preview();
        QTRY_VERIFY2_WITH_TIMEOUT(page->canPress(send()), qPrintable(form->banner()->plainText()), 10000);

        // The lab's route is held (as after a 429) and the order waits its turn; then it is cancelled.
        Transport &transport = f->session->transport();
        transport.setLimits(LimitTable({LimitRule{services::Lab, RouteClass::Any, 0, 0, 0, 60000}}));
        transport.limiter().block(services::Lab, RouteClass::Any, f->clock->now());
        QSignalSpy added(desk.get(), &LabDesk::orderAdded);
        page->press(send());
        QTRY_COMPARE_WITH_TIMEOUT(transport.waitingFor(services::Lab), 1, 5000);
        QTest::qWait(0);
        const QList<LabSendBundleCall *> calls = transport.findChildren<LabSendBundleCall *>();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.first()->attempts(), 0);
        QSignalSpy failed(calls.first(), &ApiCall::failed);
        calls.first()->cancel();
        QVERIFY(failed.wait(5000));

        const QList<TrackedItem> rows = f->session->follow().items(services::Lab, 10);
        const auto order = std::find_if(rows.begin(), rows.end(), [](const TrackedItem &i) {
            return i.kind == QLatin1String(LabDesk::kOrderKind);
        });
        QVERIFY(order != rows.end());
        QCOMPARE(order->outbox, OutboxState::Refused);
        QCOMPARE(form->banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(form->banner()->headline(), LabOrderFormController::tr("The order was not sent."));
        QVERIFY(!form->banner()->plainText().contains(LabOrderFormController::tr("may have gone")));
        QVERIFY(added.isEmpty());
        // Nothing went: the same order may go once the route is free.
        QVERIFY(page->canPress(send()));
        QCOMPARE(barcode(), o.barcode);
    }

    // Issue 30: the lab form wrote its draft on every change; now the session keeps it on the
    // clock, its one delay after the last edit, and the next start brings it back.
    void draftKeptOnTheClock()
    {
        QVERIFY(draft().isEmpty());
        page->fill(QStringLiteral("barcode"), QStringLiteral("46001"));
        QVERIFY2(draft().isEmpty(), "saved at the first key");
        f->clock->advance(FormSession::kDraftDelay.count() - 100);
        page->fill(QStringLiteral("barcode"), QStringLiteral("4600112234"));
        f->clock->advance(FormSession::kDraftDelay.count() - 100);
        QVERIFY2(draft().isEmpty(), "saved before the delay after the last edit");
        f->clock->advance(100);
        QCOMPARE(draft().value(u"barcode").toString(), QStringLiteral("4600112234"));
        // A draft written before keeps its shape: the order's own JSON.
        QCOMPARE(LabOrderRequest::fromJson(draft()).barcode, QStringLiteral("4600112234"));

        // The next start brings the order back and says so.
        controller.reset();
        page.reset();
        form = std::make_unique<LabOrderForm>(*f->session, nullptr);
        controller = std::make_unique<LabOrderFormController>(*f->session, *desk, nullptr, *form);
        page = std::make_unique<FormPage>(form.get());
        QCOMPARE(barcode(), QStringLiteral("4600112234"));
        QCOMPARE(form->banner()->kind(), MessageBanner::Kind::Info);
        // Cleared: the draft goes at once.
        controller->clear();
        QVERIFY(draft().isEmpty());
    }

    // The app closed within the delay after the last edit: what was typed is kept all the same.
    void draftSavedWhenTheFormGoes()
    {
        page->fill(QStringLiteral("barcode"), QStringLiteral("4600112235"));
        page.reset();
        controller.reset();
        QCOMPARE(draft().value(u"barcode").toString(), QStringLiteral("4600112235"));
    }

    // A draft the previous version wrote (the whole request, the patient's label and an empty
    // practitioner in it) comes back whole: yesterday's order is not lost.
    void draftOfThePreviousVersionComesBack()
    {
        LabOrderRequest old;
        old.misOrderId = QStringLiteral("ORD-20260114-170000");
        old.patientLabel = QStringLiteral("Смирнова А.");
        old.services = {code(laboid::kServices, "B03.016.003", "1.2")};
        old.payment = code(laboid::kPayment, "1");
        old.barcode = QStringLiteral("4600000030");
        old.collectedAt = f->clock->now().addSecs(-3600);
        old.observations = {{code(laboid::kOrderObservations, "1"), 64}};
        {
            FormDraftStore store(f->session->journal(), QStringLiteral("lab-order"), QString());
            store.load(f->session->currentEnvironment().id);
            QVERIFY(store.keep(old.toJson(), false).isEmpty());
        }
        page.reset();
        controller.reset();
        form = std::make_unique<LabOrderForm>(*f->session, nullptr);
        controller = std::make_unique<LabOrderFormController>(*f->session, *desk, nullptr, *form);
        page = std::make_unique<FormPage>(form.get());
        QCOMPARE(page->value(QStringLiteral("misOrderId")).toString(), old.misOrderId);
        QCOMPARE(barcode(), old.barcode);
        const LabOrderRequest back = form->request();
        QCOMPARE(back.services, old.services);
        QCOMPARE(back.payment, old.payment);
        QCOMPARE(back.observations.size(), 1);
        QCOMPARE(back.collectedAt.toSecsSinceEpoch() / 60, old.collectedAt.toSecsSinceEpoch() / 60);
    }

    void laboratoryByName()
    {
        DictionaryPicker *lab = picker(QStringLiteral("target"));
        QVERIFY(lab);
        fhir::FhirCoding c =
            fhir::FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.64"),
                                      QStringLiteral("0c1e5b7a-2f3d-4e6a-9b8c-7d6e5f4a3b21"), QStringLiteral("1"));
        c.display = QStringLiteral("ООО «Центральная клинико-диагностическая лаборатория»");
        lab->setValue(c);
        QCoreApplication::processEvents(); // the picker writes its field once more, queued
        QCOMPARE(lab->edit()->text(), c.display);
        QCOMPARE(lab->edit()->toolTip(), c.code);
        QCOMPARE(form->request().targetLaboratory, c.code);
    }

    // «Priority: Routine» was the FHIR code: the field says the word, the order keeps the code.
    void priorityInWords()
    {
        DictionaryPicker *priority = picker(QStringLiteral("priority"));
        QVERIFY(priority);
        for (const auto &[code, word] : {std::pair{"Routine", "Routine"}, std::pair{"stat", "Immediately"},
                                         std::pair{"asap", "As soon as possible"}, std::pair{"urgent", "Urgent"}}) {
            LabOrderRequest r = form->request();
            r.priority = fhir::FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.30"), QString::fromLatin1(code),
                                                   QStringLiteral("1.0"));
            form->setRequest(r);
            QCoreApplication::processEvents(); // the picker writes its field once more, queued
            QCOMPARE(priority->edit()->text(), QString::fromLatin1(word));
            QCOMPARE(form->request().priority.code, QString::fromLatin1(code));
        }
        // A word the dictionary has and the workstation does not: the dictionary's.
        LabOrderRequest r = form->request();
        r.priority.code = QStringLiteral("Planned");
        r.priority.display = QStringLiteral("Планово");
        form->setRequest(r);
        QCoreApplication::processEvents();
        QCOMPARE(priority->edit()->text(), QStringLiteral("Планово"));
    }
};

QTEST_MAIN(TestLabOrderForm)
#include "tst_laborderform.moc"
