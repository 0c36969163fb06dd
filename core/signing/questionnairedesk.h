// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Questionnaires (D6) and invitations (D7) for the signing area. Templates are read, created,
// saved as new versions and deactivated with plain calls; sending a questionnaire and inviting a
// patient are billed (sms, chat-bot), so each is an outbox row before it leaves (kinds
// `signing-questionnaire`, `signing-invite`). A questionnaire sent is followed by its trackingId
// like a dispatch (DispatchDesk::follow); an invitation's answer is kept in its journal row.

#include "core/signing/dispatchdesk.h"
#include "questionnairecalls.h"

#include <QHash>
#include <QObject>

namespace cliniclink {

class Session;

struct InviteRecord {
    qint64 journalId = 0;
    QString inviteId;
    QDateTime createdAt;
    QJsonObject request; // what was sent (the patient's phone and e-mail, the channels)
    QJsonObject answer; // what the platform answered
    OutboxState outbox = OutboxState::None;
    QString lastError;
};

class QuestionnaireDesk : public QObject {
    Q_OBJECT
public:
    QuestionnaireDesk(Session &session, DispatchDesk &dispatches, QObject *parent = nullptr);

    TemplateListCall *templates();
    // POST when t.id is empty, else PUT (a new version of the schema).
    SaveTemplateCall *save(const QuestionnaireTemplate &t);
    DeactivateTemplateCall *deactivate(const QString &templateId);
    // The template edited in the browser; a new one when templateId is empty.
    InitTemplateEditorCall *editInBrowser(const QString &templateId, const QString &title = {});
    // Null (and problem()) when the journal cannot record the send.
    SendQuestionnaireCall *send(QuestionnaireSendRequest request);
    SubmissionListCall *submissions(const QString &templateId = {});
    SubmissionPdfCall *submissionPdf(const QString &submissionId);

    // Null (and problem()) when the journal cannot record the invitation.
    InitInviteCall *invite(InviteRequest request);
    QList<InviteRecord> invites(int limit = 200) const;
    // The patients' names as this workstation sent the questionnaires ("Иванов Сергей Петрович"),
    // by submission id, for lists that otherwise have only the MIS id.
    QHash<QString, QString> sentPatientNames(int limit = 500) const;

    // The environment's practitioner, as the platform's practitioner block.
    DispatchPractitioner practitioner() const;

Q_SIGNALS:
    // A questionnaire was sent; its dispatch is followed (journalId of the dispatch row).
    void questionnaireSent(const cliniclink::QuestionnaireSent &sent, qint64 dispatchJournalId);
    void inviteAnswered(qint64 journalId);
    void problem(const QString &message);

private:
    // Sends call through the outbox as an intent of kind; null (call deleted, problem() emitted)
    // when the journal cannot record it.
    OutboxSend *sendThroughOutbox(ApiCall *call, const QString &kind, const QJsonObject &payload,
                                  OutboxSend::ReadAnswer read);

    Session &m_session;
    DispatchDesk &m_dispatches;
};

} // namespace cliniclink
