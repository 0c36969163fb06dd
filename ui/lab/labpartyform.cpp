// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labpartyform.h"

#include "core/session/session.h"
#include "ui/common/datefield.h"
#include "ui/common/messagebanner.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"
#include "ui/terminology/dictionarypicker.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

ValidatedField *lineField(const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(name);
    return new ValidatedField(edit, parent);
}

QLineEdit *plainEdit(const QString &name, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setObjectName(name);
    return edit;
}

} // namespace

LabPartyForm::LabPartyForm(Session &session, TerminologyCache *cache, QWidget *parent)
    : QWidget(parent)
    , m_misPatientId(lineField(QStringLiteral("patientMisIdEdit"), this))
    , m_family(lineField(QStringLiteral("patientFamilyNameEdit"), this))
    , m_given(lineField(QStringLiteral("patientGivenNameEdit"), this))
    , m_middle(plainEdit(QStringLiteral("patientMiddleNameEdit"), this))
    , m_gender(new QComboBox(this))
    , m_birthDate(new DateField)
    , m_birthDateField(new ValidatedField(m_birthDate, this))
    , m_snils(lineField(QStringLiteral("patientSnilsEdit"), this))
    , m_enp(plainEdit(QStringLiteral("patientEnpEdit"), this))
    , m_passport(plainEdit(QStringLiteral("patientPassportEdit"), this))
    , m_anonymous(new QCheckBox(tr("Anonymous patient"), this))
    , m_known(new QComboBox(this))
    , m_savePatient(new QPushButton(tr("Register patient in the lab"), this))
    , m_doctorId(plainEdit(QStringLiteral("practitionerIdEdit"), this))
    , m_doctorSnils(plainEdit(QStringLiteral("practitionerSnilsEdit"), this))
    , m_doctorFamily(plainEdit(QStringLiteral("practitionerFamilyNameEdit"), this))
    , m_doctorGiven(plainEdit(QStringLiteral("practitionerGivenNameEdit"), this))
    , m_doctorMiddle(plainEdit(QStringLiteral("practitionerMiddleNameEdit"), this))
    , m_role(new DictionaryPicker(session.transport(), session.clock(), cache, QString::fromLatin1(laboid::kRoles), {},
                                  this))
    , m_specialty(new DictionaryPicker(session.transport(), session.clock(), cache,
                                       QString::fromLatin1(laboid::kSpecialties), {}, this))
    , m_savePractitioner(new QPushButton(tr("Register practitioner in the lab"), this))
    , m_banner(new MessageBanner(this))
{
    m_birthDate->setObjectName(QStringLiteral("patientBirthDateEdit"));
    m_gender->setObjectName(QStringLiteral("patientGenderBox"));
    m_gender->addItem(QString(), QString());
    m_gender->addItem(tr("Female"), QStringLiteral("female"));
    m_gender->addItem(tr("Male"), QStringLiteral("male"));
    m_known->setObjectName(QStringLiteral("knownPatientsBox"));
    m_savePatient->setObjectName(QStringLiteral("savePatientButton"));
    m_savePractitioner->setObjectName(QStringLiteral("savePractitionerButton"));
    m_role->setObjectName(QStringLiteral("practitionerRolePicker"));
    m_specialty->setObjectName(QStringLiteral("practitionerSpecialtyPicker"));
    m_banner->setObjectName(QStringLiteral("labPartyBanner"));

    auto *patientBox = new QGroupBox(tr("Patient"), this);
    auto *pf = new QFormLayout(patientBox);
    // A patient found in enrichment or sent a dispatch is taken from their card, not typed again.
    m_cards = new PatientCardButton(patientBox);
    m_cards->setSource([&session] { return PatientCard::recent(session.follow()); });
    connect(m_cards, &PatientCardButton::cardChosen, this, &LabPartyForm::takeCard);
    // The names of patients registered earlier are long: the list has the row's width, the card
    // button a row of its own under it.
    m_known->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_known->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_known->setMinimumContentsLength(16);
    auto *cardRow = new QHBoxLayout;
    cardRow->addWidget(m_cards);
    cardRow->addStretch(1);
    pf->addRow(tr("Registered earlier"), m_known);
    pf->addRow(QString(), cardRow);
    pf->addRow(tr("Patient id in the MIS"), m_misPatientId);
    pf->addRow(tr("Family name"), m_family);
    pf->addRow(tr("Given name"), m_given);
    pf->addRow(tr("Middle name"), m_middle);
    pf->addRow(tr("Gender"), m_gender);
    pf->addRow(tr("Date of birth"), m_birthDateField);
    pf->addRow(tr("SNILS"), m_snils);
    pf->addRow(tr("Policy number (ENP)"), m_enp);
    pf->addRow(tr("Passport (series:number)"), m_passport);
    pf->addRow(QString(), m_anonymous);
    pf->addRow(QString(), m_savePatient);

    auto *doctorBox = new QGroupBox(tr("Ordering practitioner"), this);
    auto *df = new QFormLayout(doctorBox);
    // Where the two columns do not fit side by side (a 1024-pixel screen), labels go above their fields.
    for (QFormLayout *form : {pf, df})
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    df->addRow(tr("Practitioner id in the MIS"), m_doctorId);
    df->addRow(tr("SNILS"), m_doctorSnils);
    df->addRow(tr("Family name"), m_doctorFamily);
    df->addRow(tr("Given name"), m_doctorGiven);
    df->addRow(tr("Middle name"), m_doctorMiddle);
    df->addRow(tr("Position"), m_role);
    df->addRow(tr("Specialty"), m_specialty);
    df->addRow(QString(), m_savePractitioner);

    auto *columns = new QHBoxLayout;
    columns->addWidget(patientBox, 1);
    columns->addWidget(doctorBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(columns);
    layout->addStretch();

    connect(m_savePatient, &QPushButton::clicked, this, &LabPartyForm::savePatientRequested);
    connect(m_savePractitioner, &QPushButton::clicked, this, &LabPartyForm::savePractitionerRequested);
    connect(m_known, &QComboBox::activated, this, &LabPartyForm::knownPatientChosen);
    const Environment env = session.currentEnvironment();
    m_misOid = env.misOid;
    m_organization = env.organizationId;
}

LabPartyForm::~LabPartyForm()
{
    releaseFocusQuietly(this);
}

QLineEdit *LabPartyForm::familyNameEdit() const
{
    return m_family->lineEdit();
}
QLineEdit *LabPartyForm::givenNameEdit() const
{
    return m_given->lineEdit();
}
QLineEdit *LabPartyForm::misPatientIdEdit() const
{
    return m_misPatientId->lineEdit();
}
QLineEdit *LabPartyForm::snilsEdit() const
{
    return m_snils->lineEdit();
}

LabPatient LabPartyForm::patient() const
{
    LabPatient p;
    p.serverId = m_patientServerId;
    p.misPatientId = m_misPatientId->lineEdit()->text().trimmed();
    p.misOid = m_misOid;
    p.familyName = m_family->lineEdit()->text().trimmed();
    p.givenName = m_given->lineEdit()->text().trimmed();
    p.middleName = m_middle->text().trimmed();
    p.gender = m_gender->currentData().toString();
    p.birthDate = m_birthDate->date();
    p.anonymous = m_anonymous->isChecked();
    const QString snils = m_snils->lineEdit()->text().remove(u'-').remove(u' ');
    if (!snils.isEmpty())
        p.identifiers.append({QString::fromLatin1(laboid::kSnils), snils, {}, {}, {}});
    if (!m_enp->text().trimmed().isEmpty())
        p.identifiers.append({QString::fromLatin1(laboid::kEnp), m_enp->text().trimmed(), {}, {}, {}});
    if (!m_passport->text().trimmed().isEmpty())
        p.identifiers.append({QString::fromLatin1(laboid::kPassport), m_passport->text().trimmed(), {}, {}, {}});
    return p;
}

void LabPartyForm::takeCard(const PatientCard &card)
{
    // A new registration in the lab for this person: what the card knows, nothing of the lab's.
    LabPatient p;
    p.misPatientId = card.idPatientMis.isEmpty() ? m_misPatientId->lineEdit()->text().trimmed() : card.idPatientMis;
    p.familyName = card.familyName;
    p.givenName = card.givenName;
    p.middleName = card.middleName;
    p.birthDate = card.birthDate;
    if (card.sex != PatientCard::Sex::Unknown)
        p.gender = card.sex == PatientCard::Sex::Male ? QStringLiteral("male") : QStringLiteral("female");
    if (!card.snils.isEmpty())
        p.identifiers.append({QString::fromLatin1(laboid::kSnils), card.snils, {}, {}, {}});
    if (!card.policyNumber.isEmpty())
        p.identifiers.append({QString::fromLatin1(laboid::kEnp), card.policyNumber, {}, {}, {}});
    for (const PatientCard::Document &d : card.documents) {
        if (d.passport) {
            p.identifiers.append({QString::fromLatin1(laboid::kPassport), d.series + u':' + d.number, {}, {}, {}});
            break;
        }
    }
    m_known->setCurrentIndex(0); // "New patient"
    setPatient(p);
}

void LabPartyForm::setPatient(const LabPatient &p)
{
    m_patientServerId = p.serverId;
    m_misPatientId->lineEdit()->setText(p.misPatientId);
    m_family->lineEdit()->setText(p.familyName);
    m_given->lineEdit()->setText(p.givenName);
    m_middle->setText(p.middleName);
    m_gender->setCurrentIndex(std::max(0, m_gender->findData(p.gender)));
    m_birthDate->setDate(p.birthDate);
    m_anonymous->setChecked(p.anonymous);
    m_snils->lineEdit()->clear();
    m_enp->clear();
    m_passport->clear();
    for (const LabPatientIdentifier &i : p.identifiers) {
        if (i.systemOid == QLatin1String(laboid::kSnils))
            m_snils->lineEdit()->setText(i.value);
        else if (i.systemOid == QLatin1String(laboid::kEnp))
            m_enp->setText(i.value);
        else if (i.systemOid == QLatin1String(laboid::kPassport))
            m_passport->setText(i.value);
    }
    m_savePatient->setText(p.serverId.isEmpty() ? tr("Register patient in the lab") : tr("Update patient in the lab"));
}

LabPractitioner LabPartyForm::practitioner() const
{
    LabPractitioner p;
    p.serverId = m_practitionerServerId;
    p.misDoctorId = m_doctorId->text().trimmed();
    p.snils = m_doctorSnils->text().trimmed();
    p.familyName = m_doctorFamily->text().trimmed();
    p.givenName = m_doctorGiven->text().trimmed();
    p.middleName = m_doctorMiddle->text().trimmed();
    p.organizationId = m_organization;
    p.role = m_role->value();
    p.specialty = m_specialty->value();
    return p;
}

void LabPartyForm::setPractitioner(const LabPractitioner &p)
{
    m_practitionerServerId = p.serverId;
    m_doctorId->setText(p.misDoctorId);
    m_doctorSnils->setText(p.snils);
    m_doctorFamily->setText(p.familyName);
    m_doctorGiven->setText(p.givenName);
    m_doctorMiddle->setText(p.middleName);
    if (!p.organizationId.isEmpty())
        m_organization = p.organizationId;
    m_role->setValue(p.role);
    m_specialty->setValue(p.specialty);
    m_savePractitioner->setText(p.serverId.isEmpty() ? tr("Register practitioner in the lab")
                                                     : tr("Update practitioner in the lab"));
}

void LabPartyForm::setKnownPatients(const QList<LabPatient> &patients)
{
    m_known->clear();
    m_known->addItem(tr("New patient"));
    for (const LabPatient &p : patients)
        m_known->addItem(QStringLiteral("%1 %2 (%3)").arg(p.familyName, p.givenName, p.misPatientId), p.toJson());
}

void LabPartyForm::showPatientIssues(const FieldIssues &issues)
{
    const auto show = [&](ValidatedField *field, const char *id) {
        const FieldIssues own = issuesFor(issues, QString::fromLatin1(id));
        field->setError(own.isEmpty() ? QString() : own.first().message);
    };
    show(m_misPatientId, "misPatientId");
    show(m_family, "familyName");
    show(m_given, "givenName");
    show(m_birthDateField, "birthDate");
    show(m_snils, "snils");
    const FieldIssues gender = issuesFor(issues, QStringLiteral("gender"));
    m_gender->setToolTip(gender.isEmpty() ? QString() : gender.first().message);
}

} // namespace cliniclink
