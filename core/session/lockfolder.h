// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What SingleInstance needs to know about its lock beyond QLockFile: whether the process named in
// a lock file still runs, and why the lock's folder cannot be written. QLockFile takes a stale lock
// over by deleting it and writing its own, so on a full disk or in a read-only folder it cannot,
// and then reports the lock as held; these tell a dead owner and a folder at fault apart. The
// platform's calls stay in lockfolder.cpp: Linux asks /proc, elsewhere the owner is Unknown (Qt's
// own check stands) and the folder is judged through Qt.

#include <QString>

namespace cliniclink::lockfolder {

enum class OwnerState {
    Running, // the process runs this program, on this computer
    Gone, // no such process, or the number now belongs to another program
    Unknown, // another computer's lock, an unreadable lock file, or a platform we cannot ask
};

// The owner a QLockFile names (QLockFile::getLockInfo): pid, host name and the program's file name.
OwnerState ownerState(qint64 pid, const QString &hostName, const QString &appName);

enum class WriteProblem {
    None, // a file can be created and written there
    NotWritable, // permissions, a read-only file system
    DiskFull, // no space left, a quota or the file size limit
    Other,
};

// An errno value of a failed create or write, as one of the above.
WriteProblem classifyWriteError(int posixError);
// Creates, writes and removes a small file in folder, and says what stopped it.
WriteProblem probeFolder(const QString &folder);

} // namespace cliniclink::lockfolder
