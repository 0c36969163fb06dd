// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A workstation's core in a process of its own, for tst_outbox_kill: it opens a Session on the
// given journal, points the Sandbox environment at the given sandbox, sends one dispatch for the
// given patient, says "sending" on stdout and then waits to be killed. Not a test by itself.
// With --dispatches N (tst_clinic_kill) it sends N dispatches one after the other instead and,
// once each was accepted, says "ready <workstation id>" and follows them until killed.

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
    const QCommandLineOption dispatches(QStringLiteral("dispatches"), {}, QStringLiteral("count"));
    parser.addOptions({settings, journal, sandboxUrl, patient, dispatches});
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
    if (parser.isSet(dispatches)) {
        int left = parser.value(dispatches).toInt();
        const auto ready = [&session] {
            std::printf("ready %s\n", qPrintable(session.workstationId()));
            std::fflush(stdout);
        };
        QObject::connect(&desk, &DispatchDesk::dispatchAdded, &desk, [&] {
            if (--left > 0)
                desk.send(sampleDispatch(parser.value(patient) + QString::number(left)));
            else
                ready();
        });
        const auto begin = [&] {
            if (left > 0)
                desk.send(sampleDispatch(parser.value(patient) + QString::number(left)));
            else
                ready();
        };
        // Once the tokens are read and the clinic's items resumed (it may have happened in start()).
        if (session.resumedEnvironment().isEmpty())
            QObject::connect(&session, &Session::followingResumed, &desk, begin, Qt::SingleShotConnection);
        else
            QTimer::singleShot(0, &desk, begin);
        return app.exec();
    }
    QTimer::singleShot(0, &desk, [&] {
        desk.send(sampleDispatch(parser.value(patient)));
        std::printf("sending\n");
        std::fflush(stdout);
    });
    return app.exec();
}
