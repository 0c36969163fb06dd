// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingareas.h"

#include "core/session/desks.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/questionnairedesk.h"
#include "dispatchview.h"
#include "signingnotifier.h"
#include "signingpage.h"
#include "ui/common/icons.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellstatusbar.h"

#include <QCoreApplication>

namespace cliniclink {

void signingAreas(MainWindow &window, Session &session, Desks &desks)
{
    DispatchDesk &dispatches = desks.get<DispatchDesk>();
    QesDesk &qes = desks.get<QesDesk>();
    QuestionnaireDesk &questionnaires = desks.get<QuestionnaireDesk>();
    auto *notifier = new SigningNotifier(dispatches, &window);
    ShellStatusBar *statusBar = window.shellStatusBar();
    QObject::connect(notifier, &SigningNotifier::notified, statusBar,
                     [statusBar](const QString &, const QString &message) { statusBar->showMessage(message, 15000); });
    window.addArea(QStringLiteral("signing"), icon(IconId::Signing),
                   QCoreApplication::translate("SigningAreas", "Signing"),
                   [&session, &dispatches, &qes, &questionnaires, notifier]() -> QWidget * {
                       return new SigningPage(session, dispatches, qes, questionnaires, *notifier);
                   });
}

} // namespace cliniclink
