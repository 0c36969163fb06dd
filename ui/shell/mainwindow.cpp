// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mainwindow.h"

#include "aboutdialog.h"
#include "core/session/session.h"
#include "core/settings/environment.h"
#include "core/settings/environmentstore.h"
#include "core/storage/journal.h"
#include "environmentbanner.h"
#include "overviewpage.h"
#include "requestlogview.h"
#include "sandboxreset.h"
#include "settingsdialog.h"
#include "shellstatusbar.h"
#include "ui/common/contentfit.h"
#include "ui/common/icons.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "userguide.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
const int kAreaIdRole = Qt::UserRole + 1;
}

QString MainWindow::overviewAreaId()
{
    return QStringLiteral("overview");
}

QString MainWindow::requestLogAreaId()
{
    return QStringLiteral("request-log");
}

MainWindow::MainWindow(Session &session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_banner(new EnvironmentBanner(session.environments(), this))
    , m_navigation(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
    , m_statusBar(new ShellStatusBar(session, this))
    , m_overview(new OverviewPage(session))
    , m_sandboxReset(new SandboxReset(session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(icon(IconId::Application));

    m_navigation->setObjectName(QStringLiteral("areaNavigation"));
    m_navigation->setAccessibleName(tr("Areas"));
    m_navigation->setIconSize(QSize(24, 24));
    m_navigation->setSpacing(2);
    m_navigation->setUniformItemSizes(true);
    m_navigation->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_navigation->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_navigation->setFixedWidth(std::max(190, m_navigation->fontMetrics().horizontalAdvance(u'M') * 14));
    m_pages->setObjectName(QStringLiteral("areaPages"));

    auto *body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(0);
    body->addWidget(m_navigation);
    body->addWidget(m_pages, 1);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addLayout(body, 1);
    setCentralWidget(central);
    setStatusBar(m_statusBar);

    addArea(overviewAreaId(), icon(IconId::Overview), tr("Overview"), m_overview);
    addArea(requestLogAreaId(), icon(IconId::RequestLog), tr("Request log"), [this]() -> QWidget * {
        auto *view = new RequestLogView(m_session.requestLog());
        view->setFocusProxy(view->searchEdit());
        return view;
    });

    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || row >= m_pages->count())
            return;
        m_pages->setCurrentWidget(ensurePage(row));
        Q_EMIT areaChanged(m_areaIds.at(row));
    });
    for (int n = 1; n <= 9; ++n) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + n)), this);
        connect(shortcut, &QShortcut::activated, this, [this, n] {
            if (n <= m_areaIds.size() && showArea(m_areaIds.at(n - 1)))
                m_pages->currentWidget()->setFocus(Qt::ShortcutFocusReason);
        });
    }
    // Messages belong to their page and environment: the status bar's last error goes when the
    // person moves to another area, and every page's banner when the environment changes. This
    // is connected before any page is built, so it runs before the pages react to the change and
    // what they say about the new environment stays.
    connect(this, &MainWindow::areaChanged, m_statusBar, &ShellStatusBar::clearLastError);
    connect(&session, &Session::environmentChanged, this, [this] {
        m_statusBar->clearLastError();
        m_statusBar->clearMessage();
        for (MessageBanner *banner : findChildren<MessageBanner *>())
            banner->clearMessage();
    });
    // An environment whose work is in another journal is reached by a restart: this window closes
    // as it would when quitting (asking first while requests are out), and main() starts again.
    m_banner->setJournalCheck([&session](const Environment &env) { return session.journalDiffersFor(env); });
    connect(m_banner, &EnvironmentBanner::restartRequested, this, [this](const QString &environmentId) {
        m_restartInto = environmentId;
        close();
    });
    connect(m_overview, &OverviewPage::settingsRequested, this, &MainWindow::openSettings);
    connect(m_statusBar, &ShellStatusBar::settingsRequested, this, &MainWindow::openSettings);
    connect(m_statusBar, &ShellStatusBar::requestLogRequested, this, [this] { showArea(requestLogAreaId()); });
    connect(&session.environments(), &EnvironmentStore::currentChanged, this, &MainWindow::updateTitle);

    buildMenus();
    updateTitle();
    showArea(overviewAreaId());
    if (!restoreGeometry(m_session.environments().windowState(QStringLiteral("geometry"))))
        resizeWithinScreen(this, {1100, 720});
}

