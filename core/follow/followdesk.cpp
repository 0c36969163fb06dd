// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "followdesk.h"

#include "core/common/logging.h"
#include "core/poll/poller.h"

#include <QJsonDocument>

#include <algorithm>
#include <limits>

namespace cliniclink {

namespace {

const QString kKeyPrefix = QStringLiteral("journal:");

QString handlerKey(Service service, const QString &kind)
{
    return serviceKey(service) + u'/' + kind;
}

PollItem pollItemFrom(const TrackedItem &tracked, Service service)
{
    PollItem item;
    item.key = FollowDesk::keyFor(tracked.id);
    item.service = service;
    item.kind = tracked.kind;
    item.externalId = tracked.externalId;
    item.environmentId = tracked.environmentId;
    item.lastStatus = tracked.lastStatus;
    item.lastError = tracked.lastError;
    item.errorCount = tracked.errorCount;
    item.lastRequestAt = tracked.lastCheckedAt;
    item.nextCheckAt = tracked.nextCheckAt;
    return item;
}

} // namespace

FollowDesk::FollowDesk(Journal *journal, Poller *poller, QObject *parent)
    : QObject(parent)
    , m_journal(journal)
    , m_poller(poller)
{
    connect(m_poller, &Poller::pollDue, this, &FollowDesk::onPollDue);
    connect(m_poller, &Poller::itemChanged, this, &FollowDesk::onPollerChanged);
    // A clinic database: what the other workstations send and learn reaches the lists here too.
    connect(m_journal, &Journal::trackedItemChangedElsewhere, this, &FollowDesk::onChangedElsewhere);
    // A person at a colleague's workstation pressed "check now" on an item this run follows.
    connect(m_journal, &Journal::checkAskedElsewhere, this, [this](qint64 id) {
        if (isFollowed(id))
            m_poller->checkNow(keyFor(id));
    });
    // A colleague shared the places in flight at its look and gave some up: this run's part now
    // (none named: the equal share). A run the colleague did not know of yet keeps its places
    // until its own look.
    // An announcement older than this run's own last share (it came late) is left alone.
    connect(m_journal, &Journal::placesAnnounced, this,
            [this](const QString &service, const QString &environmentId, const QHash<QString, int> &places,
                   const QDateTime &at) {
                Service known;
                if (!m_clinic || environmentId != m_environmentId || !serviceFromKey(service, &known)
                    || at < m_clinic->placesSharedAt)
                    return;
                if (places.isEmpty())
                    m_poller->setPlaces(known, -1);
                else if (const auto mine = places.constFind(m_clinic->workstationId); mine != places.cend())
                    m_poller->setPlaces(known, mine.value());
            });
}

void FollowDesk::onChangedElsewhere(qint64 id, const QString &service, const QString &environmentId)
{
    Service known;
    if (environmentId != m_environmentId || !serviceFromKey(service, &known))
        return;
    // The payload names the service: no read of the row here, the lists that show it read it.
    m_services.insert(id, known);
    announce(id, known);
}

void FollowDesk::registerKind(FollowedKind *kind, QObject *owner)
{
    for (const QString &k : kind->followedKinds())
        m_handlers.insert(handlerKey(kind->followedService(), k), Handler{kind, owner});
    // Sends left in doubt by an earlier run wait for a desk that can look them up: this one.
    QMetaObject::invokeMethod(this, &FollowDesk::lookUpUnresolved, Qt::QueuedConnection);
}

FollowedKind *FollowDesk::handlerFor(Service service, const QString &kind) const
{
    const auto it = m_handlers.constFind(handlerKey(service, kind));
    if (it == m_handlers.constEnd() || !it->owner)
        return nullptr;
    return it->kind;
}

QString FollowDesk::keyFor(qint64 journalId)
{
    return kKeyPrefix + QString::number(journalId);
}

std::optional<qint64> FollowDesk::journalIdFor(const QString &key)
{
    if (!key.startsWith(kKeyPrefix))
        return std::nullopt;
    bool ok = false;
    const qint64 id = QStringView(key).mid(kKeyPrefix.size()).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return id;
}

JournalError FollowDesk::unknownService() const
{
    JournalError e;
    e.code = JournalError::Code::QueryFailed;
    e.detail = QStringLiteral("unknown service key");
    e.message = tr("This kind of request cannot be followed.");
    return e;
}

bool FollowDesk::addToPoller(const TrackedItem &item, bool mayHaveBeenAskedNow)
{
    Service service;
    if (!serviceFromKey(item.service, &service))
        return false;
    PollItem due = pollItemFrom(item, service);
    // A clinic database keeps no mark of a request in flight (see onPollerChanged): the run that
    // followed the item before may have asked a moment ago, so the first check here waits the
    // policy's minimum from now. Not for an item given back, or left by a run that stopped: none
    // of its requests was out, and its row says when it was checked.
    if (m_journal->engine() == JournalEngine::PostgreSQL && mayHaveBeenAskedNow)
        due.lastRequestAt = laterOf(due.lastRequestAt, m_poller->clock()->now());
    return m_poller->add(due);
}

JournalResult<qint64> FollowDesk::track(TrackedItem item)
{
    Service service;
    if (!serviceFromKey(item.service, &service))
        return unknownService();
    if (!item.terminal && !item.nextCheckAt.isValid())
        item.nextCheckAt = m_poller->clock()->now().addMSecs(m_poller->policy(service).initialDelay.count());
    // A terminal item is finished from now on unless it says when: retention counts from this.
    if (item.terminal && !item.lastStatusAt.isValid())
        item.lastStatusAt = m_poller->clock()->now();
    // In a clinic, an item this run follows is held by this run from its first moment.
    const auto id = m_clinic && !item.terminal ? m_journal->trackHeld(item, m_clinic->workstationId, leaseUntil())
                                               : m_journal->track(item);
    if (!id)
        return id;
    item.id = *id;
    m_services.insert(*id, service);
    if (!item.terminal)
        m_poller->add(pollItemFrom(item, service));
    announce(*id, service);
    return id;
}

JournalResult<int> FollowDesk::resume(const QString &environmentId)
{
    if (m_clinic)
        return resumeShared(environmentId);
    m_environmentId = environmentId;
    const auto pending = m_journal->pendingItems(environmentId);
    if (!pending)
        return pending.error();
    int added = 0;
    for (const TrackedItem &tracked : *pending) {
        Service service;
        if (!serviceFromKey(tracked.service, &service)) {
            qCWarning(lcPoll) << "journal item" << tracked.id << "names no known service; not resumed";
            continue;
        }
        m_services.insert(tracked.id, service);
        if (addToPoller(tracked))
            ++added;
    }
    qCInfo(lcPoll) << "resumed" << added << "pending items";
    // Sends the previous run did not see answered: the platform may have them.
    if (const auto unresolved = m_journal->unresolvedSends(environmentId)) {
        for (const TrackedItem &sent : *unresolved) {
            if (sent.outbox == OutboxState::Sending && !m_sending.contains(sent.id))
                markUncertain(sent.id, tr("The application stopped before the platform answered."));
        }
    }
    lookUpUnresolved();
    return added;
}

QList<TrackedItem> FollowDesk::items(Service service, int limit) const
{
    const auto rows = m_journal->trackedItems(m_environmentId, limit, serviceKey(service));
    if (!rows)
        return lastRead(service, limit, rows.error());
    QList<TrackedItem> out = *rows;
    for (const TrackedItem &item : out)
        m_lastRead.insert(item.id, item);
    for (TrackedItem &item : out) {
        const QDateTime next = m_poller->nextCheckAt(keyFor(item.id));
        if (next.isValid())
            item.nextCheckAt = next;
    }
    return out;
}

namespace {
// The connection was lost, or closed since: the rows read before are the best there is.
bool isOutOfReach(const JournalError &error)
{
    return error.code == JournalError::Code::Unreachable || error.code == JournalError::Code::NotOpen;
}
} // namespace

QList<TrackedItem> FollowDesk::lastRead(Service service, int limit, const JournalError &error) const
{
    if (!isOutOfReach(error))
        return {};
    // The clinic database is out of reach: what was read last, as the journal would list it.
    QList<TrackedItem> out;
    const QString key = serviceKey(service);
    for (const TrackedItem &item : std::as_const(m_lastRead)) {
        if (item.service == key && item.environmentId == m_environmentId)
            out << item;
    }
    std::sort(out.begin(), out.end(), [](const TrackedItem &a, const TrackedItem &b) { return a.id > b.id; });
    if (limit > 0 && out.size() > limit)
        out.resize(limit);
    return out;
}

std::optional<TrackedItem> FollowDesk::item(qint64 journalId) const
{
    const auto row = m_journal->trackedItem(journalId);
    if (!row) {
        if (!isOutOfReach(row.error()) || !m_lastRead.contains(journalId))
            return std::nullopt;
    } else {
        m_lastRead.insert(journalId, *row);
    }
    TrackedItem item = m_lastRead.value(journalId);
    const QDateTime next = m_poller->nextCheckAt(keyFor(journalId));
    if (next.isValid())
        item.nextCheckAt = next;
    return item;
}

std::optional<TrackedItem> FollowDesk::byExternalId(Service service, const QString &externalId) const
{
    const auto row = m_journal->findTracked(m_environmentId, serviceKey(service), externalId);
    if (!row)
        return std::nullopt;
    return item(row->id);
}

QDateTime FollowDesk::nextCheckAt(qint64 journalId) const
{
    return m_poller->nextCheckAt(keyFor(journalId));
}

bool FollowDesk::isFollowed(qint64 journalId) const
{
    return m_poller->contains(keyFor(journalId));
}

void FollowDesk::stop(qint64 journalId)
{
    if (isFollowed(journalId)) {
        m_poller->stop(keyFor(journalId)); // written back as the poller reports the stop
        return;
    }
    // A send in doubt the person has decided about: it is no longer looked up.
    const auto row = m_journal->trackedItem(journalId);
    if (!row || row->stoppedAt.isValid() || row->terminal)
        return;
    // In a clinic another workstation may follow it: stopped in the journal, its holder lets it
    // go at its next look.
    if (row->outbox != OutboxState::Uncertain && !(m_clinic && row->outbox != OutboxState::Sending))
        return;
    if (m_journal->markStopped(journalId, m_poller->clock()->now()))
        announce(journalId);
}

void FollowDesk::checkNow(qint64 journalId)
{
    if (isFollowed(journalId) || !m_clinic) {
        m_poller->checkNow(keyFor(journalId));
        return;
    }
    // In a clinic another workstation may follow it: that one checks it now, or, when nobody holds
    // it (its holder is gone), this run takes it and checks it as soon as the minimum allows.
    const auto row = m_journal->trackedItem(journalId);
    if (!row || row->environmentId != m_environmentId || row->terminal || row->stoppedAt.isValid()
        || (row->outbox != OutboxState::None && row->outbox != OutboxState::Accepted))
        return;
    const auto taken = m_journal->takeFreeLease(journalId, m_clinic->workstationId, leaseUntil());
    if (taken && *taken) {
        if (addToPoller(*row)) {
            m_services.insert(journalId, m_poller->item(keyFor(journalId))->service);
            m_poller->checkNow(keyFor(journalId));
        }
        return;
    }
    if (const auto asked = m_journal->askToCheck(journalId, row->service, m_environmentId); !asked)
        qCWarning(lcPoll) << "cannot ask the clinic to check" << journalId << ":" << asked.error().detail;
}

JournalResult<void> FollowDesk::setStatus(qint64 journalId, const QString &status, bool terminal)
{
    if (terminal)
        m_poller->stop(keyFor(journalId)); // a stop writes its own row: then the status below
    auto written = m_journal->updateStatus(journalId, status, terminal, m_poller->clock()->now());
    if (written)
        announce(journalId);
    return written;
}

JournalResult<void> FollowDesk::followAgain(qint64 journalId)
{
    const auto row = m_journal->trackedItem(journalId);
    if (!row)
        return row.error();
    if (isFollowed(journalId))
        return {};
    if (m_clinic) {
        if (!row->terminal && !row->stoppedAt.isValid())
            return {}; // another workstation of the clinic follows it
        if (auto held = m_journal->holdLease(journalId, m_clinic->workstationId, leaseUntil()); !held)
            return held;
    }
    auto written = m_journal->updateStatus(journalId, row->lastStatus, false, m_poller->clock()->now());
    if (!written)
        return written;
    if (row->stoppedAt.isValid())
        m_journal->clearStopped(journalId);
    TrackedItem again = *row;
    again.terminal = false;
    again.nextCheckAt = m_poller->clock()->now();
    addToPoller(again);
    announce(journalId);
    return {};
}

JournalResult<int> FollowDesk::forgetEnvironment(const QString &environmentId)
{
    const auto rows = m_journal->trackedItems(environmentId, std::numeric_limits<int>::max());
    if (!rows)
        return rows.error();
    const QDateTime now = m_poller->clock()->now();
    int lost = 0;
    for (const TrackedItem &row : *rows) {
        // What the workstation learnt stays as it was: a result, a refusal, an item already lost.
        if (row.terminal || row.outbox == OutboxState::Refused)
            continue;
        // Stopped first, so a request in flight keeps its slot until it ends and its answer finds
        // the id forgotten instead of overwriting the row.
        if (isFollowed(row.id))
            m_poller->stop(keyFor(row.id));
        m_forgotten.insert(row.id);
        m_sending.remove(row.id);
        m_lookingUp.remove(row.id);
        // A send in doubt cannot be on the platform any more: nothing is left to look up.
        if (row.outbox == OutboxState::Sending || row.outbox == OutboxState::Uncertain) {
            if (const auto settled = m_journal->setOutboxState(row.id, OutboxState::Accepted); !settled)
                return settled.error();
        }
        if (const auto marked = m_journal->updateStatus(row.id, FollowAnswer::lostInResetStatus(), true, now); !marked)
            return marked.error();
        ++lost;
        Service service;
        if (serviceFromKey(row.service, &service))
            announce(row.id, service); // the desks' lists read the row again and say it was lost
        else
            Q_EMIT itemChanged(row.id);
    }
    qCInfo(lcPoll) << "marked" << lost << "items lost with an environment the platform forgot";
    return lost;
}

JournalResult<int> FollowDesk::closeUnfinished(const UnfinishedItems &unfinished)
{
    for (qint64 id : unfinished.items) {
        if (isFollowed(id))
            m_poller->stop(keyFor(id));
        m_sending.remove(id);
        m_lookingUp.remove(id);
    }
    const auto closed = m_journal->closeUnfinished(unfinished, m_poller->clock()->now());
    if (!closed)
        return closed;
    for (qint64 id : unfinished.items)
        announce(id);
    qCInfo(lcJournal) << "closed" << *closed << "items unfinished past the retention period";
    return closed;
}

void FollowDesk::onPollDue(const PollItem &due)
{
    const std::optional<qint64> id = journalIdFor(due.key);
    if (!id)
        return; // not a journal item: someone else's
    FollowedKind *handler = handlerFor(due.service, due.kind);
    if (!handler) {
        // No desk follows this kind in this run: try later rather than lose the item.
        m_poller->reportResult(due.key, PollOutcome::failure(tr("Nothing in this application follows this kind.")));
        return;
    }
    TrackedItem item;
    item.id = *id;
    item.environmentId = due.environmentId;
    item.service = serviceKey(due.service);
    item.kind = due.kind;
    item.externalId = due.externalId;
    item.lastStatus = due.lastStatus;
    item.lastError = due.lastError;
    item.errorCount = due.errorCount;
    item.lastCheckedAt = due.lastRequestAt;
    QPointer<FollowDesk> self(this);
    auto replied = std::make_shared<bool>(false);
    const QString key = due.key;
    handler->checkStatus(item, [self, key, replied](const FollowAnswer &answer) {
        if (!self || *replied)
            return;
        *replied = true;
        self->onAnswer(key, answer);
    });
}

void FollowDesk::onAnswer(const QString &key, const FollowAnswer &answer)
{
    const std::optional<qint64> id = journalIdFor(key);
    if (id && m_forgotten.contains(*id)) {
        m_poller->reportResult(key, answer.outcome); // frees the slot the request held
        return;
    }
    const std::optional<PollItem> before = m_poller->item(key);
    m_answering.insert(key);
    m_captured.remove(key);
    m_poller->reportResult(key, answer.outcome);
    m_answering.remove(key);
    const auto captured = m_captured.take(key);
    // What an answer brings besides its status (a dispatch's details), known by its hash: the same
    // as written last is nothing new either.
    const std::optional<size_t> resultHash = answer.result
        ? std::optional<size_t>(qHash(QJsonDocument(*answer.result).toJson(QJsonDocument::Compact)))
        : std::nullopt;
    const bool sameResult = !resultHash || (m_clinic && m_clinic->resultWritten.value(*id) == *resultHash);
    if (captured.key == key && sameResult && before && foundNothingNew(*before, captured)) {
        m_clinic->checked.insert(*id, CheckTimes{*id, captured.lastRequestAt, captured.nextCheckAt});
    } else if (captured.key == key) {
        if (m_clinic)
            m_clinic->checked.remove(*id); // the write below carries the times
        if (writeFollowState(*id, captured, answer.result) && m_clinic && resultHash)
            m_clinic->resultWritten.insert(*id, *resultHash);
    } else if (answer.result) {
        // Stopped while the request was out: the answer is still worth keeping.
        if (m_journal->recordResult(*id, *answer.result))
            announce(*id);
    }
}

void FollowDesk::onPollerChanged(const QString &key)
{
    const std::optional<qint64> id = journalIdFor(key);
    const std::optional<PollItem> item = m_poller->item(key);
    if (!id || !item)
        return;
    if (m_answering.contains(key)) {
        m_captured.insert(key, *item); // the last state the answer leaves, written once after
        return;
    }
    if (item->state == PollItem::State::Stopped) {
        const auto written = m_journal->markStopped(*id, m_poller->clock()->now());
        if (!written) {
            qCWarning(lcPoll) << "cannot write" << key << "back to the journal:" << written.error().detail;
            Q_EMIT writeFailed(written.error());
            return;
        }
        announce(*id, item->service);
        return;
    }
    // A request just left. A workstation's own file records it, so a crash now resumes no sooner
    // than the policy's minimum; a clinic database does not, to keep a status answer to one
    // statement of its own (issue 31's "2 database round trips"): the item is followed by one
    // live workstation, and whoever takes it over waits that minimum (addToPoller()).
    if (item->state == PollItem::State::InFlight && m_journal->engine() == JournalEngine::PostgreSQL) {
        announce(*id, item->service);
        return;
    }
    writeFollowState(*id, *item, std::nullopt);
}

bool FollowDesk::writeFollowState(qint64 id, const PollItem &item, const std::optional<QJsonObject> &result)
{
    TrackedItem state;
    state.id = id;
    state.lastStatus = item.lastStatus;
    state.terminal = item.state == PollItem::State::Finished;
    state.lastCheckedAt = item.lastRequestAt;
    // While a request is out, the check it answers stands as the next one: a crash now resumes
    // with a new request as soon as minInterval allows.
    state.nextCheckAt = item.state == PollItem::State::InFlight ? item.lastRequestAt : item.nextCheckAt;
    state.errorCount = item.errorCount;
    state.lastError = item.lastError;
    if (result)
        state.result = *result;
    const auto written = m_journal->recordFollowState(state, result.has_value());
    if (!written) {
        qCWarning(lcPoll) << "cannot write" << item.key << "back to the journal:" << written.error().detail;
        Q_EMIT writeFailed(written.error());
        return false;
    }
    m_services.insert(id, item.service);
    announce(id, item.service);
    return true;
}

void FollowDesk::announce(qint64 id)
{
    auto known = m_services.constFind(id);
    if (known == m_services.constEnd()) {
        const auto row = m_journal->trackedItem(id);
        Service service;
        if (!row || !serviceFromKey(row->service, &service)) {
            Q_EMIT itemChanged(id);
            return;
        }
        known = m_services.insert(id, service);
    }
    announce(id, *known);
}

void FollowDesk::announce(qint64 id, Service service)
{
    Q_EMIT itemChanged(id);
    QSet<FollowedKind *> told;
    const QString prefix = serviceKey(service) + u'/';
    for (auto it = m_handlers.cbegin(); it != m_handlers.cend(); ++it) {
        if (!it.key().startsWith(prefix) || !it->owner || told.contains(it->kind))
            continue;
        told.insert(it->kind);
        it->kind->followedItemChanged(id);
    }
}

} // namespace cliniclink
