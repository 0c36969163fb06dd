// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labdesk.h"

#include "core/follow/followdesk.h"
#include "core/lab/labservice.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/storage/journal.h"
#include "labbuilders.h"
#include "labresultfetch.h"

namespace cliniclink {

namespace {

const QString kRequestKey = QStringLiteral("request");
const QString kOrderIdKey = QStringLiteral("orderId");

QString initials(const QString &family, const QString &given)
{
    QString out;
    if (!family.isEmpty())
        out += family.left(1) + u'.';
    if (!given.isEmpty())
        out += given.left(1) + u'.';
    return out;
}

} // namespace

LabOrderItem LabOrderItem::fromTracked(const TrackedItem &item)
{
    LabOrderItem o;
    o.journalId = item.id;
    o.orderId = item.externalId;
    o.request = LabOrderRequest::fromJson(item.payload.value(kRequestKey).toObject());
    o.createdAt = item.createdAt;
    o.status = item.lastStatus;
    o.description = item.result.value(u"description").toString();
    o.finished = item.terminal;
    o.stopped = item.stoppedAt.isValid();
    o.outbox = item.outbox;
    o.lastError = item.lastError;
    o.nextCheckAt = item.nextCheckAt;
    return o;
}

LabDesk::LabDesk(Session &session, QObject *parent)
    : QObject(parent)
    , FollowedKind(services::Lab, {QString::fromLatin1(kOrderKind), QString::fromLatin1(kCancelKind)})
    , m_session(session)
{
    session.follow().registerKind(this, this);
}

LabPractitioner LabDesk::environmentPractitioner() const
{
    const Environment env = m_session.currentEnvironment();
    LabPractitioner p;
    p.misDoctorId = env.practitioner.userIdLpu;
    p.snils = env.practitioner.snils;
    p.familyName = env.practitioner.familyName;
    p.givenName = env.practitioner.givenName;
    p.middleName = env.practitioner.middleName;
    p.organizationId = env.organizationId;
    // What the lab answered last for this practitioner (its id, role, specialty) wins.
    for (const LabPractitioner &known : knownPractitioners()) {
        if (known.misDoctorId == p.misDoctorId && !p.misDoctorId.isEmpty())
            return known;
    }
    return p;
}

void LabDesk::remember(const QString &kind, const QString &serverId, const QJsonObject &payload, const QString &summary)
{
    TrackedItem item;
    item.environmentId = m_session.currentEnvironment().id;
    item.service = serviceKey(services::Lab);
    item.kind = kind;
    item.externalId = serverId;
    item.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    item.summary = summary;
    item.payload = payload;
    item.lastStatus = QStringLiteral("registered");
    // Finished when stored: retention counts the period from this time.
    item.lastStatusAt = m_session.clock().now();
    item.terminal = true;
    if (const auto tracked = m_session.follow().track(item); !tracked)
        Q_EMIT problem(tr("Saved in the lab, but not in the journal: %1").arg(tracked.error().message));
}

LabSaveResourceCall *LabDesk::savePatient(const LabPatient &patient)
{
    auto *call =
        m_session.transport().start(new LabSaveResourceCall(QStringLiteral("Patient"), buildLabPatient(patient)));
    connect(call, &ApiCall::succeeded, this, [this, call, patient] {
        LabPatient saved = patient;
        saved.serverId = call->result().value(u"id").toString();
        remember(QString::fromLatin1(kPatientKind), saved.serverId, saved.toJson(),
                 initials(saved.familyName, saved.givenName));
        Q_EMIT patientSaved(saved);
    });
    return call;
}

LabSaveResourceCall *LabDesk::savePractitioner(const LabPractitioner &practitioner)
{
    auto *call = m_session.transport().start(
        new LabSaveResourceCall(QStringLiteral("Practitioner"), buildLabPractitioner(practitioner)));
    connect(call, &ApiCall::succeeded, this, [this, call, practitioner] {
        LabPractitioner saved = practitioner;
        saved.serverId = call->result().value(u"id").toString();
        remember(QString::fromLatin1(kPractitionerKind), saved.serverId, saved.toJson(),
                 initials(saved.familyName, saved.givenName));
        Q_EMIT practitionerSaved(saved);
    });
    return call;
}

QList<LabPatient> LabDesk::knownPatients(int limit) const
{
    QList<LabPatient> out;
    QStringList seen;
    for (const TrackedItem &item : m_session.follow().items(services::Lab, 1000)) {
        if (item.kind != QLatin1String(kPatientKind) || item.payload.isEmpty() || seen.contains(item.externalId))
            continue;
        seen.append(item.externalId);
        out.append(LabPatient::fromJson(item.payload));
        if (out.size() >= limit)
            break;
    }
    return out;
}

QList<LabPractitioner> LabDesk::knownPractitioners(int limit) const
{
    QList<LabPractitioner> out;
    QStringList seen;
    for (const TrackedItem &item : m_session.follow().items(services::Lab, 1000)) {
        if (item.kind != QLatin1String(kPractitionerKind) || item.payload.isEmpty() || seen.contains(item.externalId))
            continue;
        seen.append(item.externalId);
        out.append(LabPractitioner::fromJson(item.payload));
        if (out.size() >= limit)
            break;
    }
    return out;
}

LabSendBundleCall *LabDesk::sendOrder(const LabOrderRequest &request, qint64 formDraftId)
{
    const QJsonObject bundle = buildLabOrderBundle(request);
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Lab);
    intent.kind = QString::fromLatin1(kOrderKind);
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.summary = request.misOrderId + u' ' + request.patientLabel;
    intent.payload = QJsonObject{{kRequestKey, request.toJson()}, {QStringLiteral("bundle"), bundle}};
    // The bundle leaves only once the journal holds it: an order whose answer is lost would be
    // one nobody follows, and sending it again would be a duplicate in the laboratory.
    auto *call = new LabSendBundleCall(bundle);
    const auto sent = m_session.follow().send(
        m_session.transport(), intent, call,
        [call] {
            const QString orderId = call->orderId();
            if (orderId.isEmpty())
                return SendAnswer{{}, {}, false, {}, tr("The lab answered without the order's id.")};
            return SendAnswer{orderId, QStringLiteral("pending"), false, {}, {}};
        },
        formDraftId);
    if (!sent) {
        Q_EMIT problem(tr("The order was not sent: the journal could not record it (%1).").arg(sent.error().message));
        return nullptr;
    }
    connect(*sent, &OutboxSend::accepted, this, [this, call](const SendOutcome &outcome) {
        if (!outcome.journalProblem.isEmpty()) {
            Q_EMIT problem(tr("The order %1 was accepted but could not be saved in the journal: %2")
                               .arg(call->orderId(), outcome.journalProblem));
            return;
        }
        Q_EMIT orderAdded(outcome.journalId);
    });
    return call;
}

