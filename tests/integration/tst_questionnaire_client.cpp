// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Questionnaires (D6) and invitations (D7) through the workstation's core against the sandbox: a
// template with all five question types created, saved as a new version, listed, edited in the
// browser, sent with the channel rules, followed by its trackingId like a dispatch, filled in as
// the patient and its PDF read back; deactivation; the refusals (schema, phone, mid, inactive);
// an invitation with its answer kept in the journal and its refusals.

#include "clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/questionnairedesk.h"
#include "core/signing/signingservice.h"
#include "dispatchsamples.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

QuestionnaireTemplate fiveTypes()
{
    QuestionnaireTemplate t;
    t.title = QStringLiteral("Анкета перед приёмом");
    t.comment = QStringLiteral("для терапевта");
    t.schema.title = t.title;
    t.schema.description = QStringLiteral("Ответьте, пожалуйста, на вопросы");
    t.schema.questions = {
        {QStringLiteral("allergy"), QStringLiteral("Есть ли аллергия?"), QuestionType::YesNo, true, {}},
        {QStringLiteral("complaints"), QStringLiteral("Жалобы"), QuestionType::Text, false, {}},
        {QStringLiteral("smoking"),
         QStringLiteral("Курите?"),
         QuestionType::SingleChoice,
         true,
         {{QStringLiteral("no"), QStringLiteral("Нет")}, {QStringLiteral("yes"), QStringLiteral("Да")}}},
        {QStringLiteral("chronic"),
         QStringLiteral("Хронические болезни"),
         QuestionType::MultipleChoice,
         false,
         {{QStringLiteral("heart"), QStringLiteral("Сердце")}, {QStringLiteral("lungs"), QStringLiteral("Лёгкие")}}},
        {QStringLiteral("blood"),
         QStringLiteral("Группа крови"),
         QuestionType::SelectSingle,
         false,
         {{QStringLiteral("a"), QStringLiteral("A")}, {QStringLiteral("b"), QStringLiteral("B")}}},
    };
    return t;
}

} // namespace

class TestQuestionnaireClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<DispatchDesk> desk;
    std::unique_ptr<QuestionnaireDesk> q;

    QuestionnaireSendRequest sendRequest(const QString &templateId, const QList<QuestionnaireChannel> &channels,
                                         const QString &phone = QStringLiteral("+79161234567"))
    {
        QuestionnaireSendRequest r;
        r.templateId = templateId;
        r.patient = sampleDispatch(QStringLiteral("Q-1")).patients.first();
        r.patient.phones = {phone};
        r.patient.email = QStringLiteral("ivanov@example.ru");
        r.channels = channels;
        return r;
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        desk = std::make_unique<DispatchDesk>(*f->session);
        q = std::make_unique<QuestionnaireDesk>(*f->session, *desk);
    }
    void cleanup()
    {
        q.reset();
        desk.reset();
        f.reset();
    }

    void fiveTypesSentFilledInAndThePdfReadBack()
    {
        QuestionnaireTemplate t = fiveTypes();
        QVERIFY(t.schema.problems().isEmpty());
        const auto created = awaitResult(q->save(t));
        QVERIFY(created);
        QVERIFY(!created->id.isEmpty());
        QCOMPARE(created->version, 1);
        QCOMPARE(created->schema, t.schema);
        // A PUT makes a new version.
        QuestionnaireTemplate changed = *created;
        std::swap(changed.schema.questions[0], changed.schema.questions[1]); // reordered
        const auto saved = awaitResult(q->save(changed));
        QVERIFY(saved);
        QCOMPARE(saved->version, 2);
        QCOMPARE(saved->schema.questions.first().id, QStringLiteral("complaints"));
        const auto list = awaitResult(q->templates());
        QVERIFY(list);
        QCOMPARE(list->size(), 1);
        QCOMPARE(list->first().version, 2);
        // In the browser.
        const auto editor = awaitResult(q->editInBrowser(created->id));
        QVERIFY(editor && editor->editLink.isValid());
        QCOMPARE(editor->templateId, created->id);

        QSignalSpy sentSpy(q.get(), &QuestionnaireDesk::questionnaireSent);
        const auto sent =
            awaitResult(q->send(sendRequest(created->id, {QuestionnaireChannel::App, QuestionnaireChannel::Sms})));
        QVERIFY(sent);
        QVERIFY(!sent->submissionId.isEmpty());
        QVERIFY(sent->notificationSent);
        QVERIFY(sent->shortLink.isValid());
        QCOMPARE(sentSpy.count(), 1);
        // Followed like a dispatch.
        const auto followed = desk->byTrackingId(sent->trackingId);
        QVERIFY(followed);
        QCOMPARE(followed->firstPatientId(), QStringLiteral("Q-1"));

        const QJsonObject answers{{QStringLiteral("allergy"), false},
                                  {QStringLiteral("complaints"), QStringLiteral("Кашель")},
                                  {QStringLiteral("smoking"), QStringLiteral("no")},
                                  {QStringLiteral("chronic"), QJsonArray{QStringLiteral("heart")}},
                                  {QStringLiteral("blood"), QStringLiteral("a")}};
        QCOMPARE(f->admin("POST", QStringLiteral("/sandbox/signing/questionnaires/%1/answers").arg(sent->submissionId),
                          {{QStringLiteral("answers"), answers}}),
                 200);
        QVERIFY(f->advanceUntil([&] { return desk->byTrackingId(sent->trackingId)->finished; }, 300));
        const auto submissions = awaitResult(q->submissions(created->id));
        QVERIFY(submissions);
        QCOMPARE(submissions->size(), 1);
        QCOMPARE(submissions->first().status, QStringLiteral("submitted"));
        QCOMPARE(submissions->first().answers, answers);
        QCOMPARE(submissions->first().templateVersion, 2);
        const auto pdf = awaitResult(q->submissionPdf(sent->submissionId));
        QVERIFY(pdf);
        QVERIFY(pdf->startsWith("%PDF"));
    }

    void refusals()
    {
        // The builder's own check, and the platform's.
        QuestionnaireTemplate oneOption = fiveTypes();
        oneOption.schema.questions[2].options.removeLast();
        QCOMPARE(oneOption.schema.problems().size(), 1);
        expectCode(awaitFailure(q->save(oneOption)), 400, "VALIDATION_ERROR");

        const auto created = awaitResult(q->save(fiveTypes()));
        QVERIFY(created);
        // sms to a landline: said before sending, and refused by the platform.
        QVERIFY(
            !questionnaireChannelProblems({QuestionnaireChannel::Sms}, QStringLiteral("+74951234567"), {}).isEmpty());
        QVERIFY(questionnaireChannelProblems({QuestionnaireChannel::App, QuestionnaireChannel::Email},
                                             QStringLiteral("+74951234567"), QStringLiteral("a@b.ru"))
                    .isEmpty());
        expectCode(awaitFailure(q->send(
                       sendRequest(created->id, {QuestionnaireChannel::Chatbot}, QStringLiteral("+74951234567")))),
                   400, "INVALID_PHONE");
        // mid is never offered; the platform refuses it.
        auto *mid = new JsonCall(services::Signing, "POST",
                                 QStringLiteral("/sep/api/questionnaires/templates/%1/send").arg(created->id));
        QJsonObject body = sendRequest(created->id, {QuestionnaireChannel::App}).toJson();
        body.insert(QStringLiteral("deliveryChannels"), QJsonArray{QStringLiteral("mid")});
        body.insert(QStringLiteral("practitioner"),
                    QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                                {QStringLiteral("givenName"), QStringLiteral("Елена")},
                                {QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")},
                                {QStringLiteral("snils"), QStringLiteral("11223344595")}});
        mid->setJsonBody(body);
        expectCode(awaitFailure(f->session->transport().start(mid)), 400, "CHANNEL_NOT_AVAILABLE");
        // Deactivated: listed as such, and not sent any more.
        QVERIFY(awaitResult(q->deactivate(created->id)).value_or(false));
        QCOMPARE(awaitResult(q->templates())->first().active, false);
        expectCode(awaitFailure(q->send(sendRequest(created->id, {QuestionnaireChannel::App}))), 400,
                   "TEMPLATE_INACTIVE");
        expectCode(awaitFailure(q->submissionPdf(QStringLiteral("unknown"))), 404, "NOT_FOUND");
    }

    void browserEditorRefusals()
    {
        // A new template when none is named; an unknown one is refused.
        const auto created = awaitResult(q->editInBrowser({}, QStringLiteral("Анкета из браузера")));
        QVERIFY(created && !created->templateId.isEmpty());
        QCOMPARE(awaitResult(q->templates())->first().title, QStringLiteral("Анкета из браузера"));
        expectCode(awaitFailure(q->editInBrowser(QStringLiteral("00000000-0000-4000-8000-000000000002"))), 404,
                   "NOT_FOUND");
        auto env = f->session->currentEnvironment();
        env.practitioner.snils.clear();
        env.practitioner.userIdLpu.clear();
        QVERIFY(f->session->environments().updateEnvironment(env));
        expectCode(awaitFailure(q->editInBrowser(created->templateId)), 400, "PRACTITIONER_IDENTIFIER_REQUIRED");
    }

    void invitationAnswerKeptInTheJournal()
    {
        InviteRequest r;
        r.phone = QStringLiteral("+79161234567");
        r.email = QStringLiteral("ivanov@example.ru");
        r.channels = {InviteChannel::Sms, InviteChannel::Email};
        QSignalSpy answered(q.get(), &QuestionnaireDesk::inviteAnswered);
        const auto answer = awaitResult(q->invite(r));
        QVERIFY(answer);
        QVERIFY(!answer->value(u"inviteId").toString().isEmpty());
        QCOMPARE(answered.count(), 1);
        const QList<InviteRecord> kept = q->invites();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().inviteId, answer->value(u"inviteId").toString());
        QCOMPARE(kept.first().answer, *answer);
        QCOMPARE(kept.first().outbox, OutboxState::Accepted);
        QCOMPARE(kept.first().request.value(u"channels").toArray().size(), 2);

        InviteRequest landline = r;
        landline.phone = QStringLiteral("+74951234567");
        landline.channels = {InviteChannel::Chatbot};
        expectCode(awaitFailure(q->invite(landline)), 400, "INVALID_PHONE");
        InviteRequest noEmail = r;
        noEmail.email.clear();
        noEmail.channels = {InviteChannel::Email};
        expectCode(awaitFailure(q->invite(noEmail)), 400, "VALIDATION_ERROR");
        QCOMPARE(q->invites().size(), 3);
        QCOMPARE(q->invites().first().outbox, OutboxState::Refused);
    }

private:
    void expectCode(const ApiError &e, int status, const char *code)
    {
        QCOMPARE(e.httpStatus(), status);
        QCOMPARE(e.code(), QLatin1String(code));
        QVERIFY2(!e.serverMessages().isEmpty(), code);
    }
};

QTEST_GUILESS_MAIN(TestQuestionnaireClient)
#include "tst_questionnaire_client.moc"
