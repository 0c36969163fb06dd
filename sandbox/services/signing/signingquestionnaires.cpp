// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SigningModule: questionnaire templates (versions, deactivation), sending a questionnaire to a
// patient (a dispatch the patient fills in and signs), submissions and their PDF, and the
// template editor session.
#include "signingforms.h"
#include "signingmodule.h"
#include "signingreplies.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <algorithm>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

QString newRecordId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

} // namespace

QStringList SigningModule::answerQuestionnaire(Submission &submission, const QJsonObject &answers)
{
    const QStringList problems = checkAnswers(submission.schema, answers);
    if (!problems.isEmpty())
        return problems;
    submission.answers = answers;
    submission.status = QStringLiteral("submitted");
    submission.submittedAt = now();
    if (Dispatch *d = m_store.dispatch(submission.trackingId)) {
        const QByteArray pdf = submissionPdf(submission);
        d->pdf = pdf;
        if (!d->attachments.isEmpty())
            d->attachments.first().pdf = pdf;
    }
    return {};
}

SandboxResponse SigningModule::questionnaires(const SandboxRequest &request, const QStringList &s, const Caller &caller)
{
    const QByteArray &m = request.method;
    const qsizetype n = s.size();
    const auto notFound = [](const QString &what) { return coded(404, QStringLiteral("NOT_FOUND"), what); };
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (n >= 2 && s.at(1) == u"templates") {
        if (n == 2 && m == "GET") {
            const QString active = request.query.queryItemValue(QStringLiteral("active"));
            QJsonArray items;
            for (const QString &id : std::as_const(m_store.templateOrder)) {
                const QuestionnaireTemplate &t = m_store.templates[id];
                if (t.organization == caller.organization && (active.isEmpty() || (active == u"true") == t.active))
                    items.append(templateJson(t));
            }
            return ok(200, {{QStringLiteral("total"), int(items.size())}, {QStringLiteral("items"), items}});
        }
        if (n == 2 && m == "POST") {
            QStringList problems = checkSchema(body.value(u"schema").toObject());
            if (body.value(u"title").toString().trimmed().isEmpty())
                problems.prepend(blankProblem(QStringLiteral("title")));
            if (!problems.isEmpty())
                return validation(problems);
            QuestionnaireTemplate t;
            t.id = newRecordId();
            t.organization = caller.organization;
            t.title = body.value(u"title").toString();
            t.comment = body.value(u"comment").toString();
            t.schema = body.value(u"schema").toObject();
            t.createdAt = t.updatedAt = now();
            m_store.templates.insert(t.id, t);
            m_store.templateOrder.append(t.id);
            return ok(201, templateJson(t));
        }
        if (n < 3)
            return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(m), request.path));
        const auto it = m_store.templates.find(s.at(2));
        if (it == m_store.templates.end())
            return notFound(QStringLiteral("Шаблон анкеты %1 не найден").arg(s.at(2)));
        if (it->organization != caller.organization)
            return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("Шаблон принадлежит другой организации"));
        QuestionnaireTemplate &t = *it;
        if (n == 3 && m == "PUT") {
            const QJsonObject schema = body.contains(u"schema") ? body.value(u"schema").toObject() : t.schema;
            const QStringList problems = checkSchema(schema);
            if (!problems.isEmpty())
                return validation(problems);
            t.history.append(t.schema);
            t.schema = schema;
            ++t.version;
            if (body.contains(u"title"))
                t.title = body.value(u"title").toString();
            if (body.contains(u"comment"))
                t.comment = body.value(u"comment").toString();
            if (body.value(u"active").isBool())
                t.active = body.value(u"active").toBool();
            t.updatedAt = now();
            return ok(200, templateJson(t));
        }
        if (n == 3 && m == "DELETE") {
            t.active = false;
            t.updatedAt = now();
            return ok(200,
                      {{QStringLiteral("id"), t.id},
                       {QStringLiteral("active"), false},
                       {QStringLiteral("deactivated"), true}});
        }
        if (n == 4 && s.at(3) == u"send" && m == "POST")
            return sendQuestionnaire(t, body, caller);
    }
    if (n >= 2 && s.at(1) == u"submissions" && m == "GET") {
        if (n == 2) {
            const QUrlQuery &q = request.query;
            QJsonArray items;
            for (const QString &id : std::as_const(m_store.submissionOrder)) {
                const Submission &sub = m_store.submissions[id];
                const auto matches = [&q](const char *key, const QString &value) {
                    const QString wanted = q.queryItemValue(QLatin1String(key));
                    return wanted.isEmpty() || wanted == value;
                };
                if (sub.organization == caller.organization && matches("templateId", sub.templateId)
                    && matches("idPatientMis", sub.idPatientMis) && matches("status", sub.status))
                    items.append(submissionJson(sub));
            }
            return ok(200, {{QStringLiteral("total"), int(items.size())}, {QStringLiteral("items"), items}});
        }
        const auto it = m_store.submissions.find(s.at(2));
        if (it == m_store.submissions.end())
            return notFound(QStringLiteral("Анкета %1 не найдена").arg(s.at(2)));
        if (it->organization != caller.organization)
            return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("Анкета принадлежит другой организации"));
        if (n == 3)
            return ok(200, submissionJson(*it));
        if (n == 4 && s.at(3) == u"download")
            return SandboxResponse::bytes(200, submissionPdf(*it), "application/pdf")
                .withHeader("Content-Disposition",
                            "attachment; filename=\"questionnaire-" + it->id.toLatin1() + ".pdf\"");
    }
    return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(m), request.path));
}

