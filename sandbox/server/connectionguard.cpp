// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "connectionguard.h"

#include "core/common/clock.h"
#include "core/common/logging.h"

#include <QTcpSocket>

#include <algorithm>
#include <optional>
#include <utility>

namespace cliniclink::sandbox {

namespace {

QByteArray statusText(int status)
{
    switch (status) {
    case 400:
        return "Bad Request";
    case 408:
        return "Request Timeout";
    case 413:
        return "Payload Too Large";
    case 431:
        return "Request Header Fields Too Large";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Error";
    }
}

// The guard's own answers, in the shape of the sandbox's framework errors: JSON with the status
// and what was wrong, and "Connection: close" because the rest of the stream cannot be trusted.
QByteArray closingAnswer(int status, const QByteArray &reason)
{
    const QByteArray body = "{\"statusCode\":" + QByteArray::number(status) + ",\"error\":\"" + statusText(status)
        + "\",\"message\":\"" + reason + "\"}";
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + statusText(status)
        + "\r\nContent-Type: application/json\r\nContent-Length: " + QByteArray::number(body.size())
        + "\r\nConnection: close\r\n\r\n" + body;
}

} // namespace

struct ConnectionGuard::Connection {
    QPointer<QTcpSocket> socket;
    RequestFraming framing;
    ClockTimer *timer = nullptr;
    QDateTime headStarted;
    QDateTime lastActivity;
    std::deque<Answer> answers; // owed, in request order
    quint64 nextPlace = 1;
    // A refusal that waits for the requests accepted before it (pipelined in the same bytes) to be
    // parsed: it takes its place after theirs.
    std::optional<Answer> refusal;
    int refusalAfter = 0;
    // Qt HttpServer 6.4 reads one request per readyRead and leaves the rest in the socket for a
    // readyRead it emits again, so bytes were framed twice. Qt is now given one request at a time:
    // held has the framed bytes behind it (heldEnds: where held requests end, in held), and
    // inSocket counts bytes at the front of the socket's buffer that were already framed or
    // refused (Qt was inside a request, reading in a transaction, so they could not be taken out).
    QByteArray held;
    QList<qsizetype> heldEnds;
    qint64 inSocket = 0;
    bool releaseScheduled = false;
    bool closing = false; // refused or answered with close: nothing more is read
    bool inTimeout = false;
    // Body bytes reserved by each request framed and not yet parsed by Qt, oldest first (0: none);
    // given back to inFlight as Qt parses them, the rest when the connection goes.
    std::deque<qint64> admitted;
    qint64 *inFlight = nullptr;
    QDateTime bodyStarted;

    ~Connection()
    {
        for (const qint64 length : admitted)
            *inFlight -= length;
        // A timer whose own timeout closed the connection is still emitting: deleted later.
        if (inTimeout)
            timer->deleteLater();
        else
            delete timer;
    }
};

ConnectionGuard::ConnectionGuard(QObject *parent)
    : QObject(parent)
    , m_clock(Clock::system())
{
}

ConnectionGuard::~ConnectionGuard() = default;

bool ConnectionGuard::adopt(QTcpSocket *socket)
{
    // Sockets Qt deleted without our seeing it (a parse error disconnects every slot).
    for (auto it = m_connections.begin(); it != m_connections.end();) {
        if (!it.value()->socket)
            it = m_connections.erase(it);
        else
            ++it;
    }
    if (m_connections.size() >= m_limits.maxConnections && !evictIdle()) {
        qCWarning(lcSandbox, "connection cap of %d reached: a new connection is refused with 503",
                  m_limits.maxConnections);
        socket->write(closingAnswer(503, "too many open connections, try again shortly"));
        socket->disconnectFromHost();
        return false;
    }
    auto connection = std::make_shared<Connection>();
    connection->socket = socket;
    connection->framing = RequestFraming(m_limits.framing);
    connection->inFlight = &m_bodyBytesInFlight;
    connection->framing.setBodyAdmission([this, c = connection.get()](qint64 length) { return admitBody(*c, length); });
    connection->lastActivity = m_clock->now();
    connection->timer = m_clock->createTimer(nullptr);
    m_connections.insert(socket, connection);
    // Connected before Qt HttpServer connects its own reader, so these bytes are framed first.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { forget(socket); });
    connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { rearm(socket); });
    connect(connection->timer, &ClockTimer::timeout, this, [this, socket] { onTimeout(socket); });
    rearm(socket);
    return true;
}

int ConnectionGuard::headsInProgress() const
{
    int heads = 0;
    for (const auto &c : m_connections)
        heads += c->socket && c->framing.inHead() ? 1 : 0;
    return heads;
}

int ConnectionGuard::bodiesInProgress() const
{
    int bodies = 0;
    for (const auto &c : m_connections)
        bodies += c->socket && !c->closing && c->framing.inBody() ? 1 : 0;
    return bodies;
}

