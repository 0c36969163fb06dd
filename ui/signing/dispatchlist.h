// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Dispatches tab: the desk's dispatches with their status mark, filtered by patient and
// status, updated live as the poller learns something. Double-click or Enter opens a dispatch.
// A switch above shows instead the organization's dispatches as the platform lists them
// (OrgDispatchList): what colleagues and other systems sent, opened in the same window.

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTableView;

namespace cliniclink {

class DispatchDesk;
class DispatchListModel;
class MessageBanner;
class OrgDispatchList;
class Session;
struct DispatchSummary;

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
    OrgDispatchList *organizationList() const { return m_org; }
    QRadioButton *thisComputerButton() const { return m_mineButton; }
    QRadioButton *organizationButton() const { return m_orgButton; }
    // The organization's list (true) or this workstation's (false).
    void showOrganization(bool organization);
    bool showsOrganization() const;

Q_SIGNALS:
    void openRequested(qint64 journalId);
    // A row of the organization's list: it may or may not be in this workstation's journal.
    void openSummaryRequested(const cliniclink::DispatchSummary &summary);

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
    QRadioButton *m_mineButton;
    QRadioButton *m_orgButton;
    QStackedWidget *m_stack;
    OrgDispatchList *m_org;
};

} // namespace cliniclink
