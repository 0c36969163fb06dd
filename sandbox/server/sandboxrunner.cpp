// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxrunner.h"

#include "sandbox.h"
#include "virtualclock.h"

#include <QMutexLocker>
#include <QThread>

#include <openssl/crypto.h>

namespace cliniclink::sandbox {

SandboxRunner::SandboxRunner(QObject *parent)
    : QObject(parent)
{
}

SandboxRunner::~SandboxRunner()
{
    stop();
}

void SandboxRunner::start(const QHostAddress &host, quint16 port)
{
    if (m_thread)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("cliniclink-sandbox"));
    // The sandbox's parent lives on the worker thread, and is deleted there when the thread ends
    // (finished is emitted on that thread). OpenSSL's state for the thread (the sandbox signs with
    // it) is freed there too: left to the thread's exit, it is freed after wait() has returned, and
    // a process that ends right after stop() reports it as leaked.
    auto *home = new QObject;
    home->moveToThread(m_thread);
    connect(
        m_thread, &QThread::finished, m_thread,
        [home] {
            delete home;
            OPENSSL_thread_stop();
        },
        Qt::DirectConnection);
    connect(m_thread, &QThread::started, home,
            [this, home, host, port, fixtures = m_fixtures, stateFile = m_stateFile, scale = m_timeScale] {
                auto *sandbox = new Sandbox(nullptr, home);
                if (!fixtures.isEmpty())
                    sandbox->setFixtures(fixtures);
                if (sandbox->virtualClock())
                    sandbox->virtualClock()->setScale(scale);
                sandbox->setStateFile(stateFile);
                if (sandbox->start(host, port)) {
                    setUrl(sandbox->url());
                    Q_EMIT started(sandbox->url());
                } else {
                    Q_EMIT failed(sandbox->errorString());
                }
            });
    m_thread->start();
}

void SandboxRunner::stop()
{
    if (!m_thread)
        return;
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    setUrl(QUrl());
    Q_EMIT stopped();
}

bool SandboxRunner::isRunning() const
{
    return m_thread != nullptr;
}

QUrl SandboxRunner::url() const
{
    QMutexLocker lock(&m_mutex);
    return m_url;
}

void SandboxRunner::setUrl(const QUrl &url)
{
    QMutexLocker lock(&m_mutex);
    m_url = url;
}

} // namespace cliniclink::sandbox
