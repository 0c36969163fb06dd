// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologystore.h"

#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirtime.h"
#include "terminologygeneratedset.h"

#include <QJsonArray>

#include <algorithm>

namespace cliniclink::sandbox {

using fhir::FhirTime;

const TerminologyVersion *TerminologyDictionary::find(const QString &version) const
{
    if (version.isEmpty())
        return latest();
    const int position = positionOf(version);
    return position < 0 ? nullptr : &versions[size_t(position)];
}

int TerminologyDictionary::positionOf(const QString &version) const
{
    for (size_t i = 0; i < versions.size(); ++i) {
        if (versions[i].version == version)
            return int(i);
    }
    return -1;
}

QString TerminologyStore::oidOf(const QString &system)
{
    return fhir::FhirCoding::oidOf(system);
}

const TerminologyDictionary *TerminologyStore::dictionary(const QString &oid) const
{
    const int index = m_byOid.value(oidOf(oid), -1);
    return index < 0 ? nullptr : &m_dictionaries[size_t(index)];
}

bool TerminologyStore::load(const QJsonObject &fixtures, QString *error)
{
    const QJsonObject section = fixtures.value(u"terminology").toObject();
    m_organizations = fixtures.value(u"organizations").toArray();
    m_serviceVersion = section.value(u"serviceVersion").toString(QStringLiteral("1.0.0"));
    m_dictionariesOperation = section.value(u"dictionariesOperation").toBool(true);
    m_dictionaries.clear();
    m_byOid.clear();
    m_maps.clear();
    for (const QJsonValue &d : section.value(u"dictionaries").toArray()) {
        if (!loadDictionary(d.toObject(), error))
            return false;
    }
    for (const QJsonValue &d : section.value(u"generated").toArray()) {
        if (!loadGenerated(d.toObject(), error))
            return false;
    }
    for (const QJsonValue &m : section.value(u"conceptMaps").toArray()) {
        if (!loadConceptMap(m.toObject(), error))
            return false;
    }
    return true;
}

namespace {

TerminologyDictionary passportOf(const QJsonObject &json)
{
    TerminologyDictionary d;
    d.oid = json.value(u"oid").toString();
    d.name = json.value(u"name").toString();
    d.title = json.value(u"title").toString(d.name);
    d.publisher = json.value(u"publisher").toString(QStringLiteral("Минздрав России"));
    d.status = json.value(u"status").toString(QStringLiteral("active"));
    d.useContext = json.value(u"useContext").toArray();
    return d;
}

bool versionHeader(const QJsonObject &json, const QString &oid, TerminologyVersion *v, QString *error)
{
    v->version = json.value(u"version").toString();
    v->date = FhirTime::parse(json.value(u"date").toString());
    if (v->version.isEmpty() || !v->date.isValid()) {
        *error = QStringLiteral("terminology: dictionary %1 has a version without version or date").arg(oid);
        return false;
    }
    return true;
}

} // namespace

bool TerminologyStore::loadDictionary(const QJsonObject &json, QString *error)
{
    TerminologyDictionary d = passportOf(json);
    if (d.oid.isEmpty() || m_byOid.contains(d.oid)) {
        *error = QStringLiteral("terminology: dictionary without oid or repeated: %1").arg(d.oid);
        return false;
    }
    for (const QJsonValue &vj : json.value(u"versions").toArray()) {
        const QJsonObject vo = vj.toObject();
        TerminologyVersion v;
        if (!versionHeader(vo, d.oid, &v, error))
            return false;
        QJsonArray source = vo.value(u"records").toArray();
        // The organizations dictionary follows the parties of the fixture, so the two never disagree.
        if (json.value(u"fromOrganizations").toBool()) {
            for (const QJsonValue &o : m_organizations) {
                const QJsonObject org = o.toObject();
                source.append(QJsonObject{{QStringLiteral("code"), org.value(u"id").toString().toLower()},
                                          {QStringLiteral("display"), org.value(u"name").toString()},
                                          {QStringLiteral("nameFull"), org.value(u"name").toString()},
                                          {QStringLiteral("oid"), org.value(u"oid").toString()}});
            }
        }
        std::vector<QJsonObject> records;
        for (const QJsonValue &r : source) {
            QJsonObject record = r.toObject();
            // Attributes are strings on the wire; numbers in the fixture are a convenience.
            for (auto it = record.begin(); it != record.end(); ++it) {
                if (it.value().isDouble())
                    it.value() = QString::number(it.value().toDouble());
            }
            if (record.value(u"code").toString().isEmpty()) {
                *error = QStringLiteral("terminology: a record of %1 %2 has no code").arg(d.oid, v.version);
                return false;
            }
            records.push_back(record);
        }
        v.records = std::make_shared<StoredRecordSet>(std::move(records));
        d.versions.push_back(std::move(v));
    }
    std::stable_sort(d.versions.begin(), d.versions.end(),
                     [](const TerminologyVersion &a, const TerminologyVersion &b) { return a.date < b.date; });
    m_byOid.insert(d.oid, int(m_dictionaries.size()));
    m_dictionaries.push_back(std::move(d));
    return true;
}

bool TerminologyStore::loadGenerated(const QJsonObject &json, QString *error)
{
    TerminologyDictionary d = passportOf(json);
    if (d.oid.isEmpty() || m_byOid.contains(d.oid)) {
        *error = QStringLiteral("terminology: generated dictionary without oid or repeated: %1").arg(d.oid);
        return false;
    }
    QString firstDate;
    for (const QJsonValue &vj : json.value(u"versions").toArray()) {
        const QJsonObject vo = vj.toObject();
        TerminologyVersion v;
        if (!versionHeader(vo, d.oid, &v, error))
            return false;
        // Records begin with the first version, so only revised records differ between versions.
        if (firstDate.isEmpty())
            firstDate = FhirTime::date(v.date);
        GeneratedSetSpec spec;
        spec.seed = quint64(json.value(u"seed").toInteger(1));
        spec.codePrefix = json.value(u"codePrefix").toString();
        spec.codeDigits = json.value(u"codeDigits").toInt(6);
        spec.count = vo.value(u"count").toInt(json.value(u"count").toInt());
        spec.revisionEvery = vo.value(u"revisionEvery").toInt(0);
        spec.revisionTag = vo.value(u"revisionTag").toString();
        spec.beginDate = firstDate;
        v.records = std::make_shared<GeneratedRecordSet>(std::move(spec));
        d.versions.push_back(std::move(v));
    }
    m_byOid.insert(d.oid, int(m_dictionaries.size()));
    m_dictionaries.push_back(std::move(d));
    return true;
}

bool TerminologyStore::loadConceptMap(const QJsonObject &json, QString *error)
{
    TerminologyConceptMap map;
    map.id = oidOf(json.value(u"id").toString());
    map.name = json.value(u"name").toString();
    map.sourceOid = oidOf(json.value(u"source").toString());
    map.targetOid = oidOf(json.value(u"target").toString());
    if (map.id.isEmpty() || map.sourceOid.isEmpty() || map.targetOid.isEmpty()) {
        *error = QStringLiteral("terminology: concept map needs id, source and target");
        return false;
    }
    for (const QJsonValue &ej : json.value(u"elements").toArray()) {
        const QJsonObject element = ej.toObject();
        const QString code = element.value(u"code").toString();
        for (const QJsonValue &tj : element.value(u"targets").toArray()) {
            ConceptMapTarget target;
            if (tj.isString()) {
                target.code = tj.toString();
            } else {
                const QJsonObject to = tj.toObject();
                target.code = to.value(u"code").toString();
                target.begin = FhirTime::parse(to.value(u"beginDate").toString());
                target.end = FhirTime::parse(to.value(u"endDate").toString());
            }
            map.forward[code].push_back(target);
            map.reverse[target.code].push_back(ConceptMapTarget{code, target.begin, target.end});
        }
    }
    m_maps.push_back(std::move(map));
    return true;
}

} // namespace cliniclink::sandbox
