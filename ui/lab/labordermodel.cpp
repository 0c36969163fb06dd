// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "labordermodel.h"

#include "core/follow/followedkind.h"
#include "ui/common/localtime.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace cliniclink {

LabOrderModel::LabOrderModel(LabDesk &desk, QObject *parent)
    : QAbstractTableModel(parent)
    , m_desk(desk)
{
    connect(&desk, &LabDesk::orderAdded, this, &LabOrderModel::reload);
    connect(&desk, &LabDesk::orderChanged, this, &LabOrderModel::changed);
    reload();
}

void LabOrderModel::reload()
{
    beginResetModel();
    m_orders = m_desk.orders();
    endResetModel();
}

void LabOrderModel::changed(qint64 journalId)
{
    const int row = rowOf(journalId);
    const auto fresh = m_desk.order(journalId);
    if (row < 0 || !fresh) {
        if (fresh)
            reload(); // a send found after a restart, or a new row
        return;
    }
    m_orders[row] = *fresh;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int LabOrderModel::rowOf(qint64 journalId) const
{
    for (qsizetype i = 0; i < m_orders.size(); ++i) {
        if (m_orders[i].journalId == journalId)
            return int(i);
    }
    return -1;
}

std::optional<LabOrderItem> LabOrderModel::orderAt(int row) const
{
    if (row < 0 || row >= m_orders.size())
        return std::nullopt;
    return m_orders[row];
}

int LabOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_orders.size());
}

int LabOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LabOrderModel::statusText(const LabOrderItem &o)
{
    if (o.outbox == OutboxState::Sending)
        return tr("Sending");
    if (o.outbox == OutboxState::Uncertain)
        return tr("May have gone");
    if (o.finished && o.status == FollowAnswer::lostInResetStatus())
        return FollowAnswer::lostInResetText();
    if (o.status == u"pending")
        return tr("In the laboratory");
    if (o.status == u"accepted")
        return tr("Accepted by the laboratory");
    if (o.status == u"completed")
        return tr("Results ready");
    if (o.status == u"error")
        return tr("Error at the laboratory");
    if (o.status == u"rejected")
        return tr("Rejected");
    if (o.status == u"cancelled")
        return tr("Cancelled");
    return o.status;
}

QVariant LabOrderModel::data(const QModelIndex &index, int role) const
{
    const auto o = orderAt(index.row());
    if (!o)
        return {};
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Created:
            return shortLocalTime(o->createdAt);
        case Number:
            return o->request.misOrderId;
        case Patient:
            return o->request.patientLabel;
        case Status:
            return statusText(*o);
        case Note:
            return !o->description.isEmpty() ? o->description : o->lastError;
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Status) {
        if (o->status == u"completed")
            return QBrush(QColor(0x2e, 0x7d, 0x32));
        if (o->status == u"error" || o->status == u"rejected")
            return QBrush(QColor(0xc6, 0x28, 0x28));
    }
    if (role == Qt::UserRole)
        return o->journalId;
    return {};
}

QVariant LabOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Created:
        return tr("Sent");
    case Number:
        return tr("Order");
    case Patient:
        return tr("Patient");
    case Status:
        return tr("Status");
    case Note:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace cliniclink
