#include "dispatchdesk.h"

#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/poll/polljournalbridge.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <QJsonArray>
#include <QTimeZone>

namespace cliniclink {

namespace {

const QString kDispatchKind = QStringLiteral("dispatch");
const QString kDraftKind = QStringLiteral("signing-draft");

QStringList fileNamesOf(const DispatchRequest &request)
{
    QStringList names;
    for (const DispatchFile &f : request.files)
        names << f.fileName;
    return names;
}

DispatchPractitioner practitionerOf(const Environment &env)
{
    return {env.practitioner.familyName, env.practitioner.givenName, env.practitioner.middleName,
            env.practitioner.userIdLpu, env.practitioner.snils, {}, {}};
}

} // namespace

QString TrackedDispatch::patientLabel() const
{
    const QJsonArray patients = meta.value(u"patients").toArray();
    if (patients.isEmpty())
        return {};
    const QJsonObject p = patients.first().toObject();
    QStringList name{p.value(u"familyName").toString(), p.value(u"givenName").toString(), p.value(u"middleName").toString()};
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
    return d;
}

DispatchDesk::DispatchDesk(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&session.poller(), &Poller::pollDue, this, &DispatchDesk::onPollDue);
    connect(&session.journal(), &Journal::trackedItemChanged, this, [this](qint64 id) {
        const auto item = m_session.journal().trackedItem(id);
        if (item && item->service == serviceKey(Service::Signing))
            Q_EMIT dispatchChanged(id);
    });
}

template<class C>
C *DispatchDesk::start(C *call)
{
    return m_session.transport().start(call);
}

SendDispatchCall *DispatchDesk::send(const DispatchRequest &request)
{
    const QDateTime startedAt = m_session.clock().now();
    const QStringList files = fileNamesOf(request);
    const QString patientId = request.patients.isEmpty() ? QString() : request.patients.first().idPatientMis.trimmed();
    auto *call = start(new SendDispatchCall(request));
    connect(call, &ApiCall::succeeded, this, [this, call, files] {
        record(call->result().trackingId, call->meta(), files, false, {});
    });
    connect(call, &ApiCall::failed, this, [this, patientId, startedAt](const ApiError &error) {
        // Without an answer the dispatch may have been created: look before offering to send again.
        const bool uncertain = error.kind() == ApiError::Kind::Timeout || error.kind() == ApiError::Kind::Network
            || (error.kind() == ApiError::Kind::Http && error.httpStatus() >= 502);
        if (uncertain && !patientId.isEmpty())
            lookForDuplicates(patientId, startedAt);
    });
    return call;
}

void DispatchDesk::lookForDuplicates(const QString &idPatientMis, const QDateTime &since)
{
    DispatchListFilter filter;
    filter.idPatientMis = idPatientMis;
    filter.dateFrom = since.toTimeZone(QTimeZone(QByteArrayLiteral("Europe/Moscow"))).date().addDays(-1);
    auto *call = start(new DispatchListCall(filter));
    connect(call, &ApiCall::succeeded, this, [this, call, idPatientMis, since] {
        QList<DispatchSummary> found;
        for (const DispatchSummary &s : call->result()) {
            // Created since the send started (a minute's slack for clocks apart), not followed yet.
            if ((!s.createdAt.isValid() || s.createdAt >= since.addSecs(-60)) && !byTrackingId(s.trackingId))
                found << s;
        }
        Q_EMIT sendUncertain(found, idPatientMis);
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        Q_EMIT problem(tr("Could not check whether the dispatch was created: %1 Look in the list before sending again.")
                           .arg(error.headline()));
    });
}

InitDraftCall *DispatchDesk::saveDraft(const DispatchRequest &request)
{
    const QStringList files = fileNamesOf(request);
    auto *call = start(new InitDraftCall(request));
    connect(call, &ApiCall::succeeded, this, [this, call, files] {
        record(call->result().trackingId, call->meta(), files, true, call->result().draftExpiresAt);
    });
    return call;
}

