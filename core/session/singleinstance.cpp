// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "singleinstance.h"

#include "core/common/logging.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>

namespace cliniclink {

namespace {
constexpr QByteArrayView kShowRequest = "show\n";
constexpr int kAskTimeoutMs = 2000; // before any window exists: a blocking wait freezes nothing
} // namespace

SingleInstance::SingleInstance(const QString &journalFile, QObject *parent)
    : QObject(parent)
    , m_lockPath(QFileInfo(journalFile).absoluteFilePath() + QStringLiteral(".lock"))
{
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName() const
{
    // Per journal and per user: the socket name is derived from the lock's path.
    const QByteArray hash = QCryptographicHash::hash(m_lockPath.toUtf8(), QCryptographicHash::Sha256).toHex().left(16);
    return QStringLiteral("cliniclink-") + QString::fromLatin1(hash);
}

bool SingleInstance::acquire()
{
    if (m_lock && m_lock->isLocked())
        return true;
    QDir().mkpath(QFileInfo(m_lockPath).absolutePath());
    m_lock = std::make_unique<QLockFile>(m_lockPath);
    m_lock->setStaleLockTime(0); // stale only when its owner no longer runs, however old
    if (m_lock->tryLock(0)) {
        listen();
        return true;
    }
    if (m_lock->error() != QLockFile::LockFailedError) {
        m_problem =
            tr("ClinicLink cannot start: the lock file %1 cannot be created. Check the permissions of its folder.")
                .arg(QDir::toNativeSeparators(m_lockPath));
        return false;
    }
    QLocalSocket socket;
    socket.connectToServer(serverName());
    if (socket.waitForConnected(kAskTimeoutMs)) {
        socket.write(kShowRequest.data(), kShowRequest.size());
        m_otherWasAsked = socket.waitForBytesWritten(kAskTimeoutMs);
        socket.disconnectFromServer();
    }
    qint64 pid = 0;
    QString host, app;
    m_lock->getLockInfo(&pid, &host, &app);
    m_problem = m_otherWasAsked
        ? tr("ClinicLink is already running on this computer for this user; its window was brought forward.")
        : tr("ClinicLink is already running for this user (process %1), so this copy stops: two copies would send the "
             "same forms twice.")
              .arg(pid);
    return false;
}

void SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    QLocalServer::removeServer(serverName()); // a socket left by a process that died
    if (!m_server->listen(serverName())) {
        qCWarning(lcJournal) << "single-instance socket not available:" << m_server->errorString();
        return;
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *client = m_server->nextPendingConnection()) {
            connect(client, &QLocalSocket::disconnected, client, &QObject::deleteLater);
            connect(client, &QLocalSocket::readyRead, this, [this, client] {
                if (client->readAll().startsWith("show"))
                    Q_EMIT showRequested();
            });
        }
    });
}

} // namespace cliniclink
