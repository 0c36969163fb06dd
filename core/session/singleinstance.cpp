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
    QDir().mkpath(folder());
    m_lock = std::make_unique<QLockFile>(m_lockPath);
    m_lock->setStaleLockTime(0); // stale only when its owner no longer runs, however old
    if (m_lock->tryLock(0)) {
        listen();
        return true;
    }
    if (m_lock->error() != QLockFile::LockFailedError) {
        m_problem = folderProblem(lockfolder::probeFolder(folder()), 0);
        return false;
    }
    // QLockFile replaces a lock whose owner has gone by deleting it and writing its own: where it
    // cannot write (a full disk, a read-only folder) it says "held" for a process that is gone.
    qint64 pid = 0;
    QString host, app;
    m_lock->getLockInfo(&pid, &host, &app);
    if (lockfolder::ownerState(pid, host, app) == lockfolder::OwnerState::Gone) {
        const lockfolder::WriteProblem problem = lockfolder::probeFolder(folder());
        // The folder takes writes after all: another start was replacing the lock just then.
        if (problem == lockfolder::WriteProblem::None && m_lock->tryLock(0)) {
            listen();
            return true;
        }
        qCWarning(lcJournal) << "the lock file's owner" << pid << "has gone, but its lock cannot be replaced"
                             << int(problem);
        m_problem = folderProblem(problem, pid);
        return false;
    }
    QLocalSocket socket;
    socket.connectToServer(serverName());
    if (socket.waitForConnected(kAskTimeoutMs)) {
        socket.write(kShowRequest.data(), kShowRequest.size());
        m_otherWasAsked = socket.waitForBytesWritten(kAskTimeoutMs);
        socket.disconnectFromServer();
    }
    m_problem = m_otherWasAsked
        ? tr("ClinicLink is already running on this computer for this user; its window was brought forward.")
        : tr("ClinicLink is already running for this user (process %1), so this copy stops: two copies would send the "
             "same forms twice.")
              .arg(pid);
    return false;
}

QString SingleInstance::folder() const
{
    return QFileInfo(m_lockPath).absolutePath();
}

QString SingleInstance::folderProblem(lockfolder::WriteProblem problem, qint64 stalePid) const
{
    const QString folderName = QDir::toNativeSeparators(folder());
    switch (problem) {
    case lockfolder::WriteProblem::DiskFull:
        return tr("ClinicLink cannot start: the disk that holds its data folder %1 is full. Free some space on "
                  "it, then start ClinicLink again.")
            .arg(folderName);
    case lockfolder::WriteProblem::NotWritable:
        return stalePid > 0
            ? tr("ClinicLink cannot start: its data folder %1 cannot be written, so the lock left there by a copy "
                 "that has ended (process %2) cannot be replaced. Fix the folder's permissions so that your user "
                 "account may write to it, then start ClinicLink again.")
                  .arg(folderName)
                  .arg(stalePid)
            : tr("ClinicLink cannot start: its data folder %1 cannot be written. Fix the folder's permissions so "
                 "that your user account may write to it, then start ClinicLink again.")
                  .arg(folderName);
    case lockfolder::WriteProblem::None:
    case lockfolder::WriteProblem::Other:
        break;
    }
    return stalePid > 0
        ? tr("ClinicLink cannot start: the lock file %1 was left by a copy that has ended (process %2) and cannot "
             "be replaced. Delete the file, then start ClinicLink again.")
              .arg(QDir::toNativeSeparators(m_lockPath))
              .arg(stalePid)
        : tr("ClinicLink cannot start: the lock file %1 cannot be created. Check the permissions of its folder.")
              .arg(QDir::toNativeSeparators(m_lockPath));
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
