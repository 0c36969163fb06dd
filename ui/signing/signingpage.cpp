// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingpage.h"

#include "core/session/session.h"
#include "core/signing/dispatchdesk.h"
#include "dispatchform.h"
#include "dispatchformcontroller.h"
#include "dispatchlist.h"
#include "dispatchlistmodel.h"
#include "dispatchview.h"
#include "draftlist.h"
#include "invitetab.h"
#include "qestab.h"
#include "questionnairestab.h"
#include "sandboxconsole.h"
#include "signingnotifier.h"
#include "ui/common/formsession.h"
#include "ui/common/journalhealthbanner.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"

#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace cliniclink {

SigningPage::SigningPage(Session &session, DispatchDesk &desk, QesDesk &qes, QuestionnaireDesk &questionnaires,
                         SigningNotifier &notifier, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_desk(desk)
    , m_tabs(new QTabWidget(this))
    , m_formBanner(new MessageBanner)
    , m_form(new DispatchForm(session.clock()))
    , m_formScroll(new QScrollArea)
    , m_controller(new DispatchFormController(session, desk, m_form, m_formBanner, this))
    , m_list(new DispatchList(session, desk))
    , m_drafts(new DraftList(session, desk))
{
    setObjectName(QStringLiteral("signingPage"));
    m_tabs->setObjectName(QStringLiteral("signingTabs"));
    m_formBanner->setObjectName(QStringLiteral("dispatchFormBanner"));

    auto *title = new QLabel(tr("Documents for patients to sign"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    title->setFont(big);

    auto *formTab = new QWidget;
    formTab->setObjectName(QStringLiteral("newDispatchTab"));
    // The window's colour, not the tab pane's lighter one, behind the banner's reserved line: the
    // line reads as part of the form below it while no message shows.
    formTab->setAutoFillBackground(true);
    formTab->setBackgroundRole(QPalette::Window);
    auto *formLayout = new QVBoxLayout(formTab);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addWidget(m_formBanner);
    m_formScroll->setWidget(m_form);
    m_formScroll->setWidgetResizable(true);
    m_formScroll->setFrameShape(QFrame::NoFrame);
    formLayout->addWidget(m_formScroll, 1);

    m_tabs->addTab(formTab, tr("New dispatch"));
    m_tabs->addTab(m_list, tr("Dispatches"));
    m_tabs->addTab(m_drafts, tr("Drafts"));
    m_qesTab = new QesTab(session, desk, qes);
    m_tabs->addTab(m_qesTab, tr("Practitioner's QES"));
    m_tabs->addTab(new QuestionnairesTab(session, questionnaires), tr("Questionnaires"));
    m_tabs->addTab(new InviteTab(session, questionnaires), tr("Invitations"));

    auto *journalHealth = new JournalHealthBanner(session, this);
    m_form->session()->setSendingBlocked(journalHealth->blocksSending());
    connect(journalHealth, &JournalHealthBanner::blocksSendingChanged, m_form->session(),
            &FormSession::setSendingBlocked);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(journalHealth);
    layout->addWidget(m_tabs, 1);

    connect(m_list, &DispatchList::openRequested, this, qOverload<qint64>(&SigningPage::openDispatch));
    connect(m_list, &DispatchList::openSummaryRequested, this,
            qOverload<const DispatchSummary &>(&SigningPage::openDispatch));
    connect(m_drafts, &DraftList::editRequested, this, [this](qint64 id) {
        if (const auto draft = m_desk.dispatch(id)) {
            m_controller->editDraft(*draft);
            showTab(this->formTab());
        }
    });
    connect(m_controller, &DispatchFormController::accepted, this, [this](const QString &trackingId, bool draft) {
        if (const auto d = m_desk.byTrackingId(trackingId)) {
            if (draft) {
                m_drafts->selectDraft(d->journalId);
            } else {
                m_list->selectDispatch(d->journalId);
            }
        }
    });
    connect(&notifier, &SigningNotifier::notified, this, [this](const QString &title, const QString &message) {
        m_list->banner()->showMessage(MessageBanner::Kind::Info, title, {message});
    });
    connect(&session, &Session::environmentChanged, this, &SigningPage::updateConsole);
    updateConsole();
    setFocusProxy(m_form);
}

SigningPage::~SigningPage()
{
    // Save what was typed, then retire the controller while the form is whole: nothing the form
    // says while its widgets go (a focus-out) can reach a controller that walks it.
    releaseFocusQuietly(this);
    m_controller->saveDraftNow();
    delete m_controller;
    m_controller = nullptr;
}

QWidget *SigningPage::formTab() const
{
    return m_tabs->widget(0);
}

void SigningPage::showTab(QWidget *tab)
{
    m_tabs->setCurrentWidget(tab);
}

void SigningPage::updateConsole()
{
    const bool sandbox = m_session.currentEnvironment().kind == EnvironmentKind::Sandbox;
    if (sandbox && !m_console) {
        m_console = new SandboxConsole(m_session);
        m_tabs->addTab(m_console, tr("Sandbox console"));
    } else if (!sandbox && m_console) {
        delete m_console;
        m_console = nullptr;
    }
}

DispatchView *SigningPage::openDispatch(qint64 journalId)
{
    return showView(new DispatchView(m_session, m_desk, journalId, this));
}

DispatchView *SigningPage::openDispatch(const DispatchSummary &summary)
{
    if (const auto mine = m_desk.byTrackingId(summary.trackingId))
        return openDispatch(mine->journalId);
    return showView(new DispatchView(m_session, m_desk, summary, this));
}

DispatchView *SigningPage::showView(DispatchView *view)
{
    view->setSignHere([tab = QPointer<QesTab>(m_qesTab)](const QString &trackingId, const QString &patient) {
        if (tab)
            tab->signHere(trackingId, patient);
    });
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->setWindowFlag(Qt::Window);
    view->show();
    view->load(); // the full GET, only now that the person opened it
    m_lastView = view;
    return view;
}

} // namespace cliniclink
