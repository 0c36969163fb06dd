// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's enrichment orders from sending to result: submit() records the order in the
// journal's outbox (what was sent, for whom) and sends the POST; once the platform has taken it,
// the row is accepted and followed by the FollowDesk, which reads its status no sooner than 10 s
// apart until "Выполнено" or an error. An order whose answer never came readably stays "may have
// gone": the contract has no list to look it up in, so the person decides. The answer is kept in
// the journal, so orders and results survive a restart and a pending order resumes.

#include "core/follow/followedkind.h"
#include "enrichmentcalls.h"
#include "enrichmenttypes.h"

#include <QDateTime>
#include <QObject>

#include <optional>

namespace cliniclink {

class Session;
struct TrackedItem;

struct EnrichmentOrder {
    qint64 journalId = 0;
    EnrichmentOperation operation = EnrichmentOperation::SnilsLookup;
    QString orderId;
    QDateTime createdAt;
    QJsonObject request; // the body as sent
    QString status; // the platform's word ("В обработке", "Выполнено")
    bool finished = false;
    bool stopped = false;
    bool lost = false; // still under way when the built-in sandbox was reset
    EnrichmentResult result;
    QString lastError;
    QDateTime lastCheckedAt;
    QDateTime nextCheckAt; // while followed
    OutboxState outbox = OutboxState::None; // Sending or Uncertain: not (yet) known on the platform

    // "Иванов Сергей Петрович, 14.03.1978" from the request, for the person at the screen.
    QString patientLabel() const;
    // Sent for a row of a list of patients (a bulk job), not typed in the form.
    bool isBulkRow() const;
    static EnrichmentOrder fromTracked(const TrackedItem &item);
};

// A send begun: the call (reports the platform's answer) and the order's outbox row.
struct EnrichmentSubmission {
    EnrichmentOrderCall *call = nullptr; // null when the journal could not record the send
    qint64 journalId = 0;
};

class EnrichmentDesk : public QObject, public FollowedKind {
    Q_OBJECT
public:
    explicit EnrichmentDesk(Session &session, QObject *parent = nullptr);

    // Sends an order built from the form (validate first: validateEnrichmentRequest). The call
    // reports the platform's refusal; on success the order is recorded and followed, and
    // orderAdded() names it.
    EnrichmentOrderCall *submit(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                const IdentityDocument &document);
    // The same, with `origin` kept in the journal row beside the request (under its own keys; a
    // bulk job's row names itself there), and the outbox row's id returned at once.
    EnrichmentSubmission send(EnrichmentOperation operation, const EnrichmentPatient &patient,
                              const IdentityDocument &document, const QJsonObject &origin = {});

    // Orders of the current environment, newest first; with BulkRows::Without, only those typed
    // in the form (a list of patients sends hundreds, which would bury the person's own).
    enum class BulkRows { With, Without };
    QList<EnrichmentOrder> recent(int limit = 100, BulkRows bulk = BulkRows::With) const;
    std::optional<EnrichmentOrder> order(qint64 journalId) const;

    // The person stops following an order, or asks for a check now (still no sooner than the
    // 10-second rule allows).
    void stop(qint64 journalId);
    void checkNow(qint64 journalId);

    // FollowedKind
    void checkStatus(const TrackedItem &item, FollowReply reply) override;
    void followedItemChanged(qint64 journalId) override { Q_EMIT orderChanged(journalId); }

Q_SIGNALS:
    // The platform took the order (the outbox row is accepted and followed).
    void orderAdded(qint64 journalId);
    // One write of the order's row: sent, answered, stopped, in doubt.
    void orderChanged(qint64 journalId);
    void problem(const QString &message);

private:
    Session &m_session;
};

} // namespace cliniclink
