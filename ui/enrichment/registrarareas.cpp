// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "registrarareas.h"

#include "core/bulk/bulkenrichmentdesk.h"
#include "core/enrichment/enrichmentorders.h"
#include "enrichmentpage.h"
#include "ui/bulk/bulkenrichmentpage.h"
#include "ui/common/icons.h"
#include "ui/prescription/prescriptionpage.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void registerRegistrarAreas(MainWindow &window, Session &session)
{
    auto *orders = new EnrichmentOrders(session, &window);
    window.addArea(QStringLiteral("enrichment"), icon(IconId::Enrichment),
                   QCoreApplication::translate("RegistrarAreas", "Enrichment"),
                   [&session, orders]() -> QWidget * { return new EnrichmentPage(session, *orders); });
    // Made with the window, not with the page: a job left running continues after a restart.
    auto *bulk = new BulkEnrichmentDesk(session, *orders, &window);
    window.addArea(QStringLiteral("bulk-enrichment"), icon(IconId::BulkList),
                   QCoreApplication::translate("RegistrarAreas", "Patient lists"),
                   [&session, bulk]() -> QWidget * { return new BulkEnrichmentPage(session, *bulk); });
    window.addUnsentCounter([bulk] { return bulk->unsentRows(); });
    window.addArea(QStringLiteral("prescriptions"), icon(IconId::Prescription),
                   QCoreApplication::translate("RegistrarAreas", "Prescriptions"),
                   [&session]() -> QWidget * { return new PrescriptionPage(session); });
}

} // namespace cliniclink
