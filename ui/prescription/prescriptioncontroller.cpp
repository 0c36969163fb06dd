// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptioncontroller.h"

#include "core/common/clock.h"
#include "core/net/transport.h"
#include "core/prescription/prescriptioncalls.h"
#include "core/prescription/prescriptionerrors.h"
#include "core/session/session.h"
#include "core/storage/journal.h"

#include <QJsonArray>

namespace cliniclink {

namespace {
const QString kRecentKind = QStringLiteral("prescription-recent");
} // namespace

namespace {
// What a change of a prescription's state looks like: its newest record's number and message.
QString newestStatus(const QList<PrescriptionStatusRecord> &records)
{
    if (records.isEmpty())
        return {};
    return QString::number(records.first().statusNumber) + u'\n' + records.first().message;
}
} // namespace

PrescriptionController::PrescriptionController(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_recheck(session.clock().createTimer(this))
{
    connect(m_recheck, &ClockTimer::timeout, this, &PrescriptionController::onRecheckDue);
    connect(&session, &Session::environmentChanged, this, [this] {
        stopWatching();
        abort();
        m_checkedId.clear();
        m_lastAskedId.clear();
        m_records.clear();
        Q_EMIT recordsChanged(QString());
        loadRecent();
    });
    loadRecent();
}

PrescriptionController::~PrescriptionController()
{
    if (m_call)
        m_call->cancel();
}

bool PrescriptionController::checkStatus(const QString &idSourceMis)
{
    if (isBusy())
        return false;
    const QString problem = prescriptionIdProblem(idSourceMis);
    if (!problem.isEmpty()) {
        Q_EMIT idProblem(problem);
        return false;
    }
    if (idSourceMis.trimmed() != m_watchedId)
        stopWatching(); // the person moved on to another prescription
    startCheck(idSourceMis.trimmed(), false);
    return true;
}

void PrescriptionController::startCheck(const QString &id, bool quiet)
{
    const QString organization = m_session.currentEnvironment().organizationId;
    if (organization.trimmed().isEmpty()) {
        Q_EMIT message(MessageKind::Error,
                       tr("The organization is not set for this environment. Set it in the settings."), {});
        return;
    }
    m_lastAskedId = id;
    if (!quiet)
        Q_EMIT message(MessageKind::Info, QString(), {}); // an empty headline clears the page's banner
    auto *call = m_session.transport().start(new TakePrescriptionStatusCall(organization, id));
    connect(call, &ApiCall::succeeded, this, [this, call, id] {
        m_checkedId = id;
        m_records = call->result();
        remember(id);
        if (id == m_watchedId && newestStatus(m_records) != m_statusBeforeCancel)
            stopWatching(); // the annulment (or the registry's refusal of it) shows now
        Q_EMIT recordsChanged(id);
    });
    connect(call, &ApiCall::failed, this, [this, id](const ApiError &error) {
        if (error.kind() == ApiError::Kind::Cancelled) {
            Q_EMIT message(MessageKind::Info, tr("The status check of %1 was cancelled.").arg(id), {});
            return;
        }
        // Records of another identifier would be misleading beside this refusal.
        m_checkedId.clear();
        m_records.clear();
        Q_EMIT recordsChanged(QString());
        reportFailure(id, error);
    });
    setActivity(Activity::Checking, id, call);
}

bool PrescriptionController::canCancel() const
{
    if (isBusy() || m_checkedId.isEmpty())
        return false;
    // Annulled already (the newest record comes first): nothing left to cancel.
    if (!m_records.isEmpty() && m_records.first().statusNumber == kPrescriptionAnnulledStatus)
        return false;
    for (const PrescriptionStatusRecord &r : m_records) {
        if (!r.externalNumber.isEmpty())
            return true;
    }
    return false;
}

bool PrescriptionController::cancelPrescription(const QString &idSourceMis)
{
    const QString id = idSourceMis.trimmed();
    if (isBusy() || !prescriptionIdProblem(id).isEmpty())
        return false;
    const QString organization = m_session.currentEnvironment().organizationId;
    auto *call = m_session.transport().start(new CancelPrescriptionCall(organization, id));
    connect(call, &ApiCall::succeeded, this, [this, call, id] {
        const QStringList answer = call->result();
        Q_EMIT message(MessageKind::Info, tr("The platform took the cancellation of %1. Its answer:").arg(id),
                       answer.isEmpty() ? QStringList{tr("(no message)")} : answer);
        // The annulment completes later on the platform: the fresh status shows where it stands,
        // and it is asked again until it changes.
        watchCancel(id);
        QMetaObject::invokeMethod(
            this, [this, id] { startCheck(id, true); }, Qt::QueuedConnection);
    });
    connect(call, &ApiCall::failed, this, [this, id](const ApiError &error) {
        if (error.kind() == ApiError::Kind::Cancelled) {
            Q_EMIT message(MessageKind::Warning,
                           tr("The cancel of %1 was abandoned on its way; it may still have reached the platform. "
                              "Check the status.")
                               .arg(id),
                           {});
            return;
        }
        reportFailure(id, error);
    });
    setActivity(Activity::Cancelling, id, call);
    return true;
}

void PrescriptionController::watchCancel(const QString &id)
{
    m_watchedId = id;
    m_statusBeforeCancel = id == m_checkedId ? newestStatus(m_records) : QString();
    m_rechecksLeft = kCancelRechecks;
    m_recheck->startAt(m_session.clock().now().addSecs(kCancelRecheckSeconds));
}

void PrescriptionController::stopWatching()
{
    m_watchedId.clear();
    m_statusBeforeCancel.clear();
    m_rechecksLeft = 0;
    m_recheck->stop();
}

void PrescriptionController::onRecheckDue()
{
    if (m_watchedId.isEmpty())
        return;
    if (m_rechecksLeft-- <= 0) {
        stopWatching();
        return;
    }
    m_recheck->startAt(m_session.clock().now().addSecs(kCancelRecheckSeconds));
    if (!isBusy()) // a request of the person's own goes first; the next due check asks again
        startCheck(m_watchedId, true);
}

void PrescriptionController::reportFailure(const QString &id, const ApiError &error)
{
    Q_UNUSED(id);
    // A refusal about the identifier is said beside it; the banner keeps the platform's own words.
    if (error.field() == prescriptionfield::idSourceMis()) {
        Q_EMIT idProblem(error.headline());
        Q_EMIT message(MessageKind::Error, tr("The platform's own words:"), error.serverMessages());
        return;
    }
    Q_EMIT message(MessageKind::Error, error.headline(), error.serverMessages());
}

void PrescriptionController::abort()
{
    if (m_call)
        m_call->cancel();
}

void PrescriptionController::setActivity(Activity activity, const QString &id, ApiCall *call)
{
    m_activity = activity;
    m_call = call;
    if (call) {
        connect(call, &ApiCall::finished, this, [this, call] {
            if (m_call == call)
                setActivity(Activity::Idle, QString(), nullptr);
        });
    }
    Q_EMIT activityChanged(activity, id);
}

void PrescriptionController::remember(const QString &id)
{
    m_recent.removeAll(id);
    m_recent.prepend(id);
    while (m_recent.size() > kRecentLimit)
        m_recent.removeLast();
    Q_EMIT recentIdsChanged(m_recent);

    Journal &journal = m_session.journal();
    if (!journal.isOpen())
        return;
    Draft draft;
    draft.id = m_recentDraftId;
    draft.environmentId = m_session.currentEnvironment().id;
    draft.kind = kRecentKind;
    draft.title = tr("Recent prescription identifiers");
    draft.payload = {{QStringLiteral("ids"), QJsonArray::fromStringList(m_recent)}};
    auto saved = journal.saveDraft(draft);
    if (!saved && saved.error().code == JournalError::Code::NotFound) {
        draft.id = 0;
        saved = journal.saveDraft(draft);
    }
    if (saved)
        m_recentDraftId = *saved;
}

void PrescriptionController::loadRecent()
{
    m_recent.clear();
    m_recentDraftId = 0;
    if (m_session.journal().isOpen()) {
        const auto drafts = m_session.journal().drafts(m_session.currentEnvironment().id, kRecentKind);
        if (drafts && !drafts->isEmpty()) {
            m_recentDraftId = drafts->first().id;
            for (const QJsonValue &v : drafts->first().payload.value(u"ids").toArray()) {
                if (!v.toString().isEmpty())
                    m_recent << v.toString();
            }
        }
    }
    Q_EMIT recentIdsChanged(m_recent);
}

} // namespace cliniclink
