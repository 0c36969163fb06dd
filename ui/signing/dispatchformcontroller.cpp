// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchformcontroller.h"

#include "core/follow/followdesk.h"
#include "core/patient/patientcard.h"
#include "core/session/session.h"
#include "core/signing/signingrequests.h"
#include "core/storage/journal.h"
#include "dispatchform.h"
#include "ui/common/formsession.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sandboxtestpatients.h"
#include "ui/common/sendoutcomeview.h"

#include <QLocale>
#include <QTimeZone>

namespace cliniclink {

namespace {

DispatchPractitioner practitionerOf(const Environment &env)
{
    DispatchPractitioner p;
    p.familyName = env.practitioner.familyName;
    p.givenName = env.practitioner.givenName;
    p.middleName = env.practitioner.middleName;
    p.userIdLpu = env.practitioner.userIdLpu;
    p.snils = env.practitioner.snils;
    return p;
}

} // namespace

DispatchFormController::DispatchFormController(Session &session, DispatchDesk &desk, DispatchForm *form,
                                               MessageBanner *banner, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_desk(desk)
    , m_form(form)
    , m_fields(form->session())
    , m_banner(banner)
{
    m_fields->keepDraft(session.journal(), kDispatchFormDraftKind.toString(), tr("New dispatch"));
    m_fields->setRules([this] {
        m_form->setToday(today());
        return m_form->placed(issues());
    });
    connect(m_fields, &FormSession::busyChanged, this, &DispatchFormController::busyChanged);
    connect(m_fields, &FormSession::draftProblem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Warning, message); });
    connect(form, &DispatchForm::sendRequested, this, &DispatchFormController::send);
    connect(form, &DispatchForm::saveDraftRequested, this, &DispatchFormController::saveDraft);
    connect(form, &DispatchForm::followRequested, this, &DispatchFormController::follow);
    connect(form, &DispatchForm::sendAgainRequested, this, [this] {
        m_form->hideUncertainQuestion();
        send();
    });
    connect(form, &DispatchForm::stopEditingDraftRequested, this, &DispatchFormController::clearForm);
    connect(&desk, &DispatchDesk::sendUncertain, this, &DispatchFormController::onUncertain);
    // What the desk could not do (look for a dispatch in doubt, record one) is said beside Send.
    connect(&desk, &DispatchDesk::problem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Warning, message); });
    connect(&session, &Session::environmentChanged, this, [this] {
        saveDraftNow();
        restoreDraft();
    });
    form->setPatientCardSource([&session] { return PatientCard::recent(session.follow()); });
    form->setTestPatients(new SandboxTestPatients(session, this));
    restoreDraft();
}

// The page saves the form before its widgets go (SigningPage's destructor): by the time the
// controller is destroyed the form may be gone.
DispatchFormController::~DispatchFormController() = default;

QDate DispatchFormController::today() const
{
    return m_session.clock().now().toTimeZone(QTimeZone(QByteArrayLiteral("Europe/Moscow"))).date();
}

bool DispatchFormController::isBusy() const
{
    return m_fields->isBusy();
}

FieldIssues DispatchFormController::issues() const
{
    FieldIssues problems =
        checkDispatchRequest(m_form->request(m_session.currentEnvironment().organizationId), today());
    // A draft keeps its files on the platform: sending it needs none here.
    const DispatchFormData data = m_form->data();
    if (!data.draftTrackingId.isEmpty() && !data.replaceDraftFiles)
        problems.removeIf([](const FieldIssue &i) { return i.field == DispatchField::files().toString(); });
    return problems;
}

void DispatchFormController::watch(ApiCall *call, bool draft)
{
    m_fields->watch(call);
    connect(call, &ApiCall::failed, this, [this, call, draft](const ApiError &error) {
        SendOutcomeView view =
            SendOutcomeView::of(call,
                                {draft ? tr("The platform's answer did not arrive: the draft may have been saved. "
                                            "Look in the drafts before saving it again.")
                                       : tr("The platform's answer did not arrive: the dispatch may have gone. "
                                            "Checking the platform before anything is sent again."),
                                 {}});
        if (view.kind == MessageBanner::Kind::Error && error.code() == u"PROCESSING_ERROR") {
            // The file is at fault, not the hour: the generic "try again later" would send the same
            // file again. The platform's own message, when it gives one, names the file.
            view.headline = tr("The platform could not prepare a PDF from an attached file, so nothing went to "
                               "the patient. Save the file as PDF again, or attach another one.");
            view.messages = error.serverMessages();
        }
        view.showIn(m_banner);
        // The platform's refusal of a field (the files) shows beside it until the field is edited.
        if (!error.field().isEmpty())
            m_fields->showServerIssues(m_form->placed({FieldIssue{error.field(), error.headline()}}));
    });
}

