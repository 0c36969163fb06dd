// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentorderlist.h"

#include "core/enrichment/enrichmentdesk.h"
#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "enrichmentordermodel.h"
#include "orderexchangedialog.h"
#include "ui/common/contentfit.h"
#include "ui/common/icons.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/recordtable.h"
#include "ui/common/statusmark.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace cliniclink {

EnrichmentOrderList::EnrichmentOrderList(Session &session, EnrichmentDesk &orders, QWidget *parent)
    : QWidget(parent)
    , m_orders(orders)
    , m_log(session.requestLog())
    , m_model(new EnrichmentOrderModel(orders, this))
    , m_table(new QTableView(this))
    , m_copy(new QPushButton(icon(IconId::Copy), tr("&Copy result"), this))
    , m_stop(new QPushButton(icon(IconId::Stop), tr("S&top following"), this))
    , m_checkNow(new QPushButton(icon(IconId::Refresh), tr("Check n&ow"), this))
    , m_exchange(new QPushButton(icon(IconId::RequestLog), tr("Show e&xchange"), this))
{
    m_table->setObjectName(QStringLiteral("enrichmentOrderTable"));
    m_table->setModel(m_model);
    setUpRecordTable(m_table);
    m_table->setWordWrap(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->setAccessibleName(tr("Recent orders"));
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(EnrichmentOrderModel::CreatedColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EnrichmentOrderModel::OperationColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EnrichmentOrderModel::PatientColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(EnrichmentOrderModel::StateColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(EnrichmentOrderModel::ResultColumn, QHeaderView::Stretch);
    header->resizeSection(EnrichmentOrderModel::PatientColumn, 240);
    header->resizeSection(EnrichmentOrderModel::StateColumn, 210);
    fitRowsToColumns(m_table);
    m_copy->setObjectName(QStringLiteral("copyResultButton"));
    m_stop->setObjectName(QStringLiteral("stopFollowingButton"));
    m_checkNow->setObjectName(QStringLiteral("checkNowButton"));
    m_exchange->setObjectName(QStringLiteral("showExchangeButton"));

    auto *title = new QLabel(tr("Recent orders (Ctrl+L)"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setBuddy(m_table);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_checkNow);
    buttons->addStretch(1);
    buttons->addWidget(m_exchange);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Said in words when there is nothing yet, rather than an empty grid.
    auto *empty = new QLabel(this);
    empty->setObjectName(QStringLiteral("noOrdersLabel"));
    empty->setWordWrap(true);
    empty->setEnabled(false);
    const auto showEmpty = [this, empty, &session] {
        const QString unread = JournalHealthBanner::unreadListText(session);
        empty->setText(unread.isEmpty()
                           ? tr("No orders in this environment yet. Fill in the form above and choose an action.")
                           : unread);
        empty->setVisible(m_model->rowCount() == 0);
    };
    connect(&session.journalWatch(), &JournalWatch::healthChanged, this, showEmpty);
    connect(m_model, &QAbstractItemModel::modelReset, this, showEmpty);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, showEmpty);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, showEmpty);
    showEmpty();
    layout->addWidget(title);
    layout->addWidget(empty);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { syncMarks(0, m_model->rowCount() - 1); });
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { syncMarks(first, last); });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &tl, const QModelIndex &br) { syncMarks(tl.row(), br.row()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &EnrichmentOrderList::updateButtons);
    // Double-click and Enter alike (the list is reached by its shortcut, focusList()).
    connect(m_table, &QTableView::activated, this, [this] { showExchange(); });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (row < 0)
            return;
        const QString value = m_model->index(row, 0).data(EnrichmentOrderModel::CopyValueRole).toString();
        if (!value.isEmpty())
            QGuiApplication::clipboard()->setText(value);
    });
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (const int row = currentRow(); row >= 0)
            m_orders.stop(m_model->orderAt(row).journalId);
    });
    connect(m_checkNow, &QPushButton::clicked, this, [this] {
        if (const int row = currentRow(); row >= 0)
            m_orders.checkNow(m_model->orderAt(row).journalId);
    });
    connect(m_exchange, &QPushButton::clicked, this, [this] { showExchange(); });
    syncMarks(0, m_model->rowCount() - 1);
}

int EnrichmentOrderList::currentRow() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

StatusMark *EnrichmentOrderList::stateMark(int row) const
{
    return qobject_cast<StatusMark *>(m_table->indexWidget(m_model->index(row, EnrichmentOrderModel::StateColumn)));
}

void EnrichmentOrderList::syncMarks(int first, int last)
{
    for (int row = std::max(0, first); row <= last && row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, EnrichmentOrderModel::StateColumn);
        auto *mark = qobject_cast<StatusMark *>(m_table->indexWidget(index));
        if (!mark) {
            mark = new StatusMark;
            mark->setContentsMargins(4, 2, 4, 2);
            mark->textLabel()->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_table->setIndexWidget(index, mark);
        }
        mark->setState(StatusMark::State(index.data(EnrichmentOrderModel::StateRole).toInt()),
                       index.data(EnrichmentOrderModel::StateTextRole).toString());
    }
    fitRowsToContents(m_table, first, last); // the rows whose marks changed, not the whole list
    updateButtons();
}

void EnrichmentOrderList::updateButtons()
{
    const int row = currentRow();
    const QModelIndex index = row >= 0 ? m_model->index(row, 0) : QModelIndex();
    const bool followed = index.isValid() && index.data(EnrichmentOrderModel::FollowedRole).toBool();
    m_copy->setEnabled(index.isValid() && !index.data(EnrichmentOrderModel::CopyValueRole).toString().isEmpty());
    m_stop->setEnabled(followed);
    m_checkNow->setEnabled(followed);
    m_exchange->setEnabled(index.isValid());
}

void EnrichmentOrderList::selectOrder(qint64 journalId)
{
    const int row = m_model->rowOf(journalId);
    if (row < 0)
        return;
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                               QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(m_model->index(row, 0));
}

void EnrichmentOrderList::focusList()
{
    if (currentRow() < 0 && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0),
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->setFocus(Qt::ShortcutFocusReason);
}

OrderExchangeDialog *EnrichmentOrderList::showExchange()
{
    const int row = currentRow();
    if (row < 0)
        return nullptr;
    auto *dialog = new OrderExchangeDialog(m_log, m_model->orderAt(row).orderId, this);
    dialog->setObjectName(QStringLiteral("orderExchangeDialog"));
    dialog->show();
    return dialog;
}

void EnrichmentOrderList::reload()
{
    m_model->reload();
}

} // namespace cliniclink
