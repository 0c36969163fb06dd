// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One patient of a dispatch: name, birth date, sex, phones, e-mail, own delivery channels, MIS id
// and identity documents. Its fields are described in the form's session with the ids core's DispatchField
// gives them for this patient ("patients[1].phones", "patients[1].documents[0].number"), so
// checkDispatchRequest's issues land next to them; they go with the editor (a patient removed).

#include "core/signing/signingtypes.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QVBoxLayout;

namespace cliniclink {

class ChannelChoice;
class DateField;
class FormField;
class FormSession;
class PatientDocumentsEditor;
struct PatientCard;

class PatientEditor : public QWidget {
    Q_OBJECT
public:
    // index: which patient of the request; jsonPath: where the patient sits in the form's JSON
    // ("patients.1"); beforeId: the field of the form that follows the patients.
    PatientEditor(FormSession *session, int index, const QString &jsonPath, const QString &beforeId = {},
                  QWidget *parent = nullptr);
    ~PatientEditor() override;

    DispatchPatient patient() const;
    void setPatient(const DispatchPatient &patient);
    // Rows for this many documents (at least one), blank: the form is filled next.
    void setDocumentCount(int count);
    // What the card knows replaces the fields; what it does not know is left as typed.
    void takeCard(const PatientCard &card);
    void setToday(const QDate &today);
    // Whether an error shows under any of the patient's fields (its tab is marked).
    bool showsErrors() const;

Q_SIGNALS:
    void shownErrorsChanged();

private:
    FormField *add(const QString &name, const QString &label, const QString &jsonKey, QWidget *editor);
    FormField *addField(const QString &id, const QString &label, const QString &jsonPath, QWidget *editor);
    QLineEdit *line(const QString &name) const;
    void normalizePhones();

    QPointer<FormSession> m_session;
    int m_index;
    QString m_jsonPath;
    QString m_beforeId;
    QStringList m_ids; // the patient's own fields, not its documents'
    PatientDocumentsEditor *m_documents;
    DateField *m_birthDate;
    QComboBox *m_sex;
    ChannelChoice *m_channels;
    QDate m_today;
};

} // namespace cliniclink
