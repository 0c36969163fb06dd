// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Which service addresses an environment may use, so a token never travels in clear to a real
// platform: Production takes https only; Test and added environments take plain http only with a
// visible warning; addresses on this machine (the sandbox) are exempt; an address with a user name
// or password in it is refused everywhere (it would end up in logs and in the request line).

#include "environment.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

namespace cliniclink {

class AddressPolicy {
    Q_DECLARE_TR_FUNCTIONS(AddressPolicy)
public:
    enum class Verdict {
        Secure, // https
        Loopback, // http to this machine
        PlainHttp, // http elsewhere: allowed outside Production, with a warning
        HttpRefused, // http elsewhere in Production
        HasCredentials, // user:password@ in the address
        NotWeb, // neither http nor https, or no host
    };

    static Verdict judge(const QUrl &url, EnvironmentKind kind);
    static bool isAllowed(Verdict verdict)
    {
        return verdict == Verdict::Secure || verdict == Verdict::Loopback || verdict == Verdict::PlainHttp;
    }
    // Why the address cannot be used, translated; empty when it can.
    static QString refusal(const QUrl &url, EnvironmentKind kind);
    // The warning to show for an allowed address (plain http away from this machine); empty otherwise.
    static QString warning(const QUrl &url, EnvironmentKind kind);
    // One warning for the whole environment when any of its addresses is plain http away from this
    // machine, naming the services; empty otherwise. Shown in the banner.
    static QString environmentWarning(const Environment &env);
};

} // namespace cliniclink
