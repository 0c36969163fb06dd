// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A form field with its inline error underneath: the field gets a red border, a line of red text
// appears below it, and the message becomes the field's accessible description so a screen reader
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

    // An empty message clears the error.
    void setError(const QString &message);
    void clearError() { setError({}); }
    bool hasError() const { return !m_message.isEmpty(); }
    QString error() const { return m_message; }

Q_SIGNALS:
    void errorChanged(const QString &message);

private:
    QWidget *m_field;
    QLabel *m_errorLabel;
    QString m_message;
    QString m_fieldStyleSheet; // the field's own style sheet, restored when the error goes
    QString m_fieldDescription; // and its own accessible description
};

// Whether the person left field for another one of the same window (Tab, a click) or pressed
// Enter in it, as opposed to the window losing focus (another window, a menu) or the form being
// hidden (another area): only then does an empty required field say "Required" before a send.
bool leftByPerson(const QWidget *field);

} // namespace cliniclink