MainWindow::~MainWindow()
{
    // The focus leaves the window before the pages go, so no field's focus-out runs a slot of a
    // page that is half destroyed.
    releaseFocusQuietly(this);
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *settings = file->addAction(icon(IconId::Settings), tr("&Settings…"), this, &MainWindow::openSettings);
    settings->setObjectName(QStringLiteral("settingsAction"));
    settings->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Comma), QKeySequence::Preferences});
    settings->setMenuRole(QAction::PreferencesRole);
    m_sandboxResetAction = file->addAction(tr("&Reset the sandbox…"), this, [this] { m_sandboxReset->confirm(this); });
    m_sandboxResetAction->setObjectName(QStringLiteral("sandboxResetAction"));
    const auto showResetInSandbox = [this] {
        m_sandboxResetAction->setVisible(m_session.currentEnvironment().id == kSandboxEnvironmentId);
    };
    connect(&m_session.environments(), &EnvironmentStore::currentChanged, this, showResetInSandbox);
    showResetInSandbox();
    connect(m_sandboxReset, &SandboxReset::finished, this,
            [this](bool, const QString &message) { m_statusBar->showMessage(message, 15000); });
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    // The guide installed with the program, in the browser (ui/shell/userguide.h).
    QAction *guide = help->addAction(tr("&User guide"), this, [this] { openUserGuide(this); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setShortcut(QKeySequence(Qt::Key_F1));
    help->addSeparator();
    QAction *about =
        help->addAction(icon(IconId::Info), tr("&About ClinicLink Workstation"), this, &MainWindow::openAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);
}

bool MainWindow::addArea(const QString &id, const QIcon &areaIcon, const QString &title, QWidget *page)
{
    Q_ASSERT(page);
    if (m_areaIds.contains(id)) {
        delete page;
        return false;
    }
    addAreaEntry(id, areaIcon, title, page, {});
    return true;
}

bool MainWindow::addArea(const QString &id, const QIcon &areaIcon, const QString &title, PageFactory factory)
{
    Q_ASSERT(factory);
    if (m_areaIds.contains(id))
        return false;
    // Stands in for the page until the area is first shown.
    addAreaEntry(id, areaIcon, title, new QWidget, std::move(factory));
    return true;
}

void MainWindow::addAreaEntry(const QString &id, const QIcon &areaIcon, const QString &title, QWidget *page,
                              PageFactory factory)
{
    m_areaIds << id;
    m_factories << std::move(factory);
    page->setAccessibleName(title);
    m_pages->addWidget(page);
    auto *item = new QListWidgetItem(areaIcon, title, m_navigation);
    item->setData(kAreaIdRole, id);
    item->setSizeHint(QSize(0, std::max(36, m_navigation->fontMetrics().height() + 16)));
    const int n = int(m_areaIds.size());
    if (n <= 9)
        item->setToolTip(tr("%1 (%2)").arg(
            title, QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + n)).toString(QKeySequence::NativeText)));
}

QWidget *MainWindow::ensurePage(int row)
{
    if (!m_factories.at(row))
        return m_pages->widget(row);
    const PageFactory factory = std::exchange(m_factories[row], PageFactory());
    QWidget *page = factory();
    QWidget *placeholder = m_pages->widget(row);
    page->setAccessibleName(placeholder->accessibleName());
    const bool wasCurrent = m_pages->currentIndex() == row;
    m_pages->insertWidget(row, page);
    if (wasCurrent)
        m_pages->setCurrentWidget(page);
    m_pages->removeWidget(placeholder);
    delete placeholder;
    restoreSplitters(page);
    return page;
}

bool MainWindow::showArea(const QString &id)
{
    const int row = int(m_areaIds.indexOf(id));
    if (row < 0)
        return false;
    m_navigation->setCurrentRow(row);
    return true;
}

