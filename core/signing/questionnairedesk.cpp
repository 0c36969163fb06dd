// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairedesk.h"

#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "dispatchkinds_p.h"

#include <QJsonArray>
#include <QUuid>

namespace cliniclink {

using namespace dispatchkinds;

namespace {

const QString kQuestionnaireKind = QStringLiteral("signing-questionnaire");
const QString kInviteKind = QStringLiteral("signing-invite");
const QString kAnswerKey = QStringLiteral("answer");
const QString kRequestKey = QStringLiteral("request");

} // namespace

QuestionnaireDesk::QuestionnaireDesk(Session &session, DispatchDesk &dispatches, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_dispatches(dispatches)
{
}

DispatchPractitioner QuestionnaireDesk::practitioner() const
{
    return practitionerOf(m_session.currentEnvironment());
}

TemplateListCall *QuestionnaireDesk::templates()
{
    return m_session.transport().start(new TemplateListCall);
}

SaveTemplateCall *QuestionnaireDesk::save(const QuestionnaireTemplate &t)
{
    return m_session.transport().start(new SaveTemplateCall(t));
}

DeactivateTemplateCall *QuestionnaireDesk::deactivate(const QString &templateId)
{
    return m_session.transport().start(new DeactivateTemplateCall(templateId));
}

InitTemplateEditorCall *QuestionnaireDesk::editInBrowser(const QString &templateId, const QString &title)
{
    return m_session.transport().start(new InitTemplateEditorCall(practitioner(), templateId, title));
}

SubmissionListCall *QuestionnaireDesk::submissions(const QString &templateId)
{
    return m_session.transport().start(new SubmissionListCall(templateId));
}

SubmissionPdfCall *QuestionnaireDesk::submissionPdf(const QString &submissionId)
{
    return m_session.transport().start(new SubmissionPdfCall(submissionId));
}

OutboxSend *QuestionnaireDesk::sendThroughOutbox(ApiCall *call, const QString &kind, const QJsonObject &payload,
                                                 OutboxSend::ReadAnswer read)
{
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Signing);
    intent.kind = kind;
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.payload = payload;
    const auto sent = m_session.follow().send(m_session.transport(), intent, call, std::move(read));
    if (!sent) {
        Q_EMIT problem(tr("Nothing was sent: the journal could not record it (%1).").arg(sent.error().message));
        return nullptr;
    }
    return *sent;
}

SendQuestionnaireCall *QuestionnaireDesk::send(QuestionnaireSendRequest request)
{
    if (request.clientRequestId.isEmpty()) // the platform's audit names our request
        request.clientRequestId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (request.practitioner.userIdLpu.isEmpty())
        request.practitioner = practitioner();
    auto *call = new SendQuestionnaireCall(request);
    const QJsonObject patient = call->body().value(u"patient").toObject();
    OutboxSend *sent =
        sendThroughOutbox(call, kQuestionnaireKind,
                          {{kRequestKey, call->body()},
                           {QStringLiteral("templateId"), request.templateId},
                           {QStringLiteral("meta"), QJsonObject{{QStringLiteral("patients"), QJsonArray{patient}}}}},
                          [call] {
                              const QuestionnaireSent &sent = call->result();
                              return SendAnswer{sent.submissionId,
                                                QStringLiteral("sent"),
                                                true,
                                                {{QStringLiteral("submissionId"), sent.submissionId},
                                                 {QStringLiteral("trackingId"), sent.trackingId},
                                                 {QStringLiteral("notificationSent"), sent.notificationSent}},
                                                {}};
                          });
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this, [this, call, patient] {
        const QuestionnaireSent &sent = call->result();
        // The questionnaire is a dispatch the patient fills in and signs: followed like one.
        DispatchSummary summary;
        summary.trackingId = sent.trackingId;
        summary.code = DispatchCode::Created;
        summary.createdAt = m_session.clock().now();
        summary.idPatientMis = {patient.value(u"idPatientMis").toString()};
        m_dispatches.follow(summary);
        const auto followed = m_dispatches.byTrackingId(sent.trackingId);
        Q_EMIT questionnaireSent(sent, followed ? followed->journalId : 0);
    });
    return call;
}

InitInviteCall *QuestionnaireDesk::invite(InviteRequest request)
{
    if (request.practitioner.userIdLpu.isEmpty() && request.practitioner.snils.isEmpty())
        request.practitioner = practitioner();
    auto *call = new InitInviteCall(request);
    OutboxSend *sent = sendThroughOutbox(call, kInviteKind, {{kRequestKey, request.toJson()}}, [call] {
        const QJsonObject answer = call->result();
        return SendAnswer{answer.value(u"inviteId").toString(),
                          answer.value(u"status").toString(QStringLiteral("sent")),
                          true,
                          {{kAnswerKey, answer}},
                          {}};
    });
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::finished, this,
            [this](const SendOutcome &outcome) { Q_EMIT inviteAnswered(outcome.journalId); });
    return call;
}

QList<InviteRecord> QuestionnaireDesk::invites(int limit) const
{
    QList<InviteRecord> out;
    for (const TrackedItem &item : m_session.follow().items(services::Signing, limit)) {
        if (item.kind != kInviteKind)
            continue;
        InviteRecord r;
        r.journalId = item.id;
        r.inviteId = item.externalId;
        r.createdAt = item.createdAt;
        r.request = item.payload.value(kRequestKey).toObject();
        r.answer = item.payload.value(kAnswerKey).toObject();
        r.outbox = item.outbox;
        r.lastError = item.lastError;
        out << r;
    }
    return out;
}

QHash<QString, QString> QuestionnaireDesk::sentPatientNames(int limit) const
{
    QHash<QString, QString> out;
    for (const TrackedItem &item : m_session.follow().items(services::Signing, limit)) {
        if (item.kind != kQuestionnaireKind || item.externalId.isEmpty())
            continue;
        const QJsonObject p = item.payload.value(u"meta").toObject().value(u"patients").toArray().first().toObject();
        QStringList name{p.value(u"familyName").toString(), p.value(u"givenName").toString(),
                         p.value(u"middleName").toString()};
        name.removeAll(QString());
        if (!name.isEmpty())
            out.insert(item.externalId, name.join(u' '));
    }
    return out;
}

} // namespace cliniclink
