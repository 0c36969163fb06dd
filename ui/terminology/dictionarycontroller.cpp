// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dictionarycontroller.h"

#include "core/fhir/fhircoding.h"
#include "core/net/transport.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/storage/journal.h"
#include "core/terminology/dictionarydownload.h"
#include "core/terminology/knowndictionaries.h"
#include "core/terminology/terminologycalls.h"
#include "core/terminology/terminologyerrors.h"
#include "core/terminology/terminologyservice.h"

#include <QDir>
#include <QFileInfo>

namespace cliniclink {

DictionaryController::DictionaryController(Session &session, const QString &cacheFile, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    const QString file = !cacheFile.isEmpty()
        ? cacheFile
        : QFileInfo(session.journal().filePath()).dir().filePath(QStringLiteral("terminology-cache.sqlite"));
    if (!m_cache.open(file))
        m_cacheError = m_cache.lastError();
    m_download = new DictionaryDownload(session.transport(), session.clock(), m_cache, this);
    connect(&session, &Session::environmentChanged, this, &DictionaryController::loadDictionaryList);
}

void DictionaryController::loadDictionaryList()
{
    m_serviceDictionaries.clear();
    // An environment without the terminology service has no list to ask for (and no error to show).
    if (!m_session.accessProvider().access(services::Terminology).baseUrl.isValid()) {
        Q_EMIT dictionaryListLoaded();
        return;
    }
    auto *call = m_session.transport().start(new DictionaryListCall);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        // nullopt: a service without $dictionaries; the list stays the cache's and the built-in one.
        m_serviceDictionaries = call->result().value_or(QList<DictionaryPassport>{});
        Q_EMIT dictionaryListLoaded();
    });
    connect(call, &ApiCall::failed, this, [this] { Q_EMIT dictionaryListLoaded(); });
}

DictionaryController::~DictionaryController()
{
    // The download writes to the cache, a member: it goes first.
    delete m_download;
}

template<class C, class F>
void DictionaryController::send(const QString &operation, C *call, F onResult)
{
    const QString oid = m_oid;
    m_session.transport().start(call);
    connect(call, &ApiCall::succeeded, this, [this, call, oid, onResult] {
        if (oid == m_oid)
            onResult(call->result());
    });
    connect(call, &ApiCall::failed, this, [this, oid, operation](const ApiError &error) {
        if (oid == m_oid)
            Q_EMIT failed(operation, error);
    });
}

QString DictionaryController::resolve(const QString &oidOrName) const
{
    QString text = oidOrName.trimmed();
    if (text.contains(u'—'))
        text = text.section(u'—', -1).trimmed();
    if (text.isEmpty() || text.front().isDigit() || text.startsWith(u"urn:oid:"))
        return fhir::FhirCoding::oidOf(text);
    for (const DictionaryPassport &d : m_serviceDictionaries) {
        if (d.name.contains(text, Qt::CaseInsensitive) || d.title.contains(text, Qt::CaseInsensitive))
            return d.oid;
    }
    const QList<KnownDictionary> known = findKnownDictionaries(text);
    if (!known.isEmpty())
        return known.first().oid;
    if (m_cache.isOpen()) {
        for (const CachedVersion &v : m_cache.versions()) {
            if (v.name.contains(text, Qt::CaseInsensitive))
                return v.oid;
        }
    }
    return {};
}

void DictionaryController::open(const QString &oid)
{
    m_oid = fhir::FhirCoding::oidOf(oid);
    m_versions.clear();
    if (m_oid.isEmpty())
        return;
    if (m_cache.isOpen()) {
        QList<DictionaryVersion> versions = m_cache.knownVersions(m_oid);
        if (versions.isEmpty()) {
            const QList<CachedVersion> held = m_cache.versions(m_oid);
            for (auto it = held.crbegin(); it != held.crend(); ++it) // oldest first, as the server lists
                versions.append({it->version, it->published.date()});
        }
        m_versions = versions;
        Q_EMIT versionsLoaded(versions);
        if (const auto latest = m_cache.latestComplete(m_oid)) {
            DictionaryPassport p;
            p.oid = m_oid;
            p.name = latest->name;
            p.version = latest->version;
            p.publisher = latest->publisher;
            p.status = latest->status;
            p.date = latest->published;
            Q_EMIT passportLoaded(p);
        }
    }
    send(QStringLiteral("passport"), new PassportCall(m_oid), [this](const std::optional<DictionaryPassport> &p) {
        if (p)
            Q_EMIT passportLoaded(*p);
        else
            Q_EMIT passportMissing(m_oid);
    });
    send(QStringLiteral("versions"), new VersionsCall(m_oid), [this](const QList<DictionaryVersion> &versions) {
        if (versions.isEmpty())
            return;
        if (m_cache.isOpen())
            m_cache.setKnownVersions(m_oid, versions);
        m_versions = versions;
        Q_EMIT versionsLoaded(versions);
    });
}

bool DictionaryController::isCached(const QString &version) const
{
    if (!m_cache.isOpen() || m_oid.isEmpty() || version.isEmpty())
        return false;
    const auto v = m_cache.version(m_oid, version);
    return v && v->complete();
}

void DictionaryController::search(const AttributeSearchQuery &query)
{
    send(QStringLiteral("search"), new AttributeSearchCall(query, TerminologyMethod::Post),
         [this](const RecordPage &page) { Q_EMIT searchLoaded(page); });
}

void DictionaryController::lookup(const QString &code, const QString &version)
{
    send(QStringLiteral("lookup"), new LookupCall(m_oid, code, version),
         [this](const LookupResult &r) { Q_EMIT recordLoaded(r.record); });
}

void DictionaryController::check(const QString &code, const QString &version)
{
    send(QStringLiteral("check"), new ValidateCodeCall(m_oid, code, version),
         [this, code](const ValidationResult &r) { Q_EMIT checkAnswered(code, r); });
}

void DictionaryController::translate(const TranslateQuery &query)
{
    send(QStringLiteral("translate"), new TranslateCall(query),
         [this, code = query.code](const TranslateResult &r) { Q_EMIT translated(code, r); });
}

QString DictionaryController::changes(const QString &lowVersion, const QString &highVersion)
{
    VersionsHistoryQuery query;
    query.oid = m_oid;
    query.lowVersion = lowVersion;
    query.highVersion = highVersion;
    query.count = 1000;
    if (const QString problem = versionsHistoryProblem(query, m_versions); !problem.isEmpty())
        return problem;
    send(QStringLiteral("changes"), new VersionsHistoryCall(query, TerminologyMethod::Get),
         [this](const RecordPage &page) { Q_EMIT changesLoaded(page); });
    return {};
}

} // namespace cliniclink
