// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questioneditor.h"

#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

constexpr int kOptionIdRole = Qt::UserRole + 1;

// The type by its key in the schema ("yes_no", "single_choice", …).
FormField::Editor typeEditor(QComboBox *box)
{
    return {box,
            [box] { return QJsonValue(questionTypeKey(QuestionType(box->currentData().toInt()))); },
            [box](const QJsonValue &v) {
                QuestionType type = QuestionType::YesNo;
                questionTypeFromKey(v.toString(), &type);
                box->setCurrentIndex(box->findData(int(type)));
            },
            [box](QObject *context, std::function<void()> changed) {
                QObject::connect(box, &QComboBox::activated, context, [changed] { changed(); });
            },
            {},
            {}};
}

// The options in their order, as the schema writes them; an option without an id of its own
// (added, or copied by a drag) gets the first free "oN".
FormField::Editor optionsEditor(QListWidget *list)
{
    return {list,
            [list] {
                QJsonArray out;
                QSet<QString> used;
                const QSignalBlocker blocker(list->model());
                for (int i = 0; i < list->count(); ++i) {
                    QListWidgetItem *item = list->item(i);
                    QString id = item->data(kOptionIdRole).toString();
                    for (int n = 1; id.isEmpty() || used.contains(id); ++n)
                        id = QStringLiteral("o%1").arg(n);
                    item->setData(kOptionIdRole, id);
                    used.insert(id);
                    out.append(QJsonObject{{QStringLiteral("id"), id},
                                           {QStringLiteral("label"), item->text()},
                                           {QStringLiteral("order"), i + 1}});
                }
                return QJsonValue(out);
            },
            [list](const QJsonValue &v) {
                list->clear();
                for (const QJsonValue &o : v.toArray()) {
                    auto *item = new QListWidgetItem(o[u"label"].toString(), list);
                    item->setData(kOptionIdRole, o[u"id"].toString());
                    item->setFlags(item->flags() | Qt::ItemIsEditable);
                }
            },
            [list](QObject *context, std::function<void()> changed) {
                QAbstractItemModel *model = list->model();
                QObject::connect(model, &QAbstractItemModel::rowsInserted, context, [changed] { changed(); });
                QObject::connect(model, &QAbstractItemModel::rowsRemoved, context, [changed] { changed(); });
                QObject::connect(model, &QAbstractItemModel::rowsMoved, context, [changed] { changed(); });
                QObject::connect(model, &QAbstractItemModel::dataChanged, context, [changed] { changed(); });
            },
            {},
            {}};
}

} // namespace

QuestionEditor::QuestionEditor(Clock &clock, QWidget *parent)
    : QWidget(parent)
    , m_form(new FormSession(this, clock))
    , m_type(new QComboBox(this))
    , m_options(new QListWidget(this))
    , m_addOption(new QPushButton(tr("Add option"), this))
    , m_removeOption(new QPushButton(tr("Remove option"), this))
{
    setObjectName(QStringLiteral("questionEditor"));
    m_options->setDragDropMode(QAbstractItemView::InternalMove);
    m_options->setDefaultDropAction(Qt::MoveAction);
    m_options->setMaximumHeight(110);
    for (QuestionType t : {QuestionType::YesNo, QuestionType::Text, QuestionType::SingleChoice,
                           QuestionType::MultipleChoice, QuestionType::SelectSingle})
        m_type->addItem(questionTypeName(t), int(t));

    auto *layout = new QFormLayout(this);
    const auto has = [this] { return m_has; };
    FormField *text = m_form->add(QStringLiteral("question.label"), tr("Text"), FormField::lineEdit(new QLineEdit),
                                  QStringLiteral("label"));
    FormField *type =
        m_form->add(QStringLiteral("question.type"), tr("Type"), typeEditor(m_type), QStringLiteral("type"));
    auto *requiredBox = new QCheckBox(tr("Answer required"));
    FormField *required = m_form->add(QStringLiteral("question.required"), requiredBox->text(),
                                      FormField::checkBox(requiredBox), QStringLiteral("required"));
    FormField *options = m_form->add(QStringLiteral("question.options"), tr("Options"), optionsEditor(m_options),
                                     QStringLiteral("options"));
    for (FormField *f : {text, type, required})
        f->setEnabledWhen(has);
    options->setEnabledWhen([this] { return m_has && questionTypeHasOptions(question().type); });
    // What is wrong with a question is listed under the builder (core's problems of the schema):
    // no field here has an issue of its own, so none keeps an error line free under it.
    layout->addRow(text->labelWidget(), text->editor());
    layout->addRow(type->labelWidget(), type->editor());
    layout->addRow(QString(), required->editor());
    layout->addRow(options->labelWidget(), options->editor());
    // One under another, so the builder fits beside the template list on a 1024-pixel screen.
    auto *optionButtons = new QVBoxLayout;
    optionButtons->addWidget(m_addOption, 0, Qt::AlignLeft);
    optionButtons->addWidget(m_removeOption, 0, Qt::AlignLeft);
    layout->addRow(QString(), optionButtons);

    connect(m_addOption, &QPushButton::clicked, this,
            [this] { addOption(tr("Option %1").arg(m_options->count() + 1)); });
    connect(m_removeOption, &QPushButton::clicked, this,
            [this] { delete m_options->takeItem(m_options->currentRow()); });
    connect(m_form, &FormSession::edited, this, [this] {
        applyEnabled();
        Q_EMIT changed();
    });
    setQuestion(std::nullopt);
}

void QuestionEditor::setQuestion(const std::optional<Question> &question)
{
    m_has = question.has_value();
    m_id = question ? question->id : QString();
    QuestionnaireSchema schema;
    if (question)
        schema.questions = {*question};
    const QJsonObject json = schema.toJson().value(u"questions").toArray().at(0).toObject();
    m_form->setJson(json);
    applyEnabled();
}

Question QuestionEditor::question() const
{
    QJsonObject json = m_form->toJson();
    json.insert(QStringLiteral("id"), m_id);
    const QuestionnaireSchema schema = QuestionnaireSchema::fromJson({{QStringLiteral("questions"), QJsonArray{json}}});
    Question q = schema.questions.value(0);
    if (!questionTypeHasOptions(q.type))
        q.options.clear();
    return q;
}

void QuestionEditor::addOption(const QString &text)
{
    auto *item = new QListWidgetItem(text);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    m_options->addItem(item);
    m_options->setCurrentItem(item);
}

void QuestionEditor::applyEnabled()
{
    m_form->applyEnabled();
    m_addOption->setEnabled(m_options->isEnabled());
    m_removeOption->setEnabled(m_options->isEnabled());
}

} // namespace cliniclink
