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
        p.m_items.append({name, valueAsText(o)});
        p.m_raw.append(o);
        if (!p.m_byName.contains(name))
            p.m_byName.insert(name, o);
    }
    return p;
}

FhirParameters FhirParameters::fromQuery(const QUrlQuery &query)
{
    FhirParameters p;
    p.m_valid = true;
    const auto items = query.queryItems(QUrl::FullyDecoded);
    for (const auto &[name, value] : items) {
        p.m_items.append({name, value});
        p.m_raw.append(parameter(name, value));
        if (!p.m_byName.contains(name))
            p.m_byName.insert(name, p.m_raw.last());
    }
    return p;
}

bool FhirParameters::has(const QString &name) const
{
    return m_byName.contains(name);
}

QString FhirParameters::string(const QString &name) const
{
    return valueAsText(m_byName.value(name).toObject());
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
    if (has(name))
        return;
    m_items.append({name, value});
    m_raw.append(parameter(name, value));
    m_byName.insert(name, m_raw.last());
}

QJsonObject FhirParameters::coding(const QString &name) const
{
    return m_byName.value(name).toObject().value(u"valueCoding").toObject();
}

QJsonObject FhirParameters::resourceOf(const QString &name) const
{
    return m_byName.value(name).toObject().value(u"resource").toObject();
}

QList<QJsonObject> FhirParameters::all(const QString &name) const
{
    QList<QJsonObject> out;
    for (const QJsonObject &o : m_raw) {
        if (o.value(u"name").toString() == name)
            out.append(o);
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
