// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "httpadapter.h"

#include "connectionguard.h"
#include "core/common/logging.h"
#include "sandbox/services/admin.h"
#include "sandbox/services/servicemodule.h"
#include "sandboxcontext.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonObject>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>

#include <exception>

namespace cliniclink::sandbox {

namespace {

QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    case QHttpServerRequest::Method::Connect:
        return "CONNECT";
    case QHttpServerRequest::Method::Trace:
        return "TRACE";
    default:
        return "UNKNOWN";
    }
}

// Headers are a list of pairs up to Qt 6.7 and QHttpHeaders from 6.8; take either.
template<class Headers>
void collectHeaders(const Headers &source, QHash<QByteArray, QByteArray> &target)
{
    if constexpr (requires { source.nameAt(0); }) {
        const auto bytes = [](auto view) { return QByteArray(view.data(), view.size()); };
        for (qsizetype i = 0; i < source.size(); ++i)
            target.insert(bytes(source.nameAt(i)).toLower(), bytes(source.valueAt(i)));
    } else {
        for (const auto &header : source)
            target.insert(header.first.toLower(), header.second);
    }
}

SandboxRequest toSandboxRequest(const QHttpServerRequest &request)
{
    SandboxRequest out;
    out.method = methodName(request.method());
    out.path = request.url().path();
    if (out.path.isEmpty())
        out.path = QStringLiteral("/");
    out.query = request.query();
    collectHeaders(request.headers(), out.headers);
    out.body = request.body();
    return out;
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 413:
        return "Payload Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

// What a "malformed" fault sends: the first half of the real body and a broken tail, so neither a
// JSON nor a length-trusting parser can read it.
QByteArray malformed(const QByteArray &body)
{
    return body.left(body.size() / 2) + "\x01{\"<malformed";
}

SandboxResponse injectedStatus(const FaultRule &rule)
{
    SandboxResponse response = !rule.body.isEmpty()
        ? SandboxResponse::bytes(rule.status, rule.body, rule.contentType)
        : SandboxResponse::json(rule.status,
                                QJsonObject{{QStringLiteral("sandboxFault"), QStringLiteral("status")},
                                            {QStringLiteral("status"), rule.status}});
    for (const auto &[name, value] : rule.headers)
        response.withHeader(name, value);
    return response;
}

// Status line and headers as written on the wire, with the Content-Length given (a truncated
// answer announces more than it sends).
QByteArray responseHead(const SandboxResponse &response, qint64 contentLength, const QByteArray &connection)
{
    QByteArray out;
    out += "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    if (!response.contentType.isEmpty())
        out += "Content-Type: " + response.contentType + "\r\n";
    out += "Content-Length: " + QByteArray::number(contentLength) + "\r\n";
    for (const auto &header : response.headers)
        out += header.first + ": " + header.second + "\r\n";
    if (!connection.isEmpty())
        out += "Connection: " + connection + "\r\n";
    out += "\r\n";
    return out;
}

} // namespace

struct HttpAdapter::Connection {
    QPointer<QTcpSocket> socket;
    quint64 place = 0; // in the guard's order of answers on the socket (Qt 6.4)
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    std::unique_ptr<QHttpServerResponder> responder;
#endif
};

struct HttpAdapter::Pending {
    std::unique_ptr<Connection> connection;
    SandboxRequest request;
    SandboxResponse response;
    std::optional<FaultRule> fault;
    QDateTime arrival;
    ClockTimer *timer = nullptr;
};

// Hands every accepted socket to the guard before Qt HttpServer connects its reader to it.
template<class Base>
class HttpAdapter::GuardedServer : public Base {
public:
    GuardedServer(ConnectionGuard &guard, QObject *parent)
        : Base(parent)
        , m_guard(guard)
    {
    }
    QTcpSocket *nextPendingConnection() override
    {
        QTcpSocket *socket = Base::nextPendingConnection();
        if (socket)
            m_guard.adopt(socket);
        return socket;
    }

private:
    ConnectionGuard &m_guard;
};

#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
// From Qt 6.5 the responder hides its socket; a dropped-connection fault still needs it, so the
// server remembers its sockets by peer port (loopback: unique per connection).
class HttpAdapter::TrackingServer final : public HttpAdapter::GuardedServer<QTcpServer> {
public:
    using GuardedServer::GuardedServer;
    QTcpSocket *nextPendingConnection() override
    {
        QTcpSocket *socket = GuardedServer::nextPendingConnection();
        if (socket)
            m_sockets.insert(socket->peerPort(), socket);
        return socket;
    }
    QTcpSocket *socketForPeerPort(quint16 port)
    {
        QPointer<QTcpSocket> socket = m_sockets.value(port);
        if (!socket)
            m_sockets.remove(port);
        return socket.data();
    }

private:
    QHash<quint16, QPointer<QTcpSocket>> m_sockets;
};
#endif

