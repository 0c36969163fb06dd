// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "qtwords.h"

#include <QCoreApplication>

namespace cliniclink {

QStringList qtDialogWords()
{
    // Context, source and disambiguation exactly as QAbstractFileIconProvider::type() asks.
    return {QCoreApplication::translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
            QCoreApplication::translate("QAbstractFileIconProvider", "Drive"),
            QCoreApplication::translate("QAbstractFileIconProvider", "Unknown"),
            QCoreApplication::translate("QAbstractFileIconProvider", "File Folder", "Match Windows Explorer"),
            QCoreApplication::translate("QAbstractFileIconProvider", "Alias", "macOS Finder")};
}

} // namespace cliniclink
