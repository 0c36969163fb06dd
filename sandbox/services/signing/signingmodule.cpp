// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingmodule.h"

#include "core/signing/signingservice.h"
#include "signingreplies.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace cliniclink::sandbox {

using namespace signing;

namespace {

QString normalizedToken(const QString &token)
{
    QString t = token.trimmed().toLower();
    if (t.startsWith(u'{') && t.endsWith(u'}'))
        t = t.mid(1, t.size() - 2);
    return t;
}

std::optional<QJsonObject> jsonBody(const SandboxRequest &request)
{
    const QJsonDocument doc = QJsonDocument::fromJson(request.body);
    if (!doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace

SigningModule::SigningModule(SandboxContext &context)
    : ServiceModule(context)
{
}

void SigningModule::load(const QJsonObject &fixtures)
{
    const QJsonObject signing = fixtures.value(u"signing").toObject();
    m_store.load(signing);
    loadExamples(signing.value(u"examples").toArray());
    m_gateway.reset();
    m_gateway.limits() = SigningLimits();
    m_gateway.limits().read(signing.value(u"limits").toObject());
    m_signingTokens.clear();
    for (const QJsonValue &v : fixtures.value(u"tokens").toArray()) {
        const QJsonObject token = v.toObject();
        if (token.value(u"services").toArray().contains(QStringLiteral("signing")))
            m_signingTokens.insert(normalizedToken(token.value(u"token").toString()));
    }
}

QString SigningModule::organizationName(const QString &id) const
{
    const auto org = context().organization(id);
    return org ? org->name : id;
}

QString SigningModule::linkBase(const SandboxRequest &request)
{
    const QByteArray host = request.header("host");
    return QStringLiteral("http://") + QString::fromLatin1(host.isEmpty() ? QByteArray("127.0.0.1") : host);
}

SigningModule::Reply SigningModule::authenticate(const SandboxRequest &request, Caller *caller) const
{
    const QString token = QString::fromLatin1(request.header("authorization")).trimmed();
    const auto mis = context().misForBareToken(request, services::Signing);
    if (token.isEmpty() || !mis || !m_signingTokens.contains(normalizedToken(token)))
        return framework(401, QStringLiteral("Неверный или отсутствующий токен авторизации сервиса подписания"));
    const QString organization = QString::fromLatin1(request.header("x-id-lpu")).trimmed().toLower();
    if (organization.isEmpty())
        return framework(400, QStringLiteral("Заголовок X-Id-Lpu обязателен"));
    if (!isUuid(organization))
        return framework(400, QStringLiteral("Заголовок X-Id-Lpu должен содержать UUID организации"));
    if (!mis->organizations.contains(organization))
        return coded(403, QStringLiteral("ACCESS_DENIED"),
                     QStringLiteral("Токен не даёт доступа к организации %1").arg(organization));
    caller->organization = organization;
    caller->tokenKey = organization + u'|' + normalizedToken(token);
    caller->linkBase = linkBase(request);
    return std::nullopt;
}

SandboxResponse SigningModule::handle(const SandboxRequest &request, const QString &subPath)
{
    const QStringList segments = subPath.split(u'/', Qt::SkipEmptyParts);
    const bool mis = request.path.startsWith(QStringLiteral("/sep/mis/api"));
    const auto unknown = [&request] {
        return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(request.method), request.path));
    };
    if (mis && !(segments == QStringList{QStringLiteral("initbatchqes")} && request.method == "POST"))
        return unknown();
    Caller caller;
    if (auto refused = authenticate(request, &caller))
        return *refused;
    const auto pdfWork = m_store.beginRequest();
    m_store.settle(now());
    return route(request, segments, caller);
}

SandboxResponse SigningModule::route(const SandboxRequest &request, const QStringList &s, const Caller &caller)
{
    const QByteArray &m = request.method;
    const auto json = [&request]() { return jsonBody(request); };
    const auto notJson = [] { return validation({QStringLiteral("Тело запроса должно быть JSON-объектом")}); };
    const auto withJson = [&](auto handler) -> SandboxResponse {
        const auto body = json();
        return body ? handler(*body) : notJson();
    };
    const qsizetype n = s.size();
    const QString head = n > 0 ? s.at(0) : QString();

    if (head == u"initbatchqes" && request.path.startsWith(QStringLiteral("/sep/mis/api")))
        return withJson([&](const QJsonObject &b) { return initBatchQes(b, caller); });
    if (head == u"signing") {
        if (n == 1 && m == "POST")
            return createDispatch(request, caller);
        if (n == 1 && m == "GET")
            return limited(SigningRoute::Light, request, caller,
                           [this, request, caller] { return listDispatches(request, caller); });
        if (n == 3 && s.at(1) == u"drafts" && s.at(2) == u"init" && m == "POST")
            return initDraft(request, caller);
        if (n == 4 && s.at(1) == u"drafts" && m == "POST") {
            const QString id = s.at(2);
            if (s.at(3) == u"finalize")
                return withJson([&](const QJsonObject &b) { return finalizeDraft(id, b, caller); });
            if (s.at(3) == u"send")
                return sendDraft(id, request, caller);
            if (s.at(3) == u"archive")
                return withJson([&](const QJsonObject &b) { return archiveDraft(id, b, caller); });
        }
        if (n == 2 && m == "GET") {
            const QString id = s.at(1);
            return limited(SigningRoute::Full, request, caller,
                           [this, id, caller] { return fullDispatch(id, caller); });
        }
        if (n == 3 && s.at(2) == u"status" && m == "GET") {
            const QString id = s.at(1);
            return limited(SigningRoute::Light, request, caller,
                           [this, id, caller] { return dispatchStatus(id, caller); });
        }
        if (n == 3 && s.at(2) == u"cancel" && m == "POST")
            return cancel(s.at(1), caller);
    }
    if (n == 1 && m == "POST") {
        if (head == u"resend")
            return withJson([&](const QJsonObject &b) { return resend(b, caller); });
        if (head == u"initqes")
            return withJson([&](const QJsonObject &b) { return initQes(b, caller); });
        if (head == u"initselfqes")
            return withJson([&](const QJsonObject &b) { return initSelfQes(b, caller); });
        if (head == u"attachselfqes")
            return withJson([&](const QJsonObject &b) { return attachSelfQes(b, caller); });
        if (head == u"initquestionnairetemplate")
            return withJson([&](const QJsonObject &b) { return initQuestionnaireTemplate(b, caller); });
        if (head == u"initInvite")
            return withJson([&](const QJsonObject &b) { return initInvite(b, caller); });
    }
    if (head == u"questionnaires")
        return questionnaires(request, s, caller);
    if (head == u"invites")
        return invites(request, s, caller);
    return framework(404, QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(m), request.path));
}

