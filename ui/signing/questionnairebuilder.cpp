// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairebuilder.h"

#include "questioneditor.h"
#include "ui/common/formsession.h"
#include "ui/common/quietteardown.h"
#include "ui/common/validatedfield.h"

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;

QString labelOf(const Question &q, int row)
{
    return QStringLiteral("%1. %2 (%3)")
        .arg(row + 1)
        .arg(q.label.isEmpty() ? QStringLiteral("…") : q.label, questionTypeName(q.type));
}

QJsonArray questionsJson(const QList<Question> &questions)
{
    QuestionnaireSchema schema;
    schema.questions = questions;
    return schema.toJson().value(u"questions").toArray();
}

} // namespace

QuestionnaireBuilder::QuestionnaireBuilder(Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_form(new FormSession(this, clock))
    , m_questions(new QListWidget(this))
    , m_question(new QuestionEditor(clock, this))
    , m_removeQuestion(new QPushButton(tr("Remove question"), this))
    , m_version(new QLabel(this))
    , m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("questionnaireBuilder"));
    m_problems->setObjectName(QStringLiteral("builderProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e"));
    m_questions->setDragDropMode(QAbstractItemView::InternalMove);
    m_questions->setDefaultDropAction(Qt::MoveAction);

    auto *description = new QPlainTextEdit;
    description->setMaximumHeight(60);
    FormField *title = m_form->add(QStringLiteral("title"), tr("Title"), FormField::lineEdit(new QLineEdit));
    FormField *comment = m_form->add(QStringLiteral("comment"), tr("Comment"), FormField::lineEdit(new QLineEdit));
    FormField *about = m_form->add(QStringLiteral("schema.description"), tr("Description for the patient"),
                                   FormField::plainText(description));
    // The questions in their order; the person edits them through the list and the question's part.
    FormField *questions = m_form->add(
        QStringLiteral("schema.questions"), tr("Questions (drag to reorder)"),
        {m_questions,
         [this] { return QJsonValue(questionsJson(m_items)); },
         [this](const QJsonValue &v) {
             setQuestions(QuestionnaireSchema::fromJson({{QStringLiteral("questions"), v.toArray()}}).questions);
         },
         {},
         {},
         {}});
    // What the platform would refuse, before anything is sent.
    m_form->setRules([this, title, questions] {
        FieldIssues issues;
        if (title->value().toString().trimmed().isEmpty())
            issues << FieldIssue{title->id(), tr("Give the template a title.")};
        for (const QString &problem : templateData().schema.problems())
            issues << FieldIssue{questions->id(), problem};
        return issues;
    });

    auto *head = new QFormLayout;
    // The title's issue shows under it; the others have none of their own (the questions' are
    // listed under the builder), so they keep no error line free.
    head->addRow(title->labelWidget(), title->row());
    for (FormField *f : {comment, about})
        head->addRow(f->labelWidget(), f->editor());
    head->addRow(QString(), m_version);

    auto *addQuestionButton = new QPushButton(tr("Add question"), this);
    auto *questionButtons = new QHBoxLayout;
    questionButtons->addWidget(addQuestionButton);
    questionButtons->addWidget(m_removeQuestion);
    questionButtons->addStretch(1);

    auto *questionBox = new QGroupBox(tr("Question"), this);
    auto *questionLayout = new QVBoxLayout(questionBox);
    questionLayout->setContentsMargins(0, 0, 0, 0);
    questionLayout->addWidget(m_question);

    auto *questionsBox = new QGroupBox(questions->label(), this);
    auto *questionsLayout = new QVBoxLayout(questionsBox);
    questionsLayout->addWidget(questions->editor(), 1);
    questionsLayout->addLayout(questionButtons);

    auto *row = new QHBoxLayout;
    row->addWidget(questionsBox, 1);
    row->addWidget(questionBox, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addLayout(row, 1);
    layout->addWidget(m_problems);

    connect(addQuestionButton, &QPushButton::clicked, this,
            [this] { addQuestion(QuestionType::YesNo, tr("New question")); });
    connect(m_removeQuestion, &QPushButton::clicked, this, [this] {
        if (m_current < 0 || m_current >= m_items.size())
            return;
        m_items.removeAt(m_current);
        const QSignalBlocker blocker(m_questions);
        delete m_questions->takeItem(m_current);
        showQuestion(m_questions->currentRow());
        refreshProblems();
    });
    connect(m_questions, &QListWidget::currentRowChanged, this, &QuestionnaireBuilder::showQuestion);
    connect(m_questions->model(), &QAbstractItemModel::rowsMoved, this, &QuestionnaireBuilder::syncOrderFromList);
    connect(m_question, &QuestionEditor::changed, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_form, &FormSession::edited, this, &QuestionnaireBuilder::refreshProblems);
    setTemplate({});
}

