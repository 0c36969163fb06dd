// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "linkpolicy.h"

#include "origin.h"

namespace cliniclink {

bool LinkPolicy::mayOpen(const QUrl &link, const QUrl &serviceBase, const QStringList &extraHosts)
{
    if (!link.isValid() || link.host().isEmpty() || !link.userInfo().isEmpty())
        return false;
    const QString host = link.host();
    const QString scheme = link.scheme().toLower();
    if (scheme == u"http")
        return origin::isLoopbackHost(host) && origin::isLoopbackHost(serviceBase.host());
    if (scheme != u"https")
        return false;
    if (!serviceBase.host().isEmpty() && host.compare(serviceBase.host(), Qt::CaseInsensitive) == 0)
        return true;
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
