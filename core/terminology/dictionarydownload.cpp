// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dictionarydownload.h"

#include "core/common/clock.h"
#include "core/fhir/fhircoding.h"
#include "core/net/transport.h"
#include "core/terminology/terminologyservice.h"
#include "terminologycalls.h"

namespace cliniclink {

DictionaryDownload::DictionaryDownload(Transport &transport, Clock &clock, TerminologyCache &cache, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_clock(clock)
    , m_cache(cache)
    , m_pause(clock.createTimer(this))
{
    connect(m_pause, &ClockTimer::timeout, this, &DictionaryDownload::next);
}

DictionaryDownload::~DictionaryDownload()
{
    if (m_call)
        m_call->disconnect(this);
    if (m_call)
        m_call->cancel();
}

void DictionaryDownload::start(const QString &oid, const QString &version)
{
    start(oid, version, Options{});
}

void DictionaryDownload::start(const QString &oid, const QString &version, const Options &options)
{
    if (m_running)
        cancel();
    m_options = options;
    m_oid = fhir::FhirCoding::oidOf(oid);
    m_version = version;
    m_meta = CachedVersion{};
    m_total = 0;
    m_done = 0;
    m_page = 1;
    m_running = true;
    m_phase = Phase::Versions;
    next();
}

void DictionaryDownload::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_pause->stop();
    if (m_call) {
        m_call->disconnect(this);
        m_call->cancel();
    }
    if (m_phase == Phase::Records || m_phase == Phase::Attributes)
        m_cache.removeVersion(m_oid, m_version);
    m_phase = Phase::Done;
    Q_EMIT cancelled();
}

void DictionaryDownload::schedule()
{
    if (m_running)
        m_pause->startAt(m_clock.now().addMSecs(m_options.pauseMs));
}

void DictionaryDownload::next()
{
    if (!m_running)
        return;
    switch (m_phase) {
    case Phase::Versions:
        requestVersions();
        break;
    case Phase::Passport:
        requestPassport();
        break;
    case Phase::Records:
        requestRecords();
        break;
    case Phase::Attributes:
        requestAttributes();
        break;
    case Phase::Done:
        break;
    }
}

template<class C, class F>
void DictionaryDownload::send(C *call, F onResult)
{
    m_call = call;
    connect(call, &ApiCall::succeeded, this, [this, call, onResult] {
        m_call = nullptr;
        onResult(call->result());
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_call = nullptr;
        fail(error);
    });
    m_transport.start(call);
}

void DictionaryDownload::requestVersions()
{
    send(new VersionsCall(m_oid), [this](const QList<DictionaryVersion> &versions) {
        m_cache.setKnownVersions(m_oid, versions);
        if (m_version.isEmpty() && !versions.isEmpty())
            m_version = versions.last().version;
        for (const DictionaryVersion &v : versions) {
            if (v.version == m_version && v.date.isValid())
                m_meta.published = v.date.startOfDay(Qt::UTC);
        }
        m_phase = Phase::Passport;
        schedule();
    });
}

void DictionaryDownload::requestPassport()
{
    send(new PassportCall(m_oid), [this](const std::optional<DictionaryPassport> &passport) {
        if (!passport) {
            ApiError error(ApiError::Kind::Http, services::Terminology, QStringLiteral("no passport"));
            error.setHttpStatus(404);
            error.setCode(QStringLiteral("not-found"));
            fail(error);
            return;
        }
        if (m_version.isEmpty())
            m_version = passport->version;
        m_meta.oid = m_oid;
        m_meta.version = m_version;
        m_meta.name = passport->name;
        m_meta.publisher = passport->publisher;
        m_meta.status = passport->status;
        if (!m_meta.published.isValid() && passport->version == m_version)
            m_meta.published = passport->date;
        if (!m_cache.beginVersion(m_meta)) {
            fail({}, m_cache.lastError());
            return;
        }
        m_phase = Phase::Records;
        next();
    });
}

void DictionaryDownload::requestRecords()
{
    send(new ExpandCall(m_oid, m_version, m_options.pageSize, int(m_done)), [this](const ExpansionPage &page) {
        if (!m_cache.storeConcepts(m_oid, m_version, m_done, page.concepts)) {
            fail({}, m_cache.lastError());
            return;
        }
        m_total = page.total;
        m_done += page.concepts.size();
        Q_EMIT progress(Phase::Records, m_done, m_total);
        // An empty page before the total would loop for ever: the server has no more to give.
        if (m_done >= m_total || page.concepts.isEmpty()) {
            m_meta.total = m_total;
            if (m_options.withAttributes && m_done > 0) {
                m_phase = Phase::Attributes;
                m_done = 0;
                m_page = 1;
            } else {
                m_phase = Phase::Done;
                complete();
                return;
            }
        }
        schedule();
    });
}

void DictionaryDownload::requestAttributes()
{
    AttributeSearchQuery query;
    query.oid = m_oid;
    query.version = m_version;
    query.count = m_options.searchPageSize;
    query.page = m_page;
    send(new AttributeSearchCall(query, TerminologyMethod::Post), [this](const RecordPage &page) {
        if (!m_cache.storeAttributes(m_oid, m_version, page.records)) {
            fail({}, m_cache.lastError());
            return;
        }
        m_done += page.records.size();
        ++m_page;
        Q_EMIT progress(Phase::Attributes, m_done, m_total);
        if (m_done >= page.total || page.records.isEmpty()) {
            m_phase = Phase::Done;
            complete();
            return;
        }
        schedule();
    });
}

void DictionaryDownload::complete()
{
    m_running = false;
    if (!m_cache.finishVersion(m_oid, m_version, m_clock.now())) {
        m_cache.removeVersion(m_oid, m_version);
        Q_EMIT failed({}, m_cache.lastError());
        return;
    }
    Q_EMIT finished(m_cache.version(m_oid, m_version).value_or(m_meta));
}

void DictionaryDownload::fail(const ApiError &error, const QString &localError)
{
    if (!m_running)
        return;
    m_running = false;
    m_pause->stop();
    if (m_phase == Phase::Records || m_phase == Phase::Attributes)
        m_cache.removeVersion(m_oid, m_version);
    m_phase = Phase::Done;
    Q_EMIT failed(error, localError);
}

} // namespace cliniclink
