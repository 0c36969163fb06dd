// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A strip above a form that says what came back: the server's refusal (red, with its own messages
// listed), a warning (amber) or a plain note (blue). It stays until dismissed or replaced, so the
// person can read it at their pace; it is a part of the page, never a modal box.
//
// A banner keeps its room (one line high) while it has nothing to say, and a message shows in that
// one line (the headline, then the messages, elided; the whole text in the tooltip and under
// «Details»): a message arriving or going never moves the form under the person's pointer. Only the
// person's own click on «Details» makes it taller. A banner above a whole window, which a form does
// not sit under, may give its room back instead (setReservesRoom(false)): it shows its whole text.

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
    // The whole text (headline and bullets), shown when expanded.
    QLabel *textLabel() const { return m_text; }
    // The one line shown in the banner's own room.
    QLabel *lineLabel() const { return m_line; }
    QToolButton *detailsButton() const { return m_more; }

    // True unless set: the banner's room is kept while it is hidden, and its text takes one line
    // until the person asks for the whole of it.
    void setReservesRoom(bool reserve);
    bool reservesRoom() const { return m_reserve; }
    // Whether the whole text shows (always, for a banner that does not keep its room).
    bool isExpanded() const { return m_expanded || !m_reserve; }
    void setExpanded(bool expanded);

Q_SIGNALS:
    void dismissed();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateShape();
    void updateLine();

    Kind m_kind = Kind::Info;
    QString m_headline;
    QStringList m_messages;
    bool m_reserve = true;
    bool m_expanded = false;
    QLabel *m_icon;
    QLabel *m_line;
    QLabel *m_text;
    QToolButton *m_more;
    QToolButton *m_close;
};

} // namespace cliniclink
