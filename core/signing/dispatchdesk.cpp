// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchdesk.h"

#include "core/follow/followdesk.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "dispatchkinds_p.h"
#include "signingrequests.h"

#include <QJsonArray>

namespace cliniclink {

using namespace dispatchkinds;

QString TrackedDispatch::patientLabel() const
{
    const QJsonArray patients = meta.value(u"patients").toArray();
    if (patients.isEmpty())
        return {};
    const QJsonObject p = patients.first().toObject();
    QStringList name{p.value(u"familyName").toString(), p.value(u"givenName").toString(),
                     p.value(u"middleName").toString()};
    name.removeAll(QString());
    QString label = name.join(u' ');
    if (patients.size() > 1)
        label += QStringLiteral(" +%1").arg(patients.size() - 1);
    return label;
}

QString TrackedDispatch::firstPatientId() const
{
    return meta.value(u"patients").toArray().first().toObject().value(u"idPatientMis").toString();
}

TrackedDispatch TrackedDispatch::fromTracked(const TrackedItem &item)
{
    TrackedDispatch d;
    d.journalId = item.id;
    d.trackingId = item.externalId;
    d.isDraft = item.kind == kDraftKind;
    d.createdAt = item.createdAt;
    d.meta = item.payload.value(u"meta").toObject();
    for (const QJsonValue &v : item.payload.value(u"files").toArray())
        d.fileNames << v.toString();
    d.draftExpiresAt = QDateTime::fromString(item.payload.value(u"draftExpiresAt").toString(), Qt::ISODateWithMs);
    d.status = DispatchStatus::fromJson(item.result);
    d.code = d.status.code ? d.status.code : item.lastStatus.toInt();
    if (d.code == 0)
        d.code = d.isDraft ? DispatchCode::Draft : DispatchCode::Created;
    d.finished = item.terminal;
    d.archived = item.lastStatus == u"archived" || d.status.archived;
    d.stopped = item.stoppedAt.isValid();
    d.lastError = item.lastError;
    d.lastCheckedAt = item.lastCheckedAt;
    d.nextCheckAt = item.nextCheckAt;
    d.outbox = item.outbox;
    // A finished item whose last status is words, not a code, was ended by a 404 (FollowAnswer).
    bool numeric = false;
    item.lastStatus.toInt(&numeric);
    if (item.terminal && !numeric && !d.archived && !item.lastStatus.isEmpty() && !d.isDraft)
        d.gone = FollowAnswer::isLostInReset(item) ? FollowAnswer::lostInResetText() : item.lastStatus;
    return d;
}

DispatchDesk::DispatchDesk(Session &session, QObject *parent)
    : QObject(parent)
    // Drafts and actions are recorded terminal and never polled; their kinds are registered so a
    // send of one left in doubt can be looked up.
    , FollowedKind(services::Signing, {kDispatchKind, kDraftKind, kResendKind, kCancelKind, kQesKind})
    , m_session(session)
{
    session.follow().registerKind(this, this);
}

template<class C>
C *DispatchDesk::start(C *call)
{
    return m_session.transport().start(call);
}

SendDispatchCall *DispatchDesk::send(const DispatchRequest &request, qint64 formDraftId)
{
    // D1 is built once, by the call: the intent records exactly what leaves.
    auto *call = new SendDispatchCall(request);
    const QString patientId = request.patients.isEmpty() ? QString() : request.patients.first().idPatientMis.trimmed();
    // A billed package the journal could not record would be one nobody follows: none leaves.
    OutboxSend *sent = sendThroughOutbox(
        call, kDispatchKind, payloadOf(call->meta(), fileNamesOf(request), {}),
        [call] {
            return SendAnswer{call->result().trackingId, QString::number(DispatchCode::Created), false, {}, {}};
        },
        tr("The dispatch was not sent: the journal could not record it (%1)."), formDraftId);
    if (!sent)
        return nullptr;
    const QDateTime startedAt = m_session.clock().now();
    connect(sent, &OutboxSend::accepted, this,
            [this, call](const SendOutcome &outcome) { added(outcome, call->result().trackingId); });
    // The dispatch may have been created: the patient's list is asked, and the person decides
    // about what it shows before anything is offered to send again.
    connect(sent, &OutboxSend::uncertain, this, [this, patientId, startedAt](const SendOutcome &outcome) {
        if (patientId.isEmpty())
            return;
        const qint64 id = outcome.journalId;
        findDuplicates(patientId, startedAt,
                       [this, id, patientId](const QList<DispatchSummary> &found, bool ok, const QString &why) {
                           if (!ok) {
                               Q_EMIT problem(tr("Could not check whether the dispatch was created: %1 Look in the "
                                                 "list before sending again.")
                                                  .arg(why));
                               return;
                           }
                           if (found.isEmpty()) // asked, and nothing arrived: the person may send again
                               m_session.follow().settle(id, {FollowLookup::Outcome::NotFound, {}, {}});
                           Q_EMIT sendUncertain(found, patientId, id);
                       });
    });
    return call;
}

OutboxSend *DispatchDesk::sendThroughOutbox(ApiCall *call, const QString &kind, const QJsonObject &payload,
                                            OutboxSend::ReadAnswer read, const QString &notRecorded, qint64 formDraftId)
{
    TrackedItem intent;
    intent.environmentId = m_session.currentEnvironment().id;
    intent.service = serviceKey(services::Signing);
    intent.kind = kind;
    intent.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    intent.payload = payload;
    // What the platform can tell (a draft in the list, a cancel or a sent draft in the status) is
    // asked at once; a new dispatch in doubt is the send()'s own question to the person.
    const InDoubt inDoubt =
        kind == kDraftKind || kind == kCancelKind || payload.contains(kDraftOfKey) ? InDoubt::LookUp : InDoubt::Wait;
    const auto sent =
        m_session.follow().send(m_session.transport(), intent, call, std::move(read), formDraftId, inDoubt);
    if (!sent) {
        Q_EMIT problem(notRecorded.arg(sent.error().message));
        return nullptr;
    }
    return *sent;
}

void DispatchDesk::added(const SendOutcome &outcome, const QString &trackingId)
{
    if (!outcome.journalProblem.isEmpty()) {
        Q_EMIT problem(DispatchDesk::tr("The dispatch %1 was accepted but could not be saved in the journal: %2")
                           .arg(trackingId, outcome.journalProblem));
        return;
    }
    Q_EMIT dispatchAdded(outcome.journalId);
}

InitDraftCall *DispatchDesk::saveDraft(const DispatchRequest &request, qint64 formDraftId)
{
    auto *call = new InitDraftCall(request);
    // A draft is not polled: it changes only when the person acts on it (or expires in 24 hours).
    OutboxSend *sent = sendThroughOutbox(
        call, kDraftKind, payloadOf(call->meta(), fileNamesOf(request), {}),
        [call] {
            const DispatchAccepted &r = call->result();
            return SendAnswer{r.trackingId,
                              QString::number(DispatchCode::Draft),
                              true,
                              {{QStringLiteral("draftExpiresAt"), r.draftExpiresAt.toString(Qt::ISODateWithMs)}},
                              {}};
        },
        tr("Nothing was sent: the journal could not record it (%1)."), formDraftId);
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this,
            [this, call](const SendOutcome &outcome) { added(outcome, call->result().trackingId); });
    return call;
}

