// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One question of the questionnaire builder, described once as a form (FormSession): its text,
// one of the five types, "required", and for the three choices its options (edited in place,
// dragged to reorder). Its JSON is the question as the template's schema writes it.
//
// Field ids (tests reach them through FormPage): question.label, question.type,
// question.required, question.options.

#include "core/signing/questionnairetypes.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QListWidget;
class QPushButton;

namespace cliniclink {

class Clock;
class FormSession;

class QuestionEditor : public QWidget {
    Q_OBJECT
public:
    QuestionEditor(Clock &clock, QWidget *parent = nullptr);

    FormSession *form() const { return m_form; }
    // The question shown; none: the fields are empty and off.
    void setQuestion(const std::optional<Question> &question);
    // The question as edited (its id kept); options only for the three choices.
    Question question() const;

Q_SIGNALS:
    // The person changed the question.
    void changed();

private:
    void addOption(const QString &text);
    void applyEnabled();

    FormSession *m_form;
    QString m_id; // the question's id, kept as it was
    bool m_has = false;
    QComboBox *m_type;
    QListWidget *m_options;
    QPushButton *m_addOption;
    QPushButton *m_removeOption;
};

} // namespace cliniclink
