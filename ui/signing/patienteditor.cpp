// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patienteditor.h"

#include "core/patient/patientcard.h"
#include "core/signing/signingrequests.h"
#include "ui/common/datefield.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>

namespace cliniclink {

namespace {

// A field of this patient, whatever its place in the list.
DispatchField own(const QString &name)
{
    return DispatchField::patientField(-1, name);
}

} // namespace

PatientEditor::PatientEditor(QWidget *parent)
    : QWidget(parent)
    , m_birthDate(new DateField)
    , m_sex(new QComboBox)
    , m_documentsLayout(new QVBoxLayout)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const auto line = [this, form](const QString &id, const QString &label, const QString &name) {
        auto *edit = new QLineEdit;
        edit->setObjectName(name);
        form->addRow(label, addLine(own(id), edit));
    };
    line(QStringLiteral("familyName"), tr("Family name"), QStringLiteral("patientFamilyNameEdit"));
    line(QStringLiteral("givenName"), tr("Given name"), QStringLiteral("patientGivenNameEdit"));
    line(QStringLiteral("middleName"), tr("Patronymic"), QStringLiteral("patientMiddleNameEdit"));

    m_birthDate->setObjectName(QStringLiteral("patientBirthDateEdit"));
    auto *birth = new ValidatedField(m_birthDate);
    m_fields.insert(own(QStringLiteral("birthDate")), birth);
    watch(m_birthDate, own(QStringLiteral("birthDate")));
    form->addRow(tr("Birth date"), birth);

    m_sex->setObjectName(QStringLiteral("patientSexBox"));
    m_sex->addItem(QString(), QString());
    m_sex->addItem(tr("Male"), QStringLiteral("male"));
    m_sex->addItem(tr("Female"), QStringLiteral("female"));
    auto *sex = new ValidatedField(m_sex);
    m_fields.insert(own(QStringLiteral("sex")), sex);
    connect(m_sex, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling) {
            Q_EMIT edited();
            Q_EMIT fieldLeft(own(QStringLiteral("sex")));
        }
    });
    form->addRow(tr("Sex"), sex);

    line(QStringLiteral("phones"), tr("Mobile phones"), QStringLiteral("patientPhonesEdit"));
    lineEdit(own(QStringLiteral("phones")))->setPlaceholderText(tr("+7 900 123-45-67; several separated by commas"));
    line(QStringLiteral("email"), tr("E-mail"), QStringLiteral("patientEmailEdit"));
    line(QStringLiteral("idPatientMis"), tr("MIS patient id"), QStringLiteral("patientMisIdEdit"));

    auto *docs = new QWidget;
    auto *docsLayout = new QVBoxLayout(docs);
    docsLayout->setContentsMargins(0, 0, 0, 0);
    docsLayout->addLayout(m_documentsLayout);
    m_addDocument = new QPushButton(tr("Add a document"));
    m_addDocument->setObjectName(QStringLiteral("addDocumentButton"));
    docsLayout->addWidget(m_addDocument, 0, Qt::AlignLeft);
    m_documentsField = new ValidatedField(docs);
    form->addRow(tr("Identity documents"), m_documentsField);
    connect(m_addDocument, &QPushButton::clicked, this, [this] {
        addDocumentRow({});
        Q_EMIT edited();
    });
    addDocumentRow({});
    setFocusProxy(lineEdit(own(QStringLiteral("familyName"))));
}

PatientEditor::~PatientEditor()
{
    releaseFocusQuietly(this);
}

ValidatedField *PatientEditor::addLine(const DispatchField &id, QLineEdit *edit)
{
    auto *field = new ValidatedField(edit);
    m_fields.insert(id, field);
    watch(edit, id);
    return field;
}