template<class C>
C *DispatchDesk::sendDraft(C *call, const QString &trackingId, const QStringList &files, bool completes)
{
    // Sending a draft bills it like a new dispatch: the row is in the outbox before it leaves, and
    // it names the draft, whose own status settles a send in doubt.
    QJsonObject payload = payloadOf(call->meta(), files, {});
    payload.insert(kDraftOfKey, trackingId);
    const auto sentNow = [call] {
        const DispatchAccepted &r = call->result();
        return r.statusCode == DispatchCode::Created || r.status == u"created";
    };
    // The draft's own row ends with what the platform made of it, read before the send's row takes
    // the same tracking id.
    connect(call, &ApiCall::succeeded, this, [this, call, trackingId, sentNow] {
        const DispatchAccepted &r = call->result();
        const int code = sentNow() ? int(DispatchCode::Created) : int(DispatchCode::Draft);
        const auto sent = OutboxSend::of(call);
        if (const auto existing = byTrackingId(trackingId);
            existing && (!sent || existing->journalId != sent->journalId()))
            m_session.follow().setStatus(existing->journalId, QString::number(r.statusCode ? r.statusCode : code),
                                         true);
    });
    OutboxSend *sent = sendThroughOutbox(
        call, completes ? kDispatchKind : kDraftKind, payload,
        [call, trackingId, sentNow] {
            const bool went = sentNow();
            return SendAnswer{
                trackingId,
                QString::number(went ? int(DispatchCode::Created) : int(DispatchCode::Draft)),
                !went,
                {{QStringLiteral("draftExpiresAt"), call->result().draftExpiresAt.toString(Qt::ISODateWithMs)}},
                {}};
        },
        DispatchDesk::tr("Nothing was sent: the journal could not record it (%1)."));
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this,
            [this, trackingId](const SendOutcome &outcome) { added(outcome, trackingId); });
    return call;
}

