// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentdesk.h"

#include "core/enrichment/enrichmentservice.h"
#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/storage/journal.h"
#include "enrichmentrequests.h"

#include <QLocale>

namespace cliniclink {

namespace {

QString initial(const QString &name)
{
    return name.isEmpty() ? QString() : name.left(1) + u'.';
}

} // namespace

QString EnrichmentOrder::patientLabel() const
{
    const QJsonObject p = request.value(u"patient").toObject();
    QStringList name{p.value(u"familyName").toString(), p.value(u"firstName").toString(),
                     p.value(u"patronymic").toString()};
    name.removeAll(QString());
    const QDate birth = QDate::fromString(p.value(u"birthDate").toString(), Qt::ISODate);
    return birth.isValid() ? name.join(u' ') + u", " + QLocale().toString(birth, QLocale::ShortFormat)
                           : name.join(u' ');
}

bool EnrichmentOrder::isBulkRow() const
{
    return request.contains(u"bulkRow"); // the origin BulkEnrichmentRun gives its rows
}

EnrichmentOrder EnrichmentOrder::fromTracked(const TrackedItem &item)
{
    EnrichmentOrder o;
    o.journalId = item.id;
    o.operation = enrichmentOperationFromKind(item.kind).value_or(EnrichmentOperation::SnilsLookup);
    o.orderId = item.externalId;
    o.createdAt = item.createdAt;
    o.request = item.payload;
    o.status = item.lastStatus;
    o.finished = item.terminal;
    o.stopped = item.stoppedAt.isValid();
    o.lost = FollowAnswer::isLostInReset(item);
    o.result = EnrichmentResult::fromJson(item.result);
    o.lastError = item.lastError;
    o.lastCheckedAt = item.lastCheckedAt;
    o.nextCheckAt = item.nextCheckAt;
    o.outbox = item.outbox;
    return o;
}

EnrichmentDesk::EnrichmentDesk(Session &session, QObject *parent)
    : QObject(parent)
    , FollowedKind(services::Enrichment,
                   {enrichmentKind(EnrichmentOperation::SnilsLookup),
                    enrichmentKind(EnrichmentOperation::SnilsValidation),
                    enrichmentKind(EnrichmentOperation::PolicyLookup)})
    , m_session(session)
{
    session.follow().registerKind(this, this);
}

EnrichmentOrderCall *EnrichmentDesk::submit(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                            const IdentityDocument &document)
{
    return send(operation, patient, document).call;
}

EnrichmentSubmission EnrichmentDesk::send(EnrichmentOperation operation, const EnrichmentPatient &patient,
                                          const IdentityDocument &document, const QJsonObject &origin)
{
    const QJsonObject body = buildEnrichmentRequest(operation, patient, document);
    const QJsonObject p = body.value(u"patient").toObject();
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Enrichment);
    intent.kind = enrichmentKind(operation);
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.summary = initial(p.value(u"familyName").toString()) + initial(p.value(u"firstName").toString());
    intent.payload = body;
    for (auto it = origin.begin(); it != origin.end(); ++it)
        intent.payload.insert(it.key(), it.value());
    // Nothing leaves that the journal could not record: an order lost between the POST and its
    // answer would be one nobody follows.
    auto *call = new EnrichmentOrderCall(operation, body);
    const auto sent = m_session.follow().send(m_session.transport(), intent, call, [call] {
        return SendAnswer{call->result(), QString(), false, {}, {}};
    });
    if (!sent) {
        Q_EMIT problem(tr("The order was not sent: the journal could not record it (%1).").arg(sent.error().message));
        return {};
    }
    connect(*sent, &OutboxSend::accepted, this, [this, call](const SendOutcome &outcome) {
        if (!outcome.journalProblem.isEmpty()) {
            // The order exists on the platform but could not be written down: say so, with its id.
            Q_EMIT problem(tr("The order %1 was accepted but could not be saved in the journal: %2")
                               .arg(call->result(), outcome.journalProblem));
            return;
        }
        Q_EMIT orderAdded(outcome.journalId);
    });
    return {call, (*sent)->journalId()};
}

void EnrichmentDesk::checkStatus(const TrackedItem &item, FollowReply reply)
{
    const auto operation = enrichmentOperationFromKind(item.kind);
    if (!operation) {
        reply({PollOutcome::terminal(QStringLiteral("unknown")), std::nullopt});
        return;
    }
    auto *call = m_session.transport().start(new EnrichmentStatusCall(*operation, item.externalId));
    connect(call, &ApiCall::succeeded, this, [call, reply] {
        const EnrichmentResult &result = call->result();
        if (result.completed)
            reply({PollOutcome::terminal(result.status), result.toJson()});
        else
            reply({PollOutcome::pending(result.status), std::nullopt});
    });
    connect(call, &ApiCall::failed, this, [this, reply, environmentId = item.environmentId](const ApiError &error) {
        reply(FollowAnswer::fromError(error, m_session.clock().now(), tr("Order not found"), environmentId));
    });
}

QList<EnrichmentOrder> EnrichmentDesk::recent(int limit, BulkRows bulk) const
{
    // Without the bulk rows, read further back until the limit is met or the journal ends.
    for (int read = limit;; read *= 4) {
        QList<EnrichmentOrder> out;
        const QList<TrackedItem> items = m_session.follow().items(services::Enrichment, read);
        for (const TrackedItem &item : items) {
            if (item.outbox == OutboxState::Refused) // the form kept it; nothing exists on the platform
                continue;
            EnrichmentOrder o = EnrichmentOrder::fromTracked(item);
            if (bulk == BulkRows::Without && o.isBulkRow())
                continue;
            out << std::move(o);
            if (out.size() == limit)
                return out;
        }
        if (items.size() < read || read >= (1 << 20))
            return out;
    }
}

std::optional<EnrichmentOrder> EnrichmentDesk::order(qint64 journalId) const
{
    const auto item = m_session.follow().item(journalId);
    if (!item || item->service != serviceKey(services::Enrichment) || item->outbox == OutboxState::Refused)
        return std::nullopt;
    return EnrichmentOrder::fromTracked(*item);
}

void EnrichmentDesk::stop(qint64 journalId)
{
    m_session.follow().stop(journalId);
}

void EnrichmentDesk::checkNow(qint64 journalId)
{
    m_session.follow().checkNow(journalId);
}

} // namespace cliniclink
