// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's own API under /sandbox/: the virtual clock, fault injection, reset and the request
// log. No authentication: the sandbox listens on loopback by default (docs/sandbox.md).

#include "servicemodule.h"

namespace cliniclink::sandbox {

class AdminModule final : public ServiceModule {
public:
    explicit AdminModule(SandboxContext &context);

    QStringList prefixes() const override { return {QStringLiteral("/sandbox")}; }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &) override { }

    // Any page a browser shows can send requests to 127.0.0.1: every /sandbox/ route is refused
    // unless Host is loopback (127.0.0.1, localhost, [::1], any port; not a rebound DNS name) and an
    // Origin, when sent, is loopback too: 403. A body must be JSON (415), except on routes that are
    // pages taking HTML form posts (formsAllowed). nullopt: the request may go on.
    static std::optional<SandboxResponse> refuseForeign(const SandboxRequest &request, bool formsAllowed);

private:
    SandboxResponse index(const SandboxRequest &request);
    SandboxResponse clock(const SandboxRequest &request, const QStringList &segments);
    SandboxResponse faults(const SandboxRequest &request, const QStringList &segments);
    SandboxResponse requests(const SandboxRequest &request);
    QJsonObject clockJson() const;
};

} // namespace cliniclink::sandbox
