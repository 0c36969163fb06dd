// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A workstation's core in a process of its own, for tst_outbox_kill: it opens a Session on the
// given journal, points the Sandbox environment at the given sandbox, sends one dispatch for the
// given patient, says "sending" on stdout and then waits to be killed. Not a test by itself.

#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/dispatchdesk.h"
#include "dispatchsamples.h"
#include "sandbox/server/sandbox.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <cstdio>

using namespace cliniclink;
using namespace cliniclink::testing;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption settings(QStringLiteral("settings"), {}, QStringLiteral("file"));
    const QCommandLineOption journal(QStringLiteral("journal"), {}, QStringLiteral("file"));
    const QCommandLineOption sandboxUrl(QStringLiteral("sandbox"), {}, QStringLiteral("url"));
    const QCommandLineOption patient(QStringLiteral("patient"), {}, QStringLiteral("id"));
    parser.addOptions({settings, journal, sandboxUrl, patient});
    parser.process(app);

    Session::Options options;
    options.settingsFile = parser.value(settings);
    options.journalFile = parser.value(journal);
    options.sessionOnlySecrets = true;
    Session session(options);
    session.environments().setSandboxRoot(QUrl(parser.value(sandboxUrl)));
    session.environments().setCurrent(QString(kSandboxEnvironmentId));
    session.accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
    session.start();
    DispatchDesk desk(session);
    QTimer::singleShot(0, &desk, [&] {
        desk.send(sampleDispatch(parser.value(patient)));
        std::printf("sending\n");
        std::fflush(stdout);
    });
    return app.exec();
}
