// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Everything the workstation follows on the platform, in one shape (TrackedItem, a journal row),
// for every kind at once. Desks register a FollowedKind per service; the FollowDesk
// - keeps the Poller and the journal in step: track() records an item and follows it, resume()
//   follows an environment's pending items where the previous run left them;
// - is the poller's one listener: each due item goes to the handler registered for its service
//   and kind, and the handler's answer is written back as ONE journal write followed by ONE
//   itemChanged(id) (and the handler's followedItemChanged(id));
// - holds the outbox (followoutbox.cpp, outboxsend.h): a billed or state-changing request is a
//   journal row in state Sending before it leaves, and one OutboxSend completes it as Accepted,
//   Refused or Uncertain; an uncertain row is looked up on the platform through its handler
//   before the same content may go again. Desks send through send() only.
// Poller keys of journal items are "journal:<id>"; only this class makes or reads them.

#include "core/storage/journal.h"
#include "followedkind.h"
#include "outboxsend.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <chrono>
#include <optional>

namespace cliniclink {

class ApiCall;
class ClockTimer;
class Poller;
class Transport;
struct PollItem;

class FollowDesk : public QObject {
    Q_OBJECT
public:
    // Neither is owned; both must outlive the desk.
    FollowDesk(Journal *journal, Poller *poller, QObject *parent = nullptr);

    Journal &journal() const { return *m_journal; }
    Poller &poller() const { return *m_poller; }

    // kind answers for its service and kinds until owner is destroyed.
    void registerKind(FollowedKind *kind, QObject *owner);

    static QString keyFor(qint64 journalId);
    static std::optional<qint64> journalIdFor(const QString &key);

    // Records item and follows it (first check initialDelay from now unless item.nextCheckAt says
    // otherwise). A terminal item is recorded only. Returns the journal id.
    JournalResult<qint64> track(TrackedItem item);
    // Follows every pending item of the environment, each at its recorded next check and never
    // sooner than minInterval after its last request; a send left Sending by a crash becomes
    // Uncertain and is looked up on the platform (found: followed; not found: refused). Returns
    // how many were followed. In a clinic (shareWithClinic()), the items this run takes as its
    // share, and only the sends of runs that are gone.
    JournalResult<int> resume(const QString &environmentId);
    QString environmentId() const { return m_environmentId; }
    // The environment lists and lookups name, set when it changes (resume() may come later).
    void setEnvironment(const QString &environmentId) { m_environmentId = environmentId; }

    // Items of the current environment, newest first, with the poller's next check.
    // While a clinic database cannot be reached, both answer with what was read last.
    QList<TrackedItem> items(Service service, int limit) const;
    std::optional<TrackedItem> item(qint64 journalId) const;
    std::optional<TrackedItem> byExternalId(Service service, const QString &externalId) const;
    QDateTime nextCheckAt(qint64 journalId) const;
    bool isFollowed(qint64 journalId) const;

    // The person stops following an item (or sets aside a send in doubt: it is no longer looked
    // up), or asks for a check now (within the policy's minimum). In a clinic, the workstation
    // that follows the item checks it; when nobody does (its holder is gone), this one takes it.
    void stop(qint64 journalId);
    void checkNow(qint64 journalId);
    // A status the desk learnt outside a poll (an archived draft, a finalized one).
    JournalResult<void> setStatus(qint64 journalId, const QString &status, bool terminal);
    // Follows a finished item again (a signed dispatch that takes another signature).
    JournalResult<void> followAgain(qint64 journalId);
    // The platform forgot everything of the environment (the built-in sandbox was reset). What the
    // workstation learnt stays: a finished item keeps its result, a refused send its reason. Every
    // item still under way (followed, stopped, or a send in doubt) stops being followed and ends
    // as lost (FollowAnswer::lostInResetStatus()), each announced as changed so lists say so.
    // Drafts of forms stay: they are the person's work. Returns how many items were lost.
    JournalResult<int> forgetEnvironment(const QString &environmentId);
    // The person closes what stayed unfinished past the retention period (Journal::unfinishedBefore):
    // no longer followed nor looked up, and emptied in the journal (Journal::closeUnfinished), each
    // announced. Returns how many were closed.
    JournalResult<int> closeUnfinished(const UnfinishedItems &unfinished);

