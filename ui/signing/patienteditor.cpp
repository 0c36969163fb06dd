// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patienteditor.h"

#include "core/patient/patientcard.h"
#include "core/signing/dispatchfield.h"
#include "core/signing/signingrequests.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>

namespace cliniclink {

namespace {

QStringList phonesOf(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,;]"));
    QStringList phones;
    for (const QString &typed : text.split(separators, Qt::SkipEmptyParts)) {
        if (typed.trimmed().isEmpty())
            continue;
        const QString normal = normalizedPhone(typed);
        // What cannot be read as a phone is kept as typed, so the check can name it.
        phones << (normal.isEmpty() ? typed.trimmed() : normal);
    }
    return phones;
}

// What a field's editor holds, read and written as the form's JSON keeps it.
FormField::Editor editorOf(QWidget *widget)
{
    if (auto *date = qobject_cast<DateField *>(widget))
        return FormField::dateField(date);
    if (auto *box = qobject_cast<QComboBox *>(widget))
        return FormField::comboBox(box);
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return FormField::lineEdit(edit);
    return FormField::issuesOnly(widget); // the list of documents as a whole
}

// The phones as a list, each normalized; typed as one line.
FormField::Editor phonesEditor(QLineEdit *edit)
{
    FormField::Editor e = FormField::lineEdit(edit);
    e.read = [edit] { return QJsonValue(QJsonArray::fromStringList(phonesOf(edit->text()))); };
    e.write = [edit](const QJsonValue &v) {
        QStringList phones;
        for (const QJsonValue &p : v.toArray())
            phones << p.toString();
        edit->setText(phones.join(QStringLiteral(", ")));
    };
    e.hasInput = [edit] { return !edit->text().trimmed().isEmpty(); };
    return e;
}

// The document's type as the dictionary's code (a number in the JSON); a code the list lacks is
// added, named by unknown.
FormField::Editor documentTypeEditor(QComboBox *box, std::function<QString(int)> unknown)
{
    FormField::Editor e = FormField::comboBox(box);
    e.read = [box] { return QJsonValue(box->currentData().toInt()); };
    e.write = [box, unknown](const QJsonValue &v) {
        const int code = v.toInt(14);
        if (box->findData(code) < 0)
            box->addItem(unknown(code), code);
        box->setCurrentIndex(box->findData(code));
    };
    return e;
}

} // namespace

PatientEditor::PatientEditor(FormSession *session, int index, const QString &jsonPath, const QString &beforeId,
                             QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_index(index)
    , m_jsonPath(jsonPath)
    , m_beforeId(beforeId)
    , m_birthDate(new DateField)
    , m_sex(new QComboBox)
    , m_documentsLayout(new QVBoxLayout)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const auto row = [form](FormField *f) { form->addRow(f->labelWidget(), f->row()); };
    const auto lineField = [this](const QString &name, const QString &label, const QString &objectName) {
        auto *edit = new QLineEdit;
        edit->setObjectName(objectName);
        return add(name, label, name, edit);
    };
    row(lineField(QStringLiteral("familyName"), tr("Family name"), QStringLiteral("patientFamilyNameEdit")));
    row(lineField(QStringLiteral("givenName"), tr("Given name"), QStringLiteral("patientGivenNameEdit")));
    row(lineField(QStringLiteral("middleName"), tr("Patronymic"), QStringLiteral("patientMiddleNameEdit")));
    m_birthDate->setObjectName(QStringLiteral("patientBirthDateEdit"));
    row(add(QStringLiteral("birthDate"), tr("Birth date"), QStringLiteral("birthDate"), m_birthDate));
    m_sex->setObjectName(QStringLiteral("patientSexBox"));
    m_sex->addItem(QString(), QString());
    m_sex->addItem(tr("Male"), QStringLiteral("male"));
    m_sex->addItem(tr("Female"), QStringLiteral("female"));
    row(add(QStringLiteral("sex"), tr("Sex"), QStringLiteral("sex"), m_sex));

    auto *phones = new QLineEdit;
    phones->setObjectName(QStringLiteral("patientPhonesEdit"));
    phones->setPlaceholderText(tr("+7 900 123-45-67; several separated by commas"));
    const QString phonesId = DispatchField::patientField(index, QStringLiteral("phones")).toString();
    FormField *phonesField = session->insert(beforeId, phonesId, tr("Mobile phones"), phonesEditor(phones),
                                             m_jsonPath + QStringLiteral(".phones"));
    m_ids << phonesId;
    connect(phones, &QLineEdit::editingFinished, this, &PatientEditor::normalizePhones);
    connect(phonesField->row(), &ValidatedField::errorChanged, this, &PatientEditor::shownErrorsChanged);
    row(phonesField);
    row(lineField(QStringLiteral("email"), tr("E-mail"), QStringLiteral("patientEmailEdit")));
    row(lineField(QStringLiteral("idPatientMis"), tr("MIS patient id"), QStringLiteral("patientMisIdEdit")));

    auto *docs = new QWidget;
    auto *docsLayout = new QVBoxLayout(docs);
    docsLayout->setContentsMargins(0, 0, 0, 0);
    docsLayout->addLayout(m_documentsLayout);
    auto *addDocument = new QPushButton(tr("Add a document"));
    addDocument->setObjectName(QStringLiteral("addDocumentButton"));
    docsLayout->addWidget(addDocument, 0, Qt::AlignLeft);
    const QString docsId = DispatchField::patientField(index, QStringLiteral("documents")).toString();
    // Only issues: the documents' values are their rows' fields.
    row(addField(docsId, tr("Identity documents"), QStringLiteral("~") + QString(docsId).replace(u'.', u'~'), docs));
    connect(addDocument, &QPushButton::clicked, this, [this] {
        addDocumentRow({});
        m_session->noteEdited();
    });
    addDocumentRow({});
    setFocusProxy(line(QStringLiteral("familyName")));
}

