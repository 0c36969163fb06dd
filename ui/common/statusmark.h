// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A coloured round mark with a line of text beside it: green for fine, red for a failure, amber for
// a warning, grey for "nothing to say" (not configured, not run). The state is also written into the
// accessible name, because colour alone says nothing to a screen reader or a colour-blind person.
//
//   auto *mark = new StatusMark(this);
//   mark->setState(StatusMark::State::Ok, tr("Reachable, the token was accepted"));

#include <QWidget>

class QLabel;

namespace cliniclink {

class StatusMark : public QWidget {
    Q_OBJECT
public:
    enum class State { Neutral, Ok, Warning, Failed, Busy };

    explicit StatusMark(QWidget *parent = nullptr);

    void setState(State state, const QString &text);
    State state() const { return m_state; }
    QString text() const;
    QLabel *textLabel() const { return m_text; }

    static QColor colorOf(State state);

private:
    State m_state = State::Neutral;
    QLabel *m_mark;
    QLabel *m_text;
};

} // namespace cliniclink
