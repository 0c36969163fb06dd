// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The practitioner's qualified signature beyond the single browser link (D4): the batch session in
// the browser (initbatchqes) and the signature made on this workstation (initselfqes, then
// attachselfqes). None of them is ever sent twice by the transport.

#include "core/net/apicall.h"
#include "signingcertificate.h"
#include "signingtypes.h"

#include <QDate>
#include <QUrl>

namespace cliniclink {

// initselfqes: the PDF to sign and the one-time session that accepts its signature.
struct SelfQesSession {
    QString trackingId;
    QString sessionId; // signingSessionId
    int statusCode = 0; // the dispatch's status when the session opened
    QDateTime expiresAt;
    QString message;
    QString fileName;
    QByteArray pdf; // decoded once from document.content
};

// attachselfqes: the dispatch's new status and what the platform read from the signature.
struct SelfQesAttached {
    QString trackingId;
    int statusCode = 0; // 210 or 211
    QString message;
    QDateTime signedAt;
    QString thumbprint;
    QString certificateSubject;
    QString certificateSerialNumber;
    QString iemkSaved; // "pending" until the record reaches the EHR
    QJsonObject toJson() const;
};

// POST /sep/api/initselfqes (D4): for 214, 210 and 211.
class InitSelfQesCall : public ResultCall<SelfQesSession> {
    Q_OBJECT
public:
    InitSelfQesCall(const QString &trackingId, const DispatchPractitioner &practitioner,
                    const SigningCertificate &certificate, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// POST /sep/api/attachselfqes (D4): the detached signature, base64-encoded exactly once.
class AttachSelfQesCall : public ResultCall<SelfQesAttached> {
    Q_OBJECT
public:
    AttachSelfQesCall(const QString &trackingId, const QString &sessionId, const QByteArray &signatureDer,
                      const QString &fileName, const DispatchPractitioner &practitioner, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// initbatchqes: the selection, by trackingIds or by filters (rule 2).
struct BatchQesRequest {
    QStringList trackingIds; // wins over the filters
    QDate dateFrom;
    QDate dateTo;
    QList<int> statuses; // 210, 211, 214; empty: the platform's default, 214
    bool onlyPractitioner = false;
    QString certificateThumbprint; // preselects; required with onlyPractitionerCertificateThumbprint
    bool onlyPractitionerCertificateThumbprint = false;
    bool firstTouchCertificateThumbprint = false;
    bool qesZspd = false; // the link for the closed network (ZSPD) contour: the environment's choice
    QJsonObject toJson(const DispatchPractitioner &practitioner) const;
};

struct BatchQesSession {
    QUrl link; // batchQesLink
    QString sessionId;
    int total = 0; // dispatches in the session
    QString message;
};

// POST /sep/mis/api/initbatchqes (D4).
class InitBatchQesCall : public ResultCall<BatchQesSession> {
    Q_OBJECT
public:
    InitBatchQesCall(const BatchQesRequest &request, const DispatchPractitioner &practitioner,
                     QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

} // namespace cliniclink