LabCancelOrderCall *LabDesk::cancelOrder(qint64 journalId)
{
    const auto item = m_session.follow().item(journalId);
    if (!item || item->externalId.isEmpty())
        return nullptr;
    TrackedItem intent;
    intent.environmentId = item->environmentId;
    intent.service = serviceKey(services::Lab);
    intent.kind = QString::fromLatin1(kCancelKind);
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.summary = item->summary;
    intent.payload = QJsonObject{{kOrderIdKey, item->externalId}, {QStringLiteral("orderRow"), journalId}};
    auto *call = new LabCancelOrderCall(item->externalId);
    const auto sent = m_session.follow().send(m_session.transport(), intent, call, [call, orderId = item->externalId] {
        return SendAnswer{orderId, call->result().status, true, {}, {}};
    });
    if (!sent) {
        Q_EMIT problem(tr("The cancel was not sent: the journal could not record it (%1).").arg(sent.error().message));
        return nullptr;
    }
    connect(*sent, &OutboxSend::accepted, this, [this, call, journalId] {
        m_session.follow().setStatus(journalId, call->result().status, call->result().isFinal());
    });
    return call;
}

void LabDesk::checkStatus(const TrackedItem &item, FollowReply reply)
{
    auto *call = m_session.transport().start(new LabGetStatusCall(item.externalId));
    connect(call, &ApiCall::succeeded, this, [call, reply] {
        const LabStatus &s = call->result();
        const QJsonObject answer{{QStringLiteral("status"), s.status},
                                 {QStringLiteral("description"), s.description},
                                 {QStringLiteral("misOrderId"), s.misOrderId}};
        if (s.isFinal())
            reply({PollOutcome::terminal(s.status), answer});
        else
            reply({PollOutcome::pending(s.status), answer});
    });
    connect(call, &ApiCall::failed, this, [this, reply](const ApiError &error) {
        reply(FollowAnswer::fromError(error, m_session.clock().now(), tr("Order not found")));
    });
}

