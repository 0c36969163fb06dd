// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairesenddialog.h"

#include "core/follow/followdesk.h"
#include "core/patient/patientcard.h"
#include "core/session/session.h"
#include "core/signing/signingrequests.h"
#include "patienteditor.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/messagebanner.h"
#include "ui/common/patientcardbutton.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cliniclink {

QuestionnaireSendDialog::QuestionnaireSendDialog(Session &session, QuestionnaireDesk &desk,
                                                 const QuestionnaireTemplate &t, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_desk(desk)
    , m_template(t)
    , m_banner(new MessageBanner(this))
    , m_fields(new FormSession(this, session.clock()))
    , m_patient(new PatientEditor(m_fields, 0, QStringLiteral("patient")))
    , m_rules(new QLabel(this))
    , m_send(new QPushButton(tr("Send the questionnaire"), this))
    , m_patientCard(new PatientCardButton(this))
{
    setObjectName(QStringLiteral("questionnaireSendDialog"));
    setWindowTitle(tr("Send «%1»").arg(t.title));
    m_banner->hide();
    m_rules->setObjectName(QStringLiteral("channelRules"));
    m_rules->setWordWrap(true);
    m_send->setObjectName(QStringLiteral("sendQuestionnaireButton"));
    m_patient->setToday(session.clock().now().toLocalTime().date());

    auto *channels = new QGroupBox(tr("Channels"), this);
    auto *channelRow = new QHBoxLayout(channels);
    for (QuestionnaireChannel c : {QuestionnaireChannel::App, QuestionnaireChannel::Email, QuestionnaireChannel::Sms,
                                   QuestionnaireChannel::Chatbot}) {
        auto *box = new QCheckBox(questionnaireChannelName(c), channels);
        box->setObjectName(QStringLiteral("channel_") + questionnaireChannelKey(c));
        m_channels.insert(int(c), box);
        channelRow->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &QuestionnaireSendDialog::updateRules);
    }
    channelRow->addStretch(1);
    m_channels.value(int(QuestionnaireChannel::App))->setChecked(true);

    // As in a dispatch: a patient the workstation knows is taken from the card, not typed again.
    m_patientCard->setSource([&session] { return PatientCard::recent(session.follow()); });
    connect(m_patientCard, &PatientCardButton::cardChosen, this, [this](const PatientCard &card) {
        m_patient->takeCard(card);
        m_fields->noteEdited();
    });
    auto *cardRow = new QHBoxLayout;
    cardRow->addWidget(m_patientCard);
    cardRow->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_patient);
    scroll->setWidgetResizable(true);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_send);
    auto *close = new QPushButton(tr("Close"), this);
    buttons->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(new QLabel(tr("Questionnaire «%1», version %2").arg(t.title).arg(t.version), this));
    layout->addLayout(cardRow);
    layout->addWidget(scroll, 1);
    layout->addWidget(channels);
    layout->addWidget(m_rules);
    layout->addLayout(buttons);

    connect(m_fields, &FormSession::edited, this, &QuestionnaireSendDialog::updateRules);
    // The patient checked as a dispatch's would be; only the patient's own errors count here.
    m_fields->setRules([this] {
        DispatchRequest check;
        check.patients = {m_patient->patient()};
        FieldIssues issues;
        for (const FieldIssue &issue : checkDispatchRequest(check, m_session.clock().now().toLocalTime().date())) {
            if (issue.isError() && m_fields->field(issue.field))
                issues << issue;
        }
        return issues;
    });
    connect(m_send, &QPushButton::clicked, this, &QuestionnaireSendDialog::send);
    m_fields->addSendAction(m_send, [this] { return !m_sent; }); // sent once: Close is what is left
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    updateRules();
    resizeWithinScreen(this, {760, 760});
}

QuestionnaireSendDialog::~QuestionnaireSendDialog()
{
    releaseFocusQuietly(this);
}

QuestionnaireSendRequest QuestionnaireSendDialog::request() const
{
    QuestionnaireSendRequest r;
    r.templateId = m_template.id;
    r.practitioner = m_desk.practitioner();
    r.patient = m_patient->patient();
    for (auto it = m_channels.cbegin(); it != m_channels.cend(); ++it) {
        if (it.value()->isChecked())
            r.channels << QuestionnaireChannel(it.key());
    }
    std::sort(r.channels.begin(), r.channels.end());
    return r;
}

void QuestionnaireSendDialog::updateRules()
{
    const QuestionnaireSendRequest r = request();
    const QStringList problems = questionnaireChannelProblems(
        r.channels, r.patient.phones.isEmpty() ? QString() : normalizedPhone(r.patient.phones.first()),
        r.patient.email);
    QStringList lines{tr("The app and e-mail are free; SMS and the chat-bot are paid and reach only a Russian "
                         "mobile number +7 9XX.")};
    bool paid = false;
    for (QuestionnaireChannel c : r.channels)
        paid = paid || isPaidQuestionnaireChannel(c);
    if (paid && problems.isEmpty())
        lines << tr("This sending is paid.");
    for (const QString &p : problems)
        lines << u"⚠ " + p;
    m_rules->setText(lines.join(u'\n'));
}

bool QuestionnaireSendDialog::send()
{
    m_banner->clearMessage();
    const QuestionnaireSendRequest r = request();
    const bool patientOk = m_fields->attempt();
    const QStringList channelProblems = questionnaireChannelProblems(
        r.channels, r.patient.phones.isEmpty() ? QString() : normalizedPhone(r.patient.phones.first()),
        r.patient.email);
    if (!patientOk || !channelProblems.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Correct the marked fields before sending."),
                              channelProblems);
        return false;
    }
    auto *call = m_desk.send(r);
    if (!call)
        return false;
    m_fields->watch(call);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_sent = true;
        const QuestionnaireSent &s = call->result();
        m_banner->showMessage(MessageBanner::Kind::Info,
                              s.notificationSent ? tr("The questionnaire was sent; it is followed like a dispatch.")
                                                 : tr("The questionnaire was created, but no channel reached the "
                                                      "patient: give them the link."),
                              {tr("Link for the patient: %1").arg(s.shortLink.toString())});
        Q_EMIT sent(s);
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        // In doubt too: the person looks in the dispatches, then decides.
        SendOutcomeView::of(call,
                            {tr("The questionnaire may have been sent: the platform's answer did not arrive. "
                                "Look in the dispatches before sending it again."),
                             tr("The questionnaire was not sent.")})
            .showIn(m_banner);
    });
    return true;
}

} // namespace cliniclink
