// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dispatchlistmodel.h"

#include "core/session/session.h"
#include "ui/common/localtime.h"
#include "ui/common/statusmark.h"

#include <QLocale>
#include <QPainter>
#include <QPixmap>

namespace cliniclink {

namespace {

StatusMark::State stateOf(const TrackedDispatch &d)
{
    if (d.outbox == OutboxState::Sending)
        return StatusMark::State::Busy;
    if (d.outbox == OutboxState::Uncertain)
        return StatusMark::State::Warning;
    if (!d.gone.isEmpty())
        return StatusMark::State::Failed;
    switch (d.code) {
    case DispatchCode::Completed:
        return StatusMark::State::Ok;
    case DispatchCode::CompletedNotAll:
    case DispatchCode::QesRequired:
        return StatusMark::State::Warning;
    case DispatchCode::Error:
        return StatusMark::State::Failed;
    case DispatchCode::Cancelled:
    case DispatchCode::Draft:
        return StatusMark::State::Neutral;
    default:
        return d.lastError.isEmpty() ? StatusMark::State::Busy : StatusMark::State::Warning;
    }
}

// The same round mark as StatusMark, so a row reads like the badges elsewhere.
QIcon markIcon(StatusMark::State state)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(StatusMark::colorOf(state));
    p.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pixmap);
}

} // namespace

DispatchListModel::DispatchListModel(Session &session, DispatchDesk &desk, Mode mode, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_desk(desk)
    , m_mode(mode)
{
    // One change of one dispatch redraws its row only: a list of 500 is not read again per answer.
    connect(&desk, &DispatchDesk::dispatchChanged, this, &DispatchListModel::updateRow);
    connect(&desk, &DispatchDesk::dispatchAdded, this, &DispatchListModel::updateRow);
    reload();
}

void DispatchListModel::updateRow(qint64 journalId)
{
    const std::optional<TrackedDispatch> d = m_desk.dispatch(journalId);
    const bool shown = d && d->outbox != OutboxState::Refused && accepts(*d);
    const int row = rowOf(journalId);
    if (row >= 0 && shown) {
        m_rows[row] = *d;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else if (row >= 0) {
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    } else if (shown) {
        // Newest first, as recent() lists them: journal ids grow with time.
        int at = 0;
        while (at < m_rows.size() && m_rows.at(at).journalId > journalId)
            ++at;
        beginInsertRows({}, at, at);
        m_rows.insert(at, *d);
        endInsertRows();
    }
}

bool DispatchListModel::accepts(const TrackedDispatch &d) const
{
    if (m_mode == Mode::Drafts) {
        if (!d.isDraft || d.code != DispatchCode::Draft)
            return false;
        if (d.outbox == OutboxState::Sending || d.outbox == OutboxState::Uncertain)
            return false; // no platform draft to edit or send (yet)
        if (d.archived)
            return false;
        if (d.draftExpiresAt.isValid() && d.draftExpiresAt <= m_session.clock().now())
            return false;
    } else if (d.isDraft) {
        return false;
    }
    if (!m_patientFilter.isEmpty() && !d.patientLabel().contains(m_patientFilter, Qt::CaseInsensitive)
        && !d.firstPatientId().contains(m_patientFilter, Qt::CaseInsensitive))
        return false;
    return m_codeFilter == 0 || d.code == m_codeFilter;
}

void DispatchListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    for (const TrackedDispatch &d : m_desk.recent()) {
        if (d.outbox != OutboxState::Refused && accepts(d))
            m_rows << d;
    }
    endResetModel();
}

void DispatchListModel::setFilter(const QString &patient, int code)
{
    m_patientFilter = patient.trimmed();
    m_codeFilter = code;
    reload();
}

int DispatchListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DispatchListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString DispatchListModel::timeLeft(const TrackedDispatch &draft) const
{
    if (!draft.draftExpiresAt.isValid())
        return tr("unknown");
    const qint64 seconds = m_session.clock().now().secsTo(draft.draftExpiresAt);
    if (seconds <= 0)
        return tr("expired");
    const qint64 minutes = (seconds + 59) / 60;
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QVariant DispatchListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TrackedDispatch &d = m_rows.at(index.row());
    switch (role) {
    case JournalIdRole:
        return d.journalId;
    case CodeRole:
        return d.code;
    case TrackingIdRole:
        return d.trackingId;
    default:
        break;
    }
    const auto column = Column(index.column());
    if (role == Qt::DisplayRole) {
        switch (column) {
        case CreatedColumn:
            return shortLocalTime(d.createdAt);
        case PatientColumn:
            return d.patientLabel().isEmpty() ? d.firstPatientId() : d.patientLabel();
        case DocumentsColumn:
            return d.fileNames.join(QStringLiteral(", "));
        case StatusColumn:
            if (m_mode == Mode::Drafts)
                return timeLeft(d);
            return statusText(d);
        case CheckedColumn:
            if (m_mode == Mode::Drafts)
                return d.trackingId;
            if (d.finished || d.stopped)
                return shortLocalTime(d.lastCheckedAt);
            return tr("%1 (next %2)")
                .arg(d.lastCheckedAt.isValid() ? shortLocalTime(d.lastCheckedAt) : tr("not yet"),
                     d.nextCheckAt.isValid()
                         ? QLocale().toString(d.nextCheckAt.toLocalTime().time(), QStringLiteral("HH:mm:ss"))
                         : tr("none"));
        default:
            return {};
        }
    }
    if (role == Qt::DecorationRole && column == StatusColumn && m_mode == Mode::Dispatches)
        return markIcon(stateOf(d));
    if (role == Qt::ToolTipRole && column == StatusColumn) {
        if (d.outbox == OutboxState::Uncertain)
            return d.lastError.isEmpty() ? statusText(d) : d.lastError;
        return d.lastError.isEmpty() ? statusText(d) : tr("Last check failed: %1").arg(d.lastError);
    }
    if (role == Qt::AccessibleTextRole && column == StatusColumn)
        return statusText(d);
    return {};
}

QVariant DispatchListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case CreatedColumn:
        return tr("Created");
    case PatientColumn:
        return tr("Patient");
    case DocumentsColumn:
        return tr("Documents");
    case StatusColumn:
        return m_mode == Mode::Drafts ? tr("Time left") : tr("Status");
    case CheckedColumn:
        return m_mode == Mode::Drafts ? tr("Tracking id") : tr("Last checked");
    default:
        return {};
    }
}

QString DispatchListModel::statusText(const TrackedDispatch &d)
{
    switch (d.outbox) {
    case OutboxState::Sending:
        return tr("Sending…");
    case OutboxState::Uncertain:
        return tr("May have gone: the platform's answer did not arrive");
    default:
        return d.gone.isEmpty() ? dispatchStatusText(d.code) : d.gone;
    }
}

int DispatchListModel::rowOf(qint64 journalId) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).journalId == journalId)
            return row;
    }
    return -1;
}

} // namespace cliniclink
