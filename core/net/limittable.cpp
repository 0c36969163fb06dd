#include "limittable.h"

namespace cliniclink {

LimitTable LimitTable::contractDefaults()
{
    constexpr qint64 second = 1000;
    return LimitTable({
        // A: 500 requests a minute (federal, shared by all operators); 10 s between status
        // requests of one order.
        {Service::Enrichment, RouteClass::Any, 500, 0, 0, 60 * second},
        {Service::Enrichment, RouteClass::Status, 0, 0, 10 * second, 0},
        // D, per organization and token: 120 new dispatches a minute, then a 2-minute block;
        // status and list 600 a minute with 10 in flight; full GET 120 a minute with 5 in flight.
        {Service::Signing, RouteClass::Upload, 120, 0, 0, 120 * second},
        {Service::Signing, RouteClass::Status, 600, 10, 0, 60 * second},
        {Service::Signing, RouteClass::FullGet, 120, 5, 0, 60 * second},
        // B and C: limits not shown in the contract.
    });
}

LimitTable LimitTable::withOverrides(const QMap<QString, int> &perMinuteOverrides) const
{
    LimitTable out = *this;
    for (LimitRule &rule : out.m_rules) {
        const auto it = perMinuteOverrides.constFind(rule.overrideKey());
        if (it != perMinuteOverrides.constEnd() && it.value() >= 0)
            rule.perMinute = it.value();
    }
    return out;
}

QList<LimitRule> LimitTable::rulesFor(Service service, const QString &routeClass) const
{
    QList<LimitRule> out;
    for (const LimitRule &rule : m_rules) {
        if (rule.service == service && (rule.routeClass == RouteClass::Any || rule.routeClass == routeClass))
            out << rule;
    }
    return out;
}

} // namespace cliniclink
