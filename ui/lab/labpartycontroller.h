// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the patient and practitioner form does: validates, registers or updates in the lab through
// the LabDesk, puts the lab's refusal next to the field it names, and keeps the form in step with
// the patients registered earlier (offered again) and the environment's practitioner (prefilled).

#include <QObject>

namespace cliniclink {

class LabDesk;
class LabPartyForm;
class Session;

class LabPartyController : public QObject {
    Q_OBJECT
public:
    LabPartyController(Session &session, LabDesk &desk, LabPartyForm &form, QObject *parent = nullptr);

    void savePatient();
    void savePractitioner();
    void refreshKnown();

private:
    Session &m_session;
    LabDesk &m_desk;
    LabPartyForm &m_form;
};

} // namespace cliniclink
