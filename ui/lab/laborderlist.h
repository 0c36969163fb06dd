// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The lab orders with their live status, an order opened by its tube's barcode ($getorder: typed, or
// scanned: a scanner types the code and Enter), and a search of the lab by period ($getorders,
// $getresults) in the laboratory chosen, or in every one this workstation ordered from: the view.
// LabOrderListController does what its buttons ask.

#include <QWidget>

class QLineEdit;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace cliniclink {

class DateField;
class LabOrderModel;
class MessageBanner;

class LabOrderList : public QWidget {
    Q_OBJECT
public:
    explicit LabOrderList(LabOrderModel *model, QWidget *parent = nullptr);
    ~LabOrderList() override;

    QTableView *table() const { return m_table; }
    // The journal id of the selected order, 0 for none.
    qint64 selectedOrder() const;
    MessageBanner *banner() const { return m_banner; }
    QPushButton *openButton() const { return m_open; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *checkButton() const { return m_check; }
    DateField *fromEdit() const { return m_from; }
    DateField *toEdit() const { return m_to; }
    QPushButton *findOrdersButton() const { return m_findOrders; }
    QPushButton *findResultsButton() const { return m_findResults; }
    QTreeWidget *found() const { return m_found; }
    // The laboratory asked by the searches (a dictionary picker the controller makes); placed once.
    void setLaboratoryPicker(QWidget *picker);
    // Selects the journal's order in the table (false when it is not listed).
    bool selectOrder(qint64 journalId);

Q_SIGNALS:
    void openRequested(qint64 journalId);
    void cancelRequested(qint64 journalId);
    void checkRequested(qint64 journalId);
    void findOrdersRequested();
    void findResultsRequested();
    void foundActivated(int row);
    // Enter in the barcode field (a scanner ends the code with it) or its button.
    void barcodeEntered(const QString &barcode);

private:
    void updateButtons();

    LabOrderModel *m_model;
    QTableView *m_table;
    MessageBanner *m_banner;
    QPushButton *m_open;
    QPushButton *m_cancel;
    QPushButton *m_check;
    DateField *m_from;
    DateField *m_to;
    QPushButton *m_findOrders;
    QPushButton *m_findResults;
    QTreeWidget *m_found;
    QLineEdit *m_barcode;
    QPushButton *m_openByBarcode;
    QWidget *m_laboratoryRow;
};

} // namespace cliniclink
