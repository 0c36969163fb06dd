#pragma once
// One patient of a dispatch: name, birth date, sex, phones, e-mail, MIS id and identity
// documents. Each field sits in a ValidatedField named by its id relative to the patient
// ("familyName", "phones", "documents[0].number"), so the form can place checkDispatchRequest's
// issues ("patients[1].phones") next to the right field.

#include "core/signing/signingtypes.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace cliniclink {

class DateField;
class ValidatedField;

class PatientEditor : public QWidget
{
    Q_OBJECT
public:
    explicit PatientEditor(QWidget *parent = nullptr);
    ~PatientEditor() override;

    DispatchPatient patient() const;
    void setPatient(const DispatchPatient &patient);
    void setToday(const QDate &today);

    // Relative id -> field, for every field shown now.
    QHash<QString, ValidatedField *> fields() const;
    QLineEdit *lineEdit(const QString &relativeId) const;
    DateField *birthDateEdit() const { return m_birthDate; }
    QComboBox *sexBox() const { return m_sex; }
    QPushButton *addDocumentButton() const { return m_addDocument; }
    int documentCount() const { return int(m_documents.size()); }

Q_SIGNALS:
    void edited();
    void fieldLeft(const QString &relativeId);

private:
    struct DocumentRow
    {
        QWidget *box = nullptr;
        QComboBox *type = nullptr;
        ValidatedField *series = nullptr;
        ValidatedField *number = nullptr;
        ValidatedField *issuer = nullptr;
        ValidatedField *issued = nullptr;
    };
    ValidatedField *addLine(const QString &id, QLineEdit *edit);
    void addDocumentRow(const PersonDocument &document);
    void removeDocumentRow(QWidget *box);
    void watch(QLineEdit *edit, const QString &id);
    void normalizePhones();

    QHash<QString, ValidatedField *> m_fields; // the patient's own fields
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
