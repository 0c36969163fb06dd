// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchform.h"

#include "core/patient/patientcard.h"
#include "dispatchfileseditor.h"
#include "patienteditor.h"
#include "ui/common/icons.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QDragEnterEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

QString practitionerLine(const DispatchPractitioner &p)
{
    QStringList name{p.familyName, p.givenName, p.middleName};
    name.removeAll(QString());
    return name.join(u' ');
}

QFrame *strip(QWidget *parent, const char *color)
{
    auto *frame = new QFrame(parent);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setStyleSheet(QStringLiteral("QFrame#%1 { background: %2; border-radius: 4px; }")
                             .arg(QStringLiteral("strip"), QLatin1String(color)));
    frame->setObjectName(QStringLiteral("strip"));
    return frame;
}

} // namespace

DispatchForm::DispatchForm(QWidget *parent)
    : QWidget(parent)
{
    setAcceptDrops(true);
    auto *layout = new QVBoxLayout(this);

    // Editing a platform draft: say so, and offer to replace its files instead of adding.
    auto *draftFrame = strip(this, "#e3f2fd");
    m_draftStrip = draftFrame;
    m_draftStrip->setObjectName(QStringLiteral("draftStrip"));
    auto *draftLayout = new QHBoxLayout(m_draftStrip);
    m_draftLabel = new QLabel;
    m_draftLabel->setWordWrap(true);
    m_replaceFiles = new QCheckBox(tr("Replace the draft's files with these"));
    m_replaceFiles->setObjectName(QStringLiteral("replaceFilesBox"));
    auto *stopDraft = new QPushButton(tr("Stop editing"));
    stopDraft->setObjectName(QStringLiteral("stopEditingDraftButton"));
    draftLayout->addWidget(m_draftLabel, 1);
    draftLayout->addWidget(m_replaceFiles);
    draftLayout->addWidget(stopDraft);
    connect(stopDraft, &QPushButton::clicked, this, &DispatchForm::stopEditingDraftRequested);
    connect(m_replaceFiles, &QCheckBox::toggled, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    layout->addWidget(m_draftStrip);

    // After a send without an answer: the person decides, never the app alone.
    auto *uncertainFrame = strip(this, "#fff8e1");
    m_uncertain = uncertainFrame;
    m_uncertain->setObjectName(QStringLiteral("uncertainPanel"));
    auto *uLayout = new QHBoxLayout(m_uncertain);
    auto *uIcon = new QLabel;
    uIcon->setPixmap(icon(IconId::Warning).pixmap(24, 24));
    m_uncertainLabel = new QLabel;
    m_uncertainLabel->setObjectName(QStringLiteral("uncertainLabel"));
    m_uncertainLabel->setWordWrap(true);
    m_follow = new QPushButton(tr("Follow it"));
    m_follow->setObjectName(QStringLiteral("followButton"));
    m_sendAgain = new QPushButton(tr("Send again"));
    m_sendAgain->setObjectName(QStringLiteral("sendAgainButton"));
    uLayout->addWidget(uIcon, 0, Qt::AlignTop);
    uLayout->addWidget(m_uncertainLabel, 1);
    uLayout->addWidget(m_follow);
    uLayout->addWidget(m_sendAgain);
    connect(m_follow, &QPushButton::clicked, this, &DispatchForm::followRequested);
    connect(m_sendAgain, &QPushButton::clicked, this, &DispatchForm::sendAgainRequested);

    layout->addWidget(buildPractitioner());
    layout->addWidget(buildPatients());
    m_filesEditor = new DispatchFilesEditor;
    connect(m_filesEditor, &DispatchFilesEditor::edited, this, &DispatchForm::edited);
    layout->addWidget(m_filesEditor);
    layout->addWidget(buildDelivery());

    // The question sits beside the button it is about, so it is never out of view above the form.
    layout->addWidget(m_uncertain);
    auto *buttons = new QHBoxLayout;
    m_send = new QPushButton(tr("Send"));
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setDefault(true);
    m_saveDraft = new QPushButton(tr("Save as draft"));
    m_saveDraft->setObjectName(QStringLiteral("saveDraftButton"));
    m_saveDraft->setToolTip(tr("The platform keeps a draft for 24 hours; nothing is delivered to the patient yet."));
    buttons->addStretch();
    buttons->addWidget(m_saveDraft);
    buttons->addWidget(m_send);
    layout->addLayout(buttons);
    layout->addStretch();
    connect(m_send, &QPushButton::clicked, this, &DispatchForm::sendRequested);
    // Ctrl+Enter sends from any field, as in a mail client.
    for (const QKeySequence &keys : {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}) {
        auto *shortcut = new QShortcut(keys, this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, m_send, &QPushButton::click); // nothing while busy
    }
    m_send->setToolTip(tr("Ctrl+Enter"));
    connect(m_saveDraft, &QPushButton::clicked, this, &DispatchForm::saveDraftRequested);

    m_draftStrip->hide();
    m_uncertain->hide();
}

DispatchForm::~DispatchForm()
{
    releaseFocusQuietly(this);
}

QWidget *DispatchForm::buildPractitioner()
{
    auto *box = new QGroupBox(tr("Practitioner"));
    auto *layout = new QVBoxLayout(box);
    auto *row = new QHBoxLayout;
    m_practitionerSummary = new QLabel;
    m_practitionerSummary->setObjectName(QStringLiteral("practitionerSummary"));
    m_practitionerSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_organizationField = new ValidatedField(m_practitionerSummary);
    m_changePractitioner = new QPushButton(tr("Change"));
    m_changePractitioner->setObjectName(QStringLiteral("changePractitionerButton"));
    row->addWidget(m_organizationField, 1);
    row->addWidget(m_changePractitioner, 0, Qt::AlignTop);
    layout->addLayout(row);

    m_practitionerEditor = new QWidget;
    auto *form = new QFormLayout(m_practitionerEditor);
    form->setContentsMargins(0, 0, 0, 0);
    const auto line = [this, form](const QString &key, const QString &label) {
        auto *edit = new QLineEdit;
        edit->setObjectName(QStringLiteral("practitioner_") + key);
        auto *field = new ValidatedField(edit);
        m_practitionerFields.insert(key, field);
        form->addRow(label, field);
        connect(edit, &QLineEdit::textEdited, this, [this] {
            if (!m_filling)
                Q_EMIT edited();
        });
        connect(edit, &QLineEdit::editingFinished, this, [this, key, edit] {
            if (leftByPerson(edit))
                Q_EMIT fieldLeft(DispatchField::practitioner(key).toString());
        });
    };
    line(QStringLiteral("familyName"), tr("Family name"));
    line(QStringLiteral("givenName"), tr("Given name"));
    line(QStringLiteral("middleName"), tr("Patronymic"));
    line(QStringLiteral("userIdLpu"), tr("Id in the organization"));
    line(QStringLiteral("snils"), tr("SNILS"));
    layout->addWidget(m_practitionerEditor);

    connect(m_changePractitioner, &QPushButton::clicked, this, [this] {
        if (m_practitionerChanged)
            return;
        const DispatchPractitioner p = m_defaultPractitioner;
        m_practitionerFields.value(QStringLiteral("familyName"))->lineEdit()->setText(p.familyName);
        m_practitionerFields.value(QStringLiteral("givenName"))->lineEdit()->setText(p.givenName);
        m_practitionerFields.value(QStringLiteral("middleName"))->lineEdit()->setText(p.middleName);
        m_practitionerFields.value(QStringLiteral("userIdLpu"))->lineEdit()->setText(p.userIdLpu);
        m_practitionerFields.value(QStringLiteral("snils"))->lineEdit()->setText(p.snils);
        m_practitionerChanged = true;
        refreshPractitioner();
        m_practitionerFields.value(QStringLiteral("familyName"))->lineEdit()->setFocus();
        Q_EMIT edited();
    });
    return box;
}

QWidget *DispatchForm::buildPatients()
{
    auto *box = new QGroupBox(tr("Patients"));
    auto *layout = new QVBoxLayout(box);
    m_patients = new QTabWidget;
    m_patients->setObjectName(QStringLiteral("patientTabs"));
    m_patients->setDocumentMode(true);
    m_patientsField = new ValidatedField(m_patients);
    layout->addWidget(m_patientsField);
    auto *row = new QHBoxLayout;
    m_addPatient = new QPushButton(icon(IconId::Add), tr("Add a patient"));
    m_addPatient->setObjectName(QStringLiteral("addPatientButton"));
    m_removePatient = new QPushButton(icon(IconId::Remove), tr("Remove this patient"));
    m_removePatient->setObjectName(QStringLiteral("removePatientButton"));
    m_patientCard = new PatientCardButton;
    connect(m_patientCard, &PatientCardButton::cardChosen, this, [this](const PatientCard &card) {
        if (auto *editor = qobject_cast<PatientEditor *>(m_patients->currentWidget())) {
            editor->takeCard(card);
            Q_EMIT edited();
        }
    });
    row->addWidget(m_addPatient);
    row->addWidget(m_removePatient);
    row->addWidget(m_patientCard);
    row->addStretch();
    layout->addLayout(row);
    connect(m_addPatient, &QPushButton::clicked, this, [this] {
        m_patients->setCurrentWidget(addPatient({}));
        Q_EMIT edited();
    });
    connect(m_removePatient, &QPushButton::clicked, this, [this] {
        if (m_patients->count() <= 1)
            return;
        deleteQuietly(m_patients->currentWidget());
        renumberPatients();
        Q_EMIT edited();
    });
    addPatient({});
    return box;
}

PatientEditor *DispatchForm::addPatient(const DispatchPatient &patient)
{
    auto *editor = new PatientEditor;
    editor->setToday(m_today);
    editor->setPatient(patient);
    m_patients->addTab(editor, QString());
    connect(editor, &PatientEditor::edited, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    connect(editor, &PatientEditor::fieldLeft, this, [this, editor](const DispatchField &relative) {
        Q_EMIT fieldLeft(relative.ofPatient(m_patients->indexOf(editor)).toString());
    });
    renumberPatients();
    return editor;
}

void DispatchForm::renumberPatients()
{
    for (int i = 0; i < m_patients->count(); ++i)
        m_patients->setTabText(i, tr("Patient %1").arg(i + 1));
    m_removePatient->setEnabled(m_patients->count() > 1);
}

QWidget *DispatchForm::buildDelivery()
{
    auto *box = new QGroupBox(tr("Delivery"));
    auto *inner = new QWidget;
    auto *grid = new QFormLayout(inner);
    grid->setContentsMargins(0, 0, 0, 0);
    for (DeliveryChannel c : {DeliveryChannel::Sms, DeliveryChannel::Chatbot, DeliveryChannel::App}) {
        auto *check = new QCheckBox(deliveryChannelName(c));
        check->setObjectName(QStringLiteral("channel_") + deliveryChannelKey(c));
        check->setToolTip(deliveryChannelExplanation(c));
        auto *explanation = new QLabel(deliveryChannelExplanation(c));
        explanation->setWordWrap(true);
        explanation->setStyleSheet(QStringLiteral("color: #555;")); // a description, not a control
        grid->addRow(check, explanation);
        m_channels.insert(c, check);
        connect(check, &QCheckBox::toggled, this, [this] {
            if (!m_filling) {
                Q_EMIT edited();
                Q_EMIT fieldLeft(DispatchField::delivery().toString());
            }
        });
    }
    m_deliveryField = new ValidatedField(inner);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_deliveryField);
    m_esia = new QCheckBox(tr("Sign with Gosuslugi (ESIA)"));
    m_esia->setObjectName(QStringLiteral("esiaBox"));
    m_esia->setToolTip(
        tr("The patient signs after logging in to Gosuslugi instead of typing the code from the message."));
    layout->addWidget(m_esia);
    connect(m_esia, &QCheckBox::toggled, this, [this] {
        if (!m_filling)
            Q_EMIT edited();
    });
    return box;
}

void DispatchForm::setDefaultPractitioner(const DispatchPractitioner &practitioner)
{
    m_defaultPractitioner = practitioner;
    refreshPractitioner();
}

void DispatchForm::setToday(const QDate &today)
{
    m_today = today;
    for (int i = 0; i < patientCount(); ++i)
        patientEditor(i)->setToday(today);
}

void DispatchForm::refreshPractitioner()
{
    m_practitionerEditor->setVisible(m_practitionerChanged);
    m_changePractitioner->setVisible(!m_practitionerChanged);
    const DispatchPractitioner &p = m_defaultPractitioner;
    if (m_practitionerChanged)
        m_practitionerSummary->setText(tr("The signer of this dispatch:"));
    else if (p.familyName.isEmpty())
        m_practitionerSummary->setText(
            tr("No practitioner is set up for this environment: change it here or in the settings."));
    else
        m_practitionerSummary->setText(tr("%1, id %2").arg(practitionerLine(p), p.userIdLpu));
}

void DispatchForm::setTestPatients(SandboxTestPatients *patients)
{
    m_patientCard->setTestPatients(patients);
}

void DispatchForm::setPatientCardSource(std::function<QList<PatientCard>()> source)
{
    m_patientCard->setSource(std::move(source));
}

void DispatchForm::refreshDraftStrip()
{
    m_draftStrip->setVisible(!m_draftTrackingId.isEmpty());
    // What the platform keeps with the draft is not in the file list below (only files added now
    // are): the person must see what Send delivers, and what "replace" would drop.
    m_draftLabel->setText(m_draftFileNames.isEmpty()
                              ? tr("Editing the draft %1; it has no documents yet. Send delivers it to the patients.")
                                    .arg(m_draftTrackingId)
                              : tr("Editing the draft %1, with its documents: %2. Send delivers it to the patients.")
                                    .arg(m_draftTrackingId, m_draftFileNames.join(QStringLiteral(", "))));
    m_saveDraft->setText(m_draftTrackingId.isEmpty() ? tr("Save as draft") : tr("Update the draft"));
}

int DispatchForm::addFiles(const QStringList &paths)
{
    return m_filesEditor->addFiles(paths);
}

QString DispatchForm::fileRefusal() const
{
    return m_filesEditor->fileRefusal();
}

QTableWidget *DispatchForm::fileTable() const
{
    return m_filesEditor->fileTable();
}

void DispatchForm::dragEnterEvent(QDragEnterEvent *event)
{
    if (DispatchFilesEditor::canTakeDrop(event->mimeData()))
        event->acceptProposedAction();
}

void DispatchForm::dropEvent(QDropEvent *event)
{
    if (m_filesEditor->dropFiles(event->mimeData()))
        event->acceptProposedAction();
}

DispatchFormData DispatchForm::data() const
{
    DispatchFormData d;
    d.practitionerChanged = m_practitionerChanged;
    if (m_practitionerChanged) {
        const auto text = [this](const char *key) {
            return m_practitionerFields.value(QLatin1String(key))->lineEdit()->text().trimmed();
        };
        d.practitioner = {
            text("familyName"), text("givenName"), text("middleName"), text("userIdLpu"), text("snils"), {}, {}};
    }
    d.patients.clear();
    for (int i = 0; i < patientCount(); ++i)
        d.patients << patientEditor(i)->patient();
    d.filePaths = m_filesEditor->filePaths();
    d.delivery.clear();
    for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it) {
        if (it.value()->isChecked())
            d.delivery << it.key();
    }
    d.esiaAuth = m_esia->isChecked();
    d.draftTrackingId = m_draftTrackingId;
    d.replaceDraftFiles = !m_draftTrackingId.isEmpty() && m_replaceFiles->isChecked();
    d.draftFileNames = m_draftTrackingId.isEmpty() ? QStringList() : m_draftFileNames;
    return d;
}

