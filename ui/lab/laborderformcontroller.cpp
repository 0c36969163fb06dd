// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laborderformcontroller.h"

#include "core/lab/labbuilders.h"
#include "core/lab/labcodecheck.h"
#include "core/lab/labdesk.h"
#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "core/terminology/terminologycache.h"
#include "laborderform.h"
#include "ui/common/formsession.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sendoutcomeview.h"

#include <QJsonDocument>
#include <QLocale>
#include <QPushButton>

namespace cliniclink {

LabOrderFormController::LabOrderFormController(Session &session, LabDesk &desk, TerminologyCache *cache,
                                               LabOrderForm &form, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_desk(desk)
    , m_cache(cache)
    , m_form(form)
    , m_fields(*form.session())
    , m_check(new LabCodeCheck(session.transport(), cache, this))
{
    connect(m_check, &LabCodeCheck::finished, this, &LabOrderFormController::checked);
    connect(&m_fields, &FormSession::edited, this, &LabOrderFormController::formEdited);
    connect(&m_fields, &FormSession::draftProblem, this,
            [this](const QString &problem) { m_form.banner()->showMessage(MessageBanner::Kind::Warning, problem); });
    connect(&form, &LabOrderForm::previewRequested, this, &LabOrderFormController::preview);
    connect(&form, &LabOrderForm::sendRequested, this, &LabOrderFormController::send);
    connect(&form, &LabOrderForm::clearRequested, this, &LabOrderFormController::clear);
    connect(&desk, &LabDesk::patientSaved, this, &LabOrderFormController::refreshPatients);
    // What core checks without the network shows as the person goes; the codes are checked on preview.
    m_fields.setRules([this] {
        LabOrderRequest r = m_form.request();
        r.practitioner = m_desk.environmentPractitioner();
        return validateLabOrder(r, nullptr, m_session.clock().now());
    });
    m_fields.addSendAction(form.sendButton(), [this] { return !m_previewed.isEmpty(); });
    m_fields.gateOn(session.journalWatch());
    m_fields.keepDraft(session.journal(), QStringLiteral("lab-order"), tr("Laboratory order"));
    refreshPatients();
    startNewOrder();
    m_fields.restoreDraft(session.currentEnvironment().id);
    if (!m_fields.isBlank())
        form.banner()->showMessage(MessageBanner::Kind::Info, tr("The unsent order was restored from the journal."));
}

LabOrderFormController::~LabOrderFormController()
{
    // The app closing within the delay after the last edit loses nothing.
    m_fields.saveDraftNow();
}

void LabOrderFormController::refreshPatients()
{
    m_form.setPatients(m_desk.knownPatients());
}

// A blank order: its own number; no time of collection, so the form keeps it at the clock's now
// until the person types one.
void LabOrderFormController::startNewOrder()
{
    LabOrderRequest empty;
    empty.misOrderId =
        QStringLiteral("ORD-%1").arg(m_session.clock().now().toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    m_form.setRequest(empty);
    m_fields.setBlank(m_fields.toJson());
}

void LabOrderFormController::clear()
{
    startNewOrder();
    m_fields.clear(); // the draft goes too
    m_form.showPreview({});
    setPreviewed({});
}

void LabOrderFormController::setPreviewed(const QJsonObject &request)
{
    m_previewed = request;
    if (request.isEmpty())
        m_check->cancel();
    m_fields.applyEnabled();
}

void LabOrderFormController::formEdited()
{
    // Whatever changed is not what the preview showed: it must be looked at again.
    setPreviewed({});
}

LabOrderRequest LabOrderFormController::completeRequest() const
{
    LabOrderRequest r = m_form.request();
    const Environment env = m_session.currentEnvironment();
    r.misOid = env.misOid;
    r.sourceOrganization = env.organizationId;
    r.practitioner = m_desk.environmentPractitioner();
    r.orderedAt = m_session.clock().now();
    // A coding always names its version: the newest held offline when the picker named none (the
    // codes of dictionaries not held get theirs from the server when checked).
    fillHeldVersions(r, m_cache);
    return r;
}

void LabOrderFormController::preview()
{
    setPreviewed({});
    m_form.refreshCollectedAt();
    m_check->start(completeRequest(), m_session.clock().now());
    // Codes of dictionaries not held offline are being looked up; checked() follows.
    if (m_check->isRunning())
        m_form.banner()->showMessage(MessageBanner::Kind::Info, tr("Checking the codes with the dictionary service…"));
}

void LabOrderFormController::checked(const LabOrderRequest &r, const FieldIssues &issues)
{
    // The check's issues stay by their fields until edited; from now on every issue shows.
    m_fields.showServerIssues(issues);
    m_fields.attempt();
    if (hasErrors(issues)) {
        setPreviewed({});
        m_form.showPreview({});
        QStringList elsewhere; // what no field of the form shows (the practitioner of the environment)
        for (const FieldIssue &i : issues) {
            if (i.isError() && !m_fields.field(i.field))
                elsewhere.append(i.message);
        }
        m_form.banner()->showMessage(MessageBanner::Kind::Error, tr("Correct the marked fields."), elsewhere);
        return;
    }
    QStringList warnings;
    for (const FieldIssue &i : issues)
        warnings.append(i.message);
    if (warnings.isEmpty())
        m_form.banner()->clearMessage();
    else
        m_form.banner()->showMessage(MessageBanner::Kind::Warning, tr("Check before sending:"), warnings);
    QStringList lines{
        tr("Order %1 for %2, taken %3, tube %4")
            .arg(r.misOrderId, m_form.chosenPatient().familyName, shortLocalTime(r.collectedAt), r.barcode)};
    for (const fhir::FhirCoding &s : r.services)
        lines.append(QStringLiteral("  • %1 %2").arg(s.code, s.display));
    lines.append(QString());
    lines.append(QString::fromUtf8(QJsonDocument(buildLabOrderBundle(r)).toJson(QJsonDocument::Indented)));
    m_form.showPreview(lines.join(u'\n'));
    setPreviewed(r.toJson());
}

void LabOrderFormController::send()
{
    if (m_previewed.isEmpty())
        return;
    const LabOrderRequest r = LabOrderRequest::fromJson(m_previewed);
    // The draft as it is now goes with the send's record.
    m_fields.saveDraftNow();
    auto *call = m_desk.sendOrder(r, m_fields.draftId());
    if (!call)
        return;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const SendOutcomeView view = SendOutcomeView::of(
            call, {tr("The order may have gone; it is being looked up."), {}}, tr("The order was sent to the lab."));
        if (view.kind == MessageBanner::Kind::Info) { // not when the lab's answer named no order
            m_fields.forgetDraft();
            clear();
        }
        view.showIn(m_form.banner());
    });
    connect(call, &ApiCall::failed, this, [this, call](const ApiError &error) {
        // What the outbox recorded is what the page says: held back and cancelled before it left
        // is "not sent", whatever the error's kind.
        SendOutcomeView view = SendOutcomeView::of(
            call, {tr("The order may have gone; it is being looked up."), tr("The order was not sent.")});
        const FieldIssues issues = labIssuesFromError(error);
        m_fields.showServerIssues(issues);
        for (const FieldIssue &i : issues) {
            if (i.field.isEmpty())
                view.messages.append(i.message);
        }
        view.show = true; // a cancel too: the order stays in the form, unsent
        view.showIn(m_form.banner());
        if (!view.mayResend)
            setPreviewed({});
    });
    // Busy until the answer: the fields take no input, Send is off, Esc cancels.
    m_fields.watch(call);
}

} // namespace cliniclink
