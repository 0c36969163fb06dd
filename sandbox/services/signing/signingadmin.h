// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's admin side of the signing service (prefix /sandbox/signing): the outbox, billing,
// every dispatch with its signers, moving a dispatch along as a patient or practitioner would,
// forcing retired statuses, the gateway's limits and processing times, and the test PKI.

#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class SigningModule;

class SigningAdminModule final : public ServiceModule {
public:
    explicit SigningAdminModule(SandboxContext &context);

    QStringList prefixes() const override { return {QStringLiteral("/sandbox/signing")}; }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &) override { }

private:
    SandboxResponse dispatchAction(SigningModule &signing, const SandboxRequest &request, const QStringList &segments);
};

} // namespace cliniclink::sandbox
