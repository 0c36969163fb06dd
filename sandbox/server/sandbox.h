// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One emulator of the platform: the shared context, every service module, the HTTP adapter and,
// unless the caller brings its own clock, a VirtualClock. Lives on one thread (the one that
// created it); the app runs it through SandboxRunner on a worker thread.

#include "core/common/service.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <memory>

namespace cliniclink {
class Clock;
}

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace cliniclink::sandbox {

class ConnectionGuard;
class HttpAdapter;
class SandboxContext;
class VirtualClock;

class Sandbox final : public QObject {
    Q_OBJECT
public:
    // clock: the time source (a ManualClock in tests); nullptr gives the sandbox its own
    // VirtualClock running at real speed from the current time.
    explicit Sandbox(Clock *clock = nullptr, QObject *parent = nullptr);
    ~Sandbox() override;

    // A whole fixture document replacing the built-in set; takes effect at once (state reloaded).
    void setFixtures(const QJsonObject &fixtures);
    const QJsonObject &fixtures() const;

    // Serve https instead of http, with this certificate (chain) and key, both PEM files. Before
    // start(); false with errorString() when they cannot be read.
    bool setTls(const QString &certificateFile, const QString &keyFile);
    bool usesTls() const { return !m_tls.localCertificate().isNull(); }

    // Listens on host:port (0: a free port). False with errorString() on failure.
    bool start(const QHostAddress &host = QHostAddress(QHostAddress::LocalHost), quint16 port = 0);
    void stop();
    bool isRunning() const;
    // http://HOST:PORT (https with TLS), the root every service prefix hangs from; empty before start().
    QUrl url() const;
    QString errorString() const { return m_error; }

    // Back to the fixtures: every module's state reloaded (the admin API's reset does the same).
    void reset();

    // With a state file the sandbox keeps its state across restarts: start() loads the file when
    // it exists, and the state is saved shortly after each changing request and on stop().
    void setStateFile(const QString &path);
    QString stateFile() const { return m_stateFile; }
    bool saveState(QString *error = nullptr) const;
    bool loadState(QString *error = nullptr);

    SandboxContext &context() const { return *m_context; }
    // What any local client may hold open and for how long (limits, timeouts and their clock).
    ConnectionGuard &connections() const { return *m_guard; }
    Clock &clock() const { return *m_clock; }
    // The sandbox's own clock; nullptr when the caller gave one.
    VirtualClock *virtualClock() const { return m_virtualClock.get(); }

    // The built-in fixture document (every sandbox/fixtures/*.json merged).
    static QJsonObject builtInFixtures();
    // Token per service from the built-in fixture (tokens marked "default"), so the app's Sandbox
    // environment works without typing one.
    static QMap<Service, QString> defaultTokens();
    // The same, from a fixture document of one's own (a test's service adds its token entry).
    static QMap<Service, QString> defaultTokens(const QJsonObject &fixtures);

Q_SIGNALS:
    void requestHandled();

private:
    void scheduleSave();

    std::unique_ptr<VirtualClock> m_virtualClock;
    Clock *m_clock;
    std::unique_ptr<SandboxContext> m_context;
    std::unique_ptr<ConnectionGuard> m_guard;
    std::unique_ptr<HttpAdapter> m_adapter;
    QUrl m_url;
    QString m_error;
    QString m_stateFile;
    QSslConfiguration m_tls;
    QTimer *m_saveTimer = nullptr;
};

} // namespace cliniclink::sandbox
