// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxcontext.h"

#include "sandbox/services/servicemodule.h"

#include <QJsonArray>
#include <QUuid>

namespace cliniclink::sandbox {

namespace {

// GUID tokens compare without regard to case or braces, as the platform's do.
QString normalizedToken(const QString &token)
{
    QString t = token.trimmed().toLower();
    if (t.startsWith(u'{') && t.endsWith(u'}'))
        t = t.mid(1, t.size() - 2);
    return t;
}

} // namespace

SandboxContext::SandboxContext(Clock *clock)
    : m_clock(clock)
{
}

SandboxContext::~SandboxContext() = default;

void SandboxContext::loadParties(const QJsonObject &fixtures)
{
    m_misByToken.clear();
    m_servicesByToken.clear();
    m_misById.clear();
    m_organizations.clear();
    m_schemeWords.clear();

    const QJsonArray words = fixtures.value(QStringLiteral("schemeWords")).toArray();
    for (const QJsonValue &w : words)
        m_schemeWords.insert(w.toString().toLower());
    if (m_schemeWords.isEmpty())
        m_schemeWords = {QStringLiteral("n3"), QStringLiteral("platform")};

    for (const QJsonValue &v : fixtures.value(QStringLiteral("organizations")).toArray()) {
        const QJsonObject o = v.toObject();
        Organization org{o.value(QStringLiteral("id")).toString().toLower(), o.value(QStringLiteral("name")).toString(),
                         o.value(QStringLiteral("oid")).toString()};
        m_organizations.insert(org.id, org);
    }
    for (const QJsonValue &v : fixtures.value(QStringLiteral("mis")).toArray()) {
        const QJsonObject o = v.toObject();
        MisIdentity mis{o.value(QStringLiteral("id")).toString(), o.value(QStringLiteral("name")).toString(), {}};
        for (const QJsonValue &org : o.value(QStringLiteral("organizations")).toArray())
            mis.organizations.insert(org.toString().toLower());
        m_misById.insert(mis.id, mis);
    }
    for (const QJsonValue &v : fixtures.value(QStringLiteral("tokens")).toArray()) {
        const QJsonObject o = v.toObject();
        const auto mis = m_misById.constFind(o.value(QStringLiteral("mis")).toString());
        if (mis == m_misById.constEnd())
            continue;
        const QString token = normalizedToken(o.value(QStringLiteral("token")).toString());
        m_misByToken.insert(token, *mis);
        // A token may be listed again (a service's own fixture part adding its key to a token of
        // parties.json): the lists add up.
        QStringList &services = m_servicesByToken[token];
        for (const QJsonValue &s : o.value(QStringLiteral("services")).toArray())
            services << s.toString();
    }
}

std::optional<MisIdentity> SandboxContext::misForSchemeToken(const SandboxRequest &request, Service service) const
{
    const QString value = QString::fromLatin1(request.header("authorization")).trimmed();
    const qsizetype space = value.indexOf(u' ');
    if (space <= 0)
        return std::nullopt;
    if (!m_schemeWords.contains(value.left(space).toLower()))
        return std::nullopt;
    const QString token = normalizedToken(value.mid(space + 1));
    const auto it = m_misByToken.constFind(token);
    if (it == m_misByToken.constEnd() || !tokenServes(token, service))
        return std::nullopt;
    return *it;
}

std::optional<MisIdentity> SandboxContext::misForBareToken(const SandboxRequest &request, Service service) const
{
    const QString value = QString::fromLatin1(request.header("authorization"));
    if (value.trimmed().contains(u' '))
        return std::nullopt;
    const QString token = normalizedToken(value);
    const auto it = m_misByToken.constFind(token);
    if (it == m_misByToken.constEnd() || !tokenServes(token, service))
        return std::nullopt;
    return *it;
}

bool SandboxContext::tokenServes(const QString &token, Service service) const
{
    const QStringList services = m_servicesByToken.value(token);
    return services.isEmpty() || services.contains(serviceKey(service));
}

std::optional<Organization> SandboxContext::organization(const QString &id) const
{
    const auto it = m_organizations.constFind(id.toLower());
    if (it == m_organizations.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<MisIdentity> SandboxContext::mis(const QString &id) const
{
    const auto it = m_misById.constFind(id);
    if (it == m_misById.constEnd())
        return std::nullopt;
    return *it;
}

void SandboxContext::addModule(std::unique_ptr<ServiceModule> module)
{
    m_modules.push_back(std::move(module));
}

void SandboxContext::reload()
{
    loadParties(m_fixtures);
    for (const auto &module : m_modules)
        module->load(m_fixtures);
}

ServiceModule *SandboxContext::moduleForPath(const QString &path, QString *subPath) const
{
    ServiceModule *best = nullptr;
    qsizetype bestLength = -1;
    for (const auto &module : m_modules) {
        for (const QString &prefix : module->prefixes()) {
            QString p = prefix;
            while (p.endsWith(u'/'))
                p.chop(1);
            const bool matches = path == p || (path.startsWith(p) && path.at(p.size()) == u'/');
            if (matches && p.size() > bestLength) {
                best = module.get();
                bestLength = p.size();
            }
        }
    }
    if (best && subPath)
        *subPath = path.mid(bestLength);
    return best;
}

} // namespace cliniclink::sandbox
