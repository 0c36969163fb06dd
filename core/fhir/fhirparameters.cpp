// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhirparameters.h"

#include <cmath>

namespace cliniclink::fhir {

namespace {

QString valueAsText(const QJsonObject &parameter)
{
    for (auto it = parameter.begin(); it != parameter.end(); ++it) {
        if (!it.key().startsWith(u"value"))
            continue;
        const QJsonValue v = it.value();
        if (v.isString())
            return v.toString();
        if (v.isBool())
            return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        if (v.isDouble()) {
            const double d = v.toDouble();
            // Whole numbers as integers, when they are within 2^53 (exact in a double, and in range
            // for qint64: 1e60 cast to qint64 is undefined, found by fuzzing).
            if (std::abs(d) < 9007199254740992.0 && d == std::trunc(d))
                return QString::number(qint64(d));
            return QString::number(d);
        }
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            // valueCoding: the code if any, else the system (the contract names a mapping that way).
            if (o.contains(u"code"))
                return o.value(u"code").toString();
            return o.value(u"system").toString();
        }
    }
    return {};
}

} // namespace

FhirParameters FhirParameters::fromResource(const QJsonObject &parameters)
{
    FhirParameters p;
    p.m_valid = parameters.value(u"resourceType").toString() == u"Parameters";
    const QJsonArray list = parameters.value(u"parameter").toArray();
    for (const QJsonValue &item : list) {
        const QJsonObject o = item.toObject();
        const QString name = o.value(u"name").toString();
        if (name.isEmpty())
            continue;
        p.append(name, valueAsText(o), o);
    }
    return p;
}

FhirParameters FhirParameters::fromQuery(const QUrlQuery &query)
{
    FhirParameters p;
    p.m_valid = true;
    const auto items = query.queryItems(QUrl::FullyDecoded);
    p.m_items.reserve(items.size());
    for (const auto &[name, value] : items)
        p.append(name, value);
    return p;
}

void FhirParameters::append(const QString &name, const QString &text, const std::optional<QJsonObject> &raw)
{
    // m_raw holds every object or none: a query's parameters are made into objects when asked for.
    if (raw && m_raw.size() == m_items.size())
        m_raw.append(*raw);
    m_items.append({name, text});
    if (!m_firstByName.contains(name))
        m_firstByName.insert(name, m_items.size() - 1);
}

QJsonObject FhirParameters::rawAt(qsizetype index) const
{
    if (index < m_raw.size())
        return m_raw.at(index);
    const auto &[name, text] = m_items.at(index);
    return parameter(name, text);
}

QJsonObject FhirParameters::rawOf(const QString &name) const
{
    const auto it = m_firstByName.constFind(name);
    return it == m_firstByName.cend() ? QJsonObject() : rawAt(*it);
}

bool FhirParameters::has(const QString &name) const
{
    return m_firstByName.contains(name);
}

QString FhirParameters::string(const QString &name) const
{
    return valueAsText(rawOf(name));
}

std::optional<bool> FhirParameters::boolean(const QString &name, bool *ok) const
{
    if (ok)
        *ok = true;
    if (!has(name))
        return std::nullopt;
    const QString text = string(name).trimmed().toLower();
    if (text == u"true")
        return true;
    if (text == u"false")
        return false;
    if (ok)
        *ok = false;
    return std::nullopt;
}

std::optional<qint64> FhirParameters::integer(const QString &name, bool *ok) const
{
    if (ok)
        *ok = true;
    if (!has(name))
        return std::nullopt;
    bool converted = false;
    const qint64 value = string(name).trimmed().toLongLong(&converted);
    if (!converted) {
        if (ok)
            *ok = false;
        return std::nullopt;
    }
    return value;
}

void FhirParameters::insertIfAbsent(const QString &name, const QString &value)
{
    if (!has(name))
        append(name, value, parameter(name, value));
}

QJsonObject FhirParameters::coding(const QString &name) const
{
    return rawOf(name).value(u"valueCoding").toObject();
}

QJsonObject FhirParameters::resourceOf(const QString &name) const
{
    return rawOf(name).value(u"resource").toObject();
}

QList<QJsonObject> FhirParameters::all(const QString &name) const
{
    QList<QJsonObject> out;
    for (qsizetype i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).first == name)
            out.append(rawAt(i));
    }
    return out;
}

FhirParameters FhirParameters::fromParts(const QJsonObject &parameter)
{
    return fromResource(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                    {QStringLiteral("parameter"), parameter.value(u"part").toArray()}});
}

QJsonObject FhirParameters::codingParameter(const QString &name, const FhirCoding &coding)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("valueCoding"), coding.toJson()}};
}

QJsonObject FhirParameters::parameter(const QString &name, const QString &valueString)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("valueString"), valueString}};
}

QJsonObject FhirParameters::booleanParameter(const QString &name, bool value)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("valueBoolean"), value}};
}

QJsonObject FhirParameters::integerParameter(const QString &name, qint64 value)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("valueInteger"), value}};
}

QJsonObject FhirParameters::resourceParameter(const QString &name, const QJsonObject &resource)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("resource"), resource}};
}

QJsonObject FhirParameters::resource(const QJsonArray &parameters)
{
    return {{QStringLiteral("resourceType"), QStringLiteral("Parameters")}, {QStringLiteral("parameter"), parameters}};
}

} // namespace cliniclink::fhir
