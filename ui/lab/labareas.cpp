#include "labareas.h"

#include "labpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void registerLabAreas(MainWindow &window, Session &session)
{
    window.addArea(QStringLiteral("lab"), icon(IconId::Laboratory),
                   QCoreApplication::translate("LabAreas", "Laboratory"),
                   [&session]() -> QWidget * { return new LabPage(session); });
}

} // namespace cliniclink
