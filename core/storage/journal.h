// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The local journal: what was sent to the platform and its last known status (tracked items),
// forms saved before sending (drafts), and the redacted request log. One SQLite file in the
// application data folder, readable by its owner only (0600), the only file where personal data
// may appear. Opening it upgrades an older schema and refuses a newer one (journalschema.h).
//
// Or the clinic's journal: the same tables in a PostgreSQL database that the clinic's
// workstations share, named by a postgresql:// URL instead of a file path (journallocation.h,
// docs/clinic-server.md). Opening it creates or upgrades the schema under an advisory lock, so
// workstations starting at once migrate once. The file-only steps (owner-only permissions, WAL,
// moving a damaged file aside) do not apply there.
//
// Each Journal has its own database connection, so several can live in one process (tests, a
// second environment). Use a Journal from the thread that created it. Every operation returns a
// JournalResult: a value or a typed JournalError, never a magic value.

#include "core/common/clock.h"
#include "journalerror.h"
#include "journallocation.h"
#include "journalrecords.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

class QSqlQuery;

#include <functional>
#include <map>
#include <memory>
#include <optional>

class QSqlError;
class QSqlQuery;

namespace cliniclink {

class JournalStatement;
struct KeptStatement;

class Journal : public QObject {
    Q_OBJECT
public:
    // filePath (a file, or a postgresql:// URL) is not touched until open(). clock stamps
    // created_at, updated_at and the like.
    Journal(Clock *clock, const QString &filePath, QObject *parent = nullptr);
    ~Journal() override;

    // <AppDataLocation>/journal.sqlite
    static QString defaultFilePath();

    // Creates the folder and the file (0600 before anything is written), switches to WAL and
    // applies the pending migrations. A file from a newer version gives NewerSchema and is left as
    // it was. Opening an open journal does nothing.
    JournalResult<void> open();
    void close();
    bool isOpen() const;
    // The file path, or the clinic database's URL (never with a password).
    QString filePath() const { return m_filePath; }
    const JournalLocation &location() const { return m_location; }
    JournalEngine engine() const { return m_location.engine; }
    // PostgreSQL: the role's password (from the keychain; empty for a socket with peer or trust
    // authentication), and the CA certificate file that a server not on this machine must be
    // signed by (TLS with sslmode=verify-full). Set before open().
    void setPassword(const QString &password) { m_password = password; }
    void setCaFile(const QString &path) { m_caFile = path; }
    // PostgreSQL: a connection of its own to the same database, with the same role, password and
    // TLS, not yet open (the clinic budget's, core/storage/clinicbudget.h). Its owner removes it.
    QSqlDatabase cloneConnection(const QString &connectionName) const;
    // The schema version of the open file (journalSchemaVersion() once open() succeeded).
    int schemaVersion() const { return m_schemaVersion; }
    // When open() found the file damaged (not a database, truncated, a page that fails SQLite's
    // integrity check), it moved it aside with the date in its name and started a new journal:
    // the moved file's path, for the person to be told; empty otherwise.
    QString movedAsideFrom() const { return m_movedAside; }
    // One small committed write: does the journal take writes now (after the disk was freed)?
    JournalResult<void> checkWritable();
    // Tests only: caps the file at `pages` pages, so writes fail as on a full disk (SQLite only).
    void limitPagesForTesting(int pages);

