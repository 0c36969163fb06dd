#include "registrarareas.h"

#include "core/enrichment/enrichmentorders.h"
#include "enrichmentpage.h"
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
    window.addArea(QStringLiteral("prescriptions"), icon(IconId::Prescription),
                   QCoreApplication::translate("RegistrarAreas", "Prescriptions"),
                   [&session]() -> QWidget * { return new PrescriptionPage(session); });
}

} // namespace cliniclink
