#include "transport.h"

#include "core/common/logging.h"
#include "origin.h"
#include "redactor.h"
#include "requestlog.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>
#include <QtGlobal>
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
#include <QHttp1Configuration>
#endif

namespace cliniclink {

namespace {

QByteArray userAgent()
{
    return "ClinicLink-Workstation/" % QCoreApplication::applicationVersion().toLatin1();
}

// Retry-After as seconds or as an HTTP date; invalid when absent or unreadable.
QDateTime parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return {};
    bool ok = false;
    const qint64 seconds = v.toLongLong(&ok);
    if (ok)
        return now.addSecs(std::max<qint64>(0, seconds));
    const QDateTime date = QDateTime::fromString(QString::fromLatin1(v), Qt::RFC2822Date);
    return date.isValid() ? date.toUTC() : QDateTime();
}

QUrl joinUrl(const QUrl &base, const QString &path, const QUrlQuery &query)
{
    QUrl url = base;
    QString basePath = base.path();
    while (basePath.endsWith(u'/'))
        basePath.chop(1);
    url.setPath(basePath + path);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

ApiError::Kind kindOf(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError: return ApiError::Kind::ConnectionRefused;
    case QNetworkReply::HostNotFoundError: return ApiError::Kind::HostNotFound;
    case QNetworkReply::TimeoutError: return ApiError::Kind::Timeout;
    case QNetworkReply::SslHandshakeFailedError: return ApiError::Kind::Tls;
    case QNetworkReply::OperationCanceledError: return ApiError::Kind::Cancelled;
    default: return ApiError::Kind::Network;
    }
}

} // namespace

Transport::Transport(QNetworkAccessManager *nam, Clock *clock, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_clock(clock)
    , m_wake(clock->createTimer(this))
{
    connect(m_wake, &ClockTimer::timeout, this, &Transport::pump);
}

Transport::~Transport() = default;

ServiceAccess Transport::accessFor(Service service) const
{
    return m_access ? m_access(service) : ServiceAccess{};
}

void Transport::enqueue(ApiCall *call)
{
    Q_ASSERT(call && !call->m_transport);
    call->m_transport = this;
    call->setParent(this);
    m_waiting.emplace_back(call);
    ++m_active;
    Q_EMIT activeCountChanged(m_active);
    // Never finish inside start(): the caller connects its slots after start() returns.
    QTimer::singleShot(0, this, &Transport::pump);
}

void Transport::cancel(ApiCall *call)
{
    if (call->m_reply) {
        call->m_reply->abort(); // finishes through onReplyFinished as Cancelled
        return;
    }
    std::erase_if(m_waiting, [call](const QPointer<ApiCall> &c) { return c == call; });
    if (call->m_retryTimer)
        call->m_retryTimer->stop();
    finish(call, ApiError(ApiError::Kind::Cancelled, call->service()));
}

void Transport::pump()
{
    // Every waiting call gets its chance in order; one held by its route does not hold the others.
    QDateTime earliest;
    for (auto it = m_waiting.begin(); it != m_waiting.end();) {
        ApiCall *call = *it;
        if (!call) {
            it = m_waiting.erase(it);
            continue;
        }
        QDateTime retryAt;
        if (trySend(call, &retryAt)) {
            it = m_waiting.erase(it);
            continue;
        }
        // Held: remember when to look again (invalid means a finishing call will wake us).
        if (retryAt.isValid() && (!earliest.isValid() || retryAt < earliest))
            earliest = retryAt;
        ++it;
    }
    if (earliest.isValid())
        scheduleWake(earliest);
}

void Transport::scheduleWake(const QDateTime &at)
{
    if (!m_wake->isActive() || at < m_wake->deadline())
        m_wake->startAt(at);
}

bool Transport::trySend(ApiCall *call, QDateTime *retryAt)
{
    const ServiceAccess access = accessFor(call->service());
    if (!access.baseUrl.isValid() || access.baseUrl.scheme().isEmpty()) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no address is set")));
        return true;
    }
    if (!access.refusal.isEmpty()) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), access.refusal));
        return true;
    }
    const bool tokenOptional = call->service() == Service::Terminology || call->authMode() == ApiCall::AuthMode::None;
    if (access.token.isEmpty() && !tokenOptional) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no access token is set")));
        return true;
    }
    if (call->service() == Service::Signing && access.organizationId.isEmpty() && call->authMode() != ApiCall::AuthMode::None) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no organization is set")));
        return true;
    }
    // A read (a GET, or a POST that only asks, marked IdempotentRead) changes nothing worth recording.
    const bool changesState = call->method() != "GET" && call->retryMode() != ApiCall::RetryMode::IdempotentRead;
    if (m_sendGate && changesState) {
        if (const QString why = m_sendGate(); !why.isEmpty()) {
            finish(call, ApiError(ApiError::Kind::NotRecorded, call->service(), why));
            return true;
        }
    }
    const RateLimiter::Decision d = m_limiter.tryAcquire(call->service(), call->routeClass(), call->limitKey(), m_clock->now());
    if (!d.allowed) {
        *retryAt = d.retryAt;
        Q_EMIT call->waiting(d.retryAt);
        return false;
    }
    call->m_holdsSlot = true;
    send(call, access);
    return true;
}

