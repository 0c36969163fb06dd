// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkpolicy.h"

#include "origin.h"

namespace cliniclink {

namespace {

int defaultPort(const QString &scheme)
{
    if (scheme.compare(u"https", Qt::CaseInsensitive) == 0)
        return 443;
    if (scheme.compare(u"http", Qt::CaseInsensitive) == 0)
        return 80;
    return -1;
}

int effectivePort(const QUrl &url)
{
    return url.port(defaultPort(url.scheme()));
}

// The link's port is the one the service is configured on, or its own scheme's default: another port
// on the same host is another program (a printer's admin page on 631, a database console).
bool portAllowed(const QUrl &link, const QUrl &serviceBase)
{
    const int port = effectivePort(link);
    if (port == defaultPort(link.scheme()))
        return true;
    return !serviceBase.host().isEmpty() && port == effectivePort(serviceBase);
}

} // namespace

bool LinkPolicy::mayOpen(const QUrl &link, const QUrl &serviceBase, const QStringList &extraHosts)
{
    if (!link.isValid() || link.host().isEmpty() || !link.userInfo().isEmpty())
        return false;
    const QString host = link.host();
    const QString scheme = link.scheme().toLower();
    if (scheme == u"http")
        return origin::isLoopbackHost(host) && origin::isLoopbackHost(serviceBase.host())
            && portAllowed(link, serviceBase);
    if (scheme != u"https")
        return false;
    if (!serviceBase.host().isEmpty() && host.compare(serviceBase.host(), Qt::CaseInsensitive) == 0)
        return portAllowed(link, serviceBase);
    // A listed host is a name without a port: only the scheme's default.
    if (effectivePort(link) != defaultPort(scheme))
        return false;
    for (const QString &extra : extraHosts) {
        if (!extra.trimmed().isEmpty() && host.compare(extra.trimmed(), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString LinkPolicy::refusal(const QUrl &link)
{
    return tr("The platform sent a link that does not lead to the signing service, so it was not opened: %1. "
              "Open it yourself only if you trust it.")
        .arg(link.toDisplayString());
}

} // namespace cliniclink
