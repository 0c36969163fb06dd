// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Runs a Sandbox on its own thread, never the GUI thread: the app's built-in Sandbox environment.
// The sandbox is created, started, stopped and destroyed on that thread; only the signals cross.

#include <QHostAddress>
#include <QJsonObject>
#include <QMutex>
#include <QObject>
#include <QUrl>

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace cliniclink::sandbox {

class SandboxRunner final : public QObject {
    Q_OBJECT
public:
    explicit SandboxRunner(QObject *parent = nullptr);
    // Stops the sandbox and joins its thread.
    ~SandboxRunner() override;

    // Settings for the next start(): fixtures (empty: built-in), state file, virtual time speed.
    void setFixtures(const QJsonObject &fixtures) { m_fixtures = fixtures; }
    void setStateFile(const QString &path) { m_stateFile = path; }
    void setTimeScale(double scale) { m_timeScale = scale; }

    // Starts the thread and the sandbox in it; started() or failed() follows. No-op when running.
    void start(const QHostAddress &host = QHostAddress(QHostAddress::LocalHost), quint16 port = 0);
    // Stops the sandbox (its state file is saved) and waits for the thread to end.
    void stop();
    bool isRunning() const;
    // The sandbox's root address once started() was emitted; empty otherwise.
    QUrl url() const;

Q_SIGNALS:
    void started(const QUrl &url);
    void failed(const QString &error);
    void stopped();

private:
    void setUrl(const QUrl &url);

    QJsonObject m_fixtures;
    QString m_stateFile;
    double m_timeScale = 1.0;
    QThread *m_thread = nullptr;
    mutable QMutex m_mutex;
    QUrl m_url;
};

} // namespace cliniclink::sandbox
