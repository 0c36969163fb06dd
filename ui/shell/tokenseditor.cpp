// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "tokenseditor.h"

#include "ui/common/icons.h"

#include <QAction>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cliniclink {

TokensEditor::TokensEditor(QWidget *parent)
    : QWidget(parent)
    , m_keychain(new QLabel(this))
{
    auto *intro = new QLabel(tr("Each service of the platform issues its own access token. Paste it here; "
                                "it is masked and never written to the settings file or the logs."),
                             this);
    intro->setWordWrap(true);
    m_keychain->setObjectName(QStringLiteral("keychainStatusLabel"));
    m_keychain->setWordWrap(true);
    m_keychain->setTextFormat(Qt::PlainText);

    auto *form = new QFormLayout;
    for (Service s : allServices()) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("tokenEdit_") + serviceKey(s));
        edit->setEchoMode(QLineEdit::Password);
        edit->setAccessibleName(tr("Token of %1").arg(serviceDisplayName(s)));
        // Pasted tokens are long; a masked field must not also be cramped.
        edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(u'0') * 38);
        auto *toggle = edit->addAction(icon(IconId::ShowSecret), QLineEdit::TrailingPosition);
        toggle->setObjectName(QStringLiteral("showTokenAction_") + serviceKey(s));
        toggle->setCheckable(true);
        toggle->setToolTip(tr("Show the token"));
        connect(toggle, &QAction::toggled, edit, [edit, toggle](bool shown) {
            edit->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
            toggle->setIcon(icon(shown ? IconId::HideSecret : IconId::ShowSecret));
            toggle->setToolTip(shown ? tr("Hide the token") : tr("Show the token"));
        });
        connect(edit, &QLineEdit::textEdited, this, [this, s] {
            m_edited.insert(s);
            Q_EMIT changed();
        });
        m_edits.insert(s, edit);
        form->addRow(serviceDisplayName(s) + u':', edit);
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_keychain);
    layout->addStretch(1);
}

void TokensEditor::load(const QMap<Service, QString> &tokens, const QSet<Service> &edited, bool sandbox)
{
    m_edited = edited;
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it) {
        QLineEdit *edit = it.value();
        edit->setText(tokens.value(it.key()));
        edit->setPlaceholderText(sandbox ? tr("Empty: the sandbox's own test token is used") : tr("Not set"));
        if (auto *toggle = edit->findChild<QAction *>(QStringLiteral("showTokenAction_") + serviceKey(it.key())))
            toggle->setChecked(false);
    }
}

void TokensEditor::setLoadedToken(Service service, const QString &token)
{
    if (m_edited.contains(service))
        return;
    if (QLineEdit *edit = m_edits.value(service))
        edit->setText(token);
}

void TokensEditor::setKeychainStatus(const KeychainStatus &status)
{
    if (status.persistent) {
        m_keychain->setText(tr("Tokens are stored in the system keychain."));
        m_keychain->setStyleSheet({});
    } else {
        m_keychain->setText(status.reason);
        m_keychain->setStyleSheet(QStringLiteral("QLabel { color: #8a5a00; }"));
    }
}

QMap<Service, QString> TokensEditor::tokens() const
{
    QMap<Service, QString> out;
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it)
        out.insert(it.key(), it.value()->text().trimmed());
    return out;
}

} // namespace cliniclink
