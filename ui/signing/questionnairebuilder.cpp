// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairebuilder.h"

#include "ui/common/quietteardown.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
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

} // namespace

QuestionnaireBuilder::QuestionnaireBuilder(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLineEdit(this))
    , m_comment(new QLineEdit(this))
    , m_description(new QPlainTextEdit(this))
    , m_questions(new QListWidget(this))
    , m_questionText(new QLineEdit(this))
    , m_type(new QComboBox(this))
    , m_required(new QCheckBox(tr("Answer required"), this))
    , m_options(new QListWidget(this))
    , m_addQuestion(new QPushButton(tr("Add question"), this))
    , m_removeQuestion(new QPushButton(tr("Remove question"), this))
    , m_addOption(new QPushButton(tr("Add option"), this))
    , m_removeOption(new QPushButton(tr("Remove option"), this))
    , m_version(new QLabel(this))
    , m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("questionnaireBuilder"));
    m_title->setObjectName(QStringLiteral("templateTitleEdit"));
    m_questions->setObjectName(QStringLiteral("questionList"));
    m_questionText->setObjectName(QStringLiteral("questionTextEdit"));
    m_type->setObjectName(QStringLiteral("questionTypeBox"));
    m_options->setObjectName(QStringLiteral("optionList"));
    m_problems->setObjectName(QStringLiteral("builderProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b3261e"));
    m_description->setMaximumHeight(60);
    m_questions->setDragDropMode(QAbstractItemView::InternalMove);
    m_questions->setDefaultDropAction(Qt::MoveAction);
    m_options->setDragDropMode(QAbstractItemView::InternalMove);
    m_options->setDefaultDropAction(Qt::MoveAction);
    m_options->setMaximumHeight(110);
    for (QuestionType t : {QuestionType::YesNo, QuestionType::Text, QuestionType::SingleChoice,
                           QuestionType::MultipleChoice, QuestionType::SelectSingle})
        m_type->addItem(questionTypeName(t), int(t));

    auto *head = new QFormLayout;
    head->addRow(tr("Title"), m_title);
    head->addRow(tr("Comment"), m_comment);
    head->addRow(tr("Description for the patient"), m_description);
    head->addRow(QString(), m_version);

    auto *questionButtons = new QHBoxLayout;
    questionButtons->addWidget(m_addQuestion);
    questionButtons->addWidget(m_removeQuestion);
    questionButtons->addStretch(1);
    // One under another, so the builder fits beside the template list on a 1024-pixel screen.
    auto *optionButtons = new QVBoxLayout;
    optionButtons->addWidget(m_addOption, 0, Qt::AlignLeft);
    optionButtons->addWidget(m_removeOption, 0, Qt::AlignLeft);

    auto *questionBox = new QGroupBox(tr("Question"), this);
    auto *questionForm = new QFormLayout(questionBox);
    questionForm->addRow(tr("Text"), m_questionText);
    questionForm->addRow(tr("Type"), m_type);
    questionForm->addRow(QString(), m_required);
    questionForm->addRow(tr("Options"), m_options);
    questionForm->addRow(QString(), optionButtons);

    auto *questionsBox = new QGroupBox(tr("Questions (drag to reorder)"), this);
    auto *questionsLayout = new QVBoxLayout(questionsBox);
    questionsLayout->addWidget(m_questions, 1);
    questionsLayout->addLayout(questionButtons);

    auto *row = new QHBoxLayout;
    row->addWidget(questionsBox, 1);
    row->addWidget(questionBox, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addLayout(row, 1);
    layout->addWidget(m_problems);

    connect(m_addQuestion, &QPushButton::clicked, this,
            [this] { addQuestion(QuestionType::YesNo, tr("New question")); });
    connect(m_removeQuestion, &QPushButton::clicked, this, [this] {
        if (m_current < 0 || m_current >= m_items.size())
            return;
        m_items.removeAt(m_current);
        const QSignalBlocker blocker(m_questions);
        delete m_questions->takeItem(m_current);
        m_current = -1;
        showQuestion(m_questions->currentRow());
        refreshProblems();
    });
    connect(m_addOption, &QPushButton::clicked, this,
            [this] { addOption(tr("Option %1").arg(m_options->count() + 1)); });
    connect(m_removeOption, &QPushButton::clicked, this, [this] {
        delete m_options->takeItem(m_options->currentRow());
        storeQuestion();
    });
    connect(m_questions, &QListWidget::currentRowChanged, this, [this](int row) {
        storeQuestion();
        showQuestion(row);
    });
    connect(m_questions->model(), &QAbstractItemModel::rowsMoved, this, &QuestionnaireBuilder::syncOrderFromList);
    connect(m_options->model(), &QAbstractItemModel::rowsMoved, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_options, &QListWidget::itemChanged, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_questionText, &QLineEdit::textEdited, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_type, &QComboBox::currentIndexChanged, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_required, &QCheckBox::toggled, this, &QuestionnaireBuilder::storeQuestion);
    connect(m_title, &QLineEdit::textEdited, this, &QuestionnaireBuilder::refreshProblems);
    setTemplate({});
}

