#include "workstationwindow.h"

#include "ui/enrichment/registrarareas.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellwindow.h"
#include "ui/signing/signingareas.h"

namespace cliniclink {

std::unique_ptr<MainWindow> createMainWindow(Session &session)
{
    std::unique_ptr<MainWindow> window = createShellWindow(session);
    // In the order of the navigation. A new area is one line here.
    registerRegistrarAreas(*window, session);
    registerSigningAreas(*window, session);
    return window;
}

} // namespace cliniclink
