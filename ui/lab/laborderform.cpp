// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laborderform.h"

#include "core/common/jsonfields.h"
#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "labformfields.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"
#include "ui/terminology/dictionarypicker.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

constexpr int kPatientIdRole = Qt::UserRole;
constexpr int kPatientRole = Qt::UserRole + 1;

QString fieldId(const char *field)
{
    return QString::fromLatin1(field);
}

void addRow(QFormLayout *layout, FormField *field)
{
    layout->addRow(field->labelWidget(), field->row());
}

// The patient by their id in the lab; one the list does not hold leaves the choice as it is.
FormField::Editor patientEditor(QComboBox *box)
{
    FormField::Editor e = FormField::comboBox(box);
    e.write = [box](const QJsonValue &v) {
        const int index = box->findData(v.toString(), kPatientIdRole);
        if (index >= 0)
            box->setCurrentIndex(index);
    };
    return e;
}

} // namespace

LabOrderForm::LabOrderForm(Session &session, TerminologyCache *cache, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_cache(cache)
    , m_form(new FormSession(this, session.clock()))
    , m_patient(new QComboBox)
    , m_collectedAt(new QDateTimeEdit)
    , m_preview(new QPlainTextEdit(this))
    , m_previewButton(new QPushButton(tr("What will be sent"), this))
    , m_send(new QPushButton(tr("Send to the lab"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
    , m_banner(new MessageBanner(this))
{
    fitComboToCharacters(m_patient, 24); // a long full name is elided, whole in the tooltip
    m_preview->setObjectName(QStringLiteral("orderPreview"));
    m_preview->setReadOnly(true);
    m_preview->setPlaceholderText(tr("Press “What will be sent” to see the order before sending it."));
    m_previewButton->setObjectName(QStringLiteral("orderPreviewButton"));
    m_send->setObjectName(QStringLiteral("orderSendButton"));
    m_clear->setObjectName(QStringLiteral("orderClearButton"));
    m_banner->setObjectName(QStringLiteral("orderBanner"));

    auto *who = new QGroupBox(tr("Order"), this);
    auto *wf = new QFormLayout(who);
    addRow(wf,
           m_form->add(fieldId(labfield::kPatient), tr("Patient"), patientEditor(m_patient),
                       QStringLiteral("patientServerId")));
    addRow(wf, m_form->add(fieldId(labfield::kMisOrderId), tr("Order number"), FormField::lineEdit(new QLineEdit)));
    DictionaryPicker *laboratory = picker("1.2.643.2.69.1.1.1.64");
    laboratory->setNameInField(true); // a laboratory by its name; its UUID in the tooltip
    addRow(wf,
           m_form->add(fieldId(labfield::kTarget), tr("Laboratory"),
                       labform::code(laboratory, QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.64")),
                       QStringLiteral("targetLaboratory")));
    auto *services = new LabCodingList(picker(laboid::kServices), tr("Add service"), LabCodingList::Kind::Codings, 90);
    addRow(wf, m_form->add(fieldId(labfield::kServices), tr("Services"), services->editor()));
    addRow(wf, addPicker(laboid::kPayment, labfield::kPayment, tr("Payment")));
    FormField *priorityField = addPicker(laboid::kPriorities, labfield::kPriority, tr("Priority"));
    auto *priority = static_cast<DictionaryPicker *>(priorityField->editor());
    // The FHIR words (routine, urgent, asap, stat) read as words of the person's language.
    priority->setNameInField(true);
    priority->setCodeNames({{QStringLiteral("routine"), tr("Routine", "lab order priority")},
                            {QStringLiteral("urgent"), tr("Urgent", "lab order priority")},
                            {QStringLiteral("asap"), tr("As soon as possible", "lab order priority")},
                            {QStringLiteral("stat"), tr("Immediately", "lab order priority")}});
    addRow(wf, priorityField);

    auto *specimen = new QGroupBox(tr("Specimen and encounter"), this);
    auto *sf = new QFormLayout(specimen);
    addRow(sf, addPicker(laboid::kSpecimens, labfield::kSpecimenType, tr("Specimen type")));
    addRow(sf, addPicker(laboid::kContainers, labfield::kContainerType, tr("Container")));
    addRow(sf, m_form->add(fieldId(labfield::kBarcode), tr("Tube barcode"), FormField::lineEdit(new QLineEdit)));
    addRow(sf, addCollectedAt());
    addRow(sf, m_form->add(QStringLiteral("specimenComment"), tr("Comment"), FormField::lineEdit(new QLineEdit)));
    addRow(sf, addPicker(laboid::kIcd10, labfield::kDiagnosis, tr("Diagnosis (ICD-10)")));
    addRow(sf, addPicker(laboid::kEncounterTypes, labfield::kEncounterType, tr("Encounter type")));
    addRow(sf, addPicker(laboid::kEncounterReasons, labfield::kEncounterReason, tr("Encounter reason")));
    auto *observations =
        new LabCodingList(picker(laboid::kOrderObservations), tr("Add"), LabCodingList::Kind::WithValues, 60);
    addRow(sf, m_form->add(fieldId(labfield::kObservations), tr("Height, weight…"), observations->editor()));

    // Where the two columns do not fit side by side (a 1024-pixel screen), labels go above their fields.
    for (QFormLayout *form : {wf, sf})
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    auto *columns = new QHBoxLayout;
    columns->addWidget(who, 1, Qt::AlignTop);
    columns->addWidget(specimen, 1, Qt::AlignTop);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_clear);
    buttons->addStretch();
    buttons->addWidget(m_previewButton);
    buttons->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(columns);
    layout->addWidget(m_preview, 1);
    layout->addLayout(buttons);

    connect(m_previewButton, &QPushButton::clicked, this, &LabOrderForm::previewRequested);
    connect(m_send, &QPushButton::clicked, this, &LabOrderForm::sendRequested);
    connect(m_clear, &QPushButton::clicked, this, &LabOrderForm::askClear);
}

LabOrderForm::~LabOrderForm()
{
    releaseFocusQuietly(this);
}

DictionaryPicker *LabOrderForm::picker(const char *oid)
{
    return new DictionaryPicker(m_session.transport(), m_session.clock(), m_cache, QString::fromLatin1(oid));
}

FormField *LabOrderForm::addPicker(const char *oid, const char *id, const QString &label)
{
    return m_form->add(fieldId(id), label, labform::coding(picker(oid)));
}

// The time of collection follows the clock (and is kept as nothing) until the person sets one.
FormField *LabOrderForm::addCollectedAt()
{
    m_collectedAt->setCalendarPopup(true);
    m_collectedAt->setDisplayFormat(QStringLiteral("dd.MM.yyyy HH:mm"));
    connect(m_collectedAt, &QDateTimeEdit::dateTimeChanged, this, [this] { m_collectedAtFollowsClock = false; });
    FormField::Editor e{m_collectedAt,
                        [this] {
                            return m_collectedAtFollowsClock
                                ? QJsonValue()
                                : JsonFieldValue<QDateTime>::write(m_collectedAt->dateTime().toUTC());
                        },
                        [this](const QJsonValue &v) {
                            const QDateTime at = JsonFieldValue<QDateTime>::read(v);
                            if (at.isValid())
                                m_collectedAt->setDateTime(at.toLocalTime());
                            // A new order: taken now, and still now when it is composed later.
                            m_collectedAtFollowsClock = !at.isValid();
                            refreshCollectedAt();
                        },
                        [this](QObject *context, std::function<void()> changed) {
                            connect(m_collectedAt, &QDateTimeEdit::dateTimeChanged, context, [changed] { changed(); });
                        },
                        {},
                        {}};
    return m_form->add(fieldId(labfield::kCollectedAt), tr("Taken at"), std::move(e));
}

void LabOrderForm::askClear()
{
    // What was typed is gone after a stray click: ask first, "keep" being the default.
    auto *box =
        new QMessageBox(QMessageBox::Question, tr("Clear the order"),
                        tr("Clear every field of the order? What was typed is not kept."), QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("clearOrderConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(tr("Clear the order"), QMessageBox::DestructiveRole);
    yes->setObjectName(QStringLiteral("confirmClearOrderButton"));
    QPushButton *keep = box->addButton(tr("Keep it"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepOrderButton"));
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    connect(box, &QMessageBox::buttonClicked, this, [this, yes](QAbstractButton *clicked) {
        if (clicked == yes)
            Q_EMIT clearRequested();
    });
    box->open();
}

void LabOrderForm::refreshCollectedAt()
{
    if (!m_collectedAtFollowsClock)
        return;
    const QSignalBlocker quiet(m_collectedAt);
    m_collectedAt->setDateTime(m_session.clock().now().toLocalTime());
}

void LabOrderForm::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshCollectedAt();
}

LabOrderRequest LabOrderForm::request() const
{
    LabOrderRequest r = LabOrderRequest::fromJson(m_form->toJson());
    r.misOrderId = r.misOrderId.trimmed();
    r.barcode = r.barcode.trimmed();
    r.specimenComment = r.specimenComment.trimmed();
    r.collectedAt = m_collectedAt->dateTime().toUTC();
    const LabPatient patient = chosenPatient();
    r.patientServerId = patient.serverId;
    // "Иванов П.А.": the family name and the initials, as the orders list shows the patient.
    QString initials;
    for (const QString &name : {patient.givenName, patient.middleName}) {
        if (!name.trimmed().isEmpty())
            initials += name.trimmed().left(1).toUpper() + u'.';
    }
    r.patientLabel = QStringList{patient.familyName.trimmed(), initials}.join(u' ').trimmed();
    return r;
}

void LabOrderForm::setRequest(const LabOrderRequest &r)
{
    m_form->setJson(r.toJson());
}

void LabOrderForm::setPatients(const QList<LabPatient> &patients)
{
    const QString current = chosenPatient().serverId;
    m_patient->clear();
    for (const LabPatient &p : patients) {
        m_patient->addItem(
            QStringLiteral("%1 %2 %3 (%4)").arg(p.familyName, p.givenName, p.middleName, p.misPatientId));
        m_patient->setItemData(m_patient->count() - 1, p.serverId, kPatientIdRole);
        m_patient->setItemData(m_patient->count() - 1, p.toJson(), kPatientRole);
    }
    const int again = m_patient->findData(current, kPatientIdRole);
    if (again >= 0)
        m_patient->setCurrentIndex(again);
}

LabPatient LabOrderForm::chosenPatient() const
{
    return LabPatient::fromJson(m_patient->currentData(kPatientRole).toJsonObject());
}

void LabOrderForm::showPreview(const QString &text)
{
    m_preview->setPlainText(text);
}

} // namespace cliniclink
