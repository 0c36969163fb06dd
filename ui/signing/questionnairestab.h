// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Questionnaires tab of the Signing area: the organization's templates (version, active), a
// builder for a new or chosen one (saved with POST, then PUT as new versions), preview as the
// patient sees it, edit in the browser (initquestionnairetemplate), deactivate, send to a patient
// (QuestionnaireSendDialog), and the submissions of the chosen template with their answers and
// their PDF shown in a PDF view.

#include "core/signing/questionnairetypes.h"

#include <QBuffer>
#include <QPointer>
#include <QWidget>

#include <functional>

class QListWidget;
class QPdfDocument;
class QPdfView;
class QPushButton;
class QTreeWidget;

namespace cliniclink {

class LinkPanel;
class MessageBanner;
class QuestionnaireBuilder;
class QuestionnaireDesk;
class QuestionnairePreview;
class QuestionnaireSendDialog;
class Session;

class QuestionnairesTab : public QWidget {
    Q_OBJECT
public:
    QuestionnairesTab(Session &session, QuestionnaireDesk &desk, QWidget *parent = nullptr);
    ~QuestionnairesTab() override;

    QuestionnaireDesk &questionnaireDesk() const { return *m_desk; }
    QuestionnaireBuilder *builder() const { return m_builder; }
    QListWidget *templateList() const { return m_templates; }
    QTreeWidget *submissionList() const { return m_submissions; }
    MessageBanner *banner() const { return m_banner; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *deactivateButton() const { return m_deactivate; }
    QPushButton *browserButton() const { return m_browser; }
    QPushButton *sendButton() const { return m_send; }
    QPushButton *previewButton() const { return m_preview; }
    QPushButton *showPdfButton() const { return m_showPdf; }
    QPdfDocument *pdfDocument() const { return m_pdf; }
    QuestionnaireSendDialog *lastSendDialog() const;
    QuestionnairePreview *lastPreview() const;
    const QList<QuestionnaireTemplate> &templates() const { return m_list; }

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
    void showSubmissionPdf();

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
    quint64 m_submissionsAsked = 0; // the latest reading of the submissions; earlier answers are dropped
    QList<QuestionnaireSubmission> m_submissionData;
    MessageBanner *m_banner;
    QListWidget *m_templates;
    QuestionnaireBuilder *m_builder;
    QTreeWidget *m_submissions;
    QPushButton *m_new;
    QPushButton *m_save;
    QPushButton *m_deactivate;
    QPushButton *m_browser;
    QPushButton *m_preview;
    QPushButton *m_send;
    QPushButton *m_showPdf;
    QBuffer m_pdfBuffer;
    QPdfDocument *m_pdf;
    QPdfView *m_pdfView;
    QPointer<QuestionnaireSendDialog> m_sendDialog;
    QPointer<QuestionnairePreview> m_previewDialog;
    LinkPanel *m_link;
    bool m_loaded = false;
};

} // namespace cliniclink