    // Tracked items. track() returns the new id; item.id is ignored.
    JournalResult<qint64> track(const TrackedItem &item);
    JournalResult<TrackedItem> trackedItem(qint64 id) const;
    // The newest item with this external id; NotFound when none.
    JournalResult<TrackedItem> findTracked(const QString &environmentId, const QString &service,
                                           const QString &externalId) const;
    // Not terminal and not stopped, earliest next check first.
    JournalResult<QList<TrackedItem>> pendingItems(const QString &environmentId) const;
    // Every item of the environment, newest first.
    JournalResult<QList<TrackedItem>> trackedItems(const QString &environmentId, int limit = 1000,
                                                   const QString &service = {}) const;
    // Sets the last status (last_status_at moves only when the status changes); terminal also
    // clears the next check.
    JournalResult<void> updateStatus(qint64 id, const QString &status, bool terminal, const QDateTime &when);
    // Writes back item.id's follow state in one statement: lastStatus, terminal, lastCheckedAt
    // (when the request was sent), nextCheckAt, errorCount, lastError and, when withResult, the
    // platform's answer in item.result. One status answer is one call of this.
    JournalResult<void> recordFollowState(const TrackedItem &item, bool withResult);
    // Stores what the platform answered for the item (replacing an earlier answer).
    JournalResult<void> recordResult(qint64 id, const QJsonObject &result);
    // The person stops following the item; it is not resumed after a restart.
    JournalResult<void> markStopped(qint64 id, const QDateTime &when);
    JournalResult<void> clearStopped(qint64 id);
    JournalResult<void> removeTracked(qint64 id);
    // Retention (journalretention.cpp): empties the payload, result, summary and last error of
    // items that finished, were refused or were stopped before finishedBefore (without a status
    // time: created before it); the rows stay. Returns how many items were emptied.
    JournalResult<int> forgetFinished(const QDateTime &finishedBefore);
    // Every retention rule of every table that can hold personal data, with one cutoff: finished
    // items and sheets emptied, drafts not changed since deleted, older request log rows deleted.
    // What is unfinished stays (see unfinishedBefore()). Returns how many rows were changed.
    JournalResult<int> forgetBefore(const QDateTime &cutoff);
    // Whether this workstation runs today's retention: always on a workstation's own file; on a
    // clinic database only the first workstation to ask since `notSince` (one statement), so
    // retention runs once per clinic however many workstations start or pass midnight.
    JournalResult<bool> claimRetentionRun(const QDateTime &notSince);
    // Retention of drafts: deletes the forms last changed before the cutoff; how many.
    JournalResult<int> forgetDrafts(const QDateTime &changedBefore);
    // Items neither finished nor stopped whose status has not changed since the cutoff (sends
    // still in doubt among them), and sheets never finished last changed before it.
    JournalResult<UnfinishedItems> unfinishedBefore(const QDateTime &cutoff) const;
    // The person closes them: items stopped and emptied, sheets cancelled and emptied, each
    // announced. Those that finished meanwhile are left alone. Returns how many were closed.
    JournalResult<int> closeUnfinished(const UnfinishedItems &unfinished, const QDateTime &when);

    // The outbox (see OutboxState). Rows still Sending or Uncertain, oldest first; not those the
    // person has set aside (stopped).
    JournalResult<QList<TrackedItem>> unresolvedSends(const QString &environmentId) const;
    // Moves a row to Sending, Uncertain or Refused (which also ends it); note says why, for the
    // person (stored as the row's last error).
    JournalResult<void> setOutboxState(qint64 id, OutboxState state, const QString &note = {});
    // The platform took the request: the row becomes Accepted with the platform's id, and the form's
    // draft it was sent from is deleted, in one transaction, so a crash can never leave the one
    // without the other. The draft goes only while it still holds what was sent (its revision is
    // completion.formDraftRevision): one changed since stays.
    JournalResult<void> completeSend(const SendCompletion &completion);

    // Drafts. saveDraft() inserts when draft.id is 0, otherwise updates (NotFound if gone); it
    // returns the id, never one a deleted draft had. The journal sets createdAt, updatedAt and the
    // revision (one more when the title or payload changed).
    JournalResult<qint64> saveDraft(const Draft &draft);
    JournalResult<Draft> loadDraft(qint64 id) const;
    JournalResult<void> removeDraft(qint64 id);
    // Whose drafts this journal saves and lists: a clinic database keeps every workstation's, each
    // person at each workstation sees their own (Session sets a key of the machine and the user;
    // a workstation's own file has one owner, the empty key).
    void setDraftOwner(const QString &owner) { m_draftOwner = owner; }
    // Most recently updated first; an empty kind lists every kind. This owner's only.
    JournalResult<QList<Draft>> drafts(const QString &environmentId, const QString &kind = {}) const;

