// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// FormSession and FormField: what every form does, tested once on a small form driven by the page
// object, as a person would.

#include "core/common/clock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/net/apicall.h"
#include "core/net/transport.h"
#include "core/storage/journal.h"
#include "fakenetwork.h"
#include "tests/support/formpage.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

namespace {

// A patient form as the app's are made: every field described once.
class PatientForm : public QWidget {
public:
    explicit PatientForm(Clock &clock)
        : session(new FormSession(this, clock))
    {
        auto *layout = new QFormLayout(this);
        const auto row = [layout](FormField *f) { layout->addRow(f->labelWidget(), f->row()); };
        FormField *family =
            session->add(u"patient.familyName"_s, u"&Family name"_s, FormField::lineEdit(new QLineEdit));
        family->setRequired(true);
        row(family);
        FormField *snils = session->add(u"patient.snils"_s, u"&SNILS"_s, FormField::lineEdit(new QLineEdit));
        snils->setCheck([](const QJsonValue &v) { return v.toString().size() == 11 ? QString() : u"Eleven digits"_s; });
        row(snils);
        row(session->add(u"patient.birthDate"_s, u"&Birth date"_s, FormField::dateField(new DateField)));
        auto *gender = new QComboBox;
        gender->addItem(QString());
        gender->addItem(u"Female"_s, u"female"_s);
        gender->addItem(u"Male"_s, u"male"_s);
        row(session->add(u"patient.gender"_s, u"&Sex"_s, FormField::comboBox(gender)));
        auto *anonymous = new QCheckBox(u"Anonymous"_s);
        row(session->add(u"anonymous"_s, u"&Anonymous"_s, FormField::checkBox(anonymous)));
        // A field that does not apply to an anonymous patient.
        FormField *passport = session->add(u"documents.0.number"_s, u"&Passport"_s, FormField::lineEdit(new QLineEdit));
        passport->setEnabledWhen([anonymous] { return !anonymous->isChecked(); });
        passport->setRequired(true);
        row(passport);
        send = new QPushButton(u"Send"_s);
        layout->addRow(send);
        session->addSendAction(send);
        session->setRules([this] {
            FieldIssues issues;
            if (session->field(u"patient.gender"_s)->isEmpty())
                issues << FieldIssue{u"patient.gender"_s, u"Choose the sex"_s};
            return issues;
        });
        session->applyEnabled();
    }
    FormSession *session;
    QPushButton *send;
};

} // namespace

class TestFormSession : public QObject {
    Q_OBJECT

