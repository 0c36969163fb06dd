// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Sends a questionnaire template to a patient: the patient (as in a dispatch) and the channels,
// with the channel rules shown before sending (app and e-mail free; SMS and the chat-bot paid and
// only to a Russian mobile +7 9XX). The patient's mistakes are named next to their fields; the
// platform's refusal in the banner. Once sent, the questionnaire is followed like a dispatch. The
// patient's fields are a FormSession's, with the ids of a dispatch's first patient
// ("patients[0].phones"), so the same checks land on them.

#include "core/signing/questionnairedesk.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QLabel;
class QPushButton;

namespace cliniclink {

class FormSession;
class MessageBanner;
class PatientCardButton;
class PatientEditor;
class Session;

class QuestionnaireSendDialog : public QDialog {
    Q_OBJECT
public:
    QuestionnaireSendDialog(Session &session, QuestionnaireDesk &desk, const QuestionnaireTemplate &t,
                            QWidget *parent = nullptr);
    ~QuestionnaireSendDialog() override;

    MessageBanner *banner() const { return m_banner; }

    QuestionnaireSendRequest request() const;
    // Checks, then sends; false when something must be corrected first (nothing left).
    bool send();

Q_SIGNALS:
    void sent(const cliniclink::QuestionnaireSent &sent);

private:
    void updateRules();

    Session &m_session;
    QuestionnaireDesk &m_desk;
    QuestionnaireTemplate m_template;
    MessageBanner *m_banner;
    FormSession *m_fields;
    PatientEditor *m_patient;
    QHash<int, QCheckBox *> m_channels;
    QLabel *m_rules;
    QPushButton *m_send;
    PatientCardButton *m_patientCard;
    bool m_sent = false;
};

} // namespace cliniclink
