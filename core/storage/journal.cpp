// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journal.h"

#include "core/common/logging.h"
#include "core/common/privatefiles.h"
#include "journalschema.h"
#include "journalsql_p.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>

namespace cliniclink {

using namespace journalsql;

namespace {

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("cliniclink.journal.%1").arg(++counter);
}

// The advisory lock every workstation takes before it reads the clinic database's schema version
// and upgrades it: "ClinicLk" in ASCII.
constexpr qint64 kMigrationLock = 0x436C696E69634C6B;

// A value of a libpq connection option, quoted (a CA file's path may hold spaces).
QString conninfoValue(const QString &value)
{
    QString escaped = value;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'\'', QStringLiteral("\\'"));
    return u'\'' + escaped + u'\'';
}

} // namespace

Journal::Journal(Clock *clock, const QString &filePath, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_location(JournalLocation::parse(filePath))
{
    Q_ASSERT(clock);
    m_filePath = m_location.toString();
}

Journal::~Journal()
{
    close();
}

QString Journal::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/journal.sqlite");
}

bool Journal::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

JournalError Journal::error(JournalError::Code code, const QString &detail) const
{
    if (code == JournalError::Code::NotOpen && m_location.isPostgres() && !m_connectionName.isEmpty()) {
        // It was open: the clinic database's connection dropped since (the driver no longer calls
        // it open). Whoever sends must know, as for a failed statement.
        const JournalError lost = error(JournalError::Code::Unreachable,
                                        detail.isEmpty() ? QStringLiteral("the connection was lost") : detail);
        Q_EMIT const_cast<Journal *>(this)->failed(lost);
        return lost;
    }
    JournalError e;
    e.code = code;
    e.detail = detail;
    if (m_location.isPostgres()) {
        switch (code) {
        case JournalError::Code::OpenFailed:
            e.message = tr("The clinic database %1 cannot be reached. Check the network and that the "
                           "database server is running; ask the administrator if it stays so.")
                            .arg(m_filePath);
            return e;
        case JournalError::Code::NewerSchema:
            e.message = tr("The clinic database %1 was upgraded by a newer version of ClinicLink. Update "
                           "ClinicLink on this workstation to use it.")
                            .arg(m_filePath);
            return e;
        case JournalError::Code::MigrationFailed:
            e.message = tr("The clinic database %1 cannot be upgraded to this version of ClinicLink; it "
                           "has been left as it was. The administrator can upgrade it with "
                           "cliniclink --init-clinic-db.")
                            .arg(m_filePath);
            return e;
        case JournalError::Code::QueryFailed:
        case JournalError::Code::Corrupt:
            e.message = tr("The clinic database %1 cannot be read or written.").arg(m_filePath);
            return e;
        case JournalError::Code::DiskFull:
        case JournalError::Code::ReadOnly:
        case JournalError::Code::PermissionsFailed:
            e.message = tr("The clinic database %1 does not take writes now. Ask the administrator to check "
                           "the database server's disk and this workstation's role.")
                            .arg(m_filePath);
            return e;
        case JournalError::Code::Unreachable:
            e.message = tr("The connection to the clinic database %1 was lost. Nothing billed is sent until it is "
                           "back, the lists show what was read last, and ClinicLink connects again by itself.")
                            .arg(m_filePath);
            return e;
        case JournalError::Code::NotOpen:
        case JournalError::Code::NotFound:
            break;
        }
    }
    switch (code) {
    case JournalError::Code::NotOpen:
        e.message = tr("The local journal is not open.");
        break;
    case JournalError::Code::OpenFailed:
        e.message = tr("The local journal %1 cannot be opened. Check that the folder %2 exists and that "
                       "your user account may write to it.")
                        .arg(QDir::toNativeSeparators(m_filePath), folder());
        break;
    case JournalError::Code::PermissionsFailed:
        e.message = tr("Access to the local journal %1 cannot be restricted to your user account, so "
                       "it is not used.")
                        .arg(QDir::toNativeSeparators(m_filePath));
        break;
    case JournalError::Code::NewerSchema:
        e.message = tr("The local journal %1 was written by a newer version of ClinicLink. Update "
                       "ClinicLink to use it; the file has not been changed.")
                        .arg(QDir::toNativeSeparators(m_filePath));
        break;
    case JournalError::Code::MigrationFailed:
        e.message = tr("The local journal %1 cannot be upgraded to this version of ClinicLink; the "
                       "file has been left as it was.")
                        .arg(QDir::toNativeSeparators(m_filePath));
        break;
    case JournalError::Code::QueryFailed:
        e.message = tr("The local journal %1 cannot be read or written.").arg(QDir::toNativeSeparators(m_filePath));
        break;
    case JournalError::Code::DiskFull:
        e.message = tr("The disk that holds the local journal is full. Free some space in %1, then "
                       "press Check again.")
                        .arg(folder());
        break;
    case JournalError::Code::ReadOnly:
        e.message = tr("The local journal %1 cannot be written. Check the permissions of the folder %2 "
                       "and of the file.")
                        .arg(QDir::toNativeSeparators(m_filePath), folder());
        break;
    case JournalError::Code::Corrupt:
        e.message = tr("The local journal %1 is damaged.").arg(QDir::toNativeSeparators(m_filePath));
        break;
    case JournalError::Code::NotFound:
        e.message = tr("The entry is no longer in the local journal.");
        break;
    case JournalError::Code::Unreachable: // a clinic database's only, worded above
        break;
    }
    return e;
}

