// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Builds a questionnaire template: title, comment, description, and the questions in order (drag
// to reorder), each with its text, one of the five types, "required", and for the three choices
// at least two options. What the platform would refuse is listed under the form before saving.

#include "core/signing/questionnairetypes.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace cliniclink {

class QuestionnaireBuilder : public QWidget {
    Q_OBJECT
public:
    explicit QuestionnaireBuilder(QWidget *parent = nullptr);
    ~QuestionnaireBuilder() override;

    // The template being edited (id and version kept: a save of it is a new version).
    void setTemplate(const QuestionnaireTemplate &t);
    QuestionnaireTemplate templateData() const;
    QStringList problems() const;

    QLineEdit *titleEdit() const { return m_title; }
    QLineEdit *commentEdit() const { return m_comment; }
    QListWidget *questionList() const { return m_questions; }
    QLineEdit *questionTextEdit() const { return m_questionText; }
    QComboBox *typeBox() const { return m_type; }
    QCheckBox *requiredBox() const { return m_required; }
    QListWidget *optionList() const { return m_options; }
    QPushButton *addQuestionButton() const { return m_addQuestion; }
    QPushButton *addOptionButton() const { return m_addOption; }
    QLabel *problemLabel() const { return m_problems; }

    void addQuestion(QuestionType type, const QString &text);
    void addOption(const QString &text);
    void moveQuestion(int from, int to);

Q_SIGNALS:
    void changed();

private:
    void showQuestion(int row);
    void storeQuestion();
    void syncOrderFromList();
    void refreshProblems();
    QString newQuestionId() const;

    QuestionnaireTemplate m_template;
    QList<Question> m_items;
    int m_current = -1;
    bool m_loading = false;
    QLineEdit *m_title;
    QLineEdit *m_comment;
    QPlainTextEdit *m_description;
    QListWidget *m_questions;
    QLineEdit *m_questionText;
    QComboBox *m_type;
    QCheckBox *m_required;
    QListWidget *m_options;
    QPushButton *m_addQuestion;
    QPushButton *m_removeQuestion;
    QPushButton *m_addOption;
    QPushButton *m_removeOption;
    QLabel *m_version;
    QLabel *m_problems;
};

} // namespace cliniclink
