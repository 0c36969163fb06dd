// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The only code that knows the Qt HttpServer API, which changed after Qt 6.4: requests become
// SandboxRequest, go to the module with the longest matching prefix, and SandboxResponse is written
// back, at once or later on the virtual clock (fault delays, deferred answers). Faults injected
// through the admin API are applied here, so modules never see them.

#include "faultinjector.h"

#include <QAbstractHttpServer>
#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QSslConfiguration>
#include <QtGlobal>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QHttpServerRequest;
class QHttpServerResponder;
class QTcpSocket;
QT_END_NAMESPACE

namespace cliniclink::sandbox {

class ConnectionGuard;
class SandboxContext;
struct SandboxRequest;
struct SandboxResponse;

class HttpAdapter final : public QAbstractHttpServer {
    Q_OBJECT
public:
    // guard frames every connection's bytes before Qt parses them and orders the answers.
    HttpAdapter(SandboxContext &context, ConnectionGuard &guard, QObject *parent = nullptr);
    ~HttpAdapter() override;

    // Listens on host:port (0: a free port), with TLS when tls has a certificate. Returns the port,
    // or 0 with errorString() set.
    quint16 start(const QHostAddress &host, quint16 port, const QSslConfiguration &tls = {});
    QString errorString() const { return m_error; }
    // Responses waiting on the virtual clock.
    int pendingCount() const { return int(m_pending.size()); }

Q_SIGNALS:
    // After a response was written (or a connection dropped); the Sandbox saves state on it.
    void requestHandled(const QByteArray &method);

protected:
#if QT_VERSION < QT_VERSION_CHECK(6, 5, 0)
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;
#else
    bool handleRequest(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
#if QT_VERSION < QT_VERSION_CHECK(6, 7, 0)
    void missingHandler(const QHttpServerRequest &request, QHttpServerResponder &&responder) override;
#else
    void missingHandler(const QHttpServerRequest &request, QHttpServerResponder &responder) override;
#endif
#endif

private:
    struct Connection; // where the answer goes: the socket (6.4) or the responder (6.5+)
    struct Pending;

    void process(SandboxRequest &&request, std::unique_ptr<Connection> connection);
    SandboxResponse dispatch(const SandboxRequest &request);
    void finish(Connection &connection, const SandboxRequest &request, const SandboxResponse &response,
                const std::optional<FaultRule> &fault, const QDateTime &arrival);
    void drop(Connection &connection);
    void write(Connection &connection, const SandboxRequest &request, const SandboxResponse &response);
    void writeTruncated(Connection &connection, const SandboxRequest &request, const SandboxResponse &response);

    SandboxContext &m_context;
    ConnectionGuard &m_guard;
    QString m_error;
    quint64 m_nextPending = 1;
    QHash<quint64, std::shared_ptr<Pending>> m_pending;
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    class TrackingServer;
    TrackingServer *m_server = nullptr;
#endif
    template<class Base>
    class GuardedServer;
};

} // namespace cliniclink::sandbox
