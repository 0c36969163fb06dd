// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the Dictionaries page does, apart from how it shows it: the offline cache and its download,
// and the calls to the terminology service for one open dictionary. Answers come back as signals;
// an answer for a dictionary that is no longer open is dropped.

#include "core/net/apierror.h"
#include "core/terminology/terminologycache.h"
#include "core/terminology/terminologyrequests.h"
#include "core/terminology/terminologytypes.h"

#include <QObject>

namespace cliniclink {

class DictionaryDownload;
class Session;

class DictionaryController : public QObject {
    Q_OBJECT
public:
    // cacheFile: empty puts the cache beside the session's journal.
    DictionaryController(Session &session, const QString &cacheFile, QObject *parent = nullptr);
    ~DictionaryController() override;

    Session &session() const { return m_session; }
    TerminologyCache &cache() { return m_cache; }
    const TerminologyCache &cache() const { return m_cache; }
    DictionaryDownload &download() const { return *m_download; }
    // Why the cache file cannot be used; empty when it can.
    QString cacheError() const { return m_cacheError; }

    // The OID an entry names: an OID (bare or urn:oid:), "name — oid" as the list shows it, or a
    // name of the built-in list or of the cache. Empty when it names nothing.
    QString resolve(const QString &oidOrName) const;
    QString oid() const { return m_oid; }
    // The service's own list of dictionaries ($dictionaries); empty until it answered, and when the
    // service does not have the operation (the page then lists what it listed before).
    QList<DictionaryPassport> serviceDictionaries() const { return m_serviceDictionaries; }
    void loadDictionaryList();
    // Opens the dictionary: what the cache holds is answered at once, the server's answer follows.
    void open(const QString &oid);
    bool isCached(const QString &version) const;

    void search(const AttributeSearchQuery &query);
    void lookup(const QString &code, const QString &version);
    void check(const QString &code, const QString &version);
    void translate(const TranslateQuery &query);
    // Asks for the changes between two versions; returns why it cannot (the second version before
    // the first), and then sends nothing.
    QString changes(const QString &lowVersion, const QString &highVersion);

Q_SIGNALS:
    void passportLoaded(const cliniclink::DictionaryPassport &passport);
    void passportMissing(const QString &oid);
    void dictionaryListLoaded();
    void versionsLoaded(const QList<cliniclink::DictionaryVersion> &versions);
    void searchLoaded(const cliniclink::RecordPage &page);
    void recordLoaded(const cliniclink::TermRecord &record);
    void checkAnswered(const QString &code, const cliniclink::ValidationResult &result);
    void translated(const QString &code, const cliniclink::TranslateResult &result);
    void changesLoaded(const cliniclink::RecordPage &page);
    // A call for the open dictionary failed; what was asked is named by operation.
    void failed(const QString &operation, const cliniclink::ApiError &error);

private:
    template<class C, class F>
    void send(const QString &operation, C *call, F onResult);

    Session &m_session;
    TerminologyCache m_cache;
    QString m_cacheError;
    DictionaryDownload *m_download;
    QString m_oid;
    QList<DictionaryVersion> m_versions; // the open dictionary's, oldest first
    QList<DictionaryPassport> m_serviceDictionaries;
};

} // namespace cliniclink
