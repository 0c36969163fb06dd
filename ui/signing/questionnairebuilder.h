// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Builds a questionnaire template: title, comment, description, and the questions in order (drag
// to reorder), each with its text, one of the five types, "required", and for the three choices
// at least two options. What the platform would refuse is listed under the form before saving.

#include "core/signing/questionnairetypes.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace cliniclink {

class Clock;
class FormSession;
class QuestionEditor;

// The template's own fields are described once (FormSession) with the ids and JSON paths of the
// template's body: title, comment, schema.description and schema.questions (the list); the
// question chosen in the list is edited in a QuestionEditor (question.label, question.type, …).
class QuestionnaireBuilder : public QWidget {
    Q_OBJECT
public:
    explicit QuestionnaireBuilder(Clock &clock, QWidget *parent = nullptr);
    ~QuestionnaireBuilder() override;

    FormSession *form() const { return m_form; }
    // The template being edited (id and version kept: a save of it is a new version).
    void setTemplate(const QuestionnaireTemplate &t);
    QuestionnaireTemplate templateData() const;
    QStringList problems() const;

    void addQuestion(QuestionType type, const QString &text);
    void moveQuestion(int from, int to);

Q_SIGNALS:
    void changed();

private:
    void showQuestion(int row);
    void storeQuestion();
    void setQuestions(const QList<Question> &questions);
    void syncOrderFromList();
    void refreshProblems();
    QString newQuestionId() const;

    FormSession *m_form;
    QuestionnaireTemplate m_template;
    QList<Question> m_items;
    int m_current = -1;
    QListWidget *m_questions;
    QuestionEditor *m_question;
    QPushButton *m_removeQuestion;
    QLabel *m_version;
    QLabel *m_problems;
};

} // namespace cliniclink