JournalError::Code Journal::classify(const QSqlError &sqlError) const
{
    if (m_location.isPostgres()) {
        // PostgreSQL's SQLSTATE, as the Qt driver reports it in nativeErrorCode().
        const QString state = sqlError.nativeErrorCode();
        // A connection that dropped (the server stopped or restarted, the network) reports no state,
        // and the driver no longer calls it open; class 08 and 57P are the server saying the same.
        if (!m_db.isOpen() || state.startsWith(QLatin1String("08")) || state.startsWith(QLatin1String("57P")))
            return JournalError::Code::Unreachable;
        if (state == QLatin1String("53100")) // disk_full
            return JournalError::Code::DiskFull;
        if (state == QLatin1String("25006") || state == QLatin1String("42501")) // read-only, no privilege
            return JournalError::Code::ReadOnly;
        if (state.startsWith(QLatin1String("XX00"))) // data_corrupted, index_corrupted
            return JournalError::Code::Corrupt;
        return JournalError::Code::QueryFailed;
    }
    // SQLite's own result codes, as the Qt driver reports them in nativeErrorCode().
    const int code = sqlError.nativeErrorCode().toInt() & 0xff;
    switch (code) {
    case 13: // SQLITE_FULL
        return JournalError::Code::DiskFull;
    case 8: // SQLITE_READONLY
        return JournalError::Code::ReadOnly;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return JournalError::Code::Corrupt;
    default:
        return JournalError::Code::QueryFailed;
    }
}

QString Journal::folder() const
{
    return QDir::toNativeSeparators(QFileInfo(m_filePath).absolutePath());
}

std::optional<JournalError> Journal::inTransaction(const std::function<std::optional<JournalError>()> &body)
{
    if (!m_db.transaction())
        return error(JournalError::Code::QueryFailed, m_db.lastError().text());
    if (std::optional<JournalError> failed = body()) {
        m_db.rollback();
        return failed;
    }
    if (!m_db.commit()) {
        const JournalError e = error(JournalError::Code::QueryFailed, m_db.lastError().text());
        m_db.rollback();
        return e;
    }
    return std::nullopt;
}

JournalError Journal::queryError(const QSqlQuery &query) const
{
    const JournalError e = error(classify(query.lastError()), query.lastError().text());
    qCWarning(lcJournal) << "query failed:" << e.detail;
    // Whoever sends must know at once that what it sends may not be recorded.
    Q_EMIT const_cast<Journal *>(this)->failed(e);
    return e;
}

QSqlDatabase Journal::cloneConnection(const QString &connectionName) const
{
    return QSqlDatabase::cloneDatabase(m_db, connectionName);
}

JournalResult<void> Journal::checkWritable()
{
    if (!isOpen())
        return error(JournalError::Code::NotOpen);
    QSqlQuery query(m_db);
    if (m_location.isPostgres()) {
        query.prepare(QStringLiteral("UPDATE journal_meta SET checked_at = ?"));
        query.addBindValue(timeValue(m_clock->now()));
        if (!query.exec())
            return queryError(query);
        return {};
    }
    for (const QString &sql : {QStringLiteral("CREATE TABLE IF NOT EXISTS write_check (at TEXT)"),
                               QStringLiteral("INSERT INTO write_check (at) VALUES (datetime('now'))"),
                               QStringLiteral("DELETE FROM write_check")}) {
        if (!query.exec(sql))
            return queryError(query);
    }
    return {};
}

