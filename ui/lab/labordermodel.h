// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The lab orders of the environment as a table (created, number, patient, status, note), newest
// first. An answer of the lab redraws its own row only; a new order reloads the list.

#include "core/lab/labdesk.h"

#include <QAbstractTableModel>

namespace cliniclink {

class LabOrderModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Created, Number, Patient, Status, Note, ColumnCount };

    explicit LabOrderModel(LabDesk &desk, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void reload();
    std::optional<LabOrderItem> orderAt(int row) const;
    int rowOf(qint64 journalId) const;
    // The lab's status word for the person.
    static QString statusText(const LabOrderItem &order);

private:
    void changed(qint64 journalId);

    LabDesk &m_desk;
    QList<LabOrderItem> m_orders;
};

} // namespace cliniclink
