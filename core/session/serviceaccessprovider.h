// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// How the transport reaches a service of the current environment now (ServiceAccess): the
// environment's address, scheme word and organization, the token from the keychain's cache or,
// when the keychain has none, a fallback (the built-in sandbox's fixture tokens), and the CAs of
// the environment's CA file. Changes when the rules of access change; the Session owns one and
// hands access() to the transport.

#include "core/common/service.h"
#include "core/net/cabundle.h"
#include "core/net/serviceaccess.h"

#include <QList>
#include <QMap>
#include <QSslCertificate>
#include <QString>

namespace cliniclink {

class EnvironmentStore;
class SecretStore;

class ServiceAccessProvider {
public:
    // Neither is owned; both must outlive the provider.
    ServiceAccessProvider(const EnvironmentStore &environments, const SecretStore &secrets);

    // The current environment's access to service. Asked before every call: the CA file is read
    // once per version of it. A stored address the policy refuses, or a CA file that cannot be
    // read, is a refusal (ServiceAccess::refusal), so the call fails before anything leaves.
    ServiceAccess access(Service service) const;

    // Tokens used when the keychain has none for this environment: the built-in sandbox's own
    // fixture tokens, so a new person sees every screen working without typing anything.
    void setFallbackTokens(const QString &environmentId, const QMap<Service, QString> &tokens);

private:
    const EnvironmentStore &m_environments;
    const SecretStore &m_secrets;
    QMap<QString, QMap<Service, QString>> m_fallbackTokens;
    // The current environment's CA file as last read, and the system's CAs with it; read again
    // when the file or its modification time changes.
    mutable CaBundle m_caBundle;
    mutable QList<QSslCertificate> m_caTrust;
};

} // namespace cliniclink