    // The outbox. Records intent (what, for whom; createdAt is now) as Sending, then starts call
    // through transport as one OutboxSend (outboxsend.h), which completes the row from read's
    // reading of the answer, or as Refused or Uncertain, and tells which. formDraftId names the
    // form's draft deleted with the accepted row, if it still has the revision it had here (the
    // form was not changed meanwhile); inDoubt says whether a send in doubt is looked up at once.
    // When the journal cannot record the intent, call is deleted unsent and the error returned.
    JournalResult<OutboxSend *> send(Transport &transport, TrackedItem intent, ApiCall *call,
                                     OutboxSend::ReadAnswer read, qint64 formDraftId = 0,
                                     InDoubt inDoubt = InDoubt::Wait);
    // Asks the row's handler what the send may have created. With settle, the answer completes
    // the row (found: accepted and every find followed; not found: refused) before then() runs;
    // without, then() decides (a person asked).
    void lookUp(qint64 journalId, bool settle, std::function<void(const FollowLookup &)> then = {});
    // Completes a send in doubt with what a lookup found, as lookUp() with settle does: found, the
    // first find accepts the row and the others are followed; not found, it is refused (it may go
    // again); unknown, it stays in doubt with the lookup's note. For a desk that asked the
    // platform itself and lets the person decide what was found.
    JournalResult<void> settle(qint64 journalId, const FollowLookup &lookup);
    // The finds of a lookup: the first completes the outbox row, the others are followed (those
    // followed already are skipped). Returns the ids now followed, the outbox row first.
    JournalResult<QList<qint64>> acceptFound(qint64 journalId, const QList<TrackedItem> &found);

    // Clinic mode (followclinic.cpp; the journal is the clinic database): this run (workstationId,
    // Session::workstationId()) shares the environment's work with the clinic's other workstations.
    // It beats in the workstations table and follows only the items it holds a lease on: every
    // quarter of leasePeriod its heartbeat renews all its leases at once, and it drops those taken
    // over and takes free or expired ones up to its fair share (ceil(followed / live
    // workstations)), giving back what it holds beyond it. Its sends name it; a run silent for a
    // lease period is gone, and its sends still Sending become Uncertain, once. A send in doubt is
    // looked up only by the run that claims it. Call before resume(); without it (SQLite) the run
    // follows everything.
    void shareWithClinic(const QString &workstationId, std::chrono::milliseconds leasePeriod);
    bool isClinicShared() const { return m_clinic.has_value(); }
    // Clean stop: the run leaves the workstations table and frees its leases at once. A run killed
    // without it loses them when they run out.
    void leaveClinic();

Q_SIGNALS:
    // One write of an item: answered, sent, stopped, an outbox step.
    void itemChanged(qint64 journalId);
    // Writing a poll result back failed; the poller goes on, the journal lags behind.
    void writeFailed(const cliniclink::JournalError &error);
    // Clinic mode, at each look while they are recent: runs of other workstations whose heartbeat
    // stopped (killed, switched off, cut off). Their items are taken over as their leases run
    // out; the places in flight they held in the clinic's budget can end now (the Session says so
    // to its ClinicBudget), not at those calls' expiry.
    void colleaguesGone(const QStringList &runIds);

protected:
    // The steps of a send, taken by OutboxSend (and by a test, one by one). beginSend() records
    // the intent before the request leaves; accept() completes it with the platform's id, followed
    // unless terminal, the form's draft deleted in the same transaction (answered adds what the
    // answer told to the row's payload); refuse() ends it, the form staying; markUncertain() leaves
    // it in doubt until looked up.
    friend class OutboxSend;
    JournalResult<qint64> beginSend(TrackedItem intent, qint64 formDraftId = 0);
    JournalResult<void> accept(qint64 journalId, const QString &externalId, const QString &status, bool terminal,
                               const QJsonObject &answered = {});
    JournalResult<void> refuse(qint64 journalId, const QString &reason);
    JournalResult<void> markUncertain(qint64 journalId, const QString &reason);

private:
    struct Handler {
        FollowedKind *kind = nullptr;
        QPointer<QObject> owner;
    };

