// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The offline copy of dictionaries: a SQLite file of its own in the application data folder (not the
// journal: it holds no personal data and may be deleted at any time), with an FTS5 index over code,
// display and the attributes, so a prefix typed in Russian finds records at once without network.
// Several versions of a dictionary are kept side by side; the versions the server lists are kept
// too, so the cache knows when a newer one exists.

#include "terminologytypes.h"

#include <QSqlDatabase>
#include <QString>

namespace cliniclink {

struct CachedVersion {
    QString oid;
    QString version;
    QString name;
    QString publisher;
    QString status;
    QDateTime published; // the version's date, when known
    QDateTime downloaded; // when the download completed; invalid while partial
    qint64 total = 0; // records the server announced
    qint64 stored = 0; // records kept so far
    bool complete() const { return downloaded.isValid(); }
};

class TerminologyCache {
public:
    TerminologyCache() = default;
    ~TerminologyCache();
    TerminologyCache(const TerminologyCache &) = delete;
    TerminologyCache &operator=(const TerminologyCache &) = delete;

    // <AppDataLocation>/terminology-cache.sqlite
    static QString defaultFilePath();

    // Opens (creating) the file; false with lastError() when it cannot be used.
    bool open(const QString &filePath);
    bool isOpen() const;
    void close();
    QString lastError() const { return m_lastError; }

    // A download starts: forgets whatever a previous (partial) download of that version left.
    bool beginVersion(const CachedVersion &version);
    // Records of one page at their positions; attributes may come later with storeAttributes().
    bool storeConcepts(const QString &oid, const QString &version, qint64 offset, const QList<TermConcept> &concepts);
    // Every attribute of records found by code (an attribute search page of the same version).
    bool storeAttributes(const QString &oid, const QString &version, const QList<TermRecord> &records);
    bool finishVersion(const QString &oid, const QString &version, const QDateTime &downloadedAt);
    bool removeVersion(const QString &oid, const QString &version);

    // Every version held, complete or not, newest download first per dictionary.
    QList<CachedVersion> versions(const QString &oid = {}) const;
    std::optional<CachedVersion> version(const QString &oid, const QString &version) const;
    // The newest complete version held (by publication date, then by name).
    std::optional<CachedVersion> latestComplete(const QString &oid) const;

    // Records in server order, for a table that fetches as it scrolls.
    qint64 count(const QString &oid, const QString &version) const;
    QList<TermRecord> page(const QString &oid, const QString &version, qint64 offset, int limit) const;
    std::optional<TermRecord> record(const QString &oid, const QString &version, const QString &code) const;

    // Records whose code, display or an attribute has words beginning with each word of text,
    // case-insensitively (Cyrillic included), best match first.
    QList<TermRecord> search(const QString &oid, const QString &version, const QString &text, int limit = 50) const;
    // The FTS5 query for text: each word a quoted prefix, all required. Empty when text has no word.
    static QString matchExpression(const QString &text);

    // The versions the server lists ($versions), kept so "a newer one exists" works offline.
    bool setKnownVersions(const QString &oid, const QList<DictionaryVersion> &versions);
    QList<DictionaryVersion> knownVersions(const QString &oid) const;
    // The newest version the server listed when it is newer than every complete one held; empty
    // when the newest is held or nothing is known.
    QString newerVersion(const QString &oid) const;

    // What a person picked in a form, newest first, so a picker offers it before anything is typed.
    bool addRecentChoice(const QString &oid, const QString &code, const QString &display, const QDateTime &at);
    QList<TermConcept> recentChoices(const QString &oid, int limit = 10) const;

private:
    bool exec(const QString &sql);
    bool fail(const QString &what, const class QSqlQuery &query) const;

    QSqlDatabase m_db;
    QString m_connectionName;
    mutable QString m_lastError;
};

} // namespace cliniclink
