// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The example service as the sandbox emulates it (/example): a certificate is pending when
// requested and issued kIssueAfterMs of virtual time later; the token is checked as for A, B and C,
// against the fixture's tokens that name the service "example".

#include "sandbox/services/servicemodule.h"

#include <QDateTime>
#include <QList>

namespace cliniclink::sandbox {

class ExampleModule final : public ServiceModule {
public:
    static constexpr qint64 kIssueAfterMs = 20'000;

    explicit ExampleModule(SandboxContext &context);

    QStringList prefixes() const override { return {QStringLiteral("/example")}; }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;

private:
    struct Certificate {
        QString id;
        QString patient;
        QString clientRef;
        QDateTime requestedAt;
    };
    QJsonObject toJson(const Certificate &certificate) const;

    QList<Certificate> m_certificates;
};

void exampleSandboxModules(SandboxContext &context);

} // namespace cliniclink::sandbox
