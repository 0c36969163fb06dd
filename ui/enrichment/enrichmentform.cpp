// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentform.h"

#include "core/patient/patientcard.h"
#include "core/validation/snils.h"
#include "ui/common/contentfit.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

EnrichmentForm::EnrichmentForm(Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_session(new FormSession(this, clock))
{
    using namespace enrichmentfield;

    auto *patientBox = new QGroupBox(tr("Patient"), this);
    auto *patientForm = new QFormLayout(patientBox);
    auto *documentBox = new QGroupBox(tr("Identity document (for Find SNILS and Find policy)"), this);
    auto *documentForm = new QFormLayout(documentBox);
    for (QFormLayout *f : {patientForm, documentForm}) {
        f->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        f->setRowWrapPolicy(QFormLayout::DontWrapRows);
    }

    // Each field once: its id (validation's), label, editor and key in the draft (the keys of the
    // drafts written before, so a draft from yesterday comes back), in the order of the form.
    const auto add = [this](QStringView id, const QString &label, FormField::Editor editor, const char *key,
                            const char *objectName) {
        editor.widget->setObjectName(QString::fromLatin1(objectName));
        FormField *f = m_session->add(id.toString(), label, std::move(editor), QString::fromLatin1(key));
        // Its focus proxy would make each row a second tab stop of its editor, out of order.
        f->row()->setFocusProxy(nullptr);
        f->row()->setObjectName(f->editor()->objectName() + QStringLiteral("Field"));
        f->editor()->setAccessibleName(f->label());
        return f;
    };
    const auto row = [](QFormLayout *form, FormField *f) { form->addRow(f->labelWidget(), f->row()); };
    const auto line = [] { return FormField::lineEdit(new QLineEdit); };
    const auto date = [] { return FormField::dateField(new DateField); };

    FormField *family = add(familyName, tr("Fa&mily name:"), line(), "familyName", "patientFamilyNameEdit");
    FormField *first = add(firstName, tr("F&irst name:"), line(), "firstName", "patientFirstNameEdit");
    auto *patronymicEdit = new QLineEdit;
    FormField *middle =
        add(patronymic, tr("&Patronymic:"), FormField::lineEdit(patronymicEdit), "patronymic", "patientPatronymicEdit");
    auto *noPatronymic = new QCheckBox(tr("&No patronymic"));
    noPatronymic->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // on its own row: no wider than its words
    FormField *none = add(u"patient.noPatronymic", tr("&No patronymic"), FormField::checkBox(noPatronymic),
                          "noPatronymic", "patientNoPatronymicBox");
    // Ticking it empties nothing: the person may have ticked by mistake; the validation says so.
    middle->setEnabledWhen(
        [noPatronymic, patronymicEdit] { return !noPatronymic->isChecked() || !patronymicEdit->text().isEmpty(); });
    FormField *birth = add(birthDate, tr("&Birth date:"), date(), "birthDate", "patientBirthDateEdit");
    for (FormField *f : {family, first, middle, birth})
        f->setRequired(true); // every operation sends them: "Required" as soon as one is left empty
    auto *genderBox = new QComboBox;
    genderBox->setPlaceholderText(tr("Choose…"));
    genderBox->addItem(tr("Male"), QStringLiteral("1"));
    genderBox->addItem(tr("Female"), QStringLiteral("2"));
    genderBox->setCurrentIndex(-1);
    FormField *sex = add(gender, tr("Se&x:"), FormField::comboBox(genderBox), "gender", "patientGenderBox");
    auto *snilsEdit = new QLineEdit;
    snilsEdit->setInputMask(QStringLiteral("000-000-000 00;_"));
    snilsEdit->setToolTip(tr("11 digits as printed on the card; the check digits are verified"));
    FormField::Editor snilsEditor = FormField::lineEdit(snilsEdit);
    snilsEditor.read = [snilsEdit] {
        // The mask's separators and blanks are not part of the number.
        QString digits = snilsEdit->text();
        digits.remove(u'-').remove(u' ').remove(u'_');
        return QJsonValue(digits);
    };
    snilsEditor.write = [snilsEdit](const QJsonValue &v) { snilsEdit->setText(snilsDigits(v.toString())); };
    FormField *snilsField = add(snils, tr("SNI&LS (to check it):"), snilsEditor, "snils", "patientSnilsEdit");

    auto *typeBox = new QComboBox;
    for (const IdentityDocumentType &t : identityDocumentTypes())
        typeBox->addItem(t.name, t.code);
    typeBox->setCurrentIndex(typeBox->findData(QStringLiteral("1"))); // a Russian passport to start with
    fitComboToCharacters(typeBox, 20); // the longest names are elided, whole in the tooltip
    FormField *type = add(documentType, tr("&Type:"), FormField::comboBox(typeBox), "documentType", "documentTypeBox");
    FormField *seriesField = add(series, tr("S&eries:"), line(), "series", "documentSeriesEdit");
    FormField *numberField = add(number, tr("N&umber:"), line(), "number", "documentNumberEdit");
    FormField *issued = add(issueDate, tr("Iss&ue date:"), date(), "issueDate", "documentIssueDateEdit");
    FormField *issuerField = add(issuer, tr("Issued b&y:"), line(), "issuer", "documentIssuerEdit");
    issuerField->editor()->setToolTip(tr("As in the document; it need not match the text exactly"));

    row(patientForm, family);
    row(patientForm, first);
    // As wide as the family and first names: "No patronymic" goes on a row of its own below.
    row(patientForm, middle);
    // The box alone, without its row: it has no issue of its own (the patronymic's line says it).
    patientForm->addRow(QString(), none->editor());
    row(patientForm, birth);
    row(patientForm, sex);
    row(patientForm, snilsField);
    for (FormField *f : {type, seriesField, numberField, issued, issuerField})
        row(documentForm, f);
    auto *documentNote = new QLabel(tr("Issue date and issuer are needed for Find SNILS only."), this);
    documentNote->setWordWrap(true);
    documentNote->setEnabled(false); // the palette's dimmed text: a hint, not a field
    documentForm->addRow(documentNote);

    const char *actionNames[] = {"findSnilsButton", "checkSnilsButton", "findPolicyButton"};
    for (EnrichmentOperation op : kAllEnrichmentOperations) {
        auto *b = new QPushButton(enrichmentOperationName(op), this);
        b->setObjectName(QString::fromLatin1(actionNames[int(op)]));
        b->setAutoDefault(false);
        connect(b, &QPushButton::clicked, this, [this, op] { Q_EMIT actionRequested(op); });
        m_actions[int(op)] = b;
    }
    m_clear = new QPushButton(tr("Clear the form"), this);
    m_clear->setObjectName(QStringLiteral("clearFormButton"));
    m_clear->setAutoDefault(false);
    connect(m_clear, &QPushButton::clicked, this, &EnrichmentForm::clearRequested);
    connect(m_session, &FormSession::busyChanged, m_clear, [this](bool busy) { m_clear->setEnabled(!busy); });

    auto *boxes = new QHBoxLayout;
    // The patient's labels are the longer («СНИЛС (для проверки):»): its box takes more of the width,
    // so its fields are about as wide as the document's and an error line wraps less.
    boxes->addWidget(patientBox, 5);
    boxes->addWidget(documentBox, 4);
    m_patientCard = new PatientCardButton(this);
    connect(m_patientCard, &PatientCardButton::cardChosen, this, &EnrichmentForm::takeCard);
    auto *actions = new QHBoxLayout;
    QPushButton *findSnils = actionButton(EnrichmentOperation::SnilsLookup);
    QPushButton *checkSnils = actionButton(EnrichmentOperation::SnilsValidation);
    QPushButton *findPolicy = actionButton(EnrichmentOperation::PolicyLookup);
    actions->addWidget(findSnils);
    actions->addWidget(checkSnils);
    actions->addWidget(findPolicy);
    actions->addStretch(1);
    actions->addWidget(m_patientCard);
    actions->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(boxes);
    layout->addLayout(actions);

    // The order a registrar reads a passport in: the person, then the document, then the actions.
    QList<QWidget *> chain;
    for (const FormField *f : m_session->fields())
        chain << f->editor();
    chain << findSnils << checkSnils << findPolicy << m_clear << m_patientCard;
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain.at(i - 1), chain.at(i));
    m_session->applyEnabled();
}