SandboxResponse SigningModule::sendQuestionnaire(QuestionnaireTemplate &t, const QJsonObject &body,
                                                 const Caller &caller)
{
    if (!t.active)
        return coded(400, QStringLiteral("TEMPLATE_INACTIVE"), QStringLiteral("Шаблон анкеты деактивирован"));
    QStringList problems;
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    for (const char *key : {"familyName", "givenName", "userIdLpu"}) {
        if (practitioner.value(QLatin1String(key)).toString().trimmed().isEmpty())
            problems.append(blankProblem(QStringLiteral("practitioner.") + QLatin1String(key)));
    }
    if (!isElevenDigits(practitioner.value(u"snils").toString()))
        problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
    const QJsonObject patient = body.value(u"patient").toObject();
    for (const char *key : {"idPatientMis", "familyName", "givenName", "sex"}) {
        if (patient.value(QLatin1String(key)).toString().trimmed().isEmpty())
            problems.append(blankProblem(QStringLiteral("patient.") + QLatin1String(key)));
    }
    if (!isDate(patient.value(u"birthDate").toString()))
        problems.append(formatProblem(QStringLiteral("patient.birthDate")));
    if (patient.value(u"documentDto").toArray().isEmpty())
        problems.append(blankProblem(QStringLiteral("patient.documentDto")));
    QString phone, email;
    for (const QJsonValue &v : patient.value(u"telecom").toArray()) {
        const QJsonObject item = v.toObject();
        if (item.value(u"system").toString() == u"Telephone" && phone.isEmpty())
            phone = item.value(u"value").toString();
        if (item.value(u"system").toString() == u"Email" && email.isEmpty())
            email = item.value(u"value").toString();
    }
    QStringList channels;
    for (const QJsonValue &v : body.value(u"deliveryChannels").toArray())
        channels.append(v.toString());
    if (channels.contains(QStringLiteral("mid")))
        return coded(400, QStringLiteral("CHANNEL_NOT_AVAILABLE"), QStringLiteral("Канал mid недоступен"));
    for (const QString &c : std::as_const(channels)) {
        if (!QStringList{QStringLiteral("app"), QStringLiteral("email"), QStringLiteral("sms"),
                         QStringLiteral("chatbot")}
                 .contains(c))
            problems.append(QStringLiteral("Канал %1 недопустим: app, email, sms, chatbot").arg(c));
    }
    if (channels.isEmpty())
        problems.append(blankProblem(QStringLiteral("deliveryChannels")));
    if (!problems.isEmpty())
        return validation(problems);
    if ((channels.contains(QStringLiteral("sms")) || channels.contains(QStringLiteral("chatbot")))
        && !isRussianMobile(phone))
        return coded(400, QStringLiteral("INVALID_PHONE"),
                     QStringLiteral("Для каналов sms и chatbot нужен мобильный номер России в формате +79XXXXXXXXX"));

    Submission sub;
    sub.id = newRecordId();
    sub.templateId = t.id;
    sub.templateVersion = t.version;
    sub.title = t.title;
    sub.schema = t.schema;
    sub.organization = caller.organization;
    sub.idPatientMis = patient.value(u"idPatientMis").toString();
    sub.clientRequestId = body.value(u"clientRequestId").toString();
    sub.status = QStringLiteral("sent");
    sub.sentAt = now();

    Dispatch d;
    d.trackingId = newRecordId();
    d.organization = caller.organization;
    d.tokenKey = caller.tokenKey;
    d.practitioner = d.author = practitioner;
    d.submissionId = sub.id;
    PatientSigner signer;
    signer.data = patient;
    signer.idPatientMis = sub.idPatientMis;
    // Email without an address cannot be sent; the other channels can.
    for (const QString &c : std::as_const(channels)) {
        if (c != u"email" || !email.isEmpty())
            signer.delivery.append(c);
    }
    d.patients = {signer};
    Attachment form;
    form.partName = QStringLiteral("questionnaire");
    form.documentType = QStringLiteral("pdf");
    form.fileName = QStringLiteral("questionnaire-%1.pdf").arg(sub.id);
    form.mimeType = "application/pdf";
    form.original = form.pdf = submissionPdf(sub);
    d.attachments = {form};
    sub.trackingId = d.trackingId;
    Dispatch &stored = m_store.add(d);
    complete(stored, caller);
    sub.channels = stored.patients.constFirst().delivery;
    sub.notificationSent = !sub.channels.isEmpty();
    sub.shortLink = caller.linkBase + QStringLiteral("/sandbox/patient/") + stored.patients.constFirst().linkToken;
    m_store.submissions.insert(sub.id, sub);
    m_store.submissionOrder.append(sub.id);
    return ok(200,
              {{QStringLiteral("submissionId"), sub.id},
               {QStringLiteral("trackingId"), stored.trackingId},
               {QStringLiteral("shortLink"), sub.shortLink},
               {QStringLiteral("notificationSent"), sub.notificationSent}});
}

