// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichment.h"

#include "core/enrichment/enrichmentservice.h"
#include "problem.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>
#include <QUuid>

#include <cmath>

namespace cliniclink::sandbox {

namespace {

constexpr char kStatusContentType[] = "text/plain; charset=utf-8";

struct Route {
    const char16_t *segment;
    EnrichmentKind kind;
};

constexpr Route kRoutes[] = {
    {u"snils", EnrichmentKind::Snils},
    {u"snils-validate", EnrichmentKind::SnilsValidate},
    {u"united-policy-number", EnrichmentKind::UnitedPolicyNumber},
};

QString kindKey(EnrichmentKind kind)
{
    for (const Route &r : kRoutes) {
        if (r.kind == kind)
            return QString::fromUtf16(r.segment);
    }
    return {};
}

bool kindFromKey(const QString &key, EnrichmentKind *kind)
{
    for (const Route &r : kRoutes) {
        if (key == QStringView(r.segment)) {
            *kind = r.kind;
            return true;
        }
    }
    return false;
}

SandboxResponse notFound(const QString &instance, const QString &detail)
{
    return problemResponse(404, QStringLiteral("not-found"), QStringLiteral("Ресурс не найден"), detail, instance);
}

SandboxResponse tooMany(const QString &instance, const QString &detail, qint64 retryAfterMs)
{
    SandboxResponse r = problemResponse(429, QStringLiteral("too-many-requests"),
                                        QStringLiteral("Слишком много запросов"), detail, instance);
    const qint64 seconds = std::max<qint64>(1, (retryAfterMs + 999) / 1000);
    return r.withHeader("Retry-After", QByteArray::number(seconds));
}

} // namespace

EnrichmentModule::EnrichmentModule(SandboxContext &context)
    : ServiceModule(context)
{
}

void EnrichmentModule::load(const QJsonObject &fixtures)
{
    const QJsonObject section = fixtures.value(QStringLiteral("enrichment")).toObject();
    m_fixturePersons = section.value(QStringLiteral("persons")).toArray();
    m_registry.load(m_fixturePersons);
    m_completionSeconds = section.value(QStringLiteral("orderCompletionSeconds")).toInt(30);
    const QJsonObject limits = section.value(QStringLiteral("limits")).toObject();
    m_requestsPerMinute = limits.value(QStringLiteral("requestsPerMinute")).toInt(500);
    m_statusIntervalSeconds = limits.value(QStringLiteral("statusIntervalSeconds")).toInt(10);
    // "Requests to paths ending in /{id} must be separated by a pause": per order, or across all
    // orders of a token (the other reading of the contract's sentence).
    m_statusPauseAcrossOrders = limits.value(QStringLiteral("statusPause")).toString() == u"acrossOrders";
    m_lastStatusByMis.clear();
    m_orders.clear();
    m_recentRequests.clear();
}

SandboxResponse EnrichmentModule::handleAdmin(const SandboxRequest &request, const QString &subPath) const
{
    const auto error = [](int status, const QString &text) {
        return SandboxResponse::json(status, QJsonObject{{QStringLiteral("error"), text}});
    };
    if (subPath != u"/persons")
        return error(404, QStringLiteral("Нет такого пути: %1").arg(request.path));
    if (request.method != "GET")
        return error(405, QStringLiteral("Для %1 допустим только метод GET").arg(request.path))
            .withHeader("Allow", "GET");
    return SandboxResponse::json(200, QJsonObject{{QStringLiteral("persons"), m_fixturePersons}});
}

SandboxResponse EnrichmentModule::handle(const SandboxRequest &request, const QString &subPath)
{
    if (request.path.startsWith(u"/sandbox/"))
        return handleAdmin(request, subPath);
    const QStringList segments = subPath.split(u'/', Qt::SkipEmptyParts);
    EnrichmentKind kind;
    if (segments.isEmpty() || segments.size() > 2 || subPath.endsWith(u'/') || !kindFromKey(segments.at(0), &kind))
        return notFound(request.path, QStringLiteral("Метод %1 не существует").arg(request.path));
    const bool isStatus = segments.size() == 2;
    const QByteArray expected = isStatus ? "GET" : "POST";
    if (request.method != expected) {
        return problemResponse(
                   405, QStringLiteral("method-not-allowed"), QStringLiteral("Метод не поддерживается"),
                   QStringLiteral("Для %1 допустим только метод %2").arg(request.path, QString::fromLatin1(expected)),
                   request.path)
            .withHeader("Allow", expected);
    }

    const auto mis = context().misForSchemeToken(request, services::Enrichment);
    if (!mis) {
        return problemResponse(401, QStringLiteral("unauthorized"), QStringLiteral("Ошибка авторизации"),
                               QStringLiteral("Отсутствует или неверен токен в заголовке Authorization"), request.path);
    }
    if (auto limited = checkMinuteLimit(request, mis->id))
        return *limited;
    forgetFinished(context().clock().now());
    return isStatus ? status(request, kind, segments.at(1), mis->id) : create(request, kind, mis->id);
}

void EnrichmentModule::forgetFinished(const QDateTime &now)
{
    // Once a virtual minute at most: a sweep walks every order.
    if (m_lastForget.isValid() && m_lastForget.secsTo(now) < 60 && m_lastForget <= now)
        return;
    m_lastForget = now;
    constexpr qint64 kKeepSeconds = 24 * 3600;
    m_orders.removeIf(
        [&now](QHash<QString, Order>::iterator it) { return it->completesAt.addSecs(kKeepSeconds) <= now; });
}

std::optional<SandboxResponse> EnrichmentModule::checkMinuteLimit(const SandboxRequest &request, const QString &misId)
{
    const QDateTime now = context().clock().now();
    std::deque<QDateTime> &recent = m_recentRequests[misId];
    while (!recent.empty() && recent.front().msecsTo(now) >= 60'000)
        recent.pop_front();
    if (m_requestsPerMinute > 0 && int(recent.size()) >= m_requestsPerMinute) {
        const qint64 wait = 60'000 - recent.front().msecsTo(now);
        return tooMany(request.path,
                       QStringLiteral("Превышен лимит: не более %1 запросов в минуту").arg(m_requestsPerMinute), wait);
    }
    recent.push_back(now);
    return std::nullopt;
}

SandboxResponse EnrichmentModule::create(const SandboxRequest &request, EnrichmentKind kind, const QString &misId)
{
    if (request.mediaType() != "application/json") {
        return problemResponse(
            415, QStringLiteral("unsupported-media-type"), QStringLiteral("Неподдерживаемый тип содержимого"),
            QStringLiteral("Тело запроса должно передаваться с Content-Type: application/json"), request.path);
    }
    const QDateTime now = context().clock().now();
    const EnrichmentValidation v = validateEnrichmentRequest(kind, request.body, now.toOffsetFromUtc(3 * 3600).date());
    if (!v.structureErrors.isEmpty()) {
        return problemResponse(
            400, QStringLiteral("structure"), QStringLiteral("Ошибка структуры запроса"),
            QStringLiteral("Запрос не соответствует структуре метода; ошибок: %1").arg(v.structureErrors.size()),
            request.path, v.structureErrors);
    }
    if (!v.dataErrors.isEmpty()) {
        return problemResponse(400, QStringLiteral("data"), QStringLiteral("Ошибка в данных запроса"),
                               QStringLiteral("Значения полей не прошли проверку; ошибок: %1").arg(v.dataErrors.size()),
                               request.path, v.dataErrors);
    }
    Order order;
    order.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    order.kind = kind;
    order.misId = misId;
    order.created = now;
    order.completesAt = now.addSecs(m_completionSeconds);
    order.answer = m_registry.answer(kind, v.query);
    m_orders.insert(order.id, order);
    const QString location = QStringLiteral("/enrichment/") + kindKey(kind) + u'/' + order.id;
    return SandboxResponse::json(202, QJsonObject{{QStringLiteral("id"), order.id}})
        .withHeader("Location", location.toUtf8());
}

SandboxResponse EnrichmentModule::status(const SandboxRequest &request, EnrichmentKind kind, const QString &id,
                                         const QString &misId)
{
    const auto it = m_orders.find(id.toLower());
    if (it == m_orders.end() || it->kind != kind || it->misId != misId)
        return notFound(request.path, QStringLiteral("Заказ %1 не найден").arg(id));
    const QDateTime now = context().clock().now();
    const QDateTime last = m_statusPauseAcrossOrders ? m_lastStatusByMis.value(misId) : it->lastStatusRequest;
    if (last.isValid()) {
        const qint64 since = last.msecsTo(now);
        const qint64 interval = qint64(m_statusIntervalSeconds) * 1000;
        if (since < interval) {
            return tooMany(request.path,
                           m_statusPauseAcrossOrders
                               ? QStringLiteral("Запросы статуса заказов должны разделяться паузой не менее %1 с")
                                     .arg(m_statusIntervalSeconds)
                               : QStringLiteral("Запросы статуса заказа должны разделяться паузой не менее %1 с")
                                     .arg(m_statusIntervalSeconds),
                           interval - since);
        }
    }
    it->lastStatusRequest = now;
    m_lastStatusByMis.insert(misId, now);
    QJsonObject patient;
    int httpStatus = 202;
    if (now >= it->completesAt) {
        patient = it->answer;
        patient.insert(QStringLiteral("status"), QString::fromUtf16(kCompleted));
        httpStatus = 200;
    } else {
        patient.insert(QStringLiteral("status"), QString::fromUtf16(kInProgress));
    }
    return SandboxResponse::json(httpStatus, QJsonObject{{QStringLiteral("patient"), patient}}, kStatusContentType);
}

QJsonObject EnrichmentModule::saveState() const
{
    QJsonArray orders;
    for (const Order &o : m_orders) {
        QJsonObject entry{{QStringLiteral("id"), o.id},
                          {QStringLiteral("kind"), kindKey(o.kind)},
                          {QStringLiteral("mis"), o.misId},
                          {QStringLiteral("created"), o.created.toString(Qt::ISODateWithMs)},
                          {QStringLiteral("completesAt"), o.completesAt.toString(Qt::ISODateWithMs)},
                          {QStringLiteral("answer"), o.answer}};
        if (o.lastStatusRequest.isValid())
            entry.insert(QStringLiteral("lastStatusRequest"), o.lastStatusRequest.toString(Qt::ISODateWithMs));
        orders.append(entry);
    }
    QJsonObject lastByMis;
    for (auto it = m_lastStatusByMis.cbegin(); it != m_lastStatusByMis.cend(); ++it)
        lastByMis.insert(it.key(), it.value().toString(Qt::ISODateWithMs));
    return {{QStringLiteral("orders"), orders}, {QStringLiteral("lastStatusRequestByMis"), lastByMis}};
}

void EnrichmentModule::restoreState(const QJsonObject &state)
{
    m_orders.clear();
    m_lastStatusByMis.clear();
    const QJsonObject lastByMis = state.value(QStringLiteral("lastStatusRequestByMis")).toObject();
    for (auto it = lastByMis.constBegin(); it != lastByMis.constEnd(); ++it)
        m_lastStatusByMis.insert(it.key(), QDateTime::fromString(it.value().toString(), Qt::ISODateWithMs));
    for (const QJsonValue &v : state.value(QStringLiteral("orders")).toArray()) {
        const QJsonObject o = v.toObject();
        Order order;
        order.id = o.value(QStringLiteral("id")).toString();
        if (!kindFromKey(o.value(QStringLiteral("kind")).toString(), &order.kind) || order.id.isEmpty())
            continue;
        order.misId = o.value(QStringLiteral("mis")).toString();
        order.created = QDateTime::fromString(o.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
        order.completesAt = QDateTime::fromString(o.value(QStringLiteral("completesAt")).toString(), Qt::ISODateWithMs);
        order.lastStatusRequest =
            QDateTime::fromString(o.value(QStringLiteral("lastStatusRequest")).toString(), Qt::ISODateWithMs);
        order.answer = o.value(QStringLiteral("answer")).toObject();
        m_orders.insert(order.id, order);
    }
}

} // namespace cliniclink::sandbox
