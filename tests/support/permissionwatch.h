// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whether a file was owner-only from its first byte, seen from outside the writer: inotify reports,
// in order, every file of a folder created, written, renamed and changed in its permissions. A file
// whose permissions change after bytes went into it (a QSaveFile renamed over the target, then
// tightened) held those bytes with the permissions it had before; with the file's mode at the end,
// that tells a file written 0600 from one written wider and narrowed later. Bytes are followed
// through renames and through QSaveFile's unnamed temporary file linked into the folder. Linux only (the
// workstation's platform); elsewhere isValid() is false and the tests say so.

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace cliniclink::testing {

class PermissionWatch {
public:
    explicit PermissionWatch(const QString &folder)
    {
#ifdef Q_OS_LINUX
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0
            && inotify_add_watch(m_fd, QFile::encodeName(folder).constData(),
                                 IN_CREATE | IN_MODIFY | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO)
                < 0) {
            ::close(m_fd);
            m_fd = -1;
        }
#else
        Q_UNUSED(folder);
#endif
    }
    ~PermissionWatch()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    PermissionWatch(const PermissionWatch &) = delete;
    PermissionWatch &operator=(const PermissionWatch &) = delete;

    bool isValid() const
    {
        return m_fd >= 0;
    }

    // The files (by the name they had then) whose permissions changed after they held bytes, since
    // the watch began; a file renamed keeps its history under the new name.
    QStringList changedAfterWriting()
    {
        drain();
        return m_late;
    }
    // Every name that had bytes written to it, or was renamed from such a file.
    QStringList written()
    {
        drain();
        return QStringList(m_written.cbegin(), m_written.cend());
    }

private:
    void drain()
    {
#ifdef Q_OS_LINUX
        alignas(inotify_event) char buffer[64 * 1024];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                return;
            for (ssize_t at = 0; at < n;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                at += ssize_t(sizeof(inotify_event) + event->len);
                const QString name = event->len ? QFile::decodeName(event->name) : QString();
                if (name.isEmpty())
                    continue;
                // QSaveFile writes into an unnamed file (O_TMPFILE, reported as "#<inode>") and then
                // links it into the folder: a name created after such a file took bytes may be that
                // link, full from its first moment. Any other new name starts empty.
                if (event->mask & IN_CREATE) {
                    if (m_unnamedWritten && !name.startsWith(u'#'))
                        m_written.insert(name);
                    else
                        m_written.remove(name);
                }
                if (event->mask & IN_MODIFY) {
                    m_written.insert(name);
                    m_unnamedWritten = m_unnamedWritten || name.startsWith(u'#');
                }
                if ((event->mask & IN_ATTRIB) && m_written.contains(name))
                    m_late << name;
                if (event->mask & IN_MOVED_FROM) {
                    m_moving.insert(event->cookie, m_written.contains(name));
                    m_written.remove(name);
                }
                if (event->mask & IN_MOVED_TO) {
                    if (m_moving.take(event->cookie))
                        m_written.insert(name);
                    else
                        m_written.remove(name);
                }
            }
        }
#endif
    }

    int m_fd = -1;
    QSet<QString> m_written;
    QHash<quint32, bool> m_moving;
    bool m_unnamedWritten = false;
    QStringList m_late;
};

// The umask of a desktop session (022), whatever the test runner's: a file created without an
// explicit mode is then 0644, as on a registrar's machine, so a test of owner-only files can fail.
inline void useDesktopUmask()
{
#ifdef Q_OS_LINUX
    ::umask(022);
#endif
}

// The permission bits of a file as the kernel has them (0600, 0644), or -1 when it is missing.
inline int fileMode(const QString &path)
{
#ifdef Q_OS_LINUX
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
#else
    Q_UNUSED(path);
    return -1;
#endif
}

} // namespace cliniclink::testing
