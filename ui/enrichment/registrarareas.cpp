// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "registrarareas.h"

#include "core/bulk/bulkenrichmentdesk.h"
#include "enrichmentpage.h"
#include "ui/bulk/bulkenrichmentpage.h"
#include "ui/common/icons.h"
#include "ui/prescription/prescriptionpage.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void registerRegistrarAreas(MainWindow &window, Session &session, EnrichmentOrders &orders, BulkEnrichmentDesk &bulk)
{
    window.addArea(QStringLiteral("enrichment"), icon(IconId::Enrichment),
                   QCoreApplication::translate("RegistrarAreas", "Enrichment"),
                   [&session, &orders]() -> QWidget * { return new EnrichmentPage(session, orders); });
    window.addArea(QStringLiteral("bulk-enrichment"), icon(IconId::BulkList),
                   QCoreApplication::translate("RegistrarAreas", "Patient lists"),
                   [&session, &bulk]() -> QWidget * { return new BulkEnrichmentPage(session, bulk); });
    window.addUnsentCounter([&bulk] { return bulk.unsentRows(); });
    window.addArea(QStringLiteral("prescriptions"), icon(IconId::Prescription),
                   QCoreApplication::translate("RegistrarAreas", "Prescriptions"),
                   [&session]() -> QWidget * { return new PrescriptionPage(session); });
}

} // namespace cliniclink
