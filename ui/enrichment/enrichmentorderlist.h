// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The list of recent enrichment orders under the form, with what a person does with one: copy
// the SNILS or ENP, stop following it, check it now, see the raw exchange. The state of each
// order is a StatusMark in its row.

#include <QWidget>

class QPushButton;
class QTableView;

namespace cliniclink {

class EnrichmentOrderModel;
class EnrichmentDesk;
class OrderExchangeDialog;
class RequestLog;
class Session;
class StatusMark;

class EnrichmentOrderList : public QWidget {
    Q_OBJECT
public:
    EnrichmentOrderList(Session &session, EnrichmentDesk &orders, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    EnrichmentOrderModel *model() const { return m_model; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *checkNowButton() const { return m_checkNow; }
    QPushButton *exchangeButton() const { return m_exchange; }
    StatusMark *stateMark(int row) const;

    // Selects the row of the order (a new one, for example) and shows it.
    void selectOrder(qint64 journalId);
    // Focuses the table, selecting the first row when none is (Ctrl+L).
    void focusList();
    // The exchange dialog of the selected order, opened without blocking.
    OrderExchangeDialog *showExchange();
    void reload();

private:
    int currentRow() const;
    void updateButtons();
    void syncMarks(int first, int last);

    EnrichmentDesk &m_orders;
    const RequestLog &m_log;
    EnrichmentOrderModel *m_model;
    QTableView *m_table;
    QPushButton *m_copy;
    QPushButton *m_stop;
    QPushButton *m_checkNow;
    QPushButton *m_exchange;
};

} // namespace cliniclink
