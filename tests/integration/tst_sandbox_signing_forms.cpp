// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's questionnaires and invites over loopback: templates with versions and
// deactivation, the question types and option rules of D6, channel and phone rules, the patient
// filling in and signing, submissions and their PDF, the editor session, and D7 invites.

#include "tst_sandbox_signing_support.h"

#include <QTest>
#include <QUrl>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {
const QString kTemplates = QStringLiteral("/sep/api/questionnaires/templates");

QJsonObject question(const QString &id, const QString &type, int options = 0, bool required = true)
{
    QJsonArray list;
    for (int i = 0; i < options; ++i)
        list.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("o%1").arg(i + 1)},
                                {QStringLiteral("label"), QStringLiteral("Вариант %1").arg(i + 1)},
                                {QStringLiteral("order"), i + 1}});
    QJsonObject q{{QStringLiteral("id"), id},
                  {QStringLiteral("label"), QString(QStringLiteral("Вопрос ") + id)},
                  {QStringLiteral("type"), type},
                  {QStringLiteral("required"), required},
                  {QStringLiteral("order"), 1}};
    if (options > 0)
        q.insert(QStringLiteral("options"), list);
    return q;
}

QJsonObject templateBody(const QJsonArray &questions)
{
    return {{QStringLiteral("title"), QStringLiteral("Анкета перед вакцинацией")},
            {QStringLiteral("comment"), QStringLiteral("Для взрослых")},
            {QStringLiteral("schema"),
             QJsonObject{{QStringLiteral("title"), QStringLiteral("Анкета")},
                         {QStringLiteral("description"), QStringLiteral("Ответьте на вопросы")},
                         {QStringLiteral("questions"), questions}}}};
}

QJsonArray allTypes()
{
    return {question(QStringLiteral("q1"), QStringLiteral("yes_no")),
            question(QStringLiteral("q2"), QStringLiteral("text"), 0, false),
            question(QStringLiteral("q3"), QStringLiteral("single_choice"), 2),
            question(QStringLiteral("q4"), QStringLiteral("multiple_choice"), 3),
            question(QStringLiteral("q5"), QStringLiteral("select_single"), 2)};
}

QJsonObject sendBody(const QJsonArray &channels, const QString &phone = QStringLiteral("+79161234567"))
{
    QJsonObject p = patient(QStringLiteral("P-7"), phone);
    return {{QStringLiteral("practitioner"), practitioner()},
            {QStringLiteral("patient"), p},
            {QStringLiteral("deliveryChannels"), channels},
            {QStringLiteral("clientRequestId"), QStringLiteral("req-1")}};
}

