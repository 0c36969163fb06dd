// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingreplies.h"

#include <QJsonArray>

namespace cliniclink::sandbox::signing {

namespace {
QString reason(int http)
{
    switch (http) {
    case 400:
        return QStringLiteral("Bad Request");
    case 401:
        return QStringLiteral("Unauthorized");
    case 403:
        return QStringLiteral("Forbidden");
    case 404:
        return QStringLiteral("Not Found");
    case 422:
        return QStringLiteral("Unprocessable Entity");
    case 429:
        return QStringLiteral("Too Many Requests");
    default:
        return QStringLiteral("Error");
    }
}
} // namespace

SandboxResponse coded(int http, const QString &code, const QString &message, const QJsonObject &extra)
{
    QJsonObject body{{QStringLiteral("status"), QStringLiteral("error")},
                     {QStringLiteral("errorCode"), code},
                     {QStringLiteral("errorMessage"), message}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        body.insert(it.key(), it.value());
    return SandboxResponse::json(http, body);
}

SandboxResponse uploadError(int http, const QString &code, const QString &message, const QString &trackingId)
{
    return coded(
        http, code, message,
        {{QStringLiteral("trackingId"), trackingId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(trackingId)}});
}

SandboxResponse validation(const QStringList &problems, const QJsonObject &extra)
{
    QJsonObject body = extra;
    body.insert(QStringLiteral("errors"), QJsonArray::fromStringList(problems));
    return coded(400, QStringLiteral("VALIDATION_ERROR"), problems.join(QStringLiteral("; ")), body);
}

SandboxResponse route(int http, const QString &error, const QString &message, const QJsonObject &extra)
{
    QJsonObject body{
        {QStringLiteral("success"), false}, {QStringLiteral("error"), error}, {QStringLiteral("message"), message}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        body.insert(it.key(), it.value());
    return SandboxResponse::json(http, body);
}

SandboxResponse framework(int http, const QString &message)
{
    return SandboxResponse::json(http,
                                 QJsonObject{{QStringLiteral("statusCode"), http},
                                             {QStringLiteral("message"), message},
                                             {QStringLiteral("error"), reason(http)}});
}

SandboxResponse mismatch(const QString &code, const QString &message, const QString &why, const QString &trackingId,
                         const QString &sessionId)
{
    return SandboxResponse::json(422,
                                 QJsonObject{{QStringLiteral("statusCode"), 422},
                                             {QStringLiteral("success"), false},
                                             {QStringLiteral("error"), code},
                                             {QStringLiteral("message"), message},
                                             {QStringLiteral("reason"), why},
                                             {QStringLiteral("trackingId"), trackingId},
                                             {QStringLiteral("signingSessionId"), sessionId}});
}

SandboxResponse tooMany(const QString &message, int retryAfterSeconds)
{
    return coded(429, QStringLiteral("RATE_LIMIT_EXCEEDED"), message)
        .withHeader("Retry-After", QByteArray::number(retryAfterSeconds));
}

SandboxResponse ok(int http, const QJsonObject &body)
{
    return SandboxResponse::json(http, body);
}

} // namespace cliniclink::sandbox::signing
