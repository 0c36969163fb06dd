// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentform.h"

#include "core/patient/patientcard.h"
#include "core/validation/snils.h"
#include "ui/common/contentfit.h"
#include "ui/common/datefield.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFocusEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

QString stripMnemonic(QString text)
{
    text.remove(u'&');
    if (text.endsWith(u':'))
        text.chop(1);
    return text;
}

} // namespace

EnrichmentForm::EnrichmentForm(QWidget *parent)
    : QWidget(parent)
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

    m_familyName = addLine(familyName.toString(), QStringLiteral("patientFamilyNameEdit"));
    m_firstName = addLine(firstName.toString(), QStringLiteral("patientFirstNameEdit"));
    m_patronymic = addLine(patronymic.toString(), QStringLiteral("patientPatronymicEdit"));
    m_noPatronymic = new QCheckBox(tr("&No patronymic"), this);
    m_noPatronymic->setObjectName(QStringLiteral("patientNoPatronymicBox"));
    m_noPatronymic->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // on its own row: no wider than its words
    m_birthDate = addDate(birthDate.toString(), QStringLiteral("patientBirthDateEdit"));
    m_gender = new QComboBox(this);
    m_gender->setObjectName(QStringLiteral("patientGenderBox"));
    m_gender->setPlaceholderText(tr("Choose…"));
    m_gender->addItem(tr("Male"), QStringLiteral("1"));
    m_gender->addItem(tr("Female"), QStringLiteral("2"));
    m_gender->setCurrentIndex(-1);
    m_snils = addLine(snils.toString(), QStringLiteral("patientSnilsEdit"));
    m_snils->setInputMask(QStringLiteral("000-000-000 00;_"));
    m_snils->setToolTip(tr("11 digits as printed on the card; the check digits are verified"));

    m_documentType = new QComboBox(this);
    m_documentType->setObjectName(QStringLiteral("documentTypeBox"));
    for (const IdentityDocumentType &t : identityDocumentTypes())
        m_documentType->addItem(t.name, t.code);
    fitComboToCharacters(m_documentType, 20); // the longest names are elided, whole in the tooltip
    m_series = addLine(series.toString(), QStringLiteral("documentSeriesEdit"));
    m_number = addLine(number.toString(), QStringLiteral("documentNumberEdit"));
    m_issueDate = addDate(issueDate.toString(), QStringLiteral("documentIssueDateEdit"));
    m_issuer = addLine(issuer.toString(), QStringLiteral("documentIssuerEdit"));
    m_issuer->setToolTip(tr("As in the document; it need not match the text exactly"));

    wrap(patronymic.toString(), m_patronymic, tr("&Patronymic:"));
    wrap(familyName.toString(), m_familyName, tr("Fa&mily name:"));
    wrap(firstName.toString(), m_firstName, tr("F&irst name:"));
    wrap(birthDate.toString(), m_birthDate, tr("&Birth date:"));
    wrap(gender.toString(), m_gender, tr("Se&x:"));
    wrap(snils.toString(), m_snils, tr("SNI&LS (to check it):"));
    wrap(documentType.toString(), m_documentType, tr("&Type:"));
    wrap(series.toString(), m_series, tr("S&eries:"));
    wrap(number.toString(), m_number, tr("N&umber:"));
    wrap(issueDate.toString(), m_issueDate, tr("Iss&ue date:"));
    wrap(issuer.toString(), m_issuer, tr("Issued b&y:"));

    // Labels keep their mnemonic (QLabel buddies) while m_labels keeps the plain words.
    const auto mnemonicRow = [this](QFormLayout *form, const QString &id, const QString &text, QWidget *row) {
        auto *label = new QLabel(text, this);
        label->setBuddy(editor(id));
        form->addRow(label, row);
    };
    mnemonicRow(patientForm, familyName.toString(), tr("Fa&mily name:"), field(familyName.toString()));
    mnemonicRow(patientForm, firstName.toString(), tr("F&irst name:"), field(firstName.toString()));
    // As wide as the family and first names: "No patronymic" goes on a row of its own below.
    mnemonicRow(patientForm, patronymic.toString(), tr("&Patronymic:"), field(patronymic.toString()));
    patientForm->addRow(QString(), m_noPatronymic);
    mnemonicRow(patientForm, birthDate.toString(), tr("&Birth date:"), field(birthDate.toString()));
    mnemonicRow(patientForm, gender.toString(), tr("Se&x:"), field(gender.toString()));
    mnemonicRow(patientForm, snils.toString(), tr("SNI&LS (to check it):"), field(snils.toString()));
    mnemonicRow(documentForm, documentType.toString(), tr("&Type:"), field(documentType.toString()));
    mnemonicRow(documentForm, series.toString(), tr("S&eries:"), field(series.toString()));
    mnemonicRow(documentForm, number.toString(), tr("N&umber:"), field(number.toString()));
    mnemonicRow(documentForm, issueDate.toString(), tr("Iss&ue date:"), field(issueDate.toString()));
    mnemonicRow(documentForm, issuer.toString(), tr("Issued b&y:"), field(issuer.toString()));
    auto *documentNote = new QLabel(tr("Issue date and issuer are needed for Find SNILS only."), this);
    documentNote->setWordWrap(true);
    documentNote->setEnabled(false); // the palette's dimmed text: a hint, not a field
    documentForm->addRow(documentNote);

    m_findSnils = new QPushButton(enrichmentOperationName(EnrichmentOperation::SnilsLookup), this);
    m_checkSnils = new QPushButton(enrichmentOperationName(EnrichmentOperation::SnilsValidation), this);
    m_findPolicy = new QPushButton(enrichmentOperationName(EnrichmentOperation::PolicyLookup), this);
    m_clear = new QPushButton(tr("Clear the form"), this);
    m_findSnils->setObjectName(QStringLiteral("findSnilsButton"));
    m_checkSnils->setObjectName(QStringLiteral("checkSnilsButton"));
    m_findPolicy->setObjectName(QStringLiteral("findPolicyButton"));
    m_clear->setObjectName(QStringLiteral("clearFormButton"));
    for (QPushButton *b : {m_findSnils, m_checkSnils, m_findPolicy, m_clear})
        b->setAutoDefault(false);

    auto *boxes = new QHBoxLayout;
    // The patient's labels are the longer («СНИЛС (для проверки):»): its box takes more of the width,
    // so its fields are about as wide as the document's and an error line wraps less.
    boxes->addWidget(patientBox, 5);
    boxes->addWidget(documentBox, 4);
    m_patientCard = new PatientCardButton(this);
    connect(m_patientCard, &PatientCardButton::cardChosen, this, &EnrichmentForm::takeCard);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_findSnils);
    actions->addWidget(m_checkSnils);
    actions->addWidget(m_findPolicy);
    actions->addStretch(1);
    actions->addWidget(m_patientCard);
    actions->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(boxes);
    layout->addLayout(actions);

    // The order a registrar reads a passport in: the person, then the document, then the actions.
    QWidget *chain[] = {m_familyName, m_firstName,    m_patronymic, m_noPatronymic, m_birthDate,  m_gender,
                        m_snils,      m_documentType, m_series,     m_number,       m_issueDate,  m_issuer,
                        m_findSnils,  m_checkSnils,   m_findPolicy, m_clear,        m_patientCard};
    for (size_t i = 1; i < std::size(chain); ++i)
        setTabOrder(chain[i - 1], chain[i]);

    connect(m_noPatronymic, &QCheckBox::toggled, this, [this](bool on) {
        // Ticking it empties nothing: the person may have ticked by mistake. The validator says so.
        m_patronymic->setEnabled(!on || !m_patronymic->text().isEmpty());
        emitEdited(enrichmentfield::patronymic.toString());
    });
    connect(m_gender, &QComboBox::currentIndexChanged, this,
            [this] { emitEdited(enrichmentfield::gender.toString()); });
    connect(m_documentType, &QComboBox::currentIndexChanged, this,
            [this] { emitEdited(enrichmentfield::documentType.toString()); });
    connect(m_findSnils, &QPushButton::clicked, this,
            [this] { Q_EMIT actionRequested(EnrichmentOperation::SnilsLookup); });
    connect(m_checkSnils, &QPushButton::clicked, this,
            [this] { Q_EMIT actionRequested(EnrichmentOperation::SnilsValidation); });
    connect(m_findPolicy, &QPushButton::clicked, this,
            [this] { Q_EMIT actionRequested(EnrichmentOperation::PolicyLookup); });
    connect(m_clear, &QPushButton::clicked, this, &EnrichmentForm::clearRequested);
    for (QWidget *w : {static_cast<QWidget *>(m_gender), static_cast<QWidget *>(m_documentType)})
        w->installEventFilter(this);

    setData(emptyData());
}

