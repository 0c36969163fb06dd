// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// TerminologyModule: attribute search (_search) and change history (_versions_history).

#include "core/fhir/fhirtime.h"
#include "sandbox/fhir/fhiranswer.h"
#include "terminologymodule.h"

#include <QJsonArray>

#include <algorithm>
#include <limits>
#include <optional>

namespace cliniclink::sandbox {

using fhir::FhirParameters;
using fhir::FhirTime;

namespace {

constexpr qint64 kDefaultPageSize = 100;
constexpr qint64 kMaxPageSize = 1000;

struct AttributeFilter {
    QString attribute;
    TerminologyRecordSet::AttributeReader read; // the attribute of any record, its name resolved once
    QStringList alternatives;
    Qt::CaseSensitivity sensitivity = Qt::CaseInsensitive;
};

struct Paging {
    qint64 page = 1;
    qint64 count = kDefaultPageSize;
    qint64 first = 0; // index of the page's first entry; first + count never overflows
};

std::optional<Paging> readPaging(const FhirParameters &in, const QString &pageName, const QString &countName,
                                 SandboxResponse *error)
{
    bool pageOk = true;
    bool countOk = true;
    Paging p;
    p.page = in.integer(pageName, &pageOk).value_or(1);
    p.count = in.integer(countName, &countOk).value_or(kDefaultPageSize);
    if (!pageOk || p.page < 1) {
        *error = FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                     QStringLiteral("Параметр %1 должен быть целым числом не меньше 1").arg(pageName));
        return std::nullopt;
    }
    if (!countOk || p.count < 1 || p.count > kMaxPageSize) {
        *error = FhirAnswer::outcome(
            400, QStringLiteral("invalid"),
            QStringLiteral("Параметр %1 должен быть целым числом от 1 до %2").arg(countName).arg(kMaxPageSize));
        return std::nullopt;
    }
    // No set has more than INT_MAX entries, so a later page is empty either way; the cap keeps
    // (page - 1) * count from overflowing (_page=4611686018427387905 wrapped to the first page).
    p.first = std::min<qint64>(p.page - 1, std::numeric_limits<int>::max()) * p.count;
    return p;
}

QJsonObject recordParameters(const QJsonObject &attributes, const QString &operation = {})
{
    QJsonArray list;
    for (auto it = attributes.begin(); it != attributes.end(); ++it)
        list.append(FhirParameters::parameter(it.key(), it.value().toString()));
    if (!operation.isEmpty())
        list.append(FhirParameters::parameter(QStringLiteral("operation"), operation));
    return FhirParameters::resource(list);
}

QJsonObject searchBundle(qint64 total, const QJsonArray &entries)
{
    // The platform writes total as a string here.
    return {{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("searchset")},
            {QStringLiteral("total"), QString::number(total)},
            {QStringLiteral("entry"), entries}};
}

SandboxResponse notFound()
{
    return FhirAnswer::outcome(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"));
}

} // namespace

SandboxResponse TerminologyModule::attributeSearch(const FhirParameters &in, const QString &oid,
                                                   const QString &version) const
{
    SandboxResponse error;
    const std::optional<Paging> paging = readPaging(in, QStringLiteral("_page"), QStringLiteral("_count"), &error);
    if (!paging)
        return error;
    const TerminologyDictionary *d = m_store.dictionary(oid);
    const TerminologyVersion *v = d ? d->find(version) : nullptr;
    if (!v)
        return notFound();

    static const QStringList reserved{QStringLiteral("_count"), QStringLiteral("_page"), QStringLiteral("_format"),
                                      QStringLiteral("system"), QStringLiteral("version")};
    std::vector<AttributeFilter> filters;
    for (const auto &[name, value] : in.items()) {
        if (reserved.contains(name))
            continue;
        AttributeFilter f;
        f.attribute = name;
        if (name.endsWith(u":cs")) {
            f.attribute.chop(3);
            f.sensitivity = Qt::CaseSensitive;
        }
        for (const QString &alternative : value.split(u',', Qt::SkipEmptyParts))
            f.alternatives.append(alternative.trimmed()); // once, not once a record
        filters.push_back(f);
    }

    const TerminologyRecordSet &records = *v->records;
    for (AttributeFilter &f : filters)
        f.read = records.attributeReader(f.attribute);
    // A filter on an attribute that is empty in every record is decided once, not once a record: it
    // keeps every record or none.
    const auto matchesEmpty = [](const AttributeFilter &f) {
        return std::any_of(f.alternatives.cbegin(), f.alternatives.cend(), [&f](const QString &alternative) {
            return QStringView().contains(alternative, f.sensitivity);
        });
    };
    for (auto f = filters.begin(); f != filters.end();) {
        if (f->read)
            ++f;
        else if (matchesEmpty(*f))
            f = filters.erase(f);
        else
            return SandboxResponse::json(200, searchBundle(0, {}));
    }
    const qint64 first = paging->first;
    qint64 total = 0;
    QJsonArray entries;
    QString buffer; // one for every record and filter: the generated set is large
    const int size = records.size();
    for (int i = 0; i < size; ++i) {
        // One attribute at a time, never the whole record.
        bool match = true;
        for (const AttributeFilter &f : filters) {
            const QStringView value = f.read(i, buffer);
            bool any = false;
            for (const QString &alternative : f.alternatives) {
                if (value.contains(alternative, f.sensitivity)) {
                    any = true;
                    break;
                }
            }
            if (!any) {
                match = false;
                break;
            }
        }
        if (!match)
            continue;
        if (total >= first && total < first + paging->count)
            entries.append(QJsonObject{{QStringLiteral("resource"), recordParameters(records.attributes(i))}});
        ++total;
    }
    return SandboxResponse::json(200, searchBundle(total, entries));
}

SandboxResponse TerminologyModule::versionsHistory(const FhirParameters &in, const QString &oid) const
{
    SandboxResponse error;
    const std::optional<Paging> paging = readPaging(in, QStringLiteral("page"), QStringLiteral("count"), &error);
    if (!paging)
        return error;
    const TerminologyDictionary *d = m_store.dictionary(oid);
    if (!d || !d->latest())
        return notFound();

    int low = -1;
    int high = int(d->versions.size()) - 1;
    const QString lowVersion = in.string(QStringLiteral("low_version"));
    const QString highVersion = in.string(QStringLiteral("high_version"));
    const QString lowTime = in.string(QStringLiteral("low_version_datetime"));
    const QString highTime = in.string(QStringLiteral("high_version_datetime"));
    if (!lowVersion.isEmpty() || !highVersion.isEmpty()) {
        if (lowVersion.isEmpty()) {
            return FhirAnswer::outcome(400, QStringLiteral("required"),
                                       QStringLiteral("Не указан обязательный параметр low_version"));
        }
        low = d->positionOf(lowVersion);
        if (!highVersion.isEmpty())
            high = d->positionOf(highVersion);
        if (low < 0 || high < 0)
            return notFound();
    } else if (!lowTime.isEmpty()) {
        const QDateTime from = FhirTime::parse(lowTime);
        const QDateTime to = highTime.isEmpty() ? d->latest()->date : FhirTime::parse(highTime);
        if (!from.isValid() || !to.isValid()) {
            return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                       QStringLiteral("Неверный формат даты: ожидается ГГГГ-ММ-ДД чч:мм:сс"));
        }
        if (to < from) {
            return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                       QStringLiteral("Неверно заданы старшая и младшая версии"));
        }
        // A moment names the version in force then: the last one published at or before it.
        auto versionAt = [&](const QDateTime &moment) {
            int position = -1;
            for (size_t i = 0; i < d->versions.size(); ++i) {
                if (d->versions[i].date <= moment)
                    position = int(i);
            }
            return position;
        };
        low = versionAt(from);
        high = versionAt(to);
        if (low < 0 || high < 0)
            return notFound();
    } else {
        return FhirAnswer::outcome(
            400, QStringLiteral("required"),
            QStringLiteral("Не указан обязательный параметр low_version или low_version_datetime"));
    }
    if (high < low) {
        return FhirAnswer::outcome(400, QStringLiteral("invalid"),
                                   QStringLiteral("Неверно заданы старшая и младшая версии"));
    }

    const std::vector<RecordChange> &changes = changesBetween(*d, low, high);
    const qint64 total = qint64(changes.size());
    QJsonArray entries;
    for (qint64 i = paging->first; i < total && i < paging->first + paging->count; ++i) {
        const RecordChange &change = changes[size_t(i)];
        static const QString kOperations[] = {QStringLiteral("create"), QStringLiteral("update"),
                                              QStringLiteral("delete")};
        entries.append(
            QJsonObject{{QStringLiteral("resource"),
                         recordParameters(change.records->attributes(change.index), kOperations[change.kind])}});
    }
    return SandboxResponse::json(200, searchBundle(total, entries));
}