void DispatchFormController::send()
{
    if (!m_fields->attempt()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The dispatch was not sent: correct the marked fields."));
        return;
    }
    const DispatchFormData data = m_form->data();
    const DispatchRequest request = m_form->request(m_session.currentEnvironment().organizationId);
    saveDraftNow(); // kept whatever happens to the request
    m_banner->clearMessage();
    m_form->hideUncertainQuestion();
    ApiCall *call = nullptr;
    const bool fresh = data.draftTrackingId.isEmpty();
    if (fresh)
        call = m_desk.send(request, m_fields->draftId());
    else if (request.files.isEmpty())
        call = m_desk.finalizeDraft(data.draftTrackingId, request);
    else
        call = m_desk.updateDraft(data.draftTrackingId, request, data.replaceDraftFiles, true);
    if (!call) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("The dispatch was not sent: the journal could not record it. The form is kept."));
        return;
    }
    watch(call, false);
    const QString tracking = data.draftTrackingId;
    connect(call, &ApiCall::succeeded, this, [this, call, tracking, fresh] {
        const auto *answer = qobject_cast<DispatchAcceptedCall *>(call);
        const QString id = answer ? answer->result().trackingId : tracking;
        if (fresh)
            m_fields->forgetDraft(); // deleted in the transaction that recorded the dispatch
        clearForm();
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("Sent: the patient receives the link now. Tracking id %1.").arg(id));
        Q_EMIT accepted(id, false);
    });
}

void DispatchFormController::saveDraft()
{
    m_form->setToday(today());
    const DispatchFormData data = m_form->data();
    const DispatchRequest request = m_form->request(m_session.currentEnvironment().organizationId);
    const FieldIssues problems = checkDraftRequest(request, today());
    if (hasErrors(problems)) {
        // The form itself is kept in the journal whatever is missing; only the platform's draft
        // waits for what drafts/init cannot do without.
        m_fields->showServerIssues(m_form->placed(problems));
        m_banner->showMessage(MessageBanner::Kind::Warning,
                              tr("Kept on this workstation. The platform takes a draft only once the marked fields "
                                 "are filled in: fill them in, then save the draft again."));
        saveDraftNow();
        return;
    }
    saveDraftNow();
    m_banner->clearMessage();
    const bool fresh = data.draftTrackingId.isEmpty();
    DispatchAcceptedCall *call = fresh
        ? static_cast<DispatchAcceptedCall *>(m_desk.saveDraft(request, m_fields->draftId()))
        : m_desk.updateDraft(data.draftTrackingId, request, data.replaceDraftFiles, false);
    if (!call) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("The draft was not saved: the journal could not record it. The form is kept."));
        return;
    }
    watch(call, true);
    connect(call, &ApiCall::succeeded, this, [this, call, fresh] {
        const DispatchAccepted &r = call->result();
        if (fresh)
            m_fields->forgetDraft(); // deleted in the transaction that recorded the platform draft
        clearForm();
        const QString until = shortLocalTime(r.draftExpiresAt);
        m_banner->showMessage(MessageBanner::Kind::Info,
                              until.isEmpty() ? tr("Saved as a draft %1.").arg(r.trackingId)
                                              : tr("Saved as a draft %1, kept until %2.").arg(r.trackingId, until));
        Q_EMIT accepted(r.trackingId, true);
    });
}

void DispatchFormController::editDraft(const TrackedDispatch &draft)
{
    DispatchFormData data = DispatchFormData::fromRequest(dispatchRequestFromMeta(draft.meta));
    data.draftTrackingId = draft.trackingId;
    data.draftFileNames = draft.fileNames;
    m_form->setData(data);
    m_banner->clearMessage();
    m_form->hideUncertainQuestion();
    saveDraftNow();
}

void DispatchFormController::onUncertain(const QList<DispatchSummary> &found, const QString &idPatientMis,
                                         qint64 outboxId)
{
    m_found = found;
    m_uncertainPatientId = idPatientMis;
    m_outboxId = outboxId;
    m_banner->clearMessage();
    if (found.size() > 1) {
        m_form->askAfterUncertainSend(tr("The platform did not answer. %n dispatch(es) for this patient were created "
                                         "since the send: follow them instead of sending again.",
                                         nullptr, int(found.size())),
                                      true);
    } else if (!found.isEmpty()) {
        const QDateTime at = found.first().createdAt;
        const QString time =
            at.isValid() ? QLocale().toString(at.toLocalTime().time(), QStringLiteral("HH:mm")) : QString();
        m_form->askAfterUncertainSend(tr("The platform did not answer. A dispatch for this patient was found, created "
                                         "at %1: follow it instead of sending again.")
                                          .arg(time),
                                      true);
    } else {
        m_form->askAfterUncertainSend(
            tr("The platform did not answer, and nothing was created for this patient: send again."), false);
    }
}

void DispatchFormController::follow()
{
    if (m_found.isEmpty())
        return;
    // Every dispatch found is followed: each may be billed, and none may be lost from the list.
    const QList<DispatchSummary> all = m_found;
    const DispatchSummary found = all.first();
    m_found.clear();
    m_desk.followFound(m_outboxId, all);
    if (m_outboxId != 0)
        m_fields->forgetDraft(); // deleted with the send's record
    m_outboxId = 0;
    m_form->hideUncertainQuestion();
    clearForm();
    m_banner->showMessage(MessageBanner::Kind::Info, tr("Following the dispatch %1.").arg(found.trackingId));
    Q_EMIT accepted(found.trackingId, false);
}

void DispatchFormController::clearForm()
{
    m_fields->clear();
}

void DispatchFormController::saveDraftNow()
{
    m_fields->saveDraftNow();
}

void DispatchFormController::restoreDraft()
{
    m_form->setDefaultPractitioner(practitionerOf(m_session.currentEnvironment()));
    m_fields->restoreDraft(m_session.currentEnvironment().id);
}

} // namespace cliniclink
