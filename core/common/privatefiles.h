// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Files and folders that hold personal data (the settings carry the practitioner's name and SNILS;
// the journal carries patients' data) are readable by their owner only: files 0600, folders 0700.
// They are created so, and tightened when found wider. A folder the person chose and that already
// existed (a --settings file in /tmp) is left alone: only the folders of our own are tightened.
// A file we write (an export, a saved PDF, a signature, the sandbox's state) is owner-only from its
// first byte: writeFile() never leaves a byte of it, nor of its temporary twin, in a wider file.

#include <QByteArray>
#include <QString>

namespace cliniclink::privatefiles {

// Creates the folder (with its parents) when missing, owner-only; tightens an existing one to
// owner-only when tightenExisting. False when it cannot be created or tightened.
bool ensureFolder(const QString &path, bool tightenExisting);
// Creates an empty owner-only file when missing; tightens an existing one. False on failure.
bool ensureFile(const QString &path);
// Writes bytes as the whole content of path, all or nothing (QSaveFile: a reader finds the old
// content or the new one). The file is owner-only (0600) from its first byte, whatever the umask:
// a missing file is first created empty with 0600 and an existing one tightened, so QSaveFile's
// temporary file takes those permissions before anything is written to it, and the rename keeps
// them. False with the reason in *error (translated); a file it created for nothing is removed.
bool writeFile(const QString &path, const QByteArray &bytes, QString *error = nullptr);
// Neither the group nor others have any right to the file or folder.
bool isOwnerOnly(const QString &path);

} // namespace cliniclink::privatefiles
