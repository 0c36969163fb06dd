// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairecalls.h"

#include "core/signing/signingservice.h"
#include "signingjson_p.h"
#include "signingrequests.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

namespace cliniclink {

namespace {

const QString kTemplates = QStringLiteral("/sep/api/questionnaires/templates");

QJsonDocument documentOf(const QByteArray &body, bool *ok)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    *ok = error.error == QJsonParseError::NoError && (doc.isObject() || doc.isArray());
    return doc;
}

// {items: [...]} or {total, items}, or a bare array.
QJsonArray itemsOf(const QJsonDocument &doc)
{
    if (doc.isArray())
        return doc.array();
    const QJsonObject o = doc.object();
    for (const char16_t *key : {u"items", u"templates", u"submissions", u"data"}) {
        if (o.value(QStringView(key)).isArray())
            return o.value(QStringView(key)).toArray();
    }
    return {};
}

QString escaped(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

} // namespace

using signingjson::objectOf;
using signingjson::practitionerJson;

TemplateListCall::TemplateListCall(QObject *parent)
    : ResultCall(services::Signing, "GET", kTemplates, parent)
{
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError TemplateListCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    bool ok = false;
    const QJsonDocument doc = documentOf(body, &ok);
    if (!ok)
        return malformed(QStringLiteral("template list is not JSON"));
    for (const QJsonValue &v : itemsOf(doc))
        m_result.append(QuestionnaireTemplate::fromJson(v.toObject()));
    return {};
}

SaveTemplateCall::SaveTemplateCall(const QuestionnaireTemplate &t, QObject *parent)
    : ResultCall(services::Signing, t.id.isEmpty() ? "POST" : "PUT",
                 t.id.isEmpty() ? kTemplates : kTemplates + u'/' + escaped(t.id), parent)
{
    setJsonBody(t.toBody(!t.id.isEmpty()));
    setRetryMode(RetryMode::Never);
}

ApiError SaveTemplateCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto answer = objectOf(body);
    if (!answer)
        return malformed(QStringLiteral("template answer is not a JSON object"));
    m_result = QuestionnaireTemplate::fromJson(*answer);
    if (m_result.id.isEmpty())
        return malformed(QStringLiteral("template answer has no id"));
    return {};
}

DeactivateTemplateCall::DeactivateTemplateCall(const QString &templateId, QObject *parent)
    : ResultCall(services::Signing, "DELETE", kTemplates + u'/' + escaped(templateId), parent)
{
    setRetryMode(RetryMode::Never);
}

ApiError DeactivateTemplateCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto answer = objectOf(body);
    m_result = answer && (answer->value(u"deactivated").toBool() || !answer->value(u"active").toBool(true));
    return {};
}

QJsonObject QuestionnaireSendRequest::toJson() const
{
    // The patient block is D1's patient, written by the one D1 writer.
    DispatchRequest r;
    r.patients = {patient};
    const QJsonObject meta = buildDispatchMeta(r, false);
    QJsonObject p = meta.value(u"patients").toArray().first().toObject();
    p.remove(QStringLiteral("deliveryOverride"));
    QJsonArray list;
    for (QuestionnaireChannel c : channels)
        list.append(questionnaireChannelKey(c));
    QJsonObject o{{QStringLiteral("practitioner"), practitionerJson(practitioner)},
                  {QStringLiteral("patient"), p},
                  {QStringLiteral("deliveryChannels"), list}};
    if (!clientRequestId.isEmpty())
        o.insert(QStringLiteral("clientRequestId"), clientRequestId);
    return o;
}

SendQuestionnaireCall::SendQuestionnaireCall(const QuestionnaireSendRequest &request, QObject *parent)
    : ResultCall(services::Signing, "POST", kTemplates + u'/' + escaped(request.templateId) + QStringLiteral("/send"),
                 parent)
    , m_body(request.toJson())
{
    setJsonBody(m_body);
    setRetryMode(RetryMode::Never);
}

