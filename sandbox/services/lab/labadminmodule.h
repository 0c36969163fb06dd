// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's admin side of the lab (prefix /sandbox/lab): list orders, and complete a pending
// order as the laboratory would, with a generated result or an error OrderResponse.

#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class LabAdminModule final : public ServiceModule {
public:
    static constexpr auto kPrefix = "/sandbox/lab";

    explicit LabAdminModule(SandboxContext &context);

    QStringList prefixes() const override;
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &) override { }
};

} // namespace cliniclink::sandbox
