// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "From a patient card": a button whose menu lists the people the workstation knows
// (PatientCard::recent(), newest first), read each time the menu opens, so a patient found in
// enrichment or sent a dispatch is taken into another form instead of being typed again. Every
// form that takes a patient uses this one button. In the Sandbox environment its menu also offers
// the sandbox's test patients (SandboxTestPatients), the persons its searches find.

#include "core/patient/patientcard.h"

#include <QMenu>
#include <QToolButton>

#include <functional>

namespace cliniclink {

class SandboxTestPatients;

class PatientCardButton : public QToolButton {
    Q_OBJECT
public:
    explicit PatientCardButton(QWidget *parent = nullptr);

    // Where the cards come from (PatientCard::recent() of the session's follow desk).
    void setSource(std::function<QList<PatientCard>()> source) { m_source = std::move(source); }
    // In the Sandbox environment, the sandbox's test patients in a submenu of their own.
    void setTestPatients(SandboxTestPatients *patients);
    SandboxTestPatients *testPatients() const { return m_testPatients; }
    // Room for the menu arrow, which the style draws in the corner over the text otherwise.
    QSize sizeHint() const override;

Q_SIGNALS:
    void cardChosen(const cliniclink::PatientCard &card);

private:
    void fillMenu();

    std::function<QList<PatientCard>()> m_source;
    SandboxTestPatients *m_testPatients = nullptr;
    QMenu *m_testMenu = nullptr; // the submenu, kept across fillings
};

} // namespace cliniclink
