// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labpartycontroller.h"

#include "core/lab/labdesk.h"
#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "labpartyform.h"
#include "ui/common/messagebanner.h"

#include <QComboBox>
#include <QJsonObject>
#include <QPushButton>

namespace cliniclink {

LabPartyController::LabPartyController(Session &session, LabDesk &desk, LabPartyForm &form, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_desk(desk)
    , m_form(form)
{
    connect(&form, &LabPartyForm::savePatientRequested, this, &LabPartyController::savePatient);
    connect(&form, &LabPartyForm::savePractitionerRequested, this, &LabPartyController::savePractitioner);
    connect(&form, &LabPartyForm::knownPatientChosen, this, [this](int index) {
        const QJsonObject json = m_form.knownPatients()->itemData(index).toJsonObject();
        LabPatient patient = LabPatient::fromJson(json);
        if (json.isEmpty()) // "New patient": an empty form with our MIS's id prefix
            patient = LabPatient();
        m_form.setPatient(patient);
        m_form.showPatientIssues({});
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
    const LabPatient patient = m_form.patient();
    const FieldIssues issues = validateLabPatient(patient, m_session.clock().now().date());
    m_form.showPatientIssues(issues);
    if (hasErrors(issues)) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, tr("Correct the marked fields."));
        return;
    }
    m_form.banner()->clearMessage();
    m_form.savePatientButton()->setEnabled(false);
    auto *call = m_desk.savePatient(patient);
    connect(call, &ApiCall::finished, this, [this] { m_form.savePatientButton()->setEnabled(true); });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
    });
}

void LabPartyController::savePractitioner()
{
    const LabPractitioner practitioner = m_form.practitioner();
    if (practitioner.misDoctorId.isEmpty() || practitioner.familyName.isEmpty()) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error,
                                     tr("The practitioner needs an id in the MIS and a family name."));
        return;
    }
    m_form.savePractitionerButton()->setEnabled(false);
    auto *call = m_desk.savePractitioner(practitioner);
    connect(call, &ApiCall::finished, this, [this] { m_form.savePractitionerButton()->setEnabled(true); });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_form.banner()->showMessage(MessageBanner::Kind::Error, error.headline(), error.serverMessages());
    });
}

} // namespace cliniclink
