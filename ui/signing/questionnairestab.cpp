// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "questionnairestab.h"

#include "core/net/linkpolicy.h"
#include "core/session/session.h"
#include "core/signing/questionnairedesk.h"
#include "core/signing/signingservice.h"
#include "questionnairebuilder.h"
#include "questionnairepreview.h"
#include "questionnairesenddialog.h"
#include "questionnairesubmissions.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/linkpanel.h"
#include "ui/common/localtime.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

QuestionnairesTab::QuestionnairesTab(Session &session, QuestionnaireDesk &desk, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(&desk)
    , m_banner(new MessageBanner(this))
    , m_templates(new QListWidget(this))
    , m_builder(new QuestionnaireBuilder(session.clock(), this))
    , m_submissions(new QuestionnaireSubmissions(desk, this))
    , m_new(new QPushButton(tr("New template"), this))
    , m_save(new QPushButton(tr("Save"), this))
    , m_deactivate(new QPushButton(tr("Deactivate"), this))
    , m_browser(new QPushButton(tr("Edit in the browser"), this))
    , m_preview(new QPushButton(tr("Preview"), this))
    , m_send(new QPushButton(tr("Send to a patient…"), this))
    , m_link(new LinkPanel(this))
{
    setObjectName(QStringLiteral("questionnairesTab"));
    m_banner->setObjectName(QStringLiteral("questionnaireBanner"));
    m_banner->hide();
    m_templates->setObjectName(QStringLiteral("templateList"));

    auto *refresh = new QPushButton(tr("Refresh"), this);
    auto *listBox = new QGroupBox(tr("Templates"), this);
    auto *listLayout = new QVBoxLayout(listBox);
    listLayout->addWidget(m_templates, 1);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_new);
    listButtons->addWidget(refresh);
    listLayout->addLayout(listButtons);
    listLayout->addWidget(m_browser);
    listLayout->addWidget(m_deactivate);

    auto *builderBox = new QWidget(this);
    auto *builderLayout = new QVBoxLayout(builderBox);
    builderLayout->setContentsMargins(0, 0, 0, 0);
    builderLayout->addWidget(verticalScrollArea(m_builder), 1); // on a low screen it scrolls down
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_preview);
    actions->addWidget(m_save);
    actions->addStretch(1);
    actions->addWidget(m_send);
    builderLayout->addLayout(actions);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(listBox);
    top->addWidget(builderBox);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 3);
    top->setSizes({300, 900});
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(m_submissions);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_link);
    layout->addWidget(split, 1);

    connect(refresh, &QPushButton::clicked, this, &QuestionnairesTab::reload);
    connect(m_new, &QPushButton::clicked, this, &QuestionnairesTab::newTemplate);
    connect(m_save, &QPushButton::clicked, this, &QuestionnairesTab::save);
    connect(m_deactivate, &QPushButton::clicked, this, &QuestionnairesTab::deactivate);
    connect(m_browser, &QPushButton::clicked, this, &QuestionnairesTab::editInBrowser);
    connect(m_preview, &QPushButton::clicked, this, &QuestionnairesTab::preview);
    connect(m_send, &QPushButton::clicked, this, &QuestionnairesTab::sendToPatient);
    connect(m_templates, &QListWidget::currentRowChanged, this, &QuestionnairesTab::chooseTemplate);
    connect(&session, &Session::environmentChanged, this, &QuestionnairesTab::forgetEnvironment);
    connect(m_submissions, &QuestionnaireSubmissions::loaded, this, &QuestionnairesTab::submissionsLoaded);
    connect(m_submissions, &QuestionnaireSubmissions::pdfShown, this, &QuestionnairesTab::pdfShown);
    connect(m_submissions, &QuestionnaireSubmissions::failed, this, &QuestionnairesTab::showError);
    connect(m_builder, &QuestionnaireBuilder::changed, this, &QuestionnairesTab::updateButtons);
    connect(m_desk, &QuestionnaireDesk::problem, this,
            [this](const QString &message) { m_banner->showMessage(MessageBanner::Kind::Error, message); });
    // Saving waits for what the platform would refuse; no second save while one is on its way.
    m_builder->form()->addSendAction(m_save, [this] { return m_builder->problems().isEmpty(); });
    updateButtons();
}

void QuestionnairesTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loaded) {
        m_loaded = true;
        reload();
    }
}

QuestionnairesTab::~QuestionnairesTab()
{
    releaseFocusQuietly(this);
}

QuestionnaireTemplate QuestionnairesTab::currentTemplate() const
{
    return m_builder->templateData();
}

void QuestionnairesTab::showError(const QString &headline, const QString &text)
{
    m_banner->showMessage(MessageBanner::Kind::Error, headline, {text});
}

void QuestionnairesTab::forgetEnvironment()
{
    // Templates and their submissions belong to an environment: the previous one's are not this
    // one's. What is in the builder stays, as a new template here (saving it creates one).
    m_list.clear();
    {
        const QSignalBlocker blocker(m_templates);
        m_templates->clear();
    }
    m_submissions->clear();
    QuestionnaireTemplate kept = m_builder->templateData();
    kept.id.clear();
    kept.version = 1;
    m_builder->setTemplate(kept);
    m_banner->hide();
    m_loaded = false;
    if (isVisible())
        reload();
    updateButtons();
}

void QuestionnairesTab::reload()
{
    m_loaded = true;
    const QString keep = m_builder->templateData().id;
    const QString environmentId = m_session.currentEnvironment().id;
    auto *call = m_desk->templates();
    connect(call, &ApiCall::succeeded, this, [this, call, keep, environmentId] {
        if (m_session.currentEnvironment().id != environmentId)
            return; // read for the environment left since
        m_list = call->result();
        showTemplates(keep);
        Q_EMIT templatesLoaded();
    });
    connect(call, &ApiCall::failed, this, [this, environmentId](const ApiError &error) {
        if (m_session.currentEnvironment().id == environmentId)
            showError(tr("The templates could not be read."), error.userText());
    });
}

void QuestionnairesTab::showTemplates(const QString &selectId)
{
    const QSignalBlocker blocker(m_templates);
    m_templates->clear();
    int select = -1;
    for (int i = 0; i < m_list.size(); ++i) {
        const QuestionnaireTemplate &t = m_list.at(i);
        QString text = tr("%1 (version %2)").arg(t.title).arg(t.version);
        if (!t.active)
            text = tr("%1, deactivated").arg(text);
        auto *item = new QListWidgetItem(text, m_templates);
        if (!t.active)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        if (t.id == selectId)
            select = i;
    }
    if (select >= 0) {
        m_templates->setCurrentRow(select);
        m_builder->setTemplate(m_list.at(select));
        loadSubmissions();
    }
    updateButtons();
}

void QuestionnairesTab::chooseTemplate(int row)
{
    if (row < 0 || row >= m_list.size())
        return;
    m_builder->setTemplate(m_list.at(row));
    loadSubmissions();
    updateButtons();
}

void QuestionnairesTab::newTemplate()
{
    QuestionnaireTemplate t;
    t.title = tr("New questionnaire");
    {
        const QSignalBlocker blocker(m_templates);
        m_templates->clearSelection();
        m_templates->setCurrentRow(-1);
    }
    m_builder->setTemplate(t);
    m_builder->addQuestion(QuestionType::YesNo, tr("New question"));
    m_submissions->clear();
    updateButtons();
}

