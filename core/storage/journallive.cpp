// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Live lists of a clinic database (issue 31): every change of tracked_items and bulk_jobs is
// announced by a trigger (journalPostgresNotifyStatements()) when its transaction commits, and
// each workstation's journal listens on its own connection. Qt's PostgreSQL driver watches the
// connection's socket, so a colleague's send reaches this workstation's lists within the event
// loop's next turn: no timer, no polling of the database.

#include "core/common/logging.h"
#include "journal.h"
#include "journalschema.h"
#include "journalsql_p.h"

#include <QAbstractEventDispatcher>
#include <QSqlDriver>
#include <QSqlQuery>

namespace cliniclink {

void Journal::listenForChanges()
{
    // Notifications come through the thread's event loop; a thread without one (a command that
    // only migrates) has no lists to keep live.
    QSqlDriver *driver = m_db.driver();
    if (!QAbstractEventDispatcher::instance() || !driver || !driver->hasFeature(QSqlDriver::EventNotifications))
        return;
    if (!driver->subscribeToNotification(journalNotifyChannel())) {
        // The lists still follow this workstation's own work; a colleague's shows at the next start.
        qCWarning(lcJournal) << "clinic database: cannot listen for other workstations' changes";
        return;
    }
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload) {
                // This connection's own writes were announced already, as they were made.
                if (source == QSqlDriver::SelfSource || name != journalNotifyChannel())
                    return;
                onChangedElsewhere(payload.toString());
            });
}

void Journal::onChangedElsewhere(const QString &payload)
{
    // "<table>:<id>:<service>:<environment>"; an environment id may hold ':' itself.
    const QString table = payload.section(u':', 0, 0);
    if (table == QLatin1String("places")) { // "places:<service>:<at ms>;<run>=<n>,...:<environment>"
        const QString shared = payload.section(u':', 2, 2);
        QHash<QString, int> places;
        for (const QString &part : shared.section(u';', 1).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int count = part.section(u'=', 1).toInt(&ok);
            if (ok)
                places.insert(part.section(u'=', 0, 0), count);
        }
        const QDateTime at = QDateTime::fromMSecsSinceEpoch(shared.section(u';', 0, 0).toLongLong(), Qt::UTC);
        Q_EMIT placesAnnounced(payload.section(u':', 1, 1), payload.section(u':', 3), places, at);
        return;
    }
    bool ok = false;
    const qint64 id = payload.section(u':', 1, 1).toLongLong(&ok);
    if (!ok)
        return;
    const QString service = payload.section(u':', 2, 2);
    const QString environmentId = payload.section(u':', 3);
    if (table == QLatin1String("tracked_items"))
        Q_EMIT trackedItemChangedElsewhere(id, service, environmentId);
    else if (table == QLatin1String("bulk_jobs"))
        Q_EMIT bulkJobChanged(id);
    else if (table == QLatin1String("check"))
        Q_EMIT checkAskedElsewhere(id);
}

JournalResult<void> Journal::notifyClinic(const QString &payload)
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    if (engine() != JournalEngine::PostgreSQL)
        return {};
    const JournalStatement prepared = statement(QStringLiteral("SELECT pg_notify(?, ?)"));
    QSqlQuery &q = *prepared;
    q.addBindValue(journalNotifyChannel());
    q.addBindValue(payload);
    if (!q.exec())
        return queryError(q);
    return {};
}

JournalResult<void> Journal::announcePlaces(const QString &service, const QString &environmentId,
                                            const QList<std::pair<QString, int>> &places, const QDateTime &at)
{
    QStringList parts;
    for (const auto &[run, count] : places)
        parts << QStringLiteral("%1=%2").arg(run).arg(count);
    return notifyClinic(QStringLiteral("places:%1:%2;%3:%4")
                            .arg(service)
                            .arg(at.toMSecsSinceEpoch())
                            .arg(parts.join(u','), environmentId));
}

JournalResult<void> Journal::askToCheck(qint64 id, const QString &service, const QString &environmentId)
{
    return notifyClinic(QStringLiteral("check:%1:%2:%3").arg(id).arg(service, environmentId));
}

} // namespace cliniclink
