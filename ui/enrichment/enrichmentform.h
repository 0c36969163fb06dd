// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's one form for services A1-A3: the patient, the identity document and the SNILS,
// with the three actions under it. It only shows: what the fields hold (data()/setData()), the
// issues it is told to show (errors red, warnings amber, next to the field at fault), which
// actions may be used. When to show what is EnrichmentController's decision.
//
// Dates are DateFields: empty until typed, in the locale's format, with a calendar that stops at
// today. A future date typed by mistake is kept and named an error beside the field, instead of
// being silently refused.

#include "core/enrichment/enrichmenttypes.h"
#include "core/validation/fieldissue.h"
#include "enrichmentformdata.h"
#include "ui/common/patientcardbutton.h"

#include <QHash>
#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace cliniclink {

class SandboxTestPatients;

class DateField;
class ValidatedField;
struct PatientCard;

class EnrichmentForm : public QWidget {
    Q_OBJECT
public:
    explicit EnrichmentForm(QWidget *parent = nullptr);

    EnrichmentFormData data() const;
    // Fills every field without emitting edited().
    void setData(const EnrichmentFormData &data);
    // The form as it starts: a Russian passport chosen, everything else empty.
    static EnrichmentFormData emptyData();

    // Shows these issues next to their fields and clears the others. A field shows its first
    // error, or else its first warning.
    void showIssues(const FieldIssues &issues);
    // The issue a field shows now, empty when none.
    QString shownIssue(const QString &fieldId) const;
    bool showsWarning(const QString &fieldId) const;

    ValidatedField *field(const QString &fieldId) const { return m_fields.value(fieldId); }
    // The editor itself (a line edit, a date edit, a combo box).
    QWidget *editor(const QString &fieldId) const;
    // The field's label without the mnemonic, for "fill in: …" hints.
    QString fieldLabel(const QString &fieldId) const { return m_labels.value(fieldId); }
    QString fieldAt(const QWidget *widget) const;

    QPushButton *actionButton(EnrichmentOperation operation) const;
    QPushButton *clearButton() const { return m_clear; }
    QCheckBox *noPatronymicBox() const { return m_noPatronymic; }
    QLineEdit *snilsEdit() const { return m_snils; }
    DateField *birthDateEdit() const { return m_birthDate; }
    DateField *issueDateEdit() const { return m_issueDate; }

    // Today, for the calendars' last day.
    void setToday(const QDate &today);
    // Problems only the widgets can see: a date typed in part or not a real date (31.02).
    FieldIssues inputIssues() const;
    QComboBox *genderBox() const { return m_gender; }
    QComboBox *documentTypeBox() const { return m_documentType; }

    void setActionState(EnrichmentOperation operation, bool enabled, const QString &toolTip);
    // While a request is on its way: nothing can be changed, the actions are off.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    // "From a patient card": fills the patient (and a passport the card knows) from a card, so a
    // patient sent for a dispatch is not typed again here. source gives the cards when asked.
    void setPatientCardSource(std::function<QList<PatientCard>()> source);
    void takeCard(const PatientCard &card);
    QToolButton *patientCardButton() const { return m_patientCard; }
    // The sandbox's test patients, offered in the patient card's menu in the Sandbox environment.
    void setTestPatients(SandboxTestPatients *patients);

Q_SIGNALS:
    // The person changed fieldId (typing, choosing, ticking).
    void edited(const QString &fieldId);
    // The person left fieldId (Tab, click elsewhere); not sent when a popup of the field opens.
    void fieldLeft(const QString &fieldId);
    void actionRequested(cliniclink::EnrichmentOperation operation);
    // Enter pressed in the form; the controller picks the action.
    void enterPressed();
    void clearRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLineEdit *addLine(const QString &id, const QString &objectName);
    DateField *addDate(const QString &id, const QString &objectName);
    ValidatedField *wrap(const QString &id, QWidget *editor, const QString &label);
    void emitEdited(const QString &id);

    PatientCardButton *m_patientCard;
    QHash<QString, ValidatedField *> m_fields;
    QHash<QString, QString> m_labels;
    QHash<QString, bool> m_warning;
    QLineEdit *m_familyName;
    QLineEdit *m_firstName;
    QLineEdit *m_patronymic;
    QCheckBox *m_noPatronymic;
    DateField *m_birthDate;
    QComboBox *m_gender;
    QLineEdit *m_snils;
    QComboBox *m_documentType;
    QLineEdit *m_series;
    QLineEdit *m_number;
    DateField *m_issueDate;
    QLineEdit *m_issuer;
    QPushButton *m_findSnils;
    QPushButton *m_checkSnils;
    QPushButton *m_findPolicy;
    QPushButton *m_clear;
    bool m_filling = false;
    bool m_readOnly = false;
};

} // namespace cliniclink
