// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "overviewpage.h"

#include "core/net/serviceprofiles.h"
#include "core/session/journalwatch.h"
#include "core/session/retention.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "ui/common/icons.h"
#include "ui/common/statusmark.h"
#include "ui/common/wrappedlabel.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <cstdlib>

namespace cliniclink {

OverviewPage::OverviewPage(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_title(new QLabel(this))
    , m_welcome(new WrappedLabel(this))
    , m_keychain(new StatusMark(this))
    , m_journal(new StatusMark(this))
    , m_clock(new StatusMark(this))
    , m_settings(new QPushButton(icon(IconId::Settings), tr("Open &settings…"), this))
    , m_clearJournal(new QPushButton(tr("&Clear journal…"), this))
    , m_retention(new WrappedLabel(this))
    , m_unfinished(new WrappedLabel(this))
    , m_closeUnfinished(new QPushButton(tr("Cl&ose them…"), this))
{
    setObjectName(QStringLiteral("overviewPage"));
    m_title->setObjectName(QStringLiteral("overviewTitle"));
    m_welcome->setObjectName(QStringLiteral("welcomeLabel"));
    m_settings->setObjectName(QStringLiteral("overviewSettingsButton"));
    m_keychain->setObjectName(QStringLiteral("keychainMark"));
    m_journal->setObjectName(QStringLiteral("journalMark"));
    m_clock->setObjectName(QStringLiteral("clockMark"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_welcome->setTextFormat(Qt::PlainText);
    m_welcome->setFrameShape(QFrame::StyledPanel);
    m_welcome->setMargin(10);

    auto *servicesBox = new QGroupBox(tr("Services"), this);
    auto *servicesForm = new QFormLayout(servicesBox);
    servicesForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (Service s : allServices()) {
        auto *mark = new StatusMark(servicesBox);
        mark->setObjectName(QStringLiteral("serviceMark_") + serviceKey(s));
        m_services.insert(s, mark);
        servicesForm->addRow(serviceDisplayName(s) + u':', mark);
    }

    auto *workstationBox = new QGroupBox(tr("This workstation"), this);
    auto *workstationForm = new QFormLayout(workstationBox);
    workstationForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    workstationForm->addRow(tr("Tokens:"), m_keychain);
    workstationForm->addRow(tr("Journal:"), m_journal);
    workstationForm->addRow(tr("Clock:"), m_clock);
    m_workstationForm = workstationForm;
    m_clearJournal->setObjectName(QStringLiteral("clearJournalButton"));
    m_retention->setObjectName(QStringLiteral("retentionLabel"));
    auto *journalRow = new QHBoxLayout;
    journalRow->addWidget(m_retention, 1);
    journalRow->addWidget(m_clearJournal, 0, Qt::AlignTop);
    workstationForm->addRow(QString(), journalRow);
    connect(m_clearJournal, &QPushButton::clicked, this, &OverviewPage::askClearJournal);
    // Unfinished past the period: neither kept silently nor dropped silently; the person decides.
    m_unfinished->setObjectName(QStringLiteral("unfinishedLabel"));
    m_closeUnfinished->setObjectName(QStringLiteral("closeUnfinishedButton"));
    auto *unfinishedRow = new QHBoxLayout;
    unfinishedRow->addWidget(m_unfinished, 1);
    unfinishedRow->addWidget(m_closeUnfinished, 0, Qt::AlignTop);
    workstationForm->addRow(QString(), unfinishedRow);
    connect(m_closeUnfinished, &QPushButton::clicked, this, &OverviewPage::askCloseUnfinished);
    connect(&session.retention(), &Retention::unfinishedChanged, this, &OverviewPage::showUnfinished);
    showUnfinished();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 18, 24, 18);
    layout->addWidget(m_title);
    layout->addWidget(m_welcome);
    layout->addWidget(servicesBox);
    layout->addWidget(workstationBox);
    layout->addWidget(m_settings, 0, Qt::AlignLeft);
    layout->addStretch(1);

    connect(m_settings, &QPushButton::clicked, this, &OverviewPage::settingsRequested);
    connect(&session, &Session::environmentChanged, this, &OverviewPage::refresh);
    connect(&session, &Session::keychainStatusChanged, this, &OverviewPage::refresh);
    connect(&session.environments(), &EnvironmentStore::currentChanged, this, &OverviewPage::refresh);
    connect(&session.secrets(), &SecretStore::tokenChanged, this, &OverviewPage::refresh);
    connect(&session.journalWatch(), &JournalWatch::healthChanged, this, &OverviewPage::refresh);
    connect(&session, &Session::clinicClockRead, this, &OverviewPage::refresh);
    refresh();
}

void OverviewPage::askClearJournal()
{
    if (m_clearConfirmation)
        return;
    // A clinic database is every workstation's: one person clears only this workstation's log.
    const bool shared = m_session.retention().journalShared();
    // Opened, not exec()'d: the window keeps working while the person decides.
    auto *box = new QMessageBox(
        QMessageBox::Warning, shared ? tr("Clear the request log") : tr("Clear journal"),
        shared ? tr("The journal is the clinic's, shared by its workstations: finished items leave it after the "
                    "retention period, for every workstation at once. Delete this workstation's request log? "
                    "This cannot be undone.")
               : tr("Delete the patients' data of every finished or stopped item, and the request log, "
                    "from this workstation's journal? Items still being followed and unsent drafts stay. "
                    "This cannot be undone."),
        QMessageBox::NoButton, this);
    QPushButton *clear =
        box->addButton(shared ? tr("Clear the request log") : tr("Clear journal"), QMessageBox::DestructiveRole);
    clear->setObjectName(QStringLiteral("confirmClearJournalButton"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_clearConfirmation = box;
    connect(box, &QMessageBox::finished, this, [this, box, clear, shared] {
        m_clearConfirmation = nullptr;
        if (box->clickedButton() != clear)
            return;
        const auto cleared = m_session.retention().clearJournal();
        if (!cleared)
            m_retention->setText(tr("The journal could not be cleared: %1").arg(cleared.error().message));
        else if (shared)
            m_retention->setText(tr("This workstation's request log was cleared."));
        else
            m_retention->setText(tr("The journal was cleared: %n item(s) emptied.", nullptr, *cleared));
    });
    box->open();
}

void OverviewPage::showUnfinished()
{
    const int count = m_session.retention().unfinishedCount();
    m_unfinished->setText(
        tr("%n item(s) unfinished for longer than the retention period (%1) are still kept in the journal with the "
           "patients' data: sends never answered or still in doubt, lists never finished.",
           nullptr, count)
            .arg(tr("%n day(s)", nullptr, m_session.retention().days())));
    m_unfinished->setVisible(count > 0);
    m_closeUnfinished->setVisible(count > 0);
}

void OverviewPage::askCloseUnfinished()
{
    if (m_closeConfirmation)
        return;
    const int count = m_session.retention().unfinishedCount();
    auto *box = new QMessageBox(
        QMessageBox::Warning, tr("Close unfinished items"),
        tr("Close %n item(s) unfinished for longer than the retention period? They are no longer followed or looked "
           "up on the platform, and the patients' data they hold is deleted from the journal. This cannot be undone.",
           nullptr, count),
        QMessageBox::NoButton, this);
    QPushButton *close = box->addButton(tr("Close them"), QMessageBox::DestructiveRole);
    close->setObjectName(QStringLiteral("confirmCloseUnfinishedButton"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_closeConfirmation = box;
    connect(box, &QMessageBox::finished, this, [this, box, close] {
        m_closeConfirmation = nullptr;
        if (box->clickedButton() != close)
            return;
        const auto closed = m_session.retention().closeUnfinished();
        showUnfinished();
        m_retention->setText(closed ? tr("%n unfinished item(s) closed.", nullptr, *closed)
                                    : tr("The items could not be closed: %1").arg(closed.error().message));
    });
    box->open();
}

namespace {

// How far two clocks differ, to the second: "2 min 3 s".
QString clockDifference(qint64 ms)
{
    const qint64 s = (std::llabs(ms) + 500) / 1000;
    if (s >= 3600)
        return OverviewPage::tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    if (s >= 60)
        return OverviewPage::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return OverviewPage::tr("%1 s").arg(s);
}

} // namespace

void OverviewPage::showClock()
{
    // Only with a clinic database, once its time was read: one workstation alone runs on its own.
    const std::optional<qint64> offset = m_session.clinicClockOffset();
    m_workstationForm->setRowVisible(m_clock, offset.has_value());
    if (!offset)
        return;
    if (std::llabs(*offset) < 1000)
        m_clock->setState(StatusMark::State::Ok, tr("Agrees with the clinic database server"));
    else if (*offset > 0)
        m_clock->setState(StatusMark::State::Warning,
                          tr("This computer's clock is %1 slow; the clinic database server's time is used. Ask "
                             "the administrator to set the clock.")
                              .arg(clockDifference(*offset)));
    else
        m_clock->setState(StatusMark::State::Warning,
                          tr("This computer's clock is %1 fast; the clinic database server's time is used. Ask "
                             "the administrator to set the clock.")
                              .arg(clockDifference(*offset)));
}

void OverviewPage::refresh()
{
    showClock();
    if (m_session.retention().days() > 0)
        m_retention->setText(tr("Patients' data is deleted from the journal %n day(s) after an item finished, a form "
                                "was last changed or a request was logged.",
                                nullptr, m_session.retention().days()));
    else
        m_retention->setText(tr("Patients' data of finished items is kept in the journal."));
    m_clearJournal->setText(m_session.retention().journalShared() ? tr("&Clear the request log…")
                                                                  : tr("&Clear journal…"));
    const Environment env = m_session.currentEnvironment();
    m_title->setText(environmentDisplayName(env));

    int configured = 0;
    int withoutToken = 0;
    for (Service s : allServices()) {
        StatusMark *mark = m_services.value(s);
        if (!env.isConfigured(s)) {
            mark->setState(StatusMark::State::Neutral, tr("Not configured"));
            continue;
        }
        ++configured;
        const ServiceAccess access = m_session.accessProvider().access(s);
        const QString address = env.baseUrl(s).toDisplayString();
        // An address no call may use (plain http in a Production file edited by hand, an unreadable CA
        // file) is never green: every request to it fails before it leaves.
        if (!access.refusal.isEmpty()) {
            mark->setState(StatusMark::State::Failed, tr("%1 — refused: %2").arg(address, access.refusal));
            continue;
        }
        // Terminology answers without a token on some platforms; the others refuse every request.
        if (access.token.isEmpty() && serviceProfile(s).tokenRequired) {
            ++withoutToken;
            mark->setState(StatusMark::State::Warning, tr("%1 — no token yet").arg(address));
        } else {
            mark->setState(StatusMark::State::Ok, address);
        }
    }

    if (configured == 0 && env.kind == EnvironmentKind::Sandbox) {
        m_welcome->setText(tr("The built-in sandbox is not running, so its services have no address. Start the "
                              "application again, or choose another environment in the banner above."));
    } else if (configured == 0) {
        m_welcome->setText(tr("Welcome to ClinicLink Workstation. No service of this environment has an address yet: "
                              "open the settings, fill in the addresses the platform's operator gave you, paste the "
                              "tokens, and press \"Check connection\". To look around first, switch to the "
                              "built-in Sandbox: it works without any of this."));
    } else if (withoutToken > 0) {
        m_welcome->setText(tr("Welcome. %n service(s) of this environment still need an access token: open the "
                              "settings, paste the tokens the platform's operator issued, and press \"Check "
                              "connection\".",
                              nullptr, withoutToken));
    }
    m_welcome->setVisible(configured == 0 || withoutToken > 0);

    const KeychainStatus keychain = m_session.keychainStatus();
    if (keychain.persistent)
        m_keychain->setState(StatusMark::State::Ok, tr("Stored in the system keychain"));
    else if (!m_session.secrets().isProbed())
        m_keychain->setState(StatusMark::State::Neutral, tr("Checking the system keychain…"));
    else
        m_keychain->setState(StatusMark::State::Warning, keychain.reason);

    const JournalHealth health = m_session.journalWatch().health();
    if (health.canRecord && health.notice.isEmpty())
        m_journal->setState(StatusMark::State::Ok,
                            m_session.journalShared()
                                ? tr("The clinic database, shared by its workstations; what is sent is recorded")
                                : tr("Open; what is sent is recorded"));
    else if (health.canRecord)
        m_journal->setState(StatusMark::State::Warning, health.notice);
    else if (health.checked)
        m_journal->setState(StatusMark::State::Failed, tr("Sending is stopped: %1").arg(health.problem));
    else
        m_journal->setState(StatusMark::State::Neutral, tr("Not open yet"));
}

} // namespace cliniclink
