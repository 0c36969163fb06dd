// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A form field with its inline error underneath: the field gets a red border (drawn over it, its
// size unchanged), a line of red text shows below it (in a line kept free for it, so the form does
// not move when it comes), and the message becomes the field's accessible description so a screen reader
// says it too. Every form of the workstation uses it, so errors look and read the same everywhere.
//
//   auto *snils = new ValidatedField(new QLineEdit, this);
//   snils->setError(tr("The check digits do not match."));   // shown, border red
//   snils->clearError();                                      // hidden again
//   snils->lineEdit()->text();

#include <QWidget>

class QLabel;
class QLineEdit;

namespace cliniclink {

class ValidatedField : public QWidget {
    Q_OBJECT
public:
    // Takes ownership of field (any widget: a line edit, a spin box, a table).
    explicit ValidatedField(QWidget *field, QWidget *parent = nullptr);

    QWidget *field() const { return m_field; }
    // The field as a line edit, or null when it is something else.
    QLineEdit *lineEdit() const;
    QLabel *errorLabel() const { return m_errorLabel; }

    // A warning does not stop the person: amber instead of red.
    enum class Severity { Error, Warning };
    // An empty message clears the error.
    void setError(const QString &message) { setIssue(message, Severity::Error); }
    void setIssue(const QString &message, Severity severity);
    void clearError() { setError({}); }
    bool hasError() const { return !m_message.isEmpty(); }
    bool isWarning() const { return hasError() && m_severity == Severity::Warning; }
    QString error() const { return m_message; }

Q_SIGNALS:
    void errorChanged(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_field;
    QLabel *m_errorLabel;
    QWidget *m_frame; // the red border, drawn over the field
    QString m_message;
    Severity m_severity = Severity::Error;
    QString m_fieldDescription; // the field's own accessible description, restored when the error goes
};

// Whether the person left field for another one of the same window (Tab, a click) or pressed
// Enter in it, as opposed to the window losing focus (another window, a menu) or the form being
// hidden (another area): only then does an empty required field say "Required" before a send.
bool leftByPerson(const QWidget *field);

} // namespace cliniclink
