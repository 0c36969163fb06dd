// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Questionnaires and Invitations tabs driven as a doctor would, against an in-process sandbox:
// a template built with the five question types (reordered), checked before saving, previewed as
// the patient sees it, saved and saved again as a new version; sent to a patient with the channel
// rules shown first (a landline refused for SMS before anything leaves), followed like a dispatch,
// filled in as the patient, its answers listed and its PDF shown; deactivated and edited in the
// browser; an invitation with its answer kept, and its refusals.
// Set CLINICLINK_SCREENSHOT_DIR to also get PNGs of what the tests looked at.

#include "../integration/clientfixture.h"
#include "../integration/dispatchsamples.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/questionnairedesk.h"
#include "tests/support/formpage.h"
#include "tests/support/widgettesting.h"
#include "ui/common/messagebanner.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/validatedfield.h"
#include "ui/signing/invitetab.h"
#include "ui/signing/questionnairebuilder.h"
#include "ui/signing/questionnairepreview.h"
#include "ui/signing/questionnairesenddialog.h"
#include "ui/signing/questionnairestab.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QNetworkReply>
#include <QPdfDocument>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace Qt::StringLiterals;

class TestQuestionnairesTab : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    DispatchDesk *desk = nullptr; // the composition root's
    std::unique_ptr<QuestionnairesTab> tab;
    QList<QUrl> opened;

    int requests(const QString &part) const { return int(f->arrivals(part).size()); }
    template<class T>
    T *part(const QString &objectName) const
    {
        return tab->findChild<T *>(objectName);
    }
    QListWidget *listOf(const FormPage &page, const QString &id) const
    {
        return qobject_cast<QListWidget *>(page.editor(id));
    }
    // A question added with the button, given its type and its text, as the person does.
    void addQuestion(const FormPage &page, QuestionType type, const QString &text)
    {
        page.press(QuestionnaireBuilder::tr("Add question"));
        page.choose(u"question.type"_s, questionTypeName(type));
        page.fill(u"question.label"_s, text);
        if (questionTypeHasOptions(type)) {
            page.press(QCoreApplication::translate("cliniclink::QuestionEditor", "Add option"));
            page.press(QCoreApplication::translate("cliniclink::QuestionEditor", "Add option"));
        }
    }
    // The five types, the last added moved to the top by the person.
    void buildFiveTypes()
    {
        FormPage page(tab.get());
        page.press(QuestionnairesTab::tr("New template"));
        page.fill(u"title"_s, QStringLiteral("Анкета перед приёмом"));
        page.fill(u"question.label"_s, QStringLiteral("Есть ли аллергия?"));
        addQuestion(page, QuestionType::Text, QStringLiteral("Жалобы"));
        addQuestion(page, QuestionType::SingleChoice, QStringLiteral("Курите?"));
        addQuestion(page, QuestionType::MultipleChoice, QStringLiteral("Хронические болезни"));
        addQuestion(page, QuestionType::SelectSingle, QStringLiteral("Группа крови"));
        tab->findChild<QuestionnaireBuilder *>()->moveQuestion(4, 0); // as a drag to the top does
    }
    std::optional<QuestionnaireTemplate> saveNow()
    {
        QSignalSpy saved(tab.get(), &QuestionnairesTab::templateSaved);
        FormPage(tab.get()).press(QuestionnairesTab::tr("Save"));
        if (!saved.wait(5000))
            return std::nullopt;
        return saved.first().first().value<QuestionnaireTemplate>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
        qRegisterMetaType<QuestionnaireTemplate>();
    }
    void init()
    {
        opened.clear();
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        desk = &f->desks->get<DispatchDesk>();
        tab = std::make_unique<QuestionnairesTab>(*f->session, f->desks->get<QuestionnaireDesk>());
        tab->setUrlOpener([this](const QUrl &url) { opened << url; });
        tab->resize(1200, 820);
        QSignalSpy loaded(tab.get(), &QuestionnairesTab::templatesLoaded);
        tab->show();
        QVERIFY(loaded.wait(5000)); // read when first shown
    }
    void cleanup()
    {
        tab.reset();
        desk = nullptr;
        f.reset();
    }

    void fiveTypesBuiltPreviewedAndSavedAsVersions()
    {
        buildFiveTypes();
        FormPage page(tab.get());
        const QuestionnaireTemplate t = tab->currentTemplate();
        QCOMPARE(t.schema.questions.size(), 5);
        QCOMPARE(t.schema.questions.first().type, QuestionType::SelectSingle); // moved to the top
        QCOMPARE(t.schema.questions.at(1).label, QStringLiteral("Есть ли аллергия?"));
        QCOMPARE(t.schema.questions.at(3).options.size(), 2);
        QListWidget *questions = listOf(page, u"schema.questions"_s);
        QVERIFY(questions);
        QCOMPARE(questions->item(0)->text().left(3), QStringLiteral("1. "));
        QVERIFY(!part<QLabel>(u"builderProblems"_s)->isVisible());
        QVERIFY(page.canPress(QuestionnairesTab::tr("Save")));
        // A choice with one option is named before saving, and Save waits.
        questions->setCurrentRow(3); // single choice
        QCOMPARE(page.value(u"question.label"_s).toString(), QStringLiteral("Курите?"));
        listOf(page, u"question.options"_s)->setCurrentRow(1);
        page.press(QCoreApplication::translate("cliniclink::QuestionEditor", "Remove option"));
        QCOMPARE(tab->currentTemplate().schema.questions.at(3).options.size(), 1);
        QVERIFY(part<QLabel>(u"builderProblems"_s)->isVisible());
        QVERIFY(!page.canPress(QuestionnairesTab::tr("Save")));
        shoot(tab.get(), QStringLiteral("questionnaire-builder-problem"));
        page.press(QCoreApplication::translate("cliniclink::QuestionEditor", "Add option"));
        QVERIFY(!part<QLabel>(u"builderProblems"_s)->isVisible());
        QVERIFY(page.canPress(QuestionnairesTab::tr("Save")));

        QuestionnairePreview *preview = tab->preview();
        QVERIFY(preview);
        QCOMPARE(preview->controlsOf(0).size(), 1); // select: one drop-down
        QVERIFY(qobject_cast<QComboBox *>(preview->controlsOf(0).first()));
        QCOMPARE(preview->controlsOf(1).size(), 2); // yes / no
        QVERIFY(qobject_cast<QLineEdit *>(preview->controlsOf(2).first()));
        QCOMPARE(preview->controlsOf(3).size(), 2); // two radio buttons
        QCOMPARE(preview->controlsOf(4).size(), 2); // two check boxes
        QVERIFY(qobject_cast<QCheckBox *>(preview->controlsOf(4).first()));
        shoot(preview, QStringLiteral("questionnaire-preview"));
        preview->close();

        const auto first = saveNow();
        QVERIFY(first);
        QCOMPARE(first->version, 1);
        QCOMPARE(part<QListWidget>(u"templateList"_s)->count(), 1);
        listOf(page, u"schema.questions"_s)->setCurrentRow(2);
        page.fill(u"question.label"_s, QStringLiteral("Какие жалобы?"));
        const auto second = saveNow();
        QVERIFY(second);
        QCOMPARE(second->id, first->id);
        QCOMPARE(second->version, 2);
        QCOMPARE(second->schema.questions.at(2).label, QStringLiteral("Какие жалобы?"));
        QVERIFY(part<QListWidget>(u"templateList"_s)->item(0)->text().contains(u'2'));
        QVERIFY(tab->banner()->plainText().contains(u'2'));
        shoot(tab.get(), QStringLiteral("questionnaire-saved-v2"));
    }

    // While a template is being saved its fields take no input and Save is off; then both return.
    void savingHoldsTheTemplate()
    {
        buildFiveTypes();
        FormPage page(tab.get());
        QSignalSpy saved(tab.get(), &QuestionnairesTab::templateSaved);
        page.press(QuestionnairesTab::tr("Save"));
        QVERIFY(!page.canPress(QuestionnairesTab::tr("Save")));
        QVERIFY(qobject_cast<QLineEdit *>(page.editor(u"title"_s))->isReadOnly());
        QVERIFY(saved.wait(5000));
        QVERIFY(page.canPress(QuestionnairesTab::tr("Save")));
        QVERIFY(!qobject_cast<QLineEdit *>(page.editor(u"title"_s))->isReadOnly());
        // An emptied title stops Save and is named in the list under the builder.
        page.fill(u"title"_s, QString());
        QVERIFY(!page.canPress(QuestionnairesTab::tr("Save")));
        QVERIFY(part<QLabel>(u"builderProblems"_s)->text().contains(QStringLiteral("title")));
    }

    // Templates belong to an environment: another environment's list is read afresh, and what was
    // in the builder becomes a new template there, never a new version of the other's.
    void templatesFollowTheEnvironment()
    {
        buildFiveTypes();
        const std::optional<QuestionnaireTemplate> saved = saveNow();
        QVERIFY(saved && !saved->id.isEmpty());
        QVERIFY(part<QListWidget>(u"templateList"_s)->count() > 0);
        QVERIFY(f->session->environments().setCurrent(QStringLiteral("test")));
        QCOMPARE(part<QListWidget>(u"templateList"_s)->count(), 0);
        QVERIFY(tab->templates().isEmpty());
        QVERIFY(tab->currentTemplate().id.isEmpty());
        QCOMPARE(tab->currentTemplate().title, QStringLiteral("Анкета перед приёмом"));
        QSignalSpy loaded(tab.get(), &QuestionnairesTab::templatesLoaded);
        QVERIFY(f->session->environments().setCurrent(QString(kSandboxEnvironmentId)));
        QVERIFY(loaded.wait(5000));
        bool found = false;
        for (const QuestionnaireTemplate &t : tab->templates())
            found = found || t.id == saved->id;
        QVERIFY(found);
    }

    void sentWithTheChannelRulesFilledInAndThePdfShown()
    {
        buildFiveTypes();
        const auto saved = saveNow();
        QVERIFY(saved);
        QuestionnaireSendDialog *dialog = tab->sendToPatient();
        QVERIFY(dialog);
        const FormPage person(dialog);
        const DispatchPatient patient = sampleDispatch(QStringLiteral("Q-7")).patients.first();
        const auto fill = [&person](const char *field, const QString &text) {
            person.fill(QStringLiteral("patients[0].") + QLatin1String(field), text);
        };
        fill("familyName", patient.familyName);
        fill("givenName", patient.givenName);
        fill("birthDate", patient.birthDate.toString(QStringLiteral("dd.MM.yyyy")));
        person.choose(QStringLiteral("patients[0].sex"), QStringLiteral("Male"));
        fill("phones", QStringLiteral("+74951234567")); // a landline
        fill("idPatientMis", patient.idPatientMis);
        const PersonDocument &passport = patient.documents.first();
        fill("documents[0].series", passport.series);
        fill("documents[0].number", passport.number);
        fill("documents[0].providerName", passport.providerName);
        fill("documents[0].issuedDate", passport.issuedDate.toString(QStringLiteral("dd.MM.yyyy")));
        dialog->findChild<QCheckBox *>(QStringLiteral("channel_sms"))->setChecked(true);
        const auto rules = [dialog] { return dialog->findChild<QLabel *>(QStringLiteral("channelRules"))->text(); };
        QVERIFY(rules().contains(QStringLiteral("+7 9XX")));
        QVERIFY(rules().contains(u'⚠'));
        QVERIFY(!dialog->send());
        QCOMPARE(dialog->banner()->kind(), MessageBanner::Kind::Error);
        QVERIFY(f->settle());
        QCOMPARE(requests(QStringLiteral("/send")), 0);
        shoot(dialog, QStringLiteral("questionnaire-send-landline"));

        FormPage(dialog).fill(QStringLiteral("patients[0].phones"), QStringLiteral("+79161234567")); // corrected
        QVERIFY(!rules().contains(u'⚠'));
        QVERIFY(rules().contains(QStringLiteral("paid")));
        QSignalSpy sent(dialog, &QuestionnaireSendDialog::sent);
        QVERIFY(dialog->send());
        QVERIFY(sent.wait(5000));
        const auto result = sent.first().first().value<QuestionnaireSent>();
        QVERIFY(desk->byTrackingId(result.trackingId)); // followed like a dispatch
        QCOMPARE(dialog->banner()->kind(), MessageBanner::Kind::Info);
        shoot(dialog, QStringLiteral("questionnaire-sent"));
        dialog->close();

        const QuestionnaireSchema schema = tab->currentTemplate().schema;
        QJsonObject answers;
        for (const Question &q : schema.questions) {
            switch (q.type) {
            case QuestionType::YesNo:
                answers.insert(q.id, true);
                break;
            case QuestionType::Text:
                answers.insert(q.id, QStringLiteral("Кашель"));
                break;
            case QuestionType::MultipleChoice:
                answers.insert(q.id, QJsonArray{q.options.first().id});
                break;
            default:
                answers.insert(q.id, q.options.last().id);
            }
        }
        QCOMPARE(f->admin("POST", QStringLiteral("/sandbox/signing/questionnaires/%1/answers").arg(result.submissionId),
                          {{QStringLiteral("answers"), answers}}),
                 200);
        QSignalSpy listed(tab.get(), &QuestionnairesTab::submissionsLoaded);
        tab->loadSubmissions();
        QVERIFY(listed.wait(5000));
        auto *submissions = part<QTreeWidget>(u"submissionList"_s);
        QCOMPARE(submissions->topLevelItemCount(), 1);
        // The patient by name, the MIS id in the tooltip (issue 28).
        const QString name = submissions->topLevelItem(0)->text(0);
        QVERIFY2(name.startsWith(patient.familyName + u' ' + patient.givenName), qPrintable(name));
        QVERIFY(submissions->topLevelItem(0)->toolTip(0).contains(patient.idPatientMis));
        const QString answerText = submissions->topLevelItem(0)->text(3);
        QVERIFY2(answerText.contains(QStringLiteral("Кашель")), qPrintable(answerText));
        QVERIFY(answerText.contains(QStringLiteral("Option 2"))); // an option shown by its label
        QSignalSpy shown(tab.get(), &QuestionnairesTab::pdfShown);
        FormPage(tab.get()).press(QuestionnairesTab::tr("Show PDF"));
        QVERIFY(shown.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(tab->findChild<QPdfDocument *>()->pageCount() > 0, 5000);
        shoot(tab.get(), QStringLiteral("questionnaire-submission-pdf"));
    }

    // Issue 28: as in a dispatch, a patient the workstation knows is taken from the card.
    void sendTakesThePatientFromTheCard()
    {
        buildFiveTypes();
        QVERIFY(saveNow());
        TrackedItem found;
        found.environmentId = f->session->currentEnvironment().id;
        found.service = serviceKey(services::Enrichment);
        found.kind = QStringLiteral("snils-order");
        found.externalId = QStringLiteral("order-1");
        found.terminal = true;
        found.lastStatus = QStringLiteral("Выполнено");
        found.payload = QJsonObject{{QStringLiteral("patient"),
                                     QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Орлова")},
                                                 {QStringLiteral("firstName"), QStringLiteral("Мария")},
                                                 {QStringLiteral("patronymic"), QStringLiteral("Ивановна")},
                                                 {QStringLiteral("birthDate"), QStringLiteral("1990-02-03")},
                                                 {QStringLiteral("gender"), QStringLiteral("2")}}}};
        QVERIFY(f->session->follow().track(found));
        QuestionnaireSendDialog *dialog = tab->sendToPatient();
        QVERIFY(dialog);
        QMenu *menu = dialog->findChild<PatientCardButton *>()->menu();
        QVERIFY(menu);
        Q_EMIT menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 1);
        menu->actions().first()->trigger();
        const FormPage person(dialog);
        QCOMPARE(person.value(QStringLiteral("patients[0].familyName")).toString(), QStringLiteral("Орлова"));
        QCOMPARE(person.value(QStringLiteral("patients[0].birthDate")).toString(), QStringLiteral("1990-02-03"));
        shoot(dialog, QStringLiteral("questionnaire-send-from-card"));
        dialog->close();
    }

    void deactivatedAndEditedInTheBrowser()
    {
        buildFiveTypes();
        QVERIFY(saveNow());
        FormPage page(tab.get());
        page.press(QuestionnairesTab::tr("Edit in the browser"));
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 5000);
        QVERIFY(opened.first().path().contains(QStringLiteral("questionnaire-editor")));
        QSignalSpy loaded(tab.get(), &QuestionnairesTab::templatesLoaded);
        page.press(QuestionnairesTab::tr("Deactivate"));
        QVERIFY(loaded.wait(5000));
        QTRY_VERIFY_WITH_TIMEOUT(
            part<QListWidget>(u"templateList"_s)->item(0)->text().contains(QStringLiteral("deactivated")), 5000);
        QVERIFY(!page.canPress(u"Send to a patient…"_s));
        QCOMPARE(tab->sendToPatient(), nullptr);
        shoot(tab.get(), QStringLiteral("questionnaire-deactivated"));
    }

    void invitationAnsweredAndKept()
    {
        InviteTab invites(*f->session, f->desks->get<QuestionnaireDesk>());
        invites.resize(900, 600);
        invites.show();
        const FormPage person(&invites);
        const auto channel = [&invites](const char *key) {
            return invites.findChild<QCheckBox *>(QStringLiteral("inviteChannel_") + QLatin1String(key));
        };
        person.fill(QStringLiteral("patient.phone"), QStringLiteral("+79161234567"));
        channel("email")->setChecked(true);
        QVERIFY(!invites.invite()); // e-mail chosen, no address
        QVERIFY(!person.error(QStringLiteral("patient.email")).isEmpty());
        QCOMPARE(invites.focusWidget(), person.editor(QStringLiteral("patient.email"))); // the first wrong
        person.fill(QStringLiteral("patient.email"), QStringLiteral("ivanov@example.ru"));
        QVERIFY(person.error(QStringLiteral("patient.email")).isEmpty());
        QSignalSpy answered(&invites, &InviteTab::answered);
        QVERIFY(invites.invite());
        QVERIFY(!person.canPress(QStringLiteral("inviteButton"))); // on its way
        QVERIFY(answered.wait(5000));
        QVERIFY(person.canPress(QStringLiteral("inviteButton")));
        QCOMPARE(invites.banner()->kind(), MessageBanner::Kind::Info);
        QCOMPARE(invites.history()->topLevelItemCount(), 1);
        QVERIFY(invites.history()->topLevelItem(0)->text(2).contains(QStringLiteral("email")));
        // A landline for the chat-bot: said here, as soon as the phone is left.
        person.fill(QStringLiteral("patient.phone"), QStringLiteral("+74951234567"));
        channel("email")->setChecked(false);
        channel("chatbot")->setChecked(true);
        person.leave(QStringLiteral("patient.phone"));
        QVERIFY(!person.error(QStringLiteral("patient.phone")).isEmpty());
        QVERIFY(!invites.invite());
        // The platform's own refusal: no practitioner identifier.
        auto env = f->session->currentEnvironment();
        env.practitioner.snils.clear();
        env.practitioner.userIdLpu.clear();
        QVERIFY(f->session->environments().updateEnvironment(env));
        person.fill(QStringLiteral("patient.phone"), QStringLiteral("+79161234567"));
        answered.clear();
        QVERIFY(invites.invite());
        QVERIFY(answered.wait(5000));
        QCOMPARE(invites.banner()->kind(), MessageBanner::Kind::Error);
        QCOMPARE(invites.history()->topLevelItemCount(), 2);
        shoot(&invites, QStringLiteral("invitations"));
    }
};

QTEST_MAIN(TestQuestionnairesTab)
#include "tst_questionnairestab.moc"
