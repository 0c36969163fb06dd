// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The strip every page that sends shows while the local journal cannot record what is sent (a full
// disk, a folder that cannot be written, a damaged file): the reason, what to do, and "Check
// again". While it shows, nothing that changes state leaves the workstation (Session's send gate),
// and the page disables its sending buttons through blocksSending(). A damaged journal that was
// moved aside is said once as a warning.

#include <QWidget>

class QPushButton;

namespace cliniclink {

class MessageBanner;
class Session;
struct JournalHealth;

class JournalHealthBanner : public QWidget {
    Q_OBJECT
public:
    explicit JournalHealthBanner(Session &session, QWidget *parent = nullptr);

    // What a list read from the journal says when it is empty while the journal cannot be read (the
    // clinic database out of reach, before this workstation read the rows): empty while it can, and
    // the list's own "nothing yet" stands. Lists show it again on JournalWatch::healthChanged.
    static QString unreadListText(const Session &session);

    bool blocksSending() const { return m_blocks; }
    MessageBanner *banner() const { return m_banner; }
    QPushButton *checkAgainButton() const { return m_checkAgain; }

Q_SIGNALS:
    void blocksSendingChanged(bool blocks);

private:
    void show(const JournalHealth &health);

    Session &m_session;
    MessageBanner *m_banner;
    QPushButton *m_checkAgain;
    bool m_blocks = false;
};

} // namespace cliniclink