bool ConnectionGuard::admitBody(Connection &connection, qint64 length)
{
    if (length > 0 && m_bodyBytesInFlight + length > m_limits.maxBodyBytesInFlight) {
        qCWarning(lcSandbox, "request bodies in progress would pass %lld bytes: a request is refused with 503",
                  qlonglong(m_limits.maxBodyBytesInFlight));
        return false;
    }
    m_bodyBytesInFlight += length;
    connection.admitted.push_back(length);
    return true;
}

QDateTime ConnectionGuard::bodyDeadline(const Connection &connection) const
{
    const qint64 rate = std::max<qint64>(m_limits.minBodyBytesPerSecond, 1);
    return connection.bodyStarted.addMSecs(m_limits.bodyTimeoutMs + connection.framing.bodyLength() * 1000 / rate);
}

void ConnectionGuard::parsed(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend() || it.value()->admitted.empty())
        return;
    Connection &c = *it.value();
    m_bodyBytesInFlight -= c.admitted.front();
    c.admitted.pop_front();
}

quint64 ConnectionGuard::reserve(QTcpSocket *socket)
{
    parsed(socket);
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend() || (it.value()->closing && !it.value()->refusal))
        return 0;
    Connection &c = *it.value();
    Answer a;
    a.place = c.nextPlace++;
    c.answers.push_back(a);
    if (c.refusal && int(a.place) >= c.refusalAfter) {
        c.refusal->place = c.nextPlace++;
        c.answers.push_back(*std::exchange(c.refusal, std::nullopt));
    }
    rearm(socket);
    return a.place;
}

void ConnectionGuard::answer(QTcpSocket *socket, quint64 place, const QByteArray &bytes, bool close)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    for (Answer &a : it.value()->answers) {
        if (a.place == place) {
            a.ready = true;
            a.bytes = bytes;
            a.close = close;
        }
    }
    flush(socket);
}

void ConnectionGuard::abort(QTcpSocket *socket, quint64 place)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    for (Answer &a : it.value()->answers) {
        if (a.place == place) {
            a.ready = true;
            a.abort = true;
        }
    }
    flush(socket);
}

void ConnectionGuard::flush(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    const std::shared_ptr<Connection> c = it.value();
    while (!c->answers.empty() && c->answers.front().ready) {
        const Answer a = std::move(c->answers.front());
        c->answers.pop_front();
        if (!c->socket || c->socket->state() != QAbstractSocket::ConnectedState)
            continue;
        if (a.abort) {
            c->closing = true;
            c->socket->abort();
            return;
        }
        c->socket->write(a.bytes);
        if (a.close) {
            c->closing = true;
            c->socket->disconnectFromHost();
            return;
        }
    }
    c->lastActivity = m_clock->now();
    rearm(socket);
}

void ConnectionGuard::onReadyRead(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    const std::shared_ptr<Connection> c = it.value();
    // Qt's reader, connected after this one, reads what it is given to the end of one request; what is
    // available past the bytes already seen is exactly what this connection sent since the last call.
    const qint64 available = socket->bytesAvailable();
    const qint64 seen = std::min(c->inSocket, available);
    QByteArray incoming = socket->peek(available).sliced(seen);
    const qsizetype received = incoming.size();
    QList<qsizetype> ends;
    if (c->closing) {
        incoming.clear(); // after a refusal nothing more reaches Qt's parser
    } else {
        const int before = c->framing.requests();
        const bool wasInHead = c->framing.inHead();
        const bool wasInBody = c->framing.inBody();
        const std::optional<RequestFraming::Refusal> refusal = c->framing.feed(incoming, &ends);
        const QDateTime now = m_clock->now();
        c->lastActivity = now;
        if (refusal) {
            // The requests accepted before the refused one are still served; nothing from it on is.
            incoming.truncate(refusal->acceptedBytes);
            refuse(socket, refusal->status, refusal->reason);
        } else if (c->framing.inHead() && (!wasInHead || c->framing.requests() != before)) {
            c->headStarted = now;
        } else if (c->framing.inBody() && (!wasInBody || c->framing.requests() != before)) {
            c->bodyStarted = now;
        }
    }

    // Qt is given the bytes up to the end of the first complete request, or all of one in progress.
    const bool passThrough = seen == 0 && c->held.isEmpty() && incoming.size() == received
        && (ends.isEmpty() || ends.constFirst() == incoming.size());
    if (!passThrough) {
        const qsizetype heldBefore = c->held.size();
        c->held += incoming;
        for (const qsizetype end : std::as_const(ends))
            c->heldEnds.append(heldBefore + end);
        const qsizetype give = c->heldEnds.isEmpty() ? c->held.size() : c->heldEnds.takeFirst();
        for (qsizetype &end : c->heldEnds)
            end -= give;
        if (socket->isTransactionStarted()) {
            // Qt is inside a request and reads in a transaction: nothing can be taken out of the
            // buffer now. It reads to the end of that request; the rest stays until the next call.
            c->inSocket = available - give;
        } else {
            static_cast<void>(socket->skip(available));
            for (qsizetype i = give - 1; i >= 0; --i)
                socket->ungetChar(c->held.at(i));
            c->inSocket = 0;
        }
        c->held.remove(0, give);
    }
    if (!c->held.isEmpty()) {
        scheduleRelease(socket);
    } else if (c->refusal) {
        // Qt parses what it was given in this same readyRead; should it not serve a request, the
        // refusal still goes out once it has had its chance.
        QMetaObject::invokeMethod(
            this, [this, socket = QPointer<QTcpSocket>(socket)] { sendPendingRefusal(socket); }, Qt::QueuedConnection);
    }
    rearm(socket);
}

