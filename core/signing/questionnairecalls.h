// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The questionnaire and invitation calls of service D (D6, D7). Creating, changing, sending and
// inviting are never sent twice by the transport; the reads are plain GETs.

#include "core/net/apicall.h"
#include "questionnairetypes.h"
#include "signingtypes.h"

#include <QUrl>

namespace cliniclink {

// GET /sep/api/questionnaires/templates: {total, items} (or a bare array).
class TemplateListCall : public ResultCall<QList<QuestionnaireTemplate>> {
    Q_OBJECT
public:
    explicit TemplateListCall(QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// POST (a new template) or PUT /{id} (a new version of its schema): the template as stored.
class SaveTemplateCall : public ResultCall<QuestionnaireTemplate> {
    Q_OBJECT
public:
    explicit SaveTemplateCall(const QuestionnaireTemplate &t, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// DELETE /{id}: deactivated; questionnaires already sent are kept.
class DeactivateTemplateCall : public ResultCall<bool> {
    Q_OBJECT
public:
    explicit DeactivateTemplateCall(const QString &templateId, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

struct QuestionnaireSent {
    QString submissionId;
    QString trackingId; // followed like a dispatch
    QUrl shortLink;
    bool notificationSent = false;
};

struct QuestionnaireSendRequest {
    QString templateId;
    DispatchPractitioner practitioner;
    DispatchPatient patient;
    QList<QuestionnaireChannel> channels;
    QString clientRequestId;
    QJsonObject toJson() const; // D6 send body
};

// POST /{id}/send.
class SendQuestionnaireCall : public ResultCall<QuestionnaireSent> {
    Q_OBJECT
public:
    explicit SendQuestionnaireCall(const QuestionnaireSendRequest &request, QObject *parent = nullptr);
    const QJsonObject &body() const { return m_body; }

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

private:
    QJsonObject m_body;
};

// GET /sep/api/questionnaires/submissions (templateId filters when given).
class SubmissionListCall : public ResultCall<QList<QuestionnaireSubmission>> {
    Q_OBJECT
public:
    explicit SubmissionListCall(const QString &templateId = {}, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// GET /submissions/{id}/download: the questionnaire's PDF.
class SubmissionPdfCall : public ResultCall<QByteArray> {
    Q_OBJECT
public:
    explicit SubmissionPdfCall(const QString &submissionId, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

struct TemplateEditorLink {
    QUrl editLink;
    QString sessionId;
    QString templateId;
    QDateTime expiresAt;
};

// POST /sep/api/initquestionnairetemplate: the template edited in the browser (a new one when
// templateId is empty).
class InitTemplateEditorCall : public ResultCall<TemplateEditorLink> {
    Q_OBJECT
public:
    InitTemplateEditorCall(const DispatchPractitioner &practitioner, const QString &templateId,
                           const QString &title = {}, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

enum class InviteChannel { Sms, Chatbot, Email };
QString inviteChannelKey(InviteChannel channel);

struct InviteRequest {
    QString phone; // +7...
    QString email;
    QList<InviteChannel> channels;
    DispatchPractitioner practitioner;
    QJsonObject toJson() const; // D7 initInvite body
};

// POST /sep/api/initInvite (D7): the answer as the platform gives it (its shape is not in the
// contract); inviteId when it names one.
class InitInviteCall : public ResultCall<QJsonObject> {
    Q_OBJECT
public:
    explicit InitInviteCall(const InviteRequest &request, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

} // namespace cliniclink
