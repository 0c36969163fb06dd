// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service D value types: what a doctor composes for a dispatch (D1), the files, and what the
// service answers about a dispatch (status and signers, the full record with the signed PDF).

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cliniclink {

enum class DeliveryChannel { Sms, Chatbot, App, Wallet };

QString deliveryChannelKey(DeliveryChannel channel); // "sms", "chatbot", "app", "wallet"
std::optional<DeliveryChannel> deliveryChannelFromKey(const QString &key);
QString deliveryChannelName(DeliveryChannel channel); // translated
QString deliveryChannelExplanation(DeliveryChannel channel); // translated, one sentence
// The contract's tariff note for resend, translated.
QString resendTariffNote();

struct PersonDocument {
    int typeCode = 14; // dictionary 1.2.643.2.69.1.1.1.6: 14 passport of RF, 223 SNILS
    QString series; // docS
    QString number; // docN
    QString providerName;
    QDate issuedDate;
    QString documentName;
    bool operator==(const PersonDocument &) const = default;
};

struct DispatchPatient {
    QString idPatientMis;
    QString mpiId;
    QString familyName;
    QString givenName;
    QString middleName;
    QDate birthDate;
    QString sex; // "male" or "female"
    QStringList phones; // +7XXXXXXXXXX
    QString email;
    QList<PersonDocument> documents;
    // The patient's own channels (D1 patients[].deliveryOverride: sms, app, chatbot); empty: the
    // dispatch's delivery.
    QList<DeliveryChannel> deliveryOverride;
    bool operator==(const DispatchPatient &) const = default;
};

// A paper power of attorney (D1 practitioner.pbProxy): its number, the day it was issued and who
// signed it. Empty when the practitioner signs in his or her own right.
struct PaperProxy {
    QString number;
    QDate issuedAt;
    QString signer;
    bool isEmpty() const { return number.trimmed().isEmpty() && !issuedAt.isValid() && signer.trimmed().isEmpty(); }
    bool operator==(const PaperProxy &) const = default;
};

struct DispatchPractitioner {
    QString familyName;
    QString givenName;
    QString middleName;
    QString userIdLpu;
    QString snils;
    QString phone;
    QString email;
    // Signing under a power of attorney: the machine-readable one's number, or a paper one.
    QString mrProxyNumber;
    PaperProxy pbProxy;
    // The QES certificate the practitioner will sign this dispatch with (HEX thumbprint), so that a
    // batch session asked "only dispatches sent with this certificate" finds it.
    QString firstTouchCertificateThumbprint;
    // The practitioner co-signs; the link comes by these channels (sms, app, chatbot). Empty: the
    // practitioner does not sign by link.
    QList<DeliveryChannel> deliveryOverride;
    bool operator==(const DispatchPractitioner &) const = default;
};

// One document to be signed, as a file part of the multipart body.
struct DispatchFile {
    QString partName; // unique within the request; equals the meta attachment's partName
    QString fileName;
    QString documentType; // "pdf", "doc", "docx", "odt"
    QByteArray content;
    bool operator==(const DispatchFile &) const = default;
};

struct DispatchRequest {
    QString organizationId; // organization.idLpu, also X-Id-Lpu
    // The organization's contacts for the patient (optional): +7XXXXXXXXXX and an e-mail address.
    QString organizationEmail;
    QString organizationPhone;
    DispatchPractitioner practitioner;
    QList<DispatchPatient> patients;
    QList<DispatchFile> files;
    QList<DeliveryChannel> delivery{DeliveryChannel::Sms};
    bool esiaAuth = false;
    bool operator==(const DispatchRequest &) const = default;
};

// Status codes of the contract's table.
namespace DispatchCode {
inline constexpr int Created = 201;
inline constexpr int FullySignedProcessing = 208; // retired
inline constexpr int PartiallySignedProcessing = 209; // retired
inline constexpr int Completed = 210;
inline constexpr int CompletedNotAll = 211;
inline constexpr int Cancelled = 213;
inline constexpr int QesRequired = 214;
inline constexpr int Draft = 215;
inline constexpr int Error = 500;
} // namespace DispatchCode

// The meaning of a status code, translated ("Completed: signed by everyone").
QString dispatchStatusText(int code);
// 210, 211, 213, 500: nothing more will happen by itself.
bool isFinalDispatchStatus(int code);
// 210, 211: signed (by all or not by all).
bool isSignedDispatchStatus(int code);
// Cancel is possible only before anyone signed: 201, 208, 209, 215.
bool isCancellableDispatchStatus(int code);

struct SignerState {
    QString role; // "patient" or "practitioner"
    QString id; // idPatientMis or userIdLpu
    QString status; // pending, signed, declined, expired
    QDateTime decidedAt;
};

// GET /signing/{id}/status
struct DispatchStatus {
    int code = 0;
    bool archived = false;
    QList<SignerState> signers;
    static DispatchStatus fromJson(const QJsonObject &json);
    QJsonObject toJson() const;
};

// One document of GET /signing/{id}, decoded.
struct SignedAttachment {
    QString partName;
    QString fileName;
    QString mimeType;
    QByteArray content; // the PDF, with visualizations once signed
};

// GET /signing/{id}: the dispatch with its PDF and the practitioner's detached signatures.
struct Dispatch {
    QString trackingId;
    int code = 0;
    QString statusText; // as the service wrote it
    bool archived = false;
    QDateTime createdAt;
    QDateTime draftExpiresAt;
    QList<SignedAttachment> attachments;
    QByteArray sign; // the first detached QES signature
    QList<QByteArray> signatures; // all detached QES signatures
    QList<SignerState> signers;
    QJsonObject raw; // the record as received, for fields not modelled here
    static Dispatch fromJson(const QJsonObject &json);
};

// One row of GET /signing (list).
struct DispatchSummary {
    QString trackingId;
    int code = 0;
    bool archived = false;
    QDateTime createdAt;
    QStringList idPatientMis;
    QString practitionerUserIdLpu;
    QString statusText; // as the service wrote it (may be empty)
    QDateTime updatedAt;
    int documents = -1; // the number of documents, -1 when the answer does not say
};
// Tolerant of what the answer leaves out: a bare array or {items|data|content: [...]}; a row
// without a trackingId is skipped. total, when given, receives the answer's `total` (else -1).
QList<DispatchSummary> readDispatchList(const QJsonValue &answer, int *total = nullptr);

} // namespace cliniclink
