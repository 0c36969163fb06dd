// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "apicall.h"

#include "sendoncebody.h"
#include "transport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>

namespace cliniclink {

ApiCall::ApiCall(Service service, QByteArray method, QString path, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_method(std::move(method))
    , m_path(std::move(path))
{
}

ApiCall::~ApiCall()
{
    if (m_reply) {
        m_reply->disconnect(this); // no finished() into a call being destroyed
        m_reply->abort();
    }
}

void ApiCall::setJsonBody(const QJsonValue &body)
{
    const QJsonDocument doc = body.isArray() ? QJsonDocument(body.toArray()) : QJsonDocument(body.toObject());
    setBody(doc.toJson(QJsonDocument::Compact), "application/json; charset=utf-8");
}

void ApiCall::setBody(const QByteArray &body, const QByteArray &contentType)
{
    m_body = body;
    m_contentType = contentType;
}

void ApiCall::cancel()
{
    if (m_finished)
        return;
    if (m_transport)
        m_transport->cancel(this);
}

void ApiCall::prepareRequest(QNetworkRequest &, const ServiceAccess &) { }

bool ApiCall::sendsAtMostOnce() const
{
    return m_method != "GET" && m_method != "HEAD" && m_retryMode != RetryMode::IdempotentRead;
}

QNetworkReply *ApiCall::sendRequest(QNetworkAccessManager &nam, const QNetworkRequest &request)
{
    if (sendsAtMostOnce()) {
        // Even an empty body goes as a device: without one, Qt's resend has nothing to refuse.
        auto *body = new SendOnceBody(m_body);
        QNetworkReply *reply = nam.sendCustomRequest(request, m_method, body);
        body->setParent(reply);
        return reply;
    }
    if (m_body.isEmpty() && (m_method == "GET" || m_method == "DELETE"))
        return nam.sendCustomRequest(request, m_method);
    return nam.sendCustomRequest(request, m_method, m_body);
}

QByteArray ApiCall::replyHeader(const QByteArray &name) const
{
    for (const auto &[key, value] : m_replyHeaders) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

bool ApiCall::acceptsStatus(int httpStatus) const
{
    return httpStatus >= 200 && httpStatus < 300;
}

JsonCall::JsonCall(Service service, QByteArray method, QString path, QObject *parent)
    : ResultCall<QJsonValue>(service, std::move(method), std::move(path), parent)
{
}

ApiError JsonCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    if (body.trimmed().isEmpty()) {
        m_result = QJsonValue();
        return {};
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return malformed(error.errorString());
    m_result = doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object());
    return {};
}

} // namespace cliniclink
