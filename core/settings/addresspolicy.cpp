// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "addresspolicy.h"

#include "core/net/origin.h"

#include <QStringList>

namespace cliniclink {

AddressPolicy::Verdict AddressPolicy::judge(const QUrl &url, EnvironmentKind kind)
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"http" && scheme != u"https"))
        return Verdict::NotWeb;
    if (!url.userInfo().isEmpty())
        return Verdict::HasCredentials;
    if (scheme == u"https")
        return Verdict::Secure;
    if (origin::isLoopbackHost(url.host()))
        return Verdict::Loopback;
    return kind == EnvironmentKind::Production ? Verdict::HttpRefused : Verdict::PlainHttp;
}

QString AddressPolicy::refusal(const QUrl &url, EnvironmentKind kind)
{
    switch (judge(url, kind)) {
    case Verdict::HttpRefused:
        return tr("Production accepts only https:// addresses: over plain http the access token and patients' data "
                  "would travel unencrypted.");
    case Verdict::HasCredentials:
        return tr("Remove the user name and password from the address: tokens are entered in their own fields.");
    case Verdict::NotWeb:
        return tr("Enter an address that starts with http:// or https://, for example https://api.example.ru");
    case Verdict::Secure:
    case Verdict::Loopback:
    case Verdict::PlainHttp:
        break;
    }
    return {};
}

QString AddressPolicy::warning(const QUrl &url, EnvironmentKind kind)
{
    if (judge(url, kind) != Verdict::PlainHttp)
        return {};
    return tr("Plain http: the access token and the data travel unencrypted. Use https:// unless this network is "
              "trusted.");
}

QString AddressPolicy::environmentWarning(const Environment &env)
{
    QStringList services;
    for (Service s : allServices()) {
        if (env.isConfigured(s) && judge(env.baseUrl(s), env.kind) == Verdict::PlainHttp)
            services << serviceDisplayName(s);
    }
    if (services.isEmpty())
        return {};
    return tr("unencrypted http: %1").arg(services.join(QStringLiteral(", ")));
}

} // namespace cliniclink
