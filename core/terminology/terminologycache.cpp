// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologycache.h"

#include "core/common/privatefiles.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include <algorithm>
#include <atomic>

namespace cliniclink {

namespace {

constexpr int kSchemaVersion = 1;

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("cliniclink.terminology.%1").arg(++counter);
}

// Each version's rows carry one token of their own in the FTS table, so a search is limited to
// that version inside the index instead of filtering every match of every dictionary afterwards.
QString scopeToken(const QString &oid, const QString &version)
{
    const QByteArray hash = QCryptographicHash::hash((oid + u'|' + version).toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("scope") + QString::fromLatin1(hash.toHex().left(16));
}

QString attributesJson(const QList<QPair<QString, QString>> &attributes)
{
    QJsonArray list;
    for (const auto &[name, value] : attributes)
        list.append(QJsonArray{name, value});
    return QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact));
}

QString attributesText(const QList<QPair<QString, QString>> &attributes)
{
    QStringList values;
    for (const auto &[name, value] : attributes) {
        if (name != u"code" && name != u"display" && !value.isEmpty())
            values.append(value);
    }
    return values.join(u' ');
}

TermRecord recordOf(const QString &code, const QString &display, const QString &json)
{
    TermRecord r;
    const QJsonArray list = QJsonDocument::fromJson(json.toUtf8()).array();
    for (const QJsonValue &item : list) {
        const QJsonArray pair = item.toArray();
        r.attributes.append({pair.at(0).toString(), pair.at(1).toString()});
    }
    if (r.attributes.isEmpty())
        r.attributes = {{QStringLiteral("code"), code}, {QStringLiteral("display"), display}};
    return r;
}

QString isoOrEmpty(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODate) : QString();
}

QDateTime fromIso(const QVariant &value)
{
    const QString text = value.toString();
    return text.isEmpty() ? QDateTime() : QDateTime::fromString(text, Qt::ISODate);
}

} // namespace

TerminologyCache::~TerminologyCache()
{
    close();
}

QString TerminologyCache::defaultFilePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/terminology-cache.sqlite");
}

bool TerminologyCache::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void TerminologyCache::close()
{
    if (m_connectionName.isEmpty())
        return;
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

bool TerminologyCache::fail(const QString &what, const QSqlQuery &query) const
{
    m_lastError = what + QStringLiteral(": ") + query.lastError().text();
    return false;
}

bool TerminologyCache::exec(const QString &sql)
{
    QSqlQuery q(m_db);
    if (!q.exec(sql))
        return fail(sql.left(40), q);
    return true;
}

bool TerminologyCache::open(const QString &filePath)
{
    close();
    // The cache keeps what the person looked up and chose (recent_choices): owner-only like the
    // journal, from its first byte. The file is created 0600 before SQLite opens it, and SQLite
    // gives its -wal and -shm the permissions of the database file; files an older version left
    // wider are tightened.
    if (!privatefiles::ensureFolder(QFileInfo(filePath).absolutePath(), false)) {
        m_lastError = QStringLiteral("cannot create the folder of the cache");
        return false;
    }
    const QStringList files{filePath, filePath + QStringLiteral("-wal"), filePath + QStringLiteral("-shm")};
    for (const QString &path : files) {
        if ((path == filePath || QFileInfo::exists(path)) && !privatefiles::ensureFile(path)) {
            m_lastError = QStringLiteral("cannot make the cache readable by its owner only");
            return false;
        }
    }
    m_connectionName = nextConnectionName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(filePath);
    if (!m_db.open()) {
        m_lastError = m_db.lastError().text();
        close();
        return false;
    }
    QSqlQuery version(m_db);
    version.exec(QStringLiteral("PRAGMA user_version"));
    const int current = version.next() ? version.value(0).toInt() : 0;
    version.finish();
    if (current > kSchemaVersion) {
        m_lastError = QStringLiteral("the cache file was written by a newer version");
        close();
        return false;
    }
    const bool ok = exec(QStringLiteral("PRAGMA journal_mode=WAL"))
        && exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS versions (oid TEXT NOT NULL, version TEXT NOT NULL, name TEXT, "
            "publisher TEXT, status TEXT, published TEXT, downloaded TEXT, total INTEGER DEFAULT 0, "
            "PRIMARY KEY (oid, version))"))
        && exec(QStringLiteral("CREATE TABLE IF NOT EXISTS records (id INTEGER PRIMARY KEY, oid TEXT NOT NULL, "
                               "version TEXT NOT NULL, position INTEGER NOT NULL, code TEXT NOT NULL, display TEXT, "
                               "attributes TEXT)"))
        && exec(QStringLiteral(
            "CREATE UNIQUE INDEX IF NOT EXISTS records_position ON records (oid, version, position)"))
        && exec(QStringLiteral("CREATE INDEX IF NOT EXISTS records_code ON records (oid, version, code)"))
        // unicode61 folds case for Cyrillic as for Latin; the scope column limits a search to a version.
        && exec(QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS records_fts USING fts5(scope, code, display, attrs, "
                               "tokenize = 'unicode61 remove_diacritics 0')"))
        && exec(QStringLiteral(
            "CREATE TABLE IF NOT EXISTS known_versions (oid TEXT NOT NULL, position INTEGER NOT NULL, "
            "version TEXT NOT NULL, date TEXT, PRIMARY KEY (oid, position))"))
        && exec(QStringLiteral("CREATE TABLE IF NOT EXISTS recent_choices (oid TEXT NOT NULL, code TEXT NOT NULL, "
                               "display TEXT, chosen_at TEXT NOT NULL, PRIMARY KEY (oid, code))"))
        && exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
    if (!ok) {
        const QString error = m_lastError;
        close();
        m_lastError = error;
        return false;
    }
    return true;
}

