// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingcalls.h"

#include "core/signing/signingservice.h"
#include "signingjson_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

namespace cliniclink {

namespace {

const QString kApi = QStringLiteral("/sep/api");

} // namespace

using signingjson::objectOf;
using signingjson::practitionerJson;

ApiError DispatchAcceptedCall::parseSuccess(int httpStatus, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o) {
        // An unreadable (empty, cut) body of a 2xx: the Location header still names the dispatch,
        // and a dispatch the platform took must be followed, not sent again.
        const QString location = QString::fromUtf8(replyHeader("Location")).section(u'/', -1);
        if (location.isEmpty())
            return malformed(QStringLiteral("answer is not a JSON object"));
        m_result.trackingId = location;
        m_result.statusCode = httpStatus;
        return {};
    }
    m_result.trackingId = o->value(u"trackingId").toString(o->value(u"tracking_id").toString());
    m_result.status = o->value(u"status").toString();
    m_result.statusCode = o->value(u"statusCode").toInt(httpStatus);
    m_result.draftExpiresAt = QDateTime::fromString(o->value(u"draftExpiresAt").toString(), Qt::ISODateWithMs);
    if (m_result.trackingId.isEmpty()) {
        // The Location header names the dispatch when the body does not.
        const QString location = QString::fromUtf8(replyHeader("Location"));
        m_result.trackingId = location.section(u'/', -1);
    }
    return {};
}

SendDispatchCall::SendDispatchCall(const DispatchRequest &request, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST", kApi + QStringLiteral("/signing"), parent)
{
    m_meta = buildDispatchMeta(request);
    const MultipartBody body = buildDispatchMultipart(m_meta, request.files);
    setBody(body.bytes, body.contentType);
    setRouteClass(RouteClass::Upload);
    setRetryMode(RetryMode::Never);
}

InitDraftCall::InitDraftCall(const DispatchRequest &request, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST", kApi + QStringLiteral("/signing/drafts/init"), parent)
{
    m_meta = buildDispatchMeta(request);
    const MultipartBody body = buildDispatchMultipart(m_meta, request.files);
    setBody(body.bytes, body.contentType);
    setRouteClass(RouteClass::Upload);
    setRetryMode(RetryMode::Never);
}

SendDraftCall::SendDraftCall(const QString &trackingId, const DispatchRequest &request, bool replaceAttachments,
                             bool completeDelivery, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST", kApi + QStringLiteral("/signing/drafts/%1/send").arg(trackingId),
                           parent)
{
    m_meta = buildDispatchMeta(request);
    QJsonObject meta = m_meta;
    meta.insert(QStringLiteral("trackingId"), trackingId);
    meta.insert(QStringLiteral("replaceAttachments"), replaceAttachments);
    meta.insert(QStringLiteral("completeDelivery"), completeDelivery);
    const MultipartBody body = buildDispatchMultipart(meta, request.files);
    setBody(body.bytes, body.contentType);
    // A send that completes a draft creates a dispatch: it counts in the 120 a minute.
    setRouteClass(RouteClass::Upload);
    setRetryMode(RetryMode::Never);
}

FinalizeDraftCall::FinalizeDraftCall(const QString &trackingId, const DispatchRequest &request, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST",
                           kApi + QStringLiteral("/signing/drafts/%1/finalize").arg(trackingId), parent)
{
    m_meta = buildDispatchMeta(request, false);
    QJsonObject meta = m_meta;
    meta.insert(QStringLiteral("trackingId"), trackingId);
    setJsonBody(meta);
    setRouteClass(RouteClass::Upload); // creates the dispatch: counts in the 120 a minute
    setRetryMode(RetryMode::Never);
}

ArchiveDraftCall::ArchiveDraftCall(const QString &trackingId, const DispatchPractitioner &practitioner, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST",
                           kApi + QStringLiteral("/signing/drafts/%1/archive").arg(trackingId), parent)
{
    setJsonBody(QJsonObject{{QStringLiteral("trackingId"), trackingId},
                            {QStringLiteral("practitioner"), practitionerJson(practitioner)}});
    setRetryMode(RetryMode::Never);
}

CancelDispatchCall::CancelDispatchCall(const QString &trackingId, QObject *parent)
    : DispatchAcceptedCall(services::Signing, "POST", kApi + QStringLiteral("/signing/%1/cancel").arg(trackingId),
                           parent)
{
    setRetryMode(RetryMode::Never);
}

DispatchStatusCall::DispatchStatusCall(const QString &trackingId, QObject *parent)
    : ResultCall(services::Signing, "GET", kApi + QStringLiteral("/signing/%1/status").arg(trackingId), parent)
    , m_trackingId(trackingId)
{
    setRouteClass(RouteClass::Status);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError DispatchStatusCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("status answer is not a JSON object"));
    m_result = DispatchStatus::fromJson(*o);
    if (m_result.code == 0)
        return malformed(QStringLiteral("status answer has no status code"));
    return {};
}

DispatchCall::DispatchCall(const QString &trackingId, QObject *parent)
    : ResultCall(services::Signing, "GET", kApi + QStringLiteral("/signing/%1").arg(trackingId), parent)
{
    setRouteClass(RouteClass::FullGet);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError DispatchCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("dispatch answer is not a JSON object"));
    m_result = Dispatch::fromJson(*o);
    return {};
}

