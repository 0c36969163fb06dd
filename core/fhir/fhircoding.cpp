// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhircoding.h"

#include "core/common/jsonfields.h"

#include <QJsonArray>

namespace cliniclink::fhir {

namespace {

constexpr QStringView kOidPrefix = u"urn:oid:";

// code and version are FHIR strings; a number there is not read as one, so a check reports it.
const JsonFields<FhirCoding> &fields()
{
    static const JsonFields<FhirCoding> kFields({{u"system", &FhirCoding::system},
                                                 {u"version", &FhirCoding::version},
                                                 {u"code", &FhirCoding::code},
                                                 {u"display", &FhirCoding::display}},
                                                JsonEmpty::LeftOut);
    return kFields;
}

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
    return fields().toJson(*this);
}

FhirCoding FhirCoding::fromJson(const QJsonObject &coding)
{
    return fields().fromJson(coding);
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