HttpAdapter::HttpAdapter(SandboxContext &context, ConnectionGuard &guard, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_context(context)
    , m_guard(guard)
{
}

HttpAdapter::~HttpAdapter()
{
    for (const auto &pending : std::as_const(m_pending))
        delete pending->timer;
}

quint16 HttpAdapter::start(const QHostAddress &host, quint16 port, const QSslConfiguration &tls)
{
    const bool useTls = !tls.localCertificate().isNull();
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    if (useTls) {
        // The responder of 6.5+ needs the tracking server, which is a plain QTcpServer.
        m_error = QStringLiteral("TLS in the sandbox needs Qt 6.4 in this version");
        return 0;
    }
    auto *server = new TrackingServer(m_guard, this);
    m_server = server;
#else
    // sslSetup() of 6.4 does not reach a bound server; a QSslServer hands out sockets that are
    // already TLS, and the HTTP server reads them like any other.
    QTcpServer *server = nullptr;
    if (useTls) {
        auto *sslServer = new GuardedServer<QSslServer>(m_guard, this);
        sslServer->setSslConfiguration(tls);
        server = sslServer;
    } else {
        server = new GuardedServer<QTcpServer>(m_guard, this);
    }
#endif
    if (!server->listen(host, port)) {
        m_error = server->errorString();
        delete server;
        return 0;
    }
    static_cast<void>(bind(server));
    return server->serverPort();
}

#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
bool HttpAdapter::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    auto connection = std::make_unique<Connection>();
    connection->socket = socket;
    connection->place = m_guard.reserve(socket);
    // Zero: the guard refused the connection (cap or a refused request): not served at all.
    if (connection->place != 0)
        process(toSandboxRequest(request), std::move(connection));
    return true;
}

void HttpAdapter::missingHandler(const QHttpServerRequest &, QTcpSocket *socket)
{
    // Never reached: handleRequest() answers everything.
    socket->abort();
}
#else
bool HttpAdapter::handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder)
{
    auto connection = std::make_unique<Connection>();
    connection->responder = std::make_unique<QHttpServerResponder>(std::move(responder));
    if (m_server)
        connection->socket = m_server->socketForPeerPort(request.remotePort());
    if (connection->socket)
        m_guard.parsed(connection->socket);
    process(toSandboxRequest(request), std::move(connection));
    return true;
}

#if QT_VERSION < QT_VERSION_CHECK(6, 7, 0)
void HttpAdapter::missingHandler(const QHttpServerRequest &, QHttpServerResponder &&) { }
#else
void HttpAdapter::missingHandler(const QHttpServerRequest &, QHttpServerResponder &) { }
#endif
#endif

void HttpAdapter::process(SandboxRequest &&request, std::unique_ptr<Connection> connection)
{
    const QDateTime arrival = m_context.clock().now();
    request.arrival = arrival;
    // Faults never touch the admin API, or a careless pattern ("/*") would lock the operator out.
    const bool isAdmin = request.path == u"/sandbox" || request.path.startsWith(QStringLiteral("/sandbox/"));
    std::optional<FaultRule> fault;
    if (!isAdmin)
        fault = m_context.faults().take(request.method, request.path, arrival);

    if (fault && fault->kind == FaultKind::Drop && !fault->afterService) {
        m_context.requestLog().append({0, arrival, request.method, request.path, 0, faultKindKey(fault->kind)});
        drop(*connection);
        Q_EMIT requestHandled(request.method);
        return;
    }

    SandboxResponse response = (fault && fault->kind == FaultKind::Status) ? injectedStatus(*fault) : dispatch(request);
    const qint64 delay = response.delayMs + ((fault && fault->kind == FaultKind::Delay) ? fault->delayMs : 0);

    if (delay <= 0 && !response.deferred) {
        finish(*connection, request, response, fault, arrival);
        return;
    }

    auto pending = std::make_shared<Pending>();
    pending->connection = std::move(connection);
    pending->request = std::move(request);
    pending->response = std::move(response);
    pending->fault = fault;
    pending->arrival = arrival;
    pending->timer = m_context.clock().createTimer(nullptr);
    const quint64 id = m_nextPending++;
    m_pending.insert(id, pending);
    connect(pending->timer, &ClockTimer::timeout, this, [this, id] {
        const std::shared_ptr<Pending> p = m_pending.take(id);
        if (!p)
            return;
        p->timer->deleteLater();
        const SandboxResponse response = p->response.deferred ? p->response.deferred() : p->response;
        finish(*p->connection, p->request, response, p->fault, p->arrival);
    });
    pending->timer->startAt(arrival.addMSecs(std::max<qint64>(delay, 0)));
}