bool TerminologyCache::beginVersion(const CachedVersion &v)
{
    if (!removeVersion(v.oid, v.version))
        return false;
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO versions (oid, version, name, publisher, status, published, downloaded, total) "
                       "VALUES (?, ?, ?, ?, ?, ?, '', ?)"));
    q.addBindValue(v.oid);
    q.addBindValue(v.version);
    q.addBindValue(v.name);
    q.addBindValue(v.publisher);
    q.addBindValue(v.status);
    q.addBindValue(isoOrEmpty(v.published));
    q.addBindValue(v.total);
    return q.exec() || fail(QStringLiteral("begin version"), q);
}

bool TerminologyCache::storeConcepts(const QString &oid, const QString &version, qint64 offset,
                                     const QList<TermConcept> &concepts)
{
    if (!m_db.transaction())
        return fail(QStringLiteral("transaction"), QSqlQuery(m_db));
    QSqlQuery row(m_db);
    row.prepare(QStringLiteral("INSERT INTO records (oid, version, position, code, display, attributes) "
                               "VALUES (?, ?, ?, ?, ?, '')"));
    QSqlQuery fts(m_db);
    fts.prepare(QStringLiteral("INSERT INTO records_fts (rowid, scope, code, display, attrs) VALUES (?, ?, ?, ?, '')"));
    const QString scope = scopeToken(oid, version);
    qint64 position = offset;
    for (const TermConcept &c : concepts) {
        row.bindValue(0, oid);
        row.bindValue(1, version);
        row.bindValue(2, position++);
        row.bindValue(3, c.code);
        row.bindValue(4, c.display);
        if (!row.exec()) {
            m_db.rollback();
            return fail(QStringLiteral("store record"), row);
        }
        fts.bindValue(0, row.lastInsertId());
        fts.bindValue(1, scope);
        fts.bindValue(2, c.code);
        fts.bindValue(3, c.display);
        if (!fts.exec()) {
            m_db.rollback();
            return fail(QStringLiteral("index record"), fts);
        }
    }
    return m_db.commit() || fail(QStringLiteral("commit"), QSqlQuery(m_db));
}

bool TerminologyCache::storeAttributes(const QString &oid, const QString &version, const QList<TermRecord> &records)
{
    if (!m_db.transaction())
        return fail(QStringLiteral("transaction"), QSqlQuery(m_db));
    QSqlQuery find(m_db);
    find.prepare(QStringLiteral("SELECT id FROM records WHERE oid = ? AND version = ? AND code = ?"));
    QSqlQuery update(m_db);
    update.prepare(QStringLiteral("UPDATE records SET attributes = ? WHERE id = ?"));
    QSqlQuery fts(m_db);
    fts.prepare(QStringLiteral("UPDATE records_fts SET attrs = ? WHERE rowid = ?"));
    for (const TermRecord &r : records) {
        find.bindValue(0, oid);
        find.bindValue(1, version);
        find.bindValue(2, r.code());
        if (!find.exec()) {
            m_db.rollback();
            return fail(QStringLiteral("find record"), find);
        }
        if (!find.next())
            continue; // not in the expansion: the attribute search is no source of records
        const qint64 id = find.value(0).toLongLong();
        find.finish();
        update.bindValue(0, attributesJson(r.attributes));
        update.bindValue(1, id);
        fts.bindValue(0, attributesText(r.attributes));
        fts.bindValue(1, id);
        if (!update.exec() || !fts.exec()) {
            m_db.rollback();
            return fail(QStringLiteral("store attributes"), update);
        }
    }
    return m_db.commit() || fail(QStringLiteral("commit"), QSqlQuery(m_db));
}

