// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Drafts tab: platform drafts (215) with the time left of their 24 hours, opened in the New
// dispatch form to edit, sent as they are (finalize) or archived.

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace cliniclink {

class ApiCall;
class ClockTimer;
class DispatchDesk;
class DispatchListModel;
class MessageBanner;
class Session;

class DraftList : public QWidget {
    Q_OBJECT
public:
    DraftList(Session &session, DispatchDesk &desk, QWidget *parent = nullptr);

    DispatchListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QPushButton *editButton() const { return m_edit; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *archiveButton() const { return m_archive; }
    MessageBanner *banner() const { return m_banner; }
    void selectDraft(qint64 journalId);

Q_SIGNALS:
    void editRequested(qint64 journalId);

protected:
    void showEvent(QShowEvent *event) override;

private:
    qint64 currentId() const;
    void askSend();
    void sendCurrent();
    void archiveCurrent();
    void watch(ApiCall *call, const QString &done);
    void refreshButtons();
    void scheduleTick();

    Session &m_session;
    DispatchDesk &m_desk;
    DispatchListModel *m_model;
    MessageBanner *m_banner;
    QTableView *m_view;
    QLabel *m_empty;
    QPushButton *m_edit;
    QPushButton *m_send;
    QPushButton *m_archive;
    ClockTimer *m_tick;
    bool m_busy = false;
};

} // namespace cliniclink
