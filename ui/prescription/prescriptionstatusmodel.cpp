// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionstatusmodel.h"

#include "ui/common/localtime.h"

#include <QLocale>

namespace cliniclink {

PrescriptionStatusModel::PrescriptionStatusModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void PrescriptionStatusModel::setRecords(const QList<PrescriptionStatusRecord> &records)
{
    beginResetModel();
    m_records = records;
    endResetModel();
}

QString PrescriptionStatusModel::dateText(const PrescriptionStatusRecord &r)
{
    if (!r.statusDate.isValid())
        return r.statusDateText;
    return shortLocalTime(r.statusDate);
}

QString PrescriptionStatusModel::statusText(const PrescriptionStatusRecord &r)
{
    const QString meaning = prescriptionStatusMeaning(r.statusNumber);
    if (r.statusNumber < 0)
        return meaning;
    if (meaning.isEmpty())
        return QString::number(r.statusNumber);
    return tr("%1 — %2").arg(r.statusNumber).arg(meaning);
}

int PrescriptionStatusModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int PrescriptionStatusModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PrescriptionStatusModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_records.size())
        return {};
    const PrescriptionStatusRecord &r = m_records.at(index.row());
    switch (role) {
    case SuccessRole:
        return r.isSuccess();
    case StatusNumberRole:
        return r.statusNumber;
    case ResultTextRole:
        // The platform's word, in the person's language; anything unexpected is shown as sent.
        if (r.status.isEmpty())
            return tr("Unknown");
        if (r.isSuccess())
            return tr("Success");
        if (r.status.compare(u"Failed", Qt::CaseInsensitive) == 0)
            return tr("Failed");
        return r.status;
    default:
        break;
    }
    if (role == Qt::TextAlignmentRole) // rows grow with long messages: read every cell from the top
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignTop);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
        return {};
    switch (Column(index.column())) {
    case DateColumn:
        return dateText(r);
    case ResultColumn:
        // Shown by a StatusMark in the cell; the text is for tool tips and screen readers.
        return role == Qt::DisplayRole ? QVariant() : data(index, ResultTextRole);
    case StatusColumn:
        if (role == Qt::ToolTipRole && prescriptionStatusMeaning(r.statusNumber).isEmpty() && r.statusNumber >= 0)
            return tr("A sub-state of 4 that the contract does not describe: the message says what it is");
        return statusText(r);
    case MessageColumn:
        return r.message;
    case ExternalNumberColumn:
        return r.externalNumber.isEmpty() ? (role == Qt::DisplayRole ? tr("—") : tr("none")) : r.externalNumber;
    case RequestColumn:
        return r.idRequestGuid;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PrescriptionStatusModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) { // the short titles in full
        if (section == ExternalNumberColumn)
            return tr("The prescription's registration number in the federal registry, once it is registered");
        if (section == RequestColumn)
            return tr("The identifier of the upload request (idRequestGUID): quote it to the platform's support");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case DateColumn:
        return tr("Status date");
    case ResultColumn:
        return tr("Result");
    case StatusColumn:
        return tr("Status");
    case MessageColumn:
        return tr("Message");
    case ExternalNumberColumn:
        return tr("Registry number");
    case RequestColumn:
        return tr("Request ID");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace cliniclink