void ConnectionGuard::scheduleRelease(QTcpSocket *socket)
{
    Connection &c = *m_connections.value(socket);
    if (c.releaseScheduled)
        return;
    c.releaseScheduled = true;
    // The next held request goes to Qt on a readyRead of its own, after Qt has read the one before.
    QMetaObject::invokeMethod(
        this,
        [this, socket = QPointer<QTcpSocket>(socket)] {
            const auto it = m_connections.constFind(socket.data());
            if (!socket || it == m_connections.cend())
                return;
            it.value()->releaseScheduled = false;
            Q_EMIT socket->readyRead();
        },
        Qt::QueuedConnection);
}

void ConnectionGuard::refuse(QTcpSocket *socket, int status, const QByteArray &reason)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    Connection &c = *it.value();
    c.closing = true;
    qCInfo(lcSandbox, "request refused with %d before parsing: %s", status, reason.constData());
    Q_EMIT refused(status, reason);
    // Answers owed for earlier requests go first; the refusal closes the connection after them.
    Answer a;
    a.ready = true;
    a.close = true;
    a.bytes = closingAnswer(status, reason);
    const int accepted = c.framing.requests();
    if (int(c.nextPlace - 1) < accepted) {
        // Requests accepted before it are not parsed yet (held, or in the bytes Qt reads next).
        c.refusal = a;
        c.refusalAfter = accepted;
        return;
    }
    a.place = c.nextPlace++;
    c.answers.push_back(a);
    flush(socket);
}

void ConnectionGuard::sendPendingRefusal(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (!socket || it == m_connections.cend() || !it.value()->refusal)
        return;
    Connection &c = *it.value();
    c.refusal->place = c.nextPlace++;
    c.answers.push_back(*std::exchange(c.refusal, std::nullopt));
    flush(socket);
}

void ConnectionGuard::rearm(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    Connection &c = *it.value();
    if ((c.closing && !c.refusal) || !c.answers.empty() || !c.held.isEmpty()) {
        // An answer is owed (a delayed fault, a deferred reply): the sandbox, not the client, is slow.
        c.timer->stop();
        return;
    }
    if (c.framing.inHead())
        c.timer->startAt(c.headStarted.addMSecs(m_limits.headerTimeoutMs));
    else if (c.framing.inBody() && !c.closing)
        // Each byte of a body moves the idle time, never the deadline.
        c.timer->startAt(std::min(bodyDeadline(c), c.lastActivity.addMSecs(m_limits.idleTimeoutMs)));
    else
        c.timer->startAt(c.lastActivity.addMSecs(m_limits.idleTimeoutMs));
}

void ConnectionGuard::onTimeout(QTcpSocket *socket)
{
    const auto it = m_connections.constFind(socket);
    if (it == m_connections.cend())
        return;
    const std::shared_ptr<Connection> c = it.value();
    c->inTimeout = true;
    if (!c->socket) {
        m_connections.remove(socket);
        return;
    }
    if (!c->answers.empty() || c->closing)
        return;
    if (c->framing.inHead()) {
        refuse(socket, 408, "the request head did not arrive in time");
        return;
    }
    if (c->framing.inBody() && m_clock->now() >= bodyDeadline(*c)) {
        // Every earlier request was answered (the timer does not run while one is owed) and Qt
        // never completes this one: the refusal goes out now, not after it.
        c->closing = true;
        qCInfo(lcSandbox, "request refused with 408: its body did not arrive in time");
        Q_EMIT refused(408, "the request body did not arrive in time");
        Answer a;
        a.ready = true;
        a.close = true;
        a.bytes = closingAnswer(408, "the request body did not arrive in time");
        a.place = c->nextPlace++;
        c->answers.push_back(a);
        flush(socket);
        return;
    }
    // Idle (or a body that stopped arriving): closed without an answer, as servers do.
    c->closing = true;
    socket->abort();
}

void ConnectionGuard::forget(QTcpSocket *socket)
{
    m_connections.remove(socket);
}

bool ConnectionGuard::evictIdle()
{
    QTcpSocket *oldest = nullptr;
    QDateTime oldestActivity;
    for (auto it = m_connections.cbegin(); it != m_connections.cend(); ++it) {
        const Connection &c = *it.value();
        if (!c.socket || !c.answers.empty() || !c.framing.betweenRequests())
            continue;
        if (!oldest || c.lastActivity < oldestActivity) {
            oldest = it.key();
            oldestActivity = c.lastActivity;
        }
    }
    if (!oldest)
        return false;
    const std::shared_ptr<Connection> c = m_connections.take(oldest);
    c->closing = true;
    oldest->abort();
    return true;
}

} // namespace cliniclink::sandbox
