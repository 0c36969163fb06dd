// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The registrar's recent enrichment orders as a table, newest first: when, what, for whom, the
// state (with the time of the next check while it is followed) and the result in plain words.
// Follows EnrichmentDesk live: a new order appears at the top, a changed one is redrawn.

#include "core/enrichment/enrichmentdesk.h"

#include <QAbstractTableModel>

namespace cliniclink {

class EnrichmentOrderModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { CreatedColumn, OperationColumn, PatientColumn, StateColumn, ResultColumn, ColumnCount };
    enum Role {
        JournalIdRole = Qt::UserRole + 1,
        StateRole, // int of StatusMark::State
        CopyValueRole, // the SNILS or ENP to copy; empty when there is none
        OrderIdRole, // the platform's order id
        FollowedRole, // bool: still followed (stop and check now make sense)
        StateTextRole, // the state in words; the view shows it in a StatusMark, not as cell text
    };

    explicit EnrichmentOrderModel(EnrichmentDesk &orders, QObject *parent = nullptr);

    void reload();
    int rowOf(qint64 journalId) const;
    const EnrichmentOrder &orderAt(int row) const { return m_orders.at(row); }

    // Texts of an order as the table shows them (also used by tests).
    static QString stateText(const EnrichmentOrder &order);
    static int stateOf(const EnrichmentOrder &order);
    static QString resultText(const EnrichmentOrder &order);
    static QString copyValue(const EnrichmentOrder &order);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void onAdded(qint64 journalId);
    void onChanged(qint64 journalId);

    EnrichmentDesk &m_source;
    QList<EnrichmentOrder> m_orders;
};

} // namespace cliniclink
