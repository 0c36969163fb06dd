// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// `cliniclink --help` and `--version` as a command-line tool is expected to answer them: on a machine
// with no display (over SSH, in a package's post-install check), without a Qt platform plugin.

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

class TestCommandLine : public QObject {
    Q_OBJECT

    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };

    // xcb with no DISPLAY: constructing a QApplication would abort, so a zero exit proves none was.
    static Result run(const QStringList &arguments)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        process.setProcessEnvironment(env);
        QSignalSpy finished(&process, &QProcess::finished);
        process.start(QStringLiteral(CLINICLINK_APP_EXE), arguments);
        Result result;
        if (finished.isEmpty() && !finished.wait(30000)) {
            process.kill();
            return result;
        }
        result.out = QString::fromLocal8Bit(process.readAllStandardOutput());
        result.err = QString::fromLocal8Bit(process.readAllStandardError());
        if (process.exitStatus() == QProcess::NormalExit)
            result.exitCode = process.exitCode();
        return result;
    }

private Q_SLOTS:
    void versionNeedsNoDisplay_data()
    {
        QTest::addColumn<QString>("option");
        QTest::newRow("long") << QStringLiteral("--version");
        QTest::newRow("short") << QStringLiteral("-v");
    }
    void versionNeedsNoDisplay()
    {
        QFETCH(QString, option);
        const Result r = run({option});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out, QStringLiteral("ClinicLink Workstation " CLINICLINK_VERSION "\n"));
    }

    void helpNeedsNoDisplayAndListsEveryMode()
    {
        const Result r = run({QStringLiteral("--help")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *option : {"--version", "--environment <id>", "--lang <code>", "--no-keychain", "--no-sandbox",
                                   "--check-connection", "--settings <file>", "--journal <file-or-url>",
                                   "--init-clinic-db <url>", "--set-clinic-db-password <url>", "--import-journal"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }

    // Issue 28: the help speaks the interface's language, Russian unless --lang en.
    void helpInTheInterfaceLanguage()
    {
        const Result ru = run({QStringLiteral("--help")});
        QVERIFY2(ru.exitCode == 0, qPrintable(ru.err));
        QVERIFY2(ru.out.contains(QStringLiteral("Проверить подключение ко всем сервисам")), qPrintable(ru.out));
        QVERIFY(!ru.out.contains(QLatin1String("Check the connection")));
        const Result en = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")});
        QVERIFY2(en.exitCode == 0, qPrintable(en.err));
        QVERIFY2(en.out.contains(QLatin1String("Check the connection to every service")), qPrintable(en.out));
    }

    void helpWinsOverTheOtherOptions()
    {
        const Result r = run({QStringLiteral("--environment"), QStringLiteral("test"), QStringLiteral("--help")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("--check-connection")));
    }

    void anUnknownOptionIsRefusedWithoutADisplay()
    {
        const Result r = run({QStringLiteral("--version"), QStringLiteral("--no-such-option")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("no-such-option")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_command_line.moc"