QLineEdit *EnrichmentForm::addLine(const QString &id, const QString &objectName)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->installEventFilter(this);
    connect(edit, &QLineEdit::textEdited, this, [this, id] { emitEdited(id); });
    return edit;
}

DateField *EnrichmentForm::addDate(const QString &id, const QString &objectName)
{
    auto *edit = new DateField(this);
    edit->setObjectName(objectName);
    edit->installEventFilter(this);
    connect(edit, &QLineEdit::textEdited, this, [this, id] { emitEdited(id); });
    connect(edit, &DateField::datePicked, this, [this, id] { emitEdited(id); });
    return edit;
}

void EnrichmentForm::setToday(const QDate &today)
{
    m_birthDate->setMaximumDate(today);
    m_issueDate->setMaximumDate(today);
}

FieldIssues EnrichmentForm::inputIssues() const
{
    FieldIssues out;
    for (const auto &[id, edit] :
         {std::pair{enrichmentfield::birthDate, m_birthDate}, std::pair{enrichmentfield::issueDate, m_issueDate}}) {
        if (const QString problem = edit->inputProblem(); !problem.isEmpty())
            out << FieldIssue{id.toString(), problem};
    }
    return out;
}

ValidatedField *EnrichmentForm::wrap(const QString &id, QWidget *editor, const QString &label)
{
    m_labels.insert(id, stripMnemonic(label));
    if (ValidatedField *existing = m_fields.value(id))
        return existing;
    auto *f = new ValidatedField(editor, this);
    // Its focus proxy would make each wrapper a second tab stop of its editor, out of order (the
    // wrappers sit apart from the editors in the focus chain). Labels point at the editors anyway.
    f->setFocusProxy(nullptr);
    f->setObjectName(editor->objectName() + QStringLiteral("Field"));
    editor->setAccessibleName(stripMnemonic(label));
    m_fields.insert(id, f);
    return f;
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
    if (m_readOnly)
        return;
    EnrichmentFormData d = data();
    d.patient.familyName = card.familyName;
    d.patient.firstName = card.givenName;
    d.patient.patronymic = card.middleName;
    d.patient.noPatronymic = card.middleName.trimmed().isEmpty();
    d.patient.birthDate = card.birthDate;
    if (card.sex != PatientCard::Sex::Unknown)
        d.patient.gender = card.sex == PatientCard::Sex::Male ? QStringLiteral("1") : QStringLiteral("2");
    if (!card.snils.isEmpty())
        d.patient.snils = card.snils;
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
        d.document.type = chosen->passport ? QStringLiteral("1") : chosen->enrichmentType; // 1: passport
        d.document.series = chosen->series;
        d.document.number = chosen->number;
        d.document.issueDate = chosen->issued;
        d.document.issuer = chosen->issuer;
    }
    setData(d);
    // As if typed: the controller checks the fields and keeps the form's draft.
    for (const QString &id : m_fields.keys())
        emitEdited(id);
}

