// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "ratelimiter.h"

#include "core/common/clock.h"
#include "core/common/logging.h"

#include <algorithm>

namespace cliniclink {

namespace {
// The server counts each request in its window from when it arrived, which we never see: it is
// after we sent it and before we read its answer. So a request stays in our window until 60 s
// after its answer (release() moves it there), and no server window can hold more than we
// counted, whatever its edges; the only margin is a tenth of a second for a server that counts
// both edges of its minute.
constexpr qint64 kWindowMs = 60 * 1000 + 100;

// The key a rule's pause is kept under: the request's own, or one for all when the rule reads its
// pause across keys. Empty (no pause) for a request without a key.
QString spacingKey(const LimitRule &rule, const QString &key)
{
    if (key.isEmpty())
        return key;
    return rule.spacingAcrossKeys ? QStringLiteral("*") : key;
}

} // namespace

RateLimiter::RateLimiter(LimitTable table)
    : m_table(std::move(table))
{
}

void RateLimiter::setTable(const LimitTable &table)
{
    m_table = table; // states are keyed by rule, so counts in progress carry over
}

RateLimiter::Decision RateLimiter::tryAcquire(Service service, const QString &routeClass, const QString &key,
                                              const QDateTime &now)
{
    const QList<LimitRule> rules = m_table.rulesFor(service, routeClass);
    Decision decision;
    bool waitForRelease = false;
    for (const LimitRule &rule : rules) {
        RuleState &s = state(rule);
        while (!s.window.empty() && s.window.front().msecsTo(now) >= kWindowMs)
            s.window.pop_front();
        if (s.blockedUntil.isValid() && now < s.blockedUntil) {
            decision.retryAt = laterOf(decision.retryAt, s.blockedUntil);
            decision.blocked = true;
        }
        if (const int limit = rule.perMinute; limit > 0 && int(s.window.size()) >= limit)
            decision.retryAt = laterOf(decision.retryAt, s.window[s.window.size() - limit].addMSecs(kWindowMs));
        if (rule.maxInFlight > 0 && s.inFlight >= rule.maxInFlight)
            waitForRelease = true;
        if (const QString k = spacingKey(rule, key); rule.keySpacingMs > 0 && !k.isEmpty()) {
            const QDateTime last = s.lastByKey.value(k);
            if (last.isValid() && last.msecsTo(now) < rule.keySpacingMs)
                decision.retryAt = laterOf(decision.retryAt, last.addMSecs(rule.keySpacingMs));
        }
    }
    if (decision.retryAt.isValid() || waitForRelease) {
        if (waitForRelease && !decision.retryAt.isValid())
            decision.retryAt = QDateTime();
        qCDebug(lcLimits) << "held" << serviceKey(service) << routeClass << "until" << decision.retryAt;
        return decision;
    }
    for (const LimitRule &rule : rules) {
        RuleState &s = state(rule);
        if (rule.perMinute > 0)
            s.window.push_back(now);
        ++s.inFlight;
        if (const QString k = spacingKey(rule, key); rule.keySpacingMs > 0 && !k.isEmpty())
            s.lastByKey.insert(k, now);
    }
    decision.allowed = true;
    return decision;
}

RateLimiter::Decision RateLimiter::peek(Service service, const QString &routeClass, const QString &key,
                                        const QDateTime &now, int pending) const
{
    Decision decision;
    bool waitForRelease = false;
    for (const LimitRule &rule : m_table.rulesFor(service, routeClass)) {
        static const RuleState kUnused;
        const auto found = m_states.constFind(rule.overrideKey());
        const RuleState &s = found == m_states.cend() ? kUnused : found.value();
        // The window as tryAcquire() sees it once the requests older than it are dropped.
        const auto live = std::find_if(s.window.begin(), s.window.end(),
                                       [&now](const QDateTime &t) { return t.msecsTo(now) < kWindowMs; });
        const auto counted = int(std::distance(live, s.window.end()));
        const int count = counted + pending;
        if (s.blockedUntil.isValid() && now < s.blockedUntil) {
            decision.retryAt = laterOf(decision.retryAt, s.blockedUntil);
            decision.blocked = true;
        }
        if (const int limit = rule.perMinute; limit > 0 && count >= limit) {
            // The pending ones take the places that free first; a place for this one frees after.
            const int index = count - limit;
            decision.retryAt = laterOf(
                decision.retryAt, index < counted ? (*(live + index)).addMSecs(kWindowMs) : now.addMSecs(kWindowMs));
        }
        if (rule.maxInFlight > 0 && s.inFlight + pending >= rule.maxInFlight)
            waitForRelease = true;
        if (const QString k = spacingKey(rule, key); rule.keySpacingMs > 0 && !k.isEmpty()) {
            const QDateTime last = s.lastByKey.value(k);
            if (last.isValid() && last.msecsTo(now) < rule.keySpacingMs)
                decision.retryAt = laterOf(decision.retryAt, last.addMSecs(rule.keySpacingMs));
        }
    }
    decision.allowed = !decision.retryAt.isValid() && !waitForRelease;
    return decision;
}

void RateLimiter::recordEarlier(Service service, const QDateTime &when)
{
    for (const LimitRule &rule : m_table.rulesFor(service, RouteClass::Any)) {
        if (rule.routeClass != RouteClass::Any || rule.perMinute <= 0)
            continue;
        std::deque<QDateTime> &window = state(rule).window;
        window.insert(std::upper_bound(window.begin(), window.end(), when), when);
    }
}

void RateLimiter::release(Service service, const QString &routeClass, const QDateTime &sentAt,
                          const QDateTime &answeredAt)
{
    for (const LimitRule &rule : m_table.rulesFor(service, routeClass)) {
        RuleState &s = state(rule);
        if (s.inFlight > 0)
            --s.inFlight;
        if (rule.perMinute <= 0 || !sentAt.isValid() || !answeredAt.isValid() || answeredAt <= sentAt)
            continue;
        // The request may have arrived as late as its answer: it counts from then.
        const auto sent = std::find(s.window.begin(), s.window.end(), sentAt);
        if (sent == s.window.end())
            continue; // already out of the window
        s.window.erase(sent);
        s.window.insert(std::upper_bound(s.window.begin(), s.window.end(), answeredAt), answeredAt);
    }
}

QDateTime RateLimiter::block(Service service, const QString &routeClass, const QDateTime &now, const QDateTime &until)
{
    QDateTime latest;
    for (const LimitRule &rule : m_table.rulesFor(service, routeClass)) {
        const QDateTime end = until.isValid() ? until : now.addMSecs(rule.blockOn429Ms);
        RuleState &s = state(rule);
        s.blockedUntil = laterOf(s.blockedUntil, end);
        latest = laterOf(latest, s.blockedUntil);
    }
    if (!latest.isValid() && until.isValid())
        latest = until;
    return latest;
}

int RateLimiter::inFlight(Service service, const QString &routeClass) const
{
    int most = 0;
    for (const LimitRule &rule : m_table.rulesFor(service, routeClass))
        most = std::max(most, m_states.value(rule.overrideKey()).inFlight);
    return most;
}

} // namespace cliniclink
