// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service C, laboratory exchange (prefix /exlab/api/fhir): patients and practitioners, order and
// result transaction Bundles, the $getorder/$getorders/$getstatus/$getresult/$getresults operations
// and $cancelorder. The $get operations answer Parameters as public clients read them (field-notes),
// or the Bundles of earlier sandboxes when the fixture or the admin API asks for them. Coded values
// are checked against the TerminologyModule of the same sandbox. A laboratory works by itself: an
// order still pending orderCompletionSeconds (virtual) after it arrived is completed with the generated
// result, as the enrichment orders are; the admin API may choose the outcome before that.

#include "labstore.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/servicemodule.h"

namespace cliniclink::sandbox {

class LabModule final : public ServiceModule {
public:
    static constexpr auto kPrefix = "/exlab/api/fhir";
    static constexpr int kDefaultCompletionSeconds = 120;

    explicit LabModule(SandboxContext &context);

    QStringList prefixes() const override;
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject &state) override;

    // For the admin module: complete a pending order with a generated result, or with an error
    // OrderResponse carrying description. Answers the transaction-response or an OperationOutcome.
    // at: the result's time (empty: now).
    SandboxResponse completeOrder(const QString &orderId, bool success, const QString &description,
                                  const QDateTime &at = {});
    // Completes, with the generated result, every order still pending completionSeconds() after it
    // arrived. Called before any lab or lab admin request is answered (the enrichment's way: the
    // virtual clock decides, nothing runs on a timer).
    void completeDue();
    // The virtual delay of a result: the lab fixture's orderCompletionSeconds (default 120).
    int completionSeconds() const { return m_completionSeconds; }
    LabStore &store() { return m_store; }

    // How $getorder(s)/$getresult(s) answer: Parameters (public clients) or Bundles.
    enum class AnswerShape { Parameters, Bundle };
    AnswerShape answerShape() const { return m_answerShape; }
    void setAnswerShape(AnswerShape shape) { m_answerShape = shape; }

private:
    SandboxResponse createOrUpdate(const SandboxRequest &request, const QString &type, const QString &id);
    SandboxResponse transaction(const SandboxRequest &request, const MisIdentity &mis);
    SandboxResponse getOrder(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getOrders(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getStatus(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getResult(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse getResults(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse cancelOrder(const QJsonObject &body, const MisIdentity &mis);
    SandboxResponse organization(const QString &id) const;

    QJsonObject collection(const QStringList &references) const;
    // The OrderResponse of an order's latest result, the first parameter of a Parameters answer.
    QJsonObject orderResponse(const LabOrderRecord &order) const;
    QJsonObject statusParameters(const LabOrderRecord &order) const;
    QStringList laboratories() const;

    LabStore m_store;
    QJsonObject m_section;
    AnswerShape m_answerShape = AnswerShape::Parameters;
    int m_completionSeconds = kDefaultCompletionSeconds;
};

} // namespace cliniclink::sandbox
