// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "connectioncheckpanel.h"

#include "core/net/connectioncheck.h"
#include "ui/common/certificatechaindialog.h"
#include "ui/common/icons.h"
#include "ui/common/statusmark.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

ConnectionCheckPanel::ConnectionCheckPanel(QWidget *parent)
    : QWidget(parent)
    , m_button(new QPushButton(icon(IconId::CheckConnection), tr("C&heck connection"), this))
    , m_busy(new QProgressBar(this))
    , m_certificate(new QPushButton(tr("Show the server's certificate"), this))
{
    m_certificate->setObjectName(QStringLiteral("showCertificateButton"));
    m_certificate->setVisible(false);
    connect(m_certificate, &QPushButton::clicked, this, [this] {
        auto *dialog = new CertificateChainDialog(m_chain, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    m_button->setObjectName(QStringLiteral("checkConnectionButton"));
    m_button->setToolTip(tr("Sends one harmless request to each configured service with the addresses and "
                            "tokens as typed here, before they are saved."));
    m_busy->setObjectName(QStringLiteral("checkBusyBar"));
    m_busy->setRange(0, 0); // no known end: a moving bar
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_button->sizeHint().height() / 2);
    m_busy->setAccessibleName(tr("Checking the connection"));
    m_busy->setVisible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_button);
    top->addWidget(m_busy, 1);
    top->addWidget(m_certificate);
    top->addStretch();

    auto *results = new QFormLayout;
    results->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (Service s : allServices()) {
        auto *mark = new StatusMark(this);
        mark->setObjectName(QStringLiteral("checkMark_") + serviceKey(s));
        m_marks.insert(s, mark);
        results->addRow(serviceDisplayName(s) + u':', mark);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(results);

    connect(m_button, &QPushButton::clicked, this, [this] {
        if (!m_running) // one check at a time; the busy bar says one runs
            Q_EMIT checkRequested();
    });
    reset();
}

void ConnectionCheckPanel::track(ConnectionCheck *check)
{
    for (StatusMark *mark : std::as_const(m_marks))
        mark->setState(StatusMark::State::Busy, tr("Checking…"));
    m_chain.clear();
    m_certificate->setVisible(false);
    setRunning(true);
    connect(check, &ConnectionCheck::serviceChecked, this, &ConnectionCheckPanel::showResult);
    connect(check, &ConnectionCheck::finished, this, [this] {
        setRunning(false);
        Q_EMIT checkFinished();
    });
}

void ConnectionCheckPanel::reset()
{
    if (m_running)
        return;
    m_chain.clear();
    m_certificate->setVisible(false);
    for (StatusMark *mark : std::as_const(m_marks))
        mark->setState(StatusMark::State::Neutral, tr("Not checked yet"));
}

void ConnectionCheckPanel::showResult(const ConnectionCheckResult &result)
{
    StatusMark *mark = m_marks.value(result.service);
    if (!mark)
        return;
    switch (result.state) {
    case ConnectionCheckResult::State::NotConfigured:
        mark->setState(StatusMark::State::Neutral, result.text);
        break;
    case ConnectionCheckResult::State::Ok:
        mark->setState(StatusMark::State::Ok, tr("%1 (%2 ms)").arg(result.text).arg(result.durationMs));
        break;
    case ConnectionCheckResult::State::Failed:
        mark->setState(StatusMark::State::Failed, result.text);
        if (!result.peerCertificates.isEmpty()) {
            m_chain = result.peerCertificates;
            m_certificate->setVisible(true);
        }
        break;
    }
}

void ConnectionCheckPanel::setRunning(bool running)
{
    m_running = running;
    m_busy->setVisible(running);
    // The button stays enabled while the check runs: disabled, it would hand the focus on to the
    // next field (the retention's spin box, where an arrow key would change it).
}

} // namespace cliniclink
