// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "orgdispatchmodel.h"

#include "core/signing/dispatchdesk.h"
#include "ui/common/localtime.h"

#include <QLocale>

namespace cliniclink {

OrgDispatchModel::OrgDispatchModel(DispatchDesk &desk, bool journalShared, QObject *parent)
    : QAbstractTableModel(parent)
    , m_desk(desk)
    , m_journalShared(journalShared)
{
}

void OrgDispatchModel::setRows(const QList<DispatchSummary> &rows)
{
    beginResetModel();
    m_rows = rows;
    m_mine.clear();
    for (const DispatchSummary &s : rows) {
        if (const auto mine = m_desk.byTrackingId(s.trackingId))
            m_mine.insert(s.trackingId, mine->patientLabel());
    }
    endResetModel();
}

int OrgDispatchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int OrgDispatchModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OrgDispatchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const DispatchSummary &s = m_rows.at(index.row());
    if (role == TrackingIdRole)
        return s.trackingId;
    if (role == CodeRole)
        return s.code;
    if (role == Qt::ToolTipRole && index.column() == SenderColumn)
        return tr("Dispatch %1").arg(s.trackingId);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case CreatedColumn:
        return s.createdAt.isValid() ? shortLocalTime(s.createdAt) : tr("not given");
    case PatientColumn: {
        // This workstation knows the names of what it sent; the list itself carries only MIS ids.
        if (!m_mine.value(s.trackingId).isEmpty())
            return m_mine.value(s.trackingId);
        return s.idPatientMis.isEmpty() ? tr("not given")
                                        : tr("MIS id %1").arg(s.idPatientMis.join(QStringLiteral(", ")));
    }
    case DocumentsColumn:
        return s.documents < 0 ? QStringLiteral("—") : QString::number(s.documents);
    case StatusColumn:
        if (s.code)
            return dispatchStatusText(s.code);
        return s.statusText.isEmpty() ? tr("not given") : s.statusText;
    case SenderColumn: {
        const QString who = s.practitionerUserIdLpu.isEmpty() ? tr("practitioner not given")
                                                              : tr("practitioner %1").arg(s.practitionerUserIdLpu);
        if (!m_mine.contains(s.trackingId))
            return who;
        return m_journalShared ? tr("%1, a clinic workstation").arg(who) : tr("%1, this computer").arg(who);
    }
    default:
        return {};
    }
}

QVariant OrgDispatchModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case CreatedColumn:
        return tr("Created");
    case PatientColumn:
        return tr("Patient");
    case DocumentsColumn:
        return tr("Documents");
    case StatusColumn:
        return tr("Status");
    case SenderColumn:
        return tr("Sent by");
    default:
        return {};
    }
}

} // namespace cliniclink
