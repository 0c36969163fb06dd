// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One field of a form, described once: its id (the id validation gives its FieldIssues), its label,
// its editor (inside a ValidatedField, which keeps the line for its error), where its value sits in
// the form's JSON, and its rules (required, enabled, a check of its own). A FormSession makes the
// fields of a form and does the rest: when their errors show, the draft, busy, the server's issues.
//
//   FormField *family = session->add(u"patient.familyName"_s, tr("&Family name"),
//                                    FormField::lineEdit(new QLineEdit));
//   family->setRequired(true);
//   layout->addRow(family->labelWidget(), family->row());
//
// The id is the JSON path unless told otherwise: "patient.familyName" is {"patient": {"familyName": …}}.

#include "core/validation/fieldissue.h"
#include "validatedfield.h" // the row is watched: it may go with its layout first

#include <QJsonValue>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QWidget;

namespace cliniclink {

class DateField;

class FormField : public QObject {
    Q_OBJECT
public:
    // How a field reads and writes its editor: all a new kind of editor has to say.
    struct Editor {
        QWidget *widget = nullptr;
        std::function<QJsonValue()> read;
        std::function<void(const QJsonValue &)> write;
        // Calls back when the person changes the editor (typing, choosing, ticking).
        std::function<void(QObject *context, std::function<void()> changed)> watch;
        // What was typed that cannot be read as a value (a date typed in part): a text for the
        // person, empty when none. Optional.
        std::function<QString()> inputProblem;
        // Whether the person typed anything at all (a date typed in part is not empty). Optional:
        // by default, whether the value is empty.
        std::function<bool()> hasInput;
    };
    // The text as typed (a string).
    static Editor lineEdit(QLineEdit *edit);
    static Editor plainText(QPlainTextEdit *edit);
    // The chosen item's data as a string (its text when it has none); "" when nothing is chosen.
    static Editor comboBox(QComboBox *box);
    static Editor checkBox(QCheckBox *box); // a bool
    static Editor spinBox(QSpinBox *box); // an int
    static Editor dateField(DateField *field); // "yyyy-MM-dd", "" when empty or not a date
    // Nothing typed: a part of the form under which the issues of the whole show (a list of
    // patients, the practitioner's line). Its value is not in the JSON, and it is never disabled:
    // the fields inside it are, each by its own rule.
    static Editor issuesOnly(QWidget *widget);

    // Made by FormSession::add().
    FormField(QString id, QString label, QString jsonPath, Editor editor, QObject *parent);
    ~FormField() override;

    QString id() const { return m_id; }
    // The label without its mnemonic, for "fill in first: …".
    QString label() const;
    // The label with its mnemonic, its buddy the editor: what goes left of the row.
    QLabel *labelWidget();
    QWidget *editor() const { return m_editor.widget; }
    // The editor and its error line: what goes in the layout.
    ValidatedField *row() const;
    QString jsonPath() const { return m_jsonPath; }

    QJsonValue value() const;
    // Sets the editor without reporting an edit.
    void setValue(const QJsonValue &value);
    // Nothing typed or chosen (spaces only count as nothing).
    bool isEmpty() const;

    // An empty required field says "Required" as soon as the person leaves it; a field that only
    // some sends need is not required and says so when one of those is tried (its check does).
    void setRequired(bool required) { m_required = required; }
    bool isRequired() const { return m_required; }
    // The field takes input only while `rule` holds (and the form is not busy).
    void setEnabledWhen(std::function<bool()> rule) { m_enabledWhen = std::move(rule); }
    bool enabledByRule() const { return !m_enabledWhen || m_enabledWhen(); }
    // The field shows its value but takes no input while `rule` holds (an address the sandbox fills
    // in): a line edit stays readable and selectable, other editors are off.
    void setReadOnlyWhen(std::function<bool()> rule) { m_readOnlyWhen = std::move(rule); }
    // A check of the value's own: an error text, empty when the value is good.
    void setCheck(std::function<QString(const QJsonValue &)> check) { m_check = std::move(check); }
    // Its own issues now: what the editor cannot read, Required, the check. A disabled field has none.
    FieldIssues ownIssues() const;

    // Shows the first error (else the first warning) of issues under the field; empty clears it.
    void showIssues(const FieldIssues &issues);
    QString shownIssue() const;
    // While the form is busy the field takes no input (a line edit stays selectable).
    void setBusy(bool busy);
    // Enabled by its rule and not busy.
    void applyEnabled();

Q_SIGNALS:
    void edited(const QString &id);
    // The person left the field for another of the same window (Tab, a click), not a popup of it.
    void left(const QString &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString m_id;
    QString m_label;
    QString m_jsonPath;
    Editor m_editor;
    // Owned by the form's layout once laid out: gone with the form, perhaps before the session.
    QPointer<ValidatedField> m_row;
    QPointer<QLabel> m_labelWidget;
    bool m_required = false;
    bool m_busy = false;
    bool m_filling = false;
    std::function<bool()> m_enabledWhen;
    std::function<bool()> m_readOnlyWhen;
    std::function<QString(const QJsonValue &)> m_check;
};

} // namespace cliniclink
