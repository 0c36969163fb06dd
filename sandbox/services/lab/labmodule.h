#pragma once
// Service C, laboratory exchange (prefix /exlab/api/fhir): patients and practitioners, order and
// result transaction Bundles, and the $getorder/$getorders/$getstatus/$getresult/$getresults
// operations. Coded values are checked against the TerminologyModule of the same sandbox.

#include "labstore.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class LabModule final : public ServiceModule {
public:
    static constexpr auto kPrefix = "/exlab/api/fhir";

    explicit LabModule(SandboxContext &context);

    QStringList prefixes() const override;
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject &state) override;

    // For the admin module: complete a pending order with a generated result, or with an error
    // OrderResponse carrying description. Answers the transaction-response or an OperationOutcome.
    SandboxResponse completeOrder(const QString &orderId, bool success, const QString &description);
    LabStore &store() { return m_store; }

private:
    SandboxResponse createOrUpdate(const SandboxRequest &request, const QString &type, const QString &id);
    SandboxResponse transaction(const SandboxRequest &request, const MisIdentity &mis);
    SandboxResponse getOrder(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getOrders(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getStatus(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getResult(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getResults(const QJsonObject &body, const MisIdentity &mis);

    QJsonObject collection(const QStringList &references) const;
    QStringList laboratories() const;

    LabStore m_store;
    QJsonObject m_section;
};

} // namespace cliniclink::sandbox
