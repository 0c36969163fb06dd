// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentcontroller.h"

#include "core/common/clock.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/enrichment/enrichmentrequests.h"
#include "core/follow/followdesk.h"
#include "core/patient/patientcard.h"
#include "core/session/session.h"
#include "core/storage/journal.h"
#include "enrichmentform.h"
#include "ui/common/formsession.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sandboxtestpatients.h"
#include "ui/common/sendoutcomeview.h"
#include "ui/common/statusmark.h"

#include <QApplication>
#include <QLocale>
#include <QPushButton>
#include <QWidget>

namespace cliniclink {

EnrichmentController::EnrichmentController(Session &session, EnrichmentDesk &orders, EnrichmentForm *form,
                                           MessageBanner *banner, StatusMark *progress, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_orders(orders)
    , m_form(form)
    , m_fields(form->session())
    , m_banner(banner)
    , m_progress(progress)
{
    m_fields->setRulesFor([this](const QStringList &fieldIds) { return rules(fieldIds); });
    for (EnrichmentOperation op : kAllEnrichmentOperations)
        m_fields->addSendAction(form->actionButton(op), [this, op] { return canSubmit(op); });
    m_fields->keepDraft(session.journal(), kEnrichmentDraftKind.toString(), tr("Enrichment form"));
    connect(m_fields, &FormSession::draftProblem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Warning, message); });
    connect(m_fields, &FormSession::edited, this, &EnrichmentController::updateActions);
    connect(m_fields, &FormSession::busyChanged, this, [this](bool busy) {
        m_progress->setVisible(busy);
        updateActions();
        Q_EMIT busyChanged(busy);
    });
    form->setPatientCardSource([&session] { return PatientCard::recent(session.follow()); });
    form->setTestPatients(new SandboxTestPatients(session, this));
    connect(form, &EnrichmentForm::actionRequested, this, &EnrichmentController::submit);
    connect(form, &EnrichmentForm::enterPressed, this, &EnrichmentController::submitDefault);
    connect(form, &EnrichmentForm::clearRequested, this, &EnrichmentController::clearForm);
    connect(&orders, &EnrichmentDesk::problem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Warning, message); });
    // The journal opens in Session::start(), which may come after the page is built; a new
    // environment has its own draft. The form as it is goes to the environment it was typed in.
    connect(&session, &Session::environmentChanged, this, [this] {
        saveDraftNow();
        restoreDraft();
    });
    m_progress->setVisible(false);
    restoreDraft();
}

QDate EnrichmentController::today() const
{
    return m_session.clock().now().toLocalTime().date();
}

FieldIssues EnrichmentController::rules(const QStringList &fieldIds) const
{
    const EnrichmentPatient patient = m_form->patient();
    const IdentityDocument document = m_form->document();
    FieldIssues out;
    for (EnrichmentOperation op : kAllEnrichmentOperations) {
        const bool sent = enrichmentFieldsOf(op) == fieldIds;
        if (!sent && !fieldIds.isEmpty())
            continue;
        for (const FieldIssue &i : validateEnrichmentRequest(op, patient, document, today())) {
            if (!out.contains(i))
                out << i;
        }
        if (sent)
            break;
    }
    return out;
}

bool EnrichmentController::canSubmit(EnrichmentOperation operation) const
{
    return m_fields->faultyLabels(enrichmentFieldsOf(operation)).isEmpty();
}

bool EnrichmentController::isBusy() const
{
    return m_fields->isBusy();
}

void EnrichmentController::updateActions()
{
    m_form->setToday(today());
    for (EnrichmentOperation op : kAllEnrichmentOperations) {
        const QStringList missing = m_fields->faultyLabels(enrichmentFieldsOf(op));
        m_form->actionButton(op)->setToolTip(
            missing.isEmpty() ? QString()
                              : tr("Fill in or correct first: %1").arg(QLocale().createSeparatedList(missing)));
    }
    m_fields->applyEnabled();
}