SendDraftCall *DispatchDesk::updateDraft(const QString &trackingId, const DispatchRequest &request, bool replaceAttachments,
                                         bool completeDelivery)
{
    auto *call = start(new SendDraftCall(trackingId, request, replaceAttachments, completeDelivery));
    connect(call, &ApiCall::succeeded, this, [this, call, trackingId, request, replaceAttachments] {
        const auto existing = byTrackingId(trackingId);
        QStringList files = replaceAttachments || !existing ? QStringList() : existing->fileNames;
        files << fileNamesOf(request);
        if (existing)
            m_session.journal().updateStatus(existing->journalId, QString::number(call->result().statusCode), true,
                                             m_session.clock().now());
        const bool sent = call->result().statusCode == DispatchCode::Created || call->result().status == u"created";
        record(trackingId, call->meta(), files, !sent, call->result().draftExpiresAt);
    });
    return call;
}

FinalizeDraftCall *DispatchDesk::finalizeDraft(const QString &trackingId, const DispatchRequest &request)
{
    auto *call = start(new FinalizeDraftCall(trackingId, request));
    connect(call, &ApiCall::succeeded, this, [this, call, trackingId] {
        const auto existing = byTrackingId(trackingId);
        if (existing)
            m_session.journal().updateStatus(existing->journalId, QString::number(DispatchCode::Created), true,
                                             m_session.clock().now());
        record(trackingId, call->meta(), existing ? existing->fileNames : QStringList(), false, {});
    });
    return call;
}

ArchiveDraftCall *DispatchDesk::archiveDraft(const QString &trackingId)
{
    auto *call = start(new ArchiveDraftCall(trackingId, practitionerOf(m_session.currentEnvironment())));
    connect(call, &ApiCall::succeeded, this, [this, trackingId] {
        if (const auto existing = byTrackingId(trackingId)) {
            m_session.poller().stop(PollJournalBridge::keyFor(existing->journalId));
            m_session.journal().updateStatus(existing->journalId, QStringLiteral("archived"), true, m_session.clock().now());
        }
    });
    return call;
}

void DispatchDesk::follow(const DispatchSummary &summary)
{
    QJsonObject meta;
    QJsonArray patients;
    for (const QString &id : summary.idPatientMis)
        patients.append(QJsonObject{{QStringLiteral("idPatientMis"), id}});
    meta.insert(QStringLiteral("patients"), patients);
    record(summary.trackingId, meta, {}, summary.code == DispatchCode::Draft, {});
}

void DispatchDesk::record(const QString &trackingId, const QJsonObject &meta, const QStringList &fileNames, bool draft,
                          const QDateTime &draftExpiresAt)
{
    TrackedItem item;
    item.environmentId = m_session.currentEnvironment().id;
    item.service = serviceKey(Service::Signing);
    item.kind = draft ? kDraftKind : kDispatchKind;
    item.externalId = trackingId;
    item.createdBy = m_session.currentEnvironment().practitioner.userIdLpu;
    item.payload = QJsonObject{{QStringLiteral("meta"), meta},
                               {QStringLiteral("files"), QJsonArray::fromStringList(fileNames)},
                               {QStringLiteral("draftExpiresAt"), draftExpiresAt.toString(Qt::ISODateWithMs)}};
    item.lastStatus = QString::number(draft ? DispatchCode::Draft : DispatchCode::Created);
    // A draft is not polled: it changes only when the person acts on it (or expires in 24 hours).
    item.terminal = draft;
    const JournalResult<qint64> tracked = draft ? m_session.journal().track(item) : m_session.pollJournal().track(item);
    if (!tracked) {
        Q_EMIT problem(tr("The dispatch %1 was accepted but could not be saved in the journal: %2")
                           .arg(trackingId, tracked.error().message));
        return;
    }
    Q_EMIT dispatchAdded(*tracked);
}

