// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The New dispatch form: the practitioner (from the environment, changeable), one or more
// patients, the documents (file dialog or drag and drop; a refused file is not added and the
// reason is shown), delivery channels with their explanations, the ESIA option, "More" (co-signing
// by the practitioner, power of attorney, the organization's contacts: DispatchOptionsSection), and "Send" and
// "Save as draft". Its fields are described once in a FormSession with the ids core's
// DispatchField gives them, so the session shows checkDispatchRequest's issues next to them, keeps
// the draft and the busy state. It only shows and collects; DispatchFormController decides and sends.

#include "core/signing/signingtypes.h"
#include "core/validation/fieldissue.h"
#include "dispatchformdata.h"

#include <QWidget>

#include <functional>

class QPushButton;
class QTabWidget;

namespace cliniclink {

class Clock;
class DispatchDeliverySection;
class DispatchFilesEditor;
class DispatchOptionsSection;
class DispatchPractitionerSection;
class DraftEditingStrip;
class FormSession;
class PatientCardButton;
class PatientEditor;
class SandboxTestPatients;
class UncertainSendPanel;
struct PatientCard;

class DispatchForm : public QWidget {
    Q_OBJECT
public:
    explicit DispatchForm(Clock &clock, QWidget *parent = nullptr);
    ~DispatchForm() override;

    // The fields, the draft, busy and the journal gate.
    FormSession *session() const { return m_session; }

    // The environment's practitioner, shown while the person has not changed it.
    void setDefaultPractitioner(const DispatchPractitioner &practitioner);
    void setToday(const QDate &today);

    DispatchFormData data() const;
    // Files named by path are read again; those that can no longer be read are named in fileRefusal().
    void setData(const DispatchFormData &data);
    // The request to send, with the files' contents.
    DispatchRequest request(const QString &organizationId) const;
    // Issues of a request of this form, each on the field that shows it: the environment's
    // practitioner's on its line, a file's on the list (with the file's name), the rest as named.
    FieldIssues placed(const FieldIssues &issues) const;

    // Adds files as the person chose or dropped them. Returns how many were added.
    int addFiles(const QStringList &paths);
    // Why the last file was refused (empty when it was taken).
    QString fileRefusal() const;

    // The in-page question after a send ended without an answer.
    void askAfterUncertainSend(const QString &question, bool offerFollow);
    void hideUncertainQuestion();

    // "From a patient card": fills the current patient from a card (PatientCard::recent), so a
    // patient found in enrichment is not typed again. source gives the cards when the menu opens.
    void setPatientCardSource(std::function<QList<PatientCard>()> source);
    // The sandbox's test patients, offered in the patient card's menu in the Sandbox environment.
    void setTestPatients(SandboxTestPatients *patients);

Q_SIGNALS:
    void sendRequested();
    void saveDraftRequested();
    void followRequested();
    void sendAgainRequested();
    void stopEditingDraftRequested();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QWidget *buildPatients();
    QJsonObject state() const;
    void setState(const QJsonObject &json);
    PatientEditor *addPatient();
    PatientEditor *patientEditor(int index) const;
    void removePatient();
    void renumberPatients();
    void refreshDraftStrip();

    FormSession *m_session;
    QString m_draftTrackingId;
    QStringList m_draftFileNames;
    QDate m_today;

    DraftEditingStrip *m_draftStrip;
    UncertainSendPanel *m_uncertain;
    DispatchPractitionerSection *m_practitioner;
    QTabWidget *m_patients;
    QPushButton *m_removePatient;
    PatientCardButton *m_patientCard;
    DispatchFilesEditor *m_filesEditor;
    DispatchDeliverySection *m_delivery;
    DispatchOptionsSection *m_options;
    QPushButton *m_send;
    QPushButton *m_saveDraft;
};

} // namespace cliniclink
