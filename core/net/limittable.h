// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The contract's rate and concurrency limits as data. A rule applies to a service and a route class
// ("*" = every route of the service); a call is held back until every rule that applies lets it go.
// An environment may override the per-minute figures ("enrichment.*" -> 50, field-notes.md).

#include "core/common/service.h"

#include <QList>
#include <QMap>
#include <QString>

namespace cliniclink {

// Route classes used by the calls; a call names one.
namespace RouteClass {
inline const QString Any = QStringLiteral("*");
inline const QString Default = QStringLiteral("default");
inline const QString Status = QStringLiteral("status"); // A GET /{id}; D GET status and list
inline const QString Upload = QStringLiteral("upload"); // D POST /signing and drafts that create
inline const QString FullGet = QStringLiteral("full"); // D GET /signing/{id} with the PDF
} // namespace RouteClass

struct LimitRule {
    Service service{};
    QString routeClass = RouteClass::Any;
    int perMinute = 0; // 0: no rate limit; otherwise at most this many in any 60 s
    int maxInFlight = 0; // 0: no cap on requests in flight
    qint64 keySpacingMs = 0; // pause between two requests with the same key (A: one order's status)
    qint64 blockOn429Ms = 0; // after a 429 without Retry-After: hold the route this long
    // The pause applies between any two requests that carry a key, whatever the key: contract A's
    // "requests to paths ending in /{id} must be separated by a pause of 10 seconds" read as across
    // all orders rather than per order (an environment's choice).
    bool spacingAcrossKeys = false;
    QString overrideKey() const { return serviceKey(service) % u'.' % routeClass; }
};

class LimitTable {
public:
    LimitTable() = default;
    explicit LimitTable(QList<LimitRule> rules)
        : m_rules(std::move(rules))
    {
    }

    // The limits of platform-api.md, section Limits, as the services' profiles declare them.
    static LimitTable contractDefaults();

    // The same table with per-minute figures replaced, keyed "<service>.<route class>".
    LimitTable withOverrides(const QMap<QString, int> &perMinuteOverrides) const;
    // The same table with every keyed pause read per key (false) or across all keys (true).
    LimitTable withSpacingAcrossKeys(bool acrossKeys) const;

    QList<LimitRule> rulesFor(Service service, const QString &routeClass) const;
    const QList<LimitRule> &rules() const { return m_rules; }

private:
    QList<LimitRule> m_rules;
};

} // namespace cliniclink
