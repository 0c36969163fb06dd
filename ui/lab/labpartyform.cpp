// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labpartyform.h"

#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "labformfields.h"
#include "ui/common/datefield.h"
#include "ui/common/formsession.h"
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

#include <utility>

namespace cliniclink {

namespace {

// The identifiers the form shows, by the form's key.
constexpr std::pair<const char *, const char *> kIdentifiers[] = {
    {"snils", laboid::kSnils}, {"enp", laboid::kEnp}, {"passport", laboid::kPassport}};

FormField *addLine(FormSession *form, QFormLayout *layout, const QString &id, const QString &label,
                   const QString &jsonPath = {})
{
    FormField *field = form->add(id, label, FormField::lineEdit(new QLineEdit), jsonPath);
    layout->addRow(field->labelWidget(), field->row());
    return field;
}

void addRow(QFormLayout *layout, FormField *field)
{
    layout->addRow(field->labelWidget(), field->row());
}

} // namespace

LabPartyForm::LabPartyForm(Session &session, TerminologyCache *cache, QWidget *parent)
    : QWidget(parent)
    , m_patientForm(new FormSession(this, session.clock()))
    , m_doctorForm(new FormSession(this, session.clock()))
    , m_known(new QComboBox(this))
    , m_savePatient(new QPushButton(tr("Register patient in the lab"), this))
    , m_savePractitioner(new QPushButton(tr("Register practitioner in the lab"), this))
    , m_banner(new MessageBanner(this))
{
    m_patientForm->setObjectName(QStringLiteral("labPatientForm"));
    m_doctorForm->setObjectName(QStringLiteral("labPractitionerForm"));
    m_known->setObjectName(QStringLiteral("knownPatientsBox"));
    m_savePatient->setObjectName(QStringLiteral("savePatientButton"));
    m_savePractitioner->setObjectName(QStringLiteral("savePractitionerButton"));
    m_banner->setObjectName(QStringLiteral("labPartyBanner"));

    auto *columns = new QHBoxLayout;
    columns->addWidget(buildPatientBox(session), 1);
    columns->addWidget(buildPractitionerBox(session, cache), 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(columns);
    layout->addStretch();

    connect(m_savePatient, &QPushButton::clicked, this, &LabPartyForm::savePatientRequested);
    connect(m_savePractitioner, &QPushButton::clicked, this, &LabPartyForm::savePractitionerRequested);
    connect(m_known, &QComboBox::activated, this,
            [this](int index) { Q_EMIT knownPatientChosen(m_known->itemData(index).toJsonObject()); });
    const Environment env = session.currentEnvironment();
    m_misOid = env.misOid;
    m_organization = env.organizationId;
}

LabPartyForm::~LabPartyForm()
{
    releaseFocusQuietly(this);
}

QWidget *LabPartyForm::buildPatientBox(Session &session)
{
    using namespace labfield;
    auto *box = new QGroupBox(tr("Patient"), this);
    auto *pf = new QFormLayout(box);
    // Where the two columns do not fit side by side (a 1024-pixel screen), labels go above their fields.
    pf->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // A patient found in enrichment or sent a dispatch is taken from their card, not typed again.
    auto *cards = new PatientCardButton(box);
    cards->setSource([&session] { return PatientCard::recent(session.follow()); });
    connect(cards, &PatientCardButton::cardChosen, this, &LabPartyForm::takeCard);
    // The names of patients registered earlier are long: the list has the row's width, the card
    // button a row of its own under it.
    m_known->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_known->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_known->setMinimumContentsLength(16);
    auto *known = new QVBoxLayout;
    known->setContentsMargins(0, 0, 0, 0);
    known->addWidget(m_known);
    known->addWidget(cards, 0, Qt::AlignLeft);
    pf->addRow(tr("Registered earlier"), known);

    // Every field in the same row: the field and the line kept for its error, so the rows are even.
    addLine(m_patientForm, pf, QString::fromLatin1(kMisPatientId), tr("Patient id in the MIS"));
    addLine(m_patientForm, pf, QString::fromLatin1(kFamilyName), tr("Family name"));
    addLine(m_patientForm, pf, QString::fromLatin1(kGivenName), tr("Given name"));
    addLine(m_patientForm, pf, QStringLiteral("middleName"), tr("Middle name"));
    auto *gender = new QComboBox;
    gender->addItem(QString(), QString());
    gender->addItem(tr("Female"), QStringLiteral("female"));
    gender->addItem(tr("Male"), QStringLiteral("male"));
    addRow(pf, m_patientForm->add(QString::fromLatin1(kGender), tr("Gender"), FormField::comboBox(gender)));
    addRow(
        pf,
        m_patientForm->add(QString::fromLatin1(kBirthDate), tr("Date of birth"), FormField::dateField(new DateField)));
    addLine(m_patientForm, pf, QString::fromLatin1(kSnils), tr("SNILS"));
    addLine(m_patientForm, pf, QStringLiteral("enp"), tr("Policy number (ENP)"));
    addLine(m_patientForm, pf, QStringLiteral("passport"), tr("Passport (series:number)"));
    FormField *anonymous = m_patientForm->add(QStringLiteral("anonymous"), tr("Anonymous patient"),
                                              FormField::checkBox(new QCheckBox(tr("Anonymous patient"))));
    pf->addRow(QString(), anonymous->row());
    pf->addRow(QString(), m_savePatient);
    return box;
}

QWidget *LabPartyForm::buildPractitionerBox(Session &session, TerminologyCache *cache)
{
    auto *box = new QGroupBox(tr("Ordering practitioner"), this);
    auto *df = new QFormLayout(box);
    df->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const auto line = [&](const char *key, const QString &label) {
        return addLine(m_doctorForm, df, QStringLiteral("practitioner.%1").arg(QLatin1String(key)), label,
                       QString::fromLatin1(key));
    };
    line("misDoctorId", tr("Practitioner id in the MIS"))->setRequired(true);
    line("snils", tr("SNILS"));
    line("familyName", tr("Family name"))->setRequired(true);
    line("givenName", tr("Given name"));
    line("middleName", tr("Middle name"));
    const auto picker = [&](const char *key, const char *oid, const QString &label) {
        auto *p = new DictionaryPicker(session.transport(), session.clock(), cache, QString::fromLatin1(oid));
        addRow(df,
               m_doctorForm->add(QStringLiteral("practitioner.%1").arg(QLatin1String(key)), label, labform::coding(p),
                                 QString::fromLatin1(key)));
    };
    picker("role", laboid::kRoles, tr("Position"));
    picker("specialty", laboid::kSpecialties, tr("Specialty"));
    df->addRow(QString(), m_savePractitioner);
    return box;
}

LabPatient LabPartyForm::patient() const
{
    const QJsonObject json = m_patientForm->toJson();
    LabPatient p = LabPatient::fromJson(json);
    p.serverId = m_patientServerId;
    p.misOid = m_misOid;
    for (QString *name : {&p.misPatientId, &p.familyName, &p.givenName, &p.middleName})
        *name = name->trimmed();
    for (const auto &[key, oid] : kIdentifiers) {
        QString value = json.value(QLatin1String(key)).toString().trimmed();
        if (qstrcmp(oid, laboid::kSnils) == 0)
            value.remove(u'-').remove(u' ');
        if (!value.isEmpty())
            p.identifiers.append({QString::fromLatin1(oid), value, {}, {}, {}});
    }
    return p;
}

void LabPartyForm::takeCard(const PatientCard &card)
{
    // A new registration in the lab for this person: what the card knows, nothing of the lab's.
    LabPatient p;
    p.misPatientId = card.idPatientMis.isEmpty() ? patient().misPatientId : card.idPatientMis;
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
    QJsonObject json = p.toJson();
    for (const LabPatientIdentifier &i : p.identifiers) {
        for (const auto &[key, oid] : kIdentifiers) {
            if (i.systemOid == QLatin1String(oid))
                json.insert(QLatin1String(key), i.value);
        }
    }
    m_patientForm->setJson(json);
    m_savePatient->setText(p.serverId.isEmpty() ? tr("Register patient in the lab") : tr("Update patient in the lab"));
}

LabPractitioner LabPartyForm::practitioner() const
{
    LabPractitioner p = LabPractitioner::fromJson(m_doctorForm->toJson());
    p.serverId = m_practitionerServerId;
    for (QString *text : {&p.misDoctorId, &p.snils, &p.familyName, &p.givenName, &p.middleName})
        *text = text->trimmed();
    p.organizationId = m_organization;
    return p;
}

void LabPartyForm::setPractitioner(const LabPractitioner &p)
{
    m_practitionerServerId = p.serverId;
    if (!p.organizationId.isEmpty())
        m_organization = p.organizationId;
    m_doctorForm->setJson(p.toJson());
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

} // namespace cliniclink
