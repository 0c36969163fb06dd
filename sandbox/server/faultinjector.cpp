// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "faultinjector.h"

#include <QJsonValue>
#include <QRegularExpression>

namespace cliniclink::sandbox {

namespace {

// An HTTP token (RFC 9110); the framing headers stay the server's own, or the answer would lie.
bool headerNameIsValid(const QString &name)
{
    static const QRegularExpression token(QStringLiteral("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"));
    const QString lower = name.toLower();
    return token.match(name).hasMatch() && lower != u"content-length" && lower != u"transfer-encoding"
        && lower != u"connection";
}

} // namespace

QString faultKindKey(FaultKind kind)
{
    switch (kind) {
    case FaultKind::Delay:
        return QStringLiteral("delay");
    case FaultKind::Status:
        return QStringLiteral("status");
    case FaultKind::Malformed:
        return QStringLiteral("malformed");
    case FaultKind::Drop:
        return QStringLiteral("drop");
    case FaultKind::Empty:
        return QStringLiteral("empty");
    case FaultKind::Truncate:
        return QStringLiteral("truncate");
    }
    return {};
}

std::optional<FaultRule> FaultInjector::fromJson(const QJsonObject &object, const QDateTime &now, QString *error)
{
    FaultRule rule;
    rule.pattern = object.value(QStringLiteral("path")).toString();
    if (rule.pattern.isEmpty() || !rule.pattern.startsWith(u'/')) {
        *error = QStringLiteral("Поле path обязательно и должно начинаться с '/'");
        return std::nullopt;
    }
    rule.method = object.value(QStringLiteral("method")).toString().toUpper().toLatin1();
    const QString kind = object.value(QStringLiteral("kind")).toString();
    if (kind == u"delay")
        rule.kind = FaultKind::Delay;
    else if (kind == u"status")
        rule.kind = FaultKind::Status;
    else if (kind == u"malformed")
        rule.kind = FaultKind::Malformed;
    else if (kind == u"drop")
        rule.kind = FaultKind::Drop;
    else if (kind == u"empty")
        rule.kind = FaultKind::Empty;
    else if (kind == u"truncate")
        rule.kind = FaultKind::Truncate;
    else {
        *error = QStringLiteral("Поле kind должно быть одним из: delay, status, malformed, drop, empty, truncate");
        return std::nullopt;
    }
    if (object.contains(QStringLiteral("afterService"))) {
        const QJsonValue after = object.value(QStringLiteral("afterService"));
        if (rule.kind != FaultKind::Drop || !after.isBool()) {
            *error = QStringLiteral("Поле afterService (true или false) допустимо только для kind=drop");
            return std::nullopt;
        }
        rule.afterService = after.toBool();
    }
    if (object.contains(QStringLiteral("headers"))) {
        const QJsonValue headers = object.value(QStringLiteral("headers"));
        if (rule.kind != FaultKind::Status || !headers.isObject()) {
            *error = QStringLiteral("Поле headers (объект имя: значение) допустимо только для kind=status");
            return std::nullopt;
        }
        const QJsonObject map = headers.toObject();
        for (auto it = map.begin(); it != map.end(); ++it) {
            const QString value =
                it.value().isDouble() ? QString::number(it.value().toDouble()) : it.value().toString();
            if (!headerNameIsValid(it.key()) || (!it.value().isString() && !it.value().isDouble())
                || value.contains(u'\r') || value.contains(u'\n')) {
                *error = QStringLiteral("Заголовок %1 в поле headers задан неверно").arg(it.key());
                return std::nullopt;
            }
            rule.headers.append({it.key().toLatin1(), value.toUtf8()});
        }
    }
    if (rule.kind == FaultKind::Delay) {
        rule.delayMs = object.value(QStringLiteral("delayMs")).toInteger(-1);
        if (rule.delayMs < 0) {
            *error = QStringLiteral("Для kind=delay нужно поле delayMs (миллисекунды, не меньше 0)");
            return std::nullopt;
        }
    }
    if (rule.kind == FaultKind::Status) {
        rule.status = object.value(QStringLiteral("status")).toInt(0);
        if (rule.status < 100 || rule.status > 599) {
            *error = QStringLiteral("Для kind=status нужно поле status (код HTTP от 100 до 599)");
            return std::nullopt;
        }
        rule.body = object.value(QStringLiteral("body")).toString().toUtf8();
        rule.contentType = object.value(QStringLiteral("contentType"))
                               .toString(QStringLiteral("application/json; charset=utf-8"))
                               .toLatin1();
    }
    if (object.contains(QStringLiteral("count"))) {
        rule.remaining = object.value(QStringLiteral("count")).toInt(0);
        if (rule.remaining < 1) {
            *error = QStringLiteral("Поле count должно быть целым числом не меньше 1");
            return std::nullopt;
        }
    }
    if (object.contains(QStringLiteral("forMs"))) {
        const qint64 forMs = object.value(QStringLiteral("forMs")).toInteger(-1);
        if (forMs < 0) {
            *error = QStringLiteral("Поле forMs должно быть числом миллисекунд не меньше 0");
            return std::nullopt;
        }
        rule.until = now.addMSecs(forMs);
    }
    if (object.contains(QStringLiteral("until"))) {
        rule.until = QDateTime::fromString(object.value(QStringLiteral("until")).toString(), Qt::ISODateWithMs);
        if (!rule.until.isValid()) {
            *error = QStringLiteral("Поле until должно быть датой и временем ISO 8601");
            return std::nullopt;
        }
        rule.until = rule.until.toUTC();
    }
    return rule;
}

QJsonObject FaultInjector::toJson(const FaultRule &rule)
{
    QJsonObject o{{QStringLiteral("id"), rule.id},
                  {QStringLiteral("path"), rule.pattern},
                  {QStringLiteral("kind"), faultKindKey(rule.kind)},
                  {QStringLiteral("applied"), rule.applied}};
    if (!rule.method.isEmpty())
        o.insert(QStringLiteral("method"), QString::fromLatin1(rule.method));
    if (rule.kind == FaultKind::Delay)
        o.insert(QStringLiteral("delayMs"), rule.delayMs);
    if (rule.kind == FaultKind::Status)
        o.insert(QStringLiteral("status"), rule.status);
    if (!rule.headers.isEmpty()) {
        QJsonObject headers;
        for (const auto &[name, value] : rule.headers)
            headers.insert(QString::fromLatin1(name), QString::fromUtf8(value));
        o.insert(QStringLiteral("headers"), headers);
    }
    if (rule.kind == FaultKind::Drop)
        o.insert(QStringLiteral("afterService"), rule.afterService);
    if (rule.remaining >= 0)
        o.insert(QStringLiteral("remaining"), rule.remaining);
    if (rule.until.isValid())
        o.insert(QStringLiteral("until"), rule.until.toString(Qt::ISODateWithMs));
    return o;
}

bool FaultInjector::matches(const QString &pattern, const QString &path)
{
    // A hand-made glob: Qt 6.4 has no non-path wildcard conversion, and here '*' must cross '/'.
    QString re;
    re.reserve(pattern.size() * 2 + 4);
    for (QChar c : pattern) {
        if (c == u'*')
            re += QStringLiteral(".*");
        else if (c == u'?')
            re += u'.';
        else
            re += QRegularExpression::escape(QString(c));
    }
    const QRegularExpression expression(QRegularExpression::anchoredPattern(re),
                                        QRegularExpression::DotMatchesEverythingOption);
    return expression.match(path).hasMatch();
}

QString FaultInjector::add(FaultRule rule)
{
    rule.id = QStringLiteral("fault-%1").arg(m_nextId++);
    m_rules.push_back(rule);
    return rule.id;
}

bool FaultInjector::remove(const QString &id)
{
    return std::erase_if(m_rules, [&id](const FaultRule &r) { return r.id == id; }) > 0;
}

void FaultInjector::expire(const QDateTime &now)
{
    std::erase_if(m_rules,
                  [&now](const FaultRule &r) { return r.remaining == 0 || (r.until.isValid() && now >= r.until); });
}

const std::vector<FaultRule> &FaultInjector::rules(const QDateTime &now)
{
    expire(now);
    return m_rules;
}

std::optional<FaultRule> FaultInjector::take(const QByteArray &method, const QString &path, const QDateTime &now)
{
    if (m_rules.empty())
        return std::nullopt;
    expire(now);
    for (FaultRule &rule : m_rules) {
        if (!rule.method.isEmpty() && rule.method != method)
            continue;
        if (!matches(rule.pattern, path))
            continue;
        ++rule.applied;
        if (rule.remaining > 0)
            --rule.remaining;
        FaultRule applied = rule;
        expire(now);
        return applied;
    }
    return std::nullopt;
}

} // namespace cliniclink::sandbox
