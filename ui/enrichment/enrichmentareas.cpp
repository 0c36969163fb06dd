// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmentareas.h"

#include "core/bulk/bulkenrichmentdesk.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/session/desks.h"
#include "enrichmentpage.h"
#include "ui/bulk/bulkenrichmentpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void enrichmentAreas(MainWindow &window, Session &session, Desks &desks)
{
    EnrichmentDesk &orders = desks.get<EnrichmentDesk>();
    BulkEnrichmentDesk &bulk = desks.get<BulkEnrichmentDesk>();
    window.addArea(QStringLiteral("enrichment"), icon(IconId::Enrichment),
                   QCoreApplication::translate("RegistrarAreas", "Enrichment"),
                   [&session, &orders]() -> QWidget * { return new EnrichmentPage(session, orders); });
    window.addArea(QStringLiteral("bulk-enrichment"), icon(IconId::BulkList),
                   QCoreApplication::translate("RegistrarAreas", "Patient lists"),
                   [&session, &bulk]() -> QWidget * { return new BulkEnrichmentPage(session, bulk); });
    window.addUnsentCounter([&bulk] { return bulk.unsentRows(); });
}

} // namespace cliniclink
