// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Every link the workstation opens goes through a LinkPanel: it asks the system to open the link
// and, when nothing took it (no browser, no xdg-open), never claims the page is open. It shows the
// link itself, selectable, with Copy and Open again, and says what to install.
//
//   m_link = new LinkPanel(this);                 // hidden until a link cannot be opened
//   if (m_link->open(url)) banner("The page is open in the browser…");
//   else banner("No browser opened the page: open the link below.");

#include <QFrame>
#include <QUrl>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace cliniclink {

class LinkPanel : public QFrame {
    Q_OBJECT
public:
    // Opens a link; true when the system accepted it (QDesktopServices::openUrl by default).
    using Opener = std::function<bool(const QUrl &)>;

    explicit LinkPanel(QWidget *parent = nullptr);

    // Tests record links instead of starting a browser.
    void setOpener(Opener opener) { m_opener = std::move(opener); }
    // Opens url. When the system did not take it, the panel shows it (and stays shown) and this
    // returns false; on success the panel hides.
    bool open(const QUrl &url);
    // Extra advice under the link for this kind of link (the QES page needs the crypto plug-in).
    void setAdvice(const QString &advice);

    QUrl url() const { return m_url; }
    QLineEdit *linkEdit() const { return m_edit; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *openButton() const { return m_open; }
    QLabel *hintLabel() const { return m_hint; }

private:
    void showLink(const QUrl &url);

    Opener m_opener;
    QUrl m_url;
    QString m_advice;
    QLabel *m_hint;
    QLineEdit *m_edit;
    QPushButton *m_copy;
    QPushButton *m_open;
};

} // namespace cliniclink
