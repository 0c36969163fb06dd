// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Follows pending items (orders, dispatches, lab orders, prescriptions) until each reaches a
// terminal status. The Poller decides WHEN to ask; the owner performs the request: on pollDue()
// it sends the status request and later calls reportResult() exactly once with what came back.
//
// Rules it keeps, per PollPolicy of the item's service:
// - the first check comes initialDelay after tracking;
// - never two requests of one item in flight, and never a request sooner than minInterval after
//   the previous request of the same item was sent, whatever the server's retry-after says;
// - "still pending" waits interval; errors back off exponentially up to maxBackoff; the server's
//   retry-after is honoured; a terminal status ends the item;
// - at most maxInFlight requests of one service at once; the rest wait, oldest due first.
// Time comes from the Clock, and one ClockTimer armed at the earliest due time drives it all, so
// tests advance a ManualClock instead of sleeping. FollowDesk (core/follow) keeps items in the journal
// and hands each due item to the handler of its kind.

#include "core/common/clock.h"
#include "pollitem.h"
#include "polloutcome.h"
#include "pollpolicy.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QStringList>

#include <optional>
#include <utility>

namespace cliniclink {

// The clinic's cap on a service's calls in flight apportioned among its live workstations by
// weight (shareOfEarliest()), largest remainders first (ties: the lower id), so the places add up
// to the cap. Returns mine's places; -1 when nothing is due anywhere or the service has no cap (the
// equal share then).
int placesByDue(int cap, const QList<std::pair<QString, qint64>> &weights, const QString &mine);
// The same for every run, in the order of weights; empty when nothing is due anywhere.
QList<std::pair<QString, int>> placesOfEach(int cap, const QList<std::pair<QString, qint64>> &weights);

// The clinic's next `horizon` checks of a service are its earliest due items wherever they are
// (each heartbeat writes its own earliest, Poller::dueTimes(), ms since the epoch, earliest
// first): how many of them each run has, in kShareUnit parts, the weights placesByDue() shares the
// cap by. Items due within one grain of time (one look of the clinic's, which is as often as the
// places change) are due alike, so the grain the horizon ends in is shared in proportion to what
// each run has in it.
inline constexpr qint64 kShareUnit = 1000;
QList<std::pair<QString, qint64>> shareOfEarliest(int horizon, qint64 grainMs,
                                                  const QList<std::pair<QString, QList<qint64>>> &dueTimes);
// Every run's places of the cap, in the order of dueTimes (empty when nothing is due anywhere):
// placesOfEach() by shareOfEarliest(), except where the earliest items stand apart, an empty grain
// or more before the next (the last of a list's first round while the others' items are due
// again, or a gone run's items taken over). Those go first: when there are at least cap of them
// (and fewer than the horizon), the places go by them alone; when fewer, each run has a place for
// each of its own, and the rest go by shareOfEarliest(). Shared over the horizon, the last of them
// waited while the others' later items took most of the places, up to a look.
QList<std::pair<QString, int>> placesOfEarliest(int cap, int horizon, qint64 grainMs,
                                                const QList<std::pair<QString, QList<qint64>>> &dueTimes);

class Poller : public QObject {
    Q_OBJECT
public:
    explicit Poller(Clock *clock, QObject *parent = nullptr);

    Clock *clock() const { return m_clock; }

