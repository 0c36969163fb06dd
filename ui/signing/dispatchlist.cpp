// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchlist.h"

#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "core/signing/dispatchdesk.h"
#include "dispatchlistmodel.h"
#include "orgdispatchlist.h"
#include "ui/common/contentfit.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/messagebanner.h"
#include "ui/common/recordtable.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace cliniclink {

DispatchList::DispatchList(Session &session, DispatchDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_desk(desk)
    , m_model(new DispatchListModel(session, desk, DispatchListModel::Mode::Dispatches, this))
    , m_banner(new MessageBanner(this))
    , m_patientFilter(new QLineEdit(this))
    , m_statusFilter(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_empty(new QLabel(this))
    , m_open(new QPushButton(tr("Open"), this))
    , m_mineButton(new QRadioButton(session.journalShared() ? tr("Clinic workstations") : tr("This computer"), this))
    , m_orgButton(new QRadioButton(tr("Whole organization"), this))
    , m_stack(new QStackedWidget(this))
    , m_org(new OrgDispatchList(session, desk))
{
    m_banner->setObjectName(QStringLiteral("dispatchListBanner"));
    m_patientFilter->setObjectName(QStringLiteral("patientFilterEdit"));
    m_patientFilter->setPlaceholderText(tr("Filter by patient"));
    m_patientFilter->setClearButtonEnabled(true);
    m_statusFilter->setObjectName(QStringLiteral("statusFilterBox"));
    m_statusFilter->addItem(tr("All statuses"), 0);
    for (int code : {DispatchCode::Created, DispatchCode::QesRequired, DispatchCode::Completed,
                     DispatchCode::CompletedNotAll, DispatchCode::Cancelled, DispatchCode::Error})
        m_statusFilter->addItem(QStringLiteral("%1 %2").arg(code).arg(dispatchStatusText(code)), code);
    fitComboToCharacters(m_statusFilter, 20);
    m_view->setObjectName(QStringLiteral("dispatchTable"));
    m_view->setModel(m_model);
    setUpRecordTable(m_view);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(DispatchListModel::CreatedColumn, QHeaderView::ResizeToContents);
    // At 1024x768 fixed widths and «Отправлено, ожидаются подписи» on one line pushed the last
    // check behind the scroll bar: the patient, the files and the status wrap before that, and
    // the rows grow to them.
    shareRoomWithStretch(m_view, {{DispatchListModel::PatientColumn, 0.3},
                                  {DispatchListModel::DocumentsColumn, 0.2},
                                  {DispatchListModel::StatusColumn, 0.3}});
    fitRowsToColumns(m_view);
    m_empty->setObjectName(QStringLiteral("noDispatchesLabel"));
    m_empty->setText(tr("No dispatches yet. Compose one in the New dispatch tab."));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_open->setObjectName(QStringLiteral("openDispatchButton"));

    // Which list: one switch a registrar reads at once, the workstation's own first.
    m_mineButton->setObjectName(QStringLiteral("thisComputerButton"));
    // With a clinic database the list is the clinic's journal: every workstation's dispatches.
    m_mineButton->setToolTip(session.journalShared()
                                 ? tr("Dispatches sent from every workstation of the clinic, followed until they "
                                      "are signed")
                                 : tr("Dispatches sent from this computer, followed here until they are signed"));
    m_orgButton->setObjectName(QStringLiteral("wholeOrganizationButton"));
    m_orgButton->setToolTip(
        tr("Every dispatch of the organization the platform lists: sent by colleagues and other systems too"));
    auto *which = new QButtonGroup(this);
    which->addButton(m_mineButton);
    which->addButton(m_orgButton);
    m_mineButton->setChecked(true);
    auto *switchRow = new QHBoxLayout;
    switchRow->addWidget(new QLabel(tr("Show dispatches of:"), this));
    switchRow->addWidget(m_mineButton);
    switchRow->addSpacing(12);
    switchRow->addWidget(m_orgButton);
    switchRow->addStretch();

    auto *mine = new QWidget;
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_patientFilter, 2);
    filters->addWidget(m_statusFilter, 1);
    filters->addWidget(m_open);
    auto *mineLayout = new QVBoxLayout(mine);
    mineLayout->setContentsMargins(0, 0, 0, 0);
    mineLayout->addLayout(filters);
    mineLayout->addWidget(m_view, 1);
    mineLayout->addWidget(m_empty);
    m_stack->addWidget(mine);
    m_stack->addWidget(m_org);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addLayout(switchRow);
    layout->addWidget(m_stack, 1);
    connect(m_mineButton, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            showOrganization(false);
    });
    connect(m_orgButton, &QPushButton::toggled, this, [this](bool on) {
        if (on)
            showOrganization(true);
    });
    connect(m_org, &OrgDispatchList::openRequested, this, &DispatchList::openSummaryRequested);

    connect(m_patientFilter, &QLineEdit::textChanged, this, &DispatchList::applyFilter);
    connect(m_statusFilter, &QComboBox::currentIndexChanged, this, &DispatchList::applyFilter);
    connect(m_view, &QTableView::activated, this, &DispatchList::openCurrent); // double-click and Enter
    connect(m_open, &QPushButton::clicked, this, &DispatchList::openCurrent);
    // The model follows the desk row by row, so the selection stays where it is by itself.
    const auto rowsChanged = [this, &session] {
        const bool none = m_model->rowCount() == 0;
        m_empty->setVisible(none);
        if (const QString unread = JournalHealthBanner::unreadListText(session); !unread.isEmpty())
            m_empty->setText(unread);
        else
            m_empty->setText(m_patientFilter->text().isEmpty() && m_statusFilter->currentIndex() == 0
                                 ? tr("No dispatches yet. Compose one in the New dispatch tab.")
                                 : tr("No dispatch matches the filter."));
        m_open->setEnabled(!none);
    };
    connect(&session.journalWatch(), &JournalWatch::healthChanged, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, rowsChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, rowsChanged);
    m_model->reload();
}

void DispatchList::showOrganization(bool organization)
{
    (organization ? m_orgButton : m_mineButton)->setChecked(true);
    m_stack->setCurrentIndex(organization ? 1 : 0);
    if (organization)
        m_org->view()->setFocus();
    else
        m_view->setFocus();
}

bool DispatchList::showsOrganization() const
{
    return m_stack->currentIndex() == 1;
}

void DispatchList::applyFilter()
{
    m_model->setFilter(m_patientFilter->text(), m_statusFilter->currentData().toInt());
}

void DispatchList::selectDispatch(qint64 journalId)
{
    const int row = m_model->rowOf(journalId);
    if (row >= 0)
        m_view->setCurrentIndex(m_model->index(row, 0));
}

void DispatchList::openCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    // A send still in the outbox has no trackingId: there is nothing on the platform to open yet.
    if (current.data(DispatchListModel::TrackingIdRole).toString().isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("This dispatch is not known on the platform yet: it opens once the platform has "
                                 "answered or it was found in the platform's list."));
        return;
    }
    Q_EMIT openRequested(current.data(DispatchListModel::JournalIdRole).toLongLong());
}

} // namespace cliniclink
