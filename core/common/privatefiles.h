// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Files and folders that hold personal data (the settings carry the practitioner's name and SNILS;
// the journal carries patients' data) are readable by their owner only: files 0600, folders 0700.
// They are created so, and tightened when found wider. A folder the person chose and that already
// existed (a --settings file in /tmp) is left alone: only the folders of our own are tightened.

#include <QString>

namespace cliniclink::privatefiles {

// Creates the folder (with its parents) when missing, owner-only; tightens an existing one to
// owner-only when tightenExisting. False when it cannot be created or tightened.
bool ensureFolder(const QString &path, bool tightenExisting);
// Creates an empty owner-only file when missing; tightens an existing one. False on failure.
bool ensureFile(const QString &path);
// Neither the group nor others have any right to the file or folder.
bool isOwnerOnly(const QString &path);

} // namespace cliniclink::privatefiles
