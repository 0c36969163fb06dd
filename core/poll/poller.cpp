// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "poller.h"

#include "core/common/logging.h"

#include <QScopeGuard>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace cliniclink {

namespace {

// An answer never makes its item due again at once: with a zero minInterval and an owner that
// fails synchronously, dispatchDue() would otherwise spin.
constexpr qint64 kMinimumGapMs = 100;

} // namespace

Poller::Poller(Clock *clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_timer(clock->createTimer(this))
{
    connect(m_timer, &ClockTimer::timeout, this, &Poller::dispatchDue);
}

void Poller::setPolicy(Service service, const PollPolicy &policy)
{
    m_policies.insert(service, policy);
    // A raised cap may let waiting items go.
    dispatchDue();
}

void Poller::setShare(int parts)
{
    parts = std::max(1, parts);
    if (parts == m_shareParts)
        return;
    m_shareParts = parts;
    dispatchDue(); // a larger share may let waiting items go
}

void Poller::setPolicies(const QMap<Service, PollPolicy> &policies)
{
    for (auto it = policies.begin(); it != policies.end(); ++it)
        m_policies.insert(it.key(), it.value());
    dispatchDue();
}

PollPolicy Poller::policy(Service service) const
{
    const auto it = m_policies.constFind(service);
    return it != m_policies.constEnd() ? *it : PollPolicy::defaultFor(service);
}

QDateTime Poller::earliestAllowed(const PollItem &item) const
{
    if (!item.lastRequestAt.isValid())
        return {};
    return item.lastRequestAt.addMSecs(policy(item.service).minInterval.count());
}

QList<std::pair<QString, int>> placesOfEach(int cap, const QList<std::pair<QString, qint64>> &weights)
{
    qint64 total = 0;
    for (const auto &[id, weight] : weights)
        total += std::max<qint64>(0, weight);
    if (cap <= 0 || total <= 0)
        return {};
    struct Part {
        qsizetype index;
        int places;
        qint64 remainder; // of cap * weight / total, in units of 1 / total
    };
    std::vector<Part> parts;
    int given = 0;
    for (qsizetype i = 0; i < weights.size(); ++i) {
        const qint64 share = qint64(cap) * std::max<qint64>(0, weights.at(i).second);
        parts.push_back({i, int(share / total), share % total});
        given += parts.back().places;
    }
    std::sort(parts.begin(), parts.end(), [&weights](const Part &a, const Part &b) {
        return a.remainder != b.remainder ? a.remainder > b.remainder
                                          : weights.at(a.index).first < weights.at(b.index).first;
    });
    for (Part &part : parts) {
        if (given >= cap)
            break;
        ++part.places;
        ++given;
    }
    QList<std::pair<QString, int>> out(weights.size());
    for (const Part &part : parts)
        out[part.index] = {weights.at(part.index).first, part.places};
    return out;
}

int placesByDue(int cap, const QList<std::pair<QString, qint64>> &weights, const QString &mine)
{
    for (const auto &[id, places] : placesOfEach(cap, weights)) {
        if (id == mine)
            return places;
    }
    return -1;
}

void Poller::setPlaces(Service service, int places)
{
    const int before = placesFor(service);
    if (places != m_places.value(service, -1))
        qCDebug(lcPoll) << m_clock->now().toMSecsSinceEpoch() << "places of" << serviceKey(service) << "now" << places
                        << "(negative: the equal share)";
    if (places >= 0)
        m_places.insert(service, places);
    else
        m_places.remove(service);
    if (placesFor(service) > before)
        dispatchDue();
}

QList<std::pair<QString, qint64>> shareOfEarliest(int horizon, qint64 grainMs,
                                                  const QList<std::pair<QString, QList<qint64>>> &dueTimes)
{
    // Run -> its count per grain of due time, earliest grain first.
    std::map<qint64, std::vector<qint64>> byGrain;
    for (int run = 0; run < dueTimes.size(); ++run) {
        for (qint64 at : dueTimes.at(run).second) {
            std::vector<qint64> &counts = byGrain[grainMs > 0 ? at / grainMs : at];
            counts.resize(dueTimes.size());
            counts[run] += 1;
        }
    }
    QList<std::pair<QString, qint64>> weights;
    for (const auto &[id, times] : dueTimes)
        weights.append({id, 0});
    qint64 left = std::max(0, horizon);
    for (const auto &[grain, counts] : byGrain) {
        if (left <= 0)
            break;
        qint64 inGrain = 0;
        for (qint64 count : counts)
            inGrain += count;
        // A whole grain within the horizon counts whole; the one it ends in, in proportion.
        const qint64 taken = std::min(left, inGrain);
        for (size_t run = 0; run < counts.size(); ++run)
            weights[qsizetype(run)].second += kShareUnit * counts[run] * taken / inGrain;
        left -= taken;
    }
    return weights;
}

QList<std::pair<QString, int>> placesOfEarliest(int cap, int horizon, qint64 grainMs,
                                                const QList<std::pair<QString, QList<qint64>>> &dueTimes)
{
    const auto grainOf = [grainMs](qint64 at) { return grainMs > 0 ? at / grainMs : at; };
    std::set<qint64> grains;
    for (const auto &[id, times] : dueTimes) {
        for (qint64 at : times)
            grains.insert(grainOf(at));
    }
    // The earliest grains, up to the first empty one.
    qint64 clusterEnd = grains.empty() ? 0 : *grains.cbegin();
    while (grains.contains(clusterEnd + 1))
        ++clusterEnd;
    const bool apart = !grains.empty() && *grains.crbegin() > clusterEnd;
    QList<std::pair<QString, qint64>> first;
    qint64 inFirst = 0;
    for (const auto &[id, times] : dueTimes) {
        const qint64 count =
            std::count_if(times.cbegin(), times.cend(), [&](qint64 at) { return grainOf(at) <= clusterEnd; });
        first.append({id, count});
        inFirst += count;
    }
    if (!apart || inFirst >= horizon)
        return placesOfEach(cap, shareOfEarliest(horizon, grainMs, dueTimes));
    if (inFirst >= cap) {
        for (auto &[id, count] : first)
            count *= kShareUnit;
        return placesOfEach(cap, first);
    }
    // A place for each of the earliest, the rest as the horizon shares them.
    QList<std::pair<QString, int>> places =
        placesOfEach(cap - int(inFirst), shareOfEarliest(horizon, grainMs, dueTimes));
    for (qsizetype i = 0; i < places.size(); ++i)
        places[i].second += int(first.at(i).second);
    return places;
}

QMap<Service, QList<qint64>> Poller::dueTimes(int most) const
{
    const QDateTime now = m_clock->now();
    QMap<Service, QList<qint64>> due;
    for (const Entry &entry : m_entries) {
        const PollItem &item = entry.item;
        if (item.state == PollItem::State::InFlight)
            due[item.service] << item.lastRequestAt.toMSecsSinceEpoch();
        else if (item.state == PollItem::State::Scheduled && item.nextCheckAt <= now)
            due[item.service] << item.nextCheckAt.toMSecsSinceEpoch();
    }
    for (QList<qint64> &times : due) {
        const auto cut = times.begin() + std::min<qsizetype>(std::max(0, most), times.size());
        std::partial_sort(times.begin(), cut, times.end());
        times.erase(cut, times.end());
    }
    return due;
}

int Poller::placesFor(Service service) const
{
    const int cap = policy(service).maxInFlight;
    if (cap <= 0)
        return 0;
    const auto places = m_places.constFind(service);
    if (places != m_places.cend())
        return std::min(*places, cap);
    return (cap + m_shareParts - 1) / m_shareParts;
}

bool Poller::hasCapacity(Service service) const
{
    const int cap = policy(service).maxInFlight;
    return cap <= 0 || m_inFlight.value(service) < placesFor(service);
}

bool Poller::add(const PollItem &item)
{
    if (item.key.isEmpty() || m_entries.contains(item.key))
        return false;
    Entry entry{item, m_nextSequence++};
    PollItem &added = entry.item;
    added.lastResultAt = {};
    if (const auto orphan = m_orphans.constFind(item.key); orphan != m_orphans.constEnd()) {
        // Followed again while its old request is still out: that request's answer is this item's.
        m_inFlight[orphan->service] -= 1;
        m_inFlight[added.service] += 1;
        added.state = PollItem::State::InFlight;
        added.lastRequestAt = orphan->sentAt;
        added.nextCheckAt = {};
        m_orphans.erase(orphan);
    } else {
        added.state = PollItem::State::Scheduled;
        if (!added.nextCheckAt.isValid())
            added.nextCheckAt = m_clock->now().addMSecs(policy(added.service).initialDelay.count());
        added.nextCheckAt = laterOf(added.nextCheckAt, earliestAllowed(added));
    }
    m_entries.insert(item.key, entry);
    qCDebug(lcPoll) << "following" << item.key << serviceKey(item.service) << item.kind;
    Q_EMIT itemChanged(item.key);
    rearm();
    return true;
}

void Poller::reportResult(const QString &key, const PollOutcome &outcome)
{
    if (const auto orphan = m_orphans.constFind(key); orphan != m_orphans.constEnd()) {
        const Service service = orphan->service;
        m_inFlight[service] -= 1;
        m_orphans.erase(orphan);
        const bool givenUp = !hasCapacity(service);
        dispatchDue();
        if (givenUp)
            Q_EMIT placeGivenUp(service);
        return;
    }
    const auto it = m_entries.find(key);
    if (it == m_entries.end() || it->item.state != PollItem::State::InFlight) {
        qCWarning(lcPoll) << "result for" << key << "which has no request in flight; ignored";
        return;
    }
    PollItem &item = it->item;
    const PollPolicy p = policy(item.service);
    const QDateTime now = m_clock->now();
    const Service service = item.service;
    m_inFlight[service] -= 1;
    // Still at its places with this call ended: it held more than it has now, and this one's place
    // goes to the clinic.
    const bool givenUp = !hasCapacity(service);
    const auto tellGivenUp = qScopeGuard([this, givenUp, service] {
        if (givenUp)
            Q_EMIT placeGivenUp(service);
    });
    item.lastResultAt = now;

    std::chrono::milliseconds delay{0};
    switch (outcome.kind) {
    case PollOutcome::Kind::Terminal:
        item.lastStatus = outcome.status;
        item.errorCount = 0;
        item.lastError.clear();
        finish(key, PollItem::State::Finished);
        dispatchDue();
        return;
    case PollOutcome::Kind::Pending:
        if (!outcome.status.isEmpty())
            item.lastStatus = outcome.status;
        item.errorCount = 0;
        item.lastError.clear();
        delay = outcome.retryAfter.value_or(p.interval);
        break;
    case PollOutcome::Kind::Error:
        item.errorCount += 1;
        item.lastError = outcome.error;
        delay = outcome.retryAfter.value_or(p.errorDelay(item.errorCount));
        break;
    }
    item.state = PollItem::State::Scheduled;
    item.nextCheckAt = laterOf(now.addMSecs(std::max<qint64>(delay.count(), kMinimumGapMs)), earliestAllowed(item));
    Q_EMIT itemChanged(key);
    dispatchDue();
}

void Poller::stop(const QString &key)
{
    const auto it = m_entries.constFind(key);
    // A finishing item (stop() from an itemChanged handler) must not finish twice.
    if (it == m_entries.constEnd() || it->item.state == PollItem::State::Finished
        || it->item.state == PollItem::State::Stopped)
        return;
    if (it->item.state == PollItem::State::InFlight)
        m_orphans.insert(key, Orphan{it->item.service, it->item.lastRequestAt});
    qCDebug(lcPoll) << "stopped by the person:" << key;
    finish(key, PollItem::State::Stopped);
    rearm();
}

void Poller::checkNow(const QString &key)
{
    const auto it = m_entries.find(key);
    if (it == m_entries.end() || it->item.state != PollItem::State::Scheduled)
        return;
    const QDateTime soonest = laterOf(m_clock->now(), earliestAllowed(it->item));
    if (soonest >= it->item.nextCheckAt)
        return;
    it->item.nextCheckAt = soonest;
    Q_EMIT itemChanged(key);
    rearm();
}

void Poller::clear()
{
    m_entries.clear();
    m_orphans.clear();
    m_inFlight.clear();
    m_timer->stop();
}

void Poller::release(const QString &key)
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.constEnd())
        return;
    if (it->item.state == PollItem::State::InFlight)
        m_orphans.insert(key, Orphan{it->item.service, it->item.lastRequestAt});
    qCDebug(lcPoll) << "released to another workstation:" << key;
    m_entries.erase(it);
    rearm();
}

