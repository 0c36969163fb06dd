// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Questionnaires tab of the Signing area: the organization's templates (version, active), a
// builder for a new or chosen one (saved with POST, then PUT as new versions), preview as the
// patient sees it, edit in the browser (initquestionnairetemplate), deactivate, send to a patient
// (QuestionnaireSendDialog), and the submissions of the chosen template with their answers and
// their PDF shown in a PDF view.

#include "core/signing/questionnairetypes.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QListWidget;
class QPushButton;

namespace cliniclink {

class LinkPanel;
class MessageBanner;
class QuestionnaireBuilder;
class QuestionnaireDesk;
class QuestionnairePreview;
class QuestionnaireSendDialog;
class QuestionnaireSubmissions;
class Session;

class QuestionnairesTab : public QWidget {
    Q_OBJECT
public:
    QuestionnairesTab(Session &session, QuestionnaireDesk &desk, QWidget *parent = nullptr);
    ~QuestionnairesTab() override;

    QuestionnaireDesk &questionnaireDesk() const { return *m_desk; }
    MessageBanner *banner() const { return m_banner; }
    const QList<QuestionnaireTemplate> &templates() const { return m_list; }
    // The template in the builder, as it would be saved.
    QuestionnaireTemplate currentTemplate() const;

    // Tests record links instead of starting a browser.
    void setUrlOpener(std::function<void(const QUrl &)> opener);
    // Where a link no browser took is shown with Copy and Open again.
    LinkPanel *linkPanel() const { return m_link; }
    void reload();
    void newTemplate();
    void save();
    void deactivate();
    void editInBrowser();
    QuestionnairePreview *preview();
    QuestionnaireSendDialog *sendToPatient();
    void loadSubmissions();

Q_SIGNALS:
    void templatesLoaded();
    void templateSaved(const cliniclink::QuestionnaireTemplate &t);
    void submissionsLoaded();
    void pdfShown();

protected:
    // The templates are read when the tab is first shown, not when the page is built.
    void showEvent(QShowEvent *event) override;

private:
    void forgetEnvironment();
    void showTemplates(const QString &selectId);
    void chooseTemplate(int row);
    void showError(const QString &headline, const QString &text);
    void updateButtons();

    Session &m_session;
    QuestionnaireDesk *m_desk;
    QList<QuestionnaireTemplate> m_list;
    MessageBanner *m_banner;
    QListWidget *m_templates;
    QuestionnaireBuilder *m_builder;
    QuestionnaireSubmissions *m_submissions;
    QPushButton *m_new;
    QPushButton *m_save;
    QPushButton *m_deactivate;
    QPushButton *m_browser;
    QPushButton *m_preview;
    QPushButton *m_send;
    QPointer<QuestionnaireSendDialog> m_sendDialog;
    QPointer<QuestionnairePreview> m_previewDialog;
    LinkPanel *m_link;
    bool m_loaded = false;
};

} // namespace cliniclink
