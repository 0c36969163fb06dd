// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The rows of the journal as value types. Payloads are what was sent (or typed, for drafts) and
// may hold personal data: they stay in the journal file and never go to a log.

#include <QDateTime>
#include <QMap>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace cliniclink {

// Where a request that bills or changes state stands (the outbox). The row is written before the
// request leaves (Sending); the answer makes it Accepted (with the platform's id) or Refused (the
// platform said no, nothing exists there); every end where the platform may have acted (timeout,
// dropped connection, unreadable 2xx, a crash) makes it Uncertain until the platform is asked.
// None: recorded after the answer, outside the outbox (rows of older journals, followed finds).
enum class OutboxState { None, Sending, Accepted, Refused, Uncertain };

QString outboxStateKey(OutboxState state);
OutboxState outboxStateFromKey(const QString &key);

// Something sent to the platform whose outcome arrives later: an enrichment order, a signing
// dispatch, a lab order, a prescription status. The poller follows it until it is terminal.
struct TrackedItem {
    qint64 id = 0; // assigned by Journal::track()
    QString environmentId; // Environment::id
    QString service; // serviceKey(): "enrichment", "signing"...
    QString kind; // "snils-order", "dispatch", "lab-order", "prescription"...
    QString externalId; // the platform's id: order id, trackingId
    QDateTime createdAt; // Journal::track() uses the clock when invalid
    QString createdBy; // the practitioner at the workstation (userIdLpu or login)
    QString summary; // short, already masked text for lists
    QJsonObject payload; // what was sent, so nothing is lost

    QString lastStatus;
    QDateTime lastStatusAt; // when lastStatus last changed
    QDateTime lastCheckedAt; // when the last status request was sent
    QDateTime nextCheckAt;
    bool terminal = false;
    int errorCount = 0; // consecutive failed checks
    QString lastError; // already redacted
    QDateTime stoppedAt; // the person stopped following it; valid means stopped
    QJsonObject result; // what the platform answered, once it did (Journal::recordResult)
    OutboxState outbox = OutboxState::None;

    // Known to the platform: recorded from an answer, or accepted through the outbox.
    bool isOnPlatform() const { return outbox == OutboxState::None || outbox == OutboxState::Accepted; }
    bool isPending() const { return !terminal && !stoppedAt.isValid() && isOnPlatform(); }
    bool operator==(const TrackedItem &) const = default;
};

// What Journal::completeSend() writes when the platform took a request of the outbox.
struct SendCompletion {
    qint64 id = 0; // the outbox row
    QString externalId; // the platform's id: trackingId, order id
    QString status; // the first known status
    bool terminal = false; // nothing to follow (a platform draft)
    QDateTime nextCheckAt; // the first check, when followed
    qint64 formDraftId = 0; // the form's draft to delete with it; 0 for none
    // The draft's revision when it was sent: it is deleted only while it still has this one (the
    // form was not changed since). 0: a row of an older version, which kept none; the draft is
    // then deleted only when it was last saved before the send began.
    qint64 formDraftRevision = 0;
    QJsonObject payload; // when not empty, replaces what the row keeps of the request
};

// A form's content saved before it is sent, so a crash or a failed send loses nothing.
struct Draft {
    qint64 id = 0; // 0: not saved yet
    QString environmentId;
    QString kind; // the form: "dispatch", "lab-order"...
    QString title;
    QJsonObject payload;
    QDateTime createdAt; // set by the journal
    QDateTime updatedAt; // set by the journal
    qint64 revision = 0; // set by the journal: 1 when created, one more each time its content changes

    bool operator==(const Draft &) const = default;
};

// A registrar's spreadsheet being worked through (bulk enrichment): what was imported and how its
// columns map to fields. Its rows are BulkRows; what became of a sent row is its tracked item.
struct BulkJob {
    enum class State { Ready, Running, Paused, Cancelled, Finished };

    qint64 id = 0;
    QString environmentId;
    QString operation; // the journal kind of the orders it sends ("snils-order"...)
    QString title; // the file's name
    QStringList header; // the file's header row (empty when it had none)
    QJsonObject mapping; // BulkMapping::toJson()
    QJsonObject settings; // how the file was read (encoding, separator)
    State state = State::Ready;
    QDateTime createdAt; // set by the journal
    QDateTime updatedAt; // set by the journal
    int rowCount = 0; // read only

    bool operator==(const BulkJob &) const = default;
};

QString bulkJobStateKey(BulkJob::State state);
BulkJob::State bulkJobStateFromKey(const QString &key);

// One row of a BulkJob: the cells as imported (or as fixed in place), and the outbox row of its
// order once one was begun. A row is sent at most once: trackedId is written right after the
// outbox row, and the outbox row names the job and row (payload "bulkRow") for a crash in between.
struct BulkRow {
    qint64 jobId = 0;
    int rowNo = 0; // 0-based, in file order (header excluded)
    QStringList cells;
    qint64 trackedId = 0; // 0: not sent

    bool operator==(const BulkRow &) const = default;
};

// What Journal::importFrom() moved, and what an earlier run had moved already.
struct JournalImportCounts {
    int trackedItems = 0;
    int bulkJobs = 0;
    int alreadyImported = 0; // rows of either kind skipped
};

// What is still unfinished past the retention period (Journal::unfinishedBefore()): neither kept
// silently nor dropped silently; the person is told and may close it.
struct UnfinishedItems {
    QList<qint64> items; // tracked_items rows
    QList<qint64> bulkJobs; // bulk_jobs rows

    qsizetype count() const { return items.size() + bulkJobs.size(); }
    bool isEmpty() const { return count() == 0; }
    bool operator==(const UnfinishedItems &) const = default;
};

// One exchange with the platform, already redacted by the caller: no token, personal data masked.
struct RequestLogRow {
    qint64 id = 0;
    QDateTime time;
    QString environmentId;
    QString service; // serviceKey()
    QString method;
    QString path;
    std::optional<int> httpStatus; // empty when no response arrived
    qint64 durationMs = 0;
    QString serviceCode; // the service's error or status code, when it gave one
    QString error;

    bool operator==(const RequestLogRow &) const = default;
};

// A running workstation core in the clinic database's workstations table: the run's id, the
// machine's name, the environment it works in and when it started. Nothing about the person.
struct WorkstationRun {
    QString id; // Session::workstationId()
    QString environmentId;
    QString host;
    QDateTime startedAt;
    // Service key -> since when this run's items have been due, earliest first, ms since the epoch
    // (Poller::dueTimes()): the clinic's places in flight go to the earliest wherever they are.
    QMap<QString, QList<qint64>> due;
    // Service key -> the requests this run sent since its previous heartbeat: how fast it goes down
    // its list, so the others can tell what is left of it until its next heartbeat.
    QMap<QString, qint64> asked;
    // Until when every lease this run holds lasts, unless a heartbeat carries it further: one row
    // written a look, not each item held (a row's own claim_until covers a claim until then).
    QDateTime leasesUntil;
};

// A live run of the clinic and what it has due, as its last heartbeat wrote it.
struct WorkstationLoad {
    QString id;
    QDateTime seen; // that heartbeat
    QMap<QString, QList<qint64>> due;
    QMap<QString, qint64> asked;
    // Its heartbeat wrote a weight per service rather than times (a version before this one's):
    // nothing can be compared with it, so the places are shared equally while it is live.
    bool weighsOnly = false;
};

// When a followed item was checked and is due next, for a check that found nothing new
// (Journal::recordCheckTimes()).
struct CheckTimes {
    qint64 id = 0;
    QDateTime checkedAt;
    QDateTime nextCheckAt;
};

} // namespace cliniclink