QPushButton *EnrichmentForm::actionButton(EnrichmentOperation operation) const
{
    return m_actions[int(operation)];
}

void EnrichmentForm::setToday(const QDate &today)
{
    for (QStringView id : {enrichmentfield::birthDate, enrichmentfield::issueDate})
        static_cast<DateField *>(m_session->field(id.toString())->editor())->setMaximumDate(today);
}

void EnrichmentForm::setTestPatients(SandboxTestPatients *patients)
{
    m_patientCard->setTestPatients(patients);
}

void EnrichmentForm::setPatientCardSource(std::function<QList<PatientCard>()> source)
{
    m_patientCard->setSource(std::move(source));
}

void EnrichmentForm::takeCard(const PatientCard &card)
{
    if (m_session->isBusy())
        return;
    const auto iso = [](const QDate &d) { return d.isValid() ? d.toString(Qt::ISODate) : QString(); };
    QJsonObject values{{QStringLiteral("familyName"), card.familyName},
                       {QStringLiteral("firstName"), card.givenName},
                       {QStringLiteral("patronymic"), card.middleName},
                       {QStringLiteral("noPatronymic"), card.middleName.trimmed().isEmpty()},
                       {QStringLiteral("birthDate"), iso(card.birthDate)}};
    if (card.sex != PatientCard::Sex::Unknown)
        values.insert(QStringLiteral("gender"),
                      card.sex == PatientCard::Sex::Male ? QStringLiteral("1") : QStringLiteral("2"));
    if (!card.snils.isEmpty())
        values.insert(QStringLiteral("snils"), card.snils);
    // A passport first; else a document whose enrichment type the card knows.
    const PatientCard::Document *chosen = nullptr;
    for (const PatientCard::Document &document : card.documents) {
        if (document.passport) {
            chosen = &document;
            break;
        }
        if (!chosen && !document.enrichmentType.isEmpty())
            chosen = &document;
    }
    if (chosen) {
        values.insert(QStringLiteral("documentType"), chosen->passport ? QStringLiteral("1") : chosen->enrichmentType);
        values.insert(QStringLiteral("series"), chosen->series);
        values.insert(QStringLiteral("number"), chosen->number);
        values.insert(QStringLiteral("issueDate"), iso(chosen->issued));
        values.insert(QStringLiteral("issuer"), chosen->issuer);
    }
    // As if typed: the fields are checked and the form's draft kept.
    m_session->fillAsTyped(values);
}

QString EnrichmentForm::text(QStringView fieldId) const
{
    return m_session->field(fieldId.toString())->value().toString();
}

EnrichmentPatient EnrichmentForm::patient() const
{
    using namespace enrichmentfield;
    EnrichmentPatient p;
    p.familyName = text(familyName);
    p.firstName = text(firstName);
    p.patronymic = text(patronymic);
    p.noPatronymic = m_session->field(QStringLiteral("patient.noPatronymic"))->value().toBool();
    p.birthDate = QDate::fromString(text(birthDate), Qt::ISODate);
    p.gender = text(gender);
    p.snils = text(snils);
    return p;
}

IdentityDocument EnrichmentForm::document() const
{
    using namespace enrichmentfield;
    IdentityDocument d;
    d.type = text(documentType);
    d.series = text(series);
    d.number = text(number);
    d.issueDate = QDate::fromString(text(issueDate), Qt::ISODate);
    d.issuer = text(issuer);
    return d;
}

void EnrichmentForm::keyPressEvent(QKeyEvent *event)
{
    // Line edits, date edits and combo boxes pass Enter on; it arrives here.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !m_session->isBusy()) {
        Q_EMIT enterPressed();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace cliniclink
