// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The patient and the ordering practitioner as the lab service keeps them: the view. Each is a
// form of its own (a FormSession: the patient's field ids are core's lab validation's, the
// practitioner's start with "practitioner."). Patients this workstation registered are offered
// again in a list; the practitioner comes prefilled from the environment (the desk's
// environmentPractitioner()). Reading and writing the value types is all it does; LabPartyController
// does the rest.

#include "core/lab/labtypes.h"

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QPushButton;

namespace cliniclink {

class FormSession;
class MessageBanner;
class Session;
struct PatientCard;
class TerminologyCache;

class LabPartyForm : public QWidget {
    Q_OBJECT
public:
    LabPartyForm(Session &session, TerminologyCache *cache, QWidget *parent = nullptr);
    ~LabPartyForm() override;

    LabPatient patient() const;
    void setPatient(const LabPatient &patient);
    // Fills the patient from a card (as a new registration in the lab).
    void takeCard(const PatientCard &card);
    LabPractitioner practitioner() const;
    void setPractitioner(const LabPractitioner &practitioner);
    // The known patients offered again (newest first).
    void setKnownPatients(const QList<LabPatient> &patients);

    FormSession *patientSession() const { return m_patientForm; }
    FormSession *practitionerSession() const { return m_doctorForm; }
    MessageBanner *banner() const { return m_banner; }
    QPushButton *savePatientButton() const { return m_savePatient; }
    QPushButton *savePractitionerButton() const { return m_savePractitioner; }

Q_SIGNALS:
    void savePatientRequested();
    void savePractitionerRequested();
    // A patient registered earlier, or an empty object for "New patient".
    void knownPatientChosen(const QJsonObject &patient);

private:
    QWidget *buildPatientBox(Session &session);
    QWidget *buildPractitionerBox(Session &session, TerminologyCache *cache);

    FormSession *m_patientForm;
    FormSession *m_doctorForm;
    QComboBox *m_known;
    QPushButton *m_savePatient;
    QPushButton *m_savePractitioner;
    MessageBanner *m_banner;
    QString m_patientServerId;
    QString m_practitionerServerId;
    QString m_misOid;
    QString m_organization;
};

} // namespace cliniclink
