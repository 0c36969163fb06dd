// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One error type for every failure of a platform call: transport (timeout, refused, TLS), the
// server's refusal in any of the contract's four body shapes, rate limits, malformed replies, and
// a missing configuration. It keeps what the server said and gives a translated text for the person.

#include "core/common/service.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QException>
#include <QJsonObject>
#include <QSslCertificate>
#include <QStringList>

#include <optional>

namespace cliniclink {

class ApiError {
    Q_DECLARE_TR_FUNCTIONS(ApiError)
public:
    enum class Kind {
        None,
        Configuration, // no address or token for the service in this environment
        Timeout, // no complete answer within the service's timeout
        ConnectionRefused, // nothing listens at the address
        HostNotFound, // the name does not resolve
        Tls, // certificate or handshake problem; never ignored
        Network, // other transport failure: reset, truncated body, proxy...
        Cancelled, // the person (or the app, on shutdown) cancelled the call
        Http, // the server answered with an error status
        RateLimited, // 429, or refused by our own limiter's block after a 429
        MalformedReply, // a success status with a body we cannot read
        NotRecorded, // refused here before sending: the local journal cannot record it
        RedirectRefused, // the server sent the call on to another origin; not followed, nothing went there
    };
    // What went wrong on the wire, for a Network error: it picks the person's text (Qt's own
    // errorString stays in technicalDetail(), for the request log).
    enum class NetworkFailure {
        Other,
        ClosedWithoutAnswer, // the connection closed after the request went, before the answer
        Truncated, // the answer stopped short of its Content-Length
        RedirectRefused, // a redirect to a less safe or other place, not followed
    };

    ApiError() = default;
    ApiError(Kind kind, Service service, QString technicalDetail = {});

    // Decodes an error answer of any shape of the contract: A problem+json, B {"Message": [...]},
    // C OperationOutcome, D {status: error, errorCode, errorMessage}, {error, message, ...} and the
    // 400 {statusCode, message, error}. Unknown shapes keep the status and a short excerpt.
    static ApiError fromHttp(Service service, int httpStatus, const QByteArray &contentType, const QByteArray &body);

    bool isError() const { return m_kind != Kind::None; }
    Kind kind() const { return m_kind; }
    Service service() const { return m_service; }
    int httpStatus() const { return m_httpStatus; }
    // The service's own code: D errorCode (NOT_FOUND...), C issue code (not-found...), A problem
    // type or title; empty when the server gave none.
    QString code() const { return m_code; }
    // The server's own messages, as it wrote them (Russian on the real platform).
    QStringList serverMessages() const { return m_serverMessages; }
    // Other fields of the error body a caller may need: trackingId, trackingStatus, reason...
    QJsonObject details() const { return m_details; }
    // When the server (or the contract's block) allows the next attempt; invalid when unknown.
    QDateTime retryAt() const { return m_retryAt; }
    // For logs and the raw exchange view: never contains a token.
    QString technicalDetail() const { return m_technicalDetail; }

    // A sentence for the person at the screen, translated, followed by the server's messages.
    QString userText() const;
    // The headline alone, without the server's messages: the service's own words for this refusal
    // when it has them (explain()), otherwise a sentence by kind and status.
    QString headline() const;

    // The service's own words for a refusal it recognizes: what happened and what to do, and the
    // field at fault when there is one (a key the area's form knows: "IdSourceMis", the dispatch's
    // files, a dictionary's high version). Set by the service's profile (ServiceProfile::explainError)
    // right after the answer is decoded, so every screen that shows headline() says the same.
    void explain(const QString &text, const QString &field = {});
    QString explanation() const { return m_explanation; }
    QString field() const { return m_field; }

    // True for failures where the same idempotent read may succeed if tried again.
    bool isTransient() const;

    // True when the server may have carried the request out although no readable answer came:
    // a timeout, a connection closed after the request was written, a truncated, empty or
    // unreadable 2xx, a gateway's 502/504, a request cancelled in flight. False when it surely did
    // not: nothing reached the server (refused, host not found, TLS, no configuration, held by a
    // limit) or the server answered with a refusal. A non-idempotent call that ends with this
    // true is "may have gone", never "failed": ask the platform before sending it again.
    bool mayHaveActed() const;
    void setMayHaveActed(bool mayHaveActed) { m_mayHaveActed = mayHaveActed; }
    NetworkFailure networkFailure() const { return m_networkFailure; }
    void setNetworkFailure(NetworkFailure failure) { m_networkFailure = failure; }
    // The headline with the technical detail when the headline does not carry it: for logs.
    QString logText() const;

    void setRetryAt(const QDateTime &when) { m_retryAt = when; }
    void setCode(const QString &code) { m_code = code; }
    void setServerMessages(const QStringList &messages) { m_serverMessages = messages; }
    void setHttpStatus(int status) { m_httpStatus = status; }
    // Tls: the chain the server presented, so the person can see whose certificate it was.
    QList<QSslCertificate> peerCertificates() const { return m_peerCertificates; }
    void setPeerCertificates(const QList<QSslCertificate> &chain) { m_peerCertificates = chain; }

private:
    Kind m_kind = Kind::None;
    Service m_service{};
    int m_httpStatus = 0;
    QString m_code;
    QStringList m_serverMessages;
    QJsonObject m_details;
    QDateTime m_retryAt;
    QString m_technicalDetail;
    QString m_explanation;
    QString m_field;
    NetworkFailure m_networkFailure = NetworkFailure::Other;
    std::optional<bool> m_mayHaveActed; // unset: decided by kind
    QList<QSslCertificate> m_peerCertificates;
};

// ApiError as an exception, so a call taken as a QFuture can fail into .onFailed([](const ApiFailure &f) {...}).
class ApiFailure : public QException {
public:
    explicit ApiFailure(ApiError error)
        : m_error(std::move(error))
    {
    }
    const ApiError &error() const { return m_error; }
    void raise() const override { throw *this; }
    ApiFailure *clone() const override { return new ApiFailure(*this); }

private:
    ApiError m_error;
};

} // namespace cliniclink

Q_DECLARE_METATYPE(cliniclink::ApiError)
