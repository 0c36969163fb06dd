#include "shellwindow.h"

#include "mainwindow.h"

#include <QIcon>

// Resources compiled into a static library are registered only when asked for by name.
static void initShellResources()
{
    Q_INIT_RESOURCE(cliniclink);
}

namespace cliniclink {

std::unique_ptr<MainWindow> createShellWindow(Session &session)
{
    initShellResources();
    auto window = std::make_unique<MainWindow>(session);
    // With their sizes given, the PNGs are decoded only when the window system asks for them,
    // not before the first paint.
    QIcon appIcon;
    appIcon.addFile(QStringLiteral(":/icons/ru.cliniclink.Workstation-48.png"), QSize(48, 48));
    appIcon.addFile(QStringLiteral(":/icons/ru.cliniclink.Workstation-256.png"), QSize(256, 256));
    window->setWindowIcon(appIcon);
    return window;
}

} // namespace cliniclink