QJsonObject inviteBody(const QJsonArray &channels, const QString &phone = QStringLiteral("+79161234567"))
{
    return {
        {QStringLiteral("patient"),
         QJsonObject{{QStringLiteral("phone"), phone}, {QStringLiteral("email"), QStringLiteral("ivanov@example.ru")}}},
        {QStringLiteral("practitioner"),
         QJsonObject{{QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")},
                     {QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                     {QStringLiteral("givenName"), QStringLiteral("Елена")}}},
        {QStringLiteral("channels"), channels}};
}
} // namespace

class TestSandboxSigningForms : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    QString createTemplate(const QJsonArray &questions = allTypes())
    {
        return c->post(kTemplates, templateBody(questions)).object().value(u"id").toString();
    }
    HttpResult form(const QString &path, const QByteArray &body = {})
    {
        return c->send("POST", path, body, {{"Content-Type", "application/x-www-form-urlencoded"}});
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void templateLifecycle()
    {
        HttpResult r = c->post(kTemplates, templateBody(allTypes()));
        QCOMPARE(r.status, 201);
        const QString id = r.object().value(u"id").toString();
        QCOMPARE(r.object().value(u"version").toInt(), 1);
        QVERIFY(r.object().value(u"active").toBool());
        QJsonObject body = templateBody({question(QStringLiteral("q1"), QStringLiteral("text"))});
        body.insert(QStringLiteral("active"), true);
        r = c->send("PUT", kTemplates + u'/' + id, QJsonDocument(body).toJson(),
                    c->headers() << qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"version").toInt(), 2);
        QCOMPARE(r.object().value(u"schema").toObject().value(u"questions").toArray().size(), 1);
        QJsonArray list = c->get(kTemplates).object().value(u"items").toArray();
        QCOMPARE(list.size(), 1);
        r = c->send("DELETE", kTemplates + u'/' + id, {}, c->headers());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"id").toString(), id);
        QCOMPARE(r.object().value(u"active").toBool(true), false);
        QVERIFY(r.object().value(u"deactivated").toBool());
        QCOMPARE(c->get(kTemplates + QStringLiteral("?active=true")).object().value(u"items").toArray().size(), 0);
        QCOMPARE(c->get(kTemplates + QStringLiteral("?active=false")).object().value(u"items").toArray().size(), 1);
        QCOMPARE(c->get(kTemplates, kRegionSigningToken, kOtherOrganization).object().value(u"items").toArray().size(),
                 0);
        QCOMPARE(
            c->send("DELETE", kTemplates + u'/' + id, {}, c->headers(kRegionSigningToken, kOtherOrganization)).status,
            403);
        QCOMPARE(c->send("DELETE", kTemplates + QStringLiteral("/nope"), {}, c->headers()).status, 404);
    }

    void questionRules_data()
    {
        QTest::addColumn<QJsonArray>("questions");
        QTest::newRow("no questions") << QJsonArray();
        QTest::newRow("unknown type") << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("scale"))};
        QTest::newRow("single with one option")
            << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("single_choice"), 1)};
        QTest::newRow("multiple with none")
            << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("multiple_choice"))};
        QTest::newRow("select with one") << QJsonArray{
            question(QStringLiteral("q1"), QStringLiteral("select_single"), 1)};
        QTest::newRow("yes_no with options") << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("yes_no"), 2)};
        QTest::newRow("text with options") << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("text"), 2)};
        QTest::newRow("duplicate ids") << QJsonArray{question(QStringLiteral("q1"), QStringLiteral("text")),
                                                     question(QStringLiteral("q1"), QStringLiteral("yes_no"))};
    }
    void questionRules()
    {
        QFETCH(QJsonArray, questions);
        const HttpResult r = c->post(kTemplates, templateBody(questions));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
    }

    void sendFillSignDownload()
    {
        const QString id = createTemplate();
        HttpResult r = c->post(kTemplates + u'/' + id + QStringLiteral("/send"),
                               sendBody({QStringLiteral("sms"), QStringLiteral("email")}));
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.object();
        const QString submission = o.value(u"submissionId").toString();
        const QString tracking = o.value(u"trackingId").toString();
        QVERIFY(signing::isUuid(tracking));
        QVERIFY(o.value(u"notificationSent").toBool());
        const QString link = QUrl(o.value(u"shortLink").toString()).path();
        QCOMPARE(c->status(tracking), 201);
        const QJsonArray out = c->outbox(tracking);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out.at(1).toObject().value(u"address").toString(), QStringLiteral("ivanov@example.ru"));
        QCOMPARE(c->billing(tracking).at(0).toObject().value(u"kind").toString(), QStringLiteral("questionnaire"));
        // The page shows the questions; an incomplete answer is refused.
        const QString html = QString::fromUtf8(c->send("GET", link).body);
        QVERIFY(html.contains(QStringLiteral("name=\"q_q4\"")));
        const QByteArray code = out.at(0).toObject().value(u"code").toString().toLatin1();
        QCOMPARE(form(link + QStringLiteral("/sign"), "code=" + code + "&q_q1=yes").status, 400);
        r = form(link + QStringLiteral("/sign"),
                 "code=" + code + "&q_q1=yes&q_q3=o2&q_q4=o1&q_q4=o3&q_q5=o1&q_q2=%D0%BD%D0%B5%D1%82");
        QCOMPARE(r.status, 200);
        QCOMPARE(c->status(tracking), 210);
        const QJsonObject s = c->get(QStringLiteral("/sep/api/questionnaires/submissions/") + submission).object();
        QCOMPARE(s.value(u"status").toString(), QStringLiteral("submitted"));
        QCOMPARE(s.value(u"answers").toObject().value(u"q1").toBool(), true);
        QCOMPARE(s.value(u"answers").toObject().value(u"q4").toArray(),
                 (QJsonArray{QStringLiteral("o1"), QStringLiteral("o3")}));
        QCOMPARE(s.value(u"answers").toObject().value(u"q2").toString(), QStringLiteral("нет"));
        QCOMPARE(s.value(u"clientRequestId").toString(), QStringLiteral("req-1"));
        r = c->get(QStringLiteral("/sep/api/questionnaires/submissions/") + submission + QStringLiteral("/download"));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.contentType, QByteArray("application/pdf"));
        QVERIFY(SandboxPdf::looksLikePdf(r.body));
        QJsonArray list = c->get(QStringLiteral("/sep/api/questionnaires/submissions?templateId=") + id)
                              .object()
                              .value(u"items")
                              .toArray();
        QCOMPARE(list.size(), 1);
        list = c->get(QStringLiteral("/sep/api/questionnaires/submissions?status=sent"))
                   .object()
                   .value(u"items")
                   .toArray();
        QCOMPARE(list.size(), 0);
        QCOMPARE(c->get(QStringLiteral("/sep/api/questionnaires/submissions/") + submission, kRegionSigningToken,
                        kOtherOrganization)
                     .status,
                 403);
        QCOMPARE(c->get(QStringLiteral("/sep/api/questionnaires/submissions/nope/download")).status, 404);
    }

    void adminAnswersCheckTypes()
    {
        const QString id = createTemplate();
        const QString submission =
            c->post(kTemplates + u'/' + id + QStringLiteral("/send"), sendBody({QStringLiteral("app")}))
                .object()
                .value(u"submissionId")
                .toString();
        const QString path =
            QStringLiteral("/sandbox/signing/questionnaires/") + submission + QStringLiteral("/answers");
        QJsonObject answers{{QStringLiteral("q1"), QStringLiteral("yes")},
                            {QStringLiteral("q3"), QStringLiteral("o1")},
                            {QStringLiteral("q4"), QJsonArray{QStringLiteral("o1")}},
                            {QStringLiteral("q5"), QStringLiteral("o9")}};
        QCOMPARE(c->admin("POST", path, {{QStringLiteral("answers"), answers}}).status, 400);
        answers.insert(QStringLiteral("q1"), false);
        answers.insert(QStringLiteral("q5"), QStringLiteral("o2"));
        const HttpResult r = c->admin("POST", path, {{QStringLiteral("answers"), answers}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"status").toString(), QStringLiteral("submitted"));
        QCOMPARE(r.object().value(u"trackingStatus").toInt(), 210);
    }

    void declinedQuestionnaire()
    {
        const QString id = createTemplate();
        const QJsonObject sent =
            c->post(kTemplates + u'/' + id + QStringLiteral("/send"), sendBody({QStringLiteral("sms")})).object();
        QCOMPARE(c->admin("POST",
                          QStringLiteral("/sandbox/signing/dispatches/") + sent.value(u"trackingId").toString()
                              + QStringLiteral("/decline"))
                     .status,
                 200);
        QCOMPARE(c->status(sent.value(u"trackingId").toString()), 211);
        QCOMPARE(c->get(QStringLiteral("/sep/api/questionnaires/submissions/") + sent.value(u"submissionId").toString())
                     .object()
                     .value(u"status")
                     .toString(),
                 QStringLiteral("declined"));
    }

    void deactivatedTemplateKeepsSentQuestionnaires()
    {
        const QString id = createTemplate();
        const QString submission =
            c->post(kTemplates + u'/' + id + QStringLiteral("/send"), sendBody({QStringLiteral("sms")}))
                .object()
                .value(u"submissionId")
                .toString();
        c->send("DELETE", kTemplates + u'/' + id, {}, c->headers());
        const HttpResult r =
            c->post(kTemplates + u'/' + id + QStringLiteral("/send"), sendBody({QStringLiteral("sms")}));
        QCOMPARE(r.status, 400);
        QCOMPARE(c->get(QStringLiteral("/sep/api/questionnaires/submissions/") + submission).status, 200);
    }

    void channelAndPhoneRules()
    {
        const QString id = createTemplate();
        const QString send = kTemplates + u'/' + id + QStringLiteral("/send");
        HttpResult r = c->post(send, sendBody({QStringLiteral("mid")}));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("CHANNEL_NOT_AVAILABLE"));
        r = c->post(send, sendBody({QStringLiteral("sms")}, QStringLiteral("+74951234567")));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_PHONE"));
        QCOMPARE(c->post(send, sendBody({QStringLiteral("chatbot")}, QStringLiteral("+375291234567"))).status, 400);
        // Free channels take any phone.
        QCOMPARE(
            c->post(send, sendBody({QStringLiteral("app"), QStringLiteral("email")}, QStringLiteral("+74951234567")))
                .status,
            200);
        QJsonObject body = sendBody({QStringLiteral("sms")});
        body.insert(QStringLiteral("practitioner"),
                    QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Смирнова")}});
        QCOMPARE(c->post(send, body).status, 400);
    }

    void initQuestionnaireTemplate()
    {
        HttpResult r = c->post(QStringLiteral("/sep/api/initquestionnairetemplate"),
                               {{QStringLiteral("practitioner"), practitioner()}});
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.object();
        const QString id = o.value(u"templateId").toString();
        QVERIFY(!o.value(u"sessionId").toString().isEmpty());
        QVERIFY(QDateTime::fromString(o.value(u"expiresAt").toString(), Qt::ISODateWithMs) > c->clock.now());
        const QJsonObject t = c->get(kTemplates).object().value(u"items").toArray().at(0).toObject();
        QCOMPARE(t.value(u"id").toString(), id);
        QCOMPARE(t.value(u"title").toString(), QStringLiteral("Новая анкета"));
        QCOMPARE(t.value(u"schema").toObject().value(u"questions").toArray().size(), 1);
        const QString editor = QUrl(o.value(u"editLink").toString()).path();
        QCOMPARE(c->send("GET", editor).status, 200);
        QCOMPARE(form(editor + QStringLiteral("/save"), "title=%D0%90%D0%BD%D0%BA%D0%B5%D1%82%D0%B0+2").status, 200);
        QCOMPARE(c->get(kTemplates).object().value(u"items").toArray().at(0).toObject().value(u"title").toString(),
                 QStringLiteral("Анкета 2"));
        QCOMPARE(c->send("GET", editor).status, 410);
        // An existing template: none is created.
        r = c->post(QStringLiteral("/sep/api/initquestionnairetemplate"),
                    {{QStringLiteral("practitioner"), practitioner()}, {QStringLiteral("templateId"), id}});
        QCOMPARE(r.object().value(u"templateId").toString(), id);
        QCOMPARE(c->get(kTemplates).object().value(u"items").toArray().size(), 1);
        QCOMPARE(c->post(QStringLiteral("/sep/api/initquestionnairetemplate"),
                         {{QStringLiteral("practitioner"), practitioner()},
                          {QStringLiteral("templateId"), QStringLiteral("nope")}})
                     .status,
                 404);
        QCOMPARE(c->post(QStringLiteral("/sep/api/initquestionnairetemplate"),
                         {{QStringLiteral("practitioner"),
                           QJsonObject{{QStringLiteral("familyName"), QStringLiteral("X")}}}})
                     .object()
                     .value(u"errorCode")
                     .toString(),
                 QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
    }

    void inviteIsSentAsynchronously()
    {
        HttpResult r = c->post(QStringLiteral("/sep/api/initInvite"),
                               inviteBody({QStringLiteral("sms"), QStringLiteral("email")}));
        QCOMPARE(r.status, 200);
        const QString invite = r.object().value(u"inviteId").toString();
        QVERIFY(signing::isUuid(invite));
        QCOMPARE(r.object().value(u"status").toString(), QStringLiteral("queued"));
        QVERIFY(c->outbox(invite).isEmpty()); // the answer came first
        c->clock.advanceSeconds(5);
        const QJsonArray out = c->outbox(invite);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out.at(1).toObject().value(u"address").toString(), QStringLiteral("ivanov@example.ru"));
        QCOMPARE(c->get(QStringLiteral("/sep/api/invites/") + invite).object().value(u"status").toString(),
                 QStringLiteral("sent"));
        // An invite is not a dispatch.
        QCOMPARE(c->status(invite), 0);
        QCOMPARE(c->get(QStringLiteral("/sep/api/signing/") + invite).status, 404);
        // The patient fills in the document and signs the consent.
        const QString page = QUrl(out.at(0).toObject().value(u"link").toString()).path();
        QCOMPARE(c->send("GET", page).status, 200);
        QCOMPARE(form(page + QStringLiteral("/consent"), "docS=4509&docN=").status, 400);
        QCOMPARE(form(page + QStringLiteral("/consent"), "docS=4509&docN=123456&consent=on").status, 200);
        QCOMPARE(c->get(QStringLiteral("/sep/api/invites/") + invite).object().value(u"status").toString(),
                 QStringLiteral("completed"));
        QCOMPARE(c->billing(invite).size(), 1);
    }

    void inviteRules()
    {
        const QString path = QStringLiteral("/sep/api/initInvite");
        HttpResult r = c->post(path, inviteBody({QStringLiteral("app")}));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("CHANNEL_NOT_AVAILABLE"));
        r = c->post(path, inviteBody({QStringLiteral("sms")}, QStringLiteral("+74951234567")));
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_PHONE"));
        QCOMPARE(c->post(path, inviteBody({QStringLiteral("email")}, QStringLiteral("+74951234567"))).status, 200);
        QJsonObject body = inviteBody({QStringLiteral("sms")});
        body.insert(QStringLiteral("practitioner"),
                    QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                                {QStringLiteral("givenName"), QStringLiteral("Елена")}});
        QCOMPARE(c->post(path, body).object().value(u"errorCode").toString(),
                 QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
        body = inviteBody({});
        QCOMPARE(c->post(path, body).status, 400);
    }

    void inviteResendAndCancel()
    {
        const QString invite = c->post(QStringLiteral("/sep/api/initInvite"), inviteBody({QStringLiteral("chatbot")}))
                                   .object()
                                   .value(u"inviteId")
                                   .toString();
        const QJsonObject p = inviteBody({}).value(u"practitioner").toObject();
        QCOMPARE(c->post(QStringLiteral("/sep/api/invites/") + invite + QStringLiteral("/resend"),
                         {{QStringLiteral("practitioner"), p}})
                     .status,
                 200);
        c->clock.advanceSeconds(5);
        QCOMPARE(c->outbox(invite).size(), 2);
        QCOMPARE(c->post(QStringLiteral("/sep/api/invites/") + invite + QStringLiteral("/cancel"), {}).status, 400);
        QCOMPARE(c->post(QStringLiteral("/sep/api/invites/") + invite + QStringLiteral("/cancel"),
                         {{QStringLiteral("practitioner"), p}})
                     .object()
                     .value(u"status")
                     .toString(),
                 QStringLiteral("cancelled"));
        QCOMPARE(c->post(QStringLiteral("/sep/api/invites/") + invite + QStringLiteral("/resend"),
                         {{QStringLiteral("practitioner"), p}})
                     .status,
                 400);
        QCOMPARE(c->get(QStringLiteral("/sep/api/invites/") + invite, kRegionSigningToken, kOtherOrganization).status,
                 403);
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningForms)
#include "tst_sandbox_signing_forms.moc"