void Journal::limitPagesForTesting(int pages)
{
    if (m_location.isPostgres())
        return;
    QSqlQuery query(m_db);
    query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages));
}

JournalResult<void> Journal::prepareFile()
{
    const QFileInfo info(m_filePath);
    // The data folder of our own is made owner-only even when an older version created it wider; a
    // folder the person chose for the journal is only created owner-only, never changed.
    const bool ownFolder = info.absolutePath() == QFileInfo(defaultFilePath()).absolutePath();
    if (!privatefiles::ensureFolder(info.absolutePath(), ownFolder) && !info.absoluteDir().exists())
        return error(JournalError::Code::OpenFailed, QStringLiteral("cannot create the folder"));

    // The file is created owner-only, so no byte of it is ever readable by others; an existing
    // file (or its WAL companions) that someone loosened is tightened again.
    if (!info.exists()) {
        QFile file(m_filePath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, kOwnerOnly))
            return error(JournalError::Code::OpenFailed, file.errorString());
        file.close();
    }
    const QStringList files = {m_filePath, m_filePath + QStringLiteral("-wal"), m_filePath + QStringLiteral("-shm")};
    for (const QString &path : files) {
        if (!QFile::exists(path))
            continue;
        const auto loose = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
            | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
        if ((QFile::permissions(path) & loose) && !QFile::setPermissions(path, kOwnerOnly))
            return error(JournalError::Code::PermissionsFailed);
    }
    return {};
}

JournalResult<void> Journal::open()
{
    if (isOpen())
        return {};
    // A clinic database's connection that dropped: let it go before connecting again.
    close();
    m_movedAside.clear();
    if (m_location.isPostgres())
        return openPostgres();
    auto opened = openFile();
    if (opened || opened.error().code != JournalError::Code::Corrupt)
        return opened;
    // A damaged journal is kept for whoever can rescue it, never written to again: a new one
    // starts in its place, and the person is told where the old one went.
    qCWarning(lcJournal) << "journal damaged, moving it aside:" << opened.error().detail;
    if (!moveAside())
        return opened;
    return openFile();
}

bool Journal::moveAside()
{
    const QFileInfo info(m_filePath);
    const QString stamp = m_clock->now().toLocalTime().toString(QStringLiteral("yyyy-MM-dd_HH-mm-ss"));
    const QString target = info.absolutePath() + u'/' + info.completeBaseName() + QStringLiteral(".damaged-") + stamp
        + u'.' + info.suffix();
    if (!QFile::rename(m_filePath, target))
        return false;
    for (const char *companion : {"-wal", "-shm"}) {
        const QString path = m_filePath + QLatin1String(companion);
        if (QFile::exists(path))
            QFile::rename(path, target + QLatin1String(companion));
    }
    m_movedAside = target;
    return true;
}

