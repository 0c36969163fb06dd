// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "invitetab.h"

#include "core/signing/questionnairedesk.h"
#include "core/signing/signingrequests.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"
#include "ui/common/validatedfield.h"

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

enum Column { WhenColumn, ContactColumn, ChannelsColumn, AnswerColumn, ColumnCount };

} // namespace

InviteTab::InviteTab(QuestionnaireDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_desk(&desk)
    , m_banner(new MessageBanner(this))
    , m_phone(new QLineEdit)
    , m_email(new QLineEdit)
    , m_phoneField(new ValidatedField(m_phone, this))
    , m_emailField(new ValidatedField(m_email, this))
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
    form->addRow(tr("Mobile phone"), m_phoneField);
    form->addRow(tr("E-mail"), m_emailField);
    form->addRow(tr("Channels"), channels);
    form->addRow(QString(), m_invite);

    m_history->setColumnCount(ColumnCount);
    m_history->setHeaderLabels({tr("When"), tr("Phone and e-mail"), tr("Channels"), tr("Answer")});
    m_history->setRootIsDecorated(false);
    m_history->header()->setStretchLastSection(true);
    for (int column : {WhenColumn, ContactColumn, ChannelsColumn})
        m_history->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *historyBox = new QGroupBox(tr("Invitations sent from this workstation"), this);
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

QCheckBox *InviteTab::channelBox(InviteChannel channel) const
{
    switch (channel) {
    case InviteChannel::Sms:
        return m_sms;
    case InviteChannel::Chatbot:
        return m_chatbot;
    case InviteChannel::Email:
        return m_emailChannel;
    }
    return nullptr;
}

bool InviteTab::invite()
{
    m_banner->clearMessage();
    m_phoneField->clearError();
    m_emailField->clearError();
    InviteRequest r;
    r.phone = normalizedPhone(m_phone->text());
    r.email = m_email->text().trimmed();
    if (m_sms->isChecked())
        r.channels << InviteChannel::Sms;
    if (m_chatbot->isChecked())
        r.channels << InviteChannel::Chatbot;
    if (m_emailChannel->isChecked())
        r.channels << InviteChannel::Email;
    bool ok = true;
    const bool phoned = m_sms->isChecked() || m_chatbot->isChecked();
    if (!m_phone->text().trimmed().isEmpty() && r.phone.isEmpty()) {
        m_phoneField->setError(tr("A phone is +7 and 10 digits."));
        ok = false;
    } else if (phoned && !isRussianMobile(r.phone)) {
        m_phoneField->setError(tr("SMS and the chat-bot need a Russian mobile number +7 9XX."));
        ok = false;
    }
    if (m_emailChannel->isChecked() && !r.email.contains(u'@')) {
        m_emailField->setError(tr("Enter the patient's e-mail for this channel."));
        ok = false;
    }
    if (r.channels.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("Choose at least one channel."));
        ok = false;
    }
    if (!ok)
        return false;
    auto *call = m_desk->invite(r);
    if (!call)
        return false;
    m_invite->setEnabled(false);
    connect(call, &ApiCall::finished, this, [this] {
        m_invite->setEnabled(true);
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
        item->setText(WhenColumn, QLocale().toString(r.createdAt.toLocalTime(), QLocale::ShortFormat));
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
