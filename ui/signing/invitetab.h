// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Invitations tab of the Signing area: invite a patient (phone +7..., e-mail; channels SMS,
// chat-bot, e-mail; the patient app cannot carry an invitation) to fill in identity documents and
// sign the personal-data consent. The platform's answer is shown and kept in the journal; earlier
// invitations are listed from there.

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace cliniclink {

class MessageBanner;
class QuestionnaireDesk;
class ValidatedField;
enum class InviteChannel;

class InviteTab : public QWidget {
    Q_OBJECT
public:
    explicit InviteTab(QuestionnaireDesk &desk, QWidget *parent = nullptr);
    ~InviteTab() override;

    QLineEdit *phoneEdit() const { return m_phone; }
    QLineEdit *emailEdit() const { return m_email; }
    QCheckBox *channelBox(InviteChannel channel) const;
    QPushButton *inviteButton() const { return m_invite; }
    MessageBanner *banner() const { return m_banner; }
    QTreeWidget *history() const { return m_history; }
    ValidatedField *phoneField() const { return m_phoneField; }
    ValidatedField *emailField() const { return m_emailField; }

    // Checks, then sends; false when something must be corrected first (nothing left).
    bool invite();
    void refresh();

Q_SIGNALS:
    void answered();

private:
    QuestionnaireDesk *m_desk;
    MessageBanner *m_banner;
    QLineEdit *m_phone;
    QLineEdit *m_email;
    ValidatedField *m_phoneField;
    ValidatedField *m_emailField;
    QCheckBox *m_sms;
    QCheckBox *m_chatbot;
    QCheckBox *m_emailChannel;
    QPushButton *m_invite;
    QTreeWidget *m_history;
};

} // namespace cliniclink
