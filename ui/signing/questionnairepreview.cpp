// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairepreview.h"

#include "ui/common/contentfit.h"
#include "ui/common/quietteardown.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cliniclink {

QuestionnairePreview::QuestionnairePreview(const QuestionnaireSchema &schema, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("questionnairePreview"));
    setWindowTitle(tr("Preview: as the patient sees it"));
    auto *page = new QWidget;
    auto *form = new QVBoxLayout(page);
    auto *title = new QLabel(schema.title, page);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);
    title->setWordWrap(true);
    form->addWidget(title);
    if (!schema.description.isEmpty()) {
        auto *description = new QLabel(schema.description, page);
        description->setWordWrap(true);
        form->addWidget(description);
    }
    for (int i = 0; i < schema.questions.size(); ++i) {
        const Question &q = schema.questions.at(i);
        auto *label = new QLabel(
            QStringLiteral("%1. %2%3").arg(i + 1).arg(q.label, q.required ? QStringLiteral(" *") : QString()), page);
        label->setWordWrap(true);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        form->addSpacing(8);
        form->addWidget(label);
        QList<QWidget *> controls;
        switch (q.type) {
        case QuestionType::YesNo: {
            auto *group = new QButtonGroup(page);
            for (const QString &text : {tr("Yes"), tr("No")}) {
                auto *radio = new QRadioButton(text, page);
                group->addButton(radio);
                form->addWidget(radio);
                controls << radio;
            }
            break;
        }
        case QuestionType::Text: {
            auto *line = new QLineEdit(page);
            line->setPlaceholderText(tr("Answer"));
            form->addWidget(line);
            controls << line;
            break;
        }
        case QuestionType::SingleChoice: {
            auto *group = new QButtonGroup(page);
            for (const QuestionOption &o : q.options) {
                auto *radio = new QRadioButton(o.label, page);
                group->addButton(radio);
                form->addWidget(radio);
                controls << radio;
            }
            break;
        }
        case QuestionType::MultipleChoice:
            for (const QuestionOption &o : q.options) {
                auto *box = new QCheckBox(o.label, page);
                form->addWidget(box);
                controls << box;
            }
            break;
        case QuestionType::SelectSingle: {
            auto *combo = new QComboBox(page);
            combo->addItem(tr("Choose…"));
            for (const QuestionOption &o : q.options)
                combo->addItem(o.label);
            form->addWidget(combo);
            controls << combo;
            break;
        }
        }
        m_controls << controls;
    }
    form->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {480, 640});
}

QuestionnairePreview::~QuestionnairePreview()
{
    releaseFocusQuietly(this);
}

} // namespace cliniclink
