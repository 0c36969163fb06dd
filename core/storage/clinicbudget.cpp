// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "clinicbudget.h"

#include "core/common/logging.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace cliniclink {

namespace {

// The whole turn of one request on its account's row, in one statement (the header says why).
// Parameters: the JSON of the turn, then the row's environment, service and token hash. The turn:
// {now; rel: {slot: answered at}, the places given back; new: {i: slot, r: route class, s: sent,
// e: expiry, k: key hash}, the request, when one asks; rules: [{id: the rule's route class ("*":
// every route), L: per minute, C: in flight, S: the pause, A: the pause across keys, K: this
// request's key}]; ks: the service's longest pause; blk: {rule: until}, a 429's block; l: this
// run's usual call time; h: this run's slot prefix, q: the places it keeps for calls that change
// state, qt: how long a holder's word on them lasts; ah: how far ahead of now the request may be
// given its place}. The row: {w: {route: [the times ended requests count from]}, f: [the calls in
// flight], k: {route: {key: when a request with it last went, "*": when the route's last keyed
// request went}}, kp: when k is next pruned, b: {rule: blocked until}, q: {holder: {n: places
// kept, t: said at}}, l: the usual call time}. The statement ends the places given back or past
// their expiry (counted from their answer, or their expiry), drops what left the window (and a
// word on kept places older than qt), and adds the request when no block or cap refuses it and
// the minute's count and the pause allow it within ah: at the earliest time they do (now, or when
// enough of the window has left it), which becomes the entry's s (its expiry moved as far). A
// place given ahead is held from now: the run sends the call at s without another statement, and
// the others, who see it in flight, take the window's next places instead of all asking for the
// same one. A pause is one lookup in k, and k drops the keys past the longest pause once in that
// pause (kp), not at every statement: a list's status reads keep 450 keys within it, and
// rebuilding them each time was a third of the statement. The window is
// filtered by a jsonpath (its '?' written chr(63)), not unpacked into rows, sorted and packed again.
// OFFSET 0 keeps the planner from pulling a LATERAL up into its uses: pulled up, the row's cast
// to jsonb ran once for every field that reads it and the admission twice (a 35 KB row: 11 ms a
// statement against 5.6). No '?' or '::' in the text: Qt would read them as placeholders.
const QString kTurnSql = QStringLiteral(R"SQL(
WITH p0 AS (SELECT CAST(CAST(? AS text) AS jsonb) AS j),
p AS (SELECT j, CAST(j->>'now' AS bigint) AS now, CAST(coalesce(j->>'ks', '60100') AS bigint) AS ks,
             CAST(coalesce(j->>'ah', '0') AS bigint) AS ah FROM p0)
INSERT INTO limit_budget AS b (environment_id, service, token_hash, state)
SELECT ?, ?, ?, CAST(jsonb_build_object(
         'w', CAST('{}' AS jsonb),
         'f', CASE WHEN (p.j->'new') IS NOT NULL THEN jsonb_build_array((p.j->'new') - 'k') ELSE CAST('[]' AS jsonb) END,
         'k', CASE WHEN coalesce(p.j->'new'->>'k', '') <> '' AND p.ks > 0
                   THEN jsonb_build_object(p.j->'new'->>'r',
                                           jsonb_build_object(p.j->'new'->>'k', p.j->'new'->'s', '*', p.j->'new'->'s'))
                   ELSE CAST('{}' AS jsonb) END,
         'kp', p.now + p.ks,
         'b', coalesce(p.j->'blk', CAST('{}' AS jsonb)),
         'q', CASE WHEN coalesce(CAST(p.j->>'q' AS int), 0) > 0
                   THEN jsonb_build_object(p.j->>'h', jsonb_build_object('n', p.j->'q', 't', p.now))
                   ELSE CAST('{}' AS jsonb) END,
         'l', coalesce(p.j->'l', CAST('0' AS jsonb))) AS text) FROM p
ON CONFLICT (environment_id, service, token_hash) DO UPDATE
SET state = (
  SELECT CAST(jsonb_build_object(
    'w', w.times,
    'f', fl.stay || CASE WHEN ok.admitted
                         THEN jsonb_build_array(jsonb_set(jsonb_set((p.j->'new') - 'k', ARRAY['s'], to_jsonb(ah.at)),
                                                          ARRAY['e'], to_jsonb(CAST(p.j->'new'->>'e' AS bigint) + ah.at - p.now)))
                         ELSE CAST('[]' AS jsonb) END,
    'k', CASE WHEN ok.admitted AND coalesce(p.j->'new'->>'k', '') <> '' AND p.ks > 0
              THEN jsonb_set(kk.kept, ARRAY[p.j->'new'->>'r'],
                             coalesce(kk.kept->(p.j->'new'->>'r'), CAST('{}' AS jsonb))
                               || jsonb_build_object(p.j->'new'->>'k', to_jsonb(ah.at), '*', to_jsonb(ah.at)))
              ELSE kk.kept END,
    'kp', kk.prune,
    'b', (SELECT coalesce(jsonb_object_agg(k, v), CAST('{}' AS jsonb)) FROM (
            SELECT k, max(v) AS v FROM (
              SELECT key AS k, CAST(value #>> '{}' AS bigint) AS v FROM jsonb_each(coalesce(st.s->'b', CAST('{}' AS jsonb)))
              UNION ALL
              SELECT key, CAST(value #>> '{}' AS bigint) FROM jsonb_each(coalesce(p.j->'blk', CAST('{}' AS jsonb)))) u
            GROUP BY k) g WHERE v > p.now),
    'q', (SELECT coalesce(jsonb_object_agg(k, v), CAST('{}' AS jsonb)) FROM (
            SELECT key AS k, value AS v FROM jsonb_each(coalesce(st.s->'q', CAST('{}' AS jsonb)))
            WHERE key <> coalesce(p.j->>'h', '') AND CAST(value->>'t' AS bigint) > p.now - CAST(p.j->>'qt' AS bigint)
            UNION ALL
            SELECT p.j->>'h', jsonb_build_object('n', p.j->'q', 't', p.now)
            WHERE coalesce(CAST(p.j->>'q' AS int), 0) > 0) kq),
    'l', coalesce(p.j->'l', st.s->'l', CAST('0' AS jsonb))) AS text)
  FROM p,
  LATERAL (SELECT CAST(b.state AS jsonb) AS s OFFSET 0) st,
  LATERAL (SELECT coalesce(jsonb_agg(f) FILTER (WHERE NOT ended), CAST('[]' AS jsonb)) AS stay,
                  coalesce(jsonb_agg(jsonb_build_array(f->'r', c)) FILTER (WHERE ended), CAST('[]' AS jsonb)) AS gone
           FROM (SELECT f, (p.j->'rel'->(f->>'i')) IS NOT NULL OR CAST(f->>'e' AS bigint) <= p.now AS ended,
                        CASE WHEN (p.j->'rel'->(f->>'i')) IS NOT NULL
                             THEN greatest(CAST(f->>'s' AS bigint), CAST(p.j->'rel'->>(f->>'i') AS bigint))
                             ELSE CAST(f->>'e' AS bigint) END AS c
                 FROM jsonb_array_elements(coalesce(st.s->'f', CAST('[]' AS jsonb))) f) x) fl,
  LATERAL (SELECT coalesce(jsonb_object_agg(r, ts), CAST('{}' AS jsonb)) AS times,
                  coalesce(jsonb_object_agg(r, jsonb_array_length(ts)), CAST('{}' AS jsonb)) AS counts
           FROM (SELECT r, jsonb_path_query_array(coalesce(st.s->'w'->r, CAST('[]' AS jsonb)),
                                                  CAST('$[*] ' || chr(63) || ' (@ > $c)' AS jsonpath),
                                                  jsonb_build_object('c', p.now - 60100))
                             || coalesce((SELECT jsonb_agg(CAST(g->>1 AS bigint)) FROM jsonb_array_elements(fl.gone) g
                                          WHERE g->>0 = r AND CAST(g->>1 AS bigint) > p.now - 60100), CAST('[]' AS jsonb)) AS ts
                 FROM (SELECT jsonb_object_keys(coalesce(st.s->'w', CAST('{}' AS jsonb))) AS r
                       UNION SELECT g->>0 FROM jsonb_array_elements(fl.gone) g) routes) byroute
           WHERE jsonb_array_length(ts) > 0) w,
  LATERAL (SELECT CASE WHEN p.now < old.at THEN old.k ELSE (
                    SELECT coalesce(jsonb_object_agg(route, keys), CAST('{}' AS jsonb)) FROM (
                      SELECT r.key AS route, jsonb_object_agg(e.key, e.value) AS keys
                      FROM jsonb_each(old.k) r, jsonb_each(r.value) e
                      WHERE CAST(e.value AS bigint) > p.now - p.ks GROUP BY r.key) byroute) END AS kept,
                  CASE WHEN p.now < old.at THEN old.at ELSE p.now + p.ks END AS prune
           FROM (SELECT CASE WHEN jsonb_typeof(st.s->'k') = 'object' THEN st.s->'k' ELSE CAST('{}' AS jsonb) END AS k,
                        coalesce(CAST(st.s->>'kp' AS bigint), 0) AS at) old) kk,
  LATERAL (SELECT greatest(p.now, max(rt.t)) AS at FROM (
    SELECT greatest(
      CASE WHEN CAST(r->>'L' AS int) > 0 THEN (
        SELECT CASE WHEN c.fl >= CAST(r->>'L' AS int) THEN p.now + 86400000
                    WHEN c.n + c.fl < CAST(r->>'L' AS int) THEN p.now
                    ELSE (SELECT CAST(t AS bigint) FROM jsonb_each(w.times) x, jsonb_array_elements_text(x.value) t
                          WHERE r->>'id' = '*' OR x.key = r->>'id'
                          ORDER BY 1 OFFSET c.n + c.fl - CAST(r->>'L' AS int) LIMIT 1) + 60100 END
        FROM (SELECT (SELECT CAST(coalesce(sum(CAST(value AS bigint)), 0) AS bigint) FROM jsonb_each_text(w.counts)
                      WHERE r->>'id' = '*' OR key = r->>'id') AS n,
                     (SELECT count(*) FROM jsonb_array_elements(fl.stay) f
                      WHERE r->>'id' = '*' OR f->>'r' = r->>'id') AS fl) c) END,
      CASE WHEN CAST(r->>'S' AS bigint) > 0 AND r->>'K' <> '' THEN (
        SELECT max(CAST(x.value->>(CASE WHEN CAST(r->>'A' AS boolean) THEN '*' ELSE r->>'K' END) AS bigint))
               + CAST(r->>'S' AS bigint)
        FROM jsonb_each(kk.kept) x WHERE r->>'id' = '*' OR x.key = r->>'id') END) AS t
    FROM jsonb_array_elements(coalesce(p.j->'rules', CAST('[]' AS jsonb))) r) rt OFFSET 0) ah,
  LATERAL (SELECT (p.j->'new') IS NOT NULL AND ah.at <= p.now + p.ah AND NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements(coalesce(p.j->'rules', CAST('[]' AS jsonb))) r
            WHERE coalesce(CAST(st.s->'b'->>(r->>'id') AS bigint), 0) > p.now
               OR (CAST(r->>'C' AS int) > 0
                   AND (SELECT count(*) FROM jsonb_array_elements(fl.stay) f WHERE r->>'id' = '*' OR f->>'r' = r->>'id')
                     >= CAST(r->>'C' AS int))) AS admitted OFFSET 0) ok)
RETURNING b.state
)SQL");

bool ruleMatches(const LimitRule &rule, const QString &route)
{
    return rule.routeClass == RouteClass::Any || rule.routeClass == route;
}

qint64 msOf(const QDateTime &time)
{
    return time.toMSecsSinceEpoch();
}

QDateTime timeOf(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
}

// When a request of the row counts from, and whether it ended, as the next statement sees it at
// `now`: a place given back (`released`: slot id -> answered at) counts from its answer, and one
// past its expiry from its expiry (a holder that never gave it back: its call ended by then).
std::pair<qint64, bool> countedFrom(const SharedLimitState::Entry &e, const QHash<QString, qint64> &released,
                                    qint64 now)
{
    if (e.expires == 0)
        return {e.counted, true};
    if (const auto r = released.constFind(e.id); r != released.cend())
        return {std::max(e.counted, r.value()), true};
    if (e.expires <= now)
        return {std::max(e.counted, e.expires), true};
    return {e.counted, false};
}

} // namespace

// ---- SharedLimitState ------------------------------------------------------------------------

SharedLimitState SharedLimitState::fromJson(const QByteArray &json)
{
    SharedLimitState out;
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    const QJsonObject window = root.value(u"w").toObject();
    for (auto it = window.begin(); it != window.end(); ++it) {
        const QString route = it.key(); // one string for the route's hundreds of times
        const QJsonArray times = it.value().toArray();
        out.entries.reserve(out.entries.size() + times.size());
        for (const QJsonValue &t : times)
            out.entries << Entry{{}, route, t.toInteger(), t.toInteger(), 0};
    }
    for (const QJsonValue &v : root.value(u"f").toArray()) {
        const QJsonObject o = v.toObject();
        const qint64 sent = o.value(u"s").toInteger();
        out.entries << Entry{o.value(u"i").toString(), o.value(u"r").toString(), sent, sent, o.value(u"e").toInteger()};
    }
    // {route: {key: last sent, "*": the route's last}}; before schema step 13, [{r, s, k}].
    const QJsonValue keyed = root.value(u"k");
    const QJsonObject byRoute = keyed.toObject();
    for (auto route = byRoute.begin(); route != byRoute.end(); ++route) {
        const QString routeClass = route.key();
        const QJsonObject keys = route.value().toObject();
        out.keyed.reserve(out.keyed.size() + keys.size());
        for (auto it = keys.begin(); it != keys.end(); ++it) {
            if (const QString key = it.key(); key != u"*")
                out.keyed << Keyed{routeClass, it.value().toInteger(), key};
        }
    }
    for (const QJsonValue &v : keyed.toArray()) {
        const QJsonObject o = v.toObject();
        out.keyed << Keyed{o.value(u"r").toString(), o.value(u"s").toInteger(), o.value(u"k").toString()};
    }
    const QJsonObject blocks = root.value(u"b").toObject();
    for (auto it = blocks.begin(); it != blocks.end(); ++it)
        out.blocks.insert(it.key(), it.value().toInteger());
    const QJsonObject kept = root.value(u"q").toObject();
    for (auto it = kept.begin(); it != kept.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        out.kept.insert(it.key(), Kept{o.value(u"n").toInt(), o.value(u"t").toInteger()});
    }
    out.latencyMs = root.value(u"l").toInteger();
    return out;
}

int SharedLimitState::keptBy(const QString &otherThan, qint64 now) const
{
    int places = 0;
    for (auto it = kept.cbegin(); it != kept.cend(); ++it) {
        if (it.key() != otherThan && it.value().at > now - kKeptForMs)
            places += std::max(0, it.value().places);
    }
    return places;
}

QByteArray SharedLimitState::toJson() const
{
    QJsonObject w;
    QJsonArray f;
    for (const Entry &e : entries) {
        if (e.expires != 0) {
            f.append(QJsonObject{{u"i"_s, e.id}, {u"r"_s, e.route}, {u"s"_s, e.sent}, {u"e"_s, e.expires}});
            continue;
        }
        QJsonArray times = w.value(e.route).toArray();
        times.append(e.counted);
        w.insert(e.route, times);
    }
    QJsonObject k;
    for (const Keyed &e : keyed) {
        QJsonObject keys = k.value(e.route).toObject();
        keys.insert(e.key, std::max(e.sent, keys.value(e.key).toInteger()));
        keys.insert(u"*"_s, std::max(e.sent, keys.value(u"*").toInteger()));
        k.insert(e.route, keys);
    }
    QJsonObject b;
    for (auto it = blocks.begin(); it != blocks.end(); ++it)
        b.insert(it.key(), it.value());
    QJsonObject q;
    for (auto it = kept.begin(); it != kept.end(); ++it)
        q.insert(it.key(), QJsonObject{{u"n"_s, it.value().places}, {u"t"_s, it.value().at}});
    return QJsonDocument(
               QJsonObject{{u"w"_s, w}, {u"f"_s, f}, {u"k"_s, k}, {u"b"_s, b}, {u"q"_s, q}, {u"l"_s, latencyMs}})
        .toJson(QJsonDocument::Compact);
}

SharedLimitState SharedLimitState::settled(const QHash<QString, qint64> &released, qint64 now) const
{
    SharedLimitState out;
    for (Entry e : entries) {
        const auto [counted, ended] = countedFrom(e, released, now);
        e.counted = counted;
        if (ended)
            e.expires = 0;
        if (e.expires != 0 || e.counted > now - kWindowMs)
            out.entries << e;
    }
    std::stable_sort(out.entries.begin(), out.entries.end(),
                     [](const Entry &a, const Entry &b) { return a.counted < b.counted; });
    for (const Keyed &k : keyed) {
        if (k.sent > now - kWindowMs)
            out.keyed << k;
    }
    out.latencyMs = latencyMs;
    for (auto it = kept.begin(); it != kept.end(); ++it) {
        if (it.value().at > now - kKeptForMs)
            out.kept.insert(it.key(), it.value());
    }
    for (auto it = blocks.begin(); it != blocks.end(); ++it) {
        if (it.value() > now)
            out.blocks.insert(it.key(), it.value());
    }
    return out;
}

qint64 SharedLimitState::sentOf(const QString &slotId) const
{
    const auto found =
        std::find_if(entries.begin(), entries.end(), [&slotId](const Entry &e) { return e.id == slotId; });
    return found == entries.end() ? 0 : found->sent;
}

RateLimiter::Decision SharedLimitState::decide(const QList<LimitRule> &rules, const QString &keyHash, qint64 now,
                                               int pending, const QString &holderPrefix, qint64 *othersFirstSent,
                                               const QHash<QString, qint64> &released) const
{
    RateLimiter::Decision decision;
    bool waitForRelease = false;
    qint64 othersSent = 0; // the first sending of another holder's call in flight under a full cap
    for (const LimitRule &rule : rules) {
        if (const qint64 until = blocks.value(rule.routeClass); until > now) {
            decision.retryAt = laterOf(decision.retryAt, timeOf(until));
            decision.blocked = true;
        }
        QList<qint64> ends; // when each request of the rule leaves the window, at the soonest
        int inFlight = 0;
        qint64 othersFirst = 0;
        qint64 lastKeyed = 0;
        for (const Entry &e : entries) {
            if (!ruleMatches(rule, e.route))
                continue;
            // As settled() would leave it, without a copy of the row: decide() runs at every ask.
            const auto [counted, ended] = countedFrom(e, released, now);
            if (!ended) {
                ++inFlight;
                // Answered now at the soonest: counted a minute from then.
                ends << std::max(counted, now) + kWindowMs;
                if (!e.id.startsWith(holderPrefix))
                    othersFirst = othersFirst == 0 ? e.sent : std::min(othersFirst, e.sent);
            } else if (counted > now - kWindowMs) {
                ends << counted + kWindowMs;
            }
        }
        for (const Keyed &k : keyed) {
            if (ruleMatches(rule, k.route) && !k.key.isEmpty() && (rule.spacingAcrossKeys || k.key == keyHash))
                lastKeyed = std::max(lastKeyed, k.sent);
        }
        if (const int limit = rule.perMinute; limit > 0 && int(ends.size()) + pending >= limit) {
            std::sort(ends.begin(), ends.end());
            // The pending ones take the places that free first; a place for this one frees after.
            const int index = int(ends.size()) + pending - limit;
            decision.retryAt = laterOf(decision.retryAt, timeOf(index < ends.size() ? ends[index] : now + kWindowMs));
        }
        if (rule.maxInFlight > 0 && inFlight + pending >= rule.maxInFlight) {
            waitForRelease = true;
            if (othersFirst != 0)
                othersSent = othersSent == 0 ? othersFirst : std::min(othersSent, othersFirst);
        }
        if (rule.keySpacingMs > 0 && !keyHash.isEmpty() && lastKeyed > 0 && lastKeyed + rule.keySpacingMs > now)
            decision.retryAt = laterOf(decision.retryAt, timeOf(lastKeyed + rule.keySpacingMs));
    }
    if (othersFirstSent)
        *othersFirstSent = waitForRelease ? othersSent : 0;
    decision.allowed = !decision.retryAt.isValid() && !waitForRelease;
    return decision;
}

// ---- ClinicBudget ----------------------------------------------------------------------------

ClinicBudget::ClinicBudget(Clock *clock, const QSqlDatabase &database, const QString &holder, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_db(database)
    , m_connectionName(database.connectionName())
    , m_holder(holder.left(12) + u':') // endPlacesOf() makes the same of another run's id
    , m_flush(clock->createTimer(this))
{
    connect(m_flush, &ClockTimer::timeout, this, &ClinicBudget::flush);
}

ClinicBudget::~ClinicBudget()
{
    // A run that ends with calls still in flight (their answers will never be read) gives their
    // places back now rather than at their expiry: the server counted them by now at the latest.
    releasePlacesOf({m_holder}, msOf(m_clock->now()));
    flush();
    m_statement.reset();
    m_db.close();
    m_db = QSqlDatabase();
    if (!m_connectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_connectionName);
}

void ClinicBudget::setTable(const LimitTable &table)
{
    m_table = table;
    m_fallback.setTable(table);
    for (Account &account : m_accounts)
        account.forget();
}

QString ClinicBudget::tokenHash(const QString &organizationId, const QString &token)
{
    return QString::fromLatin1(
        QCryptographicHash::hash((organizationId + u'\n' + token).toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString ClinicBudget::keyHash(const QString &key)
{
    if (key.isEmpty())
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
}

QString ClinicBudget::accountKey(const QString &environmentId, Service service, const QString &tokenHash)
{
    return environmentId + u'\n' + serviceKey(service) + u'\n' + tokenHash;
}

QString ClinicBudget::accountFor(const LimitRequest &request)
{
    const QString hash = tokenHash(request.organizationId, request.token);
    const QString key = accountKey(request.environmentId, request.service, hash);
    if (!m_accounts.contains(key))
        m_accounts.insert(
            key, Account{request.environmentId, serviceKey(request.service), hash, {}, {}, {}, 0, false, {}, 0, {}});
    m_lastAccount.insert(request.service, key);
    return key;
}

QJsonArray ClinicBudget::rulesJson(const QList<LimitRule> &rules, const QString &keyHash) const
{
    QJsonArray out;
    for (const LimitRule &rule : rules) {
        out.append(QJsonObject{{u"id"_s, rule.routeClass},
                               {u"L"_s, rule.perMinute},
                               {u"C"_s, rule.maxInFlight},
                               {u"S"_s, rule.keySpacingMs},
                               {u"A"_s, rule.spacingAcrossKeys},
                               {u"K"_s, keyHash}});
    }
    return out;
}

bool ClinicBudget::ensureOpen()
{
    if (m_db.isOpen())
        return true;
    const QDateTime now = m_clock->now();
    // A server that does not answer makes open() wait its connect timeout: not at every call.
    if (m_openRetryAt.isValid() && now < m_openRetryAt)
        return false;
    if (!m_db.isValid() || !m_db.open()) {
        qCWarning(lcLimits) << "clinic budget: database not reached, limits kept by this workstation alone:"
                            << m_db.lastError().text();
        m_openRetryAt = now.addSecs(30);
        return false;
    }
    m_statement = std::make_unique<QSqlQuery>(m_db);
    if (!m_statement->prepare(kTurnSql)) {
        qCWarning(lcLimits) << "clinic budget: statement refused:" << m_statement->lastError().text();
        m_statement.reset();
        m_db.close();
        m_openRetryAt = now.addSecs(30);
        return false;
    }
    return true;
}

bool ClinicBudget::run(Account &account, const QJsonObject &turn)
{
    if (!ensureOpen())
        return false;
    QJsonObject params = turn;
    QJsonObject rel;
    for (auto it = account.released.cbegin(); it != account.released.cend(); ++it)
        rel.insert(it.key(), it.value());
    params.insert(u"rel"_s, rel);
    // Keyed requests are kept for the service's longest pause, whatever the statement does.
    qint64 longestPause = 0;
    for (const LimitRule &rule : m_table.rules()) {
        if (serviceKey(rule.service) == account.service)
            longestPause = std::max(longestPause, rule.keySpacingMs);
    }
    params.insert(u"ks"_s, longestPause);
    if (m_latencyMs >= 0)
        params.insert(u"l"_s, m_latencyMs);
    params.insert(u"h"_s, m_holder);
    params.insert(u"q"_s, account.keptHere);
    params.insert(u"qt"_s, SharedLimitState::kKeptForMs);
    m_statement->bindValue(0, QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Compact)));
    m_statement->bindValue(1, account.environmentId);
    m_statement->bindValue(2, account.service);
    m_statement->bindValue(3, account.tokenHash);
    ++m_roundTrips;
    if (!m_statement->exec() || !m_statement->next()) {
        qCWarning(lcLimits) << "clinic budget: statement failed, limits kept by this workstation alone for now:"
                            << m_statement->lastError().text();
        // Whatever failed (the connection, the server, a right), it is not asked again at every
        // call: the connection is opened afresh in a while.
        m_statement.reset();
        m_db.close();
        m_openRetryAt = m_clock->now().addSecs(30);
        return false;
    }
    account.state = SharedLimitState::fromJson(m_statement->value(0).toString().toUtf8());
    m_statement->finish();
    account.refreshedAt = m_clock->now();
    account.released.clear();
    account.keptUnsaid = false;
    account.forget();
    return true;
}

LimitBudget::Decision ClinicBudget::tryAcquire(const LimitRequest &request, LimitSlot *slot)
{
    const QList<LimitRule> rules = m_table.rulesFor(request.service, request.routeClass);
    if (rules.isEmpty()) {
        if (slot)
            *slot = LimitSlot{request.service, request.routeClass, {}, {}};
        return m_fallback.tryAcquire(request.service, request.routeClass, request.key, request.now);
    }
    const QString key = accountFor(request);
    Account &account = m_accounts[key];
    const QString hashedKey = keyHash(request.key);
    const qint64 now = msOf(request.now);

    // A place given ahead to a call of this route and key: taken once its time came. Until then,
    // the calls that could take it wait for it, not asking for another (one of them asked for it).
    dropUntakenAhead(account, now);
    qint64 aheadAt = 0;
    for (qsizetype i = 0; i < account.ahead.size(); ++i) {
        const Account::Ahead &ahead = account.ahead.at(i);
        if (ahead.routeClass != request.routeClass || ahead.keyHash != hashedKey)
            continue;
        if (ahead.at <= now) {
            if (slot)
                *slot = LimitSlot{request.service, request.routeClass, key, ahead.id};
            account.ahead.removeAt(i);
            Decision allowed;
            allowed.allowed = true;
            return allowed;
        }
        aheadAt = aheadAt == 0 ? ahead.at : std::min(aheadAt, ahead.at);
    }
    if (aheadAt != 0) {
        Decision held;
        held.retryAt = timeOf(aheadAt);
        return held;
    }

    // What the cached row says first: a refusal for the rate, a pause or a block stands (others
    // only add to the row); a cap held by others is asked again after the poll interval.
    if (account.refreshedAt.isValid()) {
        if (account.memoNow != now) {
            account.forget();
            account.memoNow = now;
        }
        const QString memoKey = request.routeClass + u'\n' + hashedKey;
        auto memo = account.memo.find(memoKey);
        if (memo == account.memo.end()) {
            Account::Cached fresh;
            fresh.decision =
                account.state.decide(rules, hashedKey, now, 0, m_holder, &fresh.othersFirstSent, account.released);
            memo = account.memo.insert(memoKey, fresh);
        }
        Decision cached = memo->decision;
        const qint64 othersSent = memo->othersFirstSent;
        if (!cached.allowed && (cached.retryAt.isValid() || othersSent == 0))
            return cached;
        if (!cached.allowed) {
            if (const QDateTime at = capRetry(account, othersSent); at > request.now) {
                cached.retryAt = at;
                return cached;
            }
        }
    }

    const QString id = m_holder + QString::number(++m_nextSlot);
    const QJsonObject entry{{u"i"_s, id},
                            {u"r"_s, request.routeClass},
                            {u"s"_s, now},
                            {u"e"_s, msOf(request.expires)},
                            {u"k"_s, hashedKey}};
    const QJsonObject turn{
        {u"now"_s, now}, {u"new"_s, entry}, {u"rules"_s, rulesJson(rules, hashedKey)}, {u"ah"_s, m_aheadMs}};
    if (!run(account, turn)) {
        Decision local = m_fallback.tryAcquire(request.service, request.routeClass, request.key, request.now);
        if (local.allowed && slot)
            *slot = LimitSlot{request.service, request.routeClass, {}, {}};
        return local;
    }
    const qint64 sent = account.state.sentOf(id);
    if (sent > now) {
        // Given ahead: the window's place (or the pause's end) comes then, and is this run's.
        account.ahead << Account::Ahead{id, request.routeClass, hashedKey, sent};
        watchAhead();
        Decision held;
        held.retryAt = timeOf(sent);
        qCDebug(lcLimits) << "place given ahead by the clinic budget" << serviceKey(request.service)
                          << request.routeClass << "in" << sent - now << "ms";
        return held;
    }
    if (sent != 0) {
        if (slot)
            *slot = LimitSlot{request.service, request.routeClass, key, id};
        Decision allowed;
        allowed.allowed = true;
        return allowed;
    }
    qint64 othersSent = 0;
    Decision refused = account.state.decide(rules, hashedKey, now, 0, m_holder, &othersSent);
    if (!refused.retryAt.isValid() && (othersSent != 0 || refused.allowed)) {
        // A place in flight freed by another workstation's release, which nothing here announces:
        // ask again when it is likely to have come.
        refused.retryAt = capRetry(account, othersSent);
    }
    refused.allowed = false;
    const char *why = refused.blocked ? "block" : othersSent != 0 ? "cap" : "rate";
    qCDebug(lcLimits) << "held by the clinic budget" << serviceKey(request.service) << request.routeClass << why << "at"
                      << now << "for" << (refused.retryAt.isValid() ? msOf(refused.retryAt) - now : -1) << "ms";
    return refused;
}

void ClinicBudget::keep(const LimitRequest &request, int count)
{
    Account &account = m_accounts[accountFor(request)];
    if (account.keptHere == count)
        return;
    account.keptHere = count;
    account.keptUnsaid = true;
    if (!m_flush->isActive())
        m_flush->startAt(m_clock->now().addMSecs(m_flushDelayMs));
}

int ClinicBudget::keptByOthers(const LimitRequest &request) const
{
    const auto found = m_accounts.constFind(
        accountKey(request.environmentId, request.service, tokenHash(request.organizationId, request.token)));
    if (found == m_accounts.cend() || !found->refreshedAt.isValid())
        return 0;
    return found->state.keptBy(m_holder, msOf(request.now));
}

QDateTime ClinicBudget::capRetry(const Account &account, qint64 othersFirstSent) const
{
    // The first of their calls ends about as long after it went as calls take (as the row's last
    // writer measured it; this run's own when the row knows none yet), and its holder gives the
    // place back within the flush delay; never sooner than pollInterval after the last ask.
    const qint64 latency = account.state.latencyMs > 0 ? account.state.latencyMs : std::max<qint64>(0, m_latencyMs);
    const QDateTime expected = timeOf(othersFirstSent + latency + m_flushDelayMs);
    const QDateTime soonest =
        account.refreshedAt.isValid() ? account.refreshedAt.addMSecs(m_pollMs) : m_clock->now().addMSecs(m_pollMs);
    return std::max(expected, soonest);
}

void ClinicBudget::release(const LimitSlot &slot, const QDateTime &sentAt, const QDateTime &answeredAt)
{
    if (sentAt.isValid() && answeredAt.isValid() && answeredAt >= sentAt) {
        const qint64 took = sentAt.msecsTo(answeredAt);
        m_latencyMs = m_latencyMs < 0 ? took : (3 * m_latencyMs + took) / 4;
    }
    if (slot.account.isEmpty()) {
        m_fallback.release(slot.service, slot.routeClass, sentAt, answeredAt);
        return;
    }
    const auto found = m_accounts.find(slot.account);
    if (found == m_accounts.end())
        return;
    const QDateTime at = answeredAt.isValid() ? answeredAt : m_clock->now();
    found->released.insert(slot.id, msOf(at));
    found->forget();
    // Carried by the next acquire on the row; when none comes soon, by a statement of its own.
    if (!m_flush->isActive())
        m_flush->startAt(m_clock->now().addMSecs(m_flushDelayMs));
}

bool ClinicBudget::releasePlacesOf(const QStringList &prefixes, qint64 now)
{
    bool any = false;
    for (Account &account : m_accounts) {
        for (const SharedLimitState::Entry &e : std::as_const(account.state.entries)) {
            if (e.expires == 0 || account.released.contains(e.id))
                continue;
            if (std::any_of(prefixes.cbegin(), prefixes.cend(), [&e](const QString &p) { return e.id.startsWith(p); })) {
                account.released.insert(e.id, now);
                account.forget();
                any = true;
            }
        }
    }
    return any;
}

void ClinicBudget::endPlacesOf(const QStringList &runIds)
{
    QStringList prefixes;
    for (const QString &run : runIds) {
        if (const QString prefix = run.left(12) + u':'; prefix != m_holder)
            prefixes << prefix;
    }
    if (!prefixes.isEmpty() && releasePlacesOf(prefixes, msOf(m_clock->now())))
        flush();
}

void ClinicBudget::flush()
{
    m_flush->stop();
    const qint64 now = msOf(m_clock->now());
    for (Account &account : m_accounts) {
        dropUntakenAhead(account, now);
        if (!account.released.isEmpty() || account.keptUnsaid)
            run(account, QJsonObject{{u"now"_s, now}});
    }
    watchAhead();
}

void ClinicBudget::dropUntakenAhead(Account &account, qint64 now)
{
    // The call that asked went another way (cancelled, or a colleague's place came first): the
    // place goes back as one that ended at its time, with the next statement.
    for (qsizetype i = account.ahead.size() - 1; i >= 0; --i) {
        const Account::Ahead &ahead = account.ahead.at(i);
        if (ahead.at + kAheadKeptMs < now) {
            account.released.insert(ahead.id, ahead.at);
            account.forget();
            account.ahead.removeAt(i);
        }
    }
}

void ClinicBudget::watchAhead()
{
    qint64 first = 0;
    for (const Account &account : std::as_const(m_accounts)) {
        for (const Account::Ahead &ahead : account.ahead)
            first = first == 0 ? ahead.at : std::min(first, ahead.at);
    }
    if (first != 0 && !m_flush->isActive())
        m_flush->startAt(timeOf(first + kAheadKeptMs + 1));
}

QDateTime ClinicBudget::block(const LimitRequest &request, const QDateTime &until)
{
    const QList<LimitRule> rules = m_table.rulesFor(request.service, request.routeClass);
    const QDateTime local = m_fallback.block(request.service, request.routeClass, request.now, until);
    if (rules.isEmpty())
        return local;
    QJsonObject blk;
    QDateTime latest;
    for (const LimitRule &rule : rules) {
        const QDateTime end = until.isValid() ? until : request.now.addMSecs(rule.blockOn429Ms);
        blk.insert(rule.routeClass, msOf(end));
        latest = laterOf(latest, end);
    }
    Account &account = m_accounts[accountFor(request)];
    if (!run(account, QJsonObject{{u"now"_s, msOf(request.now)}, {u"blk"_s, blk}}))
        return local;
    // Another workstation may have met a longer block already.
    for (const LimitRule &rule : rules)
        latest = laterOf(latest, timeOf(account.state.blocks.value(rule.routeClass)));
    return latest;
}

LimitBudget::Decision ClinicBudget::peek(const LimitRequest &request, int pending) const
{
    const QList<LimitRule> rules = m_table.rulesFor(request.service, request.routeClass);
    QString key;
    if (request.token.isEmpty() && request.environmentId.isEmpty())
        key = m_lastAccount.value(request.service);
    else
        key = accountKey(request.environmentId, request.service, tokenHash(request.organizationId, request.token));
    const auto found = m_accounts.constFind(key);
    if (found == m_accounts.cend() || !found->refreshedAt.isValid())
        return m_fallback.peek(request.service, request.routeClass, request.key, request.now, pending);
    const qint64 now = msOf(request.now);
    qint64 othersSent = 0;
    Decision decision =
        found->state.decide(rules, keyHash(request.key), now, pending, m_holder, &othersSent, found->released);
    if (!decision.allowed && !decision.retryAt.isValid() && othersSent != 0)
        decision.retryAt = std::max(request.now, capRetry(*found, othersSent));
    return decision;
}

} // namespace cliniclink