QString MainWindow::currentAreaId() const
{
    const int row = m_pages->currentIndex();
    return row >= 0 && row < m_areaIds.size() ? m_areaIds.at(row) : QString();
}

QWidget *MainWindow::areaPage(const QString &id)
{
    const int row = int(m_areaIds.indexOf(id));
    return row < 0 ? nullptr : ensurePage(row);
}

RequestLogView *MainWindow::requestLogView()
{
    return static_cast<RequestLogView *>(areaPage(requestLogAreaId()));
}

SettingsDialog *MainWindow::openSettings()
{
    if (m_settings) {
        m_settings->raise();
        m_settings->activateWindow();
        return m_settings;
    }
    m_settings = new SettingsDialog(m_session, this);
    m_settings->setAttribute(Qt::WA_DeleteOnClose);
    m_settings->open();
    return m_settings;
}

AboutDialog *MainWindow::openAbout()
{
    if (!m_about) {
        m_about = new AboutDialog(this);
        m_about->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_about->open();
    return m_about;
}

void MainWindow::restoreSplitters(QWidget *page)
{
    for (QSplitter *splitter : page->findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            splitter->restoreState(
                m_session.environments().windowState(QStringLiteral("splitters/") + splitter->objectName()));
    }
}

void MainWindow::saveLayout()
{
    EnvironmentStore &store = m_session.environments();
    store.setWindowState(QStringLiteral("geometry"), saveGeometry());
    // Splitters of the pages built in this run; a page never opened keeps what was saved before.
    for (QSplitter *splitter : m_pages->findChildren<QSplitter *>()) {
        if (!splitter->objectName().isEmpty())
            store.setWindowState(QStringLiteral("splitters/") + splitter->objectName(), splitter->saveState());
    }
}

QMessageBox *MainWindow::quitQuestion() const
{
    return m_quitQuestion;
}

int MainWindow::pendingCount() const
{
    if (!m_session.journal().isOpen())
        return 0;
    const auto pending = m_session.journal().pendingItems(m_session.currentEnvironment().id);
    return pending ? int(pending->size()) : 0;
}

void MainWindow::addUnsentCounter(UnsentCounter counter)
{
    m_unsentCounters << std::move(counter);
}

int MainWindow::unsentCount() const
{
    int unsent = 0;
    for (const UnsentCounter &counter : m_unsentCounters)
        unsent += counter();
    return unsent;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    const int unsent = m_quitConfirmed ? 0 : unsentCount();
    const int pending = m_quitConfirmed ? 0 : pendingCount() + unsent;
    if (pending > 0) {
        event->ignore();
        if (m_quitQuestion) {
            m_quitQuestion->raise();
            return;
        }
        auto *box =
            new QMessageBox(QMessageBox::Information, tr("Quit ClinicLink"),
                            tr("%n request(s) are not finished yet.", nullptr, pending), QMessageBox::NoButton, this);
        box->setObjectName(QStringLiteral("quitQuestion"));
        QString more = tr("Nothing is lost: they are checked again the next time the workstation starts, "
                          "and the answers that came meanwhile are shown then.");
        if (unsent > 0)
            more += u' '
                + tr("Of them, %n row(s) of patient lists are not sent yet: sending goes on then.", nullptr, unsent);
        box->setInformativeText(more);
        QPushButton *quit = box->addButton(tr("Quit"), QMessageBox::AcceptRole);
        quit->setObjectName(QStringLiteral("quitButton"));
        box->addButton(tr("Stay"), QMessageBox::RejectRole)->setObjectName(QStringLiteral("stayButton"));
        box->setDefaultButton(quit);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        connect(box, &QMessageBox::buttonClicked, this, [this, quit](QAbstractButton *clicked) {
            if (clicked != quit) {
                m_restartInto.clear(); // staying: no restart either
                return;
            }
            m_quitConfirmed = true;
            // After the box has gone, not from inside its click.
            QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
        });
        m_quitQuestion = box;
        box->open();
        return;
    }
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::updateTitle()
{
    const Environment env = m_session.currentEnvironment();
    setWindowTitle(tr("ClinicLink Workstation — %1").arg(environmentDisplayName(env)));
}

} // namespace cliniclink
