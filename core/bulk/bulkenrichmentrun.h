// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One bulk job at work: its valid rows go out as enrichment orders through EnrichmentDesk (so
// each is an outbox row before it is a request, and is followed like any order), a few at a time,
// at the pace the transport's limiter allows for the environment (500 a minute by the contract,
// less where the environment says so). Pause stops new sends, cancel ends the job; orders already
// taken by the platform are followed to their result either way. The job's state and every row's
// order are in the journal: a new run of the same job, after a restart, continues where the last
// one stopped and never sends a row twice.

#include "bulkfields.h"
#include "bulkrowstate.h"
#include "core/enrichment/enrichmenttypes.h"
#include "core/storage/journalrecords.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <deque>

namespace cliniclink {

class ApiCall;
class ApiError;
class ClockTimer;
class EnrichmentDesk;
class Session;

class BulkEnrichmentRun : public QObject {
    Q_OBJECT
public:
    // At most this many orders of a job are out at once: enough to keep the limiter busy, few
    // enough that a crash leaves only these in doubt.
    static constexpr int kMaxSending = 4;
    // Server errors or lost connections in a row that pause the job (the first ones only hold
    // sending for a while).
    static constexpr int kFailuresBeforePause = 3;

    BulkEnrichmentRun(Session &session, EnrichmentDesk &orders, qint64 jobId, QObject *parent = nullptr);

    qint64 jobId() const { return m_jobId; }
    BulkJob job() const { return m_job; }
    EnrichmentOperation operation() const { return m_operation; }
    BulkMapping mapping() const { return m_mapping; }
    // False when the job could not be read from the journal (loadError() says why).
    bool isLoaded() const { return m_loaded; }
    QString loadError() const { return m_loadError; }

    // Begins or continues sending (the job is Running in the journal from then on).
    void start();
    // No new sends; what is out finishes and is followed.
    void pause();
    // Ends the job: rows not sent stay unsent.
    void cancel();
    BulkJob::State state() const { return m_job.state; }

    BulkProgress progress() const;
    int rowCount() const { return int(m_rows.size()); }
    const BulkRow &row(int rowNo) const { return m_rows.at(rowNo); }
    BulkRowState rowState(int rowNo) const { return m_states.value(rowNo, BulkRowState::Skipped); }
    // The row read for the job's operation: what would be sent, and its problems.
    BulkRowInput rowInput(int rowNo) const;
    // The order's journal row, when the row was sent.
    std::optional<TrackedItem> rowOrder(int rowNo) const;
    // Whether the row's cells may change: not sent yet, or refused by the platform for its content
    // (nothing was created there).
    bool isFixable(int rowNo) const;
    // A fix in place; false (and problem()) when the row is not fixable.
    bool setCells(int rowNo, const QStringList &cells);
    // Document-type values of the rows not sent yet that nothing recognises, as first written.
    QStringList unknownDocumentTypes() const;
    // Says once for the whole column what a document-type value means (a code of
    // identityDocumentTypes()); kept with the job. The rows with the value are read again.
    bool setDocumentTypeMeaning(const QString &value, const QString &code);

Q_SIGNALS:
    void rowChanged(int rowNo);
    void progressChanged();
    void stateChanged(cliniclink::BulkJob::State state);
    // Something the person must know: the journal failed, the service refuses every order.
    void problem(const QString &message);

private:
    void load();
    void sendMore();
    void sendRow(int rowNo);
    void onSendFailed(int rowNo, qint64 trackedId, const ApiError &error);
    void onItemChanged(qint64 trackedId);
    void setRowState(int rowNo, BulkRowState state);
    void rereadRow(int rowNo);
    void setState(BulkJob::State state);
    void finishIfDone();
    int perMinute() const;

    Session &m_session;
    EnrichmentDesk &m_orders;
    qint64 m_jobId;
    bool m_loaded = false;
    QString m_loadError;
    BulkJob m_job;
    EnrichmentOperation m_operation = EnrichmentOperation::SnilsLookup;
    BulkMapping m_mapping;
    QList<BulkRow> m_rows;
    QHash<int, BulkRowState> m_states;
    QHash<qint64, int> m_rowOfOrder; // tracked id -> row
    std::deque<int> m_queue; // rows to send, in file order
    QHash<int, QPointer<ApiCall>> m_out; // rows whose request is out (or queued) in this run
    ClockTimer *m_wake; // when the limiter allows the next order
    QDateTime m_holdUntil; // after a server error: no order before
    int m_failStreak = 0;
    BulkProgress m_counts;
};

} // namespace cliniclink
