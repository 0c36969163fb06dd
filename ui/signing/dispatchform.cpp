// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchform.h"

#include "core/patient/patientcard.h"
#include "core/signing/dispatchfield.h"
#include "dispatchdeliverysection.h"
#include "dispatchfileseditor.h"
#include "dispatchformstrips.h"
#include "dispatchoptionssection.h"
#include "dispatchpractitionersection.h"
#include "patienteditor.h"
#include "ui/common/formsession.h"
#include "ui/common/icons.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/quietteardown.h"

#include <QDragEnterEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace cliniclink {

DispatchForm::DispatchForm(Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_session(new FormSession(this, clock))
{
    setAcceptDrops(true);
    auto *layout = new QVBoxLayout(this);
    m_draftStrip = new DraftEditingStrip;
    connect(m_draftStrip, &DraftEditingStrip::stopEditingRequested, this, &DispatchForm::stopEditingDraftRequested);
    connect(m_draftStrip, &DraftEditingStrip::replaceFilesToggled, m_session, [this] { m_session->noteEdited(); });
    layout->addWidget(m_draftStrip);
    m_practitioner = new DispatchPractitionerSection(m_session);
    layout->addWidget(m_practitioner);
    layout->addWidget(buildPatients());
    m_filesEditor = new DispatchFilesEditor(m_session);
    layout->addWidget(m_filesEditor);
    m_delivery = new DispatchDeliverySection(m_session);
    layout->addWidget(m_delivery);
    m_options = new DispatchOptionsSection(m_session);
    layout->addWidget(m_options);
    addPatient(); // its fields before the files'

    // The question sits beside the button it is about, so it is never out of view above the form.
    m_uncertain = new UncertainSendPanel;
    connect(m_uncertain, &UncertainSendPanel::followRequested, this, &DispatchForm::followRequested);
    connect(m_uncertain, &UncertainSendPanel::sendAgainRequested, this, &DispatchForm::sendAgainRequested);
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

    // Send waits for the answer to the question: follow, or send again explicitly.
    const auto noQuestion = [this] { return m_uncertain->isHidden(); };
    m_session->addSendAction(m_send, noQuestion);
    m_session->addSendAction(m_saveDraft, noQuestion);
    m_session->addSendAction(m_uncertain->followButton());
    m_session->addSendAction(m_uncertain->sendAgainButton());
    m_session->setFormState([this] { return state(); }, [this](const QJsonObject &json) { setState(json); });
}

DispatchForm::~DispatchForm()
{
    releaseFocusQuietly(this);
}

QWidget *DispatchForm::buildPatients()
{
    auto *box = new QGroupBox(tr("Patients"));
    auto *layout = new QVBoxLayout(box);
    m_patients = new QTabWidget;
    m_patients->setObjectName(QStringLiteral("patientTabs"));
    m_patients->setDocumentMode(true);
    layout->addWidget(m_session
                          ->add(DispatchField::patients().toString(), tr("Patients"), FormField::issuesOnly(m_patients),
                                u"~patients"_s)
                          ->row());
    auto *row = new QHBoxLayout;
    auto *add = new QPushButton(icon(IconId::Add), tr("Add a patient"));
    add->setObjectName(QStringLiteral("addPatientButton"));
    m_removePatient = new QPushButton(icon(IconId::Remove), tr("Remove this patient"));
    m_removePatient->setObjectName(QStringLiteral("removePatientButton"));
    m_patientCard = new PatientCardButton;
    connect(m_patientCard, &PatientCardButton::cardChosen, this, [this](const PatientCard &card) {
        if (auto *editor = qobject_cast<PatientEditor *>(m_patients->currentWidget())) {
            editor->takeCard(card);
            m_session->noteEdited();
        }
    });
    row->addWidget(add);
    row->addWidget(m_removePatient);
    row->addWidget(m_patientCard);
    row->addStretch();
    layout->addLayout(row);
    connect(add, &QPushButton::clicked, this, [this] {
        m_patients->setCurrentWidget(addPatient());
        m_session->noteEdited();
    });
    connect(m_removePatient, &QPushButton::clicked, this, &DispatchForm::removePatient);
    return box;
}

PatientEditor *DispatchForm::addPatient()
{
    const int index = m_patients->count();
    auto *editor = new PatientEditor(m_session, index, QStringLiteral("patients.%1").arg(index),
                                     DispatchField::files().toString());
    editor->setToday(m_today);
    // A tab without errors keeps a blank icon's room: the marked one is no taller, the form stays put.
    const auto mark = [this, editor] {
        static const QIcon kBlank = [] {
            QPixmap blank(16, 16);
            blank.fill(Qt::transparent);
            return QIcon(blank);
        }();
        m_patients->setTabIcon(m_patients->indexOf(editor), editor->showsErrors() ? icon(IconId::Error) : kBlank);
    };
    m_patients->addTab(editor, QString());
    mark();
    connect(editor, &PatientEditor::shownErrorsChanged, this, mark);
    renumberPatients();
    return editor;
}

void DispatchForm::removePatient()
{
    const int removed = m_patients->currentIndex();
    if (m_patients->count() <= 1 || removed < 0)
        return;
    // The patients after it change their index, and their fields' ids with it: made again.
    QList<DispatchPatient> after;
    for (int i = removed + 1; i < m_patients->count(); ++i)
        after << patientEditor(i)->patient();
    while (m_patients->count() > removed)
        deleteQuietly(m_patients->widget(m_patients->count() - 1));
    for (const DispatchPatient &p : std::as_const(after))
        addPatient()->setPatient(p);
    m_patients->setCurrentIndex(std::min(removed, m_patients->count() - 1));
    m_session->noteEdited();
}

void DispatchForm::renumberPatients()
{
    for (int i = 0; i < m_patients->count(); ++i)
        m_patients->setTabText(i, tr("Patient %1").arg(i + 1));
    m_removePatient->setEnabled(m_patients->count() > 1);
}

PatientEditor *DispatchForm::patientEditor(int index) const
{
    return qobject_cast<PatientEditor *>(m_patients->widget(index));
}

void DispatchForm::setDefaultPractitioner(const DispatchPractitioner &practitioner)
{
    m_practitioner->setDefaultPractitioner(practitioner);
}

void DispatchForm::setToday(const QDate &today)
{
    m_today = today;
    for (int i = 0; i < m_patients->count(); ++i)
        patientEditor(i)->setToday(today);
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
    m_draftStrip->setDraft(m_draftTrackingId, m_draftFileNames);
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

// What the form holds beside its fields, in the draft's shape.
QJsonObject DispatchForm::state() const
{
    return {{u"practitionerChanged"_s, m_practitioner->isChanged()},
            {u"esiaAuth"_s, m_delivery->esiaAuth()},
            {u"draftTrackingId"_s, m_draftTrackingId},
            {u"replaceDraftFiles"_s, m_draftStrip->replaceFiles()},
            {u"draftFiles"_s, QJsonArray::fromStringList(m_draftFileNames)}};
}

void DispatchForm::setState(const QJsonObject &json)
{
    const DispatchFormData d = DispatchFormData::fromJson(json);
    m_practitioner->setChanged(d.practitionerChanged);
    m_delivery->setEsiaAuth(d.esiaAuth);
    m_draftTrackingId = d.draftTrackingId;
    m_draftFileNames = d.draftFileNames;
    m_draftStrip->setReplaceFiles(d.replaceDraftFiles);
    // As many patients, and documents each, as the JSON has; their fields are filled next. The
    // editor being replaced may hold the focus (the person pressed Ctrl+Enter in a field): it goes
    // quietly, and the focus moves to the first field of the new first patient.
    const bool focusInPatients = m_patients->isAncestorOf(window()->focusWidget());
    while (m_patients->count() > 0)
        deleteQuietly(m_patients->widget(m_patients->count() - 1));
    const QJsonArray patients = json.value(u"patients").toArray();
    for (qsizetype i = 0; i < std::max<qsizetype>(1, patients.size()); ++i)
        addPatient()->setDocumentCount(int(patients.at(i).toObject().value(u"documents").toArray().size()));
    if (focusInPatients)
        patientEditor(0)->setFocus(Qt::OtherFocusReason);
    refreshDraftStrip();
}

DispatchFormData DispatchForm::data() const
{
    DispatchFormData d = DispatchFormData::fromJson(m_session->toJson());
    if (!d.practitionerChanged)
        d.practitioner = {};
    d.patients.clear();
    for (int i = 0; i < m_patients->count(); ++i)
        d.patients << patientEditor(i)->patient();
    d.replaceDraftFiles = !d.draftTrackingId.isEmpty() && d.replaceDraftFiles;
    if (d.draftTrackingId.isEmpty())
        d.draftFileNames.clear();
    return d;
}

void DispatchForm::setData(const DispatchFormData &data)
{
    m_session->setJson(data.toJson());
}

DispatchRequest DispatchForm::request(const QString &organizationId) const
{
    DispatchRequest r;
    r.organizationId = organizationId;
    r.practitioner = m_practitioner->practitioner();
    r.patients = data().patients;
    r.files = m_filesEditor->dispatchFiles();
    r.delivery = m_delivery->channels();
    r.esiaAuth = m_delivery->esiaAuth();
    m_options->fill(r);
    return r;
}

FieldIssues DispatchForm::placed(const FieldIssues &issues) const
{
    FieldIssues out;
    for (FieldIssue issue : issues) {
        const std::optional<DispatchField> id = DispatchField::parse(issue.field);
        if (id && id->section == DispatchField::Section::Practitioner && !m_practitioner->isChanged()
            && !DispatchOptionsSection::fieldIds().contains(issue.field)) {
            issue.field = DispatchField::organization().toString();
            issue.message = tr("Practitioner: %1").arg(issue.message);
        } else if (id && id->section == DispatchField::Section::Files && id->file >= 0) {
            if (id->file < m_filesEditor->fileCount())
                issue.message = tr("%1: %2").arg(m_filesEditor->fileName(id->file), issue.message);
            issue.field = DispatchField::files().toString();
        }
        if (!m_session->field(issue.field))
            issue.field = DispatchField::patients().toString();
        if (!out.contains(issue))
            out << issue;
    }
    return out;
}

void DispatchForm::askAfterUncertainSend(const QString &question, bool offerFollow)
{
    m_uncertain->ask(question, offerFollow);
    m_session->applyEnabled(); // Send waits for the answer: follow, or send again explicitly
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
    (offerFollow ? m_uncertain->followButton() : m_uncertain->sendAgainButton())->setFocus(Qt::OtherFocusReason);
}

void DispatchForm::hideUncertainQuestion()
{
    m_uncertain->hide();
    m_session->applyEnabled();
}

} // namespace cliniclink
