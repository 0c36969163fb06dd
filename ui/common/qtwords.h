// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Words of Qt's own dialogs that Qt's Russian catalogue (qtbase_ru of Qt 6.4, from the package
// qt6-translations-l10n) leaves in English, such as "Folder" in the file dialog's type column.
// They are written here in Qt's own contexts, so lupdate puts them into cliniclink_ru.ts; our
// translator is installed after qtbase_ru (app/main.cpp) and answers Qt's lookups for them.

#include <QStringList>

namespace cliniclink {

// The words, translated: what the file dialog will show (and what the lead's lupdate collects).
QStringList qtDialogWords();

} // namespace cliniclink
