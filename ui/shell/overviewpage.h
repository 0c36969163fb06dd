// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The home page: which environment the workstation talks to, each service with its address and
// whether it has a token, where tokens are kept, whether the journal works, and the way to the
// settings. When tokens are missing it greets a new person with what to do first.

#include "core/common/service.h"

#include <QMap>
#include <QWidget>

class QFormLayout;

class QLabel;
class QMessageBox;
class QPushButton;

namespace cliniclink {

class Session;
class StatusMark;

class OverviewPage : public QWidget {
    Q_OBJECT
public:
    explicit OverviewPage(Session &session, QWidget *parent = nullptr);

    StatusMark *serviceMark(Service service) const { return m_services.value(service); }
    StatusMark *keychainMark() const { return m_keychain; }
    StatusMark *journalMark() const { return m_journal; }
    // With a clinic database: whether this computer's clock agrees with the database server's.
    StatusMark *clockMark() const { return m_clock; }
    QLabel *welcomeLabel() const { return m_welcome; }
    QPushButton *settingsButton() const { return m_settings; }
    QPushButton *clearJournalButton() const { return m_clearJournal; }
    // The confirmation asked before clearing the journal, while it is open.
    QMessageBox *pendingClearConfirmation() const { return m_clearConfirmation; }
    // What stayed unfinished past the retention period: a line with its count, and the button
    // that closes it after a confirmation (hidden while there is none).
    QLabel *unfinishedLabel() const { return m_unfinished; }
    QPushButton *closeUnfinishedButton() const { return m_closeUnfinished; }
    QMessageBox *pendingCloseConfirmation() const { return m_closeConfirmation; }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void settingsRequested();

private:
    void askClearJournal();
    void askCloseUnfinished();
    void showUnfinished();
    void showClock();

    Session &m_session;
    QLabel *m_title;
    QLabel *m_welcome;
    QMap<Service, StatusMark *> m_services;
    StatusMark *m_keychain;
    StatusMark *m_journal;
    StatusMark *m_clock;
    QFormLayout *m_workstationForm = nullptr;
    QPushButton *m_settings;
    QPushButton *m_clearJournal;
    QLabel *m_retention;
    QMessageBox *m_clearConfirmation = nullptr;
    QLabel *m_unfinished;
    QPushButton *m_closeUnfinished;
    QMessageBox *m_closeConfirmation = nullptr;
};

} // namespace cliniclink
