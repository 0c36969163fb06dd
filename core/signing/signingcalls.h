// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The calls of service D used by the signing desk. Paths are relative to {sep_host}. A call that
// creates or changes something (upload, drafts, cancel, resend, initqes) is never sent twice by
// the transport: one request is one billed package. Status and list reads share the `status`
// route (600 a minute, 10 in flight); the full GET with the PDF is the `full` route (120, 5).

#include "core/net/apicall.h"
#include "signingrequests.h"
#include "signingtypes.h"

namespace cliniclink {

// What a creating call answers: {status, statusCode, trackingId, draftExpiresAt}.
struct DispatchAccepted {
    QString trackingId;
    QString status; // "created", "draft", "cancelled", "success"
    int statusCode = 0;
    QDateTime draftExpiresAt;
};

class DispatchAcceptedCall : public ResultCall<DispatchAccepted> {
    Q_OBJECT
public:
    // The D1 meta this call sends (without the route's own fields such as trackingId), built once
    // when the call is made: what the desk records is what left, byte for byte the same JSON.
    const QJsonObject &meta() const { return m_meta; }

protected:
    using ResultCall::ResultCall;
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

    QJsonObject m_meta;
};

// POST /sep/api/signing: a new dispatch, delivered to the patients at once.
class SendDispatchCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    explicit SendDispatchCall(const DispatchRequest &request, QObject *parent = nullptr);
};

// POST /sep/api/signing/drafts/init: a draft (215) that lives 24 hours; nothing is delivered.
class InitDraftCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    explicit InitDraftCall(const DispatchRequest &request, QObject *parent = nullptr);
};

// POST /sep/api/signing/drafts/{id}/send: files appended (or replaced), signer data replaced;
// completeDelivery sends the dispatch, otherwise the draft is only updated.
class SendDraftCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    SendDraftCall(const QString &trackingId, const DispatchRequest &request, bool replaceAttachments,
                  bool completeDelivery, QObject *parent = nullptr);
};

// POST /sep/api/signing/drafts/{id}/finalize: sends the draft with its stored files.
class FinalizeDraftCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    FinalizeDraftCall(const QString &trackingId, const DispatchRequest &request, QObject *parent = nullptr);
};

// POST /sep/api/signing/drafts/{id}/archive (D2): for 215, 213 and 500.
class ArchiveDraftCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    ArchiveDraftCall(const QString &trackingId, const DispatchPractitioner &practitioner, QObject *parent = nullptr);
};

// POST /sep/api/signing/{id}/cancel: only before anyone signed.
class CancelDispatchCall : public DispatchAcceptedCall {
    Q_OBJECT
public:
    explicit CancelDispatchCall(const QString &trackingId, QObject *parent = nullptr);
};

// GET /sep/api/signing/{id}/status: the status and the signers, no files. The only way to poll.
class DispatchStatusCall : public ResultCall<DispatchStatus> {
    Q_OBJECT
public:
    explicit DispatchStatusCall(const QString &trackingId, QObject *parent = nullptr);
    QString trackingId() const { return m_trackingId; }

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

private:
    QString m_trackingId;
};

// GET /sep/api/signing/{id}: the dispatch with the PDF and the detached signatures. Only when
// the person opens a dispatch.
class DispatchCall : public ResultCall<Dispatch> {
    Q_OBJECT
public:
    explicit DispatchCall(const QString &trackingId, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

struct DispatchListFilter {
    QString idPatientMis;
    QList<int> statuses;
    QDate dateFrom;
    QDate dateTo;
    bool archived = false;
    int limit = 100;
    int offset = 0;
};

// GET /sep/api/signing with filters: the organization's dispatches. The contract names only
// idPatientMis; status, dateFrom/dateTo, archived and limit/offset are what the sandbox answers
// (docs/sandbox.md), so a reader of the list must not count on a platform applying them.
class DispatchListCall : public ResultCall<QList<DispatchSummary>> {
    Q_OBJECT
public:
    explicit DispatchListCall(const DispatchListFilter &filter, QObject *parent = nullptr);
    const DispatchListFilter &filter() const { return m_filter; }
    // The answer's `total` (all matching dispatches, not only this page), -1 when it did not say.
    int total() const { return m_total; }

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;

private:
    DispatchListFilter m_filter;
    int m_total = -1;
};

// POST /sep/api/resend (D5): the message of the service.
class ResendCall : public ResultCall<QString> {
    Q_OBJECT
public:
    ResendCall(const QString &trackingId, const QList<DeliveryChannel> &delivery, const QStringList &idPatientMis,
               QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

struct QesLink {
    QUrl link;
    QString message;
};

// POST /sep/api/initqes (D4): a link to open in the browser with the crypto plugin.
class InitQesCall : public ResultCall<QesLink> {
    Q_OBJECT
public:
    // qesZspd: the link for the closed network (ZSPD) contour, as the environment chooses.
    InitQesCall(const QString &trackingId, const DispatchPractitioner &practitioner,
                const QString &certificateThumbprint = {}, bool qesZspd = false, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

} // namespace cliniclink
