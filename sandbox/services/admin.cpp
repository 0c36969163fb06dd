// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "admin.h"

#include "sandbox/server/sandboxcontext.h"
#include "sandbox/server/virtualclock.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cliniclink::sandbox {

namespace {

SandboxResponse error(int status, const QString &text)
{
    return SandboxResponse::json(status, QJsonObject{{QStringLiteral("error"), text}});
}

SandboxResponse methodNotAllowed(const QByteArray &allowed)
{
    return error(405, QStringLiteral("Метод не поддерживается; допустимо: %1").arg(QString::fromLatin1(allowed)))
        .withHeader("Allow", allowed);
}

// An empty body counts as {} so that "POST /sandbox/reset" needs no body.
std::optional<QJsonObject> bodyObject(const SandboxRequest &request)
{
    if (request.body.trimmed().isEmpty())
        return QJsonObject();
    const QJsonDocument doc = QJsonDocument::fromJson(request.body);
    if (!doc.isObject())
        return std::nullopt;
    return doc.object();
}

// host[:port] with host 127.0.0.1, localhost or [::1].
bool isLoopbackAuthority(QByteArrayView authority)
{
    QByteArrayView host = authority;
    QByteArrayView port;
    if (authority.startsWith('[')) {
        const qsizetype close = authority.indexOf(']');
        if (close < 0)
            return false;
        host = authority.sliced(1, close - 1);
        port = authority.sliced(close + 1);
    } else {
        const qsizetype colon = authority.indexOf(':');
        if (colon >= 0) {
            host = authority.first(colon);
            port = authority.sliced(colon);
        }
    }
    if (!port.isEmpty()) {
        if (!port.startsWith(':') || port.size() > 6)
            return false;
        for (const char c : port.sliced(1)) {
            if (c < '0' || c > '9')
                return false;
        }
    }
    const QByteArray name = host.toByteArray().toLower();
    return name == "127.0.0.1" || name == "localhost" || name == "::1";
}

} // namespace

std::optional<SandboxResponse> AdminModule::refuseForeign(const SandboxRequest &request, bool formsAllowed)
{
    // DNS rebinding: a page of another site whose name now resolves to 127.0.0.1 sends its own
    // name as Host.
    if (!isLoopbackAuthority(request.header("host").trimmed()))
        return error(403, QStringLiteral("Адреса /sandbox/ принимают только Host 127.0.0.1, localhost или [::1]"));
    // A browser names the page that sent the request; only the sandbox's own pages may.
    if (request.headers.contains("origin")) {
        const QByteArray origin = request.header("origin").trimmed().toLower();
        const qsizetype scheme = origin.indexOf("://");
        const QByteArray schemeName = scheme > 0 ? origin.first(scheme) : QByteArray();
        if ((schemeName != "http" && schemeName != "https")
            || !isLoopbackAuthority(QByteArrayView(origin).sliced(scheme + 3)))
            return error(403, QStringLiteral("Запрос с чужой страницы (Origin) к /sandbox/ отклонён"));
    }
    // A cross-site form or text/plain fetch needs no preflight; a JSON one does.
    if (!formsAllowed && !request.body.isEmpty()) {
        const QByteArray type = request.mediaType();
        if (type != "application/json" && !type.endsWith("+json"))
            return error(415,
                         QStringLiteral("Тело запроса к /sandbox/ должно быть JSON (Content-Type: application/json)"));
    }
    return std::nullopt;
}

AdminModule::AdminModule(SandboxContext &context)
    : ServiceModule(context)
{
}