    // Bulk jobs (journalbulk.cpp). createBulkJob() writes the job and its rows in one transaction
    // and returns the job's id.
    JournalResult<qint64> createBulkJob(const BulkJob &job, const QList<QStringList> &rows);
    JournalResult<BulkJob> bulkJob(qint64 id) const;
    // Newest first.
    JournalResult<QList<BulkJob>> bulkJobs(const QString &environmentId) const;
    JournalResult<QList<BulkRow>> bulkRows(qint64 jobId) const;
    JournalResult<void> setBulkJobState(qint64 jobId, BulkJob::State state);
    // The job's column mapping, with what the person said unknown values mean (BulkMapping::toJson()).
    JournalResult<void> setBulkJobMapping(qint64 jobId, const QJsonObject &mapping);
    // A fix in place; refused (NotFound) once the row was sent: what went is what was recorded.
    JournalResult<void> setBulkRowCells(qint64 jobId, int rowNo, const QStringList &cells);
    // The row's order is begun (trackedId: its outbox row), or set free again (0) after the
    // platform refused it without acting (a 429), so it goes again later.
    JournalResult<void> setBulkRowSent(qint64 jobId, int rowNo, qint64 trackedId);
    // Outbox rows that name this job (payload "bulkRow"), row -> tracked id, not refused ones:
    // finds a send begun just before a crash whose row was not yet marked.
    JournalResult<QHash<int, qint64>> bulkSends(qint64 jobId) const;
    JournalResult<void> removeBulkJob(qint64 jobId);
    // Retention: empties the cells, the file's name and the header of cancelled or finished jobs
    // last changed before the cutoff; how many rows and jobs were emptied.
    JournalResult<int> forgetFinishedBulkJobs(const QDateTime &changedBefore);

    // Moves source's tracked items and bulk jobs (with their rows) into this journal, each once:
    // sourceKey names the source workstation's journal (importSourceKey()), and a row imported
    // before under it is skipped. Ids are new here; a bulk row's item and an item's bulk job keep
    // pointing at each other. Drafts and the request log stay where they are, and an item forgets
    // the draft it was sent from (that draft is not here). One transaction: all or nothing.
    JournalResult<JournalImportCounts> importFrom(const Journal &source, const QString &sourceKey);
    // This machine and journal file, hashed: names a workstation's journal without naming its user.
    static QString importSourceKey(const QString &journalFile);

    // Request log. Appending keeps only the newest requestLogCapacity() rows (0: keep all).
    void setRequestLogCapacity(int rows) { m_requestLogCapacity = rows; }
    int requestLogCapacity() const { return m_requestLogCapacity; }
    JournalResult<qint64> appendRequestLog(const RequestLogRow &row);
    // Several in one transaction (one sync to disk); each row's id and time are filled in.
    JournalResult<void> appendRequestLog(QList<RequestLogRow> &rows);
    // Newest first; an empty environmentId lists every environment.
    JournalResult<QList<RequestLogRow>> requestLog(int limit, const QString &environmentId = {}) const;
    JournalResult<void> pruneRequestLog(int keepNewest);
    // Retention: deletes the rows older than before; how many.
    JournalResult<int> pruneRequestLogBefore(const QDateTime &before);

