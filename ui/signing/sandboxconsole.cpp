// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxconsole.h"

#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/signingservice.h"
#include "ui/common/icons.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/recordtable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
enum ConsoleColumn {
    TimeColumn,
    KindColumn,
    RecipientColumn,
    ChannelColumn,
    AddressColumn,
    CodeColumn,
    LinkColumn,
    ConsoleColumnCount
};
constexpr int kReferenceRole = Qt::UserRole + 1;
constexpr int kRecipientRole = Qt::UserRole + 2;
} // namespace

QString SandboxConsole::kindText(const QString &kind)
{
    if (kind == u"dispatch")
        return tr("Documents to sign");
    if (kind == u"resend")
        return tr("Link sent again");
    if (kind == u"questionnaire")
        return tr("Questionnaire");
    if (kind == u"invite")
        return tr("Invitation");
    return kind;
}

QString SandboxConsole::channelText(const QString &channel)
{
    if (channel == u"sms")
        return tr("SMS");
    if (channel == u"chatbot")
        return tr("Chat bot");
    if (channel == u"app")
        return tr("Patient app");
    return channel;
}

SandboxConsole::SandboxConsole(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_admin(new SandboxAdminClient(
          &session.network(), &session.clock(), [&session] { return session.environments().sandboxRoot(); },
          services::Signing, this))
    , m_table(new QTableWidget(0, ConsoleColumnCount, this))
    , m_sign(new QPushButton(tr("Sign as the patient"), this))
    , m_decline(new QPushButton(tr("Decline as the patient"), this))
    , m_banner(new MessageBanner(this))
{
    setObjectName(QStringLiteral("sandboxConsole"));
    auto *intro = new QLabel(tr("What the sandbox delivered to patients. Sign or decline here as the patient would on "
                                "the link; the dispatch list shows the change at its next status check."),
                             this);
    intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("outboxTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Time"), tr("Kind"), tr("Patient id"), tr("Channel"), tr("Phone"), tr("Code"), tr("Link")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    setUpRecordTable(m_table);
    m_sign->setObjectName(QStringLiteral("consoleSignButton"));
    m_decline->setObjectName(QStringLiteral("consoleDeclineButton"));
    m_banner->setObjectName(QStringLiteral("consoleBanner"));
    auto *refreshButton = new QPushButton(icon(IconId::Refresh), tr("Refresh"), this);
    refreshButton->setObjectName(QStringLiteral("consoleRefreshButton"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(refreshButton);
    buttons->addStretch();
    buttons->addWidget(m_sign);
    buttons->addWidget(m_decline);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_banner);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);

    connect(refreshButton, &QPushButton::clicked, this, &SandboxConsole::refresh);
    connect(m_sign, &QPushButton::clicked, this, [this] { actOnSelected(true); });
    connect(m_decline, &QPushButton::clicked, this, [this] { actOnSelected(false); });
    const auto enable = [this] {
        const bool selected = m_table->currentRow() >= 0;
        m_sign->setEnabled(selected);
        m_decline->setEnabled(selected);
    };
    connect(m_table, &QTableWidget::itemSelectionChanged, this, enable);
    enable();
}

void SandboxConsole::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void SandboxConsole::refresh()
{
    m_admin->outbox()
        .then(this,
              [this](const QList<SandboxOutboxEntry> &entries) {
                  showEntries(entries);
                  Q_EMIT refreshed();
              })
        .onFailed(this, [this](const ApiFailure &failure) {
            m_banner->showMessage(MessageBanner::Kind::Error, tr("The sandbox's outbox could not be read."),
                                  {failure.error().userText()});
            Q_EMIT refreshed();
        });
}

void SandboxConsole::showEntries(const QList<SandboxOutboxEntry> &entries)
{
    m_entries = entries;
    m_table->setRowCount(0);
    // Newest first: the entry just sent is at the top.
    for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
        const SandboxOutboxEntry &e = m_entries.at(i);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const QStringList cells{e.time.isValid() ? shortLocalTime(e.time) : e.timeText,
                                kindText(e.kind),
                                e.recipient,
                                channelText(e.channel),
                                e.address,
                                e.code,
                                e.link};
        for (int c = 0; c < ConsoleColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setData(kReferenceRole, e.reference);
            item->setData(kRecipientRole, e.recipient);
            m_table->setItem(row, c, item);
        }
    }
    // Every column but the link to its contents: the link takes the rest (resizing the last
    // section too left it at its header's width, the header ending short of the table's edge).
    for (int c = 0; c < LinkColumn; ++c)
        m_table->resizeColumnToContents(c);
}

void SandboxConsole::actOnSelected(bool sign)
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    const QTableWidgetItem *item = m_table->item(row, 0);
    actAsPatient(item->data(kReferenceRole).toString(), item->data(kRecipientRole).toString(), sign);
}

void SandboxConsole::actAsPatient(const QString &trackingId, const QString &idPatientMis, bool sign)
{
    const auto decision =
        sign ? SandboxAdminClient::PatientDecision::Sign : SandboxAdminClient::PatientDecision::Decline;
    m_admin->actAsPatient(trackingId, idPatientMis, decision)
        .then(this,
              [this, sign] {
                  const QString message = sign ? tr("Signed as the patient.") : tr("Declined as the patient.");
                  m_banner->showMessage(MessageBanner::Kind::Info, message);
                  Q_EMIT acted(true, message);
              })
        .onFailed(this, [this](const ApiFailure &failure) {
            const ApiError &error = failure.error();
            QString message;
            if (error.httpStatus() == 409) {
                message = tr("Nothing to do: this patient has already decided, or the dispatch is closed.");
                m_banner->showMessage(MessageBanner::Kind::Warning, message, error.serverMessages());
            } else {
                message = error.userText();
                m_banner->showMessage(MessageBanner::Kind::Error, tr("The sandbox refused."), {message});
            }
            Q_EMIT acted(false, message);
        });
}

} // namespace cliniclink
