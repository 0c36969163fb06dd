// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requestlog.h"

#include <QLocale>

namespace cliniclink {

RequestLog::RequestLog(int capacity, QObject *parent)
    : QAbstractTableModel(parent)
    , m_capacity(std::max(1, capacity))
{
}

void RequestLog::append(RequestLogEntry entry)
{
    if (int(m_entries.size()) >= m_capacity) {
        beginRemoveRows({}, 0, 0);
        m_entries.pop_front();
        endRemoveRows();
    }
    const int row = int(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back(std::move(entry));
    endInsertRows();
    Q_EMIT appended(m_entries.back());
}

void RequestLog::clear()
{
    beginResetModel();
    m_entries.clear();
    endResetModel();
}

void RequestLog::setDiagnosticMode(bool on)
{
    if (m_diagnosticMode == on)
        return;
    m_diagnosticMode = on;
    Q_EMIT diagnosticModeChanged(on);
}

int RequestLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RequestLog::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RequestLog::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_entries.size()))
        return {};
    const RequestLogEntry &e = m_entries[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(e.startedAt.toLocalTime().time(), QStringLiteral("HH:mm:ss"));
        case ServiceColumn:
            return serviceDisplayName(e.service);
        case MethodColumn:
            return QString::fromLatin1(e.method);
        case PathColumn:
            return e.path;
        case StatusColumn:
            return e.httpStatus ? QVariant(e.httpStatus) : QVariant(tr("no answer"));
        case DurationColumn:
            return tr("%1 ms").arg(e.durationMs);
        case CodeColumn:
            return e.serviceCode;
        }
        break;
    case Qt::ToolTipRole:
        return e.errorText.isEmpty() ? QVariant() : QVariant(e.errorText);
    case FailedRole:
        return e.httpStatus == 0 || e.httpStatus >= 400;
    case EntryIndexRole:
        return index.row();
    case SearchTextRole:
        return QStringList{serviceKey(e.service),
                           serviceDisplayName(e.service),
                           QString::fromLatin1(e.method),
                           e.path,
                           QString::number(e.httpStatus),
                           e.serviceCode,
                           e.errorText}
            .join(u' ');
    }
    return {};
}

QVariant RequestLog::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case ServiceColumn:
        return tr("Service");
    case MethodColumn:
        return tr("Method");
    case PathColumn:
        return tr("Path");
    case StatusColumn:
        return tr("Status");
    case DurationColumn:
        return tr("Duration");
    case CodeColumn:
        return tr("Code");
    }
    return {};
}

} // namespace cliniclink