PatientEditor::~PatientEditor()
{
    releaseFocusQuietly(this);
    if (!m_session)
        return;
    for (const QString &id : std::as_const(m_ids))
        m_session->remove(id);
    for (const DocumentRow &row : std::as_const(m_documents)) {
        for (const QString &id : row.ids)
            m_session->remove(id);
    }
}

FormField *PatientEditor::add(const QString &name, const QString &label, const QString &jsonKey, QWidget *editor)
{
    return addField(DispatchField::patientField(m_index, name).toString(), label, m_jsonPath + u'.' + jsonKey, editor);
}

FormField *PatientEditor::addField(const QString &id, const QString &label, const QString &jsonPath, QWidget *editor)
{
    FormField *f = m_session->insert(m_beforeId, id, label, editorOf(editor), jsonPath);
    m_ids << id;
    connect(f->row(), &ValidatedField::errorChanged, this, &PatientEditor::shownErrorsChanged);
    return f;
}

QLineEdit *PatientEditor::line(const QString &name) const
{
    FormField *f = m_session->field(DispatchField::patientField(m_index, name).toString());
    return f ? qobject_cast<QLineEdit *>(f->editor()) : nullptr;
}

bool PatientEditor::showsErrors() const
{
    for (const ValidatedField *row : findChildren<ValidatedField *>()) {
        if (row->hasError() && !row->isWarning())
            return true;
    }
    return false;
}

