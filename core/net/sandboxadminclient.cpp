// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxadminclient.h"

#include "core/common/clock.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPromise>

#include <memory>

namespace cliniclink {

namespace {

ApiError transportError(Service service, QNetworkReply *reply, bool timedOut)
{
    ApiError::Kind kind = ApiError::Kind::Network;
    if (timedOut)
        kind = ApiError::Kind::Timeout;
    else if (reply->error() == QNetworkReply::ConnectionRefusedError)
        kind = ApiError::Kind::ConnectionRefused;
    else if (reply->error() == QNetworkReply::HostNotFoundError)
        kind = ApiError::Kind::HostNotFound;
    else if (reply->error() == QNetworkReply::OperationCanceledError)
        kind = ApiError::Kind::Cancelled;
    return ApiError(kind, service, reply->errorString());
}

} // namespace

SandboxOutboxEntry SandboxOutboxEntry::fromJson(const QJsonObject &o)
{
    SandboxOutboxEntry e;
    e.seq = o.value(u"seq").toInteger();
    e.timeText = o.value(u"time").toString();
    e.time = QDateTime::fromString(e.timeText, Qt::ISODateWithMs);
    e.kind = o.value(u"kind").toString();
    e.reference = o.value(u"reference").toString();
    e.recipient = o.value(u"recipient").toString();
    e.channel = o.value(u"channel").toString();
    e.address = o.value(u"address").toString();
    e.link = o.value(u"link").toString();
    e.code = o.value(u"code").toString();
    return e;
}

SandboxTestPerson SandboxTestPerson::fromJson(const QJsonObject &o)
{
    SandboxTestPerson p;
    p.familyName = o.value(u"familyName").toString();
    p.firstName = o.value(u"firstName").toString();
    p.patronymic = o.value(u"patronymic").toString();
    p.birthDate = QDate::fromString(o.value(u"birthDate").toString(), Qt::ISODate);
    p.gender = o.value(u"gender").toString();
    p.snils = o.value(u"snils").toString();
    for (const QJsonValue &v : o.value(u"documents").toArray()) {
        const QJsonObject d = v.toObject();
        p.documents.append({d.value(u"type").toString(), d.value(u"series").toString(), d.value(u"number").toString(),
                            QDate::fromString(d.value(u"issueDate").toString(), Qt::ISODate),
                            d.value(u"issuer").toString()});
    }
    p.unitedPolicyNumber = o.value(u"policy").toObject().value(u"unitedPolicyNumber").toString();
    return p;
}

SandboxAdminClient::SandboxAdminClient(QNetworkAccessManager *nam, Clock *clock, RootProvider root, Service service,
                                       QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_clock(clock)
    , m_root(std::move(root))
    , m_service(service)
{
}

SandboxAdminClient::~SandboxAdminClient()
{
    // Whoever waits is gone with us: stop the requests without answering them.
    for (const QPointer<QNetworkReply> &reply : std::as_const(m_replies)) {
        if (!reply)
            continue;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

QFuture<QByteArray> SandboxAdminClient::request(const QByteArray &method, const QString &path,
                                                const QByteArray &jsonBody)
{
    auto promise = std::make_shared<QPromise<QByteArray>>();
    promise->start();
    const QFuture<QByteArray> future = promise->future();
    const QUrl root = m_root ? m_root() : QUrl();
    if (!root.isValid() || root.scheme().isEmpty()) {
        promise->setException(
            ApiFailure(ApiError(ApiError::Kind::Configuration, m_service, ApiError::tr("the sandbox is not running"))));
        promise->finish();
        return future;
    }
    QNetworkRequest request(root.resolved(QUrl(path)));
    if (!jsonBody.isNull())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = jsonBody.isNull() ? m_nam->sendCustomRequest(request, method)
                                             : m_nam->sendCustomRequest(request, method, jsonBody);
    m_replies.removeAll(nullptr);
    m_replies.append(reply);

    auto *deadline = m_clock->createTimer(reply);
    auto timedOut = std::make_shared<bool>(false);
    connect(deadline, &ClockTimer::timeout, reply, [reply, timedOut] {
        *timedOut = true;
        reply->abort();
    });
    deadline->startAt(m_clock->now().addSecs(std::max(1, m_timeoutSeconds)));

    connect(reply, &QNetworkReply::finished, this, [reply, deadline, promise, timedOut, service = m_service] {
        deadline->stop();
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray body = status != 0 ? reply->readAll() : QByteArray(); // an aborted reply has none
        if (status == 0)
            promise->setException(ApiFailure(transportError(service, reply, *timedOut)));
        else if (status >= 300)
            promise->setException(ApiFailure(ApiError::fromHttp(
                service, status, reply->header(QNetworkRequest::ContentTypeHeader).toByteArray(), body)));
        else
            promise->addResult(body);
        promise->finish();
    });
    return future;
}

QFuture<QList<SandboxOutboxEntry>> SandboxAdminClient::outbox()
{
    return request("GET", QStringLiteral("/sandbox/signing/outbox"), QByteArray())
        .then([service = m_service](const QByteArray &body) {
            const QJsonDocument doc = QJsonDocument::fromJson(body);
            if (!doc.isObject() || !doc.object().value(u"entries").isArray())
                throw ApiFailure(ApiError(ApiError::Kind::MalformedReply, service,
                                          QStringLiteral("the outbox is not {\"entries\": [...]}")));
            QList<SandboxOutboxEntry> entries;
            for (const QJsonValue &v : doc.object().value(u"entries").toArray())
                entries << SandboxOutboxEntry::fromJson(v.toObject());
            return entries;
        });
}

QFuture<void> SandboxAdminClient::actAsPatient(const QString &trackingId, const QString &idPatientMis,
                                               PatientDecision decision)
{
    QJsonObject body;
    if (!idPatientMis.isEmpty())
        body.insert(QStringLiteral("idPatientMis"), idPatientMis);
    const QString action = decision == PatientDecision::Sign ? QStringLiteral("sign") : QStringLiteral("decline");
    const QString path = QStringLiteral("/sandbox/signing/dispatches/%1/%2")
                             .arg(QString::fromLatin1(QUrl::toPercentEncoding(trackingId)), action);
    return request("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact)).then([](const QByteArray &) {});
}

QFuture<QByteArray> SandboxAdminClient::testPkiFile(const QString &fileName)
{
    return request("GET",
                   QStringLiteral("/sandbox/signing/pki/") + QString::fromLatin1(QUrl::toPercentEncoding(fileName)),
                   QByteArray());
}

QFuture<QList<SandboxTestPerson>> SandboxAdminClient::testPersons()
{
    return request("GET", QStringLiteral("/sandbox/enrichment/persons"), QByteArray())
        .then([service = m_service](const QByteArray &body) {
            const QJsonDocument doc = QJsonDocument::fromJson(body);
            if (!doc.isObject() || !doc.object().value(u"persons").isArray())
                throw ApiFailure(ApiError(ApiError::Kind::MalformedReply, service,
                                          QStringLiteral("the persons are not {\"persons\": [...]}")));
            QList<SandboxTestPerson> persons;
            for (const QJsonValue &v : doc.object().value(u"persons").toArray())
                persons << SandboxTestPerson::fromJson(v.toObject());
            return persons;
        });
}

QFuture<void> SandboxAdminClient::reset()
{
    return request("POST", QStringLiteral("/sandbox/reset"), QByteArray()).then([](const QByteArray &) {});
}

} // namespace cliniclink
