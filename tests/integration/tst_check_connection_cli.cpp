// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `cliniclink --check-connection` run as IT staff would, against the sandbox on loopback: one line
// per service, exit 0 only when every configured service passed; no display needed.

#include "core/common/clock.h"
#include "core/settings/environmentstore.h"
#include "sandbox/server/sandbox.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

class TestCheckConnectionCli : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::unique_ptr<ManualClock> clock;
    std::unique_ptr<sandbox::Sandbox> emulator;

    // Runs the app; the sandbox in this process answers while the event loop waits.
    int run(const QStringList &arguments, QString *output)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        process.setProcessEnvironment(env);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(CLINICLINK_APP_EXE),
                      QStringList{QStringLiteral("--check-connection"), QStringLiteral("--lang"), QStringLiteral("en"),
                                  QStringLiteral("--no-keychain"), QStringLiteral("--settings"),
                                  dir.filePath(QStringLiteral("cli.ini")), QStringLiteral("--journal"),
                                  dir.filePath(QStringLiteral("cli.sqlite"))}
                          + arguments);
        if (finished.isEmpty() && !finished.wait(30000)) {
            process.kill();
            return -1;
        }
        *output = QString::fromUtf8(process.readAllStandardOutput());
        return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    }

    void configureTest(const QList<Service> &services)
    {
        EnvironmentStore store(dir.filePath(QStringLiteral("cli.ini")));
        Environment test = store.environment(QString(kTestEnvironmentId)).value();
        const Environment sandboxed = sandboxEnvironment(emulator->url());
        test.baseUrls.clear();
        for (Service s : services)
            test.baseUrls[s] = sandboxed.baseUrl(s);
        QVERIFY(store.updateEnvironment(test));
    }

private Q_SLOTS:
    void init()
    {
        clock = std::make_unique<ManualClock>();
        emulator = std::make_unique<sandbox::Sandbox>(clock.get());
        QVERIFY2(emulator->start(QHostAddress::LocalHost, 0), qPrintable(emulator->errorString()));
    }
    void cleanup()
    {
        emulator.reset();
        clock.reset();
    }

    void everyConfiguredServicePasses()
    {
        configureTest({Service::Terminology});
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("test")}, &output), 0);
        QVERIFY2(output.contains(serviceDisplayName(Service::Terminology) + QStringLiteral(": ok")),
                 qPrintable(output));
        QVERIFY(output.contains(serviceDisplayName(Service::Enrichment) + QStringLiteral(": not configured")));
        QCOMPARE(output.count(u'\n'), 1 + 5); // the environment, then one line per service
    }

    void aFailingServiceFailsTheCommand()
    {
        // No tokens (--no-keychain): the services that need one say so; terminology still passes.
        configureTest({Service::Terminology, Service::Enrichment});
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("test")}, &output), 1);
        QVERIFY2(output.contains(serviceDisplayName(Service::Terminology) + QStringLiteral(": ok")),
                 qPrintable(output));
        QVERIFY(output.contains(serviceDisplayName(Service::Enrichment) + QStringLiteral(": ")));
        QVERIFY(output.contains(QStringLiteral("no access token is set")));
    }

    void unknownEnvironmentFails()
    {
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("nowhere")}, &output), 1);
        QVERIFY(output.contains(QStringLiteral("nowhere")));
    }
};

QTEST_GUILESS_MAIN(TestCheckConnectionCli)
#include "tst_check_connection_cli.moc"
