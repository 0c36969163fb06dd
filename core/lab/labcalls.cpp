// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labcalls.h"

#include "core/fhir/fhirtime.h"
#include "core/lab/labservice.h"
#include "labbuilders.h"

#include <QJsonDocument>

namespace cliniclink {

namespace {

// Date-times the way the contract shows them: YYYY-MM-DDThh:mm:ss, Moscow time.
QString moscowDateTime(const QDateTime &at)
{
    return at.toOffsetFromUtc(3 * 3600).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
}

} // namespace

template<class R>
LabCall<R>::LabCall(QByteArray method, const QString &path, bool read, QObject *parent)
    : ResultCall<R>(services::Lab, std::move(method), path, parent)
{
    this->setRetryMode(read ? ApiCall::RetryMode::IdempotentRead : ApiCall::RetryMode::Never);
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    this->setQuery(q);
}

template<class R>
ApiError LabCall<R>::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return this->malformed(QStringLiteral("lab answer is not a JSON object"));
    if (!read(doc.object()))
        return this->malformed(QStringLiteral("lab answer has an unexpected shape"));
    return {};
}

namespace {

QString savePath(const QString &type, const QJsonObject &resource)
{
    const QString id = resource.value(u"id").toString();
    return id.isEmpty() ? QString(u'/' + type) : QString(u'/' + type + u'/' + id);
}

} // namespace

LabSaveResourceCall::LabSaveResourceCall(const QString &type, const QJsonObject &resource, QObject *parent)
    : LabCall<QJsonObject>(resource.value(u"id").toString().isEmpty() ? "POST" : "PUT", savePath(type, resource), false,
                           parent)
    , m_update(!resource.value(u"id").toString().isEmpty())
{
    setJsonBody(resource);
}

bool LabSaveResourceCall::read(const QJsonObject &answer)
{
    m_result = answer;
    return !answer.value(u"id").toString().isEmpty();
}

LabSendBundleCall::LabSendBundleCall(const QJsonObject &bundle, QObject *parent)
    : LabCall<QStringList>("POST", QString(), false, parent)
{
    setJsonBody(bundle);
}

QString LabSendBundleCall::orderId() const
{
    for (qsizetype i = m_result.size() - 1; i >= 0; --i) {
        if (m_result[i].startsWith(u"Order/"))
            return m_result[i].mid(6);
    }
    return {};
}

bool LabSendBundleCall::read(const QJsonObject &answer)
{
    if (answer.value(u"resourceType").toString() != u"Bundle")
        return false;
    m_result = readLabTransactionLocations(answer);
    return !m_result.isEmpty();
}

LabGetOrderCall::LabGetOrderCall(const QString &source, const QString &target, const QString &barcode, QObject *parent)
    : LabCall<QList<QJsonObject>>("POST", QStringLiteral("/$getorder"), true, parent)
{
    setJsonBody(labParameters({{QStringLiteral("SourceCode"), source},
                               {QStringLiteral("TargetCode"), target},
                               {QStringLiteral("Barcode"), barcode}}));
}

bool LabGetOrderCall::read(const QJsonObject &answer)
{
    m_result = readLabOrders(answer);
    return true;
}

LabGetOrdersCall::LabGetOrdersCall(const LabOrdersQuery &q, QObject *parent)
    : LabCall<QList<QJsonObject>>("POST", QStringLiteral("/$getorders"), true, parent)
{
    QList<QPair<QString, QString>> items;
    if (!q.source.isEmpty())
        items.append({QStringLiteral("SourceCode"), q.source});
    items.append({QStringLiteral("TargetCode"), q.target});
    if (q.start.isValid())
        items.append({QStringLiteral("StartDate"), moscowDateTime(q.start)});
    if (q.end.isValid())
        items.append({QStringLiteral("EndDate"), moscowDateTime(q.end)});
    if (!q.misOrderId.isEmpty())
        items.append({QStringLiteral("OrderMisID"), q.misOrderId});
    if (q.count > 0)
        items.append({QStringLiteral("_count"), QString::number(q.count)});
    setJsonBody(labParameters(items));
}

bool LabGetOrdersCall::read(const QJsonObject &answer)
{
    m_result = readLabOrders(answer);
    return answer.value(u"resourceType").toString() == u"Parameters"
        || answer.value(u"resourceType").toString() == u"Bundle";
}

LabGetStatusCall::LabGetStatusCall(const QString &orderId, QObject *parent)
    : LabCall<LabStatus>("POST", QStringLiteral("/$getstatus"), true, parent)
{
    setRouteClass(RouteClass::Status);
    setLimitKey(orderId);
    setJsonBody(labParameters({{QStringLiteral("OrderId"), orderId}}));
}

LabGetStatusCall::LabGetStatusCall(const QString &source, const QString &target, const QString &misOrderId,
                                   QObject *parent)
    : LabCall<LabStatus>("POST", QStringLiteral("/$getstatus"), true, parent)
{
    setRouteClass(RouteClass::Status);
    setLimitKey(misOrderId);
    setJsonBody(labParameters({{QStringLiteral("SourceCode"), source},
                               {QStringLiteral("TargetCode"), target},
                               {QStringLiteral("OrderMisID"), misOrderId}}));
}

bool LabGetStatusCall::read(const QJsonObject &answer)
{
    const auto status = readLabStatus(answer);
    if (status)
        m_result = *status;
    return status.has_value();
}

LabGetResultCall::LabGetResultCall(const QString &source, const QString &target, const QString &misOrderId,
                                   QObject *parent)
    : LabCall<QList<LabResultAnswer>>("POST", QStringLiteral("/$getresult"), true, parent)
{
    setJsonBody(labParameters({{QStringLiteral("SourceCode"), source},
                               {QStringLiteral("TargetCode"), target},
                               {QStringLiteral("OrderMisID"), misOrderId}}));
}

bool LabGetResultCall::read(const QJsonObject &answer)
{
    m_result = readLabResultAnswers(answer);
    return !m_result.isEmpty();
}

LabGetResultsCall::LabGetResultsCall(const QString &source, const QString &target, const QDate &start, QObject *parent)
    : LabCall<QList<LabResultAnswer>>("POST", QStringLiteral("/$getresults"), true, parent)
{
    setJsonBody(labParameters({{QStringLiteral("SourceCode"), source},
                               {QStringLiteral("TargetCode"), target},
                               {QStringLiteral("StartDate"), start.toString(Qt::ISODate)}}));
}

bool LabGetResultsCall::read(const QJsonObject &answer)
{
    m_result = readLabResultAnswers(answer);
    return answer.value(u"resourceType").toString() == u"Parameters"
        || answer.value(u"resourceType").toString() == u"Bundle";
}

LabCancelOrderCall::LabCancelOrderCall(const QString &orderId, QObject *parent)
    : LabCall<LabStatus>("POST", QStringLiteral("/$cancelorder"), false, parent)
{
    setJsonBody(labParameters({{QStringLiteral("OrderId"), orderId}}));
}

bool LabCancelOrderCall::read(const QJsonObject &answer)
{
    const auto status = readLabStatus(answer);
    if (status)
        m_result = *status;
    return status.has_value();
}

LabReadResourceCall::LabReadResourceCall(const QString &reference, QObject *parent)
    : LabCall<QJsonObject>("GET", u'/' + reference, true, parent)
    , m_reference(reference)
{
}

bool LabReadResourceCall::read(const QJsonObject &answer)
{
    m_result = answer;
    return !answer.value(u"resourceType").toString().isEmpty();
}

} // namespace cliniclink
