// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// An in-process sandbox on 127.0.0.1, port 0, on a ManualClock, and a real QNetworkAccessManager
// talking to it over loopback. Waiting is for the reply (I/O), never for time: time moves only
// when a test advances the clock.

#include "core/common/clock.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/sandboxcontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

#include <memory>

namespace cliniclink::sandbox::test {

inline const QString kMainToken = QStringLiteral("7d3f1a52-9c4e-4b8a-a6f0-2e5b9c1d4f83");
inline const QString kSecondToken = QStringLiteral("b2e8c4d1-5a7f-4e3b-9d60-8f1a2c3e4b57");
inline const QString kMainOrganization = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
inline const QString kWomenOrganization = QStringLiteral("9a1c7e3b-2f4d-4a6e-8b5c-3d7e1f9a2b40");
inline const QString kOtherOrganization = QStringLiteral("c5d2e8f1-6b3a-4c9d-a7e2-5f1b8c4d3e91");
inline const QString kRemovedOrganization = QStringLiteral("0e7b3c9a-4d1f-4e8b-b2a5-6c9d1e3f7a28");

struct HttpResult {
    int status = 0;
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray contentType;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers; // lower-case names

    QJsonObject object() const { return QJsonDocument::fromJson(body).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(body).array(); }
    QByteArray header(const QByteArray &name) const { return headers.value(name); }
    // {"Message": [...]} as a list.
    QStringList messages() const
    {
        QStringList out;
        for (const QJsonValue &v : object().value(QStringLiteral("Message")).toArray())
            out.append(v.toString());
        return out;
    }
};

class SandboxTestClient {
public:
    explicit SandboxTestClient(const QJsonObject &fixtures = {})
        : sandbox(&clock)
    {
        if (!fixtures.isEmpty())
            sandbox.setFixtures(fixtures);
    }

    bool start() { return sandbox.start(QHostAddress(QHostAddress::LocalHost), 0); }

    QUrl url(const QString &path) const
    {
        QUrl u = sandbox.url();
        const qsizetype q = path.indexOf(u'?');
        u.setPath(q < 0 ? path : path.left(q));
        if (q >= 0)
            u.setQuery(path.mid(q + 1));
        return u;
    }

    // Sends and returns the reply object; the caller waits for it (see finish()).
    QNetworkReply *begin(const QByteArray &method, const QString &path, const QByteArray &body = {},
                         const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        QNetworkRequest request(url(path));
        for (const auto &h : headers)
            request.setRawHeader(h.first, h.second);
        return body.isNull() && method == "GET" ? nam.get(request) : nam.sendCustomRequest(request, method, body);
    }

    static HttpResult finish(QNetworkReply *reply)
    {
        std::unique_ptr<QNetworkReply> guard(reply);
        if (!reply->isFinished()) {
            QSignalSpy finished(reply, &QNetworkReply::finished);
            finished.wait(5000);
        }
        HttpResult r;
        r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        r.error = reply->error();
        r.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        r.body = reply->readAll();
        for (const auto &pair : reply->rawHeaderPairs())
            r.headers.insert(pair.first.toLower(), pair.second);
        return r;
    }

    HttpResult send(const QByteArray &method, const QString &path, const QByteArray &body = {},
                    const QList<QPair<QByteArray, QByteArray>> &headers = {})
    {
        return finish(begin(method, path, body, headers));
    }

    static QByteArray auth(const QString &token = kMainToken, const QString &word = QStringLiteral("N3"))
    {
        return (word + u' ' + token).toLatin1();
    }

    // POST of a JSON object with the main MIS token.
    HttpResult postJson(const QString &path, const QJsonObject &body, const QString &token = kMainToken)
    {
        return send("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact),
                    {{"Authorization", auth(token)}, {"Content-Type", "application/json"}});
    }

    HttpResult getWithToken(const QString &path, const QString &token = kMainToken)
    {
        return send("GET", path, QByteArray(), {{"Authorization", auth(token)}});
    }

    ManualClock clock;
    Sandbox sandbox;
    QNetworkAccessManager nam;
};

} // namespace cliniclink::sandbox::test
