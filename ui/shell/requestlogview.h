// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The request log: every exchange of this session, newest last, searchable (Ctrl+F), failures
// tinted, and the selected exchange's redacted bodies below. The diagnostic mode check box turns
// off masking of personal data in what is recorded from then on, for this session only.

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace cliniclink {

class ExchangeView;
class RequestLog;

class RequestLogView : public QWidget {
    Q_OBJECT
public:
    explicit RequestLogView(RequestLog &log, QWidget *parent = nullptr);

    QLineEdit *searchEdit() const { return m_search; }
    QTableView *table() const { return m_table; }
    QSortFilterProxyModel *filterModel() const { return m_filter; }
    QCheckBox *diagnosticCheck() const { return m_diagnostic; }
    ExchangeView *exchangeView() const { return m_exchange; }

    // Puts the cursor in the search box (Ctrl+F).
    void focusSearch();

private:
    void showSelected();
    void showDiagnostic(bool on);

    RequestLog &m_log;
    QLineEdit *m_search;
    QCheckBox *m_diagnostic;
    QLabel *m_diagnosticWarning;
    QLabel *m_count;
    QTableView *m_table;
    QSortFilterProxyModel *m_filter;
    ExchangeView *m_exchange;
};

} // namespace cliniclink