void DispatchForm::setData(const DispatchFormData &data)
{
    m_filling = true;
    m_practitionerChanged = data.practitionerChanged;
    const QStringList values{data.practitioner.familyName, data.practitioner.givenName, data.practitioner.middleName,
                             data.practitioner.userIdLpu, data.practitioner.snils};
    const QStringList keys{QStringLiteral("familyName"), QStringLiteral("givenName"), QStringLiteral("middleName"),
                           QStringLiteral("userIdLpu"), QStringLiteral("snils")};
    for (int k = 0; k < keys.size(); ++k)
        m_practitionerFields.value(keys.at(k))->lineEdit()->setText(values.at(k));
    // The editor being replaced may hold the focus (the person pressed Ctrl+Enter in a field): it
    // goes quietly, and the focus moves to the first field of the new first patient.
    const bool focusInPatients = m_patients->isAncestorOf(window()->focusWidget());
    while (m_patients->count() > 0)
        deleteQuietly(m_patients->widget(0));
    for (const DispatchPatient &p : data.patients)
        addPatient(p);
    if (m_patients->count() == 0)
        addPatient({});
    if (focusInPatients)
        patientEditor(0)->setFocus(Qt::OtherFocusReason);
    m_filesEditor->setFilePaths(data.filePaths);
    for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it)
        it.value()->setChecked(data.delivery.contains(it.key()));
    m_esia->setChecked(data.esiaAuth);
    m_draftTrackingId = data.draftTrackingId;
    m_draftFileNames = data.draftFileNames;
    m_replaceFiles->setChecked(data.replaceDraftFiles);
    m_filling = false;
    refreshPractitioner();
    refreshDraftStrip();
}

