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

private:
    SandboxResponse index(const SandboxRequest &request);
    SandboxResponse clock(const SandboxRequest &request, const QStringList &segments);
    SandboxResponse faults(const SandboxRequest &request, const QStringList &segments);
    SandboxResponse requests(const SandboxRequest &request);
    QJsonObject clockJson() const;
};

} // namespace cliniclink::sandbox