ApiError SendQuestionnaireCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto answer = objectOf(body);
    if (!answer)
        return malformed(QStringLiteral("send answer is not a JSON object"));
    const QJsonObject &o = *answer;
    m_result.submissionId = o.value(u"submissionId").toString();
    m_result.trackingId = o.value(u"trackingId").toString();
    m_result.shortLink = QUrl(o.value(u"shortLink").toString());
    m_result.notificationSent = o.value(u"notificationSent").toBool();
    if (m_result.trackingId.isEmpty())
        return malformed(QStringLiteral("send answer has no trackingId"));
    return {};
}

SubmissionListCall::SubmissionListCall(const QString &templateId, QObject *parent)
    : ResultCall(services::Signing, "GET", QStringLiteral("/sep/api/questionnaires/submissions"), parent)
{
    if (!templateId.isEmpty()) {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("templateId"), templateId);
        setQuery(q);
    }
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError SubmissionListCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    bool ok = false;
    const QJsonDocument doc = documentOf(body, &ok);
    if (!ok)
        return malformed(QStringLiteral("submission list is not JSON"));
    for (const QJsonValue &v : itemsOf(doc))
        m_result.append(QuestionnaireSubmission::fromJson(v.toObject()));
    return {};
}

SubmissionPdfCall::SubmissionPdfCall(const QString &submissionId, QObject *parent)
    : ResultCall(services::Signing, "GET",
                 QStringLiteral("/sep/api/questionnaires/submissions/") + escaped(submissionId)
                     + QStringLiteral("/download"),
                 parent)
{
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError SubmissionPdfCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    if (!body.startsWith("%PDF"))
        return malformed(QStringLiteral("the questionnaire's download is not a PDF"));
    m_result = body;
    return {};
}

InitTemplateEditorCall::InitTemplateEditorCall(const DispatchPractitioner &practitioner, const QString &templateId,
                                               const QString &title, QObject *parent)
    : ResultCall(services::Signing, "POST", QStringLiteral("/sep/api/initquestionnairetemplate"), parent)
{
    QJsonObject o{{QStringLiteral("practitioner"), practitionerJson(practitioner)}};
    if (!templateId.isEmpty())
        o.insert(QStringLiteral("templateId"), templateId);
    if (!title.isEmpty())
        o.insert(QStringLiteral("title"), title);
    setJsonBody(o);
    setRetryMode(RetryMode::Never);
}

ApiError InitTemplateEditorCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto answer = objectOf(body);
    if (!answer)
        return malformed(QStringLiteral("editor answer is not a JSON object"));
    const QJsonObject &o = *answer;
    m_result.editLink = QUrl(o.value(u"editLink").toString());
    m_result.sessionId = o.value(u"sessionId").toString();
    m_result.templateId = o.value(u"templateId").toString();
    m_result.expiresAt = QDateTime::fromString(o.value(u"expiresAt").toString(), Qt::ISODateWithMs);
    if (!m_result.editLink.isValid() || m_result.editLink.scheme().isEmpty())
        return malformed(QStringLiteral("editor answer has no link"));
    return {};
}

QString inviteChannelKey(InviteChannel channel)
{
    switch (channel) {
    case InviteChannel::Sms:
        return QStringLiteral("sms");
    case InviteChannel::Chatbot:
        return QStringLiteral("chatbot");
    case InviteChannel::Email:
        return QStringLiteral("email");
    }
    return {};
}

QJsonObject InviteRequest::toJson() const
{
    QJsonObject patient;
    if (!phone.trimmed().isEmpty())
        patient.insert(QStringLiteral("phone"), phone.trimmed());
    if (!email.trimmed().isEmpty())
        patient.insert(QStringLiteral("email"), email.trimmed());
    QJsonArray list;
    for (InviteChannel c : channels)
        list.append(inviteChannelKey(c));
    return {{QStringLiteral("patient"), patient},
            {QStringLiteral("practitioner"), practitionerJson(practitioner)},
            {QStringLiteral("channels"), list}};
}

InitInviteCall::InitInviteCall(const InviteRequest &request, QObject *parent)
    : ResultCall(services::Signing, "POST", QStringLiteral("/sep/api/initInvite"), parent)
{
    setJsonBody(request.toJson());
    setRetryMode(RetryMode::Never);
}

ApiError InitInviteCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto answer = objectOf(body);
    if (!answer)
        return malformed(QStringLiteral("invite answer is not a JSON object"));
    m_result = *answer;
    return {};
}

} // namespace cliniclink
