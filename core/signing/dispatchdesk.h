// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The doctor's dispatches from sending to signed PDF. send() records the dispatch in the
// journal's outbox (what was sent, without file contents, for which patient, when) before the POST
// leaves; once the platform has taken it, the row is accepted, the form's draft deleted in the same
// transaction, and the FollowDesk follows it through the status method only, within the service's
// limits. Drafts are kept in the journal with their expiry and are not polled.
//
// Never twice by accident: a POST /signing is a billed package and is never retried. When a send
// ends where the platform may have acted (timeout, connection lost, unreadable answer, a crash),
// the row stays "uncertain" and the desk asks the list by the patient's MIS id for dispatches
// created since the send started: sendUncertain() reports them before anything else is offered,
// and after a restart every one found is followed without asking.

#include "core/follow/followedkind.h"
#include "core/follow/outboxsend.h"
#include "signingcalls.h"

#include <QObject>

#include <functional>
#include <optional>

namespace cliniclink {

class Session;
struct TrackedItem;

struct TrackedDispatch {
    qint64 journalId = 0;
    QString trackingId;
    bool isDraft = false;
    QDateTime createdAt;
    QJsonObject meta; // D1 as sent (attachments by name only)
    QStringList fileNames;
    int code = 0; // last known status code
    DispatchStatus status;
    bool finished = false;
    bool stopped = false;
    bool archived = false; // archived by the person (drafts) or by the platform
    QString lastError;
    QDateTime lastCheckedAt;
    QDateTime nextCheckAt;
    QDateTime draftExpiresAt;
    OutboxState outbox = OutboxState::None; // Sending or Uncertain: not (yet) known on the platform
    // Set when the platform answered that it does not know the dispatch (404): what to tell the
    // person (in the built-in sandbox: that it was reset). Its last status no longer holds.
    QString gone;

    QString patientLabel() const; // "Иванов Сергей Петрович" (and "+1" for more patients)
    QString firstPatientId() const;
    static TrackedDispatch fromTracked(const TrackedItem &item);
};

class DispatchDesk : public QObject, public FollowedKind {
    Q_OBJECT
public:
    explicit DispatchDesk(Session &session, QObject *parent = nullptr);

    // Sends a new dispatch (check it first: checkDispatchRequest). dispatchAdded() follows success.
    // formDraftId is the form's journal draft, deleted with the dispatch's record once accepted.
    // Null (and problem()) when the journal cannot record the send: nothing then leaves.
    SendDispatchCall *send(const DispatchRequest &request, qint64 formDraftId = 0);
    // Drafts: kept 24 hours by the platform. A new draft, a draft's update and its send go through
    // the outbox like a dispatch (formDraftId: the form's journal draft, deleted with its record);
    // each is null when the journal cannot record it.
    InitDraftCall *saveDraft(const DispatchRequest &request, qint64 formDraftId = 0);
    SendDraftCall *updateDraft(const QString &trackingId, const DispatchRequest &request, bool replaceAttachments,
                               bool completeDelivery);
    FinalizeDraftCall *finalizeDraft(const QString &trackingId, const DispatchRequest &request);
    ArchiveDraftCall *archiveDraft(const QString &trackingId);

    // Starts following a dispatch the desk did not send itself (found after an uncertain send).
    void follow(const DispatchSummary &summary);
    // The person takes what an uncertain send's lookup found: the send's own row becomes the first,
    // and every other one is followed too.
    void followFound(qint64 outboxId, const QList<DispatchSummary> &found);

    DispatchCall *open(const QString &trackingId); // full GET, only when the person opens it
    // Cancel, resend and the QES start are outbox rows of their own before they leave; each is
    // null (and problem()) when the journal cannot record it. One in doubt is "may have gone".
    CancelDispatchCall *cancel(const QString &trackingId);
    // patients: the dispatch's patients (IdPatientMis) when the journal does not know it (a
    // dispatch of the organization's list); the journal's record wins when it has one.
    ResendCall *resend(const QString &trackingId, const QList<DeliveryChannel> &delivery,
                       const QStringList &patients = {});
    // initqes for the environment's network contour (Environment::qesZspd); a thumbprint given is
    // the certificate preselected in the browser (spaces dropped, upper case).
    InitQesCall *initQes(const QString &trackingId, const QString &certificateThumbprint = {});

    QList<TrackedDispatch> recent(int limit = 500) const; // dispatches and drafts, newest first
    std::optional<TrackedDispatch> dispatch(qint64 journalId) const;
    std::optional<TrackedDispatch> byTrackingId(const QString &trackingId) const;
    void stop(qint64 journalId);
    void checkNow(qint64 journalId);

    // FollowedKind
    void checkStatus(const TrackedItem &item, FollowReply reply) override;
    void lookUp(const TrackedItem &item, LookupReply reply) override;
    void followedItemChanged(qint64 journalId) override { Q_EMIT dispatchChanged(journalId); }

Q_SIGNALS:
    void dispatchAdded(qint64 journalId);
    void dispatchChanged(qint64 journalId);
    // A dispatch reached 210 or 211: worth a desktop notification.
    void dispatchSigned(qint64 journalId);
    // A send ended without an answer; `found` are the patient's dispatches created since it started
    // (empty: none found, the send is marked as not arrived and sending again is safe). outboxId is
    // the send's journal row, for followFound().
    void sendUncertain(const QList<cliniclink::DispatchSummary> &found, const QString &idPatientMis,
                       qint64 outboxId = 0);
    void problem(const QString &message);

private:
    // Sends call through the outbox as an intent of kind (payload: what the row keeps); read reads
    // the answer. A draft, a cancel or a draft's send in doubt is looked up at once. Null (call
    // deleted, problem() emitted with notRecorded's %1 filled in) when the journal cannot record it.
    OutboxSend *sendThroughOutbox(ApiCall *call, const QString &kind, const QJsonObject &payload,
                                  OutboxSend::ReadAnswer read, const QString &notRecorded, qint64 formDraftId = 0);
    // An accepted send of a dispatch or draft: announced, or problem() when the journal lost it.
    void added(const SendOutcome &outcome, const QString &trackingId);
    // A cancel in doubt: the dispatch's status says whether it happened.
    void lookUpCancel(const TrackedItem &item, LookupReply reply);
    // A platform draft sent (or changed) in doubt: the draft's status says whether it went.
    void lookUpDraftSend(const TrackedItem &item, LookupReply reply);
    // drafts/{id}/send and finalize through the outbox; files are the names the row keeps.
    template<class C>
    C *sendDraft(C *call, const QString &trackingId, const QStringList &files, bool completes);
    void record(const QString &trackingId, const QJsonObject &meta, const QStringList &fileNames, bool draft,
                const QDateTime &draftExpiresAt);
    // The patient's dispatches created since `since` (a minute's slack) that nobody follows yet;
    // ok is false when the list could not be read.
    void findDuplicates(const QString &idPatientMis, const QDateTime &since,
                        std::function<void(const QList<DispatchSummary> &found, bool ok, const QString &why)> then);
    template<class C>
    C *start(C *call);

    Session &m_session;
};

} // namespace cliniclink
