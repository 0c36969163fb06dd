// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The journal's schema as an ordered list of migrations. A file records the last one applied in
// PRAGMA user_version; opening it applies the rest, each in one transaction. A new table or column
// is a new step at the end; a step, once released, is never edited.

#include <QList>
#include <QString>

namespace cliniclink {

struct JournalMigration {
    int version; // user_version after this step; steps are numbered 1, 2, 3...
    QList<QString> statements; // applied in order inside one transaction
};

// Every step, in order.
const QList<JournalMigration> &journalMigrations();
// The version this build writes: the last step's.
int journalSchemaVersion();

} // namespace cliniclink
