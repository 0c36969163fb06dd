// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The New dispatch form: the practitioner (from the environment, changeable), one or more
// patients, the documents (file dialog or drag and drop; a refused file is not added and the
// reason is shown), delivery channels with their explanations, the ESIA option, and "Send" and
// "Save as draft". It only shows and collects; DispatchFormController decides and sends.

#include "core/signing/dispatchfield.h"
#include "core/signing/signingtypes.h"
#include "core/validation/fieldissue.h"
#include "dispatchformdata.h"
#include "ui/common/patientcardbutton.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QToolButton;

namespace cliniclink {

class SandboxTestPatients;

class DispatchFilesEditor;
class PatientEditor;
struct PatientCard;
class ValidatedField;

class DispatchForm : public QWidget {
    Q_OBJECT
public:
    explicit DispatchForm(QWidget *parent = nullptr);
    ~DispatchForm() override;

    // The environment's practitioner, shown while the person has not changed it.
    void setDefaultPractitioner(const DispatchPractitioner &practitioner);
    void setToday(const QDate &today);

    DispatchFormData data() const;
    // Files named by path are read again; those that can no longer be read are named in fileRefusal().
    void setData(const DispatchFormData &data);
    // The request to send, with the files' contents.
    DispatchRequest request(const QString &organizationId) const;

    // Adds files as the person chose or dropped them. Returns how many were added.
    int addFiles(const QStringList &paths);
    // Why the last file was refused (empty when it was taken).
    QString fileRefusal() const;

    // Shows the issues whose field id (DispatchField::toString()) is in `shown`, or all of them.
    void showIssues(const FieldIssues &issues, const QSet<QString> &shown, bool all);
    QString shownIssue(const DispatchField &field) const;

    // The in-page question after a send ended without an answer.
    void askAfterUncertainSend(const QString &question, bool offerFollow);
    void hideUncertainQuestion();
    void setBusy(bool busy);
    // The journal cannot record a send: Send and Save as draft stay disabled whatever else happens.
    void setSendingBlocked(bool blocked);

    PatientEditor *patientEditor(int index) const;
    int patientCount() const;
    QTabWidget *patientTabs() const { return m_patients; }
    QTableWidget *fileTable() const;
    QCheckBox *channelBox(DeliveryChannel channel) const;
    QCheckBox *esiaBox() const { return m_esia; }
    QPushButton *sendButton() const { return m_send; }
    // Over the form while a platform draft is edited: its id and the documents stored with it.
    QLabel *draftLabel() const { return m_draftLabel; }
    QPushButton *saveDraftButton() const { return m_saveDraft; }
    QPushButton *followButton() const { return m_follow; }
    QPushButton *sendAgainButton() const { return m_sendAgain; }
    QPushButton *addPatientButton() const { return m_addPatient; }
    // "From a patient card": fills the current patient from a card (PatientCard::recent), so a
    // patient found in enrichment is not typed again. source gives the cards when the menu opens.
    void setPatientCardSource(std::function<QList<PatientCard>()> source);
    QToolButton *patientCardButton() const { return m_patientCard; }
    // The sandbox's test patients, offered in the patient card's menu in the Sandbox environment.
    void setTestPatients(SandboxTestPatients *patients);
    QPushButton *changePractitionerButton() const { return m_changePractitioner; }
    QWidget *uncertainPanel() const { return m_uncertain; }

Q_SIGNALS:
    void edited();
    // The person left a field; fieldId is its DispatchField::toString().
    void fieldLeft(const QString &fieldId);
    void sendRequested();
    void saveDraftRequested();
    void followRequested();
    void sendAgainRequested();
    void stopEditingDraftRequested();

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void refreshButtons();
    QWidget *buildPractitioner();
    QWidget *buildPatients();
    QWidget *buildDelivery();
    PatientEditor *addPatient(const DispatchPatient &patient);
    void renumberPatients();
    void refreshPractitioner();
    void refreshDraftStrip();
    ValidatedField *fieldFor(const DispatchField &field) const;

    DispatchPractitioner m_defaultPractitioner;
    bool m_practitionerChanged = false;
    QString m_draftTrackingId;
    QStringList m_draftFileNames;
    QDate m_today;

    QWidget *m_draftStrip;
    QLabel *m_draftLabel;
    QCheckBox *m_replaceFiles;
    QWidget *m_uncertain;
    QLabel *m_uncertainLabel;
    QPushButton *m_follow;
    QPushButton *m_sendAgain;
    QLabel *m_practitionerSummary;
    ValidatedField *m_organizationField;
    QPushButton *m_changePractitioner;
    QWidget *m_practitionerEditor;
    QHash<QString, ValidatedField *> m_practitionerFields; // by DispatchField::name
    QTabWidget *m_patients;
    ValidatedField *m_patientsField;
    QPushButton *m_addPatient;
    QPushButton *m_removePatient;
    PatientCardButton *m_patientCard;
    DispatchFilesEditor *m_filesEditor;
    QMap<DeliveryChannel, QCheckBox *> m_channels;
    ValidatedField *m_deliveryField;
    QCheckBox *m_esia;
    QPushButton *m_send;
    QPushButton *m_saveDraft;
    bool m_filling = false;
    bool m_busy = false;
    bool m_sendingBlocked = false;
};

} // namespace cliniclink
