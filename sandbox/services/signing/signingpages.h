// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The pages a person opens from a link of the signing service, served by the sandbox in Russian:
// the patient's page (/sandbox/patient/<token>: documents, an ESIA step when esiaAuth is true, the
// code from the message, sign or decline; questionnaire questions; an invite's consent form), the
// practitioner's QES page of initqes/initbatchqes (/sandbox/qes/<id>, signs with the sandbox's test
// certificate) and the questionnaire template editor (/sandbox/questionnaire-editor/<id>).

#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class SigningModule;
struct Dispatch;
struct Invite;

class SigningPagesModule final : public ServiceModule {
public:
    explicit SigningPagesModule(SandboxContext &context);

    QStringList prefixes() const override
    {
        return {QStringLiteral("/sandbox/patient"), QStringLiteral("/sandbox/qes"),
                QStringLiteral("/sandbox/questionnaire-editor")};
    }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &) override { }
    bool takesFormPosts() const override { return true; }

private:
    SandboxResponse patient(SigningModule &signing, const SandboxRequest &request, const QStringList &segments);
    SandboxResponse invite(SigningModule &signing, Invite &invite, const SandboxRequest &request,
                           const QStringList &segments);
    SandboxResponse qes(SigningModule &signing, const SandboxRequest &request, const QStringList &segments);
    SandboxResponse editor(SigningModule &signing, const SandboxRequest &request, const QStringList &segments);
};

} // namespace cliniclink::sandbox