SandboxResponse SigningModule::limited(SigningRoute route, const SandboxRequest &request, const Caller &caller,
                                       std::function<SandboxResponse()> answer)
{
    const Admission a = m_gateway.admit(route, caller.tokenKey, request.arrival.isValid() ? request.arrival : now());
    if (!a.admitted) {
        SandboxResponse refusal = tooMany(a.message, a.retryAfterSeconds);
        refusal.delayMs = a.delayMs;
        return refusal;
    }
    if (a.delayMs <= 0)
        return answer();
    SandboxResponse later;
    later.delayMs = a.delayMs;
    // The answer reflects the dispatch when processing ends, as a gateway's would.
    later.deferred = [this, answer] {
        const auto pdfWork = m_store.beginRequest();
        m_store.settle(now());
        return answer();
    };
    return later;
}

bool SigningModule::signWithLink(QesLink &link, QString *error)
{
    const QDateTime t = now();
    m_store.settle(t);
    if (link.used) {
        *error = QStringLiteral("Ссылка уже использована");
        return false;
    }
    if (t >= link.expiresAt) {
        *error = QStringLiteral("Срок действия ссылки истёк");
        return false;
    }
    const CertificateInfo cert = m_pki.practitioner();
    if (link.onlyThisCertificate && link.certificateThumbprint.compare(cert.thumbprint, Qt::CaseInsensitive) != 0) {
        *error = QStringLiteral("Подписание разрешено только сертификатом %1, а в плагине выбран %2")
                     .arg(link.certificateThumbprint, cert.thumbprint);
        return false;
    }
    const QList<int> allowed = link.batch ? QList<int>{210, 211, 214} : QList<int>{201, 208, 209, 210, 211, 214};
    int signedCount = 0;
    for (const QString &id : std::as_const(link.trackingIds)) {
        Dispatch *d = m_store.dispatch(id);
        if (!d || d->archived || !allowed.contains(d->status) || d->attachments.isEmpty())
            continue;
        QesSignature s;
        s.certificate = cert;
        s.pdf = m_store.pdfForQes(*d, cert, t);
        s.der = m_pki.sign(s.pdf);
        s.signedAt = t;
        s.availableAt = t.addSecs(m_store.timings.indexingSeconds);
        s.source = QStringLiteral("browser");
        s.applied = false;
        if (s.der.isEmpty())
            continue;
        m_store.addQes(*d, s, t);
        ++signedCount;
    }
    link.used = true;
    if (signedCount == 0) {
        *error = QStringLiteral("Нет документов, которые можно подписать по этой ссылке");
        return false;
    }
    m_store.settle(t);
    return true;
}

} // namespace cliniclink::sandbox
