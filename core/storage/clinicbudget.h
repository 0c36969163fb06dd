// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The clinic's one budget per organization and token (issue 31, item 4). When the journal is a
// clinic database, every workstation's Transport spends the platform's limits through a row of
// limit_budget there: a row per environment, service and token (a SHA-256 of the organization and
// the token, never the token), whose state holds the requests of the last minute (each counted
// until 60.1 s after its answer, as the RateLimiter counts them), the places in flight (each leased
// by its holder until it ends, or until its expiry when the holder died) and the blocks after a 429.
//
// One statement does a request's whole turn: INSERT ... ON CONFLICT DO UPDATE locks the row (the
// next workstation waits and then sees this one's change), gives back the places of calls that
// ended since the last statement, forgets what left the window, and adds the new request only
// when every rule allows it, now or within the next second (a place given ahead: the minute's
// place or the pause's end comes then, and the call goes then without asking again); it returns
// the row, from which the refusal's earliest free time is read. A call that ends gives its place
// back with the next statement, or after a short idle delay on the clock, never with a round trip
// of its own: one acquire per status answer.
//
// What the row says is cached: a request that the cached row already refuses for the rate, a pause
// or a block waits without asking (others can only have made that later). Only the cap on calls in
// flight can free sooner than the cache knows, by another workstation's release: that is asked
// again when the first of their calls has likely ended (the usual call time after it went, which
// each workstation writes into the row), never sooner than pollInterval after the last ask. When
// the database cannot be reached or a statement fails, the budget falls back to a local
// RateLimiter, as one workstation would spend it, and tries the database again 30 s later.

#include "core/common/clock.h"
#include "core/net/limitbudget.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSqlDatabase>

#include <memory>

class QSqlQuery;

namespace cliniclink {

// The state of one limit_budget row, and the pure decisions on it (the same rules the statement
// applies, so a refusal's time and peek() need no round trip). Times are milliseconds since the epoch.
struct SharedLimitState {
    // A request in the window: in flight (its slot id, until its expiry at the latest), or ended
    // (the row keeps only its route and the time it counts from).
    struct Entry {
        QString id; // holder prefix ':' counter; empty once ended
        QString route; // the call's route class
        qint64 sent = 0;
        qint64 counted = 0; // counted in the window until counted + kWindowMs
        qint64 expires = 0; // in flight until then; 0: ended
    };
    // A request with a key, kept for the pauses.
    struct Keyed {
        QString route;
        qint64 sent = 0;
        QString key; // hashed
    };
    QList<Entry> entries;
    QList<Keyed> keyed;
    QHash<QString, qint64> blocks; // rule route class -> blocked until
    // Holder prefix -> places it keeps for its calls that change state, and when it said so.
    struct Kept {
        int places = 0;
        qint64 at = 0;
    };
    QHash<QString, Kept> kept;
    static constexpr qint64 kKeptForMs = 30'000; // a holder's word on kept places lasts this long
    int keptBy(const QString &otherThan, qint64 now) const;
    qint64 latencyMs = 0; // how long calls take, as the last writer measured it; 0: unknown

    static constexpr qint64 kWindowMs = 60 * 1000 + 100;

    static SharedLimitState fromJson(const QByteArray &json);
    QByteArray toJson() const;
    // The row as the next statement sees it at `now`: `released` (slot id -> answered at) ended,
    // places past their expiry ended at their expiry, what left the window dropped.
    SharedLimitState settled(const QHash<QString, qint64> &released, qint64 now) const;
    // What the statement decides for one more request after `pending` others, on the row as
    // settled(released, now) would leave it: allowed, or when to ask again. A full cap gives an
    // invalid retryAt: when only holderPrefix's own calls hold it, their end wakes the caller; when
    // others' calls hold places too, *othersFirstSent is when the first of those went (0
    // otherwise), for the caller to ask again when it has likely ended.
    RateLimiter::Decision decide(const QList<LimitRule> &rules, const QString &keyHash, qint64 now, int pending,
                                 const QString &holderPrefix, qint64 *othersFirstSent = nullptr,
                                 const QHash<QString, qint64> &released = {}) const;
    // When the entry of this slot was sent (or is to be, given ahead); 0 when the row has none.
    qint64 sentOf(const QString &slotId) const;
};

class ClinicBudget final : public QObject, public LimitBudget {
    Q_OBJECT
public:
    // database: a connection of the budget's own to the clinic database, not yet open
    // (Journal::cloneConnection()); the budget opens it and removes it when destroyed. holder names
    // this run (Session::workstationId()).
    ClinicBudget(Clock *clock, const QSqlDatabase &database, const QString &holder, QObject *parent = nullptr);
    ~ClinicBudget() override;

