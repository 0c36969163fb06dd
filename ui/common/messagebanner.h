// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A strip above a form that says what came back: the server's refusal (red, with its own messages
// listed), a warning (amber) or a plain note (blue). It stays until dismissed or replaced, so the
// person can read it at their pace; it is a part of the page, never a modal box.

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace cliniclink {

class MessageBanner : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Error, Warning, Info };

    explicit MessageBanner(QWidget *parent = nullptr);

    // headline in bold, then one bullet per message. Shows the banner.
    void showMessage(Kind kind, const QString &headline, const QStringList &messages = {});
    void clearMessage();

    Kind kind() const { return m_kind; }
    QString headline() const { return m_headline; }
    QStringList messages() const { return m_messages; }
    // Headline and messages as plain text (for tests and the accessible description).
    QString plainText() const;
    QLabel *textLabel() const { return m_text; }

Q_SIGNALS:
    void dismissed();

private:
    Kind m_kind = Kind::Info;
    QString m_headline;
    QStringList m_messages;
    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
};

} // namespace cliniclink