void PatientEditor::watch(QLineEdit *edit, const DispatchField &id)
{
    connect(edit, &QLineEdit::textEdited, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    connect(edit, &QLineEdit::editingFinished, this, [this, id, edit] {
        if (id == own(QStringLiteral("phones")))
            normalizePhones();
        if (leftByPerson(edit)) // not when the window or the form merely lost the focus
            Q_EMIT fieldLeft(id);
    });
}

void PatientEditor::normalizePhones()
{
    QLineEdit *edit = lineEdit(own(QStringLiteral("phones")));
    const QString before = edit->text();
    const QString after = patient().phones.join(QStringLiteral(", "));
    if (after != before) {
        edit->setText(after);
        Q_EMIT edited();
    }
}

void PatientEditor::addDocumentRow(const PersonDocument &document)
{
    const int j = int(m_documents.size());
    DocumentRow row;
    row.box = new QWidget;
    auto *grid = new QGridLayout(row.box);
    grid->setContentsMargins(0, 0, 0, 4);
    row.type = new QComboBox;
    row.type->setObjectName(QStringLiteral("documentTypeBox"));
    // A column as wide as the series' and the number's: their error lines need it.
    row.type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    row.type->setMinimumContentsLength(8);
    row.type->addItem(tr("Passport of the RF"), 14);
    row.type->addItem(tr("SNILS"), 223);
    const int typeIndex = row.type->findData(document.typeCode);
    if (typeIndex < 0)
        row.type->addItem(tr("Document type %1").arg(document.typeCode), document.typeCode);
    row.type->setCurrentIndex(row.type->findData(document.typeCode));
    connect(row.type, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    const auto at = [j](const QString &key) { return DispatchField::documentField(-1, j, key); };
    const auto make = [this, &at](const QString &key, const QString &name, const QString &placeholder,
                                  const QString &text) {
        auto *edit = new QLineEdit(text);
        edit->setObjectName(name);
        edit->setPlaceholderText(placeholder);
        return addLine(at(key), edit);
    };
    row.series = make(QStringLiteral("series"), QStringLiteral("documentSeriesEdit"), tr("Series"), document.series);
    row.number = make(QStringLiteral("number"), QStringLiteral("documentNumberEdit"), tr("Number"), document.number);
    row.issuer = make(QStringLiteral("providerName"), QStringLiteral("documentIssuerEdit"), tr("Issued by"),
                      document.providerName);
    auto *issued = new DateField;
    issued->setObjectName(QStringLiteral("documentIssuedEdit"));
    issued->setPlaceholderText(tr("Issued on"));
    issued->setDate(document.issuedDate);
    issued->setMaximumDate(m_today);
    row.issued = new ValidatedField(issued);
    m_fields.insert(at(QStringLiteral("issuedDate")), row.issued);
    watch(issued, at(QStringLiteral("issuedDate")));
    auto *remove = new QPushButton(tr("Remove"));
    remove->setObjectName(QStringLiteral("removeDocumentButton"));
    QWidget *box = row.box;
    connect(remove, &QPushButton::clicked, this, [this, box] {
        removeDocumentRow(box);
        Q_EMIT edited();
    });
    grid->addWidget(row.type, 0, 0);
    grid->addWidget(row.series, 0, 1);
    grid->addWidget(row.number, 0, 2);
    grid->addWidget(remove, 0, 3);
    grid->addWidget(row.issuer, 1, 0, 1, 2);
    grid->addWidget(row.issued, 1, 2);
    // Columns of one width: a series is short, but its error line («Обязательное поле») is not,
    // and a line that wrapped would move the rows below.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_documentsLayout->addWidget(row.box);
    m_documents << row;
}

void PatientEditor::removeDocumentRow(QWidget *box)
{
    // Rows after it change their index: rebuild them from the values.
    const DispatchPatient p = patient();
    int removed = -1;
    for (int j = 0; j < m_documents.size(); ++j) {
        if (m_documents.at(j).box == box)
            removed = j;
    }
    if (removed < 0)
        return;
    DispatchPatient without = p;
    without.documents.removeAt(removed);
    setPatient(without);
}

ValidatedField *PatientEditor::field(const DispatchField &field) const
{
    const DispatchField relative = field.ofPatient(-1);
    if (relative == own(QStringLiteral("documents")))
        return m_documentsField;
    return m_fields.value(relative);
}

QList<ValidatedField *> PatientEditor::allFields() const
{
    QList<ValidatedField *> out = m_fields.values();
    out << m_documentsField;
    return out;
}

QLineEdit *PatientEditor::lineEdit(const DispatchField &field) const
{
    ValidatedField *f = this->field(field);
    return f ? f->lineEdit() : nullptr;
}

void PatientEditor::setToday(const QDate &today)
{
    m_today = today;
    m_birthDate->setMaximumDate(today);
    for (const DocumentRow &row : m_documents)
        static_cast<DateField *>(row.issued->field())->setMaximumDate(today);
}

DispatchPatient PatientEditor::patient() const
{
    DispatchPatient p;
    p.familyName = lineEdit(own(QStringLiteral("familyName")))->text().trimmed();
    p.givenName = lineEdit(own(QStringLiteral("givenName")))->text().trimmed();
    p.middleName = lineEdit(own(QStringLiteral("middleName")))->text().trimmed();
    p.birthDate = m_birthDate->date();
    p.sex = m_sex->currentData().toString();
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    for (const QString &typed : lineEdit(own(QStringLiteral("phones")))->text().split(separators, Qt::SkipEmptyParts)) {
        if (typed.trimmed().isEmpty())
            continue;
        const QString normal = normalizedPhone(typed);
        // What cannot be read as a phone is kept as typed, so the check can name it.
        p.phones << (normal.isEmpty() ? typed.trimmed() : normal);
    }
    p.email = lineEdit(own(QStringLiteral("email")))->text().trimmed();
    p.idPatientMis = lineEdit(own(QStringLiteral("idPatientMis")))->text().trimmed();
    for (const DocumentRow &row : m_documents) {
        PersonDocument d;
        d.typeCode = row.type->currentData().toInt();
        d.series = row.series->lineEdit()->text().trimmed();
        d.number = row.number->lineEdit()->text().trimmed();
        d.providerName = row.issuer->lineEdit()->text().trimmed();
        d.issuedDate = static_cast<DateField *>(row.issued->field())->date();
        p.documents << d;
    }
    // The one row shown for a new patient, left blank, is no document.
    if (p.documents.size() == 1 && p.documents.first() == PersonDocument{})
        p.documents.clear();
    return p;
}

void PatientEditor::takeCard(const PatientCard &card)
{
    DispatchPatient p = patient();
    const auto take = [](QString &field, const QString &value) {
        if (!value.trimmed().isEmpty())
            field = value.trimmed();
    };
    take(p.familyName, card.familyName);
    take(p.givenName, card.givenName);
    // The card's names are the person's: a patronymic it lacks is no patronymic, not one to keep.
    p.middleName = card.middleName.trimmed();
    if (card.birthDate.isValid())
        p.birthDate = card.birthDate;
    if (card.sex != PatientCard::Sex::Unknown)
        p.sex = card.sex == PatientCard::Sex::Male ? QStringLiteral("male") : QStringLiteral("female");
    take(p.idPatientMis, card.idPatientMis);
    take(p.email, card.email);
    if (!card.phones.isEmpty())
        p.phones = card.phones;
    if (!card.documents.isEmpty()) {
        p.documents.clear();
        for (const PatientCard::Document &d : card.documents) {
            PersonDocument document;
            document.typeCode = d.passport ? 14 : document.typeCode;
            document.series = d.series;
            document.number = d.number;
            document.providerName = d.issuer;
            document.issuedDate = d.issued;
            p.documents << document;
        }
    }
    setPatient(p);
}

void PatientEditor::setPatient(const DispatchPatient &patient)
{
    m_filling = true;
    lineEdit(own(QStringLiteral("familyName")))->setText(patient.familyName);
    lineEdit(own(QStringLiteral("givenName")))->setText(patient.givenName);
    lineEdit(own(QStringLiteral("middleName")))->setText(patient.middleName);
    m_birthDate->setDate(patient.birthDate);
    m_sex->setCurrentIndex(std::max(0, m_sex->findData(patient.sex)));
    lineEdit(own(QStringLiteral("phones")))->setText(patient.phones.join(QStringLiteral(", ")));
    lineEdit(own(QStringLiteral("email")))->setText(patient.email);
    lineEdit(own(QStringLiteral("idPatientMis")))->setText(patient.idPatientMis);
    for (const DocumentRow &row : std::as_const(m_documents)) {
        for (const auto *f : {row.series, row.number, row.issuer, row.issued})
            m_fields.remove(m_fields.key(const_cast<ValidatedField *>(f)));
        deleteQuietly(row.box);
    }
    m_documents.clear();
    for (const PersonDocument &d : patient.documents)
        addDocumentRow(d);
    if (m_documents.isEmpty())
        addDocumentRow({});
    m_filling = false;
}

} // namespace cliniclink
