// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The clinic database (docs/clinic-server.md) against the throwaway PostgreSQL cluster that ctest
// starts: the cluster itself, and opening a journal there.

#include "clinicpg.h"

#include <QSqlQuery>
#include <QTest>

using namespace cliniclink;

class TestClinicDb : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<testing::ClinicPgDatabase> m_pg;

private Q_SLOTS:
    void initTestCase()
    {
        // Run by ctest, which starts the cluster: there is nothing to skip.
        QVERIFY2(!testing::clinicPgUrl().isEmpty(), "CLINICLINK_TEST_PG is not set: run through ctest");
        m_pg = std::make_unique<testing::ClinicPgDatabase>(QStringLiteral("tst_clinicdb"));
        QVERIFY(m_pg->available());
    }

    void init() { QVERIFY(m_pg->reset()); }

    // The throwaway cluster is the one the packages install, and reachable by its socket only.
    void clusterIsPostgres15OnASocketOnly()
    {
        const QString version = m_pg->value(QStringLiteral("SHOW server_version")).toString();
        qInfo("server_version %s", qPrintable(version));
        QVERIFY2(version.startsWith(QLatin1String("15.")), qPrintable(version));
        QCOMPARE(m_pg->value(QStringLiteral("SHOW listen_addresses")).toString(), QString());
    }
};

QTEST_GUILESS_MAIN(TestClinicDb)
#include "tst_clinicdb.moc"