void EnrichmentForm::emitEdited(const QString &id)
{
    if (!m_filling)
        Q_EMIT edited(id);
}

EnrichmentFormData EnrichmentForm::emptyData()
{
    EnrichmentFormData d;
    d.document.type = QStringLiteral("1");
    return d;
}

EnrichmentFormData EnrichmentForm::data() const
{
    EnrichmentFormData d;
    d.patient.familyName = m_familyName->text();
    d.patient.firstName = m_firstName->text();
    d.patient.patronymic = m_patronymic->text();
    d.patient.noPatronymic = m_noPatronymic->isChecked();
    d.patient.birthDate = m_birthDate->date();
    d.patient.gender = m_gender->currentData().toString();
    // The mask's separators and blanks are not part of the number.
    QString snils = m_snils->text();
    snils.remove(u'-').remove(u' ').remove(u'_');
    d.patient.snils = snils;
    d.document.type = m_documentType->currentData().toString();
    d.document.series = m_series->text();
    d.document.number = m_number->text();
    d.document.issueDate = m_issueDate->date();
    d.document.issuer = m_issuer->text();
    return d;
}

void EnrichmentForm::setData(const EnrichmentFormData &d)
{
    m_filling = true;
    m_familyName->setText(d.patient.familyName);
    m_firstName->setText(d.patient.firstName);
    m_patronymic->setText(d.patient.patronymic);
    m_noPatronymic->setChecked(d.patient.noPatronymic);
    m_patronymic->setEnabled(!d.patient.noPatronymic || !d.patient.patronymic.isEmpty());
    m_birthDate->setDate(d.patient.birthDate);
    m_gender->setCurrentIndex(m_gender->findData(d.patient.gender));
    m_snils->setText(snilsDigits(d.patient.snils));
    m_documentType->setCurrentIndex(m_documentType->findData(d.document.type));
    m_series->setText(d.document.series);
    m_number->setText(d.document.number);
    m_issueDate->setDate(d.document.issueDate);
    m_issuer->setText(d.document.issuer);
    m_filling = false;
}