SendDraftCall *DispatchDesk::updateDraft(const QString &trackingId, const DispatchRequest &request,
                                         bool replaceAttachments, bool completeDelivery)
{
    const auto existing = byTrackingId(trackingId);
    QStringList files = replaceAttachments || !existing ? QStringList() : existing->fileNames;
    files << fileNamesOf(request);
    return sendDraft(new SendDraftCall(trackingId, request, replaceAttachments, completeDelivery), trackingId, files,
                     completeDelivery);
}

FinalizeDraftCall *DispatchDesk::finalizeDraft(const QString &trackingId, const DispatchRequest &request)
{
    const auto existing = byTrackingId(trackingId);
    return sendDraft(new FinalizeDraftCall(trackingId, request), trackingId,
                     existing ? existing->fileNames : QStringList(), true);
}

ArchiveDraftCall *DispatchDesk::archiveDraft(const QString &trackingId)
{
    auto *call = start(new ArchiveDraftCall(trackingId, practitionerOf(m_session.currentEnvironment())));
    connect(call, &ApiCall::succeeded, this, [this, trackingId] {
        if (const auto existing = byTrackingId(trackingId))
            m_session.follow().setStatus(existing->journalId, QStringLiteral("archived"), true);
    });
    return call;
}

void DispatchDesk::follow(const DispatchSummary &summary)
{
    const auto tracked = m_session.follow().track(itemOf(summary, m_session.currentEnvironment()));
    if (!tracked) {
        Q_EMIT problem(DispatchDesk::tr("The dispatch %1 was accepted but could not be saved in the journal: %2")
                           .arg(summary.trackingId, tracked.error().message));
        return;
    }
    Q_EMIT dispatchAdded(*tracked);
}

void DispatchDesk::record(const QString &trackingId, const QJsonObject &meta, const QStringList &fileNames, bool draft,
                          const QDateTime &draftExpiresAt)
{
    TrackedItem item;
    item.environmentId = m_session.currentEnvironment().id;
    item.service = serviceKey(services::Signing);
    item.kind = draft ? kDraftKind : kDispatchKind;
    item.externalId = trackingId;
    item.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    item.payload = payloadOf(meta, fileNames, draftExpiresAt);
    item.lastStatus = QString::number(draft ? DispatchCode::Draft : DispatchCode::Created);
    // A draft is not polled: it changes only when the person acts on it (or expires in 24 hours).
    item.terminal = draft;
    const JournalResult<qint64> tracked = m_session.follow().track(item);
    if (!tracked) {
        Q_EMIT problem(DispatchDesk::tr("The dispatch %1 was accepted but could not be saved in the journal: %2")
                           .arg(trackingId, tracked.error().message));
        return;
    }
    Q_EMIT dispatchAdded(*tracked);
}

void DispatchDesk::checkStatus(const TrackedItem &item, FollowReply reply)
{
    if (item.kind != kDispatchKind) {
        reply({PollOutcome::terminal(item.lastStatus), std::nullopt}); // a draft is never polled
        return;
    }
    auto *call = start(new DispatchStatusCall(item.externalId));
    const qint64 id = item.id;
    const int before = item.lastStatus.toInt();
    connect(call, &ApiCall::succeeded, this, [this, call, reply, id, before] {
        const DispatchStatus &s = call->result();
        const bool done = isFinalDispatchStatus(s.code) || s.archived;
        reply({done ? PollOutcome::terminal(QString::number(s.code)) : PollOutcome::pending(QString::number(s.code)),
               s.toJson()});
        if (isSignedDispatchStatus(s.code) && !isSignedDispatchStatus(before))
            Q_EMIT dispatchSigned(id);
    });
    connect(call, &ApiCall::failed, this, [this, reply, environmentId = item.environmentId](const ApiError &error) {
        reply(FollowAnswer::fromError(error, m_session.clock().now(), tr("Not found"), environmentId));
    });
}

DispatchCall *DispatchDesk::open(const QString &trackingId)
{
    return start(new DispatchCall(trackingId));
}

