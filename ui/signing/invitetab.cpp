// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "invitetab.h"

#include "core/session/session.h"
#include "core/signing/questionnairedesk.h"
#include "core/signing/signingrequests.h"
#include "ui/common/formsession.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum InviteColumn { WhenColumn, ContactColumn, ChannelsColumn, AnswerColumn, InviteColumnCount };

// Where the request keeps them.
const QString kPhone = QStringLiteral("patient.phone");
const QString kEmail = QStringLiteral("patient.email");

} // namespace

InviteTab::InviteTab(Session &session, QuestionnaireDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_desk(&desk)
    , m_fields(new FormSession(this, session.clock()))
    , m_banner(new MessageBanner(this))
    , m_phone(new QLineEdit)
    , m_email(new QLineEdit)
    , m_sms(new QCheckBox(tr("SMS"), this))
    , m_chatbot(new QCheckBox(tr("Chat-bot"), this))
    , m_emailChannel(new QCheckBox(tr("E-mail"), this))
    , m_invite(new QPushButton(tr("Invite"), this))
    , m_history(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("inviteTab"));
    m_banner->setObjectName(QStringLiteral("inviteBanner"));
    m_banner->hide();
    m_phone->setObjectName(QStringLiteral("invitePhoneEdit"));
    m_email->setObjectName(QStringLiteral("inviteEmailEdit"));
    m_invite->setObjectName(QStringLiteral("inviteButton"));
    m_history->setObjectName(QStringLiteral("inviteHistory"));
    m_phone->setPlaceholderText(QStringLiteral("+79XXXXXXXXX"));
    m_email->setPlaceholderText(tr("name@example.ru"));
    m_sms->setChecked(true);
    m_sms->setObjectName(QStringLiteral("inviteChannel_sms"));
    m_chatbot->setObjectName(QStringLiteral("inviteChannel_chatbot"));
    m_emailChannel->setObjectName(QStringLiteral("inviteChannel_email"));

    auto *explanation = new QLabel(tr("The patient receives a link to fill in their identity documents and sign the "
                                      "consent to the processing of personal data. SMS and the chat-bot reach only a "
                                      "Russian mobile number +7 9XX; the patient app cannot carry an invitation."),
                                   this);
    explanation->setWordWrap(true);

    auto *channels = new QHBoxLayout;
    channels->addWidget(m_sms);
    channels->addWidget(m_chatbot);
    channels->addWidget(m_emailChannel);
    channels->addStretch(1);
    auto *formBox = new QGroupBox(tr("Invitation"), this);
    auto *form = new QFormLayout(formBox);
    for (FormField *f : {m_fields->add(kPhone, tr("Mobile phone"), FormField::lineEdit(m_phone)),
                         m_fields->add(kEmail, tr("E-mail"), FormField::lineEdit(m_email))})
        form->addRow(f->labelWidget(), f->row());
    m_fields->setRules([this] { return rules(); });
    m_fields->addSendAction(m_invite);
    // A channel changes what the phone and the e-mail must be.
    for (QCheckBox *box : {m_sms, m_chatbot, m_emailChannel})
        connect(box, &QCheckBox::toggled, m_fields, &FormSession::refresh);
    form->addRow(tr("Channels"), channels);
    form->addRow(QString(), m_invite);

    m_history->setColumnCount(InviteColumnCount);
    m_history->setHeaderLabels({tr("When"), tr("Phone and e-mail"), tr("Channels"), tr("Answer")});
    m_history->setRootIsDecorated(false);
    m_history->header()->setStretchLastSection(true);
    for (int column : {WhenColumn, ContactColumn, ChannelsColumn})
        m_history->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *historyBox = new QGroupBox(session.journalShared() ? tr("Invitations sent from the clinic's workstations")
                                                             : tr("Invitations sent from this workstation"),
                                     this);
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->addWidget(m_history);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(explanation);
    layout->addWidget(formBox);
    layout->addWidget(historyBox, 1);

    connect(m_invite, &QPushButton::clicked, this, &InviteTab::invite);
    connect(m_desk, &QuestionnaireDesk::problem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    refresh();
}

InviteTab::~InviteTab()
{
    releaseFocusQuietly(this);
}

FieldIssues InviteTab::rules() const
{
    FieldIssues issues;
    const QString typed = m_phone->text().trimmed();
    const QString phone = normalizedPhone(typed);
    if (!typed.isEmpty() && phone.isEmpty())
        issues << FieldIssue{kPhone, tr("A phone is +7 and 10 digits.")};
    else if ((m_sms->isChecked() || m_chatbot->isChecked()) && !isRussianMobile(phone))
        issues << FieldIssue{kPhone, tr("SMS and the chat-bot need a Russian mobile number +7 9XX.")};
    if (m_emailChannel->isChecked() && !m_email->text().trimmed().contains(u'@'))
        issues << FieldIssue{kEmail, tr("Enter the patient's e-mail for this channel.")};
    return issues;
}

bool InviteTab::invite()
{
    m_banner->clearMessage();
    InviteRequest r;
    r.phone = normalizedPhone(m_phone->text());
    r.email = m_email->text().trimmed();
    if (m_sms->isChecked())
        r.channels << InviteChannel::Sms;
    if (m_chatbot->isChecked())
        r.channels << InviteChannel::Chatbot;
    if (m_emailChannel->isChecked())
        r.channels << InviteChannel::Email;
    bool ok = m_fields->attempt();
    if (r.channels.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Choose at least one channel."));
        ok = false;
    }
    if (!ok)
        return false;
    auto *call = m_desk->invite(r);
    if (!call)
        return false;
    m_fields->watch(call);
    connect(call, &ApiCall::finished, this, [this] {
        refresh();
        Q_EMIT answered();
    });
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const QJsonObject answer = call->result();
        QStringList lines;
        if (!answer.value(u"message").toString().isEmpty())
            lines << answer.value(u"message").toString();
        if (!answer.value(u"inviteId").toString().isEmpty())
            lines << tr("Invitation %1").arg(answer.value(u"inviteId").toString());
        m_banner->showMessage(MessageBanner::Kind::Info, tr("The invitation was accepted."), lines);
    });
    connect(call, &ApiCall::failed, this, [this, call] {
        SendOutcomeView::of(call,
                            {tr("The invitation may have been sent: the platform's answer did not arrive."),
                             tr("The invitation was not sent.")})
            .showIn(m_banner);
    });
    return true;
}

