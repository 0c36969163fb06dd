// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The patient and the ordering practitioner as the lab service keeps them: the view. Patients this
// workstation registered are offered again in a list; the practitioner comes prefilled from the
// environment (the desk's environmentPractitioner()). Reading and writing the value types and
// showing issues under their fields is all it does; LabPartyController does the rest.

#include "core/lab/labtypes.h"
#include "core/validation/fieldissue.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

namespace cliniclink {

class DateField;
class PatientCardButton;
struct PatientCard;
class DictionaryPicker;
class MessageBanner;
class Session;
class TerminologyCache;
class ValidatedField;

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

    void showPatientIssues(const FieldIssues &issues);
    MessageBanner *banner() const { return m_banner; }
    QComboBox *knownPatients() const { return m_known; }
    PatientCardButton *patientCardButton() const { return m_cards; }
    QLineEdit *familyNameEdit() const;
    QLineEdit *givenNameEdit() const;
    QLineEdit *misPatientIdEdit() const;
    QLineEdit *snilsEdit() const;
    DateField *birthDateEdit() const { return m_birthDate; }
    QComboBox *genderBox() const { return m_gender; }
    QPushButton *savePatientButton() const { return m_savePatient; }
    QPushButton *savePractitionerButton() const { return m_savePractitioner; }
    DictionaryPicker *rolePicker() const { return m_role; }
    DictionaryPicker *specialtyPicker() const { return m_specialty; }

Q_SIGNALS:
    void savePatientRequested();
    void savePractitionerRequested();
    void knownPatientChosen(int index);

private:
    ValidatedField *m_misPatientId;
    ValidatedField *m_family;
    ValidatedField *m_given;
    QLineEdit *m_middle;
    QComboBox *m_gender;
    DateField *m_birthDate;
    ValidatedField *m_birthDateField;
    ValidatedField *m_snils;
    QLineEdit *m_enp;
    QLineEdit *m_passport;
    QCheckBox *m_anonymous;
    QComboBox *m_known;
    PatientCardButton *m_cards = nullptr;
    QPushButton *m_savePatient;
    QLineEdit *m_doctorId;
    QLineEdit *m_doctorSnils;
    QLineEdit *m_doctorFamily;
    QLineEdit *m_doctorGiven;
    QLineEdit *m_doctorMiddle;
    DictionaryPicker *m_role;
    DictionaryPicker *m_specialty;
    QPushButton *m_savePractitioner;
    MessageBanner *m_banner;
    QString m_patientServerId;
    QString m_practitionerServerId;
    QString m_misOid;
    QString m_organization;
};

} // namespace cliniclink