bool TerminologyCache::finishVersion(const QString &oid, const QString &version, const QDateTime &downloadedAt)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE versions SET downloaded = ? WHERE oid = ? AND version = ?"));
    q.addBindValue(isoOrEmpty(downloadedAt));
    q.addBindValue(oid);
    q.addBindValue(version);
    return q.exec() || fail(QStringLiteral("finish version"), q);
}

bool TerminologyCache::removeVersion(const QString &oid, const QString &version)
{
    if (!m_db.transaction())
        return fail(QStringLiteral("transaction"), QSqlQuery(m_db));
    QSqlQuery fts(m_db);
    fts.prepare(QStringLiteral(
        "DELETE FROM records_fts WHERE rowid IN (SELECT id FROM records WHERE oid = ? AND version = ?)"));
    fts.addBindValue(oid);
    fts.addBindValue(version);
    QSqlQuery rows(m_db);
    rows.prepare(QStringLiteral("DELETE FROM records WHERE oid = ? AND version = ?"));
    rows.addBindValue(oid);
    rows.addBindValue(version);
    QSqlQuery v(m_db);
    v.prepare(QStringLiteral("DELETE FROM versions WHERE oid = ? AND version = ?"));
    v.addBindValue(oid);
    v.addBindValue(version);
    if (!fts.exec() || !rows.exec() || !v.exec()) {
        m_db.rollback();
        return fail(QStringLiteral("remove version"), fts);
    }
    return m_db.commit() || fail(QStringLiteral("commit"), QSqlQuery(m_db));
}

QList<CachedVersion> TerminologyCache::versions(const QString &oid) const
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT v.oid, v.version, v.name, v.publisher, v.status, v.published, v.downloaded, v.total, "
                       "(SELECT COUNT(*) FROM records r WHERE r.oid = v.oid AND r.version = v.version) "
                       "FROM versions v WHERE (? = '' OR v.oid = ?) ORDER BY v.oid, v.published DESC, v.version DESC"));
    q.addBindValue(oid);
    q.addBindValue(oid);
    QList<CachedVersion> out;
    if (!q.exec()) {
        fail(QStringLiteral("versions"), q);
        return out;
    }
    while (q.next()) {
        CachedVersion v;
        v.oid = q.value(0).toString();
        v.version = q.value(1).toString();
        v.name = q.value(2).toString();
        v.publisher = q.value(3).toString();
        v.status = q.value(4).toString();
        v.published = fromIso(q.value(5));
        v.downloaded = fromIso(q.value(6));
        v.total = q.value(7).toLongLong();
        v.stored = q.value(8).toLongLong();
        out.append(v);
    }
    return out;
}

std::optional<CachedVersion> TerminologyCache::version(const QString &oid, const QString &version) const
{
    for (const CachedVersion &v : versions(oid)) {
        if (v.version == version)
            return v;
    }
    return std::nullopt;
}

std::optional<CachedVersion> TerminologyCache::latestComplete(const QString &oid) const
{
    for (const CachedVersion &v : versions(oid)) {
        if (v.complete())
            return v; // ordered newest publication first
    }
    return std::nullopt;
}

qint64 TerminologyCache::count(const QString &oid, const QString &version) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT COUNT(*) FROM records WHERE oid = ? AND version = ?"));
    q.addBindValue(oid);
    q.addBindValue(version);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

QList<TermRecord> TerminologyCache::page(const QString &oid, const QString &version, qint64 offset, int limit) const
{
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT code, display, attributes FROM records WHERE oid = ? AND version = ? "
                             "AND position >= ? ORDER BY position LIMIT ?"));
    q.addBindValue(oid);
    q.addBindValue(version);
    q.addBindValue(offset);
    q.addBindValue(limit);
    QList<TermRecord> out;
    if (!q.exec())
        return out;
    while (q.next())
        out.append(recordOf(q.value(0).toString(), q.value(1).toString(), q.value(2).toString()));
    return out;
}

std::optional<TermRecord> TerminologyCache::record(const QString &oid, const QString &version,
                                                   const QString &code) const
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("SELECT code, display, attributes FROM records WHERE oid = ? AND version = ? AND code = ?"));
    q.addBindValue(oid);
    q.addBindValue(version);
    q.addBindValue(code);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return recordOf(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
}

