// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One request to the platform. A subclass per endpoint builds the request (path, query, body,
// route class for the limits) and reads a successful answer into typed accessors; everything
// else (auth, limits, timeouts, retries, error decoding, logging) is the Transport's. A call
// finishes exactly once: succeeded() or failed(), then finished(), then it deletes itself.
//
//   auto *call = transport->start(new TerminologyVersionCall);
//   connect(call, &ApiCall::succeeded, this, [call] { show(call->result()); });
//   connect(call, &ApiCall::failed, this, [](const ApiError &e) { showError(e.userText()); });
// or, as a future:
//   futureOf(transport->start(new TerminologyVersionCall)).then(this, [](QString v) {...});

#include "apierror.h"
#include "limittable.h"
#include "serviceaccess.h"

#include <QDateTime>
#include <QFuture>
#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QSslCertificate>
#include <QUrlQuery>

#include <memory>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace cliniclink {

class ClockTimer;
class Transport;

class ApiCall : public QObject {
    Q_OBJECT
public:
    // Only reads may be repeated by the transport. A POST that creates something (an order, a
    // dispatch: one billed package) is never sent twice by itself.
    enum class RetryMode { Never, IdempotentRead };
    enum class AuthMode { ServiceCredentials, None };

    ~ApiCall() override;

    Service service() const { return m_service; }
    QByteArray method() const { return m_method; }
    QString path() const { return m_path; }
    QUrlQuery query() const { return m_query; }
    QString routeClass() const { return m_routeClass; }
    QString limitKey() const { return m_limitKey; }
    RetryMode retryMode() const { return m_retryMode; }
    AuthMode authMode() const { return m_authMode; }
    // A call that changes state (everything but GET, HEAD and reads marked IdempotentRead) is
    // written to the wire at most once: the transport gives it its own connection and a body
    // Qt cannot send again (SendOnceBody).
    bool sendsAtMostOnce() const;
    QByteArray requestBody() const { return m_body; }
    QByteArray requestContentType() const { return m_contentType; }

    bool isFinished() const { return m_finished; }
    bool isSuccess() const { return m_finished && !m_error.isError(); }
    const ApiError &error() const { return m_error; }
    int attempts() const { return m_attempts; }
    // The last answer as received (for the raw exchange view; not redacted: show with care).
    int httpStatus() const { return m_httpStatus; }
    QByteArray replyBody() const { return m_replyBody; }
    QByteArray replyContentType() const { return m_replyContentType; }
    // A header of the last answer (Location, Retry-After...); empty when absent.
    QByteArray replyHeader(const QByteArray &name) const;

    // Reaches the service with this access instead of the one the transport's provider gives: the
    // settings dialog checks an environment as edited, before it is saved, through the one
    // transport and its limits. Set before Transport::start().
    void setAccessOverride(const ServiceAccess &access) { m_accessOverride = access; }

    // Stops the call: a request in flight is aborted, a waiting one is dropped. Finishes with
    // ApiError::Kind::Cancelled unless it has finished already.
    void cancel();

Q_SIGNALS:
    void succeeded();
    void failed(const cliniclink::ApiError &error);
    void finished();
    // Held back by a limit; until is invalid when the call waits for a request in flight to end.
    void waiting(const QDateTime &until);
    void retryScheduled(int nextAttempt, const QDateTime &at, const cliniclink::ApiError &reason);

protected:
    ApiCall(Service service, QByteArray method, QString path, QObject *parent = nullptr);

    void setQuery(const QUrlQuery &query) { m_query = query; }
    void setJsonBody(const QJsonValue &body);
    void setBody(const QByteArray &body, const QByteArray &contentType);
    void setRouteClass(const QString &routeClass) { m_routeClass = routeClass; }
    void setLimitKey(const QString &key) { m_limitKey = key; }
    void setRetryMode(RetryMode mode) { m_retryMode = mode; }
    void setAuthMode(AuthMode mode) { m_authMode = mode; }

    // Extra headers for this endpoint; auth and content type are already set.
    virtual void prepareRequest(QNetworkRequest &request, const ServiceAccess &access);
    // Sends the prepared request; multipart calls override this (and keep the body of a call that
    // sendsAtMostOnce() in a SendOnceBody).
    virtual QNetworkReply *sendRequest(QNetworkAccessManager &nam, const QNetworkRequest &request);
    // Reads a successful answer into the typed result. Returns a MalformedReply error when the
    // body cannot be read, or a default ApiError (no error) on success.
    virtual ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) = 0;
    // Some calls read an error status as an answer (a connection check reading 404 as "the
    // server is there and took the token"). Those statuses go to parseSuccess() instead.
    virtual bool acceptsStatus(int httpStatus) const;

    ApiError malformed(const QString &detail) const
    {
        return ApiError(ApiError::Kind::MalformedReply, m_service, detail);
    }

private:
    friend class Transport;

    Service m_service;
    QByteArray m_method;
    QString m_path;
    QUrlQuery m_query;
    QByteArray m_body;
    QByteArray m_contentType;
    QString m_routeClass = RouteClass::Default;
    QString m_limitKey;
    RetryMode m_retryMode = RetryMode::Never;
    AuthMode m_authMode = AuthMode::ServiceCredentials;
    std::optional<ServiceAccess> m_accessOverride;

    // Transport's bookkeeping.
    QPointer<Transport> m_transport;
    QPointer<QNetworkReply> m_reply;
    QPointer<QNetworkAccessManager> m_network; // its own connection, for a call that sends at most once
    ClockTimer *m_deadline = nullptr;
    ClockTimer *m_retryTimer = nullptr;
    QDateTime m_sentAt;
    bool m_holdsSlot = false;
    bool m_timedOut = false;
    bool m_finished = false;
    int m_attempts = 0;
    QString m_tlsErrors;
    QList<QSslCertificate> m_peerChain; // what the server presented when its handshake failed
    QUrl m_refusedRedirect; // another origin the server sent this call to; it was not followed
    ApiError m_error;
    int m_httpStatus = 0;
    QByteArray m_replyBody;
    QByteArray m_replyContentType;
    QList<QPair<QByteArray, QByteArray>> m_replyHeaders;
};

// A call with a typed result.
template<class R>
class ResultCall : public ApiCall {
public:
    using Result = R;
    const R &result() const { return m_result; }

protected:
    using ApiCall::ApiCall;
    R m_result{};
};

// A call whose result is the JSON body as it came; for simple reads and checks.
class JsonCall : public ResultCall<QJsonValue> {
    Q_OBJECT
public:
    JsonCall(Service service, QByteArray method, QString path, QObject *parent = nullptr);
    using ApiCall::setJsonBody;
    using ApiCall::setLimitKey;
    using ApiCall::setQuery;
    using ApiCall::setRetryMode;
    using ApiCall::setRouteClass;

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// The call as a QFuture of its result; a failure is an ApiFailure exception in the future.
// Take the future before the call can finish (right after Transport::start).
template<class C>
QFuture<typename C::Result> futureOf(C *call)
{
    auto promise = std::make_shared<QPromise<typename C::Result>>();
    promise->start();
    QObject::connect(call, &ApiCall::succeeded, call, [promise, call] {
        promise->addResult(call->result());
        promise->finish();
    });
    QObject::connect(call, &ApiCall::failed, call, [promise](const ApiError &error) {
        promise->setException(ApiFailure(error));
        promise->finish();
    });
    return promise->future();
}

} // namespace cliniclink
