// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exampledesk.h"

#include "core/follow/followdesk.h"
#include "core/follow/outboxsend.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "exampleservice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>
#include <QUuid>

namespace cliniclink {

namespace {

const QString kPath = QStringLiteral("/certificates");

QJsonObject objectOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

} // namespace

ExampleSendCall::ExampleSendCall(const QJsonObject &body, QObject *parent)
    : ResultCall<QString>(services::Example, "POST", kPath, parent)
{
    setJsonBody(body);
    setRetryMode(RetryMode::Never);
}

ApiError ExampleSendCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    m_result = objectOf(body).value(u"id").toString();
    return m_result.isEmpty() ? malformed(QStringLiteral("no id in the answer")) : ApiError();
}

ExampleStatusCall::ExampleStatusCall(const QString &id, QObject *parent)
    : ResultCall<QString>(services::Example, "GET", kPath + u'/' + id, parent)
{
    setRouteClass(RouteClass::Status);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError ExampleStatusCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    m_result = objectOf(body).value(u"status").toString();
    return m_result.isEmpty() ? malformed(QStringLiteral("no status in the answer")) : ApiError();
}

ExampleFindCall::ExampleFindCall(const QString &clientRef, QObject *parent)
    : ResultCall<QList<std::pair<QString, QString>>>(services::Example, "GET", kPath, parent)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("clientRef"), clientRef);
    setQuery(query);
    setRetryMode(RetryMode::IdempotentRead);
}

ApiError ExampleFindCall::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    const QJsonObject o = objectOf(body);
    if (!o.value(u"items").isArray())
        return malformed(QStringLiteral("no items in the answer"));
    for (const QJsonValue &v : o.value(u"items").toArray())
        m_result.append({v.toObject().value(u"id").toString(), v.toObject().value(u"status").toString()});
    return {};
}

ExampleDesk::ExampleDesk(Session &session, QObject *parent)
    : QObject(parent)
    , FollowedKind(services::Example, {kKind})
    , m_session(session)
{
    session.follow().registerKind(this, this);
}

qint64 ExampleDesk::send(const QString &patient)
{
    const QJsonObject body{{QStringLiteral("patient"), patient},
                           {QStringLiteral("clientRef"), QUuid::createUuid().toString(QUuid::WithoutBraces)}};
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Example);
    intent.kind = kKind;
    intent.summary = patient;
    intent.payload = body;
    auto *call = new ExampleSendCall(body);
    const auto sent = m_session.follow().send(m_session.transport(), intent, call, [call] {
        return SendAnswer{call->result(), QString(), false, {}, {}};
    });
    if (!sent)
        return 0;
    const qint64 id = (*sent)->journalId();
    connect(*sent, &OutboxSend::finished, this, [this, id] { Q_EMIT sendEnded(id); });
    return id;
}

void ExampleDesk::checkStatus(const TrackedItem &item, FollowReply reply)
{
    auto *call = m_session.transport().start(new ExampleStatusCall(item.externalId));
    connect(call, &ApiCall::succeeded, this, [call, reply] {
        const QString status = call->result();
        reply({status == kIssued ? PollOutcome::terminal(status) : PollOutcome::pending(status), std::nullopt});
    });
    connect(call, &ApiCall::failed, this, [this, reply, environmentId = item.environmentId](const ApiError &error) {
        reply(FollowAnswer::fromError(error, m_session.clock().now(), QStringLiteral("not found"), environmentId));
    });
}

void ExampleDesk::lookUp(const TrackedItem &item, LookupReply reply)
{
    auto *call = m_session.transport().start(new ExampleFindCall(item.payload.value(u"clientRef").toString()));
    connect(call, &ApiCall::succeeded, this, [call, reply, item] {
        FollowLookup lookup;
        lookup.outcome = call->result().isEmpty() ? FollowLookup::Outcome::NotFound : FollowLookup::Outcome::Found;
        for (const auto &[id, status] : call->result()) {
            TrackedItem found = item;
            found.externalId = id;
            found.lastStatus = status;
            lookup.found << found;
        }
        reply(lookup);
    });
    connect(call, &ApiCall::failed, this, [reply](const ApiError &error) {
        reply({FollowLookup::Outcome::Unknown, {}, error.headline()});
    });
}

} // namespace cliniclink
