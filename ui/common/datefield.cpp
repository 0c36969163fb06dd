// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "datefield.h"

#include "icons.h"

#include <QAction>
#include <QCalendarWidget>
#include <QKeyEvent>
#include <QLocale>

#include <algorithm>

namespace cliniclink {

DateField::DateField(QWidget *parent)
    : QLineEdit(parent)
{
    QString mask = dateFormat();
    for (QChar &c : mask) {
        if (c.isLetter())
            c = u'0';
    }
    setInputMask(mask + QStringLiteral(";_"));
    setPlaceholderText(dateFormat());
    setToolTip(tr("Type the date as %1, or press Alt+Down for a calendar")
                   .arg(QLocale().toString(QDate(1978, 3, 14), dateFormat())));
    QAction *pick = addAction(icon(IconId::Calendar), QLineEdit::TrailingPosition);
    pick->setToolTip(tr("Choose in a calendar"));
    connect(pick, &QAction::triggered, this, &DateField::openCalendar);
}

QString DateField::dateFormat()
{
    const QString locale = QLocale().dateFormat(QLocale::ShortFormat);
    QString out;
    for (qsizetype i = 0; i < locale.size();) {
        const QChar c = locale.at(i);
        qsizetype run = 1;
        while (i + run < locale.size() && locale.at(i + run) == c)
            ++run;
        if (c == u'd')
            out += run <= 2 ? QStringLiteral("dd") : QString(run, c); // "ddd" is a day name: kept
        else if (c == u'M')
            out += run <= 2 ? QStringLiteral("MM") : QString(run, c);
        else if (c == u'y')
            out += QStringLiteral("yyyy");
        else
            out += QString(run, c);
        i += run;
    }
    return out;
}

QDate DateField::date() const
{
    return QDate::fromString(text(), dateFormat());
}

bool DateField::hasInput() const
{
    for (QChar c : text()) {
        if (c.isDigit())
            return true;
    }
    return false;
}

QString DateField::inputProblem() const
{
    if (!hasInput() || date().isValid())
        return {};
    const QString example = QLocale().toString(QDate(1978, 3, 14), dateFormat());
    // Every digit the format asks for is typed: then the date itself does not exist.
    const auto count = [](const QString &text, auto test) { return std::count_if(text.cbegin(), text.cend(), test); };
    if (count(text(), [](QChar c) { return c.isDigit(); }) == count(dateFormat(), [](QChar c) { return c.isLetter(); }))
        return tr("There is no such date: %1.").arg(text());
    return tr("Not a complete date: type it as %1.").arg(example);
}

QSize DateField::minimumSizeHint() const
{
    QSize hint = QLineEdit::minimumSizeHint();
    const QString widest = QLocale().toString(QDate(2026, 12, 28), dateFormat());
    // The text, the calendar action (an icon of the field's height less its frame) and the margins.
    const int wanted =
        fontMetrics().horizontalAdvance(widest) + sizeHint().height() + 2 * fontMetrics().averageCharWidth();
    hint.setWidth(std::max(hint.width(), wanted));
    return hint;
}

void DateField::setDate(const QDate &date)
{
    setText(date.isValid() ? date.toString(dateFormat()) : QString());
}

void DateField::openCalendar()
{
    if (isReadOnly())
        return;
    if (!m_calendar) {
        m_calendar = new QCalendarWidget(this);
        m_calendar->setWindowFlags(Qt::Popup);
        m_calendar->setObjectName(QStringLiteral("dateFieldCalendar"));
        connect(m_calendar, &QCalendarWidget::activated, this, [this](const QDate &d) {
            setDate(d);
            m_calendar->hide();
            setFocus(Qt::PopupFocusReason);
            Q_EMIT datePicked(d);
        });
        connect(m_calendar, &QCalendarWidget::clicked, m_calendar, &QCalendarWidget::activated);
    }
    m_calendar->setMaximumDate(m_maximum.isValid() ? m_maximum : QDate(9999, 12, 31));
    const QDate current = date().isValid() ? date() : (m_maximum.isValid() ? m_maximum : QDate::currentDate());
    m_calendar->setSelectedDate(current);
    m_calendar->setCurrentPage(current.year(), current.month());
    m_calendar->adjustSize();
    m_calendar->move(mapToGlobal(QPoint(0, height())));
    m_calendar->show();
    m_calendar->setFocus(Qt::PopupFocusReason);
}

void DateField::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Down && event->modifiers() & Qt::AltModifier) || event->key() == Qt::Key_F4) {
        openCalendar();
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

} // namespace cliniclink
