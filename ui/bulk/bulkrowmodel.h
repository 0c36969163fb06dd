// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The rows of a bulk job as a table: where each row stands, its cells as imported (a cell with a
// problem is marked and says why in its tooltip; cells of rows not sent yet can be fixed in
// place), then what came back and, for a row that failed or waits for a fix, why.

#include "core/bulk/bulkenrichmentrun.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace cliniclink {

class BulkRowModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        RowStateRole = Qt::UserRole + 1, // int of BulkRowState
        ProblemRole, // bool: the cell has a problem that keeps the row from being sent
    };

    explicit BulkRowModel(QObject *parent = nullptr);

    // The run whose rows are shown; null shows nothing. The run must outlive its use here or be
    // a QObject that this model watches (it is).
    void setRun(BulkEnrichmentRun *run);
    BulkEnrichmentRun *run() const { return m_run; }
    // Columns: state, the result, the reason, then the input columns (what came back first: it is
    // what the registrar looks for).
    static constexpr int kFirstInputColumn = 3;
    int inputColumn(int column) const { return column - kFirstInputColumn; }
    int resultColumn() const { return 1; }
    int reasonColumn() const { return 2; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    struct Answer {
        QString result;
        QString reason;
    };
    const Answer &answer(int row) const;
    // The issue of the field in this input column, if any (errors first).
    std::optional<FieldIssue> issueAt(int row, int inputColumn) const;
    void onRowChanged(int row);

    QPointer<BulkEnrichmentRun> m_run;
    int m_inputColumns = 0;
    QHash<int, BulkField> m_fieldOfColumn;
    mutable QHash<int, Answer> m_answers; // filled as rows are shown, dropped when a row changes
    mutable QHash<int, FieldIssues> m_issues;
};

} // namespace cliniclink