SandboxResponse HttpAdapter::dispatch(const SandboxRequest &request)
{
    QString subPath;
    ServiceModule *module = m_context.moduleForPath(request.path, &subPath);
    if (!module) {
        return SandboxResponse::json(404,
                                     QJsonObject{{QStringLiteral("error"), QStringLiteral("Ресурс не найден")},
                                                 {QStringLiteral("path"), request.path}});
    }
    if (request.path == u"/sandbox" || request.path.startsWith(QStringLiteral("/sandbox/"))) {
        if (auto refused = AdminModule::refuseForeign(request, module->takesFormPosts()))
            return *refused;
    }
    try {
        return module->handle(request, subPath);
    } catch (const std::exception &e) {
        qCWarning(lcSandbox, "module failed on %s %s: %s", request.method.constData(), qPrintable(request.path),
                  e.what());
        return SandboxResponse::json(
            500, QJsonObject{{QStringLiteral("error"), QStringLiteral("Внутренняя ошибка песочницы")}});
    }
}

void HttpAdapter::finish(Connection &connection, const SandboxRequest &request, const SandboxResponse &response,
                         const std::optional<FaultRule> &fault, const QDateTime &arrival)
{
    const QString faultName = fault ? faultKindKey(fault->kind) : QString();
    if (fault && fault->kind == FaultKind::Drop) {
        // afterService: the service has acted (its state changed) and the answer is lost.
        m_context.requestLog().append({0, arrival, request.method, request.path, 0, faultName});
        drop(connection);
        Q_EMIT requestHandled(request.method);
        return;
    }
    SandboxResponse out = response;
    if (fault && fault->kind == FaultKind::Malformed)
        out.body = malformed(out.body);
    if (fault && fault->kind == FaultKind::Empty)
        out.body.clear();
    m_context.requestLog().append({0, arrival, request.method, request.path, out.status, faultName});
    if (fault && fault->kind == FaultKind::Truncate)
        writeTruncated(connection, request, out);
    else
        write(connection, request, out);
    Q_EMIT requestHandled(request.method);
}

void HttpAdapter::drop(Connection &connection)
{
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    // In its turn: answers owed for earlier requests on the connection go first.
    if (connection.socket)
        m_guard.abort(connection.socket, connection.place);
#else
    if (connection.socket)
        connection.socket->abort();
#endif
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    // The stream behind the responder goes away with the socket on the next event loop pass:
    // let go of the responder now, while it is still valid.
    connection.responder.reset();
#endif
}

void HttpAdapter::write(Connection &connection, const SandboxRequest &request, const SandboxResponse &response)
{
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    // Qt 6.4's responder throws on status codes its table lacks and cannot echo Connection; the
    // socket is ours here, so the response is written whole. Qt 6.4 keeps the connection open after
    // a response (HTTP/1.1 keep-alive) and parses the next request on it; "Connection: close" is
    // honoured here by closing once the bytes are out.
    QTcpSocket *socket = connection.socket;
    if (!socket || socket->state() != QAbstractSocket::ConnectedState)
        return;
    const QByteArray connectionHeader = request.header("connection").toLower();
    const bool close = connectionHeader.contains("close");
    const QByteArray echoed = close
        ? QByteArray("close")
        : (connectionHeader.contains("keep-alive") ? QByteArray("keep-alive") : QByteArray());
    QByteArray out = responseHead(response, request.method == "HEAD" ? 0 : response.body.size(), echoed);
    if (request.method != "HEAD")
        out += response.body;
    // Through the guard, which writes answers in request order: a delayed answer is not overtaken
    // by the next pipelined request's.
    m_guard.answer(socket, connection.place, out, close);
#else
    if (!connection.responder)
        return;
    using Status = QHttpServerResponder::StatusCode;
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    QHttpHeaders headers;
    if (!response.contentType.isEmpty())
        headers.append(QHttpHeaders::WellKnownHeader::ContentType, response.contentType);
    for (const auto &header : response.headers)
        headers.append(header.first, header.second);
    connection.responder->write(response.body, headers, Status(response.status));
#else
    QHttpServerResponder &r = *connection.responder;
    r.writeStatusLine(Status(response.status));
    if (!response.contentType.isEmpty())
        r.writeHeader("Content-Type", response.contentType);
    r.writeHeader("Content-Length", QByteArray::number(response.body.size()));
    for (const auto &header : response.headers)
        r.writeHeader(header.first, header.second);
    r.writeBody(response.body);
#endif
    Q_UNUSED(request);
    connection.responder.reset();
#endif
}

void HttpAdapter::writeTruncated(Connection &connection, const SandboxRequest &request, const SandboxResponse &response)
{
    // The head announces the whole body (at least one byte), half of it follows, then the
    // connection closes: a cut answer, not garbage. Written on the socket in every Qt version,
    // since the responder computes its own Content-Length from 6.8 on.
    QTcpSocket *socket = connection.socket;
    if (socket && socket->state() == QAbstractSocket::ConnectedState) {
        const QByteArray sent = response.body.left(response.body.size() / 2);
        QByteArray out = responseHead(response, std::max<qsizetype>(response.body.size(), 1), "close");
        if (request.method != "HEAD")
            out += sent;
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
        m_guard.answer(socket, connection.place, out, true);
#else
        socket->write(out);
        socket->disconnectFromHost();
#endif
    }
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    connection.responder.reset();
#else
    Q_UNUSED(request);
#endif
}

} // namespace cliniclink::sandbox
