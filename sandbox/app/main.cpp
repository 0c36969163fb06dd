// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// cliniclink-sandbox: the platform emulator on its own, for the integration tests and for anyone
// integrating a MIS against the platform. See docs/sandbox.md.

#include "sandbox/server/fixtures.h"
#include "sandbox/server/sandbox.h"
#include "sandbox/server/virtualclock.h"
#include "stopsignals.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

using namespace cliniclink::sandbox;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("cliniclink-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CLINICLINK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Emulator of the regional health platform's services over HTTP."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption host(QStringLiteral("host"), QCoreApplication::translate("main", "Address to listen on."),
                                  QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption port(QStringLiteral("port"),
                                  QCoreApplication::translate("main", "Port to listen on (0 picks a free one)."),
                                  QStringLiteral("port"), QStringLiteral("0"));
    const QCommandLineOption fixtures(QStringLiteral("fixtures"),
                                      QCoreApplication::translate("main", "Fixture file replacing the built-in set."),
                                      QStringLiteral("file"));
    const QCommandLineOption printFixtures(
        QStringLiteral("print-fixtures"),
        QCoreApplication::translate("main", "Print the built-in fixture set and exit."));
    const QCommandLineOption timeScale(QStringLiteral("time-scale"),
                                       QCoreApplication::translate("main", "Virtual seconds per real second."),
                                       QStringLiteral("x"), QStringLiteral("1"));
    const QCommandLineOption stateFile(
        QStringLiteral("state-file"),
        QCoreApplication::translate("main", "Keep the state in this file across restarts."), QStringLiteral("file"));
    const QCommandLineOption tlsCert(
        QStringLiteral("tls-cert"),
        QCoreApplication::translate("main", "Serve https with this certificate (PEM; the chain may follow)."),
        QStringLiteral("file"));
    const QCommandLineOption tlsKey(
        QStringLiteral("tls-key"),
        QCoreApplication::translate("main", "The private key of --tls-cert (PEM, unencrypted)."),
        QStringLiteral("file"));
    parser.addOptions({host, port, fixtures, printFixtures, timeScale, stateFile, tlsCert, tlsKey});
    parser.process(app);

    QTextStream out(stdout);
    QTextStream err(stderr);

    if (parser.isSet(printFixtures)) {
        QString error;
        const QJsonObject document = builtInFixtures(&error);
        if (!error.isEmpty()) {
            err << error << Qt::endl;
            return 1;
        }
        out << QString::fromUtf8(QJsonDocument(document).toJson(QJsonDocument::Indented)) << Qt::flush;
        return 0;
    }

    const QHostAddress address(parser.value(host));
    if (address.isNull()) {
        err << QCoreApplication::translate("main", "Not an IP address: %1").arg(parser.value(host)) << Qt::endl;
        return 2;
    }
    bool portOk = false;
    const uint portNumber = parser.value(port).toUInt(&portOk);
    if (!portOk || portNumber > 65535) {
        err << QCoreApplication::translate("main", "Not a port number: %1").arg(parser.value(port)) << Qt::endl;
        return 2;
    }
    bool scaleOk = false;
    const double scale = parser.value(timeScale).toDouble(&scaleOk);
    if (!scaleOk || !VirtualClock::isValidScale(scale)) {
        err << QCoreApplication::translate("main", "Not a time scale: %1").arg(parser.value(timeScale)) << Qt::endl;
        return 2;
    }

    Sandbox sandbox;
    if (parser.isSet(fixtures)) {
        QString error;
        const auto document = readFixtureFile(parser.value(fixtures), &error);
        if (!document) {
            err << error << Qt::endl;
            return 2;
        }
        sandbox.setFixtures(*document);
    }
    sandbox.virtualClock()->setScale(scale);
    if (parser.isSet(stateFile))
        sandbox.setStateFile(parser.value(stateFile));
    if (parser.isSet(tlsCert) != parser.isSet(tlsKey)) {
        err << QCoreApplication::translate("main", "--tls-cert and --tls-key go together.") << Qt::endl;
        return 2;
    }
    if (parser.isSet(tlsCert) && !sandbox.setTls(parser.value(tlsCert), parser.value(tlsKey))) {
        err << sandbox.errorString() << Qt::endl;
        return 2;
    }

    StopSignals stopSignals;
    QObject::connect(&stopSignals, &StopSignals::stopRequested, &app, [&sandbox] {
        sandbox.stop();
        QCoreApplication::quit();
    });

    if (!sandbox.start(address, quint16(portNumber))) {
        err << QCoreApplication::translate("main", "Cannot listen on %1:%2: %3")
                   .arg(address.toString())
                   .arg(portNumber)
                   .arg(sandbox.errorString())
            << Qt::endl;
        return 1;
    }
    out << "listening on " << sandbox.url().toString() << Qt::endl;
    return app.exec();
}
