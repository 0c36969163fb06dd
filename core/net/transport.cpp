// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "transport.h"

#include "core/common/logging.h"
#include "origin.h"
#include "redactor.h"
#include "requestlog.h"
#include "serviceprofiles.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>
#include <QtGlobal>

#include <algorithm>
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

// A failure of the exchange itself, named by what the person needs to know: whether the request
// can have reached the server. Qt's errorString (translated by Qt) is kept for the log only.
ApiError transportError(QNetworkReply::NetworkError code, Service service, const QString &detail)
{
    using Failure = ApiError::NetworkFailure;
    switch (code) {
    case QNetworkReply::ConnectionRefusedError:
        return ApiError(ApiError::Kind::ConnectionRefused, service, detail);
    case QNetworkReply::HostNotFoundError:
        return ApiError(ApiError::Kind::HostNotFound, service, detail);
    case QNetworkReply::TimeoutError:
        return ApiError(ApiError::Kind::Timeout, service, detail);
    case QNetworkReply::SslHandshakeFailedError:
        return ApiError(ApiError::Kind::Tls, service, detail);
    case QNetworkReply::OperationCanceledError:
        return ApiError(ApiError::Kind::Cancelled, service, detail);
    default:
        break;
    }
    ApiError error(ApiError::Kind::Network, service, detail);
    switch (code) {
    case QNetworkReply::RemoteHostClosedError:
        error.setNetworkFailure(Failure::ClosedWithoutAnswer);
        break;
    case QNetworkReply::ContentReSendError:
        // Qt wanted to send it again after the connection closed and SendOnceBody said no; Qt's own
        // text for this says nothing useful.
        error = ApiError(
            ApiError::Kind::Network, service,
            QStringLiteral("connection closed after the request was written; not sent again (%1)").arg(detail));
        error.setNetworkFailure(Failure::ClosedWithoutAnswer);
        break;
    case QNetworkReply::InsecureRedirectError:
    case QNetworkReply::TooManyRedirectsError:
        error.setNetworkFailure(Failure::RedirectRefused);
        break;
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
    case QNetworkReply::UnknownProxyError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::BackgroundRequestNotAllowedError:
    case QNetworkReply::ProtocolUnknownError:
        error.setMayHaveActed(false); // stopped before a connection to the server existed
        break;
    default:
        break;
    }
    return error;
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

void Transport::setLimits(const LimitTable &table)
{
    m_limiter.setTable(table);
    if (m_budget != &m_localBudget)
        m_budget->setTable(table);
}

void Transport::setBudget(LimitBudget *budget)
{
    m_budget = budget ? budget : &m_localBudget;
    if (m_budget != &m_localBudget)
        m_budget->setTable(m_limiter.table());
}

RateLimiter::Decision Transport::peek(Service service, const QString &routeClass, const QString &key, int pending) const
{
    const ServiceAccess access = m_access ? m_access(service) : ServiceAccess{};
    const LimitRequest request{service,      routeClass,     key, access.environmentId, access.organizationId,
                               access.token, m_clock->now(), {}};
    return m_budget->peek(request, pending);
}

LimitRequest Transport::limitRequest(const ApiCall *call, const ServiceAccess &access) const
{
    // A call's place frees itself a while after its timeout, should this run die holding it.
    constexpr qint64 kSlotMarginMs = 15'000;
    const QDateTime now = m_clock->now();
    return LimitRequest{call->service(),
                        call->routeClass(),
                        call->limitKey(),
                        access.environmentId,
                        access.organizationId,
                        access.token,
                        now,
                        now.addMSecs(std::max(1, access.timeoutSeconds) * 1000LL + kSlotMarginMs)};
}

ServiceAccess Transport::accessFor(const ApiCall *call) const
{
    if (call->m_accessOverride)
        return *call->m_accessOverride;
    return m_access ? m_access(call->service()) : ServiceAccess{};
}

int Transport::waitingFor(Service service) const
{
    return int(std::count_if(m_waiting.begin(), m_waiting.end(),
                             [service](const auto &call) { return call && call->service() == service; }));
}

int Transport::waitingToChange(Service service) const
{
    return int(std::count_if(m_waiting.begin(), m_waiting.end(), [service](const auto &call) {
        return call && call->service() == service && call->sendsAtMostOnce();
    }));
}

void Transport::keepPlaces(Service service, int count)
{
    const int before = m_keptPlaces.value(service);
    if (count > 0)
        m_keptPlaces.insert(service, count);
    else
        m_keptPlaces.remove(service);
    if (count != before && m_access) {
        // The clinic's other workstations keep them too (a shared budget).
        const ServiceAccess access = m_access(service);
        LimitRequest request{service, RouteClass::Any, {}, access.environmentId, access.organizationId, access.token,
                             m_clock->now(), {}};
        m_budget->keep(request, std::max(0, count));
    }
    if (count < before)
        QTimer::singleShot(0, this, &Transport::pump);
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
    // Every waiting call gets its chance in order, those that change state first (waitingToChange());
    // one held by its route does not hold the others.
    QDateTime earliest;
    for (const bool changing : {true, false}) {
        for (auto it = m_waiting.begin(); it != m_waiting.end();) {
            ApiCall *call = *it;
            if (!call) {
                it = m_waiting.erase(it);
                continue;
            }
            if (call->sendsAtMostOnce() != changing) {
                ++it;
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
    const ServiceAccess access = accessFor(call);
    const ServiceProfile &profile = serviceProfile(call->service());
    if (!access.baseUrl.isValid() || access.baseUrl.scheme().isEmpty()) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no address is set")));
        return true;
    }
    if (!access.refusal.isEmpty()) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), access.refusal));
        return true;
    }
    const bool credentials = call->authMode() == ApiCall::AuthMode::ServiceCredentials;
    if (access.token.isEmpty() && credentials && profile.tokenRequired) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no access token is set")));
        return true;
    }
    if (access.organizationId.isEmpty() && credentials && profile.needsOrganization()) {
        finish(call, ApiError(ApiError::Kind::Configuration, call->service(), ApiError::tr("no organization is set")));
        return true;
    }
    // A read (a GET, or a POST that only asks, marked IdempotentRead) changes nothing worth recording.
    if (m_sendGate && call->sendsAtMostOnce()) {
        if (const QString why = m_sendGate(); !why.isEmpty()) {
            finish(call, ApiError(ApiError::Kind::NotRecorded, call->service(), why));
            return true;
        }
    }
    const LimitRequest asked = limitRequest(call, access);
    if (const int kept = call->sendsAtMostOnce() ? 0 : m_keptPlaces.value(call->service()) + m_budget->keptByOthers(asked);
        kept > 0) {
        const RateLimiter::Decision held = m_budget->peek(asked, kept);
        if (!held.allowed) {
            *retryAt = held.retryAt;
            return false; // released by keepPlaces(), or a place freed by the window
        }
    }
    LimitSlot slot;
    const RateLimiter::Decision d = m_budget->tryAcquire(asked, &slot);
    if (!d.allowed) {
        *retryAt = d.retryAt;
        Q_EMIT call->waiting(d.retryAt);
        return false;
    }
    call->m_holdsSlot = true;
    m_slots.insert(call, slot);
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
    if (request.url().scheme() == u"https") {
        // Qt reuses a cached connection to a host whatever TLS configuration the next request
        // carries: when the CAs trusted for a host change (a CA file chosen after a failed check),
        // the cached connections must go, or the old trust decides.
        const QString host = request.url().host() + u':' + QString::number(request.url().port(443));
        const QByteArray trust = access.caCertificates.isEmpty() ? QByteArray()
                                                                 : QByteArray::number(access.caCertificates.size())
                + access.caCertificates.last().digest(QCryptographicHash::Sha256);
        const auto known = m_trustByHost.constFind(host);
        if (known != m_trustByHost.cend() && *known != trust) {
            m_nam->clearConnectionCache();
            for (QNetworkAccessManager *pooled : m_statusPool)
                pooled->clearConnectionCache();
        }
        m_trustByHost.insert(host, trust);
    }
    request.setRawHeader("User-Agent", userAgent());
    request.setRawHeader("Accept",
                         "application/json, application/problem+json, application/fhir+json, text/plain;q=0.5");
    const ServiceProfile &profile = serviceProfile(call->service());
    if (!call->requestContentType().isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, call->requestContentType());
    else if (!profile.defaultContentType.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, profile.defaultContentType);
    if (call->authMode() == ApiCall::AuthMode::ServiceCredentials) {
        // The one place where credentials are added, in the style the service's profile declares.
        for (const auto &[name, value] : profile.authHeaders(access))
            request.setRawHeader(name, value);
    }
    call->prepareRequest(request, access);
    QNetworkAccessManager *network = m_nam;
    if (call->sendsAtMostOnce())
        network = networkForWrite(call, request);
    else if (m_statusPool.size() > 1 && call->routeClass() == RouteClass::Status)
        network = networkForStatus();

    ++call->m_attempts;
    call->m_sentAt = m_clock->now();
    call->m_timedOut = false;
    call->m_tlsErrors.clear();
    call->m_refusedRedirect.clear();
    QNetworkReply *reply = call->sendRequest(*network, request);
    call->m_reply = reply;
    qCDebug(lcNet).noquote() << call->method() << redactor::redactPathAndQuery(call->path(), call->query()) << "attempt"
                             << call->m_attempts;

    if (!call->m_deadline) {
        call->m_deadline = m_clock->createTimer(call);
        connect(call->m_deadline, &ClockTimer::timeout, call, [call] {
            call->m_timedOut = true;
            if (call->m_reply)
                call->m_reply->abort();
        });
    }
    call->m_deadline->startAt(call->m_sentAt.addSecs(std::max(1, access.timeoutSeconds)));

    connect(reply, &QNetworkReply::sslErrors, call, [call, reply](const QList<QSslError> &errors) {
        // Shown, never ignored: the handshake fails and the call reports why, with the chain the
        // server presented («Показать сертификат»).
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        call->m_tlsErrors = texts.join(u"; ");
        call->m_peerChain = reply->sslConfiguration().peerCertificateChain();
        if (call->m_peerChain.isEmpty()) {
            for (const QSslError &e : errors) {
                if (!e.certificate().isNull() && !call->m_peerChain.contains(e.certificate()))
                    call->m_peerChain << e.certificate();
            }
        }
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
    if (m_statusLoad.contains(network) && call->routeClass() == RouteClass::Status) {
        ++m_statusLoad[network];
        connect(reply, &QNetworkReply::finished, this, [this, network] { --m_statusLoad[network]; });
    }
}

void Transport::setStatusNetworkPool(int managers)
{
    if (managers <= int(m_statusPool.size()) || managers < 2)
        return;
    if (m_statusPool.empty()) {
        m_statusPool.push_back(m_nam);
        m_statusLoad.insert(m_nam, 0);
    }
    while (int(m_statusPool.size()) < managers) {
        auto *pooled = new QNetworkAccessManager(this);
        pooled->setProxy(m_nam->proxy());
        pooled->setRedirectPolicy(m_nam->redirectPolicy());
        pooled->setTransferTimeout(m_nam->transferTimeout());
        pooled->setStrictTransportSecurityEnabled(m_nam->isStrictTransportSecurityEnabled());
        // Whoever watches the application's manager (the status bar, a benchmark) sees these too.
        connect(pooled, &QNetworkAccessManager::finished, m_nam, &QNetworkAccessManager::finished);
        m_statusPool.push_back(pooled);
        m_statusLoad.insert(pooled, 0);
    }
}

QNetworkAccessManager *Transport::networkForStatus()
{
    QNetworkAccessManager *least = m_statusPool.front();
    for (QNetworkAccessManager *candidate : m_statusPool) {
        if (m_statusLoad.value(candidate) < m_statusLoad.value(least))
            least = candidate;
    }
    return least;
}

QNetworkAccessManager *Transport::networkForWrite(ApiCall *call, QNetworkRequest &request)
{
    // A request that changes state goes on a connection of its own, closed after the answer: a
    // kept-alive connection the server closes between two presses can then never carry it, and
    // Qt's silent resend after a close (refused by SendOnceBody) has nothing to go on.
    request.setRawHeader("Connection", "close");
    if (!m_connectionPerWrite)
        return m_nam;
    if (!call->m_network) {
        auto *own = new QNetworkAccessManager(call);
        own->setProxy(m_nam->proxy());
        own->setRedirectPolicy(m_nam->redirectPolicy());
        own->setTransferTimeout(m_nam->transferTimeout());
        own->setStrictTransportSecurityEnabled(m_nam->isStrictTransportSecurityEnabled());
        call->m_network = own;
    }
    return call->m_network;
}

void Transport::releaseSlot(ApiCall *call)
{
    if (call->m_holdsSlot) {
        call->m_holdsSlot = false;
        m_budget->release(m_slots.take(call), call->m_sentAt, m_clock->now());
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
    const ServiceAccess access = accessFor(call);

    ApiError error;
    if (call->m_refusedRedirect.isValid()) {
        error = ApiError(ApiError::Kind::RedirectRefused, call->service(), origin::originText(call->m_refusedRedirect));
    } else if (reply->error() == QNetworkReply::ContentReSendError && status >= 300 && status < 400) {
        // A 307/308 asks for the body again, which a call that sends at most once does not give:
        // the server answered without acting, and nothing went to the new address.
        const QUrl to = reply->url().resolved(QUrl::fromEncoded(reply->rawHeader("Location")));
        error = ApiError(ApiError::Kind::RedirectRefused, call->service(), origin::originText(to));
    } else if (status == 0
               || (reply->error() != QNetworkReply::NoError && status < 400 && !call->acceptsStatus(status))) {
        QString detail = reply->errorString();
        if (reply->error() == QNetworkReply::SslHandshakeFailedError && !call->m_tlsErrors.isEmpty())
            detail = call->m_tlsErrors;
        error = call->m_timedOut ? ApiError(ApiError::Kind::Timeout, call->service(), detail)
                                 : transportError(reply->error(), call->service(), detail);
        if (error.kind() == ApiError::Kind::Cancelled)
            error.setMayHaveActed(true); // it was on its way when it was stopped
        if (error.kind() == ApiError::Kind::Tls)
            error.setPeerCertificates(call->m_peerChain);
    } else if (call->acceptsStatus(status)) {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > body.size()) {
            error =
                ApiError(ApiError::Kind::Network, call->service(),
                         QStringLiteral("truncated answer: %1 of %2 bytes").arg(body.size()).arg(length.toLongLong()));
            error.setNetworkFailure(ApiError::NetworkFailure::Truncated);
        } else
            error = call->parseSuccess(status, contentType, body);
    } else {
        error = ApiError::fromHttp(call->service(), status, contentType, body);
        if (const ServiceProfile &profile = serviceProfile(call->service()); profile.explainError)
            profile.explainError(error, *call);
        if (status == 429) {
            const QDateTime now = m_clock->now();
            LimitRequest blocked = limitRequest(call, access);
            blocked.now = now;
            const QDateTime until = m_budget->block(blocked, parseRetryAfter(reply->rawHeader("Retry-After"), now));
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
    // A server that echoes the request may hand the token back: it stays out of the log (and the
    // journal's copy of it) even then.
    entry.errorText = error.isError() ? redactor::redactSecrets(error.logText(), {access.token}) : QString();
    entry.requestBody =
        raw ? call->requestBody() : redactor::redactBody(call->requestBody(), call->requestContentType());
    entry.responseBody = raw
        ? call->m_replyBody
        : redactor::redactSecrets(QString::fromUtf8(redactor::redactBody(call->m_replyBody, call->m_replyContentType)),
                                  {access.token})
              .toUtf8();
    entry.attempt = call->m_attempts;
    entry.diagnostic = raw;
    m_log->append(std::move(entry));
}

} // namespace cliniclink
