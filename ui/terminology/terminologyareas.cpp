// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologyareas.h"

#include "dictionarypage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>

namespace cliniclink {

void terminologyAreas(MainWindow &window, Session &session, Desks &)
{
    window.addArea(QStringLiteral("dictionaries"), icon(IconId::Search),
                   QCoreApplication::translate("TerminologyAreas", "Dictionaries"),
                   [&session]() -> QWidget * { return new DictionaryPage(session); });
}

} // namespace cliniclink
