// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "lockfolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>
#include <QSysInfo>
#include <QUuid>

#include <cerrno>
#include <limits>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace cliniclink::lockfolder {

namespace {

// The folder itself, or when it could not be made, the nearest one above it that exists: that is
// the one that refused.
QString existingFolder(const QString &folder)
{
    QDir dir(QFileInfo(folder).absoluteFilePath());
    while (!dir.exists() && !dir.isRoot())
        dir.setPath(QFileInfo(dir.absolutePath()).absolutePath());
    return dir.absolutePath();
}

QString probeFileName(const QString &folder)
{
    return QDir(folder).filePath(QStringLiteral(".cliniclink-probe-") + QUuid::createUuid().toString(QUuid::Id128));
}

} // namespace

OwnerState ownerState(qint64 pid, const QString &hostName, const QString &appName)
{
    if (pid <= 0 || (!hostName.isEmpty() && hostName != QSysInfo::machineHostName()))
        return OwnerState::Unknown;
#ifdef Q_OS_LINUX
    if (pid > std::numeric_limits<pid_t>::max())
        return OwnerState::Gone;
    if (::kill(pid_t(pid), 0) == -1 && errno == ESRCH)
        return OwnerState::Gone;
    // As QLockFile judges it: the number may have been given to another program since. A process
    // whose program cannot be read is not ours (ours runs as this user and is not set-uid).
    QString program = QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(pid))).fileName();
    if (program.endsWith(QLatin1String(" (deleted)"))) // replaced by an upgrade while it runs
        program.chop(10);
    if (program.isEmpty() || (!appName.isEmpty() && program != appName))
        return OwnerState::Gone;
    return OwnerState::Running;
#else
    Q_UNUSED(appName);
    return OwnerState::Unknown;
#endif
}

WriteProblem classifyWriteError(int posixError)
{
    switch (posixError) {
    case 0:
        return WriteProblem::None;
    case ENOSPC:
    case EFBIG:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return WriteProblem::DiskFull;
    case EACCES:
    case EPERM:
    case EROFS:
        return WriteProblem::NotWritable;
    default:
        return WriteProblem::Other;
    }
}

WriteProblem probeFolder(const QString &folder)
{
    const QString dir = existingFolder(folder);
    const QString probe = probeFileName(dir);
    // As much as a lock file holds: its pid, program, host and ids.
    const QByteArray bytes(256, 'x');
#ifdef Q_OS_UNIX
    const QByteArray path = QFile::encodeName(probe);
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return classifyWriteError(errno);
    const ssize_t written = ::write(fd, bytes.constData(), size_t(bytes.size()));
    const int writeError = errno;
    ::close(fd);
    ::unlink(path.constData());
    if (written < 0)
        return classifyWriteError(writeError);
    return written < bytes.size() ? WriteProblem::DiskFull : WriteProblem::None;
#else
    // No errno through Qt: the folder's permission and the free space say which.
    const auto why = [&dir] {
        if (!QFileInfo(dir).isWritable())
            return WriteProblem::NotWritable;
        const QStorageInfo storage(dir);
        return storage.isValid() && storage.bytesAvailable() < 64 * 1024 ? WriteProblem::DiskFull : WriteProblem::Other;
    };
    QFile file(probe);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return why();
    const bool wrote = file.write(bytes) == bytes.size() && file.flush();
    file.close();
    file.remove();
    return wrote ? WriteProblem::None : why();
#endif
}

} // namespace cliniclink::lockfolder
