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
#include "ui/common/formdraftstore.h"
#include "ui/common/messagebanner.h"
#include "ui/common/sendoutcomeview.h"

#include <QDateTimeEdit>
#include <QJsonDocument>
#include <QLineEdit>
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
    , m_drafts(std::make_unique<FormDraftStore>(session.journal(), QStringLiteral("lab-order"), tr("Laboratory order")))
    , m_check(new LabCodeCheck(session.transport(), cache, this))
{
    connect(m_check, &LabCodeCheck::finished, this, &LabOrderFormController::checked);
    connect(&form, &LabOrderForm::changed, this, &LabOrderFormController::formChanged);
    connect(&form, &LabOrderForm::previewRequested, this, &LabOrderFormController::preview);
    connect(&form, &LabOrderForm::sendRequested, this, &LabOrderFormController::send);
    connect(&form, &LabOrderForm::clearRequested, this, &LabOrderFormController::clear);
    connect(&desk, &LabDesk::patientSaved, this, &LabOrderFormController::refreshPatients);
    refreshPatients();
    m_loading = true;
    const QJsonObject draft = m_drafts->load(session.currentEnvironment().id);
    if (!draft.isEmpty()) {
        form.setRequest(LabOrderRequest::fromJson(draft));
        form.banner()->showMessage(MessageBanner::Kind::Info, tr("The unsent order was restored from the journal."));
    } else {
        clear();
    }
    m_loading = false;
}

LabOrderFormController::~LabOrderFormController() = default;

void LabOrderFormController::refreshPatients()
{
    m_form.setPatients(m_desk.knownPatients());
}

void LabOrderFormController::clear()
{
    const bool loading = m_loading;
    m_loading = true;
    LabOrderRequest empty;
    empty.misOrderId =
        QStringLiteral("ORD-%1").arg(m_session.clock().now().toLocalTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    // No time of collection: the form keeps it at the clock's now until the person types one.
    m_form.setRequest(empty);
    m_form.showIssues({});
    m_form.showPreview({});
    m_form.sendButton()->setEnabled(false);
    m_previewed = {};
    m_check->cancel();
    m_loading = loading;
    if (!m_loading)
        m_drafts->keep({}, true);
}

void LabOrderFormController::formChanged()
{
    if (m_loading)
        return;
    // Whatever changed is not what the preview showed: it must be looked at again.
    m_previewed = {};
    m_check->cancel();
    m_form.sendButton()->setEnabled(false);
    const QString refused = m_drafts->keep(m_form.request().toJson(), false);
    if (!refused.isEmpty())
        m_form.banner()->showMessage(MessageBanner::Kind::Warning, refused);
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
    m_previewed = {};
    m_form.sendButton()->setEnabled(false);
    m_form.refreshCollectedAt();
    m_check->start(completeRequest(), m_session.clock().now());
    // Codes of dictionaries not held offline are being looked up; checked() follows.
    if (m_check->isRunning())
        m_form.banner()->showMessage(MessageBanner::Kind::Info, tr("Checking the codes with the dictionary service…"));
}

void LabOrderFormController::checked(const LabOrderRequest &r, const FieldIssues &issues)
{
    m_form.showIssues(issues);
    if (hasErrors(issues)) {
        m_previewed = {};
        m_form.sendButton()->setEnabled(false);
        m_form.showPreview({});
        m_form.banner()->showMessage(MessageBanner::Kind::Error, tr("Correct the marked fields."));
        return;
    }
    QStringList warnings;
    for (const FieldIssue &i : issues)
        warnings.append(i.message);
    if (warnings.isEmpty())
        m_form.banner()->clearMessage();
    else
        m_form.banner()->showMessage(MessageBanner::Kind::Warning, tr("Check before sending:"), warnings);
    QStringList lines{tr("Order %1 for %2, taken %3, tube %4")
                          .arg(r.misOrderId, m_form.chosenPatient().familyName,
                               QLocale().toString(r.collectedAt.toLocalTime(), QLocale::ShortFormat), r.barcode)};
    for (const fhir::FhirCoding &s : r.services)
        lines.append(QStringLiteral("  • %1 %2").arg(s.code, s.display));
    lines.append(QString());
    lines.append(QString::fromUtf8(QJsonDocument(buildLabOrderBundle(r)).toJson(QJsonDocument::Indented)));
    m_form.showPreview(lines.join(u'\n'));
    m_previewed = r.toJson();
    m_form.sendButton()->setEnabled(true);
}

void LabOrderFormController::send()
{
    if (m_previewed.isEmpty())
        return;
    const LabOrderRequest r = LabOrderRequest::fromJson(m_previewed);
    m_form.sendButton()->setEnabled(false);
    auto *call = m_desk.sendOrder(r, m_drafts->id());
    if (!call)
        return;
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const SendOutcomeView view = SendOutcomeView::of(
            call, {tr("The order may have gone; it is being looked up."), {}}, tr("The order was sent to the lab."));
        if (view.kind == MessageBanner::Kind::Info) { // not when the lab's answer named no order
            m_drafts->forget();
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
        m_form.showIssues(issues);
        for (const FieldIssue &i : issues) {
            if (i.field.isEmpty())
                view.messages.append(i.message);
        }
        view.show = true; // a cancel too: the order stays in the form, unsent
        view.showIn(m_form.banner());
        m_form.sendButton()->setEnabled(view.mayResend);
    });
}

} // namespace cliniclink