SandboxResponse SigningModule::initQuestionnaireTemplate(const QJsonObject &body, const Caller &caller)
{
    const QJsonObject practitioner = body.value(u"practitioner").toObject();
    QStringList problems;
    if (!body.value(u"practitioner").isObject())
        problems.append(blankProblem(QStringLiteral("practitioner")));
    else if (practitioner.value(u"userIdLpu").toString().isEmpty() && practitioner.value(u"snils").toString().isEmpty())
        return coded(400, QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"),
                     QStringLiteral("Укажите practitioner.snils или practitioner.userIdLpu"));
    if (practitioner.contains(u"snils") && !isElevenDigits(practitioner.value(u"snils").toString()))
        problems.append(QStringLiteral("Поле practitioner.snils должно состоять из 11 цифр"));
    if (body.contains(u"schema"))
        problems += checkSchema(body.value(u"schema").toObject());
    if (!problems.isEmpty())
        return validation(problems);
    QString templateId = body.value(u"templateId").toString();
    if (!templateId.isEmpty()) {
        const auto it = m_store.templates.constFind(templateId);
        if (it == m_store.templates.constEnd())
            return coded(404, QStringLiteral("NOT_FOUND"),
                         QStringLiteral("Шаблон анкеты %1 не найден").arg(templateId));
        if (it->organization != caller.organization)
            return coded(403, QStringLiteral("ACCESS_DENIED"), QStringLiteral("Шаблон принадлежит другой организации"));
    } else {
        QuestionnaireTemplate t;
        t.id = templateId = newRecordId();
        t.organization = caller.organization;
        t.title = body.value(u"title").toString().isEmpty() ? QStringLiteral("Новая анкета")
                                                            : body.value(u"title").toString();
        t.comment = body.value(u"comment").toString();
        t.schema = body.contains(u"schema")
            ? body.value(u"schema").toObject()
            : QJsonObject{{QStringLiteral("title"), t.title},
                          {QStringLiteral("description"), QString()},
                          {QStringLiteral("questions"),
                           QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("q1")},
                                                  {QStringLiteral("label"), QStringLiteral("Новый вопрос")},
                                                  {QStringLiteral("type"), QStringLiteral("text")},
                                                  {QStringLiteral("required"), false},
                                                  {QStringLiteral("order"), 1}}}}};
        t.createdAt = t.updatedAt = now();
        m_store.templates.insert(t.id, t);
        m_store.templateOrder.append(t.id);
    }
    EditorSession e;
    e.id = newRecordId();
    e.templateId = templateId;
    e.organization = caller.organization;
    e.expiresAt = now().addSecs(qint64(m_store.timings.editorMinutes) * 60);
    m_store.editors.insert(e.id, e);
    return ok(200,
              {{QStringLiteral("editLink"),
                QString(caller.linkBase + QStringLiteral("/sandbox/questionnaire-editor/") + e.id)},
               {QStringLiteral("sessionId"), e.id},
               {QStringLiteral("templateId"), templateId},
               {QStringLiteral("expiresAt"), e.expiresAt.toString(Qt::ISODateWithMs)}});
}

} // namespace cliniclink::sandbox