QuestionnaireBuilder::~QuestionnaireBuilder()
{
    releaseFocusQuietly(this);
}

void QuestionnaireBuilder::setTemplate(const QuestionnaireTemplate &t)
{
    m_template = t;
    m_form->setJson(t.toBody(false));
    m_version->setText(t.id.isEmpty() ? tr("New template: saving creates version 1.")
                                      : tr("Version %1%2: saving makes version %3.")
                                            .arg(t.version)
                                            .arg(t.active ? QString() : tr(" (deactivated)"))
                                            .arg(t.version + 1));
    m_questions->setCurrentRow(m_items.isEmpty() ? -1 : 0);
    showQuestion(m_questions->currentRow());
    refreshProblems();
}

void QuestionnaireBuilder::setQuestions(const QList<Question> &questions)
{
    m_items = questions;
    m_current = -1;
    const QSignalBlocker blocker(m_questions);
    m_questions->clear();
    for (int i = 0; i < m_items.size(); ++i) {
        auto *item = new QListWidgetItem(labelOf(m_items.at(i), i), m_questions);
        item->setData(kIdRole, m_items.at(i).id);
    }
}

QuestionnaireTemplate QuestionnaireBuilder::templateData() const
{
    const QJsonObject json = m_form->toJson();
    QuestionnaireTemplate t = m_template;
    t.title = json.value(u"title").toString().trimmed();
    t.comment = json.value(u"comment").toString().trimmed();
    t.schema.title = t.title;
    t.schema.description = json.value(u"schema").toObject().value(u"description").toString().trimmed();
    t.schema.questions = m_items;
    return t;
}

QStringList QuestionnaireBuilder::problems() const
{
    QStringList out;
    for (const FieldIssue &issue : m_form->issues())
        out << issue.message;
    return out;
}

QString QuestionnaireBuilder::newQuestionId() const
{
    for (int n = int(m_items.size()) + 1;; ++n) {
        const QString id = QStringLiteral("q%1").arg(n);
        if (std::none_of(m_items.cbegin(), m_items.cend(), [&id](const Question &q) { return q.id == id; }))
            return id;
    }
}

void QuestionnaireBuilder::addQuestion(QuestionType type, const QString &text)
{
    Question q;
    q.id = newQuestionId();
    q.label = text;
    q.type = type;
    if (questionTypeHasOptions(type))
        q.options = {{QStringLiteral("o1"), tr("Option 1")}, {QStringLiteral("o2"), tr("Option 2")}};
    m_items.append(q);
    auto *item = new QListWidgetItem(labelOf(q, int(m_items.size()) - 1), m_questions);
    item->setData(kIdRole, q.id);
    m_questions->setCurrentItem(item);
    refreshProblems();
}

void QuestionnaireBuilder::moveQuestion(int from, int to)
{
    if (from < 0 || to < 0 || from >= m_questions->count() || to >= m_questions->count())
        return;
    const QSignalBlocker blocker(m_questions);
    QListWidgetItem *item = m_questions->takeItem(from);
    m_questions->insertItem(to, item);
    syncOrderFromList();
    m_questions->setCurrentRow(to);
    m_current = to;
}

void QuestionnaireBuilder::syncOrderFromList()
{
    // The list is the order: the questions follow it after a drag.
    QList<Question> ordered;
    for (int i = 0; i < m_questions->count(); ++i) {
        const QString id = m_questions->item(i)->data(kIdRole).toString();
        for (const Question &q : std::as_const(m_items)) {
            if (q.id == id)
                ordered << q;
        }
    }
    m_items = ordered;
    for (int i = 0; i < m_items.size(); ++i)
        m_questions->item(i)->setText(labelOf(m_items.at(i), i));
    m_current = m_questions->currentRow();
    refreshProblems();
}

void QuestionnaireBuilder::showQuestion(int row)
{
    m_current = row;
    const bool has = row >= 0 && row < m_items.size();
    m_question->setQuestion(has ? std::optional<Question>(m_items.at(row)) : std::nullopt);
    m_removeQuestion->setEnabled(has);
}

void QuestionnaireBuilder::storeQuestion()
{
    if (m_current < 0 || m_current >= m_items.size())
        return;
    m_items[m_current] = m_question->question();
    if (QListWidgetItem *item = m_questions->item(m_current)) {
        const QSignalBlocker blocker(m_questions);
        item->setText(labelOf(m_items.at(m_current), m_current));
    }
    refreshProblems();
}

void QuestionnaireBuilder::refreshProblems()
{
    m_form->refresh();
    const QStringList list = problems();
    m_problems->setText(list.join(u'\n'));
    m_problems->setVisible(!list.isEmpty());
    Q_EMIT changed();
}

} // namespace cliniclink
