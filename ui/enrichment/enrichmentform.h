// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's one form for services A1-A3: the patient, the identity document and the SNILS,
// with the three actions under it. Its fields are described once in a FormSession (session()):
// their ids are validateEnrichmentRequest's, their JSON keys the draft's; when issues show, the
// draft, busy and Esc come from there. What to send and what the answer means is
// EnrichmentController's.
//
// Dates are DateFields: empty until typed, in the locale's format, with a calendar that stops at
// today. A future date typed by mistake is kept and named an error beside the field, instead of
// being silently refused.

#include "core/enrichment/enrichmenttypes.h"
#include "enrichmentformdata.h"

#include <QWidget>

#include <functional>

class QPushButton;

namespace cliniclink {

class Clock;
class FormSession;
class PatientCardButton;
class SandboxTestPatients;
struct PatientCard;

class EnrichmentForm : public QWidget {
    Q_OBJECT
public:
    explicit EnrichmentForm(Clock &clock, QWidget *parent = nullptr);

    FormSession *session() const { return m_session; }
    // What the fields hold, as the requests take it.
    EnrichmentPatient patient() const;
    IdentityDocument document() const;

    QPushButton *actionButton(EnrichmentOperation operation) const;
    // Today, for the calendars' last day.
    void setToday(const QDate &today);
    // "From a patient card": fills the patient (and a passport the card knows) from a card, so a
    // patient sent for a dispatch is not typed again here. source gives the cards when asked.
    void setPatientCardSource(std::function<QList<PatientCard>()> source);
    void takeCard(const PatientCard &card);
    // The sandbox's test patients, offered in the patient card's menu in the Sandbox environment.
    void setTestPatients(SandboxTestPatients *patients);

Q_SIGNALS:
    void actionRequested(cliniclink::EnrichmentOperation operation);
    // Enter pressed in the form; the controller picks the action.
    void enterPressed();
    void clearRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString text(QStringView fieldId) const;

    FormSession *m_session;
    PatientCardButton *m_patientCard;
    QPushButton *m_actions[3];
    QPushButton *m_clear;
};

} // namespace cliniclink
