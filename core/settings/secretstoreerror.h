// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// SecretStoreError: why a keychain operation of SecretStore failed. A QException, so it travels
// through QFuture and is caught by type:
//
//   store.writeToken(env, service, token)
//       .onFailed(this, [](const SecretStoreError &e) { showError(e.message()); });
//
// message() is translated and meant for the person; detail() is the keychain's own text for logs
// (never a token). A missing entry is not an error: reads then give an empty QString.

#include <QByteArray>
#include <QException>
#include <QString>

namespace cliniclink {

class SecretStoreError : public QException {
public:
    enum class Kind {
        AccessDenied, // the keychain is locked or the person refused access
        Unavailable, // no keychain service answers (no D-Bus session, no daemon)
        Failed, // anything else the keychain reported
    };

    SecretStoreError(Kind kind, const QString &message, const QString &detail = {}, bool keptForSession = false);

    Kind kind() const { return m_kind; }
    QString message() const { return m_message; }
    QString detail() const { return m_detail; }
    // A write that failed in the keychain still took effect in memory: the token works until the
    // application closes, and the person should be told it will not be remembered.
    bool isKeptForSession() const { return m_keptForSession; }

    const char *what() const noexcept override { return m_what.constData(); }
    void raise() const override { throw *this; }
    SecretStoreError *clone() const override { return new SecretStoreError(*this); }

private:
    Kind m_kind;
    QString m_message;
    QString m_detail;
    bool m_keptForSession;
    QByteArray m_what;
};

} // namespace cliniclink
