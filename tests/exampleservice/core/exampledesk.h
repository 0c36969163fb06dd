// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The example service's desk: sends a certificate request through the outbox (one POST), follows
// the certificate until it is issued (status polls), and after a send in doubt looks the request
// up on the service by the client reference it carried.
//
//   POST /example/certificates {"patient", "clientRef"} -> 201 {"id", "status"}
//   GET  /example/certificates/{id}                     -> {"id", "status": "pending" | "issued"}
//   GET  /example/certificates?clientRef=...            -> {"items": [{"id", "status", ...}]}

#include "core/follow/followedkind.h"
#include "core/net/apicall.h"

#include <QObject>

namespace cliniclink {

class Session;

class ExampleSendCall : public ResultCall<QString> {
    Q_OBJECT
public:
    explicit ExampleSendCall(const QJsonObject &body, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

class ExampleStatusCall : public ResultCall<QString> {
    Q_OBJECT
public:
    explicit ExampleStatusCall(const QString &id, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// The certificates a client reference names: (id, status) pairs.
class ExampleFindCall : public ResultCall<QList<std::pair<QString, QString>>> {
    Q_OBJECT
public:
    explicit ExampleFindCall(const QString &clientRef, QObject *parent = nullptr);

protected:
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

class ExampleDesk : public QObject, public FollowedKind {
    Q_OBJECT
public:
    static inline const QString kKind = QStringLiteral("certificate");
    static inline const QString kIssued = QStringLiteral("issued");

    explicit ExampleDesk(Session &session, QObject *parent = nullptr);

    // Records the request in the outbox and sends it; the outbox row's id, 0 when the journal could
    // not record it.
    qint64 send(const QString &patient);

    // FollowedKind
    void checkStatus(const TrackedItem &item, FollowReply reply) override;
    void lookUp(const TrackedItem &item, LookupReply reply) override;

Q_SIGNALS:
    // The send ended: accepted, refused or in doubt (the row says which).
    void sendEnded(qint64 journalId);

private:
    Session &m_session;
};

} // namespace cliniclink
