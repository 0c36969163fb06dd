// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `cliniclink --check-connection` run as IT staff would, against the sandbox on loopback: one line
// per service, exit 0 only when every configured service passed; no display needed. Run as a new
// user would (a fresh home, no --settings), it ends with its exit code whatever is or is not set
// up; and a server that echoes the request's token back does not get it printed.

#include "core/common/clock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/terminology/terminologyservice.h"
#include "sandbox/server/sandbox.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {

// Far more than a check of nothing takes; the command used to wait forever.
constexpr int kExitTimeoutMs = 20000;

struct Outcome {
    int exitCode = -1; // -1: it crashed, or was killed after the timeout
    bool timedOut = false;
    QString out;
    QString err;
};

// Starts the app with environment and waits, the event loop running (the servers of this process
// answer meanwhile); kills it after the timeout.
Outcome runApp(const QStringList &arguments, const QProcessEnvironment &environment)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(QStringLiteral(CLINICLINK_APP_EXE), arguments);
    Outcome outcome;
    if (finished.isEmpty() && !finished.wait(kExitTimeoutMs)) {
        process.kill();
        process.waitForFinished();
        outcome.timedOut = true;
    }
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    if (!outcome.timedOut && process.exitStatus() == QProcess::NormalExit)
        outcome.exitCode = process.exitCode();
    return outcome;
}

// A new user's environment: an empty home with its own XDG folders, no display.
QProcessEnvironment freshHome(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    QDir().mkpath(home);
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    return env;
}

// The lines the command prints, and nothing else: no log line, no journal or upgrade message.
bool onlyCheckLines(const QString &out)
{
    static const QRegularExpression checkLine(
        QStringLiteral("^(Environment: .*|There is no environment \".*\"\\.|No service has an address in this "
                       "environment\\.|[^:]+: .*)$"));
    const QStringList lines = out.split(u'\n', Qt::SkipEmptyParts);
    for (const QString &line : lines) {
        if (!checkLine.match(line).hasMatch() || line.contains(QLatin1String("cliniclink."))
            || line.contains(QLatin1String("journal")))
            return false;
    }
    return true;
}

// An HTTP server that refuses every request with 401 and says which Authorization it refused, as
// a careless server or proxy does.
class EchoingServer : public QTcpServer {
public:
    QByteArray lastAuthorization;

    EchoingServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { answer(socket); });
            }
        });
    }

