// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkenrichmentrun.h"

#include "core/common/clock.h"
#include "core/common/logging.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/net/apierror.h"
#include "core/net/transport.h"
#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <algorithm>

namespace cliniclink {

namespace {

// A refusal about this row's content: sending it again as it is would be refused again.
bool refusesTheRow(const ApiError &error)
{
    const int status = error.httpStatus();
    return error.kind() == ApiError::Kind::Http && status >= 400 && status < 500 && status != 401 && status != 403
        && status != 408 && status != 429;
}

} // namespace

BulkEnrichmentRun::BulkEnrichmentRun(Session &session, EnrichmentDesk &orders, qint64 jobId, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_orders(orders)
    , m_jobId(jobId)
    , m_wake(session.clock().createTimer(this))
{
    connect(m_wake, &ClockTimer::timeout, this, &BulkEnrichmentRun::sendMore);
    load();
    connect(&m_session.follow(), &FollowDesk::itemChanged, this, &BulkEnrichmentRun::onItemChanged);
}

void BulkEnrichmentRun::load()
{
    Journal &journal = m_session.journal();
    const auto job = journal.bulkJob(m_jobId);
    const auto rows = journal.bulkRows(m_jobId);
    const auto sends = journal.bulkSends(m_jobId);
    if (!job || !rows || !sends) {
        m_loadError = !job ? job.error().message : !rows ? rows.error().message : sends.error().message;
        return;
    }
    m_job = *job;
    m_operation = enrichmentOperationFromKind(m_job.operation).value_or(EnrichmentOperation::SnilsLookup);
    m_mapping = BulkMapping::fromJson(m_job.mapping);
    m_rows = *rows;
    m_counts.total = int(m_rows.size());
    for (BulkRow &row : m_rows) {
        // A send begun just before a crash, whose row was not marked yet: its outbox row names it.
        if (row.trackedId == 0 && sends->contains(row.rowNo)) {
            row.trackedId = sends->value(row.rowNo);
            if (const auto marked = journal.setBulkRowSent(m_jobId, row.rowNo, row.trackedId); !marked)
                qCWarning(lcJournal) << "bulk: cannot mark a found send:" << marked.error().detail;
        }
        if (row.trackedId != 0) {
            m_rowOfOrder.insert(row.trackedId, row.rowNo);
            const auto item = journal.trackedItem(row.trackedId);
            setRowState(row.rowNo, item ? bulkRowStateOf(*item) : BulkRowState::Failed);
        } else if (rowInput(row.rowNo).sendable()) {
            setRowState(row.rowNo, BulkRowState::Waiting);
            m_queue.push_back(row.rowNo);
        } else {
            setRowState(row.rowNo, BulkRowState::Skipped);
        }
    }
    m_loaded = true;
}

BulkRowInput BulkEnrichmentRun::rowInput(int rowNo) const
{
    return readBulkRow(m_operation, m_mapping, m_rows.at(rowNo).cells, m_session.clock().now().date(),
                       int(m_job.header.size()));
}

bool BulkEnrichmentRun::isFixable(int rowNo) const
{
    if (rowNo < 0 || rowNo >= m_rows.size() || m_job.state == BulkJob::State::Cancelled)
        return false;
    if (m_rows.at(rowNo).trackedId == 0)
        return true;
    if (rowState(rowNo) != BulkRowState::Failed)
        return false;
    // Sent, but refused by the platform for what it said: nothing exists there, it may go again.
    const std::optional<TrackedItem> order = rowOrder(rowNo);
    return order && order->outbox == OutboxState::Refused;
}

std::optional<TrackedItem> BulkEnrichmentRun::rowOrder(int rowNo) const
{
    const qint64 id = m_rows.at(rowNo).trackedId;
    if (id == 0)
        return std::nullopt;
    const auto item = m_session.journal().trackedItem(id);
    return item ? std::optional<TrackedItem>(*item) : std::nullopt;
}

void BulkEnrichmentRun::start()
{
    if (!m_loaded || m_job.state == BulkJob::State::Cancelled)
        return;
    if (m_job.state == BulkJob::State::Finished && m_counts.waiting == 0)
        return;
    setState(BulkJob::State::Running);
    sendMore();
    finishIfDone();
}

void BulkEnrichmentRun::pause()
{
    if (m_job.state == BulkJob::State::Running || m_job.state == BulkJob::State::Ready)
        setState(BulkJob::State::Paused);
}

void BulkEnrichmentRun::cancel()
{
    if (m_job.state != BulkJob::State::Finished)
        setState(BulkJob::State::Cancelled);
}

bool BulkEnrichmentRun::setCells(int rowNo, const QStringList &cells)
{
    if (rowNo < 0 || rowNo >= m_rows.size())
        return false;
    if (m_rows.at(rowNo).trackedId != 0) {
        if (!isFixable(rowNo)) {
            Q_EMIT problem(tr("Row %1 was sent already: what went is kept as it was sent.").arg(rowNo + 1));
            return false;
        }
        // The platform refused the order for its content and created nothing: the row is free again.
        const qint64 refused = m_rows.at(rowNo).trackedId;
        if (const auto freed = m_session.journal().setBulkRowSent(m_jobId, rowNo, 0); !freed) {
            Q_EMIT problem(tr("The fix was not saved: %1").arg(freed.error().message));
            return false;
        }
        m_rowOfOrder.remove(refused);
        m_rows[rowNo].trackedId = 0;
    }
    if (const auto saved = m_session.journal().setBulkRowCells(m_jobId, rowNo, cells); !saved) {
        Q_EMIT problem(tr("The fix was not saved: %1").arg(saved.error().message));
        return false;
    }
    m_rows[rowNo].cells = cells;
    rereadRow(rowNo);
    if (m_job.state == BulkJob::State::Running)
        sendMore();
    return true;
}

void BulkEnrichmentRun::rereadRow(int rowNo)
{
    const bool sendable = rowInput(rowNo).sendable();
    setRowState(rowNo, sendable ? BulkRowState::Waiting : BulkRowState::Skipped);
    const bool queued = std::find(m_queue.begin(), m_queue.end(), rowNo) != m_queue.end();
    if (sendable && !queued)
        m_queue.push_back(rowNo);
    Q_EMIT rowChanged(rowNo); // the cells or their reading changed, whatever the state
}

QStringList BulkEnrichmentRun::unknownDocumentTypes() const
{
    QList<QStringList> rows;
    for (const BulkRow &row : m_rows) {
        if (row.trackedId == 0)
            rows << row.cells;
    }
    return unknownDocumentTypeValues(m_mapping, rows);
}

bool BulkEnrichmentRun::setDocumentTypeMeaning(const QString &value, const QString &code)
{
    const QString key = normalizedDocumentTypeText(value);
    if (!m_loaded || key.isEmpty() || identityDocumentTypeName(code) == code)
        return false;
    BulkMapping mapping = m_mapping;
    mapping.documentTypes.insert(key, code);
    if (const auto saved = m_session.journal().setBulkJobMapping(m_jobId, mapping.toJson()); !saved) {
        Q_EMIT problem(tr("The choice was not saved: %1").arg(saved.error().message));
        return false;
    }
    m_mapping = mapping;
    const int typeColumn = m_mapping.column(BulkField::DocumentType);
    for (int rowNo = 0; rowNo < m_rows.size(); ++rowNo) {
        const BulkRow &row = m_rows.at(rowNo);
        if (row.trackedId != 0 || typeColumn < 0 || typeColumn >= row.cells.size()
            || normalizedDocumentTypeText(row.cells.at(typeColumn)) != key)
            continue;
        rereadRow(rowNo);
    }
    if (m_job.state == BulkJob::State::Running)
        sendMore();
    return true;
}

void BulkEnrichmentRun::sendMore()
{
    while (m_job.state == BulkJob::State::Running && m_out.size() < kMaxSending && !m_queue.empty()) {
        // Each order is an outbox row before it is a request. Record it only when the limiter
        // lets it leave at once: a row recorded and then held at the limiter would read "may have
        // gone" after a crash, though it never left.
        // Once the rest of the sheet fits in what the limit allows now, its orders go before the
        // reads (the transport keeps their places): every order's read comes 10 s after it, so an
        // order left for the last minute makes the whole sheet wait 10 s. Where reads are paced
        // by their own pause across all orders, that is all the keeping there is: the reads set the
        // sheet's end, and holding them back for orders would only move it.
        // Where they are not, the orders go before every read from the start. Asking "does the
        // rest fit now" alone is not enough in real time: the window frees over the seconds its
        // first minute's answers came in, reads took those places, and the last orders went in the
        // last minute (1.074 of the floor in bench_clinic at 1x; 1.033 keeping every place). So a
        // sheet longer than a minute's limit shows its first results once its orders are out.
        const QDateTime now = m_session.clock().now();
        if (m_holdUntil.isValid() && now < m_holdUntil) {
            m_wake->startAt(m_holdUntil);
            return;
        }
        const Transport &transport = m_session.transport();
        // The budget the transport spends: this workstation's, or the clinic's shared one.
        const int ordersWaiting = transport.waitingToChange(services::Enrichment);
        const QList<LimitRule> readRules = transport.budget().table().rulesFor(services::Enrichment, RouteClass::Status);
        const bool readsPaced = std::any_of(readRules.begin(), readRules.end(), [](const LimitRule &rule) {
            return rule.spacingAcrossKeys && rule.keySpacingMs > 0;
        });
        const bool restFitsNow =
            !readsPaced
            || transport
                   .peek(services::Enrichment, RouteClass::Default, QString(), ordersWaiting + int(m_queue.size()) - 1)
                   .allowed;
        m_session.transport().keepPlaces(services::Enrichment, restFitsNow ? int(m_queue.size()) : 0);
        const RateLimiter::Decision decision =
            transport.peek(services::Enrichment, RouteClass::Default, QString(),
                           restFitsNow ? ordersWaiting : transport.waitingFor(services::Enrichment));
        if (!decision.allowed) {
            if (decision.retryAt.isValid())
                m_wake->startAt(decision.retryAt);
            return; // otherwise a request that finishes frees the place and calls this again
        }
        const int rowNo = m_queue.front();
        m_queue.pop_front();
        if (rowState(rowNo) == BulkRowState::Waiting && m_rows.at(rowNo).trackedId == 0)
            sendRow(rowNo);
    }
    if (m_queue.empty())
        m_session.transport().keepPlaces(services::Enrichment, 0);
}

void BulkEnrichmentRun::sendRow(int rowNo)
{
    const BulkRowInput input = rowInput(rowNo);
    if (!input.sendable()) {
        setRowState(rowNo, BulkRowState::Skipped);
        return;
    }
    const QJsonObject origin{
        {QStringLiteral("bulkRow"), QJsonObject{{QStringLiteral("job"), m_jobId}, {QStringLiteral("row"), rowNo}}}};
    const EnrichmentSubmission sent = m_orders.send(m_operation, input.patient, input.document, origin);
    if (!sent.call) {
        // Nothing left: the journal could not record the send.
        m_queue.push_front(rowNo);
        Q_EMIT problem(tr("Sending is paused: the journal cannot record the orders. %1")
                           .arg(m_session.journalWatch().health().problem));
        pause();
        return;
    }
    const qint64 trackedId = sent.journalId;
    m_rows[rowNo].trackedId = trackedId;
    m_rowOfOrder.insert(trackedId, rowNo);
    m_out.insert(rowNo, sent.call);
    if (const auto marked = m_session.journal().setBulkRowSent(m_jobId, rowNo, trackedId); !marked)
        qCWarning(lcJournal) << "bulk: row not marked, its outbox row names it:" << marked.error().detail;
    setRowState(rowNo, BulkRowState::Sending);

    auto *call = sent.call;
    connect(call, &ApiCall::succeeded, this, [this] { m_failStreak = 0; });
    connect(call, &ApiCall::failed, this,
            [this, rowNo, trackedId](const ApiError &error) { onSendFailed(rowNo, trackedId, error); });
    connect(call, &ApiCall::finished, this, [this, rowNo] {
        m_out.remove(rowNo);
        sendMore();
        finishIfDone();
    });
}

void BulkEnrichmentRun::onSendFailed(int rowNo, qint64 trackedId, const ApiError &error)
{
    const bool wasRunning = m_job.state == BulkJob::State::Running;
    const auto item = m_session.journal().trackedItem(trackedId);
    if (!item || item->outbox != OutboxState::Refused || refusesTheRow(error))
        return; // in doubt, or refused for its content: the row shows it
    // Nothing happened on the platform and the row itself is fine: it goes again later.
    m_rowOfOrder.remove(trackedId);
    m_rows[rowNo].trackedId = 0;
    if (const auto freed = m_session.journal().setBulkRowSent(m_jobId, rowNo, 0); !freed)
        qCWarning(lcJournal) << "bulk: row not freed:" << freed.error().detail;
    setRowState(rowNo, BulkRowState::Waiting);
    m_queue.push_front(rowNo);
    if (error.kind() == ApiError::Kind::RateLimited || !wasRunning)
        return; // the limiter holds the route until the service allows more; or paused already
    const bool passing = error.isTransient() || (error.kind() == ApiError::Kind::Http && error.httpStatus() >= 500);
    if (passing && ++m_failStreak < kFailuresBeforePause) {
        // A server error or a lost connection: wait (30 s, then 60 s) and go on by itself.
        m_holdUntil = m_session.clock().now().addSecs(30LL << (m_failStreak - 1));
        m_wake->startAt(m_holdUntil);
        qCInfo(lcNet) << "bulk job" << m_jobId << "holds sending until" << m_holdUntil;
        return;
    }
    // The service refuses every order (a token, an address), or keeps failing: the person looks
    // before more go.
    m_failStreak = 0;
    Q_EMIT problem(tr("Sending is paused: %1").arg(error.userText()));
    pause();
}

void BulkEnrichmentRun::onItemChanged(qint64 trackedId)
{
    const auto row = m_rowOfOrder.constFind(trackedId);
    if (row == m_rowOfOrder.cend())
        return;
    const int rowNo = row.value();
    if (const auto item = m_session.journal().trackedItem(trackedId))
        setRowState(rowNo, bulkRowStateOf(*item));
    finishIfDone();
}

void BulkEnrichmentRun::setRowState(int rowNo, BulkRowState state)
{
    const auto old = m_states.constFind(rowNo);
    if (old != m_states.cend()) {
        if (old.value() == state)
            return;
        m_counts.count(old.value(), -1);
    }
    m_counts.count(state, +1);
    m_states.insert(rowNo, state);
    Q_EMIT rowChanged(rowNo);
    Q_EMIT progressChanged();
}

void BulkEnrichmentRun::setState(BulkJob::State state)
{
    if (m_job.state == state)
        return;
    if (state != BulkJob::State::Running)
        m_session.transport().keepPlaces(services::Enrichment, 0);
    if (const auto saved = m_session.journal().setBulkJobState(m_jobId, state); !saved)
        Q_EMIT problem(tr("The job's state was not saved: %1").arg(saved.error().message));
    m_job.state = state;
    qCInfo(lcJournal) << "bulk job" << m_jobId << bulkJobStateKey(state);
    Q_EMIT stateChanged(state);
    Q_EMIT progressChanged();
}

void BulkEnrichmentRun::finishIfDone()
{
    if (m_job.state == BulkJob::State::Running && m_counts.waiting == 0 && m_counts.sending == 0
        && m_counts.following == 0 && m_out.isEmpty())
        setState(BulkJob::State::Finished);
}

int BulkEnrichmentRun::perMinute() const
{
    int rate = 0;
    for (const LimitRule &rule :
         m_session.transport().limiter().table().rulesFor(services::Enrichment, RouteClass::Any)) {
        if (rule.perMinute > 0)
            rate = rate == 0 ? rule.perMinute : std::min(rate, rule.perMinute);
    }
    return rate;
}

BulkProgress BulkEnrichmentRun::progress() const
{
    BulkProgress p = m_counts;
    // Each order left is one request and at least one status read, 10 s after it at the soonest.
    const qint64 requests = qint64(p.waiting + p.sending) * 2 + p.following;
    const int rate = perMinute();
    if (requests > 0)
        p.secondsLeft = std::max<qint64>(10, rate > 0 ? (requests * 60 + rate - 1) / rate : 10);
    // With the pause read across all orders, the status reads go one at a time: one a pause per order.
    for (const LimitRule &rule :
         m_session.transport().limiter().table().rulesFor(services::Enrichment, RouteClass::Status)) {
        if (rule.spacingAcrossKeys && rule.keySpacingMs > 0 && requests > 0) {
            const qint64 reads = qint64(p.waiting + p.sending + p.following);
            p.secondsLeft = std::max(p.secondsLeft, reads * rule.keySpacingMs / 1000);
        }
    }
    return p;
}

} // namespace cliniclink
