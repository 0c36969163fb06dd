// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentordermodel.h"

#include "core/validation/enp.h"
#include "core/validation/snils.h"
#include "ui/common/localtime.h"
#include "ui/common/statusmark.h"

#include <QBrush>
#include <QLocale>

namespace cliniclink {

namespace {
constexpr int kRecentLimit = 200;

bool followed(const EnrichmentOrder &o)
{
    // A send in doubt counts: the person may set it aside (stop) once decided.
    return !o.finished && !o.stopped && o.outbox != OutboxState::Sending && o.outbox != OutboxState::Refused;
}
} // namespace

EnrichmentOrderModel::EnrichmentOrderModel(EnrichmentDesk &orders, QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(orders)
{
    connect(&orders, &EnrichmentDesk::orderAdded, this, &EnrichmentOrderModel::onAdded);
    connect(&orders, &EnrichmentDesk::orderChanged, this, &EnrichmentOrderModel::onChanged);
    reload();
}

void EnrichmentOrderModel::reload()
{
    beginResetModel();
    // The registrar's own orders: a list of patients has its own page.
    m_orders = m_source.recent(kRecentLimit, EnrichmentDesk::BulkRows::Without);
    endResetModel();
}

int EnrichmentOrderModel::rowOf(qint64 journalId) const
{
    for (int i = 0; i < m_orders.size(); ++i) {
        if (m_orders.at(i).journalId == journalId)
            return i;
    }
    return -1;
}

void EnrichmentOrderModel::onAdded(qint64 journalId)
{
    if (rowOf(journalId) >= 0)
        return onChanged(journalId);
    const auto order = m_source.order(journalId);
    if (!order || order->isBulkRow())
        return;
    beginInsertRows({}, 0, 0);
    m_orders.prepend(*order);
    endInsertRows();
}

void EnrichmentOrderModel::onChanged(qint64 journalId)
{
    const int row = rowOf(journalId);
    if (row < 0)
        return onAdded(journalId); // changed before it was announced: the journal has it already
    const auto order = m_source.order(journalId);
    if (!order) { // refused: the platform has nothing, the form kept what was typed
        beginRemoveRows({}, row, row);
        m_orders.removeAt(row);
        endRemoveRows();
        return;
    }
    m_orders[row] = *order;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int EnrichmentOrderModel::stateOf(const EnrichmentOrder &o)
{
    using S = StatusMark::State;
    if (o.outbox == OutboxState::Sending)
        return int(S::Busy);
    if (o.outbox == OutboxState::Uncertain && !o.stopped)
        return int(S::Warning);
    if (o.lost)
        return int(S::Neutral);
    if (o.finished)
        return int(o.result.completed ? S::Ok : S::Failed);
    if (o.stopped)
        return int(S::Neutral);
    return int(o.lastError.isEmpty() ? S::Busy : S::Warning);
}

QString EnrichmentOrderModel::stateText(const EnrichmentOrder &o)
{
    if (o.outbox == OutboxState::Sending)
        return tr("Sending…");
    if (o.outbox == OutboxState::Uncertain && !o.stopped)
        return tr("May have gone: the platform's answer did not arrive, and it offers no way to check. "
                  "Send again only if the result does not come another way.");
    if (o.lost)
        return FollowAnswer::lostInResetText();
    if (o.finished) {
        if (o.result.completed)
            return tr("Done");
        return o.status.isEmpty() ? tr("Failed") : tr("Failed: %1").arg(o.status);
    }
    if (o.stopped)
        return tr("Stopped: no longer followed");
    // The platform's own word when it gave one ("В обработке"): ours beside it said the same twice.
    QString text = o.status.isEmpty() ? tr("Pending") : o.status;
    if (o.nextCheckAt.isValid())
        text += u'\n'
            + tr("next check at %1")
                  .arg(QLocale().toString(o.nextCheckAt.toLocalTime().time(), QStringLiteral("HH:mm:ss")));
    else
        text += u'\n' + tr("checking now…");
    if (!o.lastError.isEmpty())
        text += u'\n' + tr("last check failed: %1").arg(o.lastError);
    return text;
}

QString EnrichmentOrderModel::resultText(const EnrichmentOrder &o)
{
    const EnrichmentResult &r = o.result;
    if (!o.finished || !r.completed)
        return r.message;
    QString text;
    switch (o.operation) {
    case EnrichmentOperation::SnilsLookup:
        text = r.snils.isEmpty() ? tr("No SNILS found") : tr("SNILS %1").arg(formatSnils(r.snils));
        break;
    case EnrichmentOperation::SnilsValidation: {
        const QString sent = formatSnils(o.request.value(u"patient").toObject().value(u"snils").toString());
        if (!r.snilsValid.has_value())
            text = tr("The service gave no answer on %1").arg(sent);
        else if (*r.snilsValid)
            text = tr("Yes: %1 is this person's SNILS").arg(sent);
        else
            text = tr("No: %1 is not this person's SNILS").arg(sent);
        break;
    }
    case EnrichmentOperation::PolicyLookup: {
        if (r.unitedPolicyNumber.isEmpty()) {
            text = tr("No policy found");
            break;
        }
        QStringList lines{tr("ENP %1").arg(r.unitedPolicyNumber)};
        if (!r.region.isEmpty())
            lines << tr("Region: %1").arg(r.region);
        if (!r.insuranceOrganization.isEmpty())
            lines << tr("Insurer: %1").arg(r.insuranceOrganization);
        if (r.policyStartDate.isValid())
            lines << tr("Since %1").arg(QLocale().toString(r.policyStartDate, QLocale::ShortFormat));
        if (checkEnp(r.unitedPolicyNumber) == EnpProblem::CheckDigitMismatch)
            lines << tr("Warning: the check digit does not match; compare the number with the policy.");
        text = lines.join(u'\n');
        break;
    }
    }
    if (!r.message.isEmpty())
        text += u'\n' + r.message;
    return text;
}

QString EnrichmentOrderModel::copyValue(const EnrichmentOrder &o)
{
    if (!o.finished || !o.result.completed)
        return {};
    if (o.operation == EnrichmentOperation::SnilsLookup && !o.result.snils.isEmpty())
        return formatSnils(o.result.snils);
    if (o.operation == EnrichmentOperation::PolicyLookup)
        return o.result.unitedPolicyNumber;
    return {};
}

int EnrichmentOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_orders.size());
}

int EnrichmentOrderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EnrichmentOrderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_orders.size())
        return {};
    const EnrichmentOrder &o = m_orders.at(index.row());
    switch (role) {
    case JournalIdRole:
        return o.journalId;
    case StateRole:
        return stateOf(o);
    case CopyValueRole:
        return copyValue(o);
    case OrderIdRole:
        return o.orderId;
    case FollowedRole:
        return followed(o);
    case StateTextRole:
        return stateText(o);
    default:
        break;
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (Column(index.column())) {
        case CreatedColumn:
            return shortLocalTime(o.createdAt);
        case OperationColumn:
            return enrichmentOperationName(o.operation);
        case PatientColumn:
            return o.patientLabel();
        case StateColumn:
            return role == Qt::ToolTipRole ? stateText(o) : QString();
        case ResultColumn:
            return resultText(o);
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ForegroundRole && index.column() == ResultColumn && o.finished && o.result.completed) {
        if (o.operation == EnrichmentOperation::SnilsValidation && o.result.snilsValid.has_value())
            return QBrush(*o.result.snilsValid ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
        if (o.operation == EnrichmentOperation::PolicyLookup
            && checkEnp(o.result.unitedPolicyNumber) == EnpProblem::CheckDigitMismatch)
            return QBrush(QColor(0xb2, 0x6a, 0x00));
    }
    if (role == Qt::TextAlignmentRole) // rows grow with multi-line results: read every cell from the top
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignTop);
    if (role == Qt::AccessibleTextRole)
        return index.column() == StateColumn ? stateText(o) : data(index, Qt::DisplayRole);
    return {};
}

QVariant EnrichmentOrderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case CreatedColumn:
        return tr("Sent");
    case OperationColumn:
        return tr("Operation");
    case PatientColumn:
        return tr("Patient");
    case StateColumn:
        return tr("State");
    case ResultColumn:
        return tr("Result");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace cliniclink