SandboxResponse AdminModule::handle(const SandboxRequest &request, const QString &subPath)
{
    const QStringList segments = subPath.split(u'/', Qt::SkipEmptyParts);
    if (segments.isEmpty())
        return request.method == "GET" ? index(request) : methodNotAllowed("GET");
    const QString &head = segments.constFirst();
    if (head == u"clock")
        return clock(request, segments);
    if (head == u"faults")
        return faults(request, segments);
    if (head == u"requests")
        return requests(request);
    if (head == u"reset" && segments.size() == 1) {
        if (request.method != "POST")
            return methodNotAllowed("POST");
        context().reload();
        return SandboxResponse::json(
            200, QJsonObject{{QStringLiteral("reset"), true}, {QStringLiteral("clock"), clockJson()}});
    }
    return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
}

SandboxResponse AdminModule::index(const SandboxRequest &)
{
    QJsonArray services;
    for (const auto &module : context().modules()) {
        for (const QString &prefix : module->prefixes())
            services.append(prefix);
    }
    const QJsonArray endpoints{
        QStringLiteral("GET /sandbox/ - this index"),
        QStringLiteral("GET /sandbox/clock - virtual time"),
        QStringLiteral("POST /sandbox/clock/advance {\"ms\"|\"seconds\"|\"to\"} - move virtual time forward"),
        QStringLiteral("POST /sandbox/clock/scale {\"scale\"} - virtual seconds per real second"),
        QStringLiteral("GET /sandbox/faults - injected faults"),
        QStringLiteral("POST /sandbox/faults {\"path\",\"kind\",...} - inject a fault (delay, status, malformed, "
                       "drop, empty, truncate)"),
        QStringLiteral("DELETE /sandbox/faults[/{id}] - remove faults"),
        QStringLiteral("POST /sandbox/reset - reload every service's state from the fixtures"),
        QStringLiteral("GET /sandbox/requests?limit=N&since=SEQ - request log"),
        QStringLiteral("DELETE /sandbox/requests - clear the request log"),
    };
    return SandboxResponse::json(200,
                                 QJsonObject{{QStringLiteral("name"), QStringLiteral("ClinicLink sandbox")},
                                             {QStringLiteral("services"), services},
                                             {QStringLiteral("endpoints"), endpoints},
                                             {QStringLiteral("clock"), clockJson()}});
}

QJsonObject AdminModule::clockJson() const
{
    Clock &clock = context().clock();
    QJsonObject o{{QStringLiteral("now"), clock.now().toString(Qt::ISODateWithMs)}};
    if (auto *virtualClock = dynamic_cast<VirtualClock *>(&clock)) {
        o.insert(QStringLiteral("kind"), QStringLiteral("virtual"));
        o.insert(QStringLiteral("scale"), virtualClock->scale());
    } else if (dynamic_cast<ManualClock *>(&clock)) {
        o.insert(QStringLiteral("kind"), QStringLiteral("manual"));
        o.insert(QStringLiteral("scale"), 0);
    } else {
        o.insert(QStringLiteral("kind"), QStringLiteral("other"));
    }
    return o;
}

