#pragma once
// Faults the admin API injects per path pattern: a delay, an HTTP status, a malformed body or a
// dropped connection, for the next N matching requests or until a virtual time. One fault applies
// per request: the first rule, in the order added, that matches and is still live.

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace cliniclink::sandbox {

enum class FaultKind { Delay, Status, Malformed, Drop };

struct FaultRule
{
    QString id;
    QString pattern;   // glob over the path: '*' any characters (also '/'), '?' one character
    QByteArray method; // empty: any method
    FaultKind kind = FaultKind::Status;
    qint64 delayMs = 0;
    int status = 503;
    QByteArray body;        // Status: body to send (empty: a short JSON text)
    QByteArray contentType; // Status: its content type
    int remaining = -1;     // requests left; -1: no count limit
    QDateTime until;        // virtual time after which the rule is gone; invalid: no time limit
    int applied = 0;
};

QString faultKindKey(FaultKind kind);

class FaultInjector
{
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