JournalResult<void> Journal::openFile()
{
    if (auto prepared = prepareFile(); !prepared)
        return prepared;

    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(m_filePath);
    // Another instance of the app may hold a write lock for a moment.
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!m_db.open()) {
        const JournalError e = error(JournalError::Code::OpenFailed, m_db.lastError().text());
        close();
        return e;
    }

    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        // Typically "file is not a database": a garbage header or a truncated file.
        const JournalError::Code code = classify(query.lastError()) == JournalError::Code::QueryFailed
            ? JournalError::Code::OpenFailed
            : classify(query.lastError());
        const JournalError e = error(code, query.lastError().text());
        query.finish();
        close();
        return e;
    }
    const int version = query.value(0).toInt();
    query.finish();
    if (version > journalSchemaVersion()) {
        qCWarning(lcJournal) << "journal schema" << version << "is newer than" << journalSchemaVersion();
        const JournalError e =
            error(JournalError::Code::NewerSchema,
                  QStringLiteral("schema %1, this build knows up to %2").arg(version).arg(journalSchemaVersion()));
        close();
        return e;
    }

    // WAL lets the request log be written while a list reads; some network file systems refuse
    // it, and the journal still works in the default mode there.
    // A deleted payload (a sent form, a patient's data past retention) is overwritten with zeros in
    // the file, not merely unlinked from it.
    if (!query.exec(QStringLiteral("PRAGMA secure_delete = ON")))
        qCWarning(lcJournal) << "secure_delete not available:" << query.lastError().text();
    query.finish();

    if (!query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !query.next()
        || query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        qCWarning(lcJournal) << "WAL mode not available:" << query.lastError().text();
    query.finish();

    // A bad page inside an otherwise readable file shows only here (a few milliseconds for a
    // journal of this size), and would otherwise fail some later write of a billed dispatch.
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()
        || query.value(0).toString() != QLatin1String("ok")) {
        const QString detail = query.lastError().isValid() ? query.lastError().text() : query.value(0).toString();
        query.finish();
        close();
        return error(JournalError::Code::Corrupt, detail);
    }
    query.finish();

    if (auto migrated = migrate(version); !migrated) {
        close();
        return migrated;
    }
    // SQLite created the WAL files with the main file's mode; check anyway, cheaply.
    if (auto prepared = prepareFile(); !prepared) {
        close();
        return prepared;
    }
    return {};
}

JournalResult<void> Journal::openPostgres()
{
    if (!m_location.isValid()) {
        return error(JournalError::Code::OpenFailed,
                     m_location.hadPassword ? QStringLiteral("a password in the URL: it belongs in the keychain")
                                            : QStringLiteral("not a clinic database URL"));
    }
    QStringList options{QStringLiteral("connect_timeout=10"), QStringLiteral("application_name=cliniclink")};
    if (!m_location.isLocal()) {
        // Patients' data crosses the clinic's network: only to the server whose certificate the
        // environment's CA signed, under the name the URL gives.
        if (m_caFile.isEmpty()) {
            JournalError e =
                error(JournalError::Code::OpenFailed, QStringLiteral("no CA file for a server not on this machine"));
            e.message = tr("The clinic database %1 is on another machine: ClinicLink reaches it only over TLS checked "
                           "with the environment's trusted CA file. Choose that file in Settings.")
                            .arg(m_filePath);
            return e;
        }
        options << QStringLiteral("sslmode=verify-full") << QStringLiteral("sslrootcert=") + conninfoValue(m_caFile);
    }
    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    if (!m_db.isValid()) {
        close();
        return error(JournalError::Code::OpenFailed, QStringLiteral("the QPSQL driver is missing (libqt6sql6-psql)"));
    }
    m_db.setHostName(m_location.host);
    m_db.setPort(m_location.port);
    m_db.setDatabaseName(m_location.database);
    m_db.setUserName(m_location.user);
    m_db.setPassword(m_password);
    m_db.setConnectOptions(options.join(u';'));
    if (!m_db.open()) {
        const JournalError e = error(JournalError::Code::OpenFailed, m_db.lastError().text());
        qCWarning(lcJournal) << "clinic database not reached:" << m_filePath << e.detail;
        close();
        return e;
    }
    if (auto migrated = migratePostgres(); !migrated) {
        close();
        return migrated;
    }
    listenForChanges();
    return {};
}