void PatientEditor::normalizePhones()
{
    QLineEdit *edit = line(QStringLiteral("phones"));
    const QString after = phonesOf(edit->text()).join(QStringLiteral(", "));
    if (after != edit->text()) {
        edit->setText(after);
        m_session->noteEdited(DispatchField::patientField(m_index, QStringLiteral("phones")).toString());
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
    const QString at = QStringLiteral("%1.documents.%2.").arg(m_jsonPath).arg(j);
    const auto field = [&](const QString &key, const QString &jsonKey, const QString &label, FormField::Editor editor) {
        const QString id = DispatchField::documentField(m_index, j, key).toString();
        FormField *f = m_session->insert(m_beforeId, id, label, std::move(editor), at + jsonKey);
        row.ids << id;
        connect(f->row(), &ValidatedField::errorChanged, this, &PatientEditor::shownErrorsChanged);
        return f;
    };
    const auto lineField = [&](const QString &key, const QString &jsonKey, const QString &name,
                               const QString &placeholder, QLineEdit **edit) {
        *edit = new QLineEdit;
        (*edit)->setObjectName(name);
        (*edit)->setPlaceholderText(placeholder);
        return field(key, jsonKey, placeholder, FormField::lineEdit(*edit));
    };
    FormField *type = field(QStringLiteral("type"), QStringLiteral("type"), tr("Document type"),
                            documentTypeEditor(row.type, [](int code) { return tr("Document type %1").arg(code); }));
    FormField *series = lineField(QStringLiteral("series"), QStringLiteral("series"),
                                  QStringLiteral("documentSeriesEdit"), tr("Series"), &row.series);
    FormField *number = lineField(QStringLiteral("number"), QStringLiteral("number"),
                                  QStringLiteral("documentNumberEdit"), tr("Number"), &row.number);
    FormField *issuer = lineField(QStringLiteral("providerName"), QStringLiteral("issuer"),
                                  QStringLiteral("documentIssuerEdit"), tr("Issued by"), &row.issuer);
    row.issued = new DateField;
    row.issued->setObjectName(QStringLiteral("documentIssuedEdit"));
    row.issued->setPlaceholderText(tr("Issued on"));
    row.issued->setMaximumDate(m_today);
    FormField *issued = field(QStringLiteral("issuedDate"), QStringLiteral("issued"), tr("Issued on"),
                              FormField::dateField(row.issued));
    type->setValue(document.typeCode);
    series->setValue(document.series);
    number->setValue(document.number);
    issuer->setValue(document.providerName);
    row.issued->setDate(document.issuedDate);
    auto *remove = new QPushButton(tr("Remove"));
    remove->setObjectName(QStringLiteral("removeDocumentButton"));
    QWidget *box = row.box;
    connect(remove, &QPushButton::clicked, this, [this, box] {
        removeDocumentRow(box);
        m_session->noteEdited();
    });
    grid->addWidget(type->row(), 0, 0);
    grid->addWidget(series->row(), 0, 1);
    grid->addWidget(number->row(), 0, 2);
    grid->addWidget(remove, 0, 3, Qt::AlignTop);
    grid->addWidget(issuer->row(), 1, 0, 1, 2);
    grid->addWidget(issued->row(), 1, 2);
    // Columns of one width: a series is short, but its error line («Обязательное поле») is not,
    // and a line that wrapped would move the rows below.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 1);
    m_documentsLayout->addWidget(row.box);
    m_documents << row;
}

void PatientEditor::clearDocumentRows()
{
    for (const DocumentRow &row : std::as_const(m_documents)) {
        for (const QString &id : row.ids)
            m_session->remove(id);
        deleteQuietly(row.box);
    }
    m_documents.clear();
}

void PatientEditor::setDocumentCount(int count)
{
    clearDocumentRows();
    for (int j = 0; j < std::max(1, count); ++j)
        addDocumentRow({});
}

void PatientEditor::removeDocumentRow(QWidget *box)
{
    // Rows after it change their index: rebuild them from the values.
    for (int j = 0; j < m_documents.size(); ++j) {
        if (m_documents.at(j).box == box) {
            DispatchPatient without = patient();
            if (j < without.documents.size())
                without.documents.removeAt(j);
            setPatient(without);
            return;
        }
    }
}

void PatientEditor::setToday(const QDate &today)
{
    m_today = today;
    m_birthDate->setMaximumDate(today);
    for (const DocumentRow &row : std::as_const(m_documents))
        row.issued->setMaximumDate(today);
}

DispatchPatient PatientEditor::patient() const
{
    DispatchPatient p;
    p.familyName = line(QStringLiteral("familyName"))->text().trimmed();
    p.givenName = line(QStringLiteral("givenName"))->text().trimmed();
    p.middleName = line(QStringLiteral("middleName"))->text().trimmed();
    p.birthDate = m_birthDate->date();
    p.sex = m_sex->currentData().toString();
    p.phones = phonesOf(line(QStringLiteral("phones"))->text());
    p.email = line(QStringLiteral("email"))->text().trimmed();
    p.idPatientMis = line(QStringLiteral("idPatientMis"))->text().trimmed();
    for (const DocumentRow &row : m_documents) {
        PersonDocument d;
        d.typeCode = row.type->currentData().toInt();
        d.series = row.series->text().trimmed();
        d.number = row.number->text().trimmed();
        d.providerName = row.issuer->text().trimmed();
        d.issuedDate = row.issued->date();
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
    const auto set = [this](const QString &name, const QJsonValue &value) {
        m_session->field(DispatchField::patientField(m_index, name).toString())->setValue(value);
    };
    set(QStringLiteral("familyName"), patient.familyName);
    set(QStringLiteral("givenName"), patient.givenName);
    set(QStringLiteral("middleName"), patient.middleName);
    m_birthDate->setDate(patient.birthDate);
    m_sex->setCurrentIndex(std::max(0, m_sex->findData(patient.sex)));
    set(QStringLiteral("phones"), QJsonArray::fromStringList(patient.phones));
    set(QStringLiteral("email"), patient.email);
    set(QStringLiteral("idPatientMis"), patient.idPatientMis);
    clearDocumentRows();
    for (const PersonDocument &d : patient.documents)
        addDocumentRow(d);
    if (m_documents.isEmpty())
        addDocumentRow({});
    setToday(m_today);
}

} // namespace cliniclink
