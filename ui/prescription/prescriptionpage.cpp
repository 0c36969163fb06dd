// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionpage.h"

#include "cancelconfirmation.h"
#include "prescriptionstatusmodel.h"
#include "ui/common/contentfit.h"
#include "ui/common/icons.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/messagebanner.h"
#include "ui/common/statusmark.h"
#include "ui/common/validatedfield.h"

#include <QAction>
#include <QCompleter>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QStringListModel>
#include <QTableView>
#include <QVBoxLayout>

namespace cliniclink {

PrescriptionPage::PrescriptionPage(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_controller(new PrescriptionController(session, this))
    , m_model(new PrescriptionStatusModel(this))
    , m_id(new QLineEdit(this))
    , m_recent(new QStringListModel(this))
    , m_completer(new QCompleter(m_recent, this))
    , m_check(new QPushButton(icon(IconId::Search), tr("Chec&k status"), this))
    , m_cancel(new QPushButton(icon(IconId::Remove), tr("&Cancel prescription…"), this))
    , m_progress(new StatusMark(this))
    , m_banner(new MessageBanner(this))
    , m_confirmation(new CancelConfirmation(this))
    , m_recordsTitle(new QLabel(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("prescriptionPage"));
    m_id->setObjectName(QStringLiteral("prescriptionIdEdit"));
    m_id->setPlaceholderText(tr("e.g. RX-2026-000104"));
    m_id->setClearButtonEnabled(true);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_id->setCompleter(m_completer);
    QAction *showRecent = m_id->addAction(icon(IconId::RequestLog), QLineEdit::TrailingPosition);
    showRecent->setToolTip(tr("Recent identifiers (Alt+Down)"));
    showRecent->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    showRecent->setShortcutContext(Qt::WidgetShortcut);
    connect(showRecent, &QAction::triggered, this, [this] {
        m_completer->setCompletionPrefix(QString());
        m_completer->complete();
    });
    m_id->setToolTip(tr("The prescription's identifier in the MIS (IdSourceMis); recent ones are in the list"));
    m_idField = new ValidatedField(m_id, this);
    m_idField->setFocusProxy(nullptr); // the edit is the tab stop, not its wrapper as well
    m_check->setObjectName(QStringLiteral("checkStatusButton"));
    m_cancel->setObjectName(QStringLiteral("cancelPrescriptionButton"));
    m_cancel->setToolTip(tr("Available when a record has a registry number"));
    m_progress->setObjectName(QStringLiteral("prescriptionProgress"));
    m_banner->setObjectName(QStringLiteral("prescriptionBanner"));
    m_progress->setVisible(false);
    m_recordsTitle->setObjectName(QStringLiteral("recordsTitle"));

    auto *title = new QLabel(tr("Prescriptions: registration status and cancel"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);
    auto *idLabel = new QLabel(tr("Prescription &ID in the MIS:"), this);
    idLabel->setBuddy(m_id);
    m_id->setAccessibleName(tr("Prescription ID in the MIS"));

    auto *row = new QGridLayout;
    row->addWidget(idLabel, 0, 0, Qt::AlignLeft | Qt::AlignTop);
    row->addWidget(m_idField, 0, 1, Qt::AlignTop);
    row->addWidget(m_check, 0, 2, Qt::AlignTop);
    row->addWidget(m_cancel, 0, 3, Qt::AlignTop);
    row->setColumnStretch(1, 1);
    idLabel->setMinimumHeight(m_id->sizeHint().height()); // the label centred on the box, not on its error

    m_table->setObjectName(QStringLiteral("prescriptionStatusTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->setVisible(false);
    m_table->setAccessibleName(tr("Upload records"));
    QHeaderView *header = m_table->horizontalHeader();
    for (int c : {PrescriptionStatusModel::DateColumn, PrescriptionStatusModel::ResultColumn,
                  PrescriptionStatusModel::ExternalNumberColumn})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // «2 — Не прошёл форматно-логический контроль» on one line took a third of a 1024-pixel screen
    // and hid the registry number behind the scroll bar: the status wraps before that.
    shareRoomWithStretch(m_table, {{PrescriptionStatusModel::StatusColumn, 0.45}});
    // The request's GUID is for support, not for reading: it gives its room to the registry's
    // message (elided, whole in the tooltip), which squeezed to a few letters at the default size.
    header->setSectionResizeMode(PrescriptionStatusModel::RequestColumn, QHeaderView::Interactive);
    // At least as wide as its title: the last header is never cut.
    header->resizeSection(PrescriptionStatusModel::RequestColumn,
                          qMax(120, header->sectionSizeHint(PrescriptionStatusModel::RequestColumn)));
    header->setSectionResizeMode(PrescriptionStatusModel::MessageColumn, QHeaderView::Stretch);
    fitRowsToColumns(m_table);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(row);
    layout->addWidget(m_progress);
    layout->addWidget(new JournalHealthBanner(session, this));
    layout->addWidget(m_banner);
    layout->addWidget(m_confirmation);
    layout->addWidget(m_recordsTitle);
    layout->addWidget(m_table, 1);

    connect(m_check, &QPushButton::clicked, this, &PrescriptionPage::check);
    connect(m_cancel, &QPushButton::clicked, this, &PrescriptionPage::askCancel);
    connect(m_id, &QLineEdit::returnPressed, this, &PrescriptionPage::check);
    connect(m_id, &QLineEdit::textEdited, m_idField, &ValidatedField::clearError);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), m_idField, &ValidatedField::clearError);
    connect(m_confirmation, &CancelConfirmation::confirmed, this,
            [this](const QString &id) { m_controller->cancelPrescription(id); });
    connect(m_confirmation, &CancelConfirmation::declined, this, [this] {
        updateButtons();
        m_cancel->setFocus(Qt::OtherFocusReason);
    });
    connect(m_controller, &PrescriptionController::activityChanged, this, &PrescriptionPage::onActivity);
    connect(m_controller, &PrescriptionController::recordsChanged, this, &PrescriptionPage::onRecords);
    connect(m_controller, &PrescriptionController::message, this, &PrescriptionPage::onMessage);
    connect(m_controller, &PrescriptionController::idProblem, m_idField, &ValidatedField::setError);
    connect(m_controller, &PrescriptionController::recentIdsChanged, m_recent, &QStringListModel::setStringList);
    m_recent->setStringList(m_controller->recentIds());

    auto *abort = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    abort->setContext(Qt::WidgetWithChildrenShortcut);
    abort->setEnabled(false);
    connect(abort, &QShortcut::activated, m_controller, &PrescriptionController::abort);
    connect(m_controller, &PrescriptionController::activityChanged, abort, [abort](PrescriptionController::Activity a) {
        abort->setEnabled(a != PrescriptionController::Activity::Idle);
    });

    setFocusProxy(m_id);
    onRecords(QString());
}

void PrescriptionPage::applyTabOrder()
{
    // Again after the table's marks are placed: widgets added to a window join its focus chain
    // where Qt puts them, which may split this order.
    setTabOrder(m_id, m_check);
    setTabOrder(m_check, m_cancel);
    setTabOrder(m_cancel, m_confirmation->confirmButton());
    setTabOrder(m_confirmation->confirmButton(), m_confirmation->keepButton());
    setTabOrder(m_confirmation->keepButton(), m_table);
}

StatusMark *PrescriptionPage::resultMark(int row) const
{
    return qobject_cast<StatusMark *>(m_table->indexWidget(m_model->index(row, PrescriptionStatusModel::ResultColumn)));
}

void PrescriptionPage::check()
{
    m_confirmation->setVisible(false);
    m_controller->checkStatus(m_id->text());
}

void PrescriptionPage::askCancel()
{
    if (!m_controller->canCancel())
        return;
    m_banner->clearMessage();
    m_confirmation->ask(m_controller->checkedId());
    updateButtons();
}

void PrescriptionPage::onActivity(PrescriptionController::Activity activity, const QString &id)
{
    switch (activity) {
    case PrescriptionController::Activity::Idle:
        m_progress->setVisible(false);
        break;
    case PrescriptionController::Activity::Checking:
        m_progress->setState(StatusMark::State::Busy, tr("Checking the status of %1… Esc cancels.").arg(id));
        m_progress->setVisible(true);
        break;
    case PrescriptionController::Activity::Cancelling:
        m_progress->setState(StatusMark::State::Busy,
                             tr("Sending the cancellation of %1… Esc abandons waiting.").arg(id));
        m_progress->setVisible(true);
        break;
    }
    // Read-only rather than disabled: the focus stays in the field, so Esc still reaches the page.
    m_id->setReadOnly(activity != PrescriptionController::Activity::Idle);
    updateButtons();
}

void PrescriptionPage::onRecords(const QString &id)
{
    m_model->setRecords(m_controller->records());
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, PrescriptionStatusModel::ResultColumn);
        auto *mark = new StatusMark;
        mark->setContentsMargins(4, 2, 4, 2);
        mark->textLabel()->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        const bool success = index.data(PrescriptionStatusModel::SuccessRole).toBool();
        mark->setState(success ? StatusMark::State::Ok : StatusMark::State::Failed,
                       index.data(PrescriptionStatusModel::ResultTextRole).toString());
        m_table->setIndexWidget(index, mark);
    }
    fitRowsToContents(m_table);
    applyTabOrder();
    if (id.isEmpty() && !m_controller->lastAskedId().isEmpty())
        m_recordsTitle->setText(tr("No records to show for %1.").arg(m_controller->lastAskedId()));
    else if (id.isEmpty())
        m_recordsTitle->setText(tr("Enter a prescription's identifier and check its status."));
    else
        m_recordsTitle->setText(
            tr("Upload records of %1, newest first: %n", nullptr, int(m_model->rowCount())).arg(id));
    updateButtons();
}

void PrescriptionPage::onMessage(PrescriptionController::MessageKind kind, const QString &headline,
                                 const QStringList &messages)
{
    if (headline.isEmpty() && messages.isEmpty()) {
        m_banner->clearMessage();
        return;
    }
    MessageBanner::Kind k = MessageBanner::Kind::Info;
    if (kind == PrescriptionController::MessageKind::Error)
        k = MessageBanner::Kind::Error;
    else if (kind == PrescriptionController::MessageKind::Warning)
        k = MessageBanner::Kind::Warning;
    m_banner->showMessage(k, headline, messages);
}

void PrescriptionPage::updateButtons()
{
    const bool idle = !m_controller->isBusy();
    m_check->setEnabled(idle);
    m_cancel->setEnabled(idle && m_controller->canCancel() && !m_confirmation->isVisible());
}

} // namespace cliniclink
