#pragma once
// The doctor's dispatches from sending to signed PDF. send() posts a dispatch; once the platform
// has taken it, it is recorded in the journal (what was sent, without file contents) and followed
// by the poller through the status method only, within the service's limits. Drafts are kept in
// the journal with their expiry and are not polled.
//
// Never twice by accident: a POST /signing is a billed package and is never retried. When a send
// ends without an answer (timeout, connection lost after sending), the dispatch may exist, so the
// desk asks the list by the patient's MIS id for dispatches created since the send started and
// reports them through sendUncertain() before anything else is offered.

#include "signingcalls.h"

#include <QObject>

#include <optional>

namespace cliniclink {

class Session;
struct PollItem;
struct TrackedItem;

struct TrackedDispatch
{
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

    QString patientLabel() const; // "Иванов Сергей Петрович" (and "+1" for more patients)
    QString firstPatientId() const;
    static TrackedDispatch fromTracked(const TrackedItem &item);
};

class DispatchDesk : public QObject
{
    Q_OBJECT
public:
    explicit DispatchDesk(Session &session, QObject *parent = nullptr);

    // Sends a new dispatch (check it first: checkDispatchRequest). dispatchAdded() follows success.
    SendDispatchCall *send(const DispatchRequest &request);
    // Drafts: kept 24 hours by the platform.
    InitDraftCall *saveDraft(const DispatchRequest &request);
    SendDraftCall *updateDraft(const QString &trackingId, const DispatchRequest &request, bool replaceAttachments,
                               bool completeDelivery);
    FinalizeDraftCall *finalizeDraft(const QString &trackingId, const DispatchRequest &request);
    ArchiveDraftCall *archiveDraft(const QString &trackingId);

    // Starts following a dispatch the desk did not send itself (found after an uncertain send).
    void follow(const DispatchSummary &summary);

    DispatchCall *open(const QString &trackingId);      // full GET, only when the person opens it
    CancelDispatchCall *cancel(const QString &trackingId);
    ResendCall *resend(const QString &trackingId, const QList<DeliveryChannel> &delivery);
    InitQesCall *initQes(const QString &trackingId);

    QList<TrackedDispatch> recent(int limit = 500) const; // dispatches and drafts, newest first
    std::optional<TrackedDispatch> dispatch(qint64 journalId) const;
    std::optional<TrackedDispatch> byTrackingId(const QString &trackingId) const;
    void stop(qint64 journalId);
    void checkNow(qint64 journalId);

Q_SIGNALS:
    void dispatchAdded(qint64 journalId);
    void dispatchChanged(qint64 journalId);
    // A dispatch reached 210 or 211: worth a desktop notification.
    void dispatchSigned(qint64 journalId);
    // A send ended without an answer; `found` are the patient's dispatches created since it started
    // (empty: none found, sending again is safe).
    void sendUncertain(const QList<cliniclink::DispatchSummary> &found, const QString &idPatientMis);
    void problem(const QString &message);

private:
    void onPollDue(const PollItem &item);
    void record(const QString &trackingId, const QJsonObject &meta, const QStringList &fileNames, bool draft,
                const QDateTime &draftExpiresAt);
    void lookForDuplicates(const QString &idPatientMis, const QDateTime &since);
    template<class C>
    C *start(C *call);

    Session &m_session;
};

} // namespace cliniclink
