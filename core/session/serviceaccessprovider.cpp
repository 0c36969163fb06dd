// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "serviceaccessprovider.h"

#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"

#include <QFileInfo>
#include <QSslConfiguration>

namespace cliniclink {

ServiceAccessProvider::ServiceAccessProvider(const EnvironmentStore &environments, const SecretStore &secrets)
    : m_environments(environments)
    , m_secrets(secrets)
{
}

ServiceAccess ServiceAccessProvider::access(Service service) const
{
    const Environment env = m_environments.current();
    QString token = m_secrets.cachedToken(env.id, service);
    if (token.isEmpty())
        token = m_fallbackTokens.value(env.id).value(service);
    ServiceAccess a = serviceAccess(env, service, token);
    if (!env.caFile.isEmpty() && a.baseUrl.scheme() == u"https" && a.refusal.isEmpty()) {
        // Read once per file version: access() is asked before every call.
        const QDateTime modified = QFileInfo(env.caFile).lastModified();
        if (m_caBundle.path() != env.caFile || m_caBundle.lastModified() != modified) {
            m_caBundle = CaBundle::load(env.caFile);
            m_caTrust.clear();
            if (m_caBundle.isValid())
                m_caTrust = QSslConfiguration::systemCaCertificates() + m_caBundle.certificates();
        }
        // A CA file that cannot be read stops the calls: without it they would fail on TLS anyway,
        // and the reason would be less clear.
        if (m_caBundle.isValid())
            a.caCertificates = m_caTrust;
        else
            a.refusal = m_caBundle.errorString();
    }
    return a;
}

void ServiceAccessProvider::setFallbackTokens(const QString &environmentId, const QMap<Service, QString> &tokens)
{
    m_fallbackTokens.insert(environmentId, tokens);
}

} // namespace cliniclink
