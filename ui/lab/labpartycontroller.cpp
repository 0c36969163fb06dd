// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labpartycontroller.h"

#include "core/lab/labdesk.h"
#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "labpartyform.h"
#include "ui/common/formsession.h"
#include "ui/common/messagebanner.h"

#include <QJsonObject>

namespace cliniclink {

LabPartyController::LabPartyController(Session &session, LabDesk &desk, LabPartyForm &form, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_desk(desk)
    , m_form(form)
{
    FormSession &patient = *form.patientSession();
    FormSession &practitioner = *form.practitionerSession();
    patient.setRules([this] { return validateLabPatient(m_form.patient(), m_session.clock().now().date()); });
    patient.addSendAction(form.savePatientButton());
    practitioner.addSendAction(form.savePractitionerButton());
    patient.gateOn(session.journalWatch());
    practitioner.gateOn(session.journalWatch());
    connect(&form, &LabPartyForm::savePatientRequested, this, &LabPartyController::savePatient);
    connect(&form, &LabPartyForm::savePractitionerRequested, this, &LabPartyController::savePractitioner);
    connect(&form, &LabPartyForm::knownPatientChosen, this, [this](const QJsonObject &json) {
        // "New patient" is an empty form; a patient registered earlier comes back quiet.
        m_form.setPatient(json.isEmpty() ? LabPatient() : LabPatient::fromJson(json));
    });
    connect(&desk, &LabDesk::patientSaved, this, [this](const LabPatient &p) {
        m_form.setPatient(p);
        refreshKnown();
        m_form.banner()->showMessage(MessageBanner::Kind::Info,
                                     tr("The patient is registered in the lab (id %1).").arg(p.serverId));
    });
    connect(&desk, &LabDesk::practitionerSaved, this, [this](const LabPractitioner &p) {
        m_form.setPractitioner(p);
        m_form.banner()->showMessage(MessageBanner::Kind::Info,
                                     tr("The practitioner is registered in the lab (id %1).").arg(p.serverId));
    });
    form.setPractitioner(desk.environmentPractitioner());
    refreshKnown();
}

void LabPartyController::refreshKnown()
{
    m_form.setKnownPatients(m_desk.knownPatients());
}

void LabPartyController::savePatient()
{
    FormSession &fields = *m_form.patientSession();
    if (!fields.attempt()) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, tr("Correct the marked fields."));
        return;
    }
    m_form.banner()->clearMessage();
    auto *call = m_desk.savePatient(m_form.patient());
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
    });
    fields.watch(call); // busy until the answer; Esc cancels
}

void LabPartyController::savePractitioner()
{
    FormSession &fields = *m_form.practitionerSession();
    if (!fields.attempt()) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error,
                                     tr("The practitioner needs an id in the MIS and a family name."));
        return;
    }
    auto *call = m_desk.savePractitioner(m_form.practitioner());
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
    });
    fields.watch(call);
}

} // namespace cliniclink
