// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service A, enrichment (/enrichment): SNILS lookup, SNILS validation and unified policy number
// orders. A POST checks the request and creates an order; the order completes after a delay on the
// virtual clock with the registries' answer; GET by id reports it (text/plain with a JSON body).
// Limits: requests per minute per token, and 10 s between status requests of one order (or, with
// the fixture's limits.statusPause "acrossOrders", of any two orders of a MIS).
// Its admin side (/sandbox/enrichment): GET /persons lists the registries' persons, so a
// workstation can offer them as test patients.

#include "enrichmentregistry.h"
#include "sandbox/services/servicemodule.h"

#include <QDateTime>
#include <QHash>

#include <deque>

namespace cliniclink::sandbox {

class EnrichmentModule final : public ServiceModule {
public:
    explicit EnrichmentModule(SandboxContext &context);

    QStringList prefixes() const override
    {
        return {QStringLiteral("/enrichment"), QStringLiteral("/sandbox/enrichment")};
    }
    SandboxResponse handle(const SandboxRequest &request, const QString &subPath) override;
    void load(const QJsonObject &fixtures) override;
    QJsonObject saveState() const override;
    void restoreState(const QJsonObject &state) override;

    static constexpr auto kCompleted = u"Выполнено";
    static constexpr auto kInProgress = u"В обработке";

private:
    struct Order {
        QString id;
        EnrichmentKind kind = EnrichmentKind::Snils;
        QString misId;
        QDateTime created;
        QDateTime completesAt;
        QDateTime lastStatusRequest;
        QJsonObject answer;
    };

    SandboxResponse handleAdmin(const SandboxRequest &request, const QString &subPath) const;
    SandboxResponse create(const SandboxRequest &request, EnrichmentKind kind, const QString &misId);
    SandboxResponse status(const SandboxRequest &request, EnrichmentKind kind, const QString &id, const QString &misId);
    // nullopt when the request may go on; a 429 otherwise. Counts the request when it goes on.
    std::optional<SandboxResponse> checkMinuteLimit(const SandboxRequest &request, const QString &misId);
    // Completed orders are kept for a day of virtual time, then forgotten (a status request gets
    // 404), as a real service would: the state no longer grows with every order ever made.
    void forgetFinished(const QDateTime &now);

    EnrichmentRegistry m_registry;
    QJsonArray m_fixturePersons; // as the fixture has them, for GET /sandbox/enrichment/persons
    QHash<QString, Order> m_orders;
    QHash<QString, std::deque<QDateTime>> m_recentRequests; // per MIS, the last minute
    int m_requestsPerMinute = 500;
    int m_statusIntervalSeconds = 10;
    bool m_statusPauseAcrossOrders = false; // the fixture's limits.statusPause: "perOrder" or "acrossOrders"
    QHash<QString, QDateTime> m_lastStatusByMis; // the last admitted status request of any order, per MIS
    int m_completionSeconds = 30;
    QDateTime m_lastForget;
};

} // namespace cliniclink::sandbox
