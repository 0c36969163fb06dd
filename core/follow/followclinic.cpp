// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// FollowDesk in a clinic: the workstations that share one clinic database share its work. Each
// followed item is polled by the one live run that holds its lease, the items are spread over the
// runs that are up, and what a run that is gone held is taken over (docs/clinic-server.md).
#include "core/common/logging.h"
#include "core/net/serviceprofiles.h"
#include "core/poll/poller.h"
#include "followdesk.h"

#include <QSysInfo>

#include <algorithm>
#include <limits>
#include <utility>

namespace cliniclink {

namespace {

constexpr std::chrono::milliseconds kDefaultLeasePeriod{30'000};

// How many of a service's calls the clinic can send between two looks (a quarter lease period
// apart) by its capped routes' limits, never fewer than they allow at once: the clinic's earliest
// due items that many deep decide the places until the next look (shareOfEarliest()). 0 for a
// service nothing caps in flight.
int checksPerLook(Service service, std::chrono::milliseconds look)
{
    int checks = 0;
    for (const LimitRule &rule : serviceProfile(service).limits) {
        if (rule.maxInFlight > 0)
            checks = std::max({checks, rule.maxInFlight, int(qint64(rule.perMinute) * look.count() / 60'000)});
    }
    return checks;
}

// What a share went by, at poll debug (bench_clinic's BENCH_LOG): each run's list as this run
// estimated it, how much of it has waited a look or more, how much is due within a look of the
// clinic's earliest, and the places it got (places: in the order of times).
void logShare(const QDateTime &now, const QString &service, const QString &me, std::chrono::milliseconds look,
              const QList<std::pair<QString, QList<qint64>>> &times, const QList<std::pair<QString, int>> &places)
{
    if (!lcPoll().isDebugEnabled())
        return;
    const qint64 waitedSince = now.addMSecs(-look.count()).toMSecsSinceEpoch();
    qint64 earliest = std::numeric_limits<qint64>::max();
    for (const auto &run : times) {
        if (!run.second.isEmpty())
            earliest = std::min(earliest, run.second.first());
    }
    for (qsizetype i = 0; i < times.size(); ++i) {
        const QList<qint64> &list = times.at(i).second;
        const auto waited = std::count_if(list.cbegin(), list.cend(), [&](qint64 t) { return t <= waitedSince; });
        const auto first =
            std::count_if(list.cbegin(), list.cend(), [&](qint64 t) { return t < earliest + look.count(); });
        qCDebug(lcPoll) << now.toMSecsSinceEpoch() << "share of" << service << "by" << me.left(8) << "for"
                        << times.at(i).first.left(8) << "listed" << list.size() << "waited a look" << waited
                        << "in the clinic's first look" << first << "places"
                        << (i < places.size() ? places.at(i).second : -1);
    }
}

// What a heartbeat tells of every service: the deepest of checksPerLook().
int checksPerLook(std::chrono::milliseconds look)
{
    int checks = 0;
    for (const Service service : allServices())
        checks = std::max(checks, checksPerLook(service, look));
    return checks;
}

} // namespace

void FollowDesk::shareWithClinic(const QString &workstationId, std::chrono::milliseconds leasePeriod)
{
    if (m_clinic)
        return;
    ClinicShare share;
    share.workstationId = workstationId;
    share.host = QSysInfo::machineHostName();
    share.startedAt = m_poller->clock()->now();
    share.leasePeriod = leasePeriod.count() > 0 ? leasePeriod : kDefaultLeasePeriod;
    share.timer = m_poller->clock()->createTimer(this);
    connect(share.timer, &ClockTimer::timeout, this, &FollowDesk::clinicTick);
    m_clinic = share;
}

void FollowDesk::leaveClinic()
{
    if (!m_clinic)
        return;
    m_clinic->timer->stop();
    if (!m_journal->isOpen())
        return;
    writeCheckTimes();
    if (const auto left = m_journal->leaveClinic(m_clinic->workstationId); !left)
        qCWarning(lcPoll) << "could not leave the clinic database cleanly:" << left.error().detail;
    else
        qCInfo(lcPoll) << "left the clinic database; its leases are free";
}

QDateTime FollowDesk::leaseUntil() const
{
    return m_poller->clock()->now().addMSecs(m_clinic->leasePeriod.count() * 3 / 4);
}

QDateTime FollowDesk::liveSince() const
{
    return m_poller->clock()->now().addMSecs(-m_clinic->leasePeriod.count() * 3 / 4);
}

JournalResult<int> FollowDesk::resumeShared(const QString &environmentId)
{
    m_environmentId = environmentId;
    m_clinic->environmentId = environmentId;
    clinicTick();
    int followed = 0;
    for (const QString &key : m_poller->keys())
        followed += journalIdFor(key).has_value();
    qCInfo(lcPoll) << "following" << followed << "items held in the clinic database";
    return followed;
}

void FollowDesk::clinicTick()
{
    if (!m_clinic)
        return;
    m_clinic->timer->startAt(m_poller->clock()->now().addMSecs(m_clinic->leasePeriod.count() / 4));
    if (m_environmentId.isEmpty() || m_clinic->environmentId != m_environmentId)
        return;
    if (!m_journal->isOpen()) {
        // The clinic database's connection dropped (the server restarted, the network failed) and
        // nothing here has asked the journal since: a registrar who only watches her lists would
        // see them stop being live with no word, and nothing would connect again. Asking says the
        // connection was lost (Journal::failed), so the watch stops billed sends, says why, and
        // opens it again (JournalWatch::kReconnectSeconds).
        (void)m_journal->checkWritable();
        dropExpiredLeases();
        return;
    }
    // The heartbeat carries every lease this run holds three quarters of a lease period on (three
    // looks): a run that stops beating loses them that long after its last beat.
    WorkstationRun run{
        m_clinic->workstationId, m_environmentId, m_clinic->host, m_clinic->startedAt, {}, {}, leaseUntil()};
    // Twice a look's checks: the others shorten this list by what it sends until the next
    // heartbeat (up to a look's worth), and still see a whole look's earliest after that.
    const std::chrono::milliseconds look = m_clinic->leasePeriod / 4;
    const QMap<Service, QList<qint64>> due = m_poller->dueTimes(2 * checksPerLook(look));
    for (auto it = due.cbegin(); it != due.cend(); ++it) {
        if (checksPerLook(it.key(), look) > 0) { // the services whose places are shared
            run.due.insert(serviceKey(it.key()), it.value());
            run.asked.insert(serviceKey(it.key()),
                             qint64(m_poller->sent(it.key()) - m_clinic->sentAtBeat.value(it.key())));
        }
    }
    if (const auto beat = m_journal->heartbeat(run); !beat) {
        // Not beating, this run's leases run out and others take its items over; it tries again
        // at every tick, and says so once rather than at each.
        if (!std::exchange(m_clinic->beatFailing, true))
            qCWarning(lcPoll) << "clinic heartbeat failed, trying again every" << m_clinic->leasePeriod.count() / 4
                              << "ms:" << beat.error().detail;
        dropExpiredLeases();
        return;
    }
    m_clinic->heldUntil = run.leasesUntil;
    for (const Service service : allServices())
        m_clinic->sentAtBeat.insert(service, m_poller->sent(service));
    if (std::exchange(m_clinic->beatFailing, false))
        qCInfo(lcPoll) << "clinic heartbeat back";
    // Sends of runs that are gone: no answer will come to them.
    const auto turned = m_journal->markAbandonedSends(m_environmentId, liveSince(),
                                                      tr("The application stopped before the platform answered."));
    if (turned) {
        for (qint64 id : *turned) {
            qCInfo(lcJournal) << "outbox: uncertain" << id << "(its workstation is gone)";
            announce(id);
        }
    }
    // The live runs, and those gone in the last few minutes (a place in flight expires within the
    // call's timeout and a margin of its sending, so a run gone longer holds none), in one read.
    constexpr qint64 kGoneLatelyMs = 5 * 60 * 1000;
    const QDateTime liveFrom = liveSince();
    std::optional<QList<WorkstationLoad>> live;
    if (const auto runs = m_journal->workloads(m_environmentId, liveFrom.addMSecs(-kGoneLatelyMs))) {
        live.emplace();
        QStringList gone;
        for (const WorkstationLoad &run : *runs) {
            if (run.seen >= liveFrom)
                live->append(run);
            else
                gone.append(run.id);
        }
        if (!gone.isEmpty())
            Q_EMIT colleaguesGone(gone);
    }
    // Before the leases move: an item given back carries when it was checked, so whoever takes it
    // waits the policy's minimum from then.
    writeCheckTimes();
    rebalanceLeases(live);
    lookUpUnresolved();
}

QList<std::pair<Service, QList<std::pair<QString, int>>>> FollowDesk::sharePlaces(const QList<WorkstationLoad> &live)
{
    const QString &me = m_clinic->workstationId;
    const int workstations = std::max(1, int(live.size()));
    m_poller->setShare(workstations);
    // The places in flight go where the items have waited longest (by the times the heartbeats
    // wrote; this run's own as its poller has them now): of the clinic's checks until the next
    // look, the earliest due (those due within one look of each other alike), each run takes
    // places in proportion to how many are its own, and items due a look or more before all the
    // others go first (placesOfEarliest()). So a run that has asked about its items once does not
    // re-check them while a colleague's wait for their first check.
    const std::chrono::milliseconds look = m_clinic->leasePeriod / 4;
    const QDateTime now = m_poller->clock()->now();
    m_clinic->placesSharedAt = now;
    const bool comparable =
        std::none_of(live.cbegin(), live.cend(), [](const WorkstationLoad &load) { return load.weighsOnly; });
    const QMap<Service, QList<qint64>> mine = m_poller->dueTimes(2 * checksPerLook(look));
    QList<std::pair<Service, QList<std::pair<QString, int>>>> fewer;
    // Only where the platform caps the calls in flight: a service limited by its rate alone (A)
    // keeps each run's own cap, which is this application's courtesy, not the clinic's to share.
    for (const Service service : allServices()) {
        const int cap = m_poller->policy(service).maxInFlight;
        const int horizon = checksPerLook(service, look);
        if (horizon == 0) {
            m_poller->setPlaces(service, cap);
            continue;
        }
        const int before = m_poller->placesFor(service);
        if (workstations == 1 || !comparable) {
            m_poller->setPlaces(service, -1);
            if (m_poller->placesFor(service) < before)
                fewer.append({service, {}});
            continue;
        }
        QList<std::pair<QString, QList<qint64>>> times;
        const QString key = serviceKey(service);
        for (const WorkstationLoad &load : live) {
            if (load.id == me) {
                times.append({load.id, mine.value(service)});
                continue;
            }
            // A colleague's list is as old as its heartbeat, and it has gone down it since at the
            // pace it went before (what it asked between its last two heartbeats, a look apart):
            // what is left of it is what competes with ours.
            const qint64 since = std::clamp<qint64>(load.seen.msecsTo(now), 0, look.count());
            const qint64 asked = load.asked.value(key) * since / std::max<qint64>(1, look.count());
            times.append({load.id, load.due.value(key).mid(asked)});
        }
        const QList<std::pair<QString, int>> places = placesOfEarliest(cap, horizon, look.count(), times);
        logShare(now, key, me, look, times, places);
        const auto mineOf = std::find_if(places.cbegin(), places.cend(), [&me](const auto &p) { return p.first == me; });
        m_poller->setPlaces(service, mineOf != places.cend() ? mineOf->second : -1);
        if (m_poller->placesFor(service) < before)
            fewer.append({service, places});
    }
    return fewer;
}

bool FollowDesk::foundNothingNew(const PollItem &before, const PollItem &after) const
{
    return m_clinic && after.state == PollItem::State::Scheduled && before.lastStatus == after.lastStatus
        && before.lastError == after.lastError && before.errorCount == after.errorCount;
}

void FollowDesk::writeCheckTimes()
{
    if (m_clinic->checked.isEmpty())
        return;
    const QList<CheckTimes> checks = m_clinic->checked.values();
    if (const auto written = m_journal->recordCheckTimes(checks, m_clinic->workstationId); !written) {
        // Kept for the next tick; a run that never writes them is taken over, and the taker
        // waits the minimum from the lease's end anyway.
        qCWarning(lcPoll) << "cannot write" << checks.size() << "checks' times:" << written.error().detail;
        return;
    }
    m_clinic->checked.clear();
    for (const CheckTimes &check : checks)
        announce(check.id); // the lists show when each was checked
}

void FollowDesk::dropExpiredLeases()
{
    if (m_clinic->heldUntil.isValid() && m_poller->clock()->now() < m_clinic->heldUntil)
        return;
    int dropped = 0;
    for (const QString &key : m_poller->keys()) {
        if (journalIdFor(key)) {
            m_poller->release(key);
            ++dropped;
        }
    }
    if (dropped > 0)
        qCWarning(lcPoll) << "leases ran out while the clinic database did not answer; let go of" << dropped << "items";
}

void FollowDesk::rebalanceLeases(const std::optional<QList<WorkstationLoad>> &live)
{
    const QString &me = m_clinic->workstationId;
    const auto held = m_journal->heldLeases(me);
    if (!held) {
        qCWarning(lcPoll) << "cannot read the leases held:" << held.error().detail;
        dropExpiredLeases();
        return;
    }
    QSet<qint64> mine;
    for (const TrackedItem &row : *held) {
        if (row.environmentId != m_environmentId) {
            m_journal->releaseLease(row.id, me); // an environment this run left
            continue;
        }
        // A send under way or in doubt is held for its answer or lookup, not followed.
        if (row.outbox != OutboxState::None && row.outbox != OutboxState::Accepted)
            continue;
        mine.insert(row.id);
        if (isFollowed(row.id))
            continue;
        // Held and not followed here (followed again, or found by a lookup): follow it.
        const auto full = m_journal->trackedItem(row.id);
        if (full && addToPoller(*full))
            m_services.insert(row.id, m_poller->item(keyFor(row.id))->service);
    }
    // Taken over after a lease ran out, or stopped or finished elsewhere: no longer this run's to
    // poll, and not stopped by anyone here.
    for (const QString &key : m_poller->keys()) {
        const std::optional<qint64> id = journalIdFor(key);
        if (id && !mine.contains(*id)) {
            qCInfo(lcPoll) << "lease of" << key << "lost; another workstation follows it";
            m_poller->release(key);
        }
    }

    const auto pending = m_journal->pendingCount(m_environmentId);
    if (!live || !pending)
        return;
    const int workstations = std::max(1, int(live->size()));
    // Places this run gives up are taken by the others at once, not at their own next looks (up
    // to a look later, the place unused meanwhile): they hear how this look shared them.
    for (const auto &[service, places] : sharePlaces(*live)) {
        if (const auto told =
                m_journal->announcePlaces(serviceKey(service), m_environmentId, places, m_clinic->placesSharedAt);
            !told)
            qCDebug(lcPoll) << "could not tell the others of places given up:" << told.error().detail;
    }
    const int fairShare = (*pending + workstations - 1) / workstations;
    const int have = int(mine.size());
    if (have < fairShare) {
        QSet<qint64> ranOut;
        const auto claimed = m_journal->claimLeases(m_environmentId, me, leaseUntil(), fairShare - have, &ranOut);
        if (!claimed) {
            qCWarning(lcPoll) << "cannot take leases:" << claimed.error().detail;
            return;
        }
        for (const TrackedItem &row : *claimed) {
            if (addToPoller(row, ranOut.contains(row.id)))
                m_services.insert(row.id, m_poller->item(keyFor(row.id))->service);
        }
        if (!claimed->isEmpty())
            qCInfo(lcPoll) << "took" << claimed->size() << "leases; fair share" << fairShare;
        return;
    }
    if (have <= fairShare)
        return;
    // More than the fair share (another workstation came up): give back those checked last, never
    // one whose request is out, for the others to take at their next look.
    QList<PollItem> spare;
    for (const QString &key : m_poller->keys()) {
        const std::optional<PollItem> item = m_poller->item(key);
        if (journalIdFor(key) && item && item->state == PollItem::State::Scheduled)
            spare << *item;
    }
    std::sort(spare.begin(), spare.end(),
              [](const PollItem &a, const PollItem &b) { return a.nextCheckAt > b.nextCheckAt; });
    int giveBack = have - fairShare;
    for (const PollItem &item : std::as_const(spare)) {
        if (giveBack-- <= 0)
            break;
        const qint64 id = *journalIdFor(item.key);
        if (m_journal->releaseLease(id, me))
            m_poller->release(item.key);
    }
    qCInfo(lcPoll) << "gave back" << (have - fairShare) << "leases; fair share" << fairShare;
}

} // namespace cliniclink
