// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What Qt HttpServer 6.4 leaves open on a server any local process can reach, closed in front of
// it: each connection's bytes are framed by RequestFraming before Qt reads them (a refused request
// is answered 400/413/431/501 and the connection closed, and Qt never sees it); a head that does
// not arrive within the header timeout, and a connection idle past the idle timeout, are closed;
// at the connection cap the longest-idle connection makes room, or the newcomer is told 503, so
// the server keeps answering instead of running out of file descriptors. Request bodies held in
// memory are capped across all connections (a head past the cap is told 503 before its body is
// read) and must arrive by a deadline (408). Answers leave each
// connection in request order, whatever order they are ready in (a delayed answer is not overtaken).
//
// Time comes from a Clock (a ManualClock in tests), never from a sleep.

#include "requestframing.h"

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

#include <deque>
#include <memory>

QT_BEGIN_NAMESPACE
class QTcpServer;
class QTcpSocket;
QT_END_NAMESPACE

namespace cliniclink {
class Clock;
class ClockTimer;
} // namespace cliniclink

namespace cliniclink::sandbox {

struct ConnectionLimits {
    FramingLimits framing;
    int maxConnections = 256; // well under a desktop's 1,024 open files
    qint64 headerTimeoutMs = 10'000; // from the first byte of a head to its blank line
    qint64 idleTimeoutMs = 15'000; // no request in progress and no answer owed
    // Bodies are held in memory until the request is parsed (Qt's socket buffer and its parser each
    // keep a copy). What heads declare is reserved against this, across all connections, before
    // any body byte is read; a head past it is answered 503 and its connection closed. Two of the
    // contract's largest requests at once.
    qint64 maxBodyBytesInFlight = 2 * FramingLimits().maxBodyBytes;
    // A body must be complete bodyTimeoutMs after its head plus one second per minBodyBytesPerSecond
    // it declares (52 MB: 62 s); trickling bytes does not extend it. Past it: 408 and closed.
    qint64 bodyTimeoutMs = 10'000;
    qint64 minBodyBytesPerSecond = 1024 * 1024;
};

class ConnectionGuard final : public QObject {
    Q_OBJECT
public:
    using Limits = ConnectionLimits;

    explicit ConnectionGuard(QObject *parent = nullptr);
    ~ConnectionGuard() override;

    void setLimits(const Limits &limits) { m_limits = limits; }
    const Limits &limits() const { return m_limits; }
    // The clock of the timeouts; Clock::system() unless set. Before connections arrive.
    void setClock(Clock *clock) { m_clock = clock; }
    int connectionCount() const { return int(m_connections.size()); }
    // Connections with part of a request head read (the header timeout runs on them).
    int headsInProgress() const;
    // Connections reading a request body (the body deadline runs on them).
    int bodiesInProgress() const;
    // Body bytes reserved by accepted heads whose requests Qt has not parsed yet, all connections.
    qint64 bodyBytesInFlight() const { return m_bodyBytesInFlight; }

    // A socket the server just accepted, before Qt HttpServer connects to it. Returns false when
    // it was refused (503 and closed): the caller still hands it on, Qt finds it closing.
    bool adopt(QTcpSocket *socket);

    // A request Qt parsed on socket: its place in the order of answers. Its body's reservation is
    // given back (the body is now the request's).
    quint64 reserve(QTcpSocket *socket);
    // Gives back the body reservation of the request Qt parsed on socket, where reserve() is not used (Qt 6.5+).
    void parsed(QTcpSocket *socket);
    // The answer for a reserved place, written when every earlier answer on the connection was.
    // close: close the connection after it; abort: drop the connection instead of answering.
    void answer(QTcpSocket *socket, quint64 place, const QByteArray &bytes, bool close);
    void abort(QTcpSocket *socket, quint64 place);

Q_SIGNALS:
    // A request refused before Qt saw it (status and reason), for the request log.
    void refused(int status, const QByteArray &reason);

private:
    struct Connection;
    struct Answer {
        quint64 place = 0;
        bool ready = false;
        bool close = false;
        bool abort = false;
        QByteArray bytes;
    };

    void onReadyRead(QTcpSocket *socket);
    void onTimeout(QTcpSocket *socket);
    void rearm(QTcpSocket *socket);
    void refuse(QTcpSocket *socket, int status, const QByteArray &reason);
    bool admitBody(Connection &connection, qint64 length);
    QDateTime bodyDeadline(const Connection &connection) const;
    void scheduleRelease(QTcpSocket *socket);
    void sendPendingRefusal(QTcpSocket *socket);
    void flush(QTcpSocket *socket);
    void forget(QTcpSocket *socket);
    bool evictIdle();

    Limits m_limits;
    Clock *m_clock;
    qint64 m_bodyBytesInFlight = 0; // before m_connections: their destructors give bytes back
    QHash<QTcpSocket *, std::shared_ptr<Connection>> m_connections;
};

} // namespace cliniclink::sandbox
