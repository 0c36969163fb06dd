// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentcalls.h"

#include "core/enrichment/enrichmentservice.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace cliniclink {

QString readEnrichmentOrderId(const QByteArray &body, const QByteArray &location)
{
    static const QRegularExpression uuid(
        QStringLiteral("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"));
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        for (const char16_t *key : {u"id", u"orderId", u"order_id", u"uuid"}) {
            if (o.value(QStringView(key)).isString())
                return o.value(QStringView(key)).toString();
        }
        if (o.value(u"patient").toObject().value(u"id").isString())
            return o.value(u"patient").toObject().value(u"id").toString();
    }
    const QString text = QString::fromUtf8(body).trimmed().remove(u'"');
    if (uuid.match(text).hasMatch() && text.size() <= 40)
        return uuid.match(text).captured();
    const QRegularExpressionMatch inLocation = uuid.match(QString::fromUtf8(location));
    return inLocation.hasMatch() ? inLocation.captured() : QString();
}

EnrichmentOrderCall::EnrichmentOrderCall(EnrichmentOperation operation, const QJsonObject &body, QObject *parent)
    : ResultCall<QString>(services::Enrichment, "POST", enrichmentPath(operation), parent)
    , m_operation(operation)
    , m_bodyJson(body)
{
    setJsonBody(body);
    setRetryMode(RetryMode::Never);
}

ApiError EnrichmentOrderCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    m_result = readEnrichmentOrderId(body, replyHeader("Location"));
    if (m_result.isEmpty())
        return malformed(QStringLiteral("no order id in the answer"));
    return {};
}

EnrichmentStatusCall::EnrichmentStatusCall(EnrichmentOperation operation, const QString &orderId, QObject *parent)
    : ResultCall<EnrichmentResult>(services::Enrichment, "GET", enrichmentPath(operation) + u'/' + orderId, parent)
    , m_operation(operation)
    , m_orderId(orderId)
{
    setRouteClass(RouteClass::Status);
    setLimitKey(orderId);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError EnrichmentStatusCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    // text/plain with a JSON body: read the body whatever the content type says.
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return malformed(QStringLiteral("status answer is not a JSON object: %1").arg(error.errorString()));
    m_result = EnrichmentResult::fromJson(doc.object());
    return {};
}

} // namespace cliniclink