    FollowedKind *handlerFor(Service service, const QString &kind) const;
    // Looks up every send left in doubt whose kind has a handler now (settling each).
    void lookUpUnresolved();
    void onPollDue(const PollItem &item);
    void onAnswer(const QString &key, const FollowAnswer &answer);
    void onPollerChanged(const QString &key);
    // Journal::trackedItemChangedElsewhere: announced as one of ours when it is of this environment.
    void onChangedElsewhere(qint64 id, const QString &service, const QString &environmentId);
    // False when the journal refused the write (writeFailed() told it).
    bool writeFollowState(qint64 id, const PollItem &item, const std::optional<QJsonObject> &result);
    // Announces one write of id to the generic signal and to the handlers of its service.
    void announce(qint64 id, Service service);
    void announce(qint64 id);
    bool addToPoller(const TrackedItem &item, bool mayHaveBeenAskedNow = true);
    JournalError unknownService() const;
    // Clinic mode (followclinic.cpp).
    struct ClinicShare {
        QString workstationId;
        QString host;
        QDateTime startedAt;
        QString environmentId; // resumed: the looks run for it (not before its tokens are read)
        QDateTime heldUntil; // the last heartbeat's leasesUntil: past it, nothing here is this run's
        bool beatFailing = false; // the heartbeat failed at the last tick: said once per outage
        QDateTime placesSharedAt; // this run's last sharePlaces(): older announcements are stale
        QMap<Service, quint64> sentAtBeat; // Poller::sent() at the last heartbeat written

        std::chrono::milliseconds leasePeriod{0};
        ClockTimer *timer = nullptr;
        // Checks that found nothing new, by journal id: their times go to the journal with the
        // next tick, all in one statement, not a statement each (issue 31: at most two round
        // trips a status answer, the budget's among them).
        QHash<qint64, CheckTimes> checked;
        // The hash of the result last written of each item (a dispatch's details come with every
        // answer): an answer bringing the same is nothing new.
        QHash<qint64, size_t> resultWritten;
    };
    // Clinic mode: the answer to `before` left `after` and told nothing new (the same status,
    // error and count, still followed): only its times changed, which can wait for the tick.
    bool foundNothingNew(const PollItem &before, const PollItem &after) const;
    // Writes the times kept in m_clinic->checked (the tick, and before the run leaves).
    void writeCheckTimes();
    // A lease taken or renewed now lasts until this: three quarters of the period, renewed by the
    // heartbeat every quarter, so a run that stops beating is taken over within one period.
    QDateTime leaseUntil() const;
    // Runs that beat since this are alive.
    QDateTime liveSince() const;
    // Heartbeat (the leases' renewal), abandoned sends, fair share; then sends in doubt; then the
    // next tick.
    void clinicTick();
    // The live runs as this look read them (nullopt: the read failed, no share is taken or given).
    void rebalanceLeases(const std::optional<QList<WorkstationLoad>> &live);
    // Shares the places in flight of the services the platform caps by what is due at each of
    // the live runs; what it gave every run of each service where this run now holds fewer (for
    // the others to take their part at once, Journal::announcePlaces()): none when equal shares.
    QList<std::pair<Service, QList<std::pair<QString, int>>>> sharePlaces(const QList<WorkstationLoad> &live);
    // The clinic database did not answer: once the leases of the last heartbeat ran out, others
    // may poll what this run follows, so it lets every item go (taken again when the database
    // answers).
    void dropExpiredLeases();
    JournalResult<int> resumeShared(const QString &environmentId);
    // items()'s answer when the journal failed: the rows read last, for an unreachable clinic database.
    QList<TrackedItem> lastRead(Service service, int limit, const JournalError &error) const;

    Journal *m_journal;
    Poller *m_poller;
    QString m_environmentId;
    QHash<QString, Handler> m_handlers; // "<service>/<kind>"
    // Keys whose answer is being reported: the poller's change is captured, written once after.
    QSet<QString> m_answering;
    QHash<QString, PollItem> m_captured;
    QHash<qint64, Service> m_services; // of ids seen, so a change is routed without a read
    QSet<qint64> m_sending; // sends of this run whose answer is still to come
    QSet<qint64> m_lookingUp; // lookups under way
    QSet<qint64> m_forgotten; // lost by forgetEnvironment(): a late answer is dropped
    std::optional<ClinicShare> m_clinic;
    // Every row items() and item() read, the lists' fallback while a clinic database is out of reach.
    mutable QHash<qint64, TrackedItem> m_lastRead;
};

} // namespace cliniclink
