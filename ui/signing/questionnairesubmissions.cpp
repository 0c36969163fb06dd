// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairesubmissions.h"

#include "core/signing/questionnairedesk.h"
#include "questionnairestab.h"
#include "ui/common/localtime.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QPdfDocument>
#include <QPdfView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum SubmissionColumn { PatientColumn, StatusColumn, SentColumn, AnswersColumn, SubmissionColumnCount };

// "Question: answer; ..." with option ids shown as their labels.
QString answersText(const QuestionnaireSubmission &s, const QuestionnaireSchema &schema)
{
    QStringList parts;
    for (const Question &q : schema.questions) {
        if (!s.answers.contains(q.id))
            continue;
        const QJsonValue v = s.answers.value(q.id);
        QStringList values;
        const auto labelOf = [&q](const QString &id) {
            for (const QuestionOption &o : q.options) {
                if (o.id == id)
                    return o.label;
            }
            return id;
        };
        if (v.isBool())
            values << (v.toBool() ? QuestionnairesTab::tr("yes") : QuestionnairesTab::tr("no"));
        else if (v.isArray())
            for (const QJsonValue &item : v.toArray())
                values << labelOf(item.toString());
        else
            values << labelOf(v.toString());
        parts << q.label + QStringLiteral(": ") + values.join(QStringLiteral(", "));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QuestionnaireSubmissions::QuestionnaireSubmissions(QuestionnaireDesk &desk, QWidget *parent)
    : QGroupBox(QuestionnairesTab::tr("Submissions of the template"), parent)
    , m_desk(desk)
    , m_list(new QTreeWidget(this))
    , m_showPdf(new QPushButton(QuestionnairesTab::tr("Show PDF"), this))
    , m_pdf(new QPdfDocument(this))
    , m_pdfView(new QPdfView(this))
{
    m_list->setObjectName(QStringLiteral("submissionList"));
    m_pdfView->setObjectName(QStringLiteral("submissionPdfView"));
    m_pdfView->setDocument(m_pdf);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_pdfView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_list->setColumnCount(SubmissionColumnCount);
    m_list->setHeaderLabels({QuestionnairesTab::tr("Patient"), QuestionnairesTab::tr("Status"),
                             QuestionnairesTab::tr("Sent"), QuestionnairesTab::tr("Answers")});
    m_list->setRootIsDecorated(false);
    m_list->header()->setStretchLastSection(true);
    for (int column : {PatientColumn, StatusColumn, SentColumn})
        m_list->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *layout = new QHBoxLayout(this);
    auto *column = new QVBoxLayout;
    column->addWidget(m_list, 1);
    column->addWidget(m_showPdf, 0, Qt::AlignLeft);
    layout->addLayout(column, 3);
    layout->addWidget(m_pdfView, 2);

    connect(m_showPdf, &QPushButton::clicked, this, &QuestionnaireSubmissions::showPdf);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &QuestionnaireSubmissions::updateButtons);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, &QuestionnaireSubmissions::showPdf);
    updateButtons();
}

QuestionnaireSubmissions::~QuestionnaireSubmissions()
{
    m_pdf->close();
}

void QuestionnaireSubmissions::clear()
{
    m_list->clear();
    m_data.clear();
    ++m_asked;
    updateButtons();
}

void QuestionnaireSubmissions::load(const QuestionnaireTemplate &t)
{
    if (t.id.isEmpty())
        return;
    // Only the latest reading is shown: an earlier one answering late (for another template, or
    // from before a patient filled one in) must not replace it.
    const quint64 asked = ++m_asked;
    auto *call = m_desk.submissions(t.id);
    connect(call, &ApiCall::succeeded, this, [this, call, asked, schema = t.schema] {
        if (asked != m_asked)
            return;
        m_data = call->result();
        m_list->clear();
        // The patient by name where this workstation sent the questionnaire; the MIS id otherwise.
        const QHash<QString, QString> names = m_desk.sentPatientNames();
        for (const QuestionnaireSubmission &s : std::as_const(m_data)) {
            auto *item = new QTreeWidgetItem(m_list);
            const QString name = names.value(s.id);
            item->setText(PatientColumn, name.isEmpty() ? s.idPatientMis : name);
            item->setToolTip(PatientColumn, QuestionnairesTab::tr("Patient's id in the MIS: %1").arg(s.idPatientMis));
            item->setText(StatusColumn,
                          s.status == u"submitted" ? QuestionnairesTab::tr("filled in")
                                                   : QuestionnairesTab::tr("sent"));
            item->setText(SentColumn, shortLocalTime(s.sentAt));
            item->setText(AnswersColumn, answersText(s, schema));
            item->setToolTip(AnswersColumn, item->text(AnswersColumn));
        }
        if (m_list->topLevelItemCount() > 0)
            m_list->setCurrentItem(m_list->topLevelItem(0));
        updateButtons();
        Q_EMIT loaded();
    });
    connect(call, &ApiCall::failed, this, [this, asked](const ApiError &error) {
        if (asked == m_asked)
            Q_EMIT failed(QuestionnairesTab::tr("The submissions could not be read."), error.userText());
    });
}

void QuestionnaireSubmissions::showPdf()
{
    const int row = m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
    if (row < 0 || row >= m_data.size())
        return;
    auto *call = m_desk.submissionPdf(m_data.at(row).id);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_pdf->close();
        m_pdfBuffer.close();
        m_pdfBuffer.setData(call->result());
        m_pdfBuffer.open(QIODevice::ReadOnly);
        m_pdf->load(&m_pdfBuffer);
        Q_EMIT pdfShown();
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        Q_EMIT failed(QuestionnairesTab::tr("The questionnaire's PDF was not read."), error.userText());
    });
}

void QuestionnaireSubmissions::updateButtons()
{
    m_showPdf->setEnabled(m_list->currentItem() != nullptr);
}

} // namespace cliniclink