void QuestionnairesTab::save()
{
    m_banner->clearMessage();
    const QStringList problems = m_builder->problems();
    if (!problems.isEmpty()) {
        m_banner->showMessage(MessageBanner::Kind::Error, tr("The template cannot be saved yet."), problems);
        return;
    }
    auto *call = m_desk->save(m_builder->templateData());
    m_builder->form()->watch(call);
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const QuestionnaireTemplate saved = call->result();
        m_builder->setTemplate(saved);
        m_banner->showMessage(MessageBanner::Kind::Info, tr("Saved as version %1.").arg(saved.version));
        bool known = false;
        for (QuestionnaireTemplate &t : m_list) {
            if (t.id == saved.id) {
                t = saved;
                known = true;
            }
        }
        if (!known)
            m_list.append(saved);
        showTemplates(saved.id);
        Q_EMIT templateSaved(saved);
    });
    connect(call, &ApiCall::failed, this,
            [this](const ApiError &error) { showError(tr("The template was not saved."), error.userText()); });
}

void QuestionnairesTab::deactivate()
{
    const QuestionnaireTemplate t = m_builder->templateData();
    if (t.id.isEmpty())
        return;
    auto *call = m_desk->deactivate(t.id);
    connect(call, &ApiCall::succeeded, this, [this] {
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("The template is deactivated; questionnaires already sent are kept."));
        reload();
    });
    connect(call, &ApiCall::failed, this,
            [this](const ApiError &error) { showError(tr("The template was not deactivated."), error.userText()); });
}

void QuestionnairesTab::editInBrowser()
{
    const QuestionnaireTemplate t = m_builder->templateData();
    auto *call = m_desk->editInBrowser(t.id, t.id.isEmpty() ? t.title : QString());
    connect(call, &ApiCall::succeeded, this, [this, call] {
        const TemplateEditorLink link = call->result();
        const Environment env = m_session.currentEnvironment();
        if (!LinkPolicy::mayOpen(link.editLink, env.baseUrl(services::Signing), env.linkHosts)) {
            m_banner->showMessage(MessageBanner::Kind::Warning, LinkPolicy::refusal(link.editLink));
            return;
        }
        if (!m_link->open(link.editLink)) {
            m_banner->showMessage(MessageBanner::Kind::Warning,
                                  tr("No browser opened the template editor: open the link below in a browser."));
            return;
        }
        m_banner->showMessage(MessageBanner::Kind::Info,
                              tr("The template is open in the browser until %1. Press «Refresh» when done.")
                                  .arg(shortLocalTime(link.expiresAt)));
        reload();
    });
    connect(call, &ApiCall::failed, this,
            [this](const ApiError &error) { showError(tr("The browser editor did not open."), error.userText()); });
}

QuestionnairePreview *QuestionnairesTab::preview()
{
    if (m_previewDialog)
        m_previewDialog->close();
    QuestionnaireSchema schema = m_builder->templateData().schema;
    auto *dialog = new QuestionnairePreview(schema, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    m_previewDialog = dialog;
    return dialog;
}

QuestionnaireSendDialog *QuestionnairesTab::sendToPatient()
{
    const QuestionnaireTemplate t = m_builder->templateData();
    if (t.id.isEmpty() || !t.active)
        return nullptr;
    if (m_sendDialog)
        m_sendDialog->close();
    auto *dialog = new QuestionnaireSendDialog(m_session, *m_desk, t, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowFlag(Qt::Window);
    connect(dialog, &QuestionnaireSendDialog::sent, this, &QuestionnairesTab::loadSubmissions);
    dialog->show();
    m_sendDialog = dialog;
    return dialog;
}

void QuestionnairesTab::loadSubmissions()
{
    m_submissions->load(m_builder->templateData());
}

void QuestionnairesTab::updateButtons()
{
    const QuestionnaireTemplate t = m_builder->templateData();
    const bool stored = !t.id.isEmpty();
    m_deactivate->setEnabled(stored && t.active);
    m_send->setEnabled(stored && t.active);
    m_builder->form()->applyEnabled();
}

void QuestionnairesTab::setUrlOpener(std::function<void(const QUrl &)> opener)
{
    m_link->setOpener([opener = std::move(opener)](const QUrl &url) {
        opener(url);
        return true;
    });
}

} // namespace cliniclink
