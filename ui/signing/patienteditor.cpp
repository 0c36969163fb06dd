// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "patienteditor.h"

#include "channelchoice.h"
#include "core/patient/patientcard.h"
#include "core/signing/dispatchfield.h"
#include "core/signing/signingrequests.h"
#include "patientdocumentseditor.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"

#include <QComboBox>
#include <QFormLayout>
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
    // The patient's own channels, instead of the dispatch's delivery (D1 patients[].deliveryOverride).
    m_channels = new ChannelChoice(QStringLiteral("patientChannel_"));
    m_channels->setToolTip(tr("Only for this patient, instead of the delivery below; none checked: as below."));
    const QString channelsId = DispatchField::patientField(index, QStringLiteral("deliveryOverride")).toString();
    FormField *channelsField = session->insert(beforeId, channelsId, tr("Own delivery"), m_channels->editor(),
                                               m_jsonPath + QStringLiteral(".deliveryOverride"));
    m_ids << channelsId;
    connect(channelsField->row(), &ValidatedField::errorChanged, this, &PatientEditor::shownErrorsChanged);
    row(channelsField);
    row(lineField(QStringLiteral("idPatientMis"), tr("MIS patient id"), QStringLiteral("patientMisIdEdit")));

    m_documents = new PatientDocumentsEditor(session, index, m_jsonPath + QStringLiteral(".documents"), beforeId);
    connect(m_documents, &PatientDocumentsEditor::shownErrorsChanged, this, &PatientEditor::shownErrorsChanged);
    const QString docsId = DispatchField::patientField(index, QStringLiteral("documents")).toString();
    // Only issues: the documents' values are their rows' fields.
    row(addField(docsId, tr("Identity documents"), QStringLiteral("~") + QString(docsId).replace(u'.', u'~'),
                 m_documents));
    setFocusProxy(line(QStringLiteral("familyName")));
}

PatientEditor::~PatientEditor()
{
    releaseFocusQuietly(this);
    if (!m_session)
        return;
    for (const QString &id : std::as_const(m_ids))
        m_session->remove(id);
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

void PatientEditor::setDocumentCount(int count)
{
    m_documents->setDocuments(QList<PersonDocument>(std::max(0, count)));
}

void PatientEditor::setToday(const QDate &today)
{
    m_today = today;
    m_birthDate->setMaximumDate(today);
    m_documents->setToday(today);
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
    p.documents = m_documents->documents();
    p.deliveryOverride = m_channels->channels();
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
    m_channels->setChannels(patient.deliveryOverride);
    m_documents->setDocuments(patient.documents);
    setToday(m_today);
}

} // namespace cliniclink