SandboxResponse AdminModule::clock(const SandboxRequest &request, const QStringList &segments)
{
    if (segments.size() == 1)
        return request.method == "GET" ? SandboxResponse::json(200, clockJson()) : methodNotAllowed("GET");
    if (segments.size() != 2)
        return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
    if (request.method != "POST")
        return methodNotAllowed("POST");
    const auto body = bodyObject(request);
    if (!body)
        return error(400, QStringLiteral("Тело запроса должно быть JSON-объектом"));
    Clock &clock = context().clock();
    auto *virtualClock = dynamic_cast<VirtualClock *>(&clock);
    auto *manualClock = dynamic_cast<ManualClock *>(&clock);

    if (segments.at(1) == u"advance") {
        qint64 ms = -1;
        if (body->contains(QStringLiteral("ms"))) {
            ms = body->value(QStringLiteral("ms")).toInteger(-1);
            if (ms > VirtualClock::kMaxAdvanceMs)
                return error(
                    400,
                    QStringLiteral("Поле ms не может быть больше %1 (около 30 лет)").arg(VirtualClock::kMaxAdvanceMs));
        } else if (body->contains(QStringLiteral("seconds"))) {
            // Capped at about 30 years: a larger double would not convert to qint64 at all.
            const double seconds = body->value(QStringLiteral("seconds")).toDouble(-1);
            ms = seconds < 0 ? -1 : qint64(std::min(seconds, 1e9) * 1000);
        } else if (body->contains(QStringLiteral("to"))) {
            const QDateTime to = QDateTime::fromString(body->value(QStringLiteral("to")).toString(), Qt::ISODateWithMs);
            if (!to.isValid())
                return error(400, QStringLiteral("Поле to должно быть датой и временем ISO 8601"));
            ms = std::max<qint64>(0, clock.now().msecsTo(to));
        }
        if (ms < 0)
            return error(400, QStringLiteral("Нужно одно из полей: ms, seconds (не меньше 0) или to"));
        if (virtualClock)
            virtualClock->advance(ms);
        else if (manualClock)
            manualClock->advance(ms);
        else
            return error(409, QStringLiteral("Часы этой песочницы нельзя перевести"));
        return SandboxResponse::json(200, clockJson());
    }
    if (segments.at(1) == u"scale") {
        const double scale = body->value(QStringLiteral("scale")).toDouble(-1);
        // 1e308 once overflowed the clock's arithmetic and broke it until restart.
        if (!VirtualClock::isValidScale(scale))
            return error(400,
                         QStringLiteral("Поле scale должно быть числом от 0 до %1 (год виртуального времени в секунду)")
                             .arg(qint64(VirtualClock::kMaxScale)));
        if (!virtualClock)
            return error(409, QStringLiteral("Скорость можно менять только у виртуальных часов"));
        static_cast<void>(virtualClock->setScale(scale));
        return SandboxResponse::json(200, clockJson());
    }
    return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
}

SandboxResponse AdminModule::faults(const SandboxRequest &request, const QStringList &segments)
{
    FaultInjector &faults = context().faults();
    const QDateTime now = context().clock().now();
    if (segments.size() == 2) {
        if (request.method != "DELETE")
            return methodNotAllowed("DELETE");
        if (!faults.remove(segments.at(1)))
            return error(404, QStringLiteral("Нет внедрённой ошибки %1").arg(segments.at(1)));
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("removed"), segments.at(1)}});
    }
    if (segments.size() != 1)
        return error(404, QStringLiteral("Нет такого метода администрирования: %1").arg(request.path));
    if (request.method == "GET") {
        QJsonArray list;
        for (const FaultRule &rule : faults.rules(now))
            list.append(FaultInjector::toJson(rule));
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("faults"), list}});
    }
    if (request.method == "DELETE") {
        faults.clear();
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("faults"), QJsonArray()}});
    }
    if (request.method != "POST")
        return methodNotAllowed("GET, POST, DELETE");
    const auto body = bodyObject(request);
    if (!body)
        return error(400, QStringLiteral("Тело запроса должно быть JSON-объектом"));
    QString problem;
    auto rule = FaultInjector::fromJson(*body, now, &problem);
    if (!rule)
        return error(400, problem);
    rule->id = faults.add(*rule);
    return SandboxResponse::json(201, FaultInjector::toJson(*rule));
}

SandboxResponse AdminModule::requests(const SandboxRequest &request)
{
    RequestLog &log = context().requestLog();
    if (request.method == "DELETE") {
        log.clear();
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("cleared"), true}});
    }
    if (request.method != "GET")
        return methodNotAllowed("GET, DELETE");
    const int limit = request.query.queryItemValue(QStringLiteral("limit")).toInt();
    const qint64 since = request.query.queryItemValue(QStringLiteral("since")).toLongLong();
    return SandboxResponse::json(
        200,
        QJsonObject{{QStringLiteral("total"), log.total()}, {QStringLiteral("entries"), log.toJson(limit, since)}});
}

} // namespace cliniclink::sandbox