std::optional<PollItem> Poller::item(const QString &key) const
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.constEnd())
        return std::nullopt;
    return it->item;
}

QDateTime Poller::nextCheckAt(const QString &key) const
{
    const auto it = m_entries.constFind(key);
    if (it == m_entries.constEnd() || it->item.state != PollItem::State::Scheduled)
        return {};
    return it->item.nextCheckAt;
}

// The final state is visible to itemChanged handlers; itemFinished comes after removal, so its
// handler may follow the same key again.
void Poller::finish(const QString &key, PollItem::State state)
{
    const auto it = m_entries.find(key);
    it->item.state = state;
    it->item.nextCheckAt = {};
    Q_EMIT itemChanged(key);
    m_entries.remove(key);
    Q_EMIT itemFinished(key);
}

void Poller::dispatchDue()
{
    // pollDue handlers may report at once, which frees a slot and lands here again: the outer
    // call loops instead of recursing.
    if (m_dispatching) {
        m_dispatchAgain = true;
        return;
    }
    m_dispatching = true;
    do {
        m_dispatchAgain = false;
        const QDateTime now = m_clock->now();
        struct Due {
            QDateTime at;
            quint64 sequence;
            QString key;
        };
        std::vector<Due> due;
        for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
            if (it->item.state == PollItem::State::Scheduled && it->item.nextCheckAt <= now)
                due.push_back({it->item.nextCheckAt, it->sequence, it.key()});
        }
        // Oldest due first, so items held back by a full service go before newer ones.
        std::sort(due.begin(), due.end(),
                  [](const Due &a, const Due &b) { return a.at != b.at ? a.at < b.at : a.sequence < b.sequence; });
        for (const Due &d : due) {
            // Handlers of earlier items may have stopped, finished or re-added this one.
            const auto it = m_entries.find(d.key);
            if (it == m_entries.end() || it->item.state != PollItem::State::Scheduled || it->item.nextCheckAt > now
                || !hasCapacity(it->item.service))
                continue;
            it->item.state = PollItem::State::InFlight;
            it->item.lastRequestAt = now;
            it->item.nextCheckAt = {};
            m_inFlight[it->item.service] += 1;
            m_sent[it->item.service] += 1;
            const PollItem snapshot = it->item;
            Q_EMIT itemChanged(d.key);
            Q_EMIT pollDue(snapshot);
        }
    } while (m_dispatchAgain);
    m_dispatching = false;
    rearm();
}

void Poller::rearm()
{
    if (m_dispatching)
        return; // dispatchDue() re-arms when it is done
    QDateTime earliest;
    for (const Entry &entry : std::as_const(m_entries)) {
        // Items of a full service wait for a result, not for the clock.
        if (entry.item.state != PollItem::State::Scheduled || !hasCapacity(entry.item.service))
            continue;
        if (!earliest.isValid() || entry.item.nextCheckAt < earliest)
            earliest = entry.item.nextCheckAt;
    }
    if (!earliest.isValid()) {
        m_timer->stop();
        return;
    }
    if (!m_timer->isActive() || m_timer->deadline() != earliest)
        m_timer->startAt(earliest);
}

} // namespace cliniclink
