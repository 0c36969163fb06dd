// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One budget per organization and token (issue 31, item 4): the pure decisions on a limit_budget
// row, and ClinicBudgets of several workstations on one clinic database (the throwaway PostgreSQL
// cluster ctest starts), on one ManualClock.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/common/offsetclock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/net/transport.h"
#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "core/storage/clinicbudget.h"
#include "core/storage/journal.h"

#include <QScopeGuard>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <memory>

using namespace cliniclink;
using namespace Qt::StringLiterals;

namespace {

const QDateTime t0 = QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);

qint64 ms(const QDateTime &t)
{
    return t.toMSecsSinceEpoch();
}

SharedLimitState::Entry entry(const QString &id, const QString &route, qint64 sent, qint64 expires)
{
    return SharedLimitState::Entry{id, route, sent, sent, expires};
}

} // namespace

class TestClinicBudget : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;
    std::unique_ptr<ManualClock> m_clock;
    std::vector<std::unique_ptr<Journal>> m_journals;
    int m_connections = 0;

    // A workstation's budget on the test's clinic database: its own journal and its own connection.
    std::unique_ptr<ClinicBudget> workstation(const QString &holder, const LimitTable &table)
    {
        auto journal = std::make_unique<Journal>(m_clock.get(), m_pg->url());
        if (!journal->open())
            return nullptr;
        auto budget = std::make_unique<ClinicBudget>(
            m_clock.get(), journal->cloneConnection(QStringLiteral("budget.%1").arg(++m_connections)), holder);
        budget->setTable(table);
        m_journals.push_back(std::move(journal));
        return budget;
    }

    LimitRequest request(Service service, const QString &route, const QString &token = QStringLiteral("token-1"),
                         const QString &key = {}) const
    {
        const QDateTime now = m_clock->now();
        return LimitRequest{service, route,          key, QStringLiteral("sandbox"), QStringLiteral("org-1"), token,
                            now,     now.addSecs(45)};
    }

    // A's limits: `perMinute` requests a minute, 10 s between two status reads of one order.
    static LimitTable enrichmentLimits(int perMinute = 500)
    {
        return LimitTable({{services::Enrichment, RouteClass::Any, perMinute, 0, 0, 60'000},
                           {services::Enrichment, RouteClass::Status, 0, 0, 10'000, 0}});
    }

    // A status read of one order, on token "t".
    LimitRequest orderStatus(const QString &order) const
    {
        return request(services::Enrichment, RouteClass::Status, u"t"_s, order);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinicbudget"));
        QVERIFY(m_pg->available());
    }

    void init()
    {
        m_journals.clear();
        QVERIFY(m_pg->reset());
        m_clock = std::make_unique<ManualClock>(t0);
    }

    void cleanup() { m_journals.clear(); }

    // ---- the pure part ----------------------------------------------------------------------

    // A release moves a request's place in the window to its answer; a place whose holder never
    // gave it back ends at its expiry; what left the window goes.
    void settledAppliesReleasesAndExpiries()
    {
        SharedLimitState state;
        state.entries = {entry(u"a:1"_s, RouteClass::Status, ms(t0), ms(t0) + 45'000),
                         entry(u"b:1"_s, RouteClass::Status, ms(t0), ms(t0) + 45'000),
                         entry(u"a:2"_s, RouteClass::Status, ms(t0) - 70'000, 0)};
        state.blocks.insert(RouteClass::Upload, ms(t0) + 1000);
        const qint64 now = ms(t0) + 50'000;
        const SharedLimitState s = state.settled({{u"a:1"_s, ms(t0) + 2000}}, now);
        QCOMPARE(s.entries.size(), 2);
        QCOMPARE(s.entries.at(0).id, u"a:1"_s);
        QCOMPARE(s.entries.at(0).counted, ms(t0) + 2000);
        QCOMPARE(s.entries.at(0).expires, 0);
        QCOMPARE(s.entries.at(1).id, u"b:1"_s);
        QCOMPARE(s.entries.at(1).counted, ms(t0) + 45'000); // ended by its expiry
        QVERIFY(s.blocks.isEmpty());
        // The same state read back from its JSON.
        const SharedLimitState back = SharedLimitState::fromJson(s.toJson());
        QCOMPARE(back.entries.size(), 2);
        QCOMPARE(back.entries.at(1).counted, ms(t0) + 45'000);
    }

    // The decision mirrors the RateLimiter's: the window's earliest free place, the pause of a key,
    // a block; a cap held only by this run waits for its release, one held by others is told.
    void decideMirrorsTheRateLimiter()
    {
        const QList<LimitRule> rules = {{services::Enrichment, RouteClass::Any, 2, 0, 0, 60'000},
                                        {services::Enrichment, RouteClass::Status, 0, 0, 10'000, 0}};
        SharedLimitState state;
        const qint64 now = ms(t0);
        state.entries = {entry(u"a:1"_s, RouteClass::Status, now - 5000, 0)};
        state.entries[0].counted = now - 4000;
        state.keyed = {{RouteClass::Status, now - 5000, u"k1"_s}};
        // Another order's status may go; the same order's waits for its pause.
        QVERIFY(state.decide(rules, u"k2"_s, now, 0, u"a:"_s).allowed);
        RateLimiter::Decision held = state.decide(rules, u"k1"_s, now, 0, u"a:"_s);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(5000));
        // The pause read across all orders holds every keyed request.
        QList<LimitRule> across = rules;
        across[1].spacingAcrossKeys = true;
        QCOMPARE(state.decide(across, u"k2"_s, now, 0, u"a:"_s).retryAt, t0.addMSecs(5000));
        // The window: full with a second request; the first place frees 60.1 s after its answer.
        state.entries << entry(u"b:1"_s, RouteClass::Default, now - 1000, 0);
        held = state.decide(rules, {}, now, 0, u"a:"_s);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(-4000 + 60'100));
        // With one request pending before it, the second place.
        QCOMPARE(state.decide(rules, {}, now, 1, u"a:"_s).retryAt, t0.addMSecs(-1000 + 60'100));
        // A block holds longer.
        state.blocks.insert(RouteClass::Any, now + 120'000);
        held = state.decide(rules, {}, now, 0, u"a:"_s);
        QVERIFY(held.blocked);
        QCOMPARE(held.retryAt, t0.addSecs(120));

        const QList<LimitRule> cap = {{services::Signing, RouteClass::FullGet, 0, 2, 0, 0}};
        SharedLimitState flights;
        flights.entries = {entry(u"a:1"_s, RouteClass::FullGet, now, now + 45'000),
                           entry(u"a:2"_s, RouteClass::FullGet, now, now + 45'000)};
        qint64 othersSent = -1;
        held = flights.decide(cap, {}, now, 0, u"a:"_s, &othersSent);
        QVERIFY(!held.allowed);
        QVERIFY(!held.retryAt.isValid()); // this run's own release wakes it
        QCOMPARE(othersSent, 0);
        flights.entries[1] = entry(u"b:2"_s, RouteClass::FullGet, now - 300, now + 45'000);
        held = flights.decide(cap, {}, now, 0, u"a:"_s, &othersSent);
        QVERIFY(!held.allowed);
        QCOMPARE(othersSent, now - 300); // another workstation's release, which nothing announces here
        // A place given back and not yet written, or past its expiry, is decided as settled()
        // leaves it, without a copy of the row: it frees the cap and counts in the window.
        const QHash<QString, qint64> released{{u"a:1"_s, now - 100}};
        QVERIFY(flights.decide(cap, {}, now, 0, u"a:"_s, nullptr, released).allowed);
        QVERIFY(flights.settled(released, now).decide(cap, {}, now, 0, u"a:"_s).allowed);
        flights.entries[1].expires = now;
        QVERIFY(flights.decide(cap, {}, now, 1, u"a:"_s, nullptr, released).allowed);
        const QList<LimitRule> window = {{services::Signing, RouteClass::FullGet, 2, 0, 0, 0}};
        held = flights.decide(window, {}, now, 0, u"a:"_s, nullptr, released);
        QCOMPARE(held.retryAt, t0.addMSecs(60'100)); // neither counts from before it went
        QCOMPARE(held.retryAt, flights.settled(released, now).decide(window, {}, now, 0, u"a:"_s).retryAt);
    }

    void tokenHashNamesOrganizationAndToken()
    {
        const QString h = ClinicBudget::tokenHash(u"org-1"_s, u"secret-token"_s);
        QCOMPARE(h.size(), 64);
        QVERIFY(!h.contains(u"secret"_s));
        QVERIFY(h != ClinicBudget::tokenHash(u"org-2"_s, u"secret-token"_s));
        QVERIFY(h != ClinicBudget::tokenHash(u"org-1"_s, u"other-token"_s));
    }

    // ---- on the clinic database -------------------------------------------------------------

    // Three workstations spend one window: together never more than the limit, and each is told
    // when the first place frees.
    void workstationsShareOneWindow()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 5, 0, 0, 60'000}});
        std::vector<std::unique_ptr<ClinicBudget>> ws;
        for (const char *holder : {"aaaaaaaa-1", "bbbbbbbb-2", "cccccccc-3"}) {
            ws.push_back(workstation(QString::fromLatin1(holder), table));
            QVERIFY(ws.back());
        }
        int admitted = 0;
        for (int round = 0; round < 4; ++round) {
            for (auto &w : ws) {
                LimitSlot slot;
                if (w->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed) {
                    ++admitted;
                    QVERIFY(!slot.id.isEmpty());
                    w->release(slot, t0, t0); // answered at once
                }
            }
        }
        QCOMPARE(admitted, 5);
        // Asked once more by the one that took none last: the first place frees 60.1 s after it went.
        LimitSlot slot;
        const auto held = ws[2]->tryAcquire(request(services::Signing, RouteClass::Status), &slot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'100));
        m_clock->advance(60'100);
        QVERIFY(ws[2]->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        // Another organization's token on the same database has a budget of its own.
        QVERIFY(ws[0]->tryAcquire(request(services::Signing, RouteClass::Status, u"token-2"_s), &slot).allowed);
        // The table names no token.
        QCOMPARE(m_pg->value(u"SELECT count(*) FROM limit_budget WHERE state LIKE '%token%' OR token_hash LIKE "
                             "'%token%'"_s)
                     .toInt(),
                 0);
        QCOMPARE(m_pg->value(u"SELECT count(*) FROM limit_budget"_s).toInt(), 2);
    }

    // Workstations held by the minute's count are given the window's next places ahead, each its
    // own, in the statement that asked: at its time the call goes without asking again, and nobody
    // asks the database for a place another took. A place given ahead and not taken goes back.
    void theWindowsNextPlacesAreGivenAheadOneEach()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 3, 0, 0, 60'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        const auto status = [this] { return request(services::Signing, RouteClass::Status); };
        LimitSlot s1, s2, s3;
        QVERIFY(a->tryAcquire(status(), &s1).allowed);
        QVERIFY(a->tryAcquire(status(), &s2).allowed);
        QVERIFY(a->tryAcquire(status(), &s3).allowed);
        for (LimitSlot *slot : {&s1, &s2, &s3}) { // answered 100, 200 and 300 ms after t0
            m_clock->advance(100);
            a->release(*slot, t0, m_clock->now());
        }
        m_clock->advance(200); // the releases go with the idle flush
        m_clock->setNow(t0.addMSecs(60'150)); // the first place frees at 60.2 s, the next at 60.3 s
        const int aBefore = a->roundTrips(), bBefore = b->roundTrips();

        LimitSlot bSlot, aSlot;
        auto held = b->tryAcquire(status(), &bSlot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'200));
        QCOMPARE(b->roundTrips(), bBefore + 1);
        m_clock->setNow(t0.addMSecs(60'200));
        held = a->tryAcquire(status(), &aSlot); // the first place is b's: a is given the next
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'300));
        QCOMPARE(a->roundTrips(), aBefore + 1);
        QVERIFY(b->tryAcquire(status(), &bSlot).allowed);
        QVERIFY(!bSlot.id.isEmpty());
        QCOMPARE(b->roundTrips(), bBefore + 1); // taken without asking again
        m_clock->setNow(t0.addMSecs(60'250));
        held = a->tryAcquire(status(), &aSlot); // the call woke early: still its own time
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'300));
        m_clock->setNow(t0.addMSecs(60'300));
        QVERIFY(a->tryAcquire(status(), &aSlot).allowed);
        QCOMPARE(a->roundTrips(), aBefore + 1);

        // a's and b's calls are in flight, and the third place frees at 60.4 s. Without places
        // ahead, a newcomer is told when to ask again and nothing is written for it.
        const auto inFlight = [this] {
            return m_pg
                ->value(u"SELECT count(*) FROM limit_budget, jsonb_array_elements(CAST(state AS jsonb)->'f') f"_s)
                .toInt();
        };
        auto c = workstation(u"cccccccc-3"_s, table);
        QVERIFY(c);
        c->setAheadLimit(0);
        LimitSlot cSlot;
        held = c->tryAcquire(status(), &cSlot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'400));
        QCOMPARE(inFlight(), 2);
        // Given ahead, and never taken: back with a statement of its own once kAheadKeptMs passed.
        auto d = workstation(u"dddddddd-4"_s, table);
        QVERIFY(d);
        held = d->tryAcquire(status(), &cSlot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(60'400));
        QCOMPARE(d->roundTrips(), 1);
        QCOMPARE(inFlight(), 3);
        m_clock->setNow(t0.addMSecs(60'400 + ClinicBudget::kAheadKeptMs));
        QCOMPARE(d->roundTrips(), 1);
        m_clock->advance(1);
        QCOMPARE(d->roundTrips(), 2);
        QCOMPARE(inFlight(), 2);
    }

    // The cap on calls in flight holds across workstations; a place given back by one is taken
    // by another once it asks again (after the poll interval).
    void inFlightCapHoldsAcrossWorkstations()
    {
        const LimitTable table({{services::Signing, RouteClass::FullGet, 0, 3, 0, 0}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        a->setPollInterval(200);
        b->setPollInterval(200);
        LimitSlot s1, s2, s3, s4;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::FullGet), &s1).allowed);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::FullGet), &s2).allowed);
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::FullGet), &s3).allowed);
        auto held = b->tryAcquire(request(services::Signing, RouteClass::FullGet), &s4);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addMSecs(200)); // held by a's calls too: asked again soon
        held = a->tryAcquire(request(services::Signing, RouteClass::FullGet), &s4);
        QVERIFY(!held.allowed);
        // a gives one back; the release goes with its next statement or after the idle delay.
        m_clock->advance(50);
        a->release(s1, t0, m_clock->now());
        const int before = a->roundTrips();
        m_clock->advance(200); // the flush timer fires on the clock
        QCOMPARE(a->roundTrips(), before + 1);
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::FullGet), &s4).allowed);
        QVERIFY(!a->tryAcquire(request(services::Signing, RouteClass::FullGet), &s1).allowed);
    }

    // A run that gave up places (Poller::placeGivenUp) gives an ended call's place back at once,
    // not with a next request that will not come or after the idle delay.
    void aPlaceGivenUpIsBackAtOnce()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 0, 2, 0, 0}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        a->setFlushDelay(10'000);
        b->setPollInterval(200);
        LimitSlot s1, s2, s3;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &s1).allowed);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &s2).allowed);
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &s3).allowed);
        a->release(s1, t0, m_clock->now());
        m_clock->advance(200);
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &s3).allowed); // not yet told
        const int before = a->roundTrips();
        a->giveBackNow();
        QCOMPARE(a->roundTrips(), before + 1);
        m_clock->advance(200);
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Status), &s3).allowed);
        a->giveBackNow(); // nothing ended since: no statement
        QCOMPARE(a->roundTrips(), before + 1);
    }

    // Places one workstation keeps for its sheet's orders reach the others with its next
    // statement (here the idle flush), so their reads wait for them too; the word lasts 30 s.
    void placesKeptForOrdersAreKeptAcrossWorkstations()
    {
        const LimitTable table({{services::Enrichment, RouteClass::Any, 10, 0, 0, 60'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(b->tryAcquire(request(services::Enrichment, RouteClass::Status), &slot).allowed);
        QCOMPARE(b->keptByOthers(request(services::Enrichment, RouteClass::Status)), 0);
        a->keep(request(services::Enrichment, RouteClass::Any), 4);
        const int before = a->roundTrips();
        m_clock->advance(200);
        QCOMPARE(a->roundTrips(), before + 1);
        QCOMPARE(a->keptByOthers(request(services::Enrichment, RouteClass::Status)), 0); // its own
        QVERIFY(b->tryAcquire(request(services::Enrichment, RouteClass::Status), &slot).allowed);
        QCOMPARE(b->keptByOthers(request(services::Enrichment, RouteClass::Status)), 4);
        // 2 sent and 4 kept of 10: four places left for reads.
        QVERIFY(b->peek(request(services::Enrichment, RouteClass::Status), 4 + 3).allowed);
        QVERIFY(!b->peek(request(services::Enrichment, RouteClass::Status), 4 + 4).allowed);
        // Given back: said with a's next statement.
        a->keep(request(services::Enrichment, RouteClass::Any), 0);
        m_clock->advance(200);
        QVERIFY(b->tryAcquire(request(services::Enrichment, RouteClass::Status), &slot).allowed);
        QCOMPARE(b->keptByOthers(request(services::Enrichment, RouteClass::Status)), 0);
        // A word not renewed for 30 s is forgotten (its workstation may be gone).
        a->keep(request(services::Enrichment, RouteClass::Any), 5);
        m_clock->advance(200);
        QVERIFY(b->tryAcquire(request(services::Enrichment, RouteClass::Status), &slot).allowed);
        QCOMPARE(b->keptByOthers(request(services::Enrichment, RouteClass::Status)), 5);
        m_clock->advance(30'000);
        QCOMPARE(b->keptByOthers(request(services::Enrichment, RouteClass::Status)), 0);
    }

    // A run killed with places in flight: they free themselves at their expiry, and what they sent
    // counts in the window from then.
    void aKilledHoldersSlotsExpire()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 100, 2, 0, 60'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        // Killed: nothing given back. (A run that quits gives its places back, see below: the row
        // is put back as a killed run leaves it.)
        const QString left = m_pg->value(u"SELECT state FROM limit_budget"_s).toString();
        a.reset();
        QVERIFY(m_pg->run({u"UPDATE limit_budget SET state = '%1'"_s.arg(left)}));
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        m_clock->advance(44'900);
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        m_clock->advance(100); // the expiry: the call's timeout and margin
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        const QString state = m_pg->value(u"SELECT state FROM limit_budget"_s).toString();
        const SharedLimitState s = SharedLimitState::fromJson(state.toUtf8());
        QCOMPARE(s.entries.size(), 3);
        QCOMPARE(s.entries.at(0).counted, ms(t0) + 45'000);
    }

    // A killed run's places end when the others learn it is gone (FollowDesk::colleaguesGone,
    // its heartbeat stale), not at its calls' expiry; a run that only stopped answering is never
    // named, and this run's own places are never ended by it.
    void aGoneRunsPlacesEndWhenTheOthersLearnIt()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 100, 2, 0, 60'000}});
        const QString runA = u"aaaaaaaa-1111-4111-8111-111111111111"_s;
        const QString runB = u"bbbbbbbb-2222-4222-8222-222222222222"_s;
        auto a = workstation(runA, table);
        auto b = workstation(runB, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        const QString left = m_pg->value(u"SELECT state FROM limit_budget"_s).toString();
        a.reset(); // killed: the row put back as it left it
        QVERIFY(m_pg->run({u"UPDATE limit_budget SET state = '%1'"_s.arg(left)}));
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        b->endPlacesOf({runB}); // its own: nothing
        m_clock->advance(22'500);
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        b->endPlacesOf({runA});
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(!b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        // The gone run's two calls count in the minute from when they ended, as their answers would.
        const SharedLimitState s =
            SharedLimitState::fromJson(m_pg->value(u"SELECT state FROM limit_budget"_s).toString().toUtf8());
        QCOMPARE(s.entries.size(), 4);
        QCOMPARE(s.entries.at(0).counted, ms(t0) + 22'500);
    }

    // A run that quits with calls in flight gives their places back at once.
    void aQuittingHolderGivesItsPlacesBack()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 100, 2, 0, 60'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        m_clock->advance(1000);
        a.reset();
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
    }

    // A 429 met by one workstation holds the route for all, until the block's end.
    void aBlockMetByOneHoldsAll()
    {
        const LimitTable table({{services::Signing, RouteClass::Upload, 120, 0, 0, 120'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Upload), &slot).allowed);
        QCOMPARE(a->block(request(services::Signing, RouteClass::Upload), {}), t0.addSecs(120));
        const auto held = b->tryAcquire(request(services::Signing, RouteClass::Upload), &slot);
        QVERIFY(!held.allowed);
        QVERIFY(held.blocked);
        QCOMPARE(held.retryAt, t0.addSecs(120));
        // A Retry-After met by b that ends sooner does not shorten a's block.
        QCOMPARE(b->block(request(services::Signing, RouteClass::Upload), t0.addSecs(30)), t0.addSecs(120));
        m_clock->advance(120'000);
        QVERIFY(b->tryAcquire(request(services::Signing, RouteClass::Upload), &slot).allowed);
    }

    // One statement a request: the release of the call before it goes with it, and a request the
    // cached row already refuses asks nothing.
    void oneRoundTripPerAcquire()
    {
        const LimitTable table = enrichmentLimits(3);
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        QVERIFY(a);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(orderStatus(u"order-1"_s), &slot).allowed);
        QCOMPARE(a->roundTrips(), 1);
        m_clock->advance(20);
        a->release(slot, t0, m_clock->now());
        QVERIFY(a->tryAcquire(orderStatus(u"order-2"_s), &slot).allowed);
        QCOMPARE(a->roundTrips(), 2); // the release went with it
        m_clock->advance(1000);
        QCOMPARE(a->roundTrips(), 2); // nothing left to flush
        // The same order within its pause: refused from the cached row, no statement.
        const auto held = a->tryAcquire(orderStatus(u"order-1"_s), &slot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addSecs(10));
        QCOMPARE(a->roundTrips(), 2);
        QVERIFY(a->tryAcquire(request(services::Enrichment, RouteClass::Default, u"t"_s), &slot).allowed);
        QVERIFY(!a->tryAcquire(request(services::Enrichment, RouteClass::Default, u"t"_s), &slot).allowed);
        QCOMPARE(a->roundTrips(), 3);
        // peek() reads the cached row.
        QVERIFY(!a->peek(request(services::Enrichment, RouteClass::Default, u"t"_s), 0).allowed);
        QCOMPARE(a->roundTrips(), 3);
    }

    // The Session gives the transport the clinic's budget when its journal is a clinic database,
    // and keeps the transport's own limiter with a file.
    void sessionSpendsTheClinicsBudget()
    {
        QTemporaryDir dir;
        for (const bool clinic : {true, false}) {
            Session::Options options;
            options.settingsFile = dir.filePath(u"settings.ini"_s);
            options.journalFile = clinic ? m_pg->url() : dir.filePath(u"journal.sqlite"_s);
            options.clock = m_clock.get();
            options.sessionOnlySecrets = true;
            Session session(options);
            session.start();
            QVERIFY(session.isJournalOpen());
            const auto *budget = dynamic_cast<const ClinicBudget *>(&session.transport().budget());
            QCOMPARE(budget != nullptr, clinic);
            // The environment's limits reach the shared budget too.
            QCOMPARE(session.transport().budget().table().rules().size(),
                     session.transport().limiter().table().rules().size());
            QVERIFY(!session.transport().budget().table().rules().isEmpty());
        }
    }

    // Two workstations whose clocks differ by two minutes spend one minute only on one time. The
    // fast one, set to the database server's time as its Session sets it, sees the other's
    // requests of this minute; left fast, it takes them for the last minute's and spends the
    // organization's minute again.
    void workstationsOnTheDatabasesTimeShareOneWindow_data()
    {
        QTest::addColumn<bool>("aligned");
        QTest::newRow("a fast clock left as it is") << false;
        QTest::newRow("a fast clock set to the database's") << true;
    }
    void workstationsOnTheDatabasesTimeShareOneWindow()
    {
        QFETCH(bool, aligned);
        const LimitTable table({{services::Signing, RouteClass::Status, 5, 0, 0, 60'000}});
        Clock *right = Clock::system();
        OffsetClock fast(Clock::system(), 120'000); // this machine's clock, two minutes fast
        OffsetClock clinic(&fast); // what its Session runs on
        Journal journalA(right, m_pg->url());
        Journal journalB(&clinic, m_pg->url());
        QVERIFY(journalA.open());
        QVERIFY(journalB.open());
        if (aligned) {
            const auto skew = journalB.clockSkew();
            QVERIFY(skew);
            QVERIFY2(std::abs(*skew + 120'000) < 1'000, qPrintable(QString::number(*skew)));
            QVERIFY(clinic.correctBy(*skew, 50));
        }
        ClinicBudget a(right, journalA.cloneConnection(u"budget.a"_s), u"aaaaaaaa-1"_s);
        ClinicBudget b(&clinic, journalB.cloneConnection(u"budget.b"_s), u"bbbbbbbb-2"_s);
        a.setTable(table);
        b.setTable(table);
        const auto requestAt = [](Clock &clock) {
            const QDateTime now = clock.now();
            return LimitRequest{services::Signing, RouteClass::Status, {}, u"sandbox"_s, u"org-1"_s, u"token-1"_s,
                                now, now.addSecs(45)};
        };
        for (int i = 0; i < 5; ++i) {
            LimitSlot slot;
            QVERIFY(a.tryAcquire(requestAt(*right), &slot).allowed);
            a.release(slot, right->now(), right->now());
        }
        LimitSlot slot;
        QCOMPARE(b.tryAcquire(requestAt(clinic), &slot).allowed, !aligned);
    }

    // A workstation that starts while the clinic database is down (and whose clock is off) takes
    // the clinic's budget and time once the database is back, not only at the next start.
    void aSessionStartedWhileTheDatabaseIsDownJoinsItLater()
    {
        QVERIFY(Journal(m_clock.get(), m_pg->url()).open()); // the schema is there
        QVERIFY(m_pg->allowConnections(false));
        auto allowAgain = qScopeGuard([this] { m_pg->allowConnections(true); });
        QTemporaryDir dir;
        OffsetClock slow(Clock::system(), -300'000); // this machine's clock, five minutes slow
        Session::Options options;
        options.settingsFile = dir.filePath(u"settings.ini"_s);
        options.journalFile = m_pg->url();
        options.clock = &slow;
        options.alignClockWithClinic = true;
        options.sessionOnlySecrets = true;
        Session session(options);
        session.start();
        QVERIFY(!session.isJournalOpen());
        QVERIFY(!dynamic_cast<const ClinicBudget *>(&session.transport().budget()));
        QVERIFY(std::abs(session.clock().now().msecsTo(slow.now())) < 1'000); // nothing to set it by yet

        QVERIFY(m_pg->allowConnections(true));
        session.journalWatch().recheck(); // what its reconnect timer does
        QVERIFY(session.isJournalOpen());
        QVERIFY(dynamic_cast<const ClinicBudget *>(&session.transport().budget()));
        const qint64 server =
            m_pg->value(u"SELECT CAST(floor(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)"_s).toLongLong();
        const qint64 here = session.clock().now().toMSecsSinceEpoch();
        QVERIFY2(std::abs(here - server) < 1'000, qPrintable(u"%1 ms from the server's time"_s.arg(here - server)));
    }

    // The row cannot be written for a while (here: the table renamed away): the workstation keeps
    // the limits alone, does not ask at every call, and shares them again once it can.
    void aFailingStatementFallsBackAndComesBack()
    {
        const LimitTable table({{services::Signing, RouteClass::Status, 100, 0, 0, 60'000}});
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        QVERIFY(a);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(!slot.account.isEmpty());
        QVERIFY(m_pg->run({u"ALTER TABLE limit_budget RENAME TO limit_budget_away"_s}));
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(slot.account.isEmpty()); // the local limiter's place
        const int tries = a->roundTrips();
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QCOMPARE(a->roundTrips(), tries);
        QVERIFY(m_pg->run({u"ALTER TABLE limit_budget_away RENAME TO limit_budget"_s}));
        m_clock->advance(30'000);
        QVERIFY(a->tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(!slot.account.isEmpty());
        QCOMPARE(a->roundTrips(), tries + 1);
    }

    // The pause between two status reads of one order holds across workstations, also after a
    // statement that only gave places back.
    void thePauseOfAnOrderHoldsAcrossWorkstations()
    {
        const LimitTable table = enrichmentLimits(500);
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(orderStatus(u"order-1"_s), &slot).allowed);
        m_clock->advance(100);
        a->release(slot, t0, m_clock->now());
        const int before = a->roundTrips();
        m_clock->advance(1000); // the release goes alone
        QCOMPARE(a->roundTrips(), before + 1);
        const auto held = b->tryAcquire(orderStatus(u"order-1"_s), &slot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addSecs(10));
        QVERIFY(b->tryAcquire(orderStatus(u"order-2"_s), &slot).allowed);
        m_clock->advance(8900);
        QVERIFY(b->tryAcquire(orderStatus(u"order-1"_s), &slot).allowed);
    }

    // Where the environment paces status reads across all orders, one workstation's read of one
    // order holds another's read of any other until the pause has passed.
    void thePauseAcrossOrdersHoldsAcrossWorkstations()
    {
        const LimitTable table = enrichmentLimits(500).withSpacingAcrossKeys(true);
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        auto b = workstation(u"bbbbbbbb-2"_s, table);
        QVERIFY(a && b);
        LimitSlot slot;
        QVERIFY(a->tryAcquire(orderStatus(u"order-1"_s), &slot).allowed);
        m_clock->advance(3000);
        const auto held = b->tryAcquire(orderStatus(u"order-2"_s), &slot);
        QVERIFY(!held.allowed);
        QCOMPARE(held.retryAt, t0.addSecs(10));
        // An order is not a status read: the pause does not hold it.
        QVERIFY(b->tryAcquire(request(services::Enrichment, RouteClass::Default, u"t"_s), &slot).allowed);
        m_clock->advance(7000);
        QVERIFY(b->tryAcquire(orderStatus(u"order-2"_s), &slot).allowed);
    }

    // The row keeps a time per key only while a pause can need it: a sheet's hundreds of reads
    // leave it once the longest pause has passed, and the row does not grow with the sheet.
    void theRowForgetsKeysPastTheLongestPause()
    {
        const LimitTable table = enrichmentLimits(500);
        auto a = workstation(u"aaaaaaaa-1"_s, table);
        QVERIFY(a);
        LimitSlot slot;
        for (int i = 0; i < 40; ++i) {
            QVERIFY(a->tryAcquire(orderStatus(u"order-%1"_s.arg(i)), &slot).allowed);
            m_clock->advance(100);
        }
        const auto keys = [this] {
            return m_pg
                ->value(u"SELECT count(*) FROM limit_budget, jsonb_each(CAST(state AS jsonb)->'k') r,"
                        " jsonb_object_keys(r.value) k WHERE k <> '*'"_s)
                .toInt();
        };
        QCOMPARE(keys(), 40);
        // Each order's pause still holds, whichever read came first.
        QVERIFY(!a->tryAcquire(orderStatus(u"order-0"_s), &slot).allowed);
        QVERIFY(!a->tryAcquire(orderStatus(u"order-39"_s), &slot).allowed);
        m_clock->advance(10'000);
        QVERIFY(a->tryAcquire(orderStatus(u"order-40"_s), &slot).allowed);
        QCOMPARE(keys(), 1);
        QVERIFY(a->tryAcquire(orderStatus(u"order-0"_s), &slot).allowed);
    }

    // No database: the workstation keeps the limits alone rather than stopping.
    void unreachableDatabaseFallsBackToLocalLimits()
    {
        const auto unreachable = [] {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, u"budget.unreachable"_s);
            db.setHostName(u"/nonexistent-socket-folder"_s);
            db.setDatabaseName(u"nothing"_s);
            return db;
        };
        ClinicBudget budget(m_clock.get(), unreachable(), u"aaaaaaaa-1"_s);
        budget.setTable(LimitTable({{services::Signing, RouteClass::Status, 2, 0, 0, 60'000}}));
        LimitSlot slot;
        QVERIFY(budget.tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(slot.account.isEmpty());
        budget.release(slot, t0, t0);
        QVERIFY(budget.tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
        QVERIFY(!budget.tryAcquire(request(services::Signing, RouteClass::Status), &slot).allowed);
    }
};

QTEST_GUILESS_MAIN(TestClinicBudget)
#include "tst_clinicbudget.moc"