    ManualClock m_clock;

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia)); }

    void jsonGoesWhereThePathsSay()
    {
        PatientForm form(m_clock);
        const QJsonObject json = QJsonDocument::fromJson(R"({"patient": {"familyName": "Иванова",
            "snils": "11223344595", "birthDate": "1980-05-17", "gender": "female"},
            "anonymous": false, "documents": [{"number": "123456"}]})")
                                     .object();
        form.session->setJson(json);
        QCOMPARE(form.session->toJson(), json);
        FormPage page(&form);
        QCOMPARE(page.value(u"patient.gender"_s).toString(), u"female"_s);
        // A path the JSON lacks empties its field.
        form.session->setJson({});
        QCOMPARE(page.value(u"patient.familyName"_s).toString(), QString());
        QCOMPARE(page.value(u"patient.birthDate"_s).toString(), QString());
    }

    void issuesShowOnceLeftOrAttempted()
    {
        PatientForm form(m_clock);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        FormPage page(&form);
        // Typing alone says nothing; leaving does.
        page.fill(u"patient.snils"_s, u"123"_s);
        QCOMPARE(page.error(u"patient.snils"_s), QString());
        page.leave(u"patient.snils"_s);
        QCOMPARE(page.error(u"patient.snils"_s), u"Eleven digits"_s);
        // A required field left empty says so at once; an optional one stays quiet.
        page.leave(u"patient.familyName"_s);
        QCOMPARE(page.error(u"patient.familyName"_s), u"Required."_s);
        page.leave(u"patient.gender"_s);
        QCOMPARE(page.error(u"patient.gender"_s), QString());
        // Editing a field re-checks it.
        page.fill(u"patient.snils"_s, u"11223344595"_s);
        QCOMPARE(page.error(u"patient.snils"_s), QString());
        // A send attempted shows every issue, and takes the person to the first field at fault.
        QVERIFY(!form.session->attempt());
        QCOMPARE(page.error(u"patient.gender"_s), u"Choose the sex"_s);
        QCOMPARE(page.error(u"documents.0.number"_s), u"Required."_s);
        QCOMPARE(QApplication::focusWidget(), page.editor(u"patient.familyName"_s));
        QCOMPARE(form.session->faultyLabels(), (QStringList{u"Family name"_s, u"Sex"_s, u"Passport"_s}));
    }

    void partialAttemptShowsOnlyItsFields()
    {
        PatientForm form(m_clock);
        FormPage page(&form);
        QVERIFY(!form.session->attempt({u"patient.gender"_s}));
        QCOMPARE(page.error(u"patient.gender"_s), u"Choose the sex"_s);
        QCOMPARE(page.error(u"patient.familyName"_s), QString());
    }

    // A form whose sends each take part of it: the rules are asked about the part being sent.
    void rulesForThePartSent()
    {
        PatientForm form(m_clock);
        FormPage page(&form);
        const QStringList bySnils{u"patient.familyName"_s, u"patient.snils"_s};
        const QStringList byName{u"patient.familyName"_s};
        // A long name is too long only for the send by name (its service takes fewer characters).
        form.session->setRulesFor([&form, byName](const QStringList &fieldIds) {
            FieldIssues issues;
            const QString family = form.session->field(u"patient.familyName"_s)->value().toString();
            if ((fieldIds.isEmpty() || fieldIds == byName) && family.size() > 5)
                issues << FieldIssue{u"patient.familyName"_s, u"At most 5"_s};
            return issues;
        });
        form.session->setJson(QJsonObject{
            {u"patient"_s, QJsonObject{{u"familyName"_s, u"Длинноимённая"_s}, {u"snils"_s, u"11223344595"_s}}}});
        QVERIFY(form.session->faultyLabels(bySnils).isEmpty());
        QCOMPARE(form.session->faultyLabels(byName), QStringList{u"Family name"_s});
        QVERIFY(form.session->attempt(bySnils));
        QVERIFY(!form.session->attempt(byName));
        QCOMPARE(page.error(u"patient.familyName"_s), u"At most 5"_s);
    }

    // A patient card chosen fills what it knows as if typed: the draft is kept, the rest stays.
    void fillAsTypedReportsEdits()
    {
        PatientForm form(m_clock);
        FormPage page(&form);
        form.session->setJson(QJsonObject{{u"patient"_s, QJsonObject{{u"snils"_s, u"11223344595"_s}}}});
        QSignalSpy edited(form.session, &FormSession::edited);
        form.session->fillAsTyped(QJsonObject{{u"patient"_s, QJsonObject{{u"familyName"_s, u"Петрова"_s}}}});
        QCOMPARE(edited.size(), 1);
        QCOMPARE(edited.first().first().toString(), u"patient.familyName"_s);
        QCOMPARE(page.value(u"patient.familyName"_s).toString(), u"Петрова"_s);
        QCOMPARE(page.value(u"patient.snils"_s).toString(), u"11223344595"_s);
    }

    // A field that shows a value it does not take (an address the sandbox fills in) stays read
    // only, also when the form goes busy and back.
    void readOnlyFieldStaysReadOnly()
    {
        PatientForm form(m_clock);
        bool fixed = true;
        form.session->field(u"patient.familyName"_s)->setReadOnlyWhen([&fixed] { return fixed; });
        form.session->applyEnabled();
        FormPage page(&form);
        auto *family = qobject_cast<QLineEdit *>(page.editor(u"patient.familyName"_s));
        QVERIFY(family->isReadOnly());
        QVERIFY(family->isEnabled());
        form.session->setJson({});
        QVERIFY(family->isReadOnly());
        fixed = false;
        form.session->applyEnabled();
        QVERIFY(!family->isReadOnly());
    }

    void disabledFieldHasNoIssues()
    {
        PatientForm form(m_clock);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        FormPage page(&form);
        form.session->attempt();
        QCOMPARE(page.error(u"documents.0.number"_s), u"Required."_s);
        page.tick(u"anonymous"_s);
        QVERIFY(!page.isEnabled(u"documents.0.number"_s));
        QCOMPARE(page.error(u"documents.0.number"_s), QString());
    }

    void serverIssuesStayUntilTheFieldIsEdited()
    {
        PatientForm form(m_clock);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        FormPage page(&form);
        form.session->showServerIssues({{u"patient.familyName"_s, u"The platform knows no such name"_s}});
        QCOMPARE(page.error(u"patient.familyName"_s), u"The platform knows no such name"_s);
        page.fill(u"patient.snils"_s, u"1"_s);
        QCOMPARE(page.error(u"patient.familyName"_s), u"The platform knows no such name"_s);
        page.fill(u"patient.familyName"_s, u"Петрова"_s);
        QCOMPARE(page.error(u"patient.familyName"_s), QString());
    }

    void draftSavedOnTheClockAndRestored()
    {
        QTemporaryDir dir;
        Journal journal(&m_clock, dir.filePath(u"journal.sqlite"_s));
        QVERIFY(journal.open());
        {
            PatientForm form(m_clock);
            form.session->keepDraft(journal, u"test-form"_s, u"Test form"_s);
            form.session->restoreDraft(u"sandbox"_s);
            form.show();
            QVERIFY(QTest::qWaitForWindowExposed(&form));
            FormPage page(&form);
            page.fill(u"patient.familyName"_s, u"Сидорова"_s);
            QVERIFY(journal.drafts(u"sandbox"_s)->isEmpty());
            m_clock.advance(FormSession::kDraftDelay.count() - 1);
            QCoreApplication::processEvents();
            QVERIFY(journal.drafts(u"sandbox"_s)->isEmpty());
            m_clock.advance(1);
            QTRY_COMPARE(journal.drafts(u"sandbox"_s)->size(), 1);
            page.fill(u"patient.snils"_s, u"123"_s);
            form.session->saveDraftNow();
        }
        PatientForm again(m_clock);
        again.session->keepDraft(journal, u"test-form"_s, u"Test form"_s);
        again.session->restoreDraft(u"sandbox"_s);
        FormPage page(&again);
        QCOMPARE(page.value(u"patient.familyName"_s).toString(), u"Сидорова"_s);
        // A form read back shows its problems: the person typed it and left it.
        QCOMPARE(page.error(u"patient.snils"_s), u"Eleven digits"_s);
        // Cleared, the draft goes.
        again.session->clear();
        QVERIFY(again.session->isBlank());
        QVERIFY(journal.drafts(u"sandbox"_s)->isEmpty());
    }

    void busyWhileSendingAndEscCancels()
    {
        FakeNetworkAccessManager nam(&m_clock);
        nam.setHandler([](const SeenRequest &) { return CannedReply::hanging(); });
        Transport transport(&nam, &m_clock);
        transport.setAccessProvider([](Service s) {
            ServiceAccess a;
            a.environmentId = u"test"_s;
            a.baseUrl = QUrl(u"https://platform.example/"_s + serviceKey(s));
            a.token = u"token"_s;
            return a;
        });
        PatientForm form(m_clock);
        form.show();
        QVERIFY(QTest::qWaitForWindowExposed(&form));
        FormPage page(&form);
        QVERIFY(page.canPress(u"Send"_s));
        auto *call = new JsonCall(services::Enrichment, "GET", u"/x"_s);
        call->setRetryMode(ApiCall::RetryMode::IdempotentRead);
        QSignalSpy busy(form.session, &FormSession::busyChanged);
        form.session->watch(transport.start(call));
        QVERIFY(form.session->isBusy());
        QCOMPARE(busy.count(), 1);
        QVERIFY(!page.canPress(u"Send"_s));
        auto *family = qobject_cast<QLineEdit *>(page.editor(u"patient.familyName"_s));
        QVERIFY(family->isReadOnly());
        QVERIFY(!page.isEnabled(u"patient.gender"_s));
        family->setFocus();
        QTest::keyClick(family, Qt::Key_Escape);
        QTRY_VERIFY(!form.session->isBusy());
        QCOMPARE(busy.count(), 2);
        QVERIFY(!family->isReadOnly());
        QVERIFY(page.canPress(u"Send"_s));
    }

    void journalGateHoldsTheSendActions()
    {
        PatientForm form(m_clock);
        FormPage page(&form);
        QVERIFY(page.canPress(u"Send"_s));
        form.session->setSendingBlocked(true);
        QVERIFY(!page.canPress(u"Send"_s));
        form.session->setSendingBlocked(false);
        QVERIFY(page.canPress(u"Send"_s));
    }
    // A repeated group (the patients of a dispatch): its count kept as the form's state and shaped
    // before the fields are filled, its fields inserted before the section after it, and removed
    // with it, their rows gone with the group's widget first.
    void repeatedGroupTakesTheJsonsShape()
    {
        PatientForm form(m_clock);
        auto *group = new QWidget(&form);
        auto *groupLayout = new QVBoxLayout(group);
        QStringList ids;
        const auto shape = [&](int count) {
            for (const QString &id : std::as_const(ids))
                form.session->remove(id);
            ids.clear();
            delete group->layout();
            qDeleteAll(group->findChildren<QWidget *>(Qt::FindDirectChildrenOnly));
            groupLayout = new QVBoxLayout(group);
            for (int i = 0; i < count; ++i) {
                const QString id = u"phones[%1]"_s.arg(i);
                FormField *f = form.session->insert(u"anonymous"_s, id, u"&Phone"_s, FormField::lineEdit(new QLineEdit),
                                                    u"phones.%1"_s.arg(i));
                f->setRequired(true);
                groupLayout->addWidget(f->row());
                ids << id;
            }
        };
        form.session->setFormState(
            [&] {
                return QJsonObject{{u"kind"_s, u"group"_s}};
            },
            [&](const QJsonObject &json) { shape(int(json.value(u"phones").toArray().size())); });
        const QJsonObject json = QJsonDocument::fromJson(R"({"phones": ["1", "2"]})").object();
        form.session->setJson(json);
        QCOMPARE(ids.size(), 2);
        FormPage page(&form);
        QCOMPARE(page.value(u"phones[1]"_s).toString(), u"2"_s);
        QCOMPARE(form.session->toJson().value(u"phones"), json.value(u"phones"));
        QCOMPARE(form.session->toJson().value(u"kind").toString(), u"group"_s); // the state's key
        // In form order: after the sex, before "anonymous".
        QStringList order;
        for (const FormField *f : form.session->fields())
            order << f->id();
        QCOMPARE(order.indexOf(u"phones[1]"_s), order.indexOf(u"anonymous"_s) - 1);
        QCOMPARE(order.indexOf(u"phones[0]"_s), order.indexOf(u"patient.gender"_s) + 1);
        // One phone now: the second's row went with the group before its field; nothing is shown
        // on it, and the session forgets it.
        form.session->setJson(QJsonDocument::fromJson(R"({"phones": [""]})").object());
        QVERIFY(!form.session->field(u"phones[1]"_s));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!form.session->attempt());
        QCOMPARE(page.error(u"phones[0]"_s), form.session->field(u"phones[0]"_s)->ownIssues().first().message);
    }

    // A change no editor reports (a patient added) keeps the draft on the clock like an edit.
    void noteEditedKeepsTheDraftOnTheClock()
    {
        QTemporaryDir dir;
        Journal journal(&m_clock, dir.filePath(u"journal.sqlite"_s));
        QVERIFY(journal.open());
        PatientForm form(m_clock);
        form.session->keepDraft(journal, u"patient-form"_s, u"Patient"_s);
        form.session->restoreDraft(u"sandbox"_s);
        form.session->field(u"patient.familyName"_s)->setValue(u"Иванова"_s);
        form.session->noteEdited();
        QVERIFY(journal.drafts(u"sandbox"_s)->isEmpty());
        m_clock.advance(FormSession::kDraftDelay.count());
        QTRY_COMPARE(journal.drafts(u"sandbox"_s)->size(), 1);
        // A choice made with one click is left as it is made: its issue shows at once.
        form.session->field(u"patient.snils"_s)->setValue(u"1"_s);
        QCOMPARE(FormPage(&form).error(u"patient.snils"_s), QString());
        form.session->noteLeft(u"patient.snils"_s);
        QCOMPARE(FormPage(&form).error(u"patient.snils"_s), u"Eleven digits"_s);
    }
};

QTEST_MAIN(TestFormSession)
#include "tst_formsession.moc"
