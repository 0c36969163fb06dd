// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhirbundlereader.h"

namespace cliniclink::fhir {

FhirBundleReader::FhirBundleReader(const QJsonObject &bundle)
    : m_isBundle(bundle.value(u"resourceType").toString() == u"Bundle")
    , m_type(bundle.value(u"type").toString())
    , m_entries(bundle.value(u"entry").toArray())
{
}

QJsonObject FhirBundleReader::entry(qsizetype index) const
{
    return index >= 0 && index < m_entries.size() ? m_entries.at(index).toObject() : QJsonObject();
}

QJsonObject FhirBundleReader::resource(qsizetype index) const
{
    return entry(index).value(u"resource").toObject();
}

QString FhirBundleReader::fullUrl(qsizetype index) const
{
    return entry(index).value(u"fullUrl").toString();
}

std::optional<qsizetype> FhirBundleReader::indexOf(const QString &reference) const
{
    if (reference.isEmpty())
        return std::nullopt;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (fullUrl(i) == reference)
            return i;
    }
    if (reference.startsWith(u"urn:"))
        return std::nullopt; // a urn names an entry by its fullUrl only
    // "Type/id", possibly written as an absolute url or with a version suffix "/_history/n".
    QString relative = reference;
    const qsizetype history = relative.indexOf(u"/_history/");
    if (history >= 0)
        relative.truncate(history);
    const QStringList parts = relative.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return std::nullopt;
    const QString type = parts.at(parts.size() - 2);
    const QString id = parts.last();
    const QString tail = u'/' + type + u'/' + id;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const QString url = fullUrl(i);
        if (url == type + u'/' + id || url.endsWith(tail))
            return i;
        const QJsonObject r = resource(i);
        if (r.value(u"resourceType").toString() == type && r.value(u"id").toString() == id)
            return i;
    }
    return std::nullopt;
}

std::optional<QJsonObject> FhirBundleReader::resolve(const QString &reference) const
{
    const auto index = indexOf(reference);
    if (!index)
        return std::nullopt;
    return resource(*index);
}

std::optional<QJsonObject> FhirBundleReader::resolve(const QJsonObject &reference) const
{
    return resolve(reference.value(u"reference").toString());
}

QList<QJsonObject> FhirBundleReader::resources(const QString &resourceType) const
{
    QList<QJsonObject> out;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const QJsonObject r = resource(i);
        if (r.value(u"resourceType").toString() == resourceType)
            out.append(r);
    }
    return out;
}

} // namespace cliniclink::fhir
