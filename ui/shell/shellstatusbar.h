// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The main window's status bar: how many requests are waiting or in flight, the last failure
// (clicking it opens the request log), and a warning when tokens last for this session only.

#include "core/settings/keychainstatus.h"

#include <QSslCertificate>
#include <QStatusBar>

class QLabel;
class QToolButton;

namespace cliniclink {

class ApiError;
class Session;

class ShellStatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit ShellStatusBar(Session &session, QWidget *parent = nullptr);

    QLabel *pendingLabel() const { return m_pending; }
    QToolButton *lastErrorButton() const { return m_lastError; }
    // «Показать сертификат», beside a TLS failure whose server presented a certificate.
    QToolButton *certificateButton() const { return m_certificate; }
    QToolButton *keychainButton() const { return m_keychain; }
    // The person moved on (another area, another environment): the last error belonged there.
    void clearLastError();

Q_SIGNALS:
    // The person clicked the last error: show the request log.
    void requestLogRequested();
    // The person clicked the keychain warning: show the settings, where the reason is explained.
    void settingsRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showPending(int count);
    void elideLastError();
    void showError(const ApiError &error);
    void showKeychain(const KeychainStatus &status);

    Session &m_session;
    QLabel *m_pending;
    QToolButton *m_lastError;
    QString m_lastErrorLine; // whole; the button shows what its width holds
    QToolButton *m_certificate;
    QList<QSslCertificate> m_lastChain;
    QToolButton *m_keychain;
};

} // namespace cliniclink
