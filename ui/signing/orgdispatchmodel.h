// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The rows of the organization's dispatches (OrgDispatchList): a page of the platform's list, with
// the patient's name for the rows this workstation sent (the list itself carries only MIS ids).

#include "core/signing/signingcalls.h"

#include <QAbstractTableModel>
#include <QHash>

namespace cliniclink {

class DispatchDesk;

class OrgDispatchModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CreatedColumn, PatientColumn, DocumentsColumn, StatusColumn, SenderColumn, ColumnCount };
    enum Role { TrackingIdRole = Qt::UserRole + 1, CodeRole };

    // journalShared: the journal's dispatches are the clinic's workstations' (Session::journalShared()).
    OrgDispatchModel(DispatchDesk &desk, bool journalShared, QObject *parent = nullptr);
    void setRows(const QList<DispatchSummary> &rows);
    const DispatchSummary &summaryAt(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    DispatchDesk &m_desk;
    bool m_journalShared;
    QList<DispatchSummary> m_rows;
    // The rows the journal has (this workstation's, or with a clinic database every workstation's),
    // by trackingId: the patient's name as the journal has it (looked up once per page, not per
    // painted cell).
    QHash<QString, QString> m_mine;
};

} // namespace cliniclink