DispatchRequest DispatchForm::request(const QString &organizationId) const
{
    const DispatchFormData d = data();
    DispatchRequest r;
    r.organizationId = organizationId;
    r.practitioner = d.practitionerChanged ? d.practitioner : m_defaultPractitioner;
    r.patients = d.patients;
    r.files = m_filesEditor->dispatchFiles();
    r.delivery = d.delivery;
    r.esiaAuth = d.esiaAuth;
    return r;
}

ValidatedField *DispatchForm::fieldFor(const DispatchField &field) const
{
    using Section = DispatchField::Section;
    switch (field.section) {
    case Section::Organization:
        return m_organizationField;
    case Section::Practitioner:
        return m_practitionerChanged ? m_practitionerFields.value(field.name) : m_organizationField;
    case Section::Patients:
        if (field.patient < 0)
            return m_patientsField;
        if (PatientEditor *e = patientEditor(field.patient))
            return e->field(field);
        return nullptr;
    case Section::Files:
        return m_filesEditor->filesField();
    case Section::Delivery:
        return m_deliveryField;
    }
    return nullptr;
}

void DispatchForm::showIssues(const FieldIssues &issues, const QSet<QString> &shown, bool all)
{
    QHash<ValidatedField *, QStringList> messages;
    QSet<int> patientsWithErrors;
    for (const FieldIssue &issue : issues) {
        if (!all && !shown.contains(issue.field))
            continue;
        const std::optional<DispatchField> id = DispatchField::parse(issue.field);
        ValidatedField *field = id ? fieldFor(*id) : nullptr;
        if (!field)
            field = m_patientsField;
        QString message = issue.message;
        if (id && id->section == DispatchField::Section::Files && id->file >= 0
            && id->file < m_filesEditor->fileCount())
            message = tr("%1: %2").arg(m_filesEditor->fileName(id->file), message);
        if (id && id->section == DispatchField::Section::Practitioner && !m_practitionerChanged)
            message = tr("Practitioner: %1").arg(message);
        if (!messages.value(field).contains(message))
            messages[field] << message;
        if (id && id->section == DispatchField::Section::Patients && id->patient >= 0)
            patientsWithErrors.insert(id->patient);
    }
    QList<ValidatedField *> everyField{m_organizationField, m_patientsField, m_filesEditor->filesField(),
                                       m_deliveryField};
    everyField << m_practitionerFields.values();
    for (int i = 0; i < patientCount(); ++i)
        everyField << patientEditor(i)->allFields();
    for (ValidatedField *f : everyField)
        f->setError(messages.value(f).join(u'\n'));
    for (int i = 0; i < patientCount(); ++i)
        m_patients->setTabIcon(i, patientsWithErrors.contains(i) ? icon(IconId::Error) : QIcon());
}

