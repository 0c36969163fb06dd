// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Dispatches tab: the desk's dispatches with their status mark, filtered by patient and
// status, updated live as the poller learns something. Double-click or Enter opens a dispatch.

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace cliniclink {

class DispatchDesk;
class DispatchListModel;
class MessageBanner;
class Session;

class DispatchList : public QWidget {
    Q_OBJECT
public:
    DispatchList(Session &session, DispatchDesk &desk, QWidget *parent = nullptr);

    DispatchListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLineEdit *patientFilter() const { return m_patientFilter; }
    QComboBox *statusFilter() const { return m_statusFilter; }
    MessageBanner *banner() const { return m_banner; }
    void selectDispatch(qint64 journalId);

Q_SIGNALS:
    void openRequested(qint64 journalId);

private:
    void applyFilter();
    void openCurrent();

    DispatchDesk &m_desk;
    DispatchListModel *m_model;
    MessageBanner *m_banner;
    QLineEdit *m_patientFilter;
    QComboBox *m_statusFilter;
    QTableView *m_view;
    QLabel *m_empty;
    QPushButton *m_open;
};

} // namespace cliniclink
