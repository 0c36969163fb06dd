// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laborderform.h"

#include "core/lab/labvalidation.h"
#include "core/session/session.h"
#include "ui/common/contentfit.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"
#include "ui/terminology/dictionarypicker.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

QString codingText(const fhir::FhirCoding &c)
{
    return c.display.isEmpty() ? c.code : QStringLiteral("%1 — %2").arg(c.code, c.display);
}

} // namespace

LabOrderForm::LabOrderForm(Session &session, TerminologyCache *cache, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_cache(cache)
    , m_patient(new QComboBox)
    , m_orderNumber(new QLineEdit)
    , m_addService(new QPushButton(tr("Add service"), this))
    , m_services(new QListWidget)
    , m_barcode(new QLineEdit)
    , m_collectedAt(new QDateTimeEdit)
    , m_comment(new QLineEdit(this))
    , m_observationValue(new QDoubleSpinBox(this))
    , m_addObservation(new QPushButton(tr("Add"), this))
    , m_observations(new QListWidget(this))
    , m_preview(new QPlainTextEdit(this))
    , m_previewButton(new QPushButton(tr("What will be sent"), this))
    , m_send(new QPushButton(tr("Send to the lab"), this))
    , m_clear(new QPushButton(tr("Clear"), this))
    , m_banner(new MessageBanner(this))
{
    m_patient->setObjectName(QStringLiteral("orderPatientBox"));
    fitComboToCharacters(m_patient, 24); // a long full name is elided, whole in the tooltip
    m_orderNumber->setObjectName(QStringLiteral("orderNumberEdit"));
    m_services->setObjectName(QStringLiteral("orderServicesList"));
    // Lists keep their height: the rows around them stay together instead of spreading apart.
    m_services->setFixedHeight(90);
    m_barcode->setObjectName(QStringLiteral("orderBarcodeEdit"));
    m_collectedAt->setObjectName(QStringLiteral("orderCollectedAtEdit"));
    m_collectedAt->setCalendarPopup(true);
    m_collectedAt->setDisplayFormat(QStringLiteral("dd.MM.yyyy HH:mm"));
    m_comment->setObjectName(QStringLiteral("orderSpecimenCommentEdit"));
    m_observationValue->setRange(0, 100000);
    m_observationValue->setDecimals(1);
    m_observationValue->setObjectName(QStringLiteral("orderObservationValue"));
    m_observations->setObjectName(QStringLiteral("orderObservationsList"));
    m_observations->setFixedHeight(60);
    m_preview->setObjectName(QStringLiteral("orderPreview"));
    m_preview->setReadOnly(true);
    m_preview->setPlaceholderText(tr("Press “What will be sent” to see the order before sending it."));
    m_previewButton->setObjectName(QStringLiteral("orderPreviewButton"));
    m_send->setObjectName(QStringLiteral("orderSendButton"));
    m_send->setEnabled(false);
    m_clear->setObjectName(QStringLiteral("orderClearButton"));
    m_addService->setObjectName(QStringLiteral("orderAddServiceButton"));
    m_addObservation->setObjectName(QStringLiteral("orderAddObservationButton"));
    m_banner->setObjectName(QStringLiteral("orderBanner"));

    m_servicePicker = new DictionaryPicker(session.transport(), session.clock(), cache,
                                           QString::fromLatin1(laboid::kServices), {}, this);
    m_servicePicker->setObjectName(QStringLiteral("orderServicePicker"));
    m_observationPicker = new DictionaryPicker(session.transport(), session.clock(), cache,
                                               QString::fromLatin1(laboid::kOrderObservations), {}, this);
    m_observationPicker->setObjectName(QStringLiteral("orderObservationPicker"));

    auto *who = new QGroupBox(tr("Order"), this);
    auto *wf = new QFormLayout(who);
    wf->addRow(tr("Patient"), wrap(m_patient, labfield::kPatient));
    wf->addRow(tr("Order number"), wrap(m_orderNumber, labfield::kMisOrderId));
    DictionaryPicker *laboratory = addPicker("1.2.643.2.69.1.1.1.64", labfield::kTarget);
    laboratory->setNameInField(true); // a laboratory by its name; its UUID in the tooltip
    wf->addRow(tr("Laboratory"), wrap(laboratory, labfield::kTarget));
    auto *serviceRow = new QHBoxLayout;
    serviceRow->addWidget(m_servicePicker, 1);
    serviceRow->addWidget(m_addService);
    wf->addRow(tr("Services"), serviceRow);
    wf->addRow(QString(), wrap(m_services, labfield::kServices));
    wf->addRow(tr("Payment"), wrap(addPicker(laboid::kPayment, labfield::kPayment), labfield::kPayment));
    DictionaryPicker *priority = addPicker(laboid::kPriorities, labfield::kPriority);
    // The FHIR words (routine, urgent, asap, stat) read as words of the person's language.
    priority->setNameInField(true);
    priority->setCodeNames({{QStringLiteral("routine"), tr("Routine", "lab order priority")},
                            {QStringLiteral("urgent"), tr("Urgent", "lab order priority")},
                            {QStringLiteral("asap"), tr("As soon as possible", "lab order priority")},
                            {QStringLiteral("stat"), tr("Immediately", "lab order priority")}});
    wf->addRow(tr("Priority"), wrap(priority, labfield::kPriority));

    auto *specimen = new QGroupBox(tr("Specimen and encounter"), this);
    auto *sf = new QFormLayout(specimen);
    sf->addRow(tr("Specimen type"),
               wrap(addPicker(laboid::kSpecimens, labfield::kSpecimenType), labfield::kSpecimenType));
    sf->addRow(tr("Container"),
               wrap(addPicker(laboid::kContainers, labfield::kContainerType), labfield::kContainerType));
    sf->addRow(tr("Tube barcode"), wrap(m_barcode, labfield::kBarcode));
    sf->addRow(tr("Taken at"), wrap(m_collectedAt, labfield::kCollectedAt));
    sf->addRow(tr("Comment"), m_comment);
    sf->addRow(tr("Diagnosis (ICD-10)"), wrap(addPicker(laboid::kIcd10, labfield::kDiagnosis), labfield::kDiagnosis));
    sf->addRow(tr("Encounter type"),
               wrap(addPicker(laboid::kEncounterTypes, labfield::kEncounterType), labfield::kEncounterType));
    sf->addRow(tr("Encounter reason"),
               wrap(addPicker(laboid::kEncounterReasons, labfield::kEncounterReason), labfield::kEncounterReason));
    auto *obsRow = new QHBoxLayout;
    obsRow->addWidget(m_observationPicker, 1);
    obsRow->addWidget(m_observationValue);
    obsRow->addWidget(m_addObservation);
    sf->addRow(tr("Height, weight…"), obsRow);
    sf->addRow(QString(), wrap(m_observations, labfield::kObservations));

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

    connect(m_addService, &QPushButton::clicked, this, [this] {
        const fhir::FhirCoding c = m_servicePicker->value();
        if (c.code.isEmpty() || m_serviceCodes.contains(c))
            return;
        m_serviceCodes.append(c);
        m_services->addItem(codingText(c));
        m_servicePicker->setValue({});
        Q_EMIT changed();
    });
    connect(m_services, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem *item) {
        const int row = m_services->row(item);
        m_serviceCodes.removeAt(row);
        delete m_services->takeItem(row);
        Q_EMIT changed();
    });
    connect(m_addObservation, &QPushButton::clicked, this, [this] {
        const fhir::FhirCoding c = m_observationPicker->value();
        if (c.code.isEmpty())
            return;
        m_observationValues.append({c, m_observationValue->value()});
        m_observations->addItem(QStringLiteral("%1: %2").arg(codingText(c)).arg(m_observationValue->value()));
        Q_EMIT changed();
    });
    connect(m_previewButton, &QPushButton::clicked, this, &LabOrderForm::previewRequested);
    connect(m_send, &QPushButton::clicked, this, &LabOrderForm::sendRequested);
    connect(m_clear, &QPushButton::clicked, this, &LabOrderForm::askClear);
    for (DictionaryPicker *p : std::as_const(m_pickers))
        connect(p, &DictionaryPicker::chosen, this, &LabOrderForm::changed);
    connect(m_orderNumber, &QLineEdit::textEdited, this, &LabOrderForm::changed);
    connect(m_barcode, &QLineEdit::textEdited, this, &LabOrderForm::changed);
    connect(m_comment, &QLineEdit::textEdited, this, &LabOrderForm::changed);
    connect(m_collectedAt, &QDateTimeEdit::dateTimeChanged, this, [this] {
        m_collectedAtFollowsClock = false; // the person's own time
        Q_EMIT changed();
    });
    connect(m_patient, &QComboBox::currentIndexChanged, this, &LabOrderForm::changed);
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

LabOrderForm::~LabOrderForm()
{
    releaseFocusQuietly(this);
}

ValidatedField *LabOrderForm::wrap(QWidget *field, const char *id)
{
    auto *wrapped = new ValidatedField(field, this);
    m_fields.insert(QString::fromLatin1(id), wrapped);
    return wrapped;
}

DictionaryPicker *LabOrderForm::addPicker(const char *oid, const char *id)
{
    auto *picker = new DictionaryPicker(m_session.transport(), m_session.clock(), m_cache, QString::fromLatin1(oid));
    picker->setObjectName(QStringLiteral("%1Picker").arg(QLatin1String(id)));
    m_pickers.insert(QString::fromLatin1(id), picker);
    return picker;
}

QLineEdit *LabOrderForm::orderNumberEdit() const
{
    return m_orderNumber;
}

QLineEdit *LabOrderForm::barcodeEdit() const
{
    return m_barcode;
}

LabOrderRequest LabOrderForm::request() const
{
    using namespace labfield;
    LabOrderRequest r;
    r.misOrderId = m_orderNumber->text().trimmed();
    r.targetLaboratory = m_pickers.value(QString::fromLatin1(kTarget))->value().code;
    r.services = m_serviceCodes;
    r.payment = m_pickers.value(QString::fromLatin1(kPayment))->value();
    r.priority = m_pickers.value(QString::fromLatin1(kPriority))->value();
    r.specimenType = m_pickers.value(QString::fromLatin1(kSpecimenType))->value();
    r.containerType = m_pickers.value(QString::fromLatin1(kContainerType))->value();
    r.barcode = m_barcode->text().trimmed();
    r.collectedAt = m_collectedAt->dateTime().toUTC();
    r.specimenComment = m_comment->text().trimmed();
    r.diagnosis = m_pickers.value(QString::fromLatin1(kDiagnosis))->value();
    r.encounterType = m_pickers.value(QString::fromLatin1(kEncounterType))->value();
    r.encounterReason = m_pickers.value(QString::fromLatin1(kEncounterReason))->value();
    r.observations = m_observationValues;
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
    using namespace labfield;
    m_orderNumber->setText(r.misOrderId);
    fhir::FhirCoding target;
    target.system = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.64");
    target.code = r.targetLaboratory;
    target.display = m_pickers.value(QString::fromLatin1(kTarget))->knownDisplay(r.targetLaboratory);
    m_pickers.value(QString::fromLatin1(kTarget))->setValue(r.targetLaboratory.isEmpty() ? fhir::FhirCoding() : target);
    m_serviceCodes = r.services;
    m_services->clear();
    for (const fhir::FhirCoding &c : r.services)
        m_services->addItem(codingText(c));
    m_pickers.value(QString::fromLatin1(kPayment))->setValue(r.payment);
    m_pickers.value(QString::fromLatin1(kPriority))->setValue(r.priority);
    m_pickers.value(QString::fromLatin1(kSpecimenType))->setValue(r.specimenType);
    m_pickers.value(QString::fromLatin1(kContainerType))->setValue(r.containerType);
    m_barcode->setText(r.barcode);
    if (r.collectedAt.isValid()) {
        m_collectedAt->setDateTime(r.collectedAt.toLocalTime());
        m_collectedAtFollowsClock = false;
    } else {
        // A new order: taken now, and still now when it is composed later, until someone types a time.
        m_collectedAtFollowsClock = true;
        refreshCollectedAt();
    }
    m_comment->setText(r.specimenComment);
    m_pickers.value(QString::fromLatin1(kDiagnosis))->setValue(r.diagnosis);
    m_pickers.value(QString::fromLatin1(kEncounterType))->setValue(r.encounterType);
    m_pickers.value(QString::fromLatin1(kEncounterReason))->setValue(r.encounterReason);
    m_observationValues = r.observations;
    m_observations->clear();
    for (const LabOrderObservation &o : r.observations)
        m_observations->addItem(QStringLiteral("%1: %2").arg(codingText(o.code)).arg(o.value));
    const int patient = m_patient->findData(r.patientServerId, Qt::UserRole + 1);
    if (patient >= 0)
        m_patient->setCurrentIndex(patient);
}

void LabOrderForm::setPatients(const QList<LabPatient> &patients)
{
    const QString current = chosenPatient().serverId;
    m_patient->clear();
    for (const LabPatient &p : patients) {
        m_patient->addItem(
            QStringLiteral("%1 %2 %3 (%4)").arg(p.familyName, p.givenName, p.middleName, p.misPatientId));
        m_patient->setItemData(m_patient->count() - 1, p.toJson(), Qt::UserRole);
        m_patient->setItemData(m_patient->count() - 1, p.serverId, Qt::UserRole + 1);
    }
    const int again = m_patient->findData(current, Qt::UserRole + 1);
    if (again >= 0)
        m_patient->setCurrentIndex(again);
}

LabPatient LabOrderForm::chosenPatient() const
{
    return LabPatient::fromJson(m_patient->currentData(Qt::UserRole).toJsonObject());
}

void LabOrderForm::showIssues(const FieldIssues &issues)
{
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const FieldIssues own = issuesFor(issues, it.key());
        it.value()->setError(own.isEmpty() ? QString() : own.first().message);
    }
}

void LabOrderForm::showPreview(const QString &text)
{
    m_preview->setPlainText(text);
}

} // namespace cliniclink
