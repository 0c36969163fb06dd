#pragma once
// The upload records of one prescription as TakePrescriptionStatus returned them, newest first:
// the status date in the local format, Success or Failed, the status number with its meaning in
// plain words, the registry's message, the registry number and the request id.

#include "core/prescription/prescriptiontypes.h"

#include <QAbstractTableModel>

namespace cliniclink {

class PrescriptionStatusModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        DateColumn,
        ResultColumn,
        StatusColumn,
        MessageColumn,
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