    // Services without a policy of their own use PollPolicy::defaultFor().
    void setPolicy(Service service, const PollPolicy &policy);
    // This run takes one of `parts` equal shares of every service's maxInFlight, rounded up (a
    // clinic's live workstations, whose budget is one): a run whose items are all due cannot keep
    // every place while the others' items wait. 1, the default, is the whole cap.
    void setShare(int parts);
    int share() const { return m_shareParts; }
    // This run's places in flight of the service as the clinic apportions them by what is due
    // (placesByDue()): 0 holds its items until the next look; a negative count gives the equal
    // share (setShare()) again. The budget still holds the clinic to the cap.
    void setPlaces(Service service, int places);
    // Per service, since when this run's items have been due, earliest first, at most `most` of
    // each (ms since the epoch): an item due now by its due time, one asked about by when it was
    // sent (it holds a place). What this run tells the clinic, so the places go to the items that
    // have waited longest wherever they are (shareOfEarliest()).
    QMap<Service, QList<qint64>> dueTimes(int most) const;
    // The places in flight this run takes of the service now.
    int placesFor(Service service) const;
    void setPolicies(const QMap<Service, PollPolicy> &policies);
    PollPolicy policy(Service service) const;

    // Starts following item. Its first check is at item.nextCheckAt when valid (a resumed item),
    // otherwise initialDelay from now, and never sooner than minInterval after item.lastRequestAt.
    // State, lastResultAt and the key's uniqueness are the poller's: false when the key is
    // already followed.
    bool add(const PollItem &item);
    // The answer to the last pollDue() of key. Ignored (with a warning) when nothing is in flight.
    void reportResult(const QString &key, const PollOutcome &outcome);
    // The person stops following key: itemChanged (state Stopped), then itemFinished. A request
    // already in flight still counts against the service's cap until its result is reported.
    void stop(const QString &key);
    // Check as soon as the minimum interval allows (a "check now" button).
    void checkNow(const QString &key);
    // Forgets every item without signals: switching environment, shutting down.
    void clear();
    // Forgets key without signals: another workstation of the clinic follows it now. A request in
    // flight still counts against the service's cap until its result is reported.
    void release(const QString &key);

    bool contains(const QString &key) const { return m_entries.contains(key); }
    std::optional<PollItem> item(const QString &key) const;
    QStringList keys() const { return m_entries.keys(); }
    int count() const { return int(m_entries.size()); }
    // When key is checked next ("next check at 10:42:15"); invalid while in flight or unknown.
    // A time in the past means it waits for a free slot of its service.
    QDateTime nextCheckAt(const QString &key) const;
    int inFlight(Service service) const { return m_inFlight.value(service); }
    // Every request of the service pollDue() has asked for since this poller was made.
    quint64 sent(Service service) const { return m_sent.value(service); }

Q_SIGNALS:
    // Time to ask the platform for item's status; answer with reportResult(item.key, ...).
    // May be called from within the handler; the poller does not recurse.
    void pollDue(const cliniclink::PollItem &item);
    // Anything about key changed: sent, answered, rescheduled, finished, stopped.
    void itemChanged(const QString &key);
    // key reached a terminal status or was stopped, and is no longer followed.
    void itemFinished(const QString &key);
    // A call of the service ended and this run sends none in its place: it held more places than
    // the clinic gives it now (setPlaces()). The place is wanted elsewhere at once, not with this
    // run's next request (Session: LimitBudget::giveBackNow()).
    void placeGivenUp(cliniclink::Service service);

private:
    struct Entry {
        PollItem item;
        quint64 sequence = 0; // adding order: ties between equal due times go to the older item
    };
    // Stopped while in flight: the request still occupies a slot until its answer arrives.
    struct Orphan {
        Service service;
        QDateTime sentAt;
    };

    bool hasCapacity(Service service) const;
    QDateTime earliestAllowed(const PollItem &item) const;
    void dispatchDue();
    void rearm();
    void finish(const QString &key, PollItem::State state);

    Clock *m_clock;
    ClockTimer *m_timer;
    QMap<Service, PollPolicy> m_policies;
    QHash<QString, Entry> m_entries;
    QHash<QString, Orphan> m_orphans;
    QMap<Service, int> m_inFlight;
    QMap<Service, quint64> m_sent;
    int m_shareParts = 1;
    QMap<Service, int> m_places; // setPlaces()
    quint64 m_nextSequence = 0;
    bool m_dispatching = false;
    bool m_dispatchAgain = false;
};

} // namespace cliniclink