DispatchListCall::DispatchListCall(const DispatchListFilter &filter, QObject *parent)
    : ResultCall(services::Signing, "GET", kApi + QStringLiteral("/signing"), parent)
    , m_filter(filter)
{
    QUrlQuery q;
    if (!filter.idPatientMis.isEmpty())
        q.addQueryItem(QStringLiteral("idPatientMis"), filter.idPatientMis);
    if (!filter.statuses.isEmpty()) {
        QStringList codes;
        for (int s : filter.statuses)
            codes << QString::number(s);
        q.addQueryItem(QStringLiteral("status"), codes.join(u','));
    }
    if (filter.dateFrom.isValid())
        q.addQueryItem(QStringLiteral("dateFrom"), filter.dateFrom.toString(Qt::ISODate));
    if (filter.dateTo.isValid())
        q.addQueryItem(QStringLiteral("dateTo"), filter.dateTo.toString(Qt::ISODate));
    if (filter.archived)
        q.addQueryItem(QStringLiteral("archived"), QStringLiteral("true"));
    q.addQueryItem(QStringLiteral("limit"), QString::number(filter.limit));
    if (filter.offset > 0)
        q.addQueryItem(QStringLiteral("offset"), QString::number(filter.offset));
    setQuery(q);
    setRouteClass(RouteClass::Status);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError DispatchListCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return malformed(error.errorString());
    m_result = readDispatchList(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()), &m_total);
    return {};
}

ResendCall::ResendCall(const QString &trackingId, const QList<DeliveryChannel> &delivery,
                       const QStringList &idPatientMis, QObject *parent)
    : ResultCall(services::Signing, "POST", kApi + QStringLiteral("/resend"), parent)
{
    QJsonArray channels;
    for (DeliveryChannel c : delivery)
        channels.append(deliveryChannelKey(c));
    setJsonBody(QJsonObject{{QStringLiteral("trackingId"), trackingId},
                            {QStringLiteral("delivery"), channels},
                            {QStringLiteral("IdPatientMis"), QJsonArray::fromStringList(idPatientMis)}});
    setRetryMode(RetryMode::Never);
}

ApiError ResendCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("resend answer is not a JSON object"));
    m_result = o->value(u"message").toString();
    return {};
}

InitQesCall::InitQesCall(const QString &trackingId, const DispatchPractitioner &practitioner,
                         const QString &certificateThumbprint, bool qesZspd, QObject *parent)
    : ResultCall(services::Signing, "POST", kApi + QStringLiteral("/initqes"), parent)
{
    QJsonObject p = practitionerJson(practitioner);
    if (!certificateThumbprint.isEmpty())
        p.insert(QStringLiteral("certificateThumbprint"), certificateThumbprint);
    setJsonBody(QJsonObject{{QStringLiteral("trackingId"), trackingId},
                            {QStringLiteral("practitioner"), p},
                            {QStringLiteral("qesZspd"), qesZspd}});
    setRetryMode(RetryMode::Never);
}

ApiError InitQesCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const auto o = objectOf(body);
    if (!o)
        return malformed(QStringLiteral("initqes answer is not a JSON object"));
    m_result.link = QUrl(o->value(u"qesLink").toString());
    m_result.message = o->value(u"message").toString();
    if (!m_result.link.isValid() || m_result.link.scheme().isEmpty())
        return malformed(QStringLiteral("initqes answer has no link"));
    return {};
}

} // namespace cliniclink
