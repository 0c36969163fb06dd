// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service B, prescription registration (/prescription): TakePrescriptionStatus and
// MakeCancelPrescription with the contract's checks in its order: token (401), MIS linked to the
// Organization (401), required and malformed fields (400, one message per field), Organization in
// the dictionary (400), then the records. Error bodies are {"Message": [..]} in Russian.

#include "prescriptionstore.h"
#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class PrescriptionModule final : public ServiceModule {
public:
    explicit PrescriptionModule(SandboxContext &context);

    QStringList prefixes() const override { return {QStringLiteral("/prescription")}; }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;
    QJsonObject saveState() const override { return m_store.saveState(); }
    void restoreState(const QJsonObject &state) override { m_store.restoreState(state); }

    static SandboxResponse messages(int status, const QStringList &texts);

private:
    SandboxResponse takeStatus(const QString &organization, const QString &idSourceMis);
    SandboxResponse cancel(const QString &organization, const QString &idSourceMis);

    PrescriptionStore m_store;
};

} // namespace cliniclink::sandbox
