// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fhirbundle.h"

#include <QUuid>

namespace cliniclink::fhir {

namespace {
constexpr QStringView kUrnPrefix = u"urn:uuid:";
}

FhirBundle::FhirBundle(const QString &type)
    : m_type(type)
{
}

void FhirBundle::setProfile(const QString &profile)
{
    m_profile = profile;
}

QString FhirBundle::newUrn() const
{
    // Random UUIDs do not collide in practice; the loop keeps "unique in the bundle" a guarantee.
    QString urn;
    do {
        urn = kUrnPrefix.toString() + QUuid::createUuid().toString(QUuid::WithoutBraces);
    } while (m_used.contains(urn) || m_reserved.contains(urn));
    return urn;
}

QString FhirBundle::reserveUrn()
{
    const QString urn = newUrn();
    m_reserved.insert(urn);
    return urn;
}

QString FhirBundle::add(const QJsonObject &resource)
{
    return add(resource, QString());
}

QString FhirBundle::add(const QJsonObject &resource, const QString &requestUrl)
{
    const QString urn = reserveUrn();
    addAt(urn, resource, requestUrl);
    return urn;
}

bool FhirBundle::addAt(const QString &urn, const QJsonObject &resource, const QString &requestUrl)
{
    if (!m_reserved.contains(urn))
        return false;
    m_reserved.remove(urn);
    m_used.insert(urn);
    const QString url = requestUrl.isEmpty() ? resource.value(u"resourceType").toString() : requestUrl;
    m_entries.append(
        QJsonObject{{QStringLiteral("fullUrl"), urn},
                    {QStringLiteral("resource"), resource},
                    {QStringLiteral("request"),
                     QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")}, {QStringLiteral("url"), url}}}});
    return true;
}

QJsonObject FhirBundle::toJson() const
{
    QJsonObject bundle{{QStringLiteral("resourceType"), QStringLiteral("Bundle")}, {QStringLiteral("type"), m_type}};
    if (!m_profile.isEmpty())
        bundle.insert(QStringLiteral("meta"), QJsonObject{{QStringLiteral("profile"), QJsonArray{m_profile}}});
    bundle.insert(QStringLiteral("entry"), m_entries);
    return bundle;
}

QJsonObject FhirBundle::reference(const QString &target)
{
    return {{QStringLiteral("reference"), target}};
}

bool FhirBundle::isUrnUuid(const QString &text)
{
    return text.startsWith(kUrnPrefix) && !QUuid::fromString(QStringView(text).mid(kUrnPrefix.size())).isNull();
}

} // namespace cliniclink::fhir
