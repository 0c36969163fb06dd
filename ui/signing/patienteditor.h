// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One patient of a dispatch: name, birth date, sex, phones, e-mail, MIS id and identity
// documents. Each field sits in a ValidatedField keyed by its DispatchField relative to the patient
// (patient index -1), so the form can place checkDispatchRequest's issues next to the right field
// of whichever patient this editor shows.

#include "core/signing/dispatchfield.h"
#include "core/signing/signingtypes.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace cliniclink {

class DateField;
struct PatientCard;
class ValidatedField;

class PatientEditor : public QWidget {
    Q_OBJECT
public:
    explicit PatientEditor(QWidget *parent = nullptr);
    ~PatientEditor() override;

    DispatchPatient patient() const;
    void setPatient(const DispatchPatient &patient);
    // What the card knows replaces the fields; what it does not know is left as typed.
    void takeCard(const PatientCard &card);
    void setToday(const QDate &today);

    // The field shown for a patient's field (its patient index is ignored), or nullptr.
    ValidatedField *field(const DispatchField &field) const;
    // Every field shown now.
    QList<ValidatedField *> allFields() const;
    QLineEdit *lineEdit(const DispatchField &field) const;
    DateField *birthDateEdit() const { return m_birthDate; }
    QComboBox *sexBox() const { return m_sex; }
    QPushButton *addDocumentButton() const { return m_addDocument; }
    int documentCount() const { return int(m_documents.size()); }

Q_SIGNALS:
    void edited();
    // The field the person left, relative to this patient (patient index -1).
    void fieldLeft(const cliniclink::DispatchField &field);

private:
    struct DocumentRow {
        QWidget *box = nullptr;
        QComboBox *type = nullptr;
        ValidatedField *series = nullptr;
        ValidatedField *number = nullptr;
        ValidatedField *issuer = nullptr;
        ValidatedField *issued = nullptr;
    };
    ValidatedField *addLine(const DispatchField &id, QLineEdit *edit);
    void addDocumentRow(const PersonDocument &document);
    void removeDocumentRow(QWidget *box);
    void watch(QLineEdit *edit, const DispatchField &id);
    void normalizePhones();

    QHash<DispatchField, ValidatedField *> m_fields; // the patient's own fields, relative
    QList<DocumentRow> m_documents;
    DateField *m_birthDate;
    QComboBox *m_sex;
    QVBoxLayout *m_documentsLayout;
    ValidatedField *m_documentsField;
    QPushButton *m_addDocument;
    QDate m_today;
    bool m_filling = false;
};

} // namespace cliniclink
