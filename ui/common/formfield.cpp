// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "formfield.h"

#include "datefield.h"
#include "validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFocusEvent>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace cliniclink {

namespace {

QString withoutMnemonic(QString label)
{
    label.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    label.remove(u'&');
    label.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (label.endsWith(u':'))
        label.chop(1);
    return label.trimmed();
}

} // namespace

FormField::Editor FormField::lineEdit(QLineEdit *edit)
{
    return {edit,
            [edit] { return QJsonValue(edit->text()); },
            [edit](const QJsonValue &v) { edit->setText(v.toString()); },
            [edit](QObject *context, std::function<void()> changed) {
                QObject::connect(edit, &QLineEdit::textEdited, context, [changed] { changed(); });
            },
            {},
            {}};
}

FormField::Editor FormField::plainText(QPlainTextEdit *edit)
{
    return {edit,
            [edit] { return QJsonValue(edit->toPlainText()); },
            [edit](const QJsonValue &v) { edit->setPlainText(v.toString()); },
            [edit](QObject *context, std::function<void()> changed) {
                QObject::connect(edit, &QPlainTextEdit::textChanged, context, [changed] { changed(); });
            },
            {},
            {}};
}

FormField::Editor FormField::comboBox(QComboBox *box)
{
    return {box,
            [box] {
                if (box->currentIndex() < 0)
                    return QJsonValue(QString());
                const QVariant data = box->currentData();
                return QJsonValue(data.isValid() ? data.toString() : box->currentText());
            },
            [box](const QJsonValue &v) {
                int index = box->findData(v.toString());
                if (index < 0)
                    index = box->findText(v.toString());
                box->setCurrentIndex(index);
            },
            [box](QObject *context, std::function<void()> changed) {
                QObject::connect(box, &QComboBox::activated, context, [changed] { changed(); });
            },
            {},
            {}};
}

FormField::Editor FormField::checkBox(QCheckBox *box)
{
    return {box,
            [box] { return QJsonValue(box->isChecked()); },
            [box](const QJsonValue &v) { box->setChecked(v.toBool()); },
            [box](QObject *context, std::function<void()> changed) {
                QObject::connect(box, &QCheckBox::clicked, context, [changed] { changed(); });
            },
            {},
            {}};
}

FormField::Editor FormField::spinBox(QSpinBox *box)
{
    return {box,
            [box] { return QJsonValue(box->value()); },
            [box](const QJsonValue &v) { box->setValue(v.toInt(box->minimum())); },
            [box](QObject *context, std::function<void()> changed) {
                QObject::connect(box, &QSpinBox::valueChanged, context, [changed] { changed(); });
            },
            {},
            {}};
}

FormField::Editor FormField::dateField(DateField *field)
{
    return {field,
            [field] {
                const QDate d = field->date();
                return QJsonValue(d.isValid() ? d.toString(Qt::ISODate) : QString());
            },
            [field](const QJsonValue &v) { field->setDate(QDate::fromString(v.toString(), Qt::ISODate)); },
            [field](QObject *context, std::function<void()> changed) {
                QObject::connect(field, &QLineEdit::textEdited, context, [changed] { changed(); });
                QObject::connect(field, &DateField::datePicked, context, [changed] { changed(); });
            },
            [field] { return field->inputProblem(); },
            [field] { return field->hasInput(); }};
}

FormField::Editor FormField::issuesOnly(QWidget *widget)
{
    return {widget, [] { return QJsonValue(QJsonValue::Undefined); }, [](const QJsonValue &) {}, {}, {}, {}};
}

