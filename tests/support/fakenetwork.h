// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A QNetworkAccessManager that answers from a handler instead of the network: canned payloads,
// error statuses, transport errors, replies delayed on a Clock, and replies that hang until
// aborted. Every request is recorded (method, URL, headers, body) for assertions.

#include "core/common/clock.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>

#include <functional>

namespace cliniclink::testing {

struct CannedReply {
    int status = 200;
    QByteArray body;
    QByteArray contentType = "application/json";
    QList<QPair<QByteArray, QByteArray>> headers;
    QNetworkReply::NetworkError transportError = QNetworkReply::NoError; // with status 0
    bool hang = false; // never finishes by itself
    qint64 delayMs = 0; // finishes after this much time on the clock

    static CannedReply json(int status, const QByteArray &body)
    {
        CannedReply r;
        r.status = status;
        r.body = body;
        return r;
    }
    static CannedReply failure(QNetworkReply::NetworkError error)
    {
        CannedReply r;
        r.status = 0;
        r.transportError = error;
        return r;
    }
    static CannedReply hanging()
    {
        CannedReply r;
        r.hang = true;
        return r;
    }
};

struct SeenRequest {
    QByteArray method;
    QUrl url;
    QNetworkRequest request;
    QByteArray body;
    QByteArray header(const QByteArray &name) const { return request.rawHeader(name); }
};

class FakeNetworkAccessManager : public QNetworkAccessManager {
    Q_OBJECT
public:
    using Handler = std::function<CannedReply(const SeenRequest &)>;

    explicit FakeNetworkAccessManager(Clock *clock, QObject *parent = nullptr);
    void setHandler(Handler handler) { m_handler = std::move(handler); }
    const QList<SeenRequest> &requests() const { return m_requests; }
    int openReplies() const;

protected:
    QNetworkReply *createRequest(Operation op, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    Clock *m_clock;
    Handler m_handler;
    QList<SeenRequest> m_requests;
    QList<QPointer<QNetworkReply>> m_replies;
};

} // namespace cliniclink::testing
