// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "shellstatusbar.h"

#include "core/net/apierror.h"
#include "core/net/transport.h"
#include "core/session/session.h"
#include "core/settings/secretstore.h"
#include "ui/common/certificatechaindialog.h"
#include "ui/common/icons.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

#include <algorithm>

namespace cliniclink {

ShellStatusBar::ShellStatusBar(Session &session, QWidget *parent)
    : QStatusBar(parent)
    , m_session(session)
    , m_pending(new QLabel(this))
    , m_lastError(new QToolButton(this))
    , m_certificate(new QToolButton(this))
    , m_keychain(new QToolButton(this))
{
    setObjectName(QStringLiteral("shellStatusBar"));
    m_pending->setObjectName(QStringLiteral("pendingRequestsLabel"));
    m_lastError->setObjectName(QStringLiteral("lastErrorButton"));
    m_keychain->setObjectName(QStringLiteral("keychainWarningButton"));

    m_lastError->setAutoRaise(true);
    m_lastError->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_lastError->setIcon(icon(IconId::Error));
    m_lastError->setVisible(false);
    // The error takes the room the bar has, no more: a long one is elided to the button's width
    // instead of widening the window past a 1024-pixel screen.
    m_lastError->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_lastError->installEventFilter(this);
    m_certificate->setObjectName(QStringLiteral("showCertificateButton"));
    m_certificate->setAutoRaise(true);
    m_certificate->setText(tr("Show the certificate"));
    m_certificate->setVisible(false);

    m_keychain->setAutoRaise(true);
    m_keychain->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_keychain->setIcon(icon(IconId::Warning));
    m_keychain->setText(tr("Tokens not remembered"));
    m_keychain->setVisible(false);

    addWidget(m_lastError, 1);
    addWidget(m_certificate);
    addPermanentWidget(m_keychain);
    addPermanentWidget(m_pending);

    connect(&session.transport(), &Transport::activeCountChanged, this, &ShellStatusBar::showPending);
    connect(&session.transport(), &Transport::callFailed, this, &ShellStatusBar::showError);
    connect(&session, &Session::keychainStatusChanged, this, &ShellStatusBar::showKeychain);
    connect(m_lastError, &QToolButton::clicked, this, &ShellStatusBar::requestLogRequested);
    connect(m_keychain, &QToolButton::clicked, this, &ShellStatusBar::settingsRequested);
    connect(m_certificate, &QToolButton::clicked, this, [this] {
        auto *dialog = new CertificateChainDialog(m_lastChain, window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    showPending(session.transport().activeCount());
    // Before the probe has answered the store says "being checked"; that is not worth a warning.
    if (session.secrets().isProbed())
        showKeychain(session.keychainStatus());
}

void ShellStatusBar::showPending(int count)
{
    m_pending->setText(count == 0 ? tr("No requests in progress") : tr("Requests in progress: %1").arg(count));
}

bool ShellStatusBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_lastError && event->type() == QEvent::Resize)
        elideLastError();
    return QStatusBar::eventFilter(watched, event);
}

void ShellStatusBar::elideLastError()
{
    // About 120 characters at most (the line stays a status line on a wide screen), and no more
    // than the button's width leaves beside its icon.
    const QFontMetrics metrics = m_lastError->fontMetrics();
    const int beside = m_lastError->iconSize().width() + metrics.averageCharWidth() * 3;
    // A button not shown yet has no width of its own: it is elided again once laid out.
    const int most = metrics.averageCharWidth() * 120;
    const int room = m_lastError->isVisible()
        ? std::min(most, std::max(m_lastError->width() - beside, metrics.averageCharWidth() * 10))
        : most;
    m_lastError->setText(metrics.elidedText(m_lastErrorLine, Qt::ElideRight, room));
}

void ShellStatusBar::showError(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Cancelled)
        return;
    const QString time = QLocale().toString(m_session.clock().now().toLocalTime().time(), QLocale::ShortFormat);
    // A long TLS error must not widen the window past the screen: the line is elided to about 120
    // characters, and the whole text is in the tooltip and the request log.
    m_lastErrorLine = tr("%1: %2").arg(time, error.headline());
    elideLastError();
    m_lastError->setToolTip(error.userText() % u'\n' % tr("Click to open the request log."));
    m_lastError->setAccessibleName(tr("Last error: %1").arg(error.headline()));
    m_lastError->setVisible(true);
    m_lastChain = error.kind() == ApiError::Kind::Tls ? error.peerCertificates() : QList<QSslCertificate>();
    m_certificate->setVisible(!m_lastChain.isEmpty());
}

void ShellStatusBar::clearLastError()
{
    m_lastError->setVisible(false);
    m_lastErrorLine.clear();
    m_lastError->setText(QString());
    m_lastError->setToolTip(QString());
    m_certificate->setVisible(false);
    m_lastChain.clear();
}

void ShellStatusBar::showKeychain(const KeychainStatus &status)
{
    m_keychain->setVisible(!status.persistent);
    const QString text = status.reason;
    m_keychain->setToolTip(text % u'\n' % tr("Click to open the settings."));
    m_keychain->setAccessibleName(text);
}

} // namespace cliniclink