    // The clinic's shared work (journalclinic.cpp; docs/clinic-server.md, "What each workstation
    // does"). A holder is a run of a workstation's core (Session::workstationId()); "now" is the
    // journal's clock. Written for the clinic database; on SQLite one workstation holds everything
    // and nothing calls these.
    // The run's heartbeat: its workstations row written with last_seen now (created on the first
    // call), and every lease the run holds carried to run.leasesUntil; rows of runs not seen for a
    // day go (within the hour after: not at every heartbeat).
    JournalResult<void> heartbeat(const WorkstationRun &run);
    // How far the journal's clock is behind the clinic database server's (milliseconds; negative:
    // ahead), measured at the middle of the quickest of three round trips. The workstations compare
    // each other's times in the database, so each corrects its clock by this (OffsetClock); 0 for
    // a file, which only this workstation writes.
    JournalResult<qint64> clockSkew() const;
    // The run stops cleanly: its row goes and every lease it holds is freed, for the others to take
    // at once.
    JournalResult<void> leaveClinic(const QString &holder);
    // The environment's workstations seen since seenSince (this one among them once it beat), with
    // when each was last seen and what it has due, as its last heartbeat wrote it: read once a
    // look for both the live runs and those gone lately (FollowDesk tells them apart).
    JournalResult<QList<WorkstationLoad>> workloads(const QString &environmentId, const QDateTime &seenSince) const;
    // How many of the environment's items are followed (pendingItems()' rows), by whoever.
    JournalResult<int> pendingCount(const QString &environmentId) const;
    // The rows neither finished nor stopped that holder holds (id, environment, outbox state only;
    // one taken over after its lease ran out is not among them). Nothing is written: a run's
    // leases are renewed by its heartbeat (WorkstationRun::leasesUntil).
    JournalResult<QList<TrackedItem>> heldLeases(const QString &holder) const;
    // The times of checks that found nothing new, on the rows holder still holds and follows, in
    // one statement: a workstation of a clinic writes them with its lease tick, not a statement a
    // check (FollowDesk). Rows taken over, stopped or finished meanwhile are left as they are.
    JournalResult<void> recordCheckTimes(const QList<CheckTimes> &checks, const QString &holder);
    // Takes up to count of the environment's followed items that nobody holds or whose lease ran
    // out, earliest next check first, in one statement (SELECT ... FOR UPDATE SKIP LOCKED: two
    // workstations never take the same row), held until `until` or as long as holder's heartbeats
    // carry its leases. A lease runs out when both its claim's time and its holder's last
    // heartbeat's leasesUntil have passed. The rows taken; *ranOut (when given) gets those
    // another run held until its lease ran out: it may have asked about them a moment before.
    JournalResult<QList<TrackedItem>> claimLeases(const QString &environmentId, const QString &holder,
                                                  const QDateTime &until, int count, QSet<qint64> *ranOut = nullptr);
    // Holds id for holder until `until`, whoever held it (an item the person follows again here).
    JournalResult<void> holdLease(qint64 id, const QString &holder, const QDateTime &until);
    // Gives up holder's lease of id, for another to take at once.
    JournalResult<void> releaseLease(qint64 id, const QString &holder);
    // Holds id's lease for holder when nobody holds it or its holder's lease ran out (true); false
    // when a live run holds it. "Check now" on an item another workstation follows.
    JournalResult<bool> takeFreeLease(qint64 id, const QString &holder, const QDateTime &until);
    // A clinic database: asks the workstation that follows item id to check it now, with a
    // notification on journalNotifyChannel() ("check:<id>:<service>:<environment>"), which it
    // hears as checkAskedElsewhere(). Nothing is written.
    JournalResult<void> askToCheck(qint64 id, const QString &service, const QString &environmentId);
    // A clinic database: tells the other workstations of environmentId how this one shared the
    // service's places in flight among the live runs at its look ("places:<service>:<run>=<n>,...:
    // <environment>"), when it left this one fewer: they hear it as placesAnnounced() and take
    // their part at once, not at their own next look (the places given up stood unused until then).
    // at: when the look shared them (the journal's clock), for a run that looked since to ignore.
    JournalResult<void> announcePlaces(const QString &service, const QString &environmentId,
                                       const QList<std::pair<QString, int>> &places, const QDateTime &at);
    // track() with the row held by holder until `until`, in one transaction; a Sending row also
    // names holder as the run that sends it (sent_by).
    JournalResult<qint64> trackHeld(const TrackedItem &item, const QString &holder, const QDateTime &until);
    // The environment's sends left Sending by runs that are gone (no heartbeat since seenSince, or
    // none known) become Uncertain with note and nobody's, in one statement: whichever workstation
    // runs it first turns each row, once. The ids turned.
    JournalResult<QList<qint64>> markAbandonedSends(const QString &environmentId, const QDateTime &seenSince,
                                                    const QString &note);
    // Claims the send in doubt id for holder to look up, in one statement: true when it is
    // Uncertain, not set aside, and nobody holds it or the hold ran out. Of several workstations
    // asking, exactly one gets true.
    JournalResult<bool> claimUncertain(qint64 id, const QString &holder, const QDateTime &until);

Q_SIGNALS:
    // A statement failed: disk full, read-only, damaged, I/O. Whoever sends reads this as "what is
    // sent may not be recorded".
    void failed(const cliniclink::JournalError &error);
    void trackedItemChanged(qint64 id);
    void draftsChanged(const QString &environmentId);
    void bulkJobChanged(qint64 jobId);
    void requestLogAppended(const cliniclink::RequestLogRow &row);
    // A clinic database only (journallive.cpp): another workstation changed, added or deleted the
    // followed item `id` of `service` in `environmentId`; never this journal's own writes. Comes
    // from PostgreSQL's LISTEN/NOTIFY as soon as that transaction commits, without polling. A sheet
    // changed elsewhere comes as bulkJobChanged().
    void trackedItemChangedElsewhere(qint64 id, const QString &service, const QString &environmentId);
    // A clinic database only: a person at another workstation asked to check item `id` now
    // (askToCheck()); whoever follows it does.
    void checkAskedElsewhere(qint64 id);
    // A clinic database only: another workstation shared the service's places in flight (run ->
    // places; none: equal shares) at its look, and gave some up (announcePlaces()).
    void placesAnnounced(const QString &service, const QString &environmentId, const QHash<QString, int> &places,
                         const QDateTime &at);

private:
    JournalResult<void> prepareFile();
    JournalResult<void> openFile();
    JournalResult<void> openPostgres();
    bool moveAside();
    JournalResult<void> migrate(int fromVersion);
    // PostgreSQL: reads the version and creates or upgrades the schema in one transaction, under
    // the advisory lock kMigrationLock.
    JournalResult<void> migratePostgres();
    // PostgreSQL: LISTEN on journalNotifyChannel(), the other connections' changes becoming
    // trackedItemChangedElsewhere() and bulkJobChanged().
    void listenForChanges();
    void onChangedElsewhere(const QString &payload);
    // PostgreSQL: payload on journalNotifyChannel(), for the other connections (nothing on a file).
    JournalResult<void> notifyClinic(const QString &payload);
    // id's lease held for holder when nobody holds it or its lease ran out, and the row also
    // meets alsoWhere (" AND ..."): takeFreeLease(), claimUncertain().
    JournalResult<bool> holdLeaseIfFree(qint64 id, const QString &holder, const QDateTime &until,
                                        const QString &alsoWhere);
    // After an INSERT that ends in m_dialect.returningId(): the new row's id.
    qint64 insertedId(QSqlQuery &query) const;
    JournalError error(JournalError::Code code, const QString &detail = {}) const;
    JournalError queryError(const QSqlQuery &query) const;
    // SELECT every column of tracked_items WHERE <whereAndOrder>, with `values` bound in order.
    JournalResult<QList<TrackedItem>> selectTracked(const QString &whereAndOrder, const QVariantList &values) const;
    JournalError::Code classify(const QSqlError &sqlError) const;
    // The statement sql, prepared once a connection and kept by its text (journalsql_p.h), finished
    // when the handle goes. On a clinic database a statement prepared afresh costs two round trips
    // (PREPARE, DEALLOCATE) besides its EXECUTE. For SQL of a few fixed texts, not text made of
    // values. A statement still in use (a call made from inside another) is prepared apart.
    JournalStatement statement(const QString &sql) const;
    QString folder() const;
    JournalResult<void> execChange(QSqlQuery &query, qint64 id);
    // track(), or trackHeld() when holder is given: one INSERT either way.
    JournalResult<qint64> insertTracked(const TrackedItem &item, const QString &holder, const QDateTime &until);
    // Runs body in one transaction: committed when body returns no error, rolled back when it
    // returns one or the commit fails. The error, if any.
    std::optional<JournalError> inTransaction(const std::function<std::optional<JournalError>()> &body);
    // One UPDATE of the bulk tables: NotFound when it changed no row; bulkJobChanged() when announce.
    JournalResult<void> updateBulk(const QString &sql, const QVariantList &values, qint64 jobId, bool announce);

    Clock *m_clock;
    QString m_filePath;
    JournalLocation m_location;
    QString m_password;
    QString m_caFile;
    QString m_connectionName;
    QSqlDatabase m_db;
    // The statements prepared on this connection, by their text (statement()); dropped by close()
    // before the connection goes.
    mutable std::map<QString, std::shared_ptr<KeptStatement>> m_statements;
    int m_schemaVersion = 0;
    QString m_movedAside;
    int m_requestLogCapacity = 5000;
    QDateTime m_runsForgottenAt; // heartbeat(): when it last deleted the rows of runs long gone
    QString m_draftOwner;
};

} // namespace cliniclink
