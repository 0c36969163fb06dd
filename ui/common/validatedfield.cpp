// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "validatedfield.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
const QLatin1String kErrorColor("#c62828");

// The nearest Qt class of the field, so the border rule applies to the field itself and not to
// the widgets inside it (a table's editors, a spin box's buttons). A plain container (a patient's
// documents) is a QWidget like everything in it: the rule also names a property only the field
// itself carries, or every button and line inside got the red border.
const char *const kFieldProperty = "cliniclinkValidatedField";
QString qtClassName(const QWidget *widget)
{
    for (const QMetaObject *mo = widget->metaObject(); mo; mo = mo->superClass()) {
        const QString name = QString::fromLatin1(mo->className());
        if (name.startsWith(u'Q') && !name.contains(u':'))
            return name;
    }
    return QStringLiteral("QWidget");
}
} // namespace

ValidatedField::ValidatedField(QWidget *field, QWidget *parent)
    : QWidget(parent)
    , m_field(field)
    , m_errorLabel(new QLabel(this))
{
    Q_ASSERT(field);
    m_fieldStyleSheet = field->styleSheet();
    field->setProperty(kFieldProperty, true);
    m_fieldDescription = field->accessibleDescription();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    layout->addWidget(m_errorLabel);

    m_errorLabel->setObjectName(QStringLiteral("fieldErrorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextFormat(Qt::PlainText);
    m_errorLabel->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(kErrorColor));
    m_errorLabel->setVisible(false);
    m_errorLabel->setBuddy(field);

    setFocusProxy(field);
}

QLineEdit *ValidatedField::lineEdit() const
{
    return qobject_cast<QLineEdit *>(m_field);
}

void ValidatedField::setError(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    m_errorLabel->setText(message);
    m_errorLabel->setVisible(!message.isEmpty());
    if (message.isEmpty()) {
        m_field->setStyleSheet(m_fieldStyleSheet);
        m_field->setAccessibleDescription(m_fieldDescription);
    } else {
        m_field->setStyleSheet(m_fieldStyleSheet
                               % QStringLiteral("%1[%2=\"true\"] { border: 2px solid %3; border-radius: 3px; }")
                                     .arg(qtClassName(m_field), QLatin1String(kFieldProperty), kErrorColor));
        m_field->setAccessibleDescription(message);
    }
    Q_EMIT errorChanged(message);
}

bool leftByPerson(const QWidget *field)
{
    // Called from the field's focus-out (or editingFinished): the focus has already moved. A window
    // losing focus leaves no focus widget; a hidden form has moved its focus on while invisible.
    const QWidget *now = QApplication::focusWidget();
    return field && field->isVisible() && now && now->window() == field->window();
}

} // namespace cliniclink
