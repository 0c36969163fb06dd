// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Retention: what a finished item carried about the patient (the form as sent, the platform's
// answer, the summary line with the name) is not kept forever. The row itself stays, so the fact
// that something was sent, when, and how it ended can still be looked up.

#include "journal.h"
#include "journalsql_p.h"

#include <QSqlQuery>

namespace cliniclink {

JournalResult<int> Journal::forgetFinished(const QDateTime &finishedBefore)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "UPDATE tracked_items SET payload = '{}', result = '{}', summary = ''"
        " WHERE ((terminal = 1 AND last_status_at < :cutoff) OR (stopped_at IS NOT NULL AND stopped_at < :cutoff))"
        " AND (payload <> '{}' OR result <> '{}' OR summary <> '')"));
    q.bindValue(QStringLiteral(":cutoff"), journalsql::timeValue(finishedBefore));
    if (!q.exec())
        return queryError(q);
    return int(q.numRowsAffected());
}

} // namespace cliniclink
