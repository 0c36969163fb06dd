#include "shellwindow.h"

#include "mainwindow.h"

namespace cliniclink {

std::unique_ptr<MainWindow> createMainWindow(Session &session)
{
    auto window = std::make_unique<MainWindow>(session);
    // Later issues register their areas here (enrichment, prescriptions, lab, terminology, signing),
    // so main.cpp stays the same as areas land.
    return window;
}

} // namespace cliniclink
