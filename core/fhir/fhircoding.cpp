// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhircoding.h"

#include <QJsonArray>

namespace cliniclink::fhir {

namespace {
constexpr QStringView kOidPrefix = u"urn:oid:";
} // namespace

FhirCoding FhirCoding::fromOid(const QString &oid, const QString &code, const QString &version)
{
    FhirCoding c;
    c.system = oidSystem(oid);
    c.version = version;
    c.code = code;
    return c;
}

QString FhirCoding::oidSystem(const QString &oid)
{
    if (oid.startsWith(kOidPrefix))
        return oid;
    return kOidPrefix.toString() + oid;
}

QString FhirCoding::oidOf(const QString &system)
{
    const QString trimmed = system.trimmed();
    if (trimmed.startsWith(kOidPrefix))
        return trimmed.mid(kOidPrefix.size());
    return trimmed;
}

bool FhirCoding::isOid() const
{
    return system.startsWith(kOidPrefix);
}

QJsonObject FhirCoding::toJson() const
{
    QJsonObject o;
    if (!system.isEmpty())
        o.insert(QStringLiteral("system"), system);
    if (!version.isEmpty())
        o.insert(QStringLiteral("version"), version);
    if (!code.isEmpty())
        o.insert(QStringLiteral("code"), code);
    if (!display.isEmpty())
        o.insert(QStringLiteral("display"), display);
    return o;
}

FhirCoding FhirCoding::fromJson(const QJsonObject &coding)
{
    FhirCoding c;
    c.system = coding.value(u"system").toString();
    // code and version are FHIR strings; a number there is not read as one, so a check reports it.
    c.version = coding.value(u"version").toString();
    c.code = coding.value(u"code").toString();
    c.display = coding.value(u"display").toString();
    return c;
}

QJsonObject FhirCoding::toConcept() const
{
    return {{QStringLiteral("coding"), QJsonArray{toJson()}}};
}

QList<FhirCoding> FhirCoding::codings(const QJsonObject &codeableConcept)
{
    QList<FhirCoding> out;
    for (const QJsonValue &v : codeableConcept.value(u"coding").toArray()) {
        if (v.isObject())
            out.append(fromJson(v.toObject()));
    }
    return out;
}

std::optional<FhirCoding> FhirCoding::firstOfSystem(const QJsonObject &codeableConcept, const QString &system)
{
    // A bare OID has no scheme; any other system (a urn, a url) is compared as written.
    const QString wanted = system.contains(u':') ? system : oidSystem(system);
    for (const FhirCoding &c : codings(codeableConcept)) {
        if (c.system == wanted)
            return c;
    }
    return std::nullopt;
}

} // namespace cliniclink::fhir
