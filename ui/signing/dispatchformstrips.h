// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The two strips of the New dispatch form: over it while a platform draft is edited (with its
// documents, "replace its files" and "stop editing"), and beside Send after a send that ended
// without an answer (follow what was found, or send again: the person decides, never the app).

#include <QFrame>

class QCheckBox;
class QLabel;
class QPushButton;

namespace cliniclink {

class DraftEditingStrip : public QFrame {
    Q_OBJECT
public:
    explicit DraftEditingStrip(QWidget *parent = nullptr);

    // Shown while trackingId is set; fileNames are the documents the platform keeps with it.
    void setDraft(const QString &trackingId, const QStringList &fileNames);
    bool replaceFiles() const;
    // As the form is filled: no signal.
    void setReplaceFiles(bool replace);

Q_SIGNALS:
    void replaceFilesToggled();
    void stopEditingRequested();

private:
    QLabel *m_label;
    QCheckBox *m_replaceFiles;
};

class UncertainSendPanel : public QFrame {
    Q_OBJECT
public:
    explicit UncertainSendPanel(QWidget *parent = nullptr);

    // Shows the question, with "Follow it" when something was found to follow.
    void ask(const QString &question, bool offerFollow);
    // Send actions of the form's session: off while a request is on its way.
    QPushButton *followButton() const { return m_follow; }
    QPushButton *sendAgainButton() const { return m_sendAgain; }

Q_SIGNALS:
    void followRequested();
    void sendAgainRequested();

private:
    QLabel *m_label;
    QPushButton *m_follow;
    QPushButton *m_sendAgain;
};

} // namespace cliniclink