void Transport::send(ApiCall *call, const ServiceAccess &access)
{
    QNetworkRequest request(joinUrl(access.baseUrl, call->path(), call->query()));
    // Qt keeps raw headers (Authorization, X-Id-Lpu) on a redirect and sends a 307/308's body again,
    // so each redirect is judged here: followed only within the origin the token belongs to.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    // Qt opens 6 HTTP/1 connections per host by default; the signing gateway allows 10 status
    // requests in flight, so the limiter's 10 must be able to reach it. (Qt 6.4 has no setting:
    // there the network manager caps the requests in flight at 6.) Same value on every request,
    // as it must be set before the first request to a host.
    QHttp1Configuration http1;
    http1.setNumberOfConnectionsPerHost(10);
    request.setHttp1Configuration(http1);
#endif
    if (!access.caCertificates.isEmpty()) {
        // The environment's own CAs (with the system's) for its calls only; errors stay errors.
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(access.caCertificates);
        request.setSslConfiguration(tls);
    }
    request.setRawHeader("User-Agent", userAgent());
    request.setRawHeader("Accept", "application/json, application/problem+json, application/fhir+json, text/plain;q=0.5");
    if (!call->requestContentType().isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, call->requestContentType());
    else if (call->service() == Service::Enrichment)
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json")); // A requires it
    if (call->authMode() == ApiCall::AuthMode::ServiceCredentials && !access.token.isEmpty()) {
        // The one place where credentials are added.
        if (call->service() == Service::Signing) {
            request.setRawHeader("Authorization", access.token.toUtf8());
            request.setRawHeader("X-Id-Lpu", access.organizationId.toUtf8());
        } else {
            request.setRawHeader("Authorization", (access.schemeWord + u' ' + access.token).toUtf8());
        }
    }
    call->prepareRequest(request, access);

    ++call->m_attempts;
    call->m_sentAt = m_clock->now();
    call->m_timedOut = false;
    call->m_tlsErrors.clear();
    call->m_refusedRedirect.clear();
    QNetworkReply *reply = call->sendRequest(*m_nam, request);
    call->m_reply = reply;
    qCDebug(lcNet).noquote() << call->method() << redactor::redactPathAndQuery(call->path(), call->query())
                             << "attempt" << call->m_attempts;

    if (!call->m_deadline) {
        call->m_deadline = m_clock->createTimer(call);
        connect(call->m_deadline, &ClockTimer::timeout, call, [call] {
            call->m_timedOut = true;
            if (call->m_reply)
                call->m_reply->abort();
        });
    }
    call->m_deadline->startAt(call->m_sentAt.addSecs(std::max(1, access.timeoutSeconds)));

    connect(reply, &QNetworkReply::sslErrors, call, [call](const QList<QSslError> &errors) {
        // Shown, never ignored: the handshake fails and the call reports why.
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        call->m_tlsErrors = texts.join(u"; ");
    });
    connect(reply, &QNetworkReply::redirected, call, [call, reply, from = request.url()](const QUrl &to) {
        if (origin::isSameOrigin(from, to)) {
            Q_EMIT reply->redirectAllowed();
            return;
        }
        call->m_refusedRedirect = to;
        reply->abort();
    });
    connect(reply, &QNetworkReply::finished, call, [this, call] { onReplyFinished(call); });
}

void Transport::releaseSlot(ApiCall *call)
{
    if (call->m_holdsSlot) {
        call->m_holdsSlot = false;
        m_limiter.release(call->service(), call->routeClass());
        QTimer::singleShot(0, this, &Transport::pump); // a place is free: waiting calls may go
    }
}

