// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandbox.h"

#include "connectionguard.h"
#include "core/common/logging.h"
#include "core/common/privatefiles.h"
#include "fixtures.h"
#include "httpadapter.h"
#include "sandbox/services/modules.h"
#include "sandbox/services/servicemodule.h"
#include "sandboxcontext.h"
#include "virtualclock.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSslKey>
#include <QTimer>

namespace cliniclink::sandbox {

namespace {
constexpr int kStateFormat = 1;
constexpr int kSaveDelayMs = 300;
} // namespace

Sandbox::Sandbox(Clock *clock, QObject *parent)
    : QObject(parent)
{
    if (!clock) {
        m_virtualClock = std::make_unique<VirtualClock>();
        clock = m_virtualClock.get();
    }
    m_clock = clock;
    m_context = std::make_unique<SandboxContext>(m_clock);
    m_guard = std::make_unique<ConnectionGuard>();
    registerDefaultModules(*m_context);
    QString error;
    m_context->setFixtures(sandbox::builtInFixtures(&error));
    if (!error.isEmpty())
        qCWarning(lcSandbox, "built-in fixtures: %s", qPrintable(error));
    m_context->reload();
}

Sandbox::~Sandbox()
{
    stop();
}

void Sandbox::setFixtures(const QJsonObject &fixtures)
{
    m_context->setFixtures(fixtures);
    m_context->reload();
}

const QJsonObject &Sandbox::fixtures() const
{
    return m_context->fixtures();
}

bool Sandbox::setTls(const QString &certificateFile, const QString &keyFile)
{
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certificateFile, QSsl::Pem);
    if (chain.isEmpty() || chain.first().isNull()) {
        m_error = QStringLiteral("no PEM certificate in %1").arg(certificateFile);
        return false;
    }
    QFile keyIn(keyFile);
    if (!keyIn.open(QIODevice::ReadOnly)) {
        m_error = QStringLiteral("cannot read %1: %2").arg(keyFile, keyIn.errorString());
        return false;
    }
    const QByteArray pem = keyIn.readAll();
    QSslKey key(pem, QSsl::Rsa, QSsl::Pem);
    if (key.isNull())
        key = QSslKey(pem, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) {
        m_error = QStringLiteral("no unencrypted PEM RSA or EC key in %1").arg(keyFile);
        return false;
    }
    m_tls = QSslConfiguration::defaultConfiguration();
    m_tls.setLocalCertificateChain(chain);
    m_tls.setPrivateKey(key);
    return true;
}

bool Sandbox::start(const QHostAddress &host, quint16 port)
{
    if (m_adapter)
        return true;
    if (!m_stateFile.isEmpty() && QFile::exists(m_stateFile)) {
        if (!loadState(&m_error))
            return false;
    }
    auto adapter = std::make_unique<HttpAdapter>(*m_context, *m_guard);
    const quint16 bound = adapter->start(host, port, m_tls);
    if (bound == 0) {
        m_error = adapter->errorString();
        return false;
    }
    connect(adapter.get(), &HttpAdapter::requestHandled, this, [this](const QByteArray &method) {
        if (method != "GET" && method != "HEAD")
            scheduleSave();
        Q_EMIT requestHandled();
    });
    m_adapter = std::move(adapter);
    m_url = QUrl();
    m_url.setScheme(usesTls() ? QStringLiteral("https") : QStringLiteral("http"));
    m_url.setHost(host.toString());
    m_url.setPort(bound);
    m_error.clear();
    return true;
}

void Sandbox::stop()
{
    if (!m_adapter)
        return;
    m_adapter.reset();
    if (!m_stateFile.isEmpty()) {
        QString error;
        if (!saveState(&error))
            qCWarning(lcSandbox, "state not saved: %s", qPrintable(error));
    }
    m_url = QUrl();
}

bool Sandbox::isRunning() const
{
    return bool(m_adapter);
}

QUrl Sandbox::url() const
{
    return m_url;
}

void Sandbox::reset()
{
    m_context->reload();
    scheduleSave();
}

void Sandbox::setStateFile(const QString &path)
{
    m_stateFile = path;
}

void Sandbox::scheduleSave()
{
    if (m_stateFile.isEmpty())
        return;
    if (!m_saveTimer) {
        m_saveTimer = new QTimer(this);
        m_saveTimer->setSingleShot(true);
        connect(m_saveTimer, &QTimer::timeout, this, [this] {
            QString error;
            if (!saveState(&error))
                qCWarning(lcSandbox, "state not saved: %s", qPrintable(error));
        });
    }
    m_saveTimer->start(kSaveDelayMs);
}

bool Sandbox::saveState(QString *error) const
{
    if (m_stateFile.isEmpty()) {
        if (error)
            *error = QStringLiteral("no state file set");
        return false;
    }
    QJsonObject modules;
    for (const auto &module : m_context->modules()) {
        const QJsonObject state = module->saveState();
        if (!state.isEmpty() && !module->prefixes().isEmpty())
            modules.insert(module->prefixes().constFirst(), state);
    }
    const QJsonObject root{{QStringLiteral("format"), kStateFormat},
                           {QStringLiteral("virtualTime"), m_clock->now().toString(Qt::ISODateWithMs)},
                           {QStringLiteral("modules"), modules}};
    // What people typed into the sandbox (names, SNILS) is kept like the journal: owner only, from
    // the first byte.
    return privatefiles::writeFile(m_stateFile, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

bool Sandbox::loadState(QString *error)
{
    QString readError;
    const auto root = readFixtureFile(m_stateFile, &readError);
    if (!root) {
        if (error)
            *error = readError;
        return false;
    }
    if (root->value(QStringLiteral("format")).toInt() != kStateFormat) {
        if (error)
            *error = QStringLiteral("%1: unknown state format").arg(m_stateFile);
        return false;
    }
    // Time never runs backwards across a restart: pending orders keep their deadlines.
    const QDateTime saved =
        QDateTime::fromString(root->value(QStringLiteral("virtualTime")).toString(), Qt::ISODateWithMs);
    if (m_virtualClock && saved.isValid())
        m_virtualClock->advanceTo(saved);
    const QJsonObject modules = root->value(QStringLiteral("modules")).toObject();
    for (const auto &module : m_context->modules()) {
        if (module->prefixes().isEmpty())
            continue;
        const QJsonValue state = modules.value(module->prefixes().constFirst());
        if (state.isObject())
            module->restoreState(state.toObject());
    }
    return true;
}

QJsonObject Sandbox::builtInFixtures()
{
    return sandbox::builtInFixtures();
}

QMap<Service, QString> Sandbox::defaultTokens()
{
    return defaultTokens(sandbox::builtInFixtures());
}

QMap<Service, QString> Sandbox::defaultTokens(const QJsonObject &fixtures)
{
    QMap<Service, QString> tokens;
    const QJsonArray entries = fixtures.value(QStringLiteral("tokens")).toArray();
    for (const QJsonValue &v : entries) {
        const QJsonObject entry = v.toObject();
        if (!entry.value(QStringLiteral("default")).toBool())
            continue;
        for (const QJsonValue &key : entry.value(QStringLiteral("services")).toArray()) {
            Service service;
            if (serviceFromKey(key.toString(), &service) && !tokens.contains(service))
                tokens.insert(service, entry.value(QStringLiteral("token")).toString());
        }
    }
    return tokens;
}

} // namespace cliniclink::sandbox
