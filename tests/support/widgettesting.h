// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Helpers shared by every area's widget tests: typing as a person would (Cyrillic too),
// and screenshots when CLINICLINK_SCREENSHOT_DIR is set.

#include "ui/common/datefield.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QTest>
#include <QTranslator>
#include <QWidget>

namespace cliniclink::testing {

// With CLINICLINK_SCREENSHOT_QM naming the compiled Russian translation (tools/guide-screenshots.sh
// sets it), the test speaks Russian from the start, so its pictures can go into the user guide.
inline void installScreenshotTranslation()
{
    const QString qm = qEnvironmentVariable("CLINICLINK_SCREENSHOT_QM");
    if (qm.isEmpty())
        return;
    auto *qt = new QTranslator(qApp);
    if (qt->load(QLocale(QLocale::Russian, QLocale::Russia), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(qApp);
    if (own->load(qm))
        QCoreApplication::installTranslator(own);
}
Q_COREAPP_STARTUP_FUNCTION(installScreenshotTranslation)

// The interface as Russian clinic staff see it: the Russian locale, Qt's own Russian words and ours
// (compiled into the program). False when ours could not be loaded.
inline bool installRussian()
{
    QLocale::setDefault(QLocale(QLocale::Russian, QLocale::Russia));
    auto *qt = new QTranslator(qApp);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(qApp);
    if (!own->load(QStringLiteral(":/i18n/cliniclink_ru.qm")))
        return false;
    QCoreApplication::installTranslator(own);
    return true;
}

inline void shoot(QWidget *widget, const QString &name)
{
    const QString dir = qEnvironmentVariable("CLINICLINK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    widget->grab().save(dir + u'/' + name + QStringLiteral(".png"));
}

// Types text into the focused widget; QTest::keyClicks() knows ASCII only, so other characters
// go in as key events carrying their text.
inline void typeText(QWidget *widget, const QString &text)
{
    for (const QChar ch : text) {
        if (ch.unicode() < 0x80) {
            QTest::keyClicks(widget, QString(ch));
            continue;
        }
        QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(ch));
        QCoreApplication::sendEvent(widget, &press);
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(ch));
        QCoreApplication::sendEvent(widget, &release);
    }
}

// Focuses the line edit, empties it with keys and types text.
inline void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus(Qt::TabFocusReason);
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    typeText(edit, text);
}

// Types a date as a person does in a DateField: the digits only, the dots come by themselves.
inline void typeDate(DateField *edit, const QString &text)
{
    QString digits = text;
    digits.remove(u'.');
    typeInto(edit, digits);
}

} // namespace cliniclink::testing
