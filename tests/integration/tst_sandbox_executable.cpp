// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The cliniclink-sandbox executable: its first line, its options, and a clean stop on SIGTERM and
// SIGINT (state saved), run as a real process.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <csignal>
#endif

namespace {

const QString kMainToken = QStringLiteral("7d3f1a52-9c4e-4b8a-a6f0-2e5b9c1d4f83");

struct Reply {
    int status = 0;
    QJsonObject object;
};

} // namespace

class TestSandboxExecutable : public QObject {
    Q_OBJECT

private:
    QNetworkAccessManager nam;

    // Starts the sandbox and returns its root URL from the first line of its output.
    QUrl start(QProcess &process, const QStringList &arguments)
    {
        process.start(QStringLiteral(CLINICLINK_SANDBOX_EXE), arguments);
        if (!process.waitForStarted(5000))
            return {};
        while (!process.canReadLine() && process.waitForReadyRead(10000)) { }
        const QString line = QString::fromUtf8(process.readLine()).trimmed();
        static const QRegularExpression first(QStringLiteral("^listening on (http://127\\.0\\.0\\.1:\\d+)$"));
        const auto match = first.match(line);
        if (!match.hasMatch()) {
            qWarning() << "first line:" << line << process.readAllStandardError();
            return {};
        }
        return QUrl(match.captured(1));
    }

    Reply request(const QByteArray &method, const QUrl &root, const QString &path, const QByteArray &body = {},
                  const QByteArray &token = {})
    {
        QUrl url = root;
        url.setPath(path);
        QNetworkRequest request(url);
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
        if (!token.isEmpty())
            request.setRawHeader("Authorization", "N3 " + token);
        std::unique_ptr<QNetworkReply> reply(nam.sendCustomRequest(request, method, body));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        finished.wait(5000);
        return {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                QJsonDocument::fromJson(reply->readAll()).object()};
    }

    static void expectCleanExit(QProcess &process)
    {
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
    }

private Q_SLOTS:
    void firstLineThenServesAndStopsOnSigterm()
    {
        QProcess process;
        const QUrl root = start(process, {QStringLiteral("--port"), QStringLiteral("0")});
        QVERIFY(root.isValid());
        const Reply index = request("GET", root, QStringLiteral("/sandbox/"));
        QCOMPARE(index.status, 200);
        QVERIFY(index.object.value(QStringLiteral("services")).toArray().contains(QStringLiteral("/prescription")));
        process.terminate(); // SIGTERM on Unix
        expectCleanExit(process);
    }

#ifdef Q_OS_UNIX
    void stopsOnSigint()
    {
        QProcess process;
        QVERIFY(start(process, {}).isValid());
        ::kill(pid_t(process.processId()), SIGINT);
        expectCleanExit(process);
    }
#endif

    void printFixtures()
    {
        QProcess process;
        process.start(QStringLiteral(CLINICLINK_SANDBOX_EXE), {QStringLiteral("--print-fixtures")});
        expectCleanExit(process);
        const QJsonObject document = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
        for (const char *section : {"tokens", "mis", "organizations", "enrichment", "prescription"})
            QVERIFY2(document.contains(QLatin1String(section)), section);
    }

    void timeScaleOption()
    {
        QProcess process;
        const QUrl root = start(process, {QStringLiteral("--time-scale"), QStringLiteral("0")});
        QVERIFY(root.isValid());
        const Reply clock = request("GET", root, QStringLiteral("/sandbox/clock"));
        QCOMPARE(clock.object.value(QStringLiteral("scale")).toDouble(-1), 0.0);
        process.terminate();
        expectCleanExit(process);
    }

    void fixturesFileReplacesTheBuiltInSet()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("fixtures.json"));
        const QByteArray other = "11111111-2222-4333-8444-555555555555";
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject{
                                     {QStringLiteral("tokens"),
                                      QJsonArray{QJsonObject{{QStringLiteral("token"), QString::fromLatin1(other)},
                                                             {QStringLiteral("mis"), QStringLiteral("m")}}}},
                                     {QStringLiteral("mis"),
                                      QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                                                             {QStringLiteral("organizations"), QJsonArray{}}}}},
                                 })
                       .toJson());
        file.close();
        QProcess process;
        const QUrl root = start(process, {QStringLiteral("--fixtures"), path});
        QVERIFY(root.isValid());
        const QByteArray body = "{\"patient\": {}}";
        QCOMPARE(
            request("POST", root, QStringLiteral("/enrichment/snils-validate"), body, kMainToken.toLatin1()).status,
            401);
        QCOMPARE(request("POST", root, QStringLiteral("/enrichment/snils-validate"), body, other).status, 400);
        process.terminate();
        expectCleanExit(process);
    }

    void badOptionsFail()
    {
        QProcess process;
        process.start(QStringLiteral(CLINICLINK_SANDBOX_EXE),
                      {QStringLiteral("--fixtures"), QStringLiteral("/nonexistent/f.json")});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        process.start(QStringLiteral(CLINICLINK_SANDBOX_EXE), {QStringLiteral("--port"), QStringLiteral("70000")});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
    }

    void stateFileIsSavedOnStop()
    {
        QTemporaryDir dir;
        const QString state = dir.filePath(QStringLiteral("state.json"));
        QProcess process;
        const QUrl root = start(process, {QStringLiteral("--state-file"), state});
        QVERIFY(root.isValid());
        const QByteArray b1 =
            R"({"Organization":"4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60","IdSourceMis":"RX-2026-000104","IdDataSource":1})";
        QCOMPARE(
            request("POST", root, QStringLiteral("/prescription/MakeCancelPrescription"), b1, kMainToken.toLatin1())
                .status,
            200);
        process.terminate();
        expectCleanExit(process);
        QFile file(state);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("annulAt"));

        // A restart picks the queued annulment up again: a second cancel is refused.
        QProcess again;
        const QUrl root2 = start(again, {QStringLiteral("--state-file"), state});
        QVERIFY(root2.isValid());
        QCOMPARE(
            request("POST", root2, QStringLiteral("/prescription/MakeCancelPrescription"), b1, kMainToken.toLatin1())
                .status,
            400);
        again.terminate();
        expectCleanExit(again);
    }
};

QTEST_GUILESS_MAIN(TestSandboxExecutable)
#include "tst_sandbox_executable.moc"