void Transport::onReplyFinished(ApiCall *call)
{
    QNetworkReply *reply = call->m_reply;
    call->m_reply = nullptr;
    if (call->m_deadline)
        call->m_deadline->stop();
    releaseSlot(call);
    reply->deleteLater();

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray(); // closed when aborted
    call->m_httpStatus = status;
    call->m_replyBody = body;
    call->m_replyContentType = contentType;
    call->m_replyHeaders = reply->rawHeaderPairs();
    const ServiceAccess access = accessFor(call->service());

    ApiError error;
    if (call->m_refusedRedirect.isValid()) {
        error = ApiError(ApiError::Kind::RedirectRefused, call->service(), origin::originText(call->m_refusedRedirect));
    } else if (status == 0 || (reply->error() != QNetworkReply::NoError && status < 400 && !call->acceptsStatus(status))) {
        ApiError::Kind kind = kindOf(reply->error());
        if (call->m_timedOut)
            kind = ApiError::Kind::Timeout;
        QString detail = reply->errorString();
        if (kind == ApiError::Kind::Tls && !call->m_tlsErrors.isEmpty())
            detail = call->m_tlsErrors;
        error = ApiError(kind, call->service(), detail);
    } else if (call->acceptsStatus(status)) {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > body.size())
            error = ApiError(ApiError::Kind::Network, call->service(),
                             QStringLiteral("truncated answer: %1 of %2 bytes").arg(body.size()).arg(length.toLongLong()));
        else
            error = call->parseSuccess(status, contentType, body);
    } else {
        error = ApiError::fromHttp(call->service(), status, contentType, body);
        if (status == 429) {
            const QDateTime now = m_clock->now();
            const QDateTime until = m_limiter.block(call->service(), call->routeClass(), now,
                                                    parseRetryAfter(reply->rawHeader("Retry-After"), now));
            error.setRetryAt(until);
            Q_EMIT rateLimited(call->service(), until);
        }
    }
    log(call, access, error);
    if (error.isError())
        handleFailure(call, error);
    else
        finish(call, error);
}

void Transport::handleFailure(ApiCall *call, ApiError error)
{
    const qint64 pause = m_retry.pauseBefore(call->m_attempts + 1);
    const bool retry = call->retryMode() == ApiCall::RetryMode::IdempotentRead && error.isTransient() && pause >= 0;
    if (!retry) {
        finish(call, error);
        return;
    }
    const QDateTime at = m_clock->now().addMSecs(pause);
    if (!call->m_retryTimer) {
        call->m_retryTimer = m_clock->createTimer(call);
        connect(call->m_retryTimer, &ClockTimer::timeout, this, [this, call] {
            m_waiting.emplace_back(call);
            pump();
        });
    }
    call->m_retryTimer->startAt(at);
    Q_EMIT call->retryScheduled(call->m_attempts + 1, at, error);
}

void Transport::finish(ApiCall *call, ApiError error)
{
    if (call->m_finished)
        return;
    call->m_finished = true;
    call->m_error = error;
    // Signals go out from the event loop, never from inside start() or cancel().
    QTimer::singleShot(0, call, [this, call] {
        if (call->m_error.isError()) {
            qCInfo(lcNet).noquote() << "failed:" << serviceKey(call->service()) << call->m_error.technicalDetail();
            Q_EMIT call->failed(call->m_error);
            Q_EMIT callFailed(call->m_error);
        } else {
            Q_EMIT call->succeeded();
        }
        Q_EMIT call->finished();
        --m_active;
        Q_EMIT activeCountChanged(m_active);
        call->deleteLater();
    });
}

void Transport::log(ApiCall *call, const ServiceAccess &access, const ApiError &error)
{
    if (!m_log)
        return;
    const bool raw = m_log->diagnosticMode();
    RequestLogEntry entry;
    entry.startedAt = call->m_sentAt;
    entry.environmentId = access.environmentId;
    entry.service = call->service();
    entry.method = call->method();
    entry.path = redactor::redactPathAndQuery(call->path(), call->query());
    entry.httpStatus = call->m_httpStatus;
    entry.durationMs = call->m_sentAt.msecsTo(m_clock->now());
    entry.serviceCode = error.code();
    entry.errorText = error.isError() ? error.headline() : QString();
    entry.requestBody = raw ? call->requestBody() : redactor::redactBody(call->requestBody(), call->requestContentType());
    entry.responseBody = raw ? call->m_replyBody : redactor::redactBody(call->m_replyBody, call->m_replyContentType);
    entry.attempt = call->m_attempts;
    entry.diagnostic = raw;
    m_log->append(std::move(entry));
}

} // namespace cliniclink