void InviteTab::refresh()
{
    m_history->clear();
    for (const InviteRecord &r : m_desk->invites()) {
        auto *item = new QTreeWidgetItem(m_history);
        item->setText(WhenColumn, shortLocalTime(r.createdAt));
        const QJsonObject patient = r.request.value(u"patient").toObject();
        QStringList contact{patient.value(u"phone").toString(), patient.value(u"email").toString()};
        contact.removeAll(QString());
        item->setText(ContactColumn, contact.join(QStringLiteral(", ")));
        QStringList channels;
        for (const QJsonValue &v : r.request.value(u"channels").toArray())
            channels << v.toString();
        item->setText(ChannelsColumn, channels.join(QStringLiteral(", ")));
        QString answer;
        switch (r.outbox) {
        case OutboxState::Accepted:
            answer = r.answer.value(u"message").toString(tr("accepted"));
            if (!r.inviteId.isEmpty())
                answer += QStringLiteral(" (%1)").arg(r.inviteId);
            break;
        case OutboxState::Refused:
            answer = tr("refused: %1").arg(r.lastError);
            break;
        case OutboxState::Uncertain:
            answer = tr("may have gone: %1").arg(r.lastError);
            break;
        default:
            answer = tr("sending…");
            break;
        }
        item->setText(AnswerColumn, answer);
        item->setToolTip(AnswerColumn, answer);
    }
}

} // namespace cliniclink