JournalResult<void> Journal::migratePostgres()
{
    const int current = journalSchemaVersion();
    int version = 0;
    const auto failed = inTransaction([&]() -> std::optional<JournalError> {
        QSqlQuery q(m_db);
        const auto stepFailed = [&](const QString &what) {
            const JournalError e =
                error(JournalError::Code::MigrationFailed, QStringLiteral("%1: %2").arg(what, q.lastError().text()));
            qCWarning(lcJournal) << "clinic database migration failed:" << e.detail;
            return e;
        };
        // Held until the transaction ends: the next workstation reads the version this one wrote.
        if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLock)))
            return stepFailed(QStringLiteral("lock"));
        if (!q.exec(QStringLiteral("SELECT to_regclass('journal_meta') IS NOT NULL")) || !q.next())
            return stepFailed(QStringLiteral("version"));
        if (q.value(0).toBool()) {
            if (!q.exec(QStringLiteral("SELECT version FROM journal_meta")) || !q.next())
                return stepFailed(QStringLiteral("version"));
            version = q.value(0).toInt();
        }
        if (version > current) {
            qCWarning(lcJournal) << "clinic database schema" << version << "is newer than" << current;
            return error(JournalError::Code::NewerSchema,
                         QStringLiteral("schema %1, this build knows up to %2").arg(version).arg(current));
        }
        if (version == current)
            return std::nullopt;
        QStringList statements;
        if (version == 0) {
            statements << journalCreateStatements(JournalEngine::PostgreSQL) << journalPostgresMetaStatements()
                       << journalPostgresNotifyStatements();
            statements << QStringLiteral("INSERT INTO journal_meta (version) VALUES (%1)").arg(current);
        } else {
            for (const JournalMigration &step : journalMigrations()) {
                if (step.version > version)
                    statements << step.postgresStatements;
            }
            statements << QStringLiteral("UPDATE journal_meta SET version = %1").arg(current);
        }
        statements << QStringLiteral("INSERT INTO journal_migrations (from_version, to_version, applied_at)"
                                     " VALUES (%1, %2, '%3')")
                          .arg(version)
                          .arg(current)
                          .arg(timeValue(m_clock->now()).toString());
        for (const QString &sql : std::as_const(statements)) {
            if (!q.exec(sql))
                return stepFailed(sql.section(u' ', 0, 2));
        }
        return std::nullopt;
    });
    if (failed) {
        if (failed->code == JournalError::Code::QueryFailed)
            return error(JournalError::Code::MigrationFailed, failed->detail);
        return *failed;
    }
    if (version < current)
        qCInfo(lcJournal) << "clinic database upgraded from schema" << version << "to" << current;
    m_schemaVersion = current;
    return {};
}

qint64 Journal::insertedId(QSqlQuery &query) const
{
    if (m_location.isPostgres())
        return query.next() ? query.value(0).toLongLong() : 0;
    return query.lastInsertId().toLongLong();
}

JournalResult<void> Journal::migrate(int fromVersion)
{
    m_schemaVersion = fromVersion;
    for (const JournalMigration &step : journalMigrations()) {
        if (step.version <= m_schemaVersion)
            continue;
        if (!m_db.transaction())
            return error(JournalError::Code::MigrationFailed, m_db.lastError().text());
        QSqlQuery query(m_db);
        QStringList statements = step.statements;
        // PRAGMA user_version is part of the transaction: a failed step leaves the old version.
        statements << QStringLiteral("PRAGMA user_version = %1").arg(step.version);
        for (const QString &sql : std::as_const(statements)) {
            if (!query.exec(sql)) {
                const JournalError e =
                    error(JournalError::Code::MigrationFailed,
                          QStringLiteral("step %1: %2").arg(step.version).arg(query.lastError().text()));
                query.finish();
                m_db.rollback();
                qCWarning(lcJournal) << "migration failed:" << e.detail;
                return e;
            }
        }
        query.finish();
        if (!m_db.commit()) {
            const JournalError e = error(JournalError::Code::MigrationFailed, m_db.lastError().text());
            m_db.rollback();
            return e;
        }
        qCInfo(lcJournal) << "journal upgraded to schema" << step.version;
        m_schemaVersion = step.version;
    }
    return {};
}

void Journal::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_statements.clear();
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
    m_schemaVersion = 0;
}

JournalStatement Journal::statement(const QString &sql) const
{
    const auto it = m_statements.find(sql);
    if (it != m_statements.end() && !it->second->busy)
        return JournalStatement(it->second);
    if (it == m_statements.end()) {
        auto kept = std::make_shared<KeptStatement>(m_db);
        if (kept->query.prepare(sql)) {
            m_statements.emplace(sql, kept);
            return JournalStatement(std::move(kept));
        }
        // Not kept: its exec() fails and says why, as an unprepared statement's would.
        return JournalStatement(std::make_unique<QSqlQuery>(std::move(kept->query)));
    }
    auto own = std::make_unique<QSqlQuery>(m_db);
    own->prepare(sql);
    return JournalStatement(std::move(own));
}

JournalResult<void> Journal::execChange(QSqlQuery &query, qint64 id)
{
    if (!query.exec())
        return queryError(query);
    if (query.numRowsAffected() == 0)
        return error(JournalError::Code::NotFound);
    Q_EMIT trackedItemChanged(id);
    return {};
}

} // namespace cliniclink
