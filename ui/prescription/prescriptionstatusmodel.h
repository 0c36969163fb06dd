// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The upload records of one prescription as TakePrescriptionStatus returned them, newest first:
// the status date in the local format, Success or Failed, the registry's message (the primary
// wording), the status number with our meaning only where we are sure of it, the registry
// number and the request id.

#include "core/prescription/prescriptiontypes.h"

#include <QAbstractTableModel>

namespace cliniclink {

class PrescriptionStatusModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DateColumn,
        ResultColumn,
        MessageColumn,
        StatusColumn,
        ExternalNumberColumn,
        RequestColumn,
        ColumnCount
    };
    enum Role { SuccessRole = Qt::UserRole + 1, StatusNumberRole, ResultTextRole };

    explicit PrescriptionStatusModel(QObject *parent = nullptr);

    void setRecords(const QList<PrescriptionStatusRecord> &records);
    const QList<PrescriptionStatusRecord> &records() const { return m_records; }

    static QString dateText(const PrescriptionStatusRecord &record);
    static QString statusText(const PrescriptionStatusRecord &record);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<PrescriptionStatusRecord> m_records;
};

} // namespace cliniclink
