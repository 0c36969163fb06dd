#pragma once
// The workstation's main window: the environment banner across the top, the areas down the left
// (Overview and Request log now; each later feature adds its own with addArea()), the status bar
// with requests in progress and the last error. Ctrl+1…Ctrl+9 switch areas.
//
//   MainWindow window(session);
//   window.addArea(u"enrichment"_s, icon(IconId::...), tr("Enrichment"), new EnrichmentPage(session));
//   window.showArea(u"enrichment"_s);

#include <QMainWindow>

class QListWidget;
class QStackedWidget;

namespace cliniclink {

class AboutDialog;
class EnvironmentBanner;
class OverviewPage;
class RequestLogView;
class Session;
class SettingsDialog;
class ShellStatusBar;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // Ids of the areas the shell itself provides.
    static QString overviewAreaId();   // "overview"
    static QString requestLogAreaId(); // "request-log"

    explicit MainWindow(Session &session, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Appends an area to the navigation; the window takes page. Ids are unique: a second area with
    // the same id replaces nothing and returns false.
    bool addArea(const QString &id, const QIcon &icon, const QString &title, QWidget *page);
    // Shows the area; false when there is none with this id.
    bool showArea(const QString &id);
    QString currentAreaId() const;
    QStringList areaIds() const { return m_areaIds; }
    QWidget *areaPage(const QString &id) const;

    Session &session() const { return m_session; }
    EnvironmentBanner *banner() const { return m_banner; }
    ShellStatusBar *shellStatusBar() const { return m_statusBar; }
    QListWidget *navigation() const { return m_navigation; }
    QStackedWidget *pages() const { return m_pages; }
    OverviewPage *overviewPage() const { return m_overview; }
    RequestLogView *requestLogView() const { return m_requestLog; }

public Q_SLOTS:
    // Opens the settings (window-modal, without a nested event loop); the open dialog if there is one.
    SettingsDialog *openSettings();
    AboutDialog *openAbout();

Q_SIGNALS:
    void areaChanged(const QString &id);

private:
    void buildMenus();
    void updateTitle();

    Session &m_session;
    EnvironmentBanner *m_banner;
    QListWidget *m_navigation;
    QStackedWidget *m_pages;
    ShellStatusBar *m_statusBar;
    OverviewPage *m_overview;
    RequestLogView *m_requestLog;
    QStringList m_areaIds;
    SettingsDialog *m_settings = nullptr;
    AboutDialog *m_about = nullptr;
};

} // namespace cliniclink
