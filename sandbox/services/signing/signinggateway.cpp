// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signinggateway.h"

#include <algorithm>
#include <type_traits>

namespace cliniclink::sandbox {

namespace {
constexpr qint64 kMinute = 60000;

int secondsUntil(qint64 now, qint64 at)
{
    return int(std::max<qint64>(1, (at - now + 999) / 1000));
}
} // namespace

void SigningLimits::read(const QJsonObject &o)
{
    const auto number = [&o](const char *key, auto &field) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isDouble())
            field = std::remove_reference_t<decltype(field)>(v.toDouble());
    };
    number("maxFileBytes", maxFileBytes);
    number("maxFiles", maxFiles);
    number("uploadsPerMinute", uploadsPerMinute);
    number("uploadBlockSeconds", uploadBlockSeconds);
    number("statusPerMinute", lightPerMinute);
    number("statusConcurrent", lightConcurrent);
    number("fullPerMinute", fullPerMinute);
    number("fullConcurrent", fullConcurrent);
    number("gatewaySlots", gatewaySlots);
    number("gatewayQueue", gatewayQueue);
    number("gatewayWaitMs", gatewayWaitMs);
    number("statusProcessingMs", lightProcessingMs);
    number("fullProcessingMs", fullProcessingMs);
    number("attachProcessingMs", attachProcessingMs);
}

QJsonObject SigningLimits::toJson() const
{
    return {{QStringLiteral("maxFileBytes"), maxFileBytes},
            {QStringLiteral("maxFiles"), maxFiles},
            {QStringLiteral("uploadsPerMinute"), uploadsPerMinute},
            {QStringLiteral("uploadBlockSeconds"), uploadBlockSeconds},
            {QStringLiteral("statusPerMinute"), lightPerMinute},
            {QStringLiteral("statusConcurrent"), lightConcurrent},
            {QStringLiteral("fullPerMinute"), fullPerMinute},
            {QStringLiteral("fullConcurrent"), fullConcurrent},
            {QStringLiteral("gatewaySlots"), gatewaySlots},
            {QStringLiteral("gatewayQueue"), gatewayQueue},
            {QStringLiteral("gatewayWaitMs"), gatewayWaitMs},
            {QStringLiteral("statusProcessingMs"), lightProcessingMs},
            {QStringLiteral("fullProcessingMs"), fullProcessingMs},
            {QStringLiteral("attachProcessingMs"), attachProcessingMs}};
}

void SigningGateway::reset()
{
    m_uploads.clear();
    m_light.clear();
    m_full.clear();
    m_blockedUntil.clear();
    m_flights.clear();
}

void SigningGateway::prune(qint64 now)
{
    m_flights.erase(
        std::remove_if(m_flights.begin(), m_flights.end(), [now](const Flight &f) { return f.answer <= now; }),
        m_flights.end());
}

Admission SigningGateway::rate(std::deque<qint64> &window, int perMinute, qint64 now, const QString &what)
{
    while (!window.empty() && window.front() <= now - kMinute)
        window.pop_front();
    if (int(window.size()) < perMinute)
        return {};
    Admission refusal;
    refusal.admitted = false;
    refusal.retryAfterSeconds = secondsUntil(now, window.front() + kMinute);
    refusal.message =
        QStringLiteral("Превышен лимит: не более %1 %2 в минуту для организации").arg(perMinute).arg(what);
    return refusal;
}

int SigningGateway::inFlight(SigningRoute route, const QString &key, const QDateTime &now) const
{
    const qint64 t = now.toMSecsSinceEpoch();
    return int(std::count_if(m_flights.begin(), m_flights.end(), [&](const Flight &f) {
        return f.route == route && f.key == key && f.arrival <= t && t < f.answer;
    }));
}

int SigningGateway::held(const QDateTime &now) const
{
    const qint64 t = now.toMSecsSinceEpoch();
    return int(std::count_if(m_flights.begin(), m_flights.end(),
                             [t](const Flight &f) { return f.arrival <= t && t < f.answer; }));
}

