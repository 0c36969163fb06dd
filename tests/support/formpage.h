// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A form as a person uses it, for widget tests: fields are named by their id (the validation's
// field id), filled by typing, choosing and ticking, left with Tab; errors are read by field id;
// buttons are pressed by the text on them. No getter of the form is needed.
//
//   FormPage page(window);
//   page.fill(u"patient.familyName"_s, u"Иванова"_s);
//   page.choose(u"patient.gender"_s, u"Женский"_s);
//   page.press(u"Find SNILS"_s);
//   QCOMPARE(page.error(u"patient.snils"_s), u"Required"_s);

#include "tests/support/widgettesting.h"
#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTest>

namespace cliniclink::testing {

class FormPage {
public:
    // Every form (FormSession) under root: a window, a page, a dialog.
    explicit FormPage(QWidget *root)
        : m_root(root)
    {
    }

    // The field with this id in any form under root; null when there is none.
    FormField *field(const QString &id) const
    {
        for (FormSession *session : m_root->findChildren<FormSession *>()) {
            if (FormField *f = session->field(id))
                return f;
        }
        return nullptr;
    }
    QWidget *editor(const QString &id) const
    {
        FormField *f = field(id);
        return f ? f->editor() : nullptr;
    }

    // Types text as a person does: focus, select all, delete, type (a date: its digits). A combo
    // box is chosen by its item's text, a check box ticked for "true" and cleared for "false".
    void fill(const QString &id, const QString &text) const
    {
        QWidget *e = editor(id);
        QVERIFY2(e, qPrintable(QStringLiteral("no field %1").arg(id)));
        if (qobject_cast<QComboBox *>(e))
            return choose(id, text);
        if (qobject_cast<QCheckBox *>(e))
            return tick(id, text == u"true");
        if (auto *date = qobject_cast<DateField *>(e))
            return typeDate(date, text);
        if (auto *line = qobject_cast<QLineEdit *>(e))
            return typeInto(line, text);
        if (auto *plain = qobject_cast<QPlainTextEdit *>(e)) {
            plain->setFocus(Qt::TabFocusReason);
            plain->selectAll();
            QTest::keyClick(plain, Qt::Key_Delete);
            typeText(plain, text);
            return;
        }
        if (auto *spin = qobject_cast<QSpinBox *>(e)) {
            spin->setFocus(Qt::TabFocusReason);
            spin->selectAll();
            typeText(spin, text);
            return;
        }
        QFAIL(qPrintable(QStringLiteral("field %1: no way to type into %2")
                             .arg(id, QString::fromLatin1(e->metaObject()->className()))));
    }
    // Chooses the item whose text is itemText, as with the keyboard: the field gets the focus and
    // the choice is reported as the person's (QComboBox::activated).
    void choose(const QString &id, const QString &itemText) const
    {
        auto *combo = qobject_cast<QComboBox *>(editor(id));
        QVERIFY2(combo, qPrintable(QStringLiteral("no combo box %1").arg(id)));
        const int index = combo->findText(itemText);
        QVERIFY2(index >= 0, qPrintable(QStringLiteral("%1 has no item %2").arg(id, itemText)));
        combo->setFocus(Qt::TabFocusReason);
        combo->setCurrentIndex(index);
        Q_EMIT combo->activated(index);
    }
    void tick(const QString &id, bool on = true) const
    {
        auto *box = qobject_cast<QCheckBox *>(editor(id));
        QVERIFY2(box, qPrintable(QStringLiteral("no check box %1").arg(id)));
        if (box->isChecked() != on)
            QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
    }
    // Leaves the field with Tab, as a person going on to the next one.
    void leave(const QString &id) const
    {
        QWidget *e = editor(id);
        QVERIFY2(e, qPrintable(QStringLiteral("no field %1").arg(id)));
        e->setFocus(Qt::TabFocusReason);
        QTest::keyClick(e, Qt::Key_Tab);
    }

    QJsonValue value(const QString &id) const
    {
        FormField *f = field(id);
        return f ? f->value() : QJsonValue(QJsonValue::Undefined);
    }
    // The error or warning shown under the field now; empty when none.
    QString error(const QString &id) const
    {
        FormField *f = field(id);
        return f ? f->shownIssue() : QStringLiteral("<no field %1>").arg(id);
    }
    bool isEnabled(const QString &id) const
    {
        QWidget *e = editor(id);
        return e && e->isEnabled();
    }

    // The visible button whose text (without the mnemonic) or object name is `name`.
    QAbstractButton *button(const QString &name) const
    {
        for (QAbstractButton *b : m_root->findChildren<QAbstractButton *>()) {
            QString text = b->text();
            text.remove(u'&');
            if ((text == name || b->objectName() == name) && (b->isVisible() || !m_root->isVisible()))
                return b;
        }
        return nullptr;
    }
    void press(const QString &name) const
    {
        QAbstractButton *b = button(name);
        QVERIFY2(b, qPrintable(QStringLiteral("no button %1").arg(name)));
        QVERIFY2(b->isEnabled(), qPrintable(QStringLiteral("button %1 is disabled: %2").arg(name, b->toolTip())));
        b->click();
    }
    bool canPress(const QString &name) const
    {
        QAbstractButton *b = button(name);
        return b && b->isEnabled();
    }

private:
    QWidget *m_root;
};

} // namespace cliniclink::testing