void LabDesk::lookUp(const TrackedItem &item, LookupReply reply)
{
    if (item.kind == QLatin1String(kCancelKind)) {
        // A cancel in doubt is settled by the order's status.
        auto *call = m_session.transport().start(new LabGetStatusCall(item.payload.value(kOrderIdKey).toString()));
        connect(call, &ApiCall::succeeded, this, [call, reply, orderId = item.payload.value(kOrderIdKey).toString()] {
            FollowLookup lookup;
            if (call->result().status == u"cancelled") {
                TrackedItem done;
                done.service = serviceKey(services::Lab);
                done.externalId = orderId;
                done.lastStatus = call->result().status;
                done.terminal = true;
                lookup.outcome = FollowLookup::Outcome::Found;
                lookup.found = {done};
            } else {
                lookup.outcome = FollowLookup::Outcome::NotFound;
            }
            reply(lookup);
        });
        connect(call, &ApiCall::failed, this, [reply](const ApiError &error) {
            reply({FollowLookup::Outcome::Unknown,
                   {},
                   tr("May have gone: the status could not be read (%1).").arg(error.headline())});
        });
        return;
    }
    // An order in doubt: the lab's list of orders by our number says whether it arrived.
    const LabOrderRequest request = LabOrderRequest::fromJson(item.payload.value(kRequestKey).toObject());
    LabOrdersQuery query;
    query.source = request.sourceOrganization;
    query.target = request.targetLaboratory;
    query.misOrderId = request.misOrderId;
    auto *call = m_session.transport().start(new LabGetOrdersCall(query));
    connect(call, &ApiCall::succeeded, this, [call, reply, item] {
        FollowLookup lookup;
        for (const QJsonObject &order : call->result()) {
            TrackedItem found;
            found.service = serviceKey(services::Lab);
            found.kind = QString::fromLatin1(kOrderKind);
            found.externalId = order.value(u"id").toString();
            found.payload = item.payload;
            found.summary = item.summary;
            found.lastStatus = QStringLiteral("pending");
            if (!found.externalId.isEmpty())
                lookup.found.append(found);
        }
        lookup.outcome = lookup.found.isEmpty() ? FollowLookup::Outcome::NotFound : FollowLookup::Outcome::Found;
        reply(lookup);
    });
    connect(call, &ApiCall::failed, this, [reply](const ApiError &error) {
        reply({FollowLookup::Outcome::Unknown,
               {},
               tr("May have gone: the orders could not be read (%1).").arg(error.headline())});
    });
}

LabResultFetch *LabDesk::fetchResult(qint64 journalId)
{
    const auto item = order(journalId);
    if (!item)
        return nullptr;
    auto *fetch = new LabResultFetch(
        m_session.transport(),
        LabResultKeys{item->request.sourceOrganization, item->request.targetLaboratory, item->request.misOrderId},
        this);
    connect(fetch, &LabResultFetch::finished, fetch, &QObject::deleteLater);
    connect(fetch, &LabResultFetch::failed, fetch, &QObject::deleteLater);
    fetch->start();
    return fetch;
}

QList<LabOrderItem> LabDesk::orders(int limit) const
{
    QList<LabOrderItem> out;
    for (const TrackedItem &item : m_session.follow().items(services::Lab, limit)) {
        if (item.kind == QLatin1String(kOrderKind) && item.outbox != OutboxState::Refused)
            out << LabOrderItem::fromTracked(item);
    }
    return out;
}

std::optional<LabOrderItem> LabDesk::order(qint64 journalId) const
{
    const auto item = m_session.follow().item(journalId);
    if (!item || item->service != serviceKey(services::Lab) || item->kind != QLatin1String(kOrderKind))
        return std::nullopt;
    return LabOrderItem::fromTracked(*item);
}

void LabDesk::stop(qint64 journalId)
{
    m_session.follow().stop(journalId);
}

void LabDesk::checkNow(qint64 journalId)
{
    m_session.follow().checkNow(journalId);
}

} // namespace cliniclink
