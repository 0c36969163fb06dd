#include "ratelimiter.h"

#include "core/common/clock.h"
#include "core/common/logging.h"

#include <algorithm>

namespace cliniclink {

namespace {
// The server counts in a window of its own, from when each request arrived, so our window's edges
// never line up with its: a steady load at exactly the limit met 1-5 x 429 a minute. We keep a
// margin: a second on the window, and 2% of the count (at least one request) on limits above ten.
constexpr qint64 kWindowMs = 61 * 1000;

int withMargin(int perMinute)
{
    return perMinute <= 10 ? perMinute : perMinute - std::max(1, perMinute / 50);
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
        if (const int limit = withMargin(rule.perMinute); limit > 0 && int(s.window.size()) >= limit)
            decision.retryAt = laterOf(decision.retryAt, s.window[s.window.size() - limit].addMSecs(kWindowMs));
        if (rule.maxInFlight > 0 && s.inFlight >= rule.maxInFlight)
            waitForRelease = true;
        if (rule.keySpacingMs > 0 && !key.isEmpty()) {
            const QDateTime last = s.lastByKey.value(key);
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
        if (rule.keySpacingMs > 0 && !key.isEmpty())
            s.lastByKey.insert(key, now);
    }
    decision.allowed = true;
    return decision;
}

void RateLimiter::release(Service service, const QString &routeClass)
{
    for (const LimitRule &rule : m_table.rulesFor(service, routeClass)) {
        RuleState &s = state(rule);
        if (s.inFlight > 0)
            --s.inFlight;
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