void EnrichmentForm::showIssues(const FieldIssues &issues)
{
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const FieldIssues own = issuesFor(issues, it.key());
        ValidatedField *f = it.value();
        if (own.isEmpty()) {
            f->clearError();
            m_warning.remove(it.key());
            continue;
        }
        const FieldIssue &shown = own.first(); // errors come first
        const bool warning = !shown.isError();
        // A warning in the amber of the house, an error in red.
        f->setIssue(shown.message, warning ? ValidatedField::Severity::Warning : ValidatedField::Severity::Error);
        m_warning.insert(it.key(), warning);
    }
}

QString EnrichmentForm::shownIssue(const QString &fieldId) const
{
    const ValidatedField *f = field(fieldId);
    return f ? f->error() : QString();
}

bool EnrichmentForm::showsWarning(const QString &fieldId) const
{
    return m_warning.value(fieldId);
}

QWidget *EnrichmentForm::editor(const QString &fieldId) const
{
    const ValidatedField *f = field(fieldId);
    return f ? f->field() : nullptr;
}

QString EnrichmentForm::fieldAt(const QWidget *widget) const
{
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const QWidget *e = it.value()->field();
        if (widget && (widget == e || e->isAncestorOf(widget)))
            return it.key();
    }
    return {};
}

QPushButton *EnrichmentForm::actionButton(EnrichmentOperation operation) const
{
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        return m_findSnils;
    case EnrichmentOperation::SnilsValidation:
        return m_checkSnils;
    case EnrichmentOperation::PolicyLookup:
        return m_findPolicy;
    }
    Q_UNREACHABLE();
}

void EnrichmentForm::setActionState(EnrichmentOperation operation, bool enabled, const QString &toolTip)
{
    QPushButton *b = actionButton(operation);
    b->setEnabled(enabled && !m_readOnly);
    b->setToolTip(toolTip);
}

void EnrichmentForm::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    for (QLineEdit *e : {m_familyName, m_firstName, m_patronymic, m_snils, m_series, m_number, m_issuer,
                         static_cast<QLineEdit *>(m_birthDate), static_cast<QLineEdit *>(m_issueDate)})
        e->setReadOnly(readOnly);
    for (QWidget *w : {static_cast<QWidget *>(m_noPatronymic), static_cast<QWidget *>(m_gender),
                       static_cast<QWidget *>(m_documentType), static_cast<QWidget *>(m_clear)})
        w->setEnabled(!readOnly);
    if (readOnly) {
        for (QPushButton *b : {m_findSnils, m_checkSnils, m_findPolicy})
            b->setEnabled(false);
    }
}

bool EnrichmentForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusOut) {
        const auto *focus = static_cast<QFocusEvent *>(event);
        // Left for another field, not the window or the area losing the focus: an empty new
        // form stays quiet until the person has been through it.
        if (focus->reason() != Qt::PopupFocusReason && leftByPerson(qobject_cast<QWidget *>(watched))) {
            const QString id = fieldAt(qobject_cast<QWidget *>(watched));
            if (!id.isEmpty())
                Q_EMIT fieldLeft(id);
        }
    }
    return QWidget::eventFilter(watched, event);
}

void EnrichmentForm::keyPressEvent(QKeyEvent *event)
{
    // Line edits, date edits and combo boxes pass Enter on; it arrives here.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !m_readOnly) {
        Q_EMIT enterPressed();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace cliniclink