    Decision tryAcquire(const LimitRequest &request, LimitSlot *slot) override;
    // Written with the account's next statement (or the idle flush), for the others' reads.
    void keep(const LimitRequest &request, int count) override;
    int keptByOthers(const LimitRequest &request) const override;
    void release(const LimitSlot &slot, const QDateTime &sentAt, const QDateTime &answeredAt) override;
    QDateTime block(const LimitRequest &request, const QDateTime &until) override;
    // Without a token, the account this budget spent last for the service.
    Decision peek(const LimitRequest &request, int pending) const override;
    void setTable(const LimitTable &table) override;
    const LimitTable &table() const override { return m_table; }

    // Gives back the places of calls that ended now, in one statement per account.
    void flush();
    // The places in flight of these runs (Session::workstationId(): they are gone, their answers
    // will never be read) end now, with the next statement, as their own would have ended them
    // when they quit. What this run's row shows of them: an account it has not spent is not read.
    void endPlacesOf(const QStringList &runIds);
    void giveBackNow() override { flush(); }
    // At least this long between two asks while other workstations hold every place in flight (a
    // place they free is expected a call's usual time after theirs went, as this run measures it).
    void setPollInterval(qint64 msecs) { m_pollMs = msecs; }
    // How long an ended call's place waits for the next acquire to carry it back.
    void setFlushDelay(qint64 msecs) { m_flushDelayMs = msecs; }
    // How far ahead a request held by the minute's count or a pause may be given its place, in the
    // statement that asked (0: only now). A place given ahead is held from then on, and the call
    // takes it at its time without asking again; one not taken kAheadKeptMs after its time is given
    // back.
    void setAheadLimit(qint64 msecs) { m_aheadMs = msecs; }
    static constexpr qint64 kAheadKeptMs = 500;
    // Statements sent to the database (tests, bench_clinic: round trips per answer).
    int roundTrips() const { return m_roundTrips; }
    // The row's key for this organization and token: SHA-256, hex.
    static QString tokenHash(const QString &organizationId, const QString &token);

private:
    struct Account {
        QString environmentId;
        QString service;
        QString tokenHash;
        SharedLimitState state; // as the last statement returned it
        QDateTime refreshedAt; // invalid: never read
        QHash<QString, qint64> released; // slot id -> answered at, not yet written
        int keptHere = 0; // keep()'s count, sent with every statement
        bool keptUnsaid = false; // changed since the last statement
        // What the cached row decides at memoNow, per route class and key: a transport that holds
        // many calls asks for each at every wake, and the row may hold hundreds of requests.
        struct Cached {
            Decision decision;
            qint64 othersFirstSent = 0;
        };
        QHash<QString, Cached> memo;
        qint64 memoNow = 0;
        void forget() { memo.clear(); }
        // Places given ahead (setAheadLimit()), not taken yet.
        struct Ahead {
            QString id;
            QString routeClass;
            QString keyHash;
            qint64 at = 0; // when the call may go
        };
        QList<Ahead> ahead;
    };
    static QString accountKey(const QString &environmentId, Service service, const QString &tokenHash);
    QString accountFor(const LimitRequest &request);
    // One statement on the account's row (releases folded in); false when the database failed.
    bool run(Account &account, const QJsonObject &params);
    bool ensureOpen();
    // Marks the places in flight of the holders with these slot prefixes released at now; false
    // when there were none.
    bool releasePlacesOf(const QStringList &prefixes, qint64 now);
    // Gives back the places given ahead that no call took kAheadKeptMs after their time.
    void dropUntakenAhead(Account &account, qint64 now);
    // Has the flush timer wake for the first place given ahead to be dropped, if nothing sooner.
    void watchAhead();
    // When to ask again for a place in flight that others hold, the first of theirs sent then.
    QDateTime capRetry(const Account &account, qint64 othersFirstSent) const;
    QJsonArray rulesJson(const QList<LimitRule> &rules, const QString &keyHash) const;
    static QString keyHash(const QString &key);

    Clock *m_clock;
    QSqlDatabase m_db;
    QString m_connectionName;
    std::unique_ptr<QSqlQuery> m_statement;
    QString m_holder; // the prefix of this run's slot ids
    LimitTable m_table;
    RateLimiter m_fallback; // while the database cannot be reached
    QHash<QString, Account> m_accounts;
    QHash<Service, QString> m_lastAccount;
    ClockTimer *m_flush;
    QDateTime m_openRetryAt;
    quint64 m_nextSlot = 0;
    qint64 m_pollMs = 200;
    qint64 m_flushDelayMs = 100;
    qint64 m_aheadMs = 1000;
    qint64 m_latencyMs = -1; // how long this run's calls take, smoothed; -1: none ended yet
    int m_roundTrips = 0;
};

} // namespace cliniclink