QString DispatchForm::shownIssue(const DispatchField &field) const
{
    ValidatedField *f = fieldFor(field);
    return f ? f->error() : QString();
}

void DispatchForm::askAfterUncertainSend(const QString &question, bool offerFollow)
{
    m_uncertainLabel->setText(question);
    m_follow->setVisible(offerFollow);
    m_uncertain->show();
    refreshButtons(); // Send waits for the answer: follow, or send again explicitly
    // In view, wherever the form was scrolled to (Ctrl+Enter may come from the top field); once the
    // scroll area has laid the taller form out.
    QTimer::singleShot(0, this, [this] {
        for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
            if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
                scroll->ensureWidgetVisible(m_send, 0, 8);
                scroll->ensureWidgetVisible(m_uncertain, 0, 8);
                break;
            }
        }
    });
    (offerFollow ? m_follow : m_sendAgain)->setFocus(Qt::OtherFocusReason);
}

void DispatchForm::hideUncertainQuestion()
{
    m_uncertain->hide();
    refreshButtons();
}

void DispatchForm::setBusy(bool busy)
{
    m_busy = busy;
    refreshButtons();
}

void DispatchForm::setSendingBlocked(bool blocked)
{
    m_sendingBlocked = blocked;
    refreshButtons();
}

void DispatchForm::refreshButtons()
{
    const bool canSend = !m_busy && !m_sendingBlocked;
    const bool questionOpen = !m_uncertain->isHidden();
    m_send->setEnabled(canSend && !questionOpen);
    m_saveDraft->setEnabled(canSend && !questionOpen);
    m_follow->setEnabled(canSend);
    m_sendAgain->setEnabled(canSend);
}

PatientEditor *DispatchForm::patientEditor(int index) const
{
    return qobject_cast<PatientEditor *>(m_patients->widget(index));
}

int DispatchForm::patientCount() const
{
    return m_patients->count();
}

QCheckBox *DispatchForm::channelBox(DeliveryChannel channel) const
{
    return m_channels.value(channel);
}

} // namespace cliniclink
