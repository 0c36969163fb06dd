#include "polljournalbridge.h"

#include "core/common/logging.h"

namespace cliniclink {

namespace {

const QString kKeyPrefix = QStringLiteral("journal:");

PollItem pollItemFrom(const TrackedItem &tracked, Service service)
{
    PollItem item;
    item.key = PollJournalBridge::keyFor(tracked.id);
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

PollJournalBridge::PollJournalBridge(Journal *journal, Poller *poller, QObject *parent)
    : QObject(parent)
    , m_journal(journal)
    , m_poller(poller)
{
    connect(m_poller, &Poller::itemChanged, this, &PollJournalBridge::writeBack);
}

QString PollJournalBridge::keyFor(qint64 journalId)
{
    return kKeyPrefix + QString::number(journalId);
}

std::optional<qint64> PollJournalBridge::journalIdFor(const QString &key)
{
    if (!key.startsWith(kKeyPrefix))
        return std::nullopt;
    bool ok = false;
    const qint64 id = QStringView(key).mid(kKeyPrefix.size()).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    return id;
}

JournalResult<qint64> PollJournalBridge::track(TrackedItem item)
{
    Service service;
    if (!serviceFromKey(item.service, &service)) {
        JournalError e;
        e.code = JournalError::Code::QueryFailed;
        e.detail = QStringLiteral("unknown service key");
        e.message = tr("This kind of request cannot be followed.");
        return e;
    }
    if (!item.nextCheckAt.isValid())
        item.nextCheckAt = m_poller->clock()->now().addMSecs(m_poller->policy(service).initialDelay.count());
    const auto id = m_journal->track(item);
    if (!id)
        return id;
    item.id = *id;
    m_poller->add(pollItemFrom(item, service));
    return id;
}

JournalResult<int> PollJournalBridge::resume(const QString &environmentId)
{
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
        if (m_poller->add(pollItemFrom(tracked, service)))
            ++added;
    }
    qCInfo(lcPoll) << "resumed" << added << "pending items";
    return added;
}

void PollJournalBridge::writeBack(const QString &key)
{
    const std::optional<qint64> id = journalIdFor(key);
    const std::optional<PollItem> item = m_poller->item(key);
    if (!id || !item)
        return;

    JournalResult<void> written;
    if (item->state == PollItem::State::Stopped) {
        written = m_journal->markStopped(*id, m_poller->clock()->now());
    } else {
        TrackedCheck check;
        check.status = item->lastStatus;
        check.terminal = item->state == PollItem::State::Finished;
        check.checkedAt = item->lastRequestAt;
        // While a request is out, the check it answers stands as the next one: a crash now
        // resumes with a new request as soon as minInterval allows.
        check.nextCheckAt = item->state == PollItem::State::InFlight ? item->lastRequestAt : item->nextCheckAt;
        check.errorCount = item->errorCount;
        check.lastError = item->lastError;
        written = m_journal->recordCheck(*id, check);
    }
    if (!written) {
        qCWarning(lcPoll) << "cannot write" << key << "back to the journal:" << written.error().detail;
        Q_EMIT writeFailed(written.error());
    }
}

} // namespace cliniclink