Admission SigningGateway::admit(SigningRoute route, const QString &key, const QDateTime &nowTime)
{
    const qint64 now = nowTime.toMSecsSinceEpoch();
    prune(now);
    Admission refusal;
    refusal.admitted = false;
    refusal.retryAfterSeconds = 1;

    if (route == SigningRoute::Upload) {
        const qint64 blocked = m_blockedUntil.value(key);
        if (blocked > now) {
            refusal.retryAfterSeconds = secondsUntil(now, blocked);
            refusal.message = QStringLiteral("Организация заблокирована на %1 с за превышение лимита новых отправок")
                                  .arg(m_limits.uploadBlockSeconds);
            return refusal;
        }
        Admission a = rate(m_uploads[key], m_limits.uploadsPerMinute, now, QStringLiteral("новых отправок"));
        if (!a.admitted) {
            m_blockedUntil.insert(key, now + qint64(m_limits.uploadBlockSeconds) * 1000);
            a.retryAfterSeconds = m_limits.uploadBlockSeconds;
            a.message += QStringLiteral("; организация заблокирована на %1 с").arg(m_limits.uploadBlockSeconds);
            return a;
        }
        m_uploads[key].push_back(now);
        return {};
    }

    const bool full = route == SigningRoute::Full;
    const int concurrent = full ? m_limits.fullConcurrent : m_limits.lightConcurrent;
    Admission a = full ? rate(m_full[key], m_limits.fullPerMinute, now, QStringLiteral("запросов документа"))
                       : rate(m_light[key], m_limits.lightPerMinute, now, QStringLiteral("запросов статуса и списка"));
    if (!a.admitted)
        return a;
    if (inFlight(route, key, nowTime) >= concurrent) {
        refusal.message = QStringLiteral("Превышен лимит одновременных запросов (%1) для организации").arg(concurrent);
        return refusal;
    }
    const qint64 processing = full ? m_limits.fullProcessingMs : m_limits.lightProcessingMs;
    (full ? m_full : m_light)[key].push_back(now);
    if (processing <= 0)
        return {};
    if (!full) {
        m_flights.push_back({key, route, now, now, now + processing, now + processing, false});
        Admission ok;
        ok.delayMs = processing;
        return ok;
    }

    // The gateway's pool: FIFO over equal processing times, so a newcomer starts when the
    // gatewaySlots-th latest admitted request ends.
    std::vector<const Flight *> active;
    int waiting = 0;
    for (const Flight &f : m_flights) {
        if (f.route != SigningRoute::Full)
            continue;
        if (!f.timedOut && f.end > now)
            active.push_back(&f);
        if (f.arrival <= now && now < f.start)
            ++waiting;
    }
    qint64 start = now;
    if (int(active.size()) >= m_limits.gatewaySlots)
        start = std::max(now, active[active.size() - size_t(m_limits.gatewaySlots)]->end);
    if (start > now && waiting >= m_limits.gatewayQueue) {
        refusal.message =
            QStringLiteral("Очередь шлюза на выдачу PDF заполнена (%1 запросов)").arg(m_limits.gatewayQueue);
        return refusal;
    }
    if (start - now > m_limits.gatewayWaitMs) {
        const qint64 answer = now + m_limits.gatewayWaitMs;
        m_flights.push_back({key, route, now, answer, answer, answer, true});
        refusal.delayMs = m_limits.gatewayWaitMs;
        refusal.message = QStringLiteral("Свободный слот шлюза не появился за %1 с").arg(m_limits.gatewayWaitMs / 1000);
        return refusal;
    }
    m_flights.push_back({key, route, now, start, start + processing, start + processing, false});
    Admission ok;
    ok.delayMs = start + processing - now;
    return ok;
}

} // namespace cliniclink::sandbox
