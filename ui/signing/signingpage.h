// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The Signing area: New dispatch, Dispatches, Drafts and, in the Sandbox environment, the
// Sandbox console, as tabs of one page. A dispatch opens in its own DispatchView window.

#include <QPointer>
#include <QWidget>

class QScrollArea;
class QTabWidget;

namespace cliniclink {

class DispatchDesk;
class DispatchForm;
class DispatchFormController;
class DispatchList;
class DispatchView;
class DraftList;
class MessageBanner;
class QesDesk;
class QesTab;
class QuestionnaireDesk;
class SandboxConsole;
class Session;
class SigningNotifier;
struct DispatchSummary;

class SigningPage : public QWidget {
    Q_OBJECT
public:
    SigningPage(Session &session, DispatchDesk &desk, QesDesk &qes, QuestionnaireDesk &questionnaires,
                SigningNotifier &notifier, QWidget *parent = nullptr);
    ~SigningPage() override;

    QTabWidget *tabs() const { return m_tabs; }
    QesTab *qesTab() const { return m_qesTab; }
    DispatchForm *form() const { return m_form; }
    DispatchFormController *controller() const { return m_controller; }
    MessageBanner *formBanner() const { return m_formBanner; }
    DispatchList *dispatchList() const { return m_list; }
    DraftList *draftList() const { return m_drafts; }
    SandboxConsole *sandboxConsole() const { return m_console; }
    DispatchView *lastView() const { return m_lastView; }

    DispatchView *openDispatch(qint64 journalId);
    // A row of the organization's list: in the journal's window when this workstation follows it,
    // else looked up by its trackingId.
    DispatchView *openDispatch(const DispatchSummary &summary);
    void showTab(QWidget *tab);
    QWidget *formTab() const;

private:
    void updateConsole();
    DispatchView *showView(DispatchView *view);

    Session &m_session;
    DispatchDesk &m_desk;
    QTabWidget *m_tabs;
    QesTab *m_qesTab = nullptr;
    MessageBanner *m_formBanner;
    DispatchForm *m_form;
    QScrollArea *m_formScroll;
    DispatchFormController *m_controller;
    DispatchList *m_list;
    DraftList *m_drafts;
    SandboxConsole *m_console = nullptr;
    QPointer<DispatchView> m_lastView;
};

} // namespace cliniclink