FormField::FormField(QString id, QString label, QString jsonPath, Editor editor, QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
    , m_label(std::move(label))
    , m_jsonPath(std::move(jsonPath))
    , m_editor(std::move(editor))
    , m_row(new ValidatedField(m_editor.widget))
{
    Q_ASSERT(m_editor.widget && m_editor.read && m_editor.write);
    setObjectName(m_id);
    // Tests and the accessibility tree find the editor by the field's id.
    if (m_editor.widget->objectName().isEmpty())
        m_editor.widget->setObjectName(m_id);
    m_editor.widget->setProperty("formFieldId", m_id);
    m_editor.widget->installEventFilter(this);
    if (m_editor.watch) {
        m_editor.watch(this, [this] {
            if (!m_filling)
                Q_EMIT edited(m_id);
        });
    }
}

// The row (and the editor in it) belongs to the form's layout, which deletes it; a row never laid
// out is ours.
FormField::~FormField()
{
    if (m_row && !m_row->parent())
        delete m_row;
}

ValidatedField *FormField::row() const
{
    return m_row;
}

QString FormField::label() const
{
    return withoutMnemonic(m_label);
}

QLabel *FormField::labelWidget()
{
    if (!m_labelWidget) {
        m_labelWidget = new QLabel(m_label);
        m_labelWidget->setBuddy(m_editor.widget);
    }
    return m_labelWidget;
}

QJsonValue FormField::value() const
{
    if (!m_row)
        return QJsonValue::Undefined;
    return m_editor.read();
}

void FormField::setValue(const QJsonValue &value)
{
    if (!m_row)
        return;
    m_filling = true;
    m_editor.write(value);
    m_filling = false;
}

bool FormField::isEmpty() const
{
    if (!m_row)
        return true;
    if (m_editor.hasInput)
        return !m_editor.hasInput();
    const QJsonValue v = value();
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return true;
    case QJsonValue::Bool:
        return !v.toBool();
    case QJsonValue::String:
        return v.toString().trimmed().isEmpty();
    case QJsonValue::Array:
        return v.toArray().isEmpty();
    case QJsonValue::Object:
        return v.toObject().isEmpty();
    case QJsonValue::Double:
        return false;
    }
    return false;
}

FieldIssues FormField::ownIssues() const
{
    if (!enabledByRule())
        return {};
    if (m_editor.inputProblem) {
        const QString problem = m_editor.inputProblem();
        if (!problem.isEmpty())
            return {{m_id, problem}};
    }
    if (isEmpty()) {
        if (m_required)
            return {{m_id, tr("Required.")}};
        return {};
    }
    if (m_check) {
        const QString problem = m_check(value());
        if (!problem.isEmpty())
            return {{m_id, problem}};
    }
    return {};
}

void FormField::showIssues(const FieldIssues &issues)
{
    if (!m_row)
        return;
    const FieldIssues own = issuesFor(issues, m_id);
    if (own.isEmpty()) {
        m_row->clearError();
        return;
    }
    m_row->setIssue(own.first().message,
                    own.first().isError() ? ValidatedField::Severity::Error : ValidatedField::Severity::Warning);
}

QString FormField::shownIssue() const
{
    return m_row ? m_row->error() : QString();
}

void FormField::setBusy(bool busy)
{
    m_busy = busy;
    applyEnabled();
}

void FormField::applyEnabled()
{
    // Nothing is typed into an editor that reports no edits (issuesOnly): its parts are fields of
    // their own, and it is not disabled around them (the focus in them would go).
    if (!m_row || !m_editor.watch)
        return;
    const bool enabled = enabledByRule();
    const bool readOnly = m_busy || (m_readOnlyWhen && m_readOnlyWhen());
    if (auto *edit = qobject_cast<QLineEdit *>(m_editor.widget)) {
        // A line edit being sent stays readable and selectable; one that does not apply goes grey.
        edit->setEnabled(enabled);
        edit->setReadOnly(readOnly);
        return;
    }
    if (auto *edit = qobject_cast<QPlainTextEdit *>(m_editor.widget)) {
        edit->setEnabled(enabled);
        edit->setReadOnly(readOnly);
        return;
    }
    m_editor.widget->setEnabled(enabled && !readOnly);
}

bool FormField::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_editor.widget && event->type() == QEvent::FocusOut) {
        const auto *focus = static_cast<QFocusEvent *>(event);
        // Left for another field, not the window or the area losing the focus, nor a popup of the
        // field (a combo box's list, a calendar): an empty new form stays quiet until gone through.
        if (focus->reason() != Qt::PopupFocusReason && leftByPerson(m_editor.widget))
            Q_EMIT left(m_id);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cliniclink
