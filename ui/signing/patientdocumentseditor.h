// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A patient's identity documents in the New dispatch form: a row per document (type, series,
// number, issuer, date of issue), added and removed by the person. Each row's fields are described
// in the form's session with core's ids ("patients[1].documents[0].number") and go with the row.

#include "core/signing/signingtypes.h"

#include <QDate>
#include <QPointer>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QVBoxLayout;

namespace cliniclink {

class DateField;
class FormSession;

class PatientDocumentsEditor : public QWidget {
    Q_OBJECT
public:
    // patient: the patient's index; jsonPath: where the list sits in the form's JSON
    // ("patients.1.documents"); beforeId: the field of the form that follows the patients.
    PatientDocumentsEditor(FormSession *session, int patient, const QString &jsonPath, const QString &beforeId,
                           QWidget *parent = nullptr);
    ~PatientDocumentsEditor() override;

    // The one row shown for a new patient, left blank, is no document.
    QList<PersonDocument> documents() const;
    // At least one row, blank when there is no document.
    void setDocuments(const QList<PersonDocument> &documents);
    void setToday(const QDate &today);

Q_SIGNALS:
    void shownErrorsChanged();

private:
    struct Row {
        QWidget *box = nullptr;
        QComboBox *type = nullptr;
        QLineEdit *series = nullptr;
        QLineEdit *number = nullptr;
        QLineEdit *issuer = nullptr;
        DateField *issued = nullptr;
        QStringList ids;
    };
    void addRow(const PersonDocument &document);
    void clearRows();

    QPointer<FormSession> m_session;
    int m_patient;
    QString m_jsonPath;
    QString m_beforeId;
    QList<Row> m_rows;
    QVBoxLayout *m_rowsLayout;
    QDate m_today;
};

} // namespace cliniclink
