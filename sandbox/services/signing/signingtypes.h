// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The signing service's records as the sandbox keeps them: dispatches with their signers and
// qualified signatures, self-QES sessions, QES links, and what patients would receive (outbox) and
// what the platform would bill.

#include "signingpki.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace cliniclink::sandbox {

// Status codes of contract D ("Signing dispatch status codes").
namespace DispatchStatus {
inline constexpr int Created = 201;
inline constexpr int FullySignedProcessing = 208; // retired
inline constexpr int PartiallySignedProcessing = 209; // retired
inline constexpr int Completed = 210;
inline constexpr int CompletedNotAll = 211;
inline constexpr int Cancelled = 213;
inline constexpr int QesRequired = 214;
inline constexpr int Draft = 215;
inline constexpr int Error = 500;
} // namespace DispatchStatus

enum class SignerState { Pending, Signed, Declined, Expired };

struct PatientSigner {
    QString idPatientMis;
    QJsonObject data; // the patient object of D1
    QStringList delivery;
    QString linkToken; // the patient page /sandbox/patient/<linkToken>
    QString code; // the confirmation code sent with the link
    bool esiaDone = false;
    SignerState state = SignerState::Pending;
    QDateTime decidedAt;
    QString method; // "code", "esia+code", "admin"
};

struct Attachment {
    QString partName;
    QString documentType; // pdf, doc, docx, odt
    QString fileName;
    QByteArray mimeType;
    QByteArray original;
    QByteArray pdf; // the original for pdf, the sandbox's stand-in for office files
};

// A practitioner's qualified signature of a dispatch.
struct QesSignature {
    QByteArray der; // detached CMS
    CertificateInfo certificate;
    QDateTime signedAt;
    QDateTime availableAt; // browser flow: visible after indexing; self-QES: saved to the EHR then
    QString source; // "browser" (initqes / initbatchqes page) or "self" (attachselfqes)
    bool early = false; // made before every patient signed: kept, but not in sign/signatures
    bool applied = true; // browser flow: status and visibility change at availableAt
    QByteArray pdf; // the PDF it covers (with its visualization)
};

struct Dispatch {
    QString trackingId;
    QString organization;
    QString tokenKey; // organization|token of the request that created it (limits, billing)
    int status = DispatchStatus::Created;
    bool archived = false;
    QDateTime createdAt;
    QDateTime updatedAt;
    QDateTime draftExpiresAt;
    QDateTime deadline; // patients sign by then, else 211
    QJsonObject meta; // the D1 request as last accepted (without attachments' bytes)
    QJsonObject practitioner;
    QJsonObject author; // the practitioner of drafts/init, for reference only
    QStringList delivery;
    bool esiaAuth = false;
    bool qesRequired = false;
    QList<Attachment> attachments;
    QList<PatientSigner> patients;
    QByteArray pdf; // the main document (first attachment) with its signature visualizations
    QList<QesSignature> qes;
    QString submissionId; // questionnaire dispatches
    QString billingId; // the billing record of the latest delivery
    bool example = false; // made by the fixture (signing.examples), not by a request
};

struct SelfQesSession {
    QString id;
    QString trackingId;
    QString organization;
    QString snils;
    QString userIdLpu;
    QJsonObject certificate;
    QByteArray pdf;
    QDateTime expiresAt;
    bool used = false;
    QDateTime busyUntil; // an attach being verified
};

struct QesLink {
    QString id;
    bool batch = false;
    QString organization;
    QStringList trackingIds; // in signing order
    QJsonObject practitioner;
    QString certificateThumbprint; // preselected
    bool onlyThisCertificate = false;
    bool zspd = false; // qesZspd: the closed network contour's address, the documents viewable
    QDateTime expiresAt;
    bool used = false;
};

// The path of a QES link: /sandbox/qes/<id> in the open contour, /sandbox/qes/zspd/<id> in the
// closed network (ZSPD) one (docs/sandbox.md).
inline QString qesLinkPath(const QesLink &link)
{
    return (link.zspd ? QStringLiteral("/sandbox/qes/zspd/") : QStringLiteral("/sandbox/qes/")) + link.id;
}

struct OutboxEntry {
    qint64 seq = 0;
    QDateTime time;
    QString kind; // dispatch, resend, questionnaire, invite
    QString reference; // trackingId or inviteId
    QString recipient; // idPatientMis, or "invite"
    QString channel; // sms, chatbot, app, wallet, email
    QString address; // phone or email
    QString link;
    QString code;
    QString note;
};

struct BillingRecord {
    QString id;
    QDateTime time;
    QString organization;
    QString kind; // dispatch, resend, questionnaire, invite
    QString reference;
    QStringList channels;
    bool paid = false;
    bool released = false;
    QString note;
};

struct QuestionnaireTemplate {
    QString id;
    QString organization;
    QString title;
    QString comment;
    bool active = true;
    int version = 1;
    QJsonObject schema;
    QList<QJsonObject> history; // earlier schemas, version 1 first
    QDateTime createdAt;
    QDateTime updatedAt;
};

struct Submission {
    QString id;
    QString templateId;
    int templateVersion = 1;
    QString title;
    QJsonObject schema;
    QString organization;
    QString trackingId;
    QString idPatientMis;
    QString clientRequestId;
    QString status; // sent, submitted, declined
    QJsonObject answers;
    QStringList channels;
    QString shortLink;
    bool notificationSent = false;
    QDateTime sentAt;
    QDateTime submittedAt;
};

struct EditorSession {
    QString id;
    QString templateId;
    QString organization;
    QDateTime expiresAt;
    bool saved = false;
};

struct Invite {
    QString id;
    QString organization;
    QJsonObject patient;
    QJsonObject practitioner;
    QStringList channels;
    QString status; // queued, sent, completed, cancelled
    QString linkToken;
    QDateTime createdAt;
    QDateTime sentAt; // notifications go out asynchronously
    QDateTime completedAt;
};

} // namespace cliniclink::sandbox
