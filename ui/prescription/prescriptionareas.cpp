// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "prescriptionareas.h"

#include "prescriptionpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void prescriptionAreas(MainWindow &window, Session &session, Desks &)
{
    window.addArea(QStringLiteral("prescriptions"), icon(IconId::Prescription),
                   QCoreApplication::translate("RegistrarAreas", "Prescriptions"),
                   [&session]() -> QWidget * { return new PrescriptionPage(session); });
}

} // namespace cliniclink