CancelDispatchCall *DispatchDesk::cancel(const QString &trackingId)
{
    auto *call = new CancelDispatchCall(trackingId);
    OutboxSend *sent = sendThroughOutbox(
        call, kCancelKind, QJsonObject{{kTargetKey, trackingId}},
        [] {
            return SendAnswer{QString(), QString::number(DispatchCode::Cancelled), true, {}, {}};
        },
        tr("Nothing was sent: the journal could not record it (%1)."));
    if (!sent)
        return nullptr;
    // In doubt or not, the dispatch's own status says soonest whether it is cancelled.
    connect(sent, &OutboxSend::finished, this, [this, trackingId] {
        if (const auto existing = byTrackingId(trackingId))
            checkNow(existing->journalId);
    });
    return call;
}

ResendCall *DispatchDesk::resend(const QString &trackingId, const QList<DeliveryChannel> &delivery,
                                 const QStringList &knownPatients)
{
    QStringList patients;
    if (const auto existing = byTrackingId(trackingId)) {
        for (const QJsonValue &p : existing->meta.value(u"patients").toArray())
            patients << p.toObject().value(u"idPatientMis").toString();
    }
    if (patients.isEmpty())
        patients = knownPatients;
    QStringList channels;
    for (DeliveryChannel c : delivery)
        channels << deliveryChannelKey(c);
    auto *call = new ResendCall(trackingId, delivery, patients);
    // A resend is billed: recorded before it leaves; one in doubt is "may have gone", never failed
    // (no method tells whether the SMS went).
    if (!sendThroughOutbox(
            call, kResendKind,
            QJsonObject{{kTargetKey, trackingId}, {QStringLiteral("delivery"), QJsonArray::fromStringList(channels)}},
            [] {
                return SendAnswer{QString(), QStringLiteral("sent"), true, {}, {}};
            },
            tr("Nothing was sent: the journal could not record it (%1).")))
        return nullptr;
    return call;
}

InitQesCall *DispatchDesk::initQes(const QString &trackingId, const QString &certificateThumbprint)
{
    const Environment env = m_session.currentEnvironment();
    const QString thumbprint = normalizedThumbprint(certificateThumbprint);
    auto *call = new InitQesCall(trackingId, practitionerOf(env), thumbprint, env.qesZspd);
    QJsonObject payload{{kTargetKey, trackingId}, {QStringLiteral("qesZspd"), env.qesZspd}};
    if (!thumbprint.isEmpty())
        payload.insert(QStringLiteral("certificateThumbprint"), thumbprint);
    OutboxSend *sent = sendThroughOutbox(
        call, kQesKind, payload,
        [] {
            return SendAnswer{QString(), QStringLiteral("started"), true, {}, {}};
        },
        tr("Nothing was sent: the journal could not record it (%1)."));
    if (!sent)
        return nullptr;
    connect(sent, &OutboxSend::accepted, this, [this, trackingId] {
        // The signature arrives after the browser step and indexing: keep asking.
        const auto existing = byTrackingId(trackingId);
        if (!existing || existing->isDraft)
            return;
        if (existing->finished)
            m_session.follow().followAgain(existing->journalId); // a signed dispatch (210/211) takes another signature
        else
            checkNow(existing->journalId);
    });
    return call;
}

QList<TrackedDispatch> DispatchDesk::recent(int limit) const
{
    QList<TrackedDispatch> out;
    for (const TrackedItem &item : m_session.follow().items(services::Signing, limit)) {
        // A refused send: nothing exists on the platform. Actions on a dispatch are not dispatches.
        if (item.outbox != OutboxState::Refused && isDispatchKind(item.kind))
            out << TrackedDispatch::fromTracked(item);
    }
    return out;
}

std::optional<TrackedDispatch> DispatchDesk::dispatch(qint64 journalId) const
{
    const auto item = m_session.follow().item(journalId);
    if (!item || item->service != serviceKey(services::Signing) || !isDispatchKind(item->kind))
        return std::nullopt;
    return TrackedDispatch::fromTracked(*item);
}

std::optional<TrackedDispatch> DispatchDesk::byTrackingId(const QString &trackingId) const
{
    if (trackingId.isEmpty())
        return std::nullopt;
    const auto item = m_session.follow().byExternalId(services::Signing, trackingId);
    if (!item)
        return std::nullopt;
    return TrackedDispatch::fromTracked(*item);
}

void DispatchDesk::stop(qint64 journalId)
{
    m_session.follow().stop(journalId);
}

void DispatchDesk::checkNow(qint64 journalId)
{
    m_session.follow().checkNow(journalId);
}

} // namespace cliniclink
