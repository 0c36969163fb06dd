// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The question before a prescription is cancelled, inside the page rather than in a modal box:
// it names the prescription, says what follows, and offers "Yes, cancel <id>" and "No, keep it".
// Focus goes to "No", so a stray Enter keeps the prescription.

#include <QFrame>

class QLabel;
class QPushButton;

namespace cliniclink {

class CancelConfirmation : public QFrame {
    Q_OBJECT
public:
    explicit CancelConfirmation(QWidget *parent = nullptr);

    // Shows the question about idSourceMis and focuses "No".
    void ask(const QString &idSourceMis);
    QString idSourceMis() const { return m_id; }

    QLabel *questionLabel() const { return m_question; }
    QPushButton *confirmButton() const { return m_yes; }
    QPushButton *keepButton() const { return m_no; }

Q_SIGNALS:
    void confirmed(const QString &idSourceMis);
    void declined();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QString m_id;
    QLabel *m_question;
    QPushButton *m_yes;
    QPushButton *m_no;
};

} // namespace cliniclink