QuestionnaireBuilder::~QuestionnaireBuilder()
{
    releaseFocusQuietly(this);
}

void QuestionnaireBuilder::setTemplate(const QuestionnaireTemplate &t)
{
    m_loading = true;
    m_template = t;
    m_items = t.schema.questions;
    m_current = -1;
    m_title->setText(t.title);
    m_comment->setText(t.comment);
    m_description->setPlainText(t.schema.description);
    m_version->setText(t.id.isEmpty() ? tr("New template: saving creates version 1.")
                                      : tr("Version %1%2: saving makes version %3.")
                                            .arg(t.version)
                                            .arg(t.active ? QString() : tr(" (deactivated)"))
                                            .arg(t.version + 1));
    {
        const QSignalBlocker blocker(m_questions);
        m_questions->clear();
        for (int i = 0; i < m_items.size(); ++i) {
            auto *item = new QListWidgetItem(labelOf(m_items.at(i), i), m_questions);
            item->setData(kIdRole, m_items.at(i).id);
        }
    }
    m_loading = false;
    m_questions->setCurrentRow(m_items.isEmpty() ? -1 : 0);
    showQuestion(m_questions->currentRow());
    refreshProblems();
}

QuestionnaireTemplate QuestionnaireBuilder::templateData() const
{
    QuestionnaireTemplate t = m_template;
    t.title = m_title->text().trimmed();
    t.comment = m_comment->text().trimmed();
    t.schema.title = t.title;
    t.schema.description = m_description->toPlainText().trimmed();
    t.schema.questions = m_items;
    return t;
}

QStringList QuestionnaireBuilder::problems() const
{
    QStringList out;
    if (m_title->text().trimmed().isEmpty())
        out << tr("Give the template a title.");
    return out + templateData().schema.problems();
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
    storeQuestion();
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

void QuestionnaireBuilder::addOption(const QString &text)
{
    auto *item = new QListWidgetItem(text, m_options);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    m_options->setCurrentItem(item);
    storeQuestion();
}

void QuestionnaireBuilder::moveQuestion(int from, int to)
{
    if (from < 0 || to < 0 || from >= m_questions->count() || to >= m_questions->count())
        return;
    storeQuestion();
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
    m_loading = true;
    m_current = row;
    const bool has = row >= 0 && row < m_items.size();
    const Question q = has ? m_items.at(row) : Question{};
    m_questionText->setText(q.label);
    m_type->setCurrentIndex(m_type->findData(int(q.type)));
    m_required->setChecked(q.required);
    m_options->clear();
    for (const QuestionOption &o : q.options) {
        auto *item = new QListWidgetItem(o.label, m_options);
        item->setData(kIdRole, o.id);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    const bool options = has && questionTypeHasOptions(q.type);
    for (QWidget *w : {static_cast<QWidget *>(m_questionText), static_cast<QWidget *>(m_type),
                       static_cast<QWidget *>(m_required), static_cast<QWidget *>(m_removeQuestion)})
        w->setEnabled(has);
    for (QWidget *w : {static_cast<QWidget *>(m_options), static_cast<QWidget *>(m_addOption),
                       static_cast<QWidget *>(m_removeOption)})
        w->setEnabled(options);
    m_loading = false;
}

void QuestionnaireBuilder::storeQuestion()
{
    if (m_loading || m_current < 0 || m_current >= m_items.size())
        return;
    Question &q = m_items[m_current];
    q.label = m_questionText->text();
    q.type = QuestionType(m_type->currentData().toInt());
    q.required = m_required->isChecked();
    q.options.clear();
    if (questionTypeHasOptions(q.type)) {
        QSet<QString> used;
        for (int i = 0; i < m_options->count(); ++i) {
            QListWidgetItem *item = m_options->item(i);
            QString id = item->data(kIdRole).toString();
            if (id.isEmpty() || used.contains(id)) {
                for (int n = 1;; ++n) {
                    id = QStringLiteral("o%1").arg(n);
                    if (!used.contains(id))
                        break;
                }
                const QSignalBlocker blocker(m_options);
                item->setData(kIdRole, id);
            }
            used.insert(id);
            q.options.append({id, item->text()});
        }
    }
    const bool options = questionTypeHasOptions(q.type);
    m_options->setEnabled(options);
    m_addOption->setEnabled(options);
    m_removeOption->setEnabled(options);
    if (QListWidgetItem *item = m_questions->item(m_current)) {
        const QSignalBlocker blocker(m_questions);
        item->setText(labelOf(q, m_current));
    }
    refreshProblems();
}

void QuestionnaireBuilder::refreshProblems()
{
    const QStringList list = problems();
    m_problems->setText(list.join(u'\n'));
    m_problems->setVisible(!list.isEmpty());
    Q_EMIT changed();
}

} // namespace cliniclink
