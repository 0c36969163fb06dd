// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "limittable.h"

#include "serviceprofiles.h"

namespace cliniclink {

LimitTable LimitTable::contractDefaults()
{
    // Each service's profile declares its own rules; the table is their union, in service order.
    QList<LimitRule> rules;
    for (Service service : allServices())
        rules << serviceProfile(service).limits;
    return LimitTable(std::move(rules));
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

LimitTable LimitTable::withSpacingAcrossKeys(bool acrossKeys) const
{
    LimitTable out = *this;
    for (LimitRule &rule : out.m_rules) {
        if (rule.keySpacingMs > 0)
            rule.spacingAcrossKeys = acrossKeys;
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
