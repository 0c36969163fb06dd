// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Faults the admin API injects per path pattern, for the next N matching requests or until a
// virtual time. Some stop a request before the service (a status, a drop), others come after the
// service has acted (a late, malformed, empty or truncated answer, or a drop with afterService),
// so a client can be tested on "the server did it, but I never heard". One fault applies per
// request: the first rule, in the order added, that matches and is still live.

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>
#include <vector>

namespace cliniclink::sandbox {

enum class FaultKind { Delay, Status, Malformed, Drop, Empty, Truncate };

struct FaultRule {
    QString id;
    QString pattern; // glob over the path: '*' any characters (also '/'), '?' one character
    QByteArray method; // empty: any method
    FaultKind kind = FaultKind::Status;
    qint64 delayMs = 0;
    int status = 503;
    QByteArray body; // Status: body to send (empty: a short JSON text)
    QByteArray contentType; // Status: its content type
    QList<QPair<QByteArray, QByteArray>> headers; // Status: extra headers (Retry-After...)
    bool afterService = false; // Drop: the service handles the request first
    int remaining = -1; // requests left; -1: no count limit
    QDateTime until; // virtual time after which the rule is gone; invalid: no time limit
    int applied = 0;
};

QString faultKindKey(FaultKind kind);

class FaultInjector {
public:
    // Parses an admin request body; nullopt and a Russian message in error when it is wrong.
    static std::optional<FaultRule> fromJson(const QJsonObject &object, const QDateTime &now, QString *error);
    static QJsonObject toJson(const FaultRule &rule);
    static bool matches(const QString &pattern, const QString &path);

    QString add(FaultRule rule);
    bool remove(const QString &id);
    void clear() { m_rules.clear(); }
    // The live rules at `now` (expired ones are dropped first).
    const std::vector<FaultRule> &rules(const QDateTime &now);
    // The fault for this request, counted as applied; nullopt when none matches.
    std::optional<FaultRule> take(const QByteArray &method, const QString &path, const QDateTime &now);

private:
    void expire(const QDateTime &now);
    std::vector<FaultRule> m_rules;
    int m_nextId = 1;
};

} // namespace cliniclink::sandbox
