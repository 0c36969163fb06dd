// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The workstation's main window: the environment banner across the top, the areas down the left
// (the shell's Overview and Request log; each feature adds its own with addArea(), registered by
// createMainWindow() in ui/workstationwindow.cpp), the status bar with requests in progress and
// the last error. Ctrl+1…Ctrl+9 switch areas.
//
//   MainWindow window(session);
//   window.addArea(u"enrichment"_s, icon(IconId::...), tr("Enrichment"), new EnrichmentPage(session));
//   window.addArea(u"signing"_s, icon(...), tr("Signing"), [&] { return new SigningPage(session); });
//   window.showArea(u"enrichment"_s);
//
// A page given as a factory is built the first time its area is shown, so start-up time does not
// grow with the number of areas (tests/bench/bench_startup.cpp).

#include <QMainWindow>
#include <QPointer>

#include <functional>

class QListWidget;
class QMessageBox;
class QStackedWidget;

namespace cliniclink {

class AboutDialog;
class EnvironmentBanner;
class OverviewPage;
class RequestLogView;
class SandboxReset;
class Session;
class SettingsDialog;
class ShellStatusBar;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Ids of the areas the shell itself provides.
    static QString overviewAreaId(); // "overview"
    static QString requestLogAreaId(); // "request-log"

    explicit MainWindow(Session &session, QWidget *parent = nullptr);
    ~MainWindow() override;

    using PageFactory = std::function<QWidget *()>;

    // Appends an area to the navigation; the window takes page. Ids are unique: a second area with
    // the same id replaces nothing and returns false (and deletes page).
    bool addArea(const QString &id, const QIcon &icon, const QString &title, QWidget *page);
    // The same, with the page built on first show.
    bool addArea(const QString &id, const QIcon &icon, const QString &title, PageFactory factory);
    // Shows the area; false when there is none with this id.
    bool showArea(const QString &id);
    QString currentAreaId() const;
    QStringList areaIds() const { return m_areaIds; }
    // The area's page, built now if it was given as a factory and not shown yet.
    QWidget *areaPage(const QString &id);

    Session &session() const { return m_session; }
    EnvironmentBanner *banner() const { return m_banner; }
    ShellStatusBar *shellStatusBar() const { return m_statusBar; }
    QListWidget *navigation() const { return m_navigation; }
    QStackedWidget *pages() const { return m_pages; }
    OverviewPage *overviewPage() const { return m_overview; }
    RequestLogView *requestLogView();
    // File > Reset the sandbox…: shown in the Sandbox environment only.
    QAction *sandboxResetAction() const { return m_sandboxResetAction; }
    SandboxReset *sandboxReset() const { return m_sandboxReset; }

    // Work an area goes on with by itself at the next start that is not yet an order awaited from
    // the platform (rows of a running patient list not sent yet): the quit question counts it with
    // the awaited orders, so its number is the one the area shows.
    using UnsentCounter = std::function<int()>;
    void addUnsentCounter(UnsentCounter counter);

public Q_SLOTS:
    // Opens the settings (window-modal, without a nested event loop); the open dialog if there is one.
    SettingsDialog *openSettings();
    AboutDialog *openAbout();

    // The size, place and splitter positions as the person left them; restored at start.
    void saveLayout();
    // The question closing asks while items are still followed (null when none is open).
    QMessageBox *quitQuestion() const;
    // The environment the person chose to restart in (EnvironmentBanner::restartRequested()), once
    // this window closed for it; empty otherwise. main() starts the workstation again in it.
    QString restartInto() const { return m_restartInto; }

Q_SIGNALS:
    void areaChanged(const QString &id);

protected:
    // With items still awaited from the platform, closing first says they resume next time.
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void restoreSplitters(QWidget *page);
    int pendingCount() const;
    int unsentCount() const;
    void updateTitle();
    void addAreaEntry(const QString &id, const QIcon &icon, const QString &title, QWidget *page, PageFactory factory);
    QWidget *ensurePage(int row);

    Session &m_session;
    EnvironmentBanner *m_banner;
    QListWidget *m_navigation;
    QStackedWidget *m_pages;
    ShellStatusBar *m_statusBar;
    OverviewPage *m_overview;
    SandboxReset *m_sandboxReset;
    QAction *m_sandboxResetAction = nullptr;
    QStringList m_areaIds;
    QList<PageFactory> m_factories; // per area; empty once the page is built
    QList<UnsentCounter> m_unsentCounters;
    // Dialogs that delete themselves on close; a QPointer, not a slot on their `destroyed`, forgets
    // them, because they are also destroyed as this window's children after its destructor is done.
    QPointer<SettingsDialog> m_settings;
    QPointer<AboutDialog> m_about;
    QPointer<QMessageBox> m_quitQuestion;
    bool m_quitConfirmed = false;
    QString m_restartInto;
};

} // namespace cliniclink
