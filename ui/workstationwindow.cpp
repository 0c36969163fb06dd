// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "workstationwindow.h"

#include "core/session/desks.h"
#include "ui/common/wheelguard.h"
#include "ui/enrichment/registrarareas.h"
#include "ui/lab/labareas.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellwindow.h"
#include "ui/signing/signingareas.h"
#include "ui/terminology/terminologyareas.h"

#include <QApplication>

namespace cliniclink {

std::unique_ptr<MainWindow> createMainWindow(Session &session, Desks &desks)
{
    // The wheel scrolls forms instead of changing the field under the pointer, in every window.
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance()))
        WheelGuard::install(*app);
    std::unique_ptr<MainWindow> window = createShellWindow(session);
    // In the order of the navigation. A new area is one line here.
    registerRegistrarAreas(*window, session, desks.enrichment(), desks.bulkEnrichment());
    registerSigningAreas(*window, session, desks.dispatches(), desks.qes(), desks.questionnaires());
    registerLabAreas(*window, session, desks.lab());
    registerTerminologyAreas(*window, session);
    return window;
}

} // namespace cliniclink
