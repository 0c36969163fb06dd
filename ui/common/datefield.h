// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A date typed as the locale writes it (dd.MM.yyyy in Russian), with a calendar button. Unlike a
// QDateEdit it can be empty, so an unknown date is never replaced by a made-up one, and typing
// into an empty field works (a QDateEdit ignores digits typed over its "empty" special value).
// The calendar offers dates up to maximumDate() (today for the fields here); a later date typed
// by hand is kept and named an error by the form's validation instead of being silently changed.

#include <QDate>
#include <QLineEdit>

class QCalendarWidget;

namespace cliniclink {

class DateField : public QLineEdit {
    Q_OBJECT
public:
    explicit DateField(QWidget *parent = nullptr);

    // The date typed, or an invalid QDate when the field is empty or the text is not a date.
    QDate date() const;
    void setDate(const QDate &date);
    // True when something is typed (more than the mask's separators).
    bool hasInput() const;
    // Why the text typed is not a date, for the person: empty when the field is empty or holds a
    // date; "no such date" when every digit is there (31.02.2001), "not complete" otherwise.
    QString inputProblem() const;
    // The format dates are typed in: the locale's short format with a four-digit year and
    // two-digit day and month.
    static QString dateFormat();

    void setMaximumDate(const QDate &date) { m_maximum = date; }
    QDate maximumDate() const { return m_maximum; }

    // Opens the calendar under the field (the calendar button does the same).
    void openCalendar();
    QCalendarWidget *calendar() const { return m_calendar; }

    // Never narrower than a whole date and the calendar button: a layout short of room cut
    // "28.10.2026" to "10.2026", which reads as another date.
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // The person picked a date in the calendar.
    void datePicked(const QDate &date);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QCalendarWidget *m_calendar = nullptr;
    QDate m_maximum;
};

} // namespace cliniclink