void DispatchDesk::onPollDue(const PollItem &item)
{
    if (item.service != Service::Signing || item.kind != kDispatchKind)
        return;
    const auto journalId = PollJournalBridge::journalIdFor(item.key);
    auto *call = start(new DispatchStatusCall(item.externalId));
    const QString key = item.key;
    const int before = item.lastStatus.toInt();
    connect(call, &ApiCall::succeeded, this, [this, call, key, journalId, before] {
        const DispatchStatus &s = call->result();
        if (journalId)
            m_session.journal().recordResult(*journalId, s.toJson());
        const bool done = isFinalDispatchStatus(s.code) || s.archived;
        m_session.poller().reportResult(key, done ? PollOutcome::terminal(QString::number(s.code))
                                                  : PollOutcome::pending(QString::number(s.code)));
        if (journalId && isSignedDispatchStatus(s.code) && !isSignedDispatchStatus(before))
            Q_EMIT dispatchSigned(*journalId);
    });
    connect(call, &ApiCall::failed, this, [this, key](const ApiError &error) {
        if (error.httpStatus() == 404) {
            m_session.poller().reportResult(key, PollOutcome::terminal(tr("Not found")));
            return;
        }
        std::optional<std::chrono::milliseconds> retryAfter;
        if (error.retryAt().isValid())
            retryAfter = std::chrono::milliseconds(std::max<qint64>(0, m_session.clock().now().msecsTo(error.retryAt())));
        m_session.poller().reportResult(key, PollOutcome::failure(error.headline(), retryAfter));
    });
}

DispatchCall *DispatchDesk::open(const QString &trackingId)
{
    return start(new DispatchCall(trackingId));
}

CancelDispatchCall *DispatchDesk::cancel(const QString &trackingId)
{
    auto *call = start(new CancelDispatchCall(trackingId));
    connect(call, &ApiCall::succeeded, this, [this, trackingId] {
        if (const auto existing = byTrackingId(trackingId))
            checkNow(existing->journalId);
    });
    return call;
}

ResendCall *DispatchDesk::resend(const QString &trackingId, const QList<DeliveryChannel> &delivery)
{
    QStringList patients;
    if (const auto existing = byTrackingId(trackingId)) {
        for (const QJsonValue &p : existing->meta.value(u"patients").toArray())
            patients << p.toObject().value(u"idPatientMis").toString();
    }
    return start(new ResendCall(trackingId, delivery, patients));
}

InitQesCall *DispatchDesk::initQes(const QString &trackingId)
{
    auto *call = start(new InitQesCall(trackingId, practitionerOf(m_session.currentEnvironment())));
    connect(call, &ApiCall::succeeded, this, [this, trackingId] {
        // The signature arrives after the browser step and indexing: keep asking.
        const auto existing = byTrackingId(trackingId);
        if (!existing || existing->isDraft)
            return;
        if (existing->finished) {
            // A signed dispatch (210/211) can take another signature: follow it again.
            m_session.journal().updateStatus(existing->journalId, QString::number(existing->code), false,
                                             m_session.clock().now());
            m_session.pollJournal().resume(m_session.currentEnvironment().id);
        } else {
            checkNow(existing->journalId);
        }
    });
    return call;
}

QList<TrackedDispatch> DispatchDesk::recent(int limit) const
{
    QList<TrackedDispatch> out;
    const auto items = m_session.journal().trackedItems(m_session.currentEnvironment().id, limit, serviceKey(Service::Signing));
    if (!items)
        return out;
    for (const TrackedItem &item : *items) {
        TrackedDispatch d = TrackedDispatch::fromTracked(item);
        const QDateTime next = m_session.poller().nextCheckAt(PollJournalBridge::keyFor(item.id));
        if (next.isValid())
            d.nextCheckAt = next;
        out << d;
    }
    return out;
}

std::optional<TrackedDispatch> DispatchDesk::dispatch(qint64 journalId) const
{
    const auto item = m_session.journal().trackedItem(journalId);
    if (!item || item->service != serviceKey(Service::Signing))
        return std::nullopt;
    return TrackedDispatch::fromTracked(*item);
}

std::optional<TrackedDispatch> DispatchDesk::byTrackingId(const QString &trackingId) const
{
    const auto item = m_session.journal().findTracked(m_session.currentEnvironment().id, serviceKey(Service::Signing), trackingId);
    if (!item)
        return std::nullopt;
    return TrackedDispatch::fromTracked(*item);
}

void DispatchDesk::stop(qint64 journalId)
{
    m_session.poller().stop(PollJournalBridge::keyFor(journalId));
}

void DispatchDesk::checkNow(qint64 journalId)
{
    m_session.poller().checkNow(PollJournalBridge::keyFor(journalId));
}

} // namespace cliniclink
