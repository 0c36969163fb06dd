// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whether a link that came from a server (the QES signing page of service D) may be opened in the
// browser. A server answering "file:///etc/passwd" or a page elsewhere must not get the desktop to
// open it: only https to the signing service's own host, or to a host the environment lists, and
// plain http only when both the link and the service are on this machine (the sandbox); and only on
// the service's configured port or the scheme's default, never another program on the same host.

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace cliniclink {

class LinkPolicy {
    Q_DECLARE_TR_FUNCTIONS(LinkPolicy)
public:
    static bool mayOpen(const QUrl &link, const QUrl &serviceBase, const QStringList &extraHosts);
    // Shown, with the link as plain text, instead of opening it; translated.
    static QString refusal(const QUrl &link);
};

} // namespace cliniclink