QString TerminologyCache::matchExpression(const QString &text)
{
    // unicode61 splits on anything that is not a letter or digit, so "A09.05" is the phrase
    // "a09 05": a quoted prefix phrase keeps codes with separators whole.
    static const QRegularExpression separators(QStringLiteral("\\s+"));
    QStringList terms;
    for (QString word : text.split(separators, Qt::SkipEmptyParts)) {
        word.remove(u'"');
        bool hasToken = std::any_of(word.cbegin(), word.cend(), [](QChar c) { return c.isLetterOrNumber(); });
        if (hasToken)
            terms.append(u'"' + word + QStringLiteral("\"*"));
    }
    if (terms.isEmpty())
        return {};
    return QStringLiteral("{code display attrs} : (") + terms.join(QStringLiteral(" AND ")) + u')';
}

QList<TermRecord> TerminologyCache::search(const QString &oid, const QString &version, const QString &text,
                                           int limit) const
{
    QList<TermRecord> out;
    const QString terms = matchExpression(text);
    if (terms.isEmpty())
        return out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    // FTS5 gives rows in rowid order, which is the dictionary's order: no sort over every match.
    q.prepare(QStringLiteral("SELECT r.code, r.display, r.attributes FROM "
                             "(SELECT rowid FROM records_fts WHERE records_fts MATCH ? LIMIT ?) f "
                             "JOIN records r ON r.id = f.rowid ORDER BY r.position"));
    q.addBindValue(QString(QStringLiteral("scope : \"%1\" AND ").arg(scopeToken(oid, version)) + terms));
    q.addBindValue(limit);
    if (!q.exec()) {
        fail(QStringLiteral("search"), q);
        return out;
    }
    while (q.next())
        out.append(recordOf(q.value(0).toString(), q.value(1).toString(), q.value(2).toString()));
    return out;
}

bool TerminologyCache::setKnownVersions(const QString &oid, const QList<DictionaryVersion> &list)
{
    if (!m_db.transaction())
        return fail(QStringLiteral("transaction"), QSqlQuery(m_db));
    QSqlQuery clear(m_db);
    clear.prepare(QStringLiteral("DELETE FROM known_versions WHERE oid = ?"));
    clear.addBindValue(oid);
    if (!clear.exec()) {
        m_db.rollback();
        return fail(QStringLiteral("known versions"), clear);
    }
    QSqlQuery add(m_db);
    add.prepare(QStringLiteral("INSERT INTO known_versions (oid, position, version, date) VALUES (?, ?, ?, ?)"));
    for (int i = 0; i < list.size(); ++i) {
        add.bindValue(0, oid);
        add.bindValue(1, i);
        add.bindValue(2, list[i].version);
        add.bindValue(3, list[i].date.isValid() ? list[i].date.toString(Qt::ISODate) : QString());
        if (!add.exec()) {
            m_db.rollback();
            return fail(QStringLiteral("known versions"), add);
        }
    }
    return m_db.commit() || fail(QStringLiteral("commit"), QSqlQuery(m_db));
}

QList<DictionaryVersion> TerminologyCache::knownVersions(const QString &oid) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT version, date FROM known_versions WHERE oid = ? ORDER BY position"));
    q.addBindValue(oid);
    QList<DictionaryVersion> out;
    if (q.exec()) {
        while (q.next())
            out.append({q.value(0).toString(), QDate::fromString(q.value(1).toString(), Qt::ISODate)});
    }
    return out;
}

QString TerminologyCache::newerVersion(const QString &oid) const
{
    const QList<DictionaryVersion> known = knownVersions(oid);
    if (known.isEmpty())
        return {};
    // The newest by date; without dates the server's order (oldest first) decides.
    DictionaryVersion newest = known.last();
    for (const DictionaryVersion &v : known) {
        if (v.date.isValid() && newest.date.isValid() && v.date > newest.date)
            newest = v;
    }
    bool holdsAny = false;
    for (const CachedVersion &v : versions(oid)) {
        if (!v.complete())
            continue;
        holdsAny = true;
        if (v.version == newest.version)
            return {};
    }
    return holdsAny ? newest.version : QString();
}

bool TerminologyCache::addRecentChoice(const QString &oid, const QString &code, const QString &display,
                                       const QDateTime &at)
{
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO recent_choices (oid, code, display, chosen_at) VALUES (?, ?, ?, ?)"));
    q.addBindValue(oid);
    q.addBindValue(code);
    q.addBindValue(display);
    q.addBindValue(at.toUTC().toString(Qt::ISODateWithMs));
    return q.exec() || fail(QStringLiteral("recent choice"), q);
}

QList<TermConcept> TerminologyCache::recentChoices(const QString &oid, int limit) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT code, display FROM recent_choices WHERE oid = ? ORDER BY chosen_at DESC LIMIT ?"));
    q.addBindValue(oid);
    q.addBindValue(limit);
    QList<TermConcept> out;
    if (q.exec()) {
        while (q.next())
            out.append({q.value(0).toString(), q.value(1).toString(), {}});
    }
    return out;
}

} // namespace cliniclink
