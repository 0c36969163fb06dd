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
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sandboxtestpatients.h"
#include "ui/common/sendoutcomeview.h"
#include "ui/common/statusmark.h"

#include <QApplication>
#include <QLocale>
#include <QWidget>

namespace cliniclink {

namespace {

constexpr qint64 kDraftDelayMs = 1500;

unsigned bit(EnrichmentOperation operation)
{
    return 1u << unsigned(operation);
}

// Fields every operation sends: their "Required" is worth saying as soon as they are left empty.
bool requiredByAll(const QString &fieldId)
{
    using namespace enrichmentfield;
    return fieldId == familyName || fieldId == firstName || fieldId == patronymic || fieldId == birthDate;
}

} // namespace

EnrichmentController::EnrichmentController(Session &session, EnrichmentDesk &orders, EnrichmentForm *form,
                                           MessageBanner *banner, StatusMark *progress, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_orders(orders)
    , m_form(form)
    , m_banner(banner)
    , m_progress(progress)
    , m_draftTimer(session.clock().createTimer(this))
    , m_draft(session.journal(), kEnrichmentDraftKind.toString(), tr("Enrichment form"))
{
    connect(m_draftTimer, &ClockTimer::timeout, this, &EnrichmentController::saveDraftNow);
    connect(form, &EnrichmentForm::edited, this, &EnrichmentController::onEdited);
    form->setPatientCardSource([&session] { return PatientCard::recent(session.follow()); });
    form->setTestPatients(new SandboxTestPatients(session, this));
    connect(form, &EnrichmentForm::fieldLeft, this, &EnrichmentController::onFieldLeft);
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

EnrichmentController::~EnrichmentController()
{
    if (m_call)
        m_call->cancel();
}

QDate EnrichmentController::today() const
{
    return m_session.clock().now().toLocalTime().date();
}

FieldIssues EnrichmentController::issues(EnrichmentOperation operation) const
{
    const EnrichmentFormData d = m_form->data();
    FieldIssues out = validateEnrichmentRequest(operation, d.patient, d.document, today());
    // A date typed in part reads as no date: say what is wrong with it instead of "Required".
    const QStringList sent = enrichmentFieldsOf(operation);
    for (const FieldIssue &i : m_form->inputIssues()) {
        if (!sent.contains(i.field))
            continue;
        out.removeIf([&i](const FieldIssue &o) { return o.field == i.field; });
        out << i;
    }
    return out;
}

bool EnrichmentController::isFieldEmpty(const QString &fieldId) const
{
    using namespace enrichmentfield;
    const EnrichmentFormData d = m_form->data();
    if (fieldId == familyName)
        return d.patient.familyName.trimmed().isEmpty();
    if (fieldId == firstName)
        return d.patient.firstName.trimmed().isEmpty();
    if (fieldId == patronymic)
        return d.patient.patronymic.trimmed().isEmpty();
    if (fieldId == birthDate)
        return !m_form->birthDateEdit()->hasInput();
    if (fieldId == gender)
        return d.patient.gender.isEmpty();
    if (fieldId == snils)
        return d.patient.snils.isEmpty();
    if (fieldId == documentType)
        return d.document.type.isEmpty();
    if (fieldId == series)
        return d.document.series.trimmed().isEmpty();
    if (fieldId == number)
        return d.document.number.trimmed().isEmpty();
    if (fieldId == issueDate)
        return !m_form->issueDateEdit()->hasInput();
    if (fieldId == issuer)
        return d.document.issuer.trimmed().isEmpty();
    return true;
}

void EnrichmentController::refresh()
{
    m_form->setToday(today());
    FieldIssues shown;
    const auto add = [&shown](const FieldIssue &issue) {
        if (!shown.contains(issue))
            shown << issue;
    };
    for (EnrichmentOperation op : kAllEnrichmentOperations) {
        const FieldIssues own = issues(op);
        const bool attempted = m_attempted & bit(op);
        QStringList missing;
        for (const FieldIssue &i : own) {
            const bool touched = m_touched.contains(i.field);
            if (attempted || (touched && (!isFieldEmpty(i.field) || requiredByAll(i.field))))
                add(i);
            const QString label = m_form->fieldLabel(i.field);
            if (i.isError() && !missing.contains(label))
                missing << label;
        }
        const bool ready = missing.isEmpty() && !isBusy();
        m_form->setActionState(op, ready,
                               missing.isEmpty()
                                   ? QString()
                                   : tr("Fill in or correct first: %1").arg(QLocale().createSeparatedList(missing)));
    }
    for (const FieldIssue &i : m_serverIssues)
        add(i);
    m_form->showIssues(shown);
}

void EnrichmentController::onEdited(const QString &fieldId)
{
    m_serverIssues.removeIf([&fieldId](const FieldIssue &i) { return i.field == fieldId; });
    if (!m_restoring)
        m_draftTimer->startAt(m_session.clock().now().addMSecs(kDraftDelayMs));
    refresh();
}

void EnrichmentController::onFieldLeft(const QString &fieldId)
{
    m_touched.insert(fieldId);
    refresh();
}

void EnrichmentController::submit(EnrichmentOperation operation)
{
    if (isBusy())
        return;
    m_attempted |= bit(operation);
    const FieldIssues problems = issues(operation);
    if (hasErrors(problems)) {
        refresh();
        // Take the person to the first field at fault, in the order of the form.
        for (const QString &id : enrichmentFieldIds()) {
            const FieldIssues own = issuesFor(problems, id);
            if (!own.isEmpty() && own.first().isError()) {
                if (QWidget *e = m_form->editor(id))
                    e->setFocus(Qt::OtherFocusReason);
                break;
            }
        }
        return;
    }
    m_banner->clearMessage();
    m_serverIssues.clear();
    saveDraftNow(); // what was typed is kept whatever happens to the request
    const EnrichmentFormData d = m_form->data();
    EnrichmentOrderCall *call = m_orders.submit(operation, d.patient, d.document);
    const QString name = enrichmentOperationName(operation);
    if (!call) {
        m_banner->showMessage(MessageBanner::Kind::Error,
                              tr("\"%1\" was not sent: the journal could not record it. The form is kept.").arg(name));
        return;
    }
    connect(call, &ApiCall::succeeded, this, [this, name] {
        m_attempted = 0;
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
    connect(call, &ApiCall::finished, this, [this] { setBusy(nullptr, EnrichmentOperation::SnilsLookup); });
    setBusy(call, operation);
}

void EnrichmentController::setBusy(EnrichmentOrderCall *call, EnrichmentOperation operation)
{
    const bool wasBusy = isBusy();
    m_call = call;
    m_form->setReadOnly(call != nullptr);
    if (call) {
        m_progress->setState(StatusMark::State::Busy,
                             tr("Sending \"%1\"… Esc cancels.").arg(enrichmentOperationName(operation)));
    }
    m_progress->setVisible(call != nullptr);
    refresh();
    if (wasBusy != isBusy())
        Q_EMIT busyChanged(isBusy());
}

void EnrichmentController::onFailed(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Cancelled) {
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("Sending was cancelled. The form is kept; send again when ready."));
        return;
    }
    m_serverIssues.clear();
    const QStringList messages = error.serverMessages();
    for (const QString &m : messages) {
        const QString field = enrichmentFieldInMessage(m);
        if (!field.isEmpty())
            m_serverIssues << FieldIssue{field, m};
    }
    m_banner->showMessage(MessageBanner::Kind::Error, error.headline(), messages);
    refresh();
}

void EnrichmentController::cancel()
{
    if (m_call)
        m_call->cancel();
}

void EnrichmentController::submitDefault()
{
    if (isBusy())
        return;
    const QString focused = m_form->fieldAt(QApplication::focusWidget());
    if (focused == enrichmentfield::snils) {
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
    m_form->setData(EnrichmentForm::emptyData());
    m_touched.clear();
    m_attempted = 0;
    m_serverIssues.clear();
    m_banner->clearMessage();
    saveDraftNow();
    refresh();
    if (QWidget *e = m_form->editor(enrichmentfield::familyName.toString()))
        e->setFocus(Qt::OtherFocusReason);
}

void EnrichmentController::saveDraftNow()
{
    m_draftTimer->stop();
    const EnrichmentFormData data = m_form->data();
    const QString problem = m_draft.keep(data.toJson(), data == EnrichmentForm::emptyData());
    if (!problem.isEmpty())
        m_banner->showMessage(MessageBanner::Kind::Warning, problem);
}

void EnrichmentController::restoreDraft()
{
    m_draftTimer->stop();
    const QJsonObject kept = m_draft.load(m_session.currentEnvironment().id);
    const EnrichmentFormData data = kept.isEmpty() ? EnrichmentForm::emptyData() : EnrichmentFormData::fromJson(kept);
    m_restoring = true;
    m_form->setData(data);
    m_restoring = false;
    m_touched.clear();
    m_attempted = 0;
    m_serverIssues.clear();
    // A restored form shows its problems at once: the person typed it and left it.
    if (!(data == EnrichmentForm::emptyData())) {
        for (const QString &id : enrichmentFieldIds()) {
            if (!isFieldEmpty(id))
                m_touched.insert(id);
        }
    }
    refresh();
}

} // namespace cliniclink