private:
    void answer(QTcpSocket *socket)
    {
        QByteArray &request = m_requests[socket];
        request += socket->readAll();
        const qsizetype end = request.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        QByteArray authorization;
        for (const QByteArray &line : request.left(end).split('\n')) {
            if (line.toLower().startsWith("authorization:"))
                authorization = line.mid(int(qstrlen("authorization:"))).trimmed();
        }
        lastAuthorization = authorization;
        m_requests.remove(socket);
        const QByteArray body = "{\"error\":\"unauthorized\",\"message\":[\"The token in " + authorization
            + " is not valid\",\"Received Authorization: " + authorization + "\"]}";
        socket->write("HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: "
                      + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    QHash<QTcpSocket *, QByteArray> m_requests;
};

} // namespace

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
        configureTest({services::Terminology});
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("test")}, &output), 0);
        QVERIFY2(output.contains(serviceDisplayName(services::Terminology) + QStringLiteral(": ok")),
                 qPrintable(output));
        QVERIFY(output.contains(serviceDisplayName(services::Enrichment) + QStringLiteral(": not configured")));
        QCOMPARE(output.count(u'\n'), 1 + 5); // the environment, then one line per service
    }

    void aFailingServiceFailsTheCommand()
    {
        // No tokens (--no-keychain): the services that need one say so; terminology still passes.
        configureTest({services::Terminology, services::Enrichment});
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("test")}, &output), 1);
        QVERIFY2(output.contains(serviceDisplayName(services::Terminology) + QStringLiteral(": ok")),
                 qPrintable(output));
        QVERIFY(output.contains(serviceDisplayName(services::Enrichment) + QStringLiteral(": ")));
        QVERIFY(output.contains(QStringLiteral("no access token is set")));
    }

    void unknownEnvironmentFails()
    {
        QString output;
        QCOMPARE(run({QStringLiteral("--environment"), QStringLiteral("nowhere")}, &output), 1);
        QVERIFY(output.contains(QStringLiteral("nowhere")));
    }

    // A new user's first run: nothing but the command line. Each ends, with the documented code
    // (0 only when every configured service passed, so 1 for all of these).
    void aFreshHomeEndsWithItsExitCode_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<bool>("withoutBus");
        QTest::addColumn<QString>("says");
        const QString none = QStringLiteral("No service has an address in this environment.");
        const QString environment = QStringLiteral("--environment");
        QTest::newRow("as installed") << QStringList{} << false << none;
        QTest::newRow("sandbox") << QStringList{environment, QStringLiteral("sandbox")} << false << none;
        QTest::newRow("unknown environment") << QStringList{environment, QStringLiteral("nowhere")} << false
                                             << QStringLiteral("There is no environment \"nowhere\".");
        QTest::newRow("nothing configured") << QStringList{environment, QStringLiteral("test")} << false << none;
        QTest::newRow("no keychain") << QStringList{environment, QStringLiteral("test"),
                                                    QStringLiteral("--no-keychain")}
                                     << false << none;
        QTest::newRow("no session bus") << QStringList{environment, QStringLiteral("test")} << true << none;
        QTest::newRow("sandbox, no session bus") << QStringList{environment, QStringLiteral("sandbox")} << true << none;
    }
    void aFreshHomeEndsWithItsExitCode()
    {
        QFETCH(QStringList, arguments);
        QFETCH(bool, withoutBus);
        QFETCH(QString, says);
        const QTemporaryDir home;
        QProcessEnvironment env = freshHome(home.filePath(QStringLiteral("home")));
        if (withoutBus)
            env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        const Outcome outcome =
            runApp(QStringList{QStringLiteral("--check-connection"), QStringLiteral("--lang"), QStringLiteral("en")}
                       + arguments,
                   env);
        QVERIFY2(
            !outcome.timedOut,
            qPrintable(QStringLiteral("still running after %1 ms; it printed:\n").arg(kExitTimeoutMs) + outcome.out));
        QCOMPARE(outcome.exitCode, 1);
        QVERIFY2(outcome.out.contains(says), qPrintable(outcome.out));
        QVERIFY2(onlyCheckLines(outcome.out), qPrintable(outcome.out));
    }

    // The server's answer is printed masked: a token it echoes back never reaches the output (a
    // terminal, or a cron job's log).
    void aTokenTheServerEchoesIsNotPrinted()
    {
        if (qEnvironmentVariable("CLINICLINK_KEYCHAIN_SESSION") != u"1")
            QSKIP("needs the test keychain (the token is read from it): bash packaging/with-test-keychain.sh ctest");
        EchoingServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QTemporaryDir home;
        const QString settings = home.filePath(QStringLiteral("echo.ini"));
        {
            EnvironmentStore store(settings);
            Environment test = store.environment(QString(kTestEnvironmentId)).value();
            test.baseUrls.clear();
            test.baseUrls[services::Enrichment] = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(server.serverPort()));
            QVERIFY(store.updateEnvironment(test));
        }
        const QString token = QStringLiteral("c1a55ec7-70ce-4e11-b0a4-5ec2e7e70ce2");
        SecretStore secrets;
        QFuture<void> written = secrets.writeToken(QString(kTestEnvironmentId), services::Enrichment, token);
        QTRY_VERIFY_WITH_TIMEOUT(written.isFinished(), 10000);
        QVERIFY(secrets.isPersistent());

        const Outcome outcome =
            runApp({QStringLiteral("--check-connection"), QStringLiteral("--lang"), QStringLiteral("en"),
                    QStringLiteral("--settings"), settings, QStringLiteral("--environment"), QStringLiteral("test")},
                   freshHome(home.filePath(QStringLiteral("home"))));
        QFuture<void> removed = secrets.removeToken(QString(kTestEnvironmentId), services::Enrichment);
        QTRY_VERIFY_WITH_TIMEOUT(removed.isFinished(), 10000);

        QVERIFY2(!outcome.timedOut, qPrintable(outcome.out));
        QCOMPARE(outcome.exitCode, 1);
        // The token went to its server, and the server said it back.
        QVERIFY2(server.lastAuthorization.contains(token.toUtf8()), server.lastAuthorization.constData());
        QVERIFY2(outcome.out.contains(serviceDisplayName(services::Enrichment) + QStringLiteral(": ")),
                 qPrintable(outcome.out));
        QVERIFY2(outcome.out.contains(QLatin1String("is not valid")), qPrintable(outcome.out));
        QVERIFY2(!outcome.out.contains(token), qPrintable(outcome.out));
        QVERIFY2(!outcome.err.contains(token), qPrintable(outcome.err));
        QVERIFY2(!outcome.out.contains(token.left(13)), qPrintable(outcome.out));
        QVERIFY2(onlyCheckLines(outcome.out), qPrintable(outcome.out));
    }
};

QTEST_GUILESS_MAIN(TestCheckConnectionCli)
#include "tst_check_connection_cli.moc"
