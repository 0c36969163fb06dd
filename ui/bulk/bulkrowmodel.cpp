// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkrowmodel.h"

#include "core/validation/snils.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace cliniclink {

namespace {

const QColor kProblemBackground(0xfd, 0xec, 0xea);
const QColor kDoneForeground(0x1b, 0x5e, 0x20);
const QColor kFailedForeground(0xb7, 0x1c, 0x1c);

} // namespace

BulkRowModel::BulkRowModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void BulkRowModel::setRun(BulkEnrichmentRun *run)
{
    beginResetModel();
    if (m_run)
        disconnect(m_run, nullptr, this, nullptr);
    m_run = run;
    m_answers.clear();
    m_issues.clear();
    m_fieldOfColumn.clear();
    m_inputColumns = 0;
    if (run) {
        m_inputColumns = int(run->job().header.size());
        for (int i = 0; i < run->rowCount(); ++i)
            m_inputColumns = std::max(m_inputColumns, int(run->row(i).cells.size()));
        const BulkMapping mapping = run->mapping();
        for (auto it = mapping.columns.cbegin(); it != mapping.columns.cend(); ++it)
            m_fieldOfColumn.insert(it.value(), it.key());
        connect(run, &BulkEnrichmentRun::rowChanged, this, &BulkRowModel::onRowChanged);
    }
    endResetModel();
}

int BulkRowModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : m_run->rowCount();
}

int BulkRowModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_run ? 0 : m_inputColumns + kFirstInputColumn;
}

const BulkRowModel::Answer &BulkRowModel::answer(int row) const
{
    auto it = m_answers.find(row);
    if (it != m_answers.end())
        return it.value();
    Answer a;
    const BulkRowState state = m_run->rowState(row);
    if (state == BulkRowState::Skipped) {
        QStringList parts;
        for (const FieldIssue &issue : m_run->rowInput(row).issues) {
            if (!issue.isError())
                continue;
            const auto field = bulkFieldFromKey(issue.field);
            parts << (field ? bulkFieldName(*field) + QStringLiteral(": ") + issue.message : issue.message);
        }
        a.reason = parts.join(u"; ");
    } else if (const auto order = m_run->rowOrder(row)) {
        const EnrichmentResult result = EnrichmentResult::fromJson(order->result);
        switch (m_run->operation()) {
        case EnrichmentOperation::SnilsLookup:
            a.result = result.snils.isEmpty() ? QString() : formatSnils(result.snils);
            break;
        case EnrichmentOperation::SnilsValidation:
            if (result.snilsValid)
                a.result = *result.snilsValid ? tr("SNILS is valid") : tr("SNILS is not valid");
            break;
        case EnrichmentOperation::PolicyLookup:
            a.result = result.unitedPolicyNumber;
            if (!result.insuranceOrganization.isEmpty())
                a.result += QStringLiteral(" · ") + result.insuranceOrganization;
            break;
        }
        if (state == BulkRowState::Failed || state == BulkRowState::InDoubt)
            a.reason = order->lastError.isEmpty() ? order->lastStatus : order->lastError;
        else if (state == BulkRowState::Done)
            a.reason = result.message;
    }
    return m_answers.insert(row, a).value();
}

std::optional<FieldIssue> BulkRowModel::issueAt(int row, int inputColumn) const
{
    const auto field = m_fieldOfColumn.constFind(inputColumn);
    const qsizetype headerWidth = m_run->job().header.size();
    // A cell past the header's columns is marked when it holds text and the row is held for it.
    const bool pastHeader = headerWidth > 0 && inputColumn >= headerWidth;
    if ((field == m_fieldOfColumn.cend() && !pastHeader) || m_run->rowState(row) != BulkRowState::Skipped)
        return std::nullopt;
    if (pastHeader) {
        const QStringList &cells = m_run->row(row).cells;
        if (inputColumn >= cells.size() || cells.at(inputColumn).trimmed().isEmpty())
            return std::nullopt;
    }
    auto it = m_issues.find(row);
    if (it == m_issues.end())
        it = m_issues.insert(row, m_run->rowInput(row).issues);
    const FieldIssues mine =
        issuesFor(it.value(), pastHeader ? kBulkExtraColumnsKey.toString() : bulkFieldKey(field.value()));
    if (mine.isEmpty() || !mine.first().isError())
        return std::nullopt;
    return mine.first();
}

QVariant BulkRowModel::data(const QModelIndex &index, int role) const
{
    if (!m_run || !index.isValid() || index.row() >= m_run->rowCount())
        return {};
    const int row = index.row();
    const int column = index.column();
    const BulkRowState state = m_run->rowState(row);
    if (role == RowStateRole)
        return int(state);
    if (column == 0) {
        if (role == Qt::DisplayRole)
            return bulkRowStateName(state);
        if (role == Qt::ForegroundRole && state == BulkRowState::Done)
            return QBrush(kDoneForeground);
        if (role == Qt::ForegroundRole && (state == BulkRowState::Failed || state == BulkRowState::Skipped))
            return QBrush(kFailedForeground);
        return {};
    }
    if (column == resultColumn()) {
        return role == Qt::DisplayRole ? QVariant(answer(row).result) : QVariant();
    }
    if (column == reasonColumn()) {
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return answer(row).reason;
        return {};
    }
    const int input = inputColumn(column);
    const QStringList &cells = m_run->row(row).cells;
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return input < cells.size() ? cells.at(input) : QString();
    const std::optional<FieldIssue> issue = issueAt(row, input);
    if (role == ProblemRole)
        return issue.has_value();
    if (role == Qt::BackgroundRole && issue)
        return QBrush(kProblemBackground);
    if (role == Qt::ToolTipRole && issue)
        return issue->message;
    return {};
}

QVariant BulkRowModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || !m_run)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section == 0)
        return tr("State");
    if (section == resultColumn()) {
        switch (m_run->operation()) {
        case EnrichmentOperation::SnilsLookup:
            return tr("Found SNILS");
        case EnrichmentOperation::SnilsValidation:
            return tr("Check");
        case EnrichmentOperation::PolicyLookup:
            return tr("ENP and insurer");
        }
    }
    if (section == reasonColumn())
        return tr("Problem or note");
    const int input = inputColumn(section);
    const QStringList &header = m_run->job().header;
    QString name =
        input < header.size() && !header.at(input).isEmpty() ? header.at(input) : tr("Column %1").arg(input + 1);
    if (const auto field = m_fieldOfColumn.constFind(input); field != m_fieldOfColumn.cend())
        name += QStringLiteral(" → ") + bulkFieldName(field.value());
    return name;
}

Qt::ItemFlags BulkRowModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!m_run || !index.isValid())
        return f;
    const int input = inputColumn(index.column());
    // What was sent stays as it was sent; a row not sent yet, or refused for its content, may be fixed.
    if (input >= 0 && input < m_inputColumns && m_run->isFixable(index.row()))
        f |= Qt::ItemIsEditable;
    return f;
}

bool BulkRowModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !m_run || !(flags(index) & Qt::ItemIsEditable))
        return false;
    QStringList cells = m_run->row(index.row()).cells;
    const int input = inputColumn(index.column());
    while (cells.size() <= input)
        cells << QString();
    cells[input] = value.toString().trimmed();
    return m_run->setCells(index.row(), cells); // rowChanged() redraws the row
}

void BulkRowModel::onRowChanged(int row)
{
    m_answers.remove(row);
    m_issues.remove(row);
    Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
}

} // namespace cliniclink
