// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The doctor's laboratory desk: patients and practitioners registered in the lab service (and
// remembered in the journal, so a patient typed once is offered again), orders sent through the
// FollowDesk's outbox and followed with $getstatus until a final state, cancel through the outbox
// too, and results read in either answer shape. It is one FollowedKind: polling, resume after a
// restart, stop and check now are the FollowDesk's.
//
// Journal kinds: "lab-order" (payload: the request as the form held it and the bundle sent),
// "lab-cancel" (payload: the order id), "lab-patient" and "lab-practitioner" (terminal records of
// what the lab keeps, never followed).

#include "core/follow/followedkind.h"
#include "core/lab/labservice.h"
#include "labcalls.h"
#include "labtypes.h"

#include <QObject>

#include <optional>

namespace cliniclink {

class LabResultFetch;
class Session;

struct LabOrderItem {
    qint64 journalId = 0;
    QString orderId; // the lab's Order id
    LabOrderRequest request;
    QDateTime createdAt;
    QString status; // DSTU2 order-status, or empty while in the outbox
    QString description;
    bool finished = false;
    bool stopped = false;
    OutboxState outbox = OutboxState::None;
    QString lastError;
    QDateTime nextCheckAt;

    static LabOrderItem fromTracked(const TrackedItem &item);
};

class LabDesk : public QObject, public FollowedKind {
    Q_OBJECT
public:
    static constexpr auto kOrderKind = "lab-order";
    static constexpr auto kCancelKind = "lab-cancel";
    static constexpr auto kPatientKind = "lab-patient";
    static constexpr auto kPractitionerKind = "lab-practitioner";

    explicit LabDesk(Session &session, QObject *parent = nullptr);

    // Registers (or updates, when serverId is set) in the lab; on success the lab's copy is
    // remembered and patientSaved()/practitionerSaved() name it. The call reports a refusal.
    LabSaveResourceCall *savePatient(const LabPatient &patient);
    LabSaveResourceCall *savePractitioner(const LabPractitioner &practitioner);
    // Patients and practitioners this workstation registered, newest first, one per server id.
    QList<LabPatient> knownPatients(int limit = 50) const;
    QList<LabPractitioner> knownPractitioners(int limit = 20) const;
    // The practitioner of the environment, prefilled as the form shows it.
    LabPractitioner environmentPractitioner() const;

    // Sends the order bundle once, recorded first in the outbox; formDraftId is deleted with the
    // acceptance. nullptr (and problem()) when the journal cannot record it.
    LabSendBundleCall *sendOrder(const LabOrderRequest &request, qint64 formDraftId = 0);
    // Withdraws a sent order ($cancelorder), through the outbox.
    LabCancelOrderCall *cancelOrder(qint64 journalId);
    // Reads the order's result in either shape, fetching what a Parameters answer only names.
    // nullptr when the journal has no such order.
    LabResultFetch *fetchResult(qint64 journalId);

    QList<LabOrderItem> orders(int limit = 200) const;
    std::optional<LabOrderItem> order(qint64 journalId) const;
    void stop(qint64 journalId);
    void checkNow(qint64 journalId);

    // FollowedKind
    Service followedService() const override { return services::Lab; }
    QStringList followedKinds() const override;
    void checkStatus(const TrackedItem &item, FollowReply reply) override;
    void lookUp(const TrackedItem &item, LookupReply reply) override;
    void followedItemChanged(qint64 journalId) override { Q_EMIT orderChanged(journalId); }

Q_SIGNALS:
    void orderAdded(qint64 journalId);
    void orderChanged(qint64 journalId);
    void patientSaved(const cliniclink::LabPatient &patient);
    void practitionerSaved(const cliniclink::LabPractitioner &practitioner);
    void problem(const QString &message);

private:
    void remember(const QString &kind, const QString &serverId, const QJsonObject &payload, const QString &summary);
    template<class Call>
    void completeSend(Call *call, qint64 rowId, std::function<void()> accepted);

    Session &m_session;
};

} // namespace cliniclink
