// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Invitations tab of the Signing area: invite a patient (phone +7..., e-mail; channels SMS,
// chat-bot, e-mail; the patient app cannot carry an invitation) to fill in identity documents and
// sign the personal-data consent. The platform's answer is shown and kept in the journal; earlier
// invitations are listed from there. The phone and the e-mail are fields of a FormSession
// ("patient.phone", "patient.email", where the request keeps them): their issues show once left
// or tried, the Invite button is off while the invitation is on its way, and Esc cancels it.

#include "core/validation/fieldissue.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace cliniclink {

class Session;
class FormSession;
class MessageBanner;
class QuestionnaireDesk;

class InviteTab : public QWidget {
    Q_OBJECT
public:
    InviteTab(Session &session, QuestionnaireDesk &desk, QWidget *parent = nullptr);
    ~InviteTab() override;

    MessageBanner *banner() const { return m_banner; }
    QTreeWidget *history() const { return m_history; }

    // Checks, then sends; false when something must be corrected first (nothing left).
    bool invite();
    void refresh();

Q_SIGNALS:
    void answered();

private:
    FieldIssues rules() const;

    QuestionnaireDesk *m_desk;
    FormSession *m_fields;
    MessageBanner *m_banner;
    QLineEdit *m_phone;
    QLineEdit *m_email;
    QCheckBox *m_sms;
    QCheckBox *m_chatbot;
    QCheckBox *m_emailChannel;
    QPushButton *m_invite;
    QTreeWidget *m_history;
};

} // namespace cliniclink