const std::vector<TerminologyModule::RecordChange> &
TerminologyModule::changesBetween(const TerminologyDictionary &dictionary, int low, int high) const
{
    for (const VersionPairChanges &cached : m_changeCache) {
        if (cached.low == low && cached.high == high && cached.oid == dictionary.oid)
            return cached.changes;
    }
    constexpr size_t kPairsKept = 4;
    if (m_changeCache.size() == kPairsKept)
        m_changeCache.pop_back();
    VersionPairChanges &pair = m_changeCache.emplace_front();
    pair.oid = dictionary.oid;
    pair.low = low;
    pair.high = high;
    if (low == high)
        return pair.changes;
    // Records are matched by code and compared through sameRecord: the generated dictionary has 100,000
    // records a version, and building each of them twice to compare is what its history must not cost.
    const TerminologyRecordSet &before = *dictionary.versions[size_t(low)].records;
    const TerminologyRecordSet &after = *dictionary.versions[size_t(high)].records;
    for (int i = 0; i < after.size(); ++i) {
        const int old = after.indexIn(i, before);
        if (old < 0)
            pair.changes.push_back({&after, i, RecordChange::Create});
        else if (!after.sameRecord(i, before, old))
            pair.changes.push_back({&after, i, RecordChange::Update});
    }
    for (int i = 0; i < before.size(); ++i) {
        if (before.indexIn(i, after) < 0)
            pair.changes.push_back({&before, i, RecordChange::Delete});
    }
    return pair.changes;
}

} // namespace cliniclink::sandbox
