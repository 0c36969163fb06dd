// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labcodenames.h"

#include "core/net/transport.h"
#include "core/terminology/terminologycache.h"
#include "core/terminology/terminologycalls.h"

namespace cliniclink {

LabCodeNames::LabCodeNames(Transport *transport, const TerminologyCache *cache, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_cache(cache)
{
}

QString LabCodeNames::key(const fhir::FhirCoding &coding)
{
    return coding.oid() % u'\n' % coding.version % u'\n' % coding.code;
}

QString LabCodeNames::cached(const fhir::FhirCoding &coding) const
{
    if (!m_cache || !m_cache->isOpen() || !coding.isOid())
        return {};
    QString version = coding.version;
    if (version.isEmpty()) {
        const auto held = m_cache->latestComplete(coding.oid());
        if (!held)
            return {};
        version = held->version;
    }
    const auto record = m_cache->record(coding.oid(), version, coding.code);
    return record ? record->display() : QString();
}

QString LabCodeNames::name(const fhir::FhirCoding &coding) const
{
    if (!coding.display.isEmpty())
        return coding.display;
    if (coding.code.isEmpty())
        return {};
    const QString held = cached(coding);
    return !held.isEmpty() ? held : m_answered.value(key(coding));
}

void LabCodeNames::resolve(const QList<fhir::FhirCoding> &codings)
{
    if (!m_transport)
        return;
    QList<BatchItem> items;
    QStringList keys;
    for (const fhir::FhirCoding &c : codings) {
        const QString k = key(c);
        if (c.code.isEmpty() || !c.isOid() || !c.display.isEmpty() || m_answered.contains(k) || m_asking.contains(k)
            || keys.contains(k) || !cached(c).isEmpty())
            continue;
        keys.append(k);
        items.append(BatchItem::lookup(c.oid(), c.code, c.version));
    }
    if (items.isEmpty())
        return;
    for (const QString &k : std::as_const(keys))
        m_asking.insert(k);
    auto *call = m_transport->start(new TerminologyBatchCall(items));
    connect(call, &ApiCall::succeeded, this, [this, call, keys] {
        const QList<BatchAnswer> answers = call->result();
        for (qsizetype i = 0; i < keys.size(); ++i) {
            m_asking.remove(keys[i]);
            const BatchAnswer *answer = i < answers.size() ? &answers[i] : nullptr;
            if (answer && answer->isOk())
                m_answered.insert(keys[i], readLookup(answer->resource).display);
            else if (answer && answer->httpStatus == 404)
                m_answered.insert(keys[i], QString()); // the service does not know it: not asked again
        }
        Q_EMIT namesArrived();
    });
    connect(call, &ApiCall::failed, this, [this, keys] {
        for (const QString &k : keys)
            m_asking.remove(k);
        Q_EMIT namesArrived();
    });
}

} // namespace cliniclink
