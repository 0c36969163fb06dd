// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The access tokens of one environment, one masked field per service with a show/hide toggle, and
// a line saying where they will be kept: the system keychain, or this session only (and why).
// Tokens go to SecretStore; this widget only shows and collects them.

#include "core/common/service.h"
#include "core/settings/keychainstatus.h"

#include <QMap>
#include <QSet>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;

namespace cliniclink {

class TokensEditor : public QWidget {
    Q_OBJECT
public:
    explicit TokensEditor(QWidget *parent = nullptr);

    // sandbox: empty fields mean "the sandbox's own test token", said in the placeholder.
    void load(const QMap<Service, QString> &tokens, const QSet<Service> &edited, bool sandbox);
    // A token read from the keychain after load(); ignored when the person has typed one already.
    void setLoadedToken(Service service, const QString &token);
    void setKeychainStatus(const KeychainStatus &status);

    QMap<Service, QString> tokens() const;
    QSet<Service> editedTokens() const { return m_edited; }
    QLineEdit *tokenEdit(Service service) const { return m_edits.value(service); }
    QLabel *keychainLabel() const { return m_keychain; }

Q_SIGNALS:
    void changed();

private:
    QMap<Service, QLineEdit *> m_edits;
    QSet<Service> m_edited;
    QLabel *m_keychain;
    bool m_loading = false;
};

} // namespace cliniclink
