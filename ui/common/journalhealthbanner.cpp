// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "journalhealthbanner.h"

#include "core/session/journalwatch.h"
#include "core/session/session.h"
#include "messagebanner.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace cliniclink {

JournalHealthBanner::JournalHealthBanner(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_banner(new MessageBanner(this))
    , m_checkAgain(new QPushButton(tr("Check again"), this))
{
    setObjectName(QStringLiteral("journalHealthBanner"));
    m_banner->setObjectName(QStringLiteral("journalHealthMessage"));
    // Seldom shown, and then in full: the journal's problem is worth the room it takes.
    m_banner->setReservesRoom(false);
    m_checkAgain->setObjectName(QStringLiteral("journalCheckAgainButton"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner, 1);
    layout->addWidget(m_checkAgain, 0, Qt::AlignVCenter);
    connect(m_checkAgain, &QPushButton::clicked, &session.journalWatch(), &JournalWatch::recheck);
    connect(&session.journalWatch(), &JournalWatch::healthChanged, this, &JournalHealthBanner::show);
    show(session.journalWatch().health());
}

QString JournalHealthBanner::unreadListText(const Session &session)
{
    if (session.isJournalOpen())
        return {};
    return session.journalShared()
        ? tr("The list cannot be read now: the clinic database is out of reach. It fills in by itself once the "
             "database answers.")
        : tr("The list cannot be read now: the journal is not open. It fills in by itself once it opens.");
}

void JournalHealthBanner::show(const JournalHealth &health)
{
    const bool blocks = !health.canRecord;
    if (blocks) {
        // The journal is this workstation's file, or with a clinic database the clinic's.
        m_banner->showMessage(
            MessageBanner::Kind::Error,
            m_session.journalShared()
                ? tr("Sending is stopped: what is sent could not be recorded in the clinic database.")
                : tr("Sending is stopped: what is sent could not be recorded in the local journal."),
            {health.problem});
    } else if (!health.notice.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Warning, health.notice);
    } else {
        m_banner->clearMessage();
    }
    m_checkAgain->setVisible(blocks);
    setVisible(blocks || !health.notice.isEmpty());
    if (blocks != m_blocks) {
        m_blocks = blocks;
        Q_EMIT blocksSendingChanged(blocks);
    }
}

} // namespace cliniclink
