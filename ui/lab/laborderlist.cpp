// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "laborderlist.h"

#include "labordermodel.h"
#include "ui/common/contentfit.h"
#include "ui/common/datefield.h"
#include "ui/common/icons.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/recordtable.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cliniclink {

LabOrderList::LabOrderList(LabOrderModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_table(new QTableView(this))
    , m_banner(new MessageBanner(this))
    , m_open(new QPushButton(tr("Open result"), this))
    , m_cancel(new QPushButton(icon(IconId::Stop), tr("Cancel order"), this))
    , m_check(new QPushButton(icon(IconId::Refresh), tr("Check now"), this))
    , m_from(new DateField(this))
    , m_to(new DateField(this))
    , m_findOrders(new QPushButton(icon(IconId::Search), tr("Find orders"), this))
    , m_findResults(new QPushButton(icon(IconId::Search), tr("Find results"), this))
    , m_found(new QTreeWidget(this))
    , m_barcode(new QLineEdit(this))
    , m_openByBarcode(new QPushButton(icon(IconId::Search), tr("Open by barcode"), this))
    , m_laboratoryRow(new QWidget(this))
{
    m_table->setObjectName(QStringLiteral("labOrdersTable"));
    m_table->setModel(model);
    setUpRecordTable(m_table);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The order's number whole (it is read out to the laboratory), the date on one line, the
    // patient and the status wrapping only when the note has no room left: at the default widths
    // the number read «ORD-202601...» beside an empty note column.
    m_table->horizontalHeader()->setSectionResizeMode(LabOrderModel::Created, QHeaderView::ResizeToContents);
    shareRoomWithStretch(m_table, {{LabOrderModel::Number, 0.3}, {LabOrderModel::Patient, 0.3},
                                   {LabOrderModel::Status, 0.25}});
    fitRowsToColumns(m_table);
    m_open->setObjectName(QStringLiteral("openResultButton"));
    m_cancel->setObjectName(QStringLiteral("cancelOrderButton"));
    m_check->setObjectName(QStringLiteral("checkNowButton"));
    m_from->setObjectName(QStringLiteral("findFromEdit"));
    m_to->setObjectName(QStringLiteral("findToEdit"));
    m_findOrders->setObjectName(QStringLiteral("findOrdersButton"));
    m_findResults->setObjectName(QStringLiteral("findResultsButton"));
    m_found->setObjectName(QStringLiteral("foundTree"));
    m_found->setHeaderLabels({tr("Order"), tr("Status"), tr("Date")});
    m_found->setRootIsDecorated(false);
    m_banner->setObjectName(QStringLiteral("labOrdersBanner"));
    m_barcode->setObjectName(QStringLiteral("tubeBarcodeEdit"));
    m_barcode->setPlaceholderText(tr("Type or scan the tube's barcode"));
    m_barcode->setClearButtonEnabled(true);
    m_barcode->setMaxLength(64);
    m_openByBarcode->setObjectName(QStringLiteral("openByBarcodeButton"));

    auto *actions = new QHBoxLayout;
    actions->addWidget(m_open);
    actions->addWidget(m_check);
    actions->addWidget(m_cancel);
    actions->addStretch();
    auto *search = new QGroupBox(tr("Find in the laboratory"), this);
    auto *sl = new QVBoxLayout(search);
    // The laboratory and the barcode one above the other, their fields aligned.
    auto *laboratory = new QHBoxLayout(m_laboratoryRow);
    laboratory->setContentsMargins(0, 0, 0, 0);
    auto *laboratoryLabel = new QLabel(tr("&Laboratory"), search);
    laboratoryLabel->setObjectName(QStringLiteral("searchLaboratoryLabel"));
    auto *barcodeLabel = new QLabel(tr("Tube &barcode"), search);
    barcodeLabel->setBuddy(m_barcode);
    auto *which = new QGridLayout;
    which->addWidget(laboratoryLabel, 0, 0);
    which->addWidget(m_laboratoryRow, 0, 1, 1, 2);
    which->addWidget(barcodeLabel, 1, 0);
    which->addWidget(m_barcode, 1, 1);
    which->addWidget(m_openByBarcode, 1, 2);
    which->setColumnStretch(1, 1);
    sl->addLayout(which);
    auto *period = new QHBoxLayout;
    period->addWidget(new QLabel(tr("From"), search));
    period->addWidget(m_from);
    period->addWidget(new QLabel(tr("to"), search));
    period->addWidget(m_to);
    period->addWidget(m_findOrders);
    period->addWidget(m_findResults);
    period->addStretch();
    sl->addLayout(period);
    sl->addWidget(m_found);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_table, 2);
    layout->addLayout(actions);
    layout->addWidget(search, 1);

    connect(m_open, &QPushButton::clicked, this, [this] { Q_EMIT openRequested(selectedOrder()); });
    // Double-click and Enter alike: a registrar who went down the list with the keyboard opens it too.
    connect(m_table, &QTableView::activated, this, [this] { Q_EMIT openRequested(selectedOrder()); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { Q_EMIT cancelRequested(selectedOrder()); });
    connect(m_check, &QPushButton::clicked, this, [this] { Q_EMIT checkRequested(selectedOrder()); });
    connect(m_findOrders, &QPushButton::clicked, this, &LabOrderList::findOrdersRequested);
    connect(m_findResults, &QPushButton::clicked, this, &LabOrderList::findResultsRequested);
    const auto enterBarcode = [this] { Q_EMIT barcodeEntered(m_barcode->text().trimmed()); };
    connect(m_barcode, &QLineEdit::returnPressed, this, enterBarcode);
    connect(m_openByBarcode, &QPushButton::clicked, this, enterBarcode);
    connect(m_found, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem *item) { Q_EMIT foundActivated(m_found->indexOfTopLevelItem(item)); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LabOrderList::updateButtons);
    connect(model, &QAbstractItemModel::dataChanged, this, &LabOrderList::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &LabOrderList::updateButtons);
    updateButtons();
}

LabOrderList::~LabOrderList()
{
    releaseFocusQuietly(this);
}

qint64 LabOrderList::selectedOrder() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(Qt::UserRole).toLongLong();
}

void LabOrderList::setLaboratoryPicker(QWidget *picker)
{
    auto *row = static_cast<QHBoxLayout *>(m_laboratoryRow->layout());
    row->addWidget(picker, 1);
    if (auto *label = findChild<QLabel *>(QStringLiteral("searchLaboratoryLabel")))
        label->setBuddy(picker);
}

bool LabOrderList::selectOrder(qint64 journalId)
{
    const int row = m_model->rowOf(journalId);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    m_table->scrollTo(m_model->index(row, 0));
    return true;
}

void LabOrderList::updateButtons()
{
    const auto order = m_model->orderAt(m_model->rowOf(selectedOrder()));
    m_open->setEnabled(order && (order->status == u"completed" || order->status == u"error"));
    m_cancel->setEnabled(order && !order->finished && !order->orderId.isEmpty());
    m_check->setEnabled(order && !order->finished && !order->orderId.isEmpty());
}

} // namespace cliniclink