void EnrichmentController::submit(EnrichmentOperation operation)
{
    if (isBusy())
        return;
    // The issues of what this operation sends show from now on; the focus goes to the first.
    if (!m_fields->attempt(enrichmentFieldsOf(operation))) {
        updateActions();
        return;
    }
    m_banner->clearMessage();
    m_fields->clearServerIssues();
    saveDraftNow(); // what was typed is kept whatever happens to the request
    EnrichmentOrderCall *call = m_orders.submit(operation, m_form->patient(), m_form->document());
    const QString name = enrichmentOperationName(operation);
    if (!call) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("\"%1\" was not sent: the journal could not record it. The form is kept.").arg(name));
        return;
    }
    connect(call, &ApiCall::succeeded, this, [this, name] {
        m_fields->forgetAttempts();
        m_banner->showMessage(
            MessageBanner::Kind::Info,
            tr("\"%1\" was accepted by the platform. The result will appear in the list of orders.").arg(name));
    });
    connect(call, &ApiCall::failed, this, [this, call, name](const ApiError &error) {
        // Not "failed" when in doubt: the platform may have taken the order, and it offers no list
        // to look in. A refusal goes to the fields it names.
        const SendOutcomeView view = SendOutcomeView::of(
            call,
            {tr("\"%1\" may have gone: the platform's answer did not arrive. It is kept in the list "
                "as \"may have gone\"; send again only if you decide to.")
                 .arg(name),
             {}});
        if (view.kind == MessageBanner::Kind::Warning)
            view.showIn(m_banner);
        else
            onFailed(error);
    });
    connect(call, &ApiCall::waiting, this, [this, name](const QDateTime &until) {
        const QString when =
            until.isValid() ? QLocale().toString(until.toLocalTime().time(), QLocale::LongFormat) : QString();
        m_progress->setState(
            StatusMark::State::Busy,
            when.isEmpty()
                ? tr("\"%1\" is waiting its turn: the service takes only so many requests at a time. Esc cancels.")
                      .arg(name)
                : tr("\"%1\" waits for the service's limit until %2. Esc cancels.").arg(name, when));
    });
    m_progress->setState(StatusMark::State::Busy, tr("Sending \"%1\"… Esc cancels.").arg(name));
    m_fields->watch(call);
}

void EnrichmentController::onFailed(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Cancelled) {
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("Sending was cancelled. The form is kept; send again when ready."));
        return;
    }
    FieldIssues named;
    const QStringList messages = error.serverMessages();
    for (const QString &m : messages) {
        const QString field = enrichmentFieldInMessage(m);
        if (!field.isEmpty())
            named << FieldIssue{field, m};
    }
    m_banner->showMessage(MessageBanner::Kind::Error, error.headline(), messages);
    m_fields->showServerIssues(named);
}

void EnrichmentController::cancel()
{
    m_fields->cancel();
}

void EnrichmentController::submitDefault()
{
    if (isBusy())
        return;
    const FormField *focused = m_fields->fieldAt(QApplication::focusWidget());
    if (focused && focused->id() == enrichmentfield::snils) {
        submit(EnrichmentOperation::SnilsValidation);
        return;
    }
    for (EnrichmentOperation op :
         {EnrichmentOperation::SnilsLookup, EnrichmentOperation::PolicyLookup, EnrichmentOperation::SnilsValidation}) {
        if (canSubmit(op)) {
            submit(op);
            return;
        }
    }
    submit(EnrichmentOperation::SnilsLookup);
}

void EnrichmentController::clearForm()
{
    if (isBusy())
        return;
    m_fields->clear();
    m_banner->clearMessage();
    updateActions();
    m_fields->field(enrichmentfield::familyName.toString())->editor()->setFocus(Qt::OtherFocusReason);
}

void EnrichmentController::saveDraftNow()
{
    m_fields->saveDraftNow();
}

void EnrichmentController::restoreDraft()
{
    // A restored form shows its problems at once: the person typed it and left it.
    m_fields->restoreDraft(m_session.currentEnvironment().id);
    updateActions();
}

} // namespace cliniclink
