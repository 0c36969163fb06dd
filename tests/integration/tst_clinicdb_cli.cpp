// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The clinic database's commands as an administrator runs them, on the throwaway PostgreSQL
// cluster ctest starts: `--init-clinic-db` from two processes at once migrates once, and
// `--import-journal` run twice moves a workstation's journal once.

#include "clinicpg.h"
#include "core/common/clock.h"
#include "core/storage/journal.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

class TestClinicDbCli : public QObject {
    Q_OBJECT

    std::unique_ptr<testing::ClinicPgDatabase> m_pg;
    QTemporaryDir m_dir;

    struct Result {
        int exitCode = -1;
        QString out;
        QString err;
    };

    std::unique_ptr<QProcess> start(const QStringList &arguments)
    {
        auto process = std::make_unique<QProcess>();
        process->start(QStringLiteral(CLINICLINK_APP_EXE),
                       QStringList{QStringLiteral("--no-keychain"), QStringLiteral("--settings"),
                                   m_dir.filePath(QStringLiteral("settings.ini"))}
                           + arguments);
        return process;
    }
    static Result finish(QProcess &process)
    {
        Result result;
        if (!process.waitForFinished(60000)) {
            process.kill();
            return result;
        }
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        if (process.exitStatus() == QProcess::NormalExit)
            result.exitCode = process.exitCode();
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinicdb_cli"));
        QVERIFY(m_pg->available());
        QVERIFY(m_dir.isValid());
    }

    void init() { QVERIFY(m_pg->reset()); }

    void initFromTwoProcessesAtOnceMigratesOnce()
    {
        auto first = start({QStringLiteral("--init-clinic-db"), m_pg->url()});
        auto second =
            start({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--init-clinic-db"), m_pg->url()});
        const Result a = finish(*first);
        const Result b = finish(*second);
        QVERIFY2(a.exitCode == 0, qPrintable(a.out + a.err));
        QVERIFY2(b.exitCode == 0, qPrintable(b.out + b.err));
        QVERIFY2(a.out.contains(QStringLiteral("готова")), qPrintable(a.out)); // Russian by default
        QVERIFY2(b.out.contains(QLatin1String("is ready (schema version")), qPrintable(b.out));
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM journal_migrations")).toInt(), 1);
        // Run again later: nothing to do, still ready.
        const Result again = finish(*start({QStringLiteral("--init-clinic-db"), m_pg->url()}));
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM journal_migrations")).toInt(), 1);
    }

    void refusesAnAddressWithAPassword()
    {
        const QString withPassword = QStringLiteral("postgresql://cliniclink_test:s3cret@localhost/x");
        const Result r = finish(
            *start({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--init-clinic-db"), withPassword}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!r.out.contains(QLatin1String("s3cret")));
        QVERIFY(!r.err.contains(QLatin1String("s3cret")));
    }

    void importTwiceMovesOnce()
    {
        const QString file = m_dir.filePath(QStringLiteral("journal.sqlite"));
        {
            ManualClock clock;
            Journal local(&clock, file);
            QVERIFY(local.open().ok());
            TrackedItem item;
            item.environmentId = QStringLiteral("test");
            item.service = QStringLiteral("signing");
            item.kind = QStringLiteral("dispatch");
            item.externalId = QStringLiteral("T-1");
            QVERIFY(local.track(item).ok());
            item.externalId = QStringLiteral("T-2");
            QVERIFY(local.track(item).ok());
        }
        const QStringList import{QStringLiteral("--lang"),           QStringLiteral("en"),
                                 QStringLiteral("--journal"),        file,
                                 QStringLiteral("--import-journal"), m_pg->url()};
        const Result first = finish(*start(import));
        QVERIFY2(first.exitCode == 0, qPrintable(first.out + first.err));
        QVERIFY2(first.out.contains(QLatin1String(": 2 followed items")), qPrintable(first.out));
        const Result second = finish(*start(import));
        QVERIFY2(second.exitCode == 0, qPrintable(second.out + second.err));
        QVERIFY2(second.out.contains(QLatin1String(": 0 followed items")), qPrintable(second.out));
        QCOMPARE(m_pg->value(QStringLiteral("SELECT count(*) FROM tracked_items")).toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(TestClinicDbCli)
#include "tst_clinicdb_cli.moc"
