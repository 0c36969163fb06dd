// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The clinic tests' PostgreSQL. ctest starts a throwaway cluster (tools/pg-test-cluster.sh) for
// the tests registered with cliniclink_requires_clinic_pg() and gives them its URL in
// CLINICLINK_TEST_PG (postgresql://cliniclink_test@/cliniclink_test?host=<socket folder>).
// ClinicPgDatabase makes a database of the test process's own on it, so tests run in parallel
// never meet, and empties it between test functions (reset()).

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QUrl>
#include <QUrlQuery>
#include <QtTest/QTest>

#include <cstdio>

namespace cliniclink::testing {

// CLINICLINK_TEST_PG, empty when the test runs outside ctest.
inline QString clinicPgUrl()
{
    return qEnvironmentVariable("CLINICLINK_TEST_PG");
}

class ClinicPgDatabase {
public:
    // Creates <prefix>_<pid> (dropping one a killed run left behind) and prints the server's version.
    explicit ClinicPgDatabase(const QString &prefix)
        : m_base(clinicPgUrl())
        , m_name(QStringLiteral("%1_%2").arg(prefix).arg(QCoreApplication::applicationPid()))
    {
        if (m_base.isEmpty())
            return;
        const QUrl url(m_base);
        m_socketDir = QUrlQuery(url).queryItemValue(QStringLiteral("host"));
        m_user = url.userName();
        withAdmin([this](QSqlQuery &q) {
            if (q.exec(QStringLiteral("SHOW server_version")) && q.next())
                std::fprintf(stderr, "PostgreSQL server_version: %s\n", qPrintable(q.value(0).toString()));
            q.exec(QStringLiteral("DROP DATABASE IF EXISTS %1").arg(m_name));
            m_ok = q.exec(QStringLiteral("CREATE DATABASE %1").arg(m_name));
            if (!m_ok)
                std::fprintf(stderr, "CREATE DATABASE failed: %s\n", qPrintable(q.lastError().text()));
        });
    }
    ~ClinicPgDatabase()
    {
        if (m_base.isEmpty())
            return;
        withAdmin(
            [this](QSqlQuery &q) { q.exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_name)); });
    }
    ClinicPgDatabase(const ClinicPgDatabase &) = delete;
    ClinicPgDatabase &operator=(const ClinicPgDatabase &) = delete;

    bool available() const { return m_ok; }
    // The URL of this process's database, as a Journal opens it.
    QString url() const { return QStringLiteral("postgresql://%1@/%2?host=%3").arg(m_user, m_name, m_socketDir); }
    QString name() const { return m_name; }

    // Every table, sequence and function gone: the next Journal creates the schema afresh.
    bool reset() { return run({QStringLiteral("DROP SCHEMA public CASCADE"), QStringLiteral("CREATE SCHEMA public")}); }

    // Statements on this process's database through a connection of the test's own.
    bool run(const QStringList &statements)
    {
        bool ok = true;
        withConnection(m_name, [&](QSqlQuery &q) {
            for (const QString &sql : statements) {
                if (!q.exec(sql)) {
                    std::fprintf(stderr, "%s: %s\n", qPrintable(sql), qPrintable(q.lastError().text()));
                    ok = false;
                    return;
                }
            }
        });
        return ok;
    }

    // The first column of the first row, or an invalid QVariant.
    QVariant value(const QString &sql)
    {
        QVariant out;
        withConnection(m_name, [&](QSqlQuery &q) {
            if (q.exec(sql) && q.next())
                out = q.value(0);
        });
        return out;
    }

    // Ends every connection to this process's database but the caller's: as when the server
    // restarts or the network drops, each of them learns it at its next statement.
    bool terminateConnections()
    {
        bool ok = true;
        withAdmin([&](QSqlQuery &q) {
            ok = q.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                                       " WHERE datname = '%1' AND pid <> pg_backend_pid()")
                            .arg(m_name));
        });
        return ok;
    }
    // The database refuses new connections (false) or takes them again (true).
    bool allowConnections(bool allow)
    {
        bool ok = true;
        withAdmin([&](QSqlQuery &q) {
            ok = q.exec(QStringLiteral("ALTER DATABASE %1 ALLOW_CONNECTIONS %2")
                            .arg(m_name, allow ? QStringLiteral("true") : QStringLiteral("false")));
        });
        return ok;
    }

    // Every row of a query, each as its columns' values.
    QList<QVariantList> rows(const QString &sql)
    {
        QList<QVariantList> out;
        withConnection(m_name, [&](QSqlQuery &q) {
            if (!q.exec(sql))
                return;
            while (q.next()) {
                QVariantList row;
                for (int c = 0; c < q.record().count(); ++c)
                    row << q.value(c);
                out << row;
            }
        });
        return out;
    }

    template<typename F>
    void withConnection(const QString &database, F &&body) const
    {
        const QString connection = QStringLiteral("clinicpg.%1").arg(database);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
            db.setHostName(m_socketDir);
            db.setDatabaseName(database);
            db.setUserName(m_user);
            if (db.open()) {
                QSqlQuery q(db);
                body(q);
            } else {
                std::fprintf(stderr, "cannot connect to %s: %s\n", qPrintable(database),
                             qPrintable(db.lastError().text()));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(connection);
    }

private:
    template<typename F>
    void withAdmin(F &&body) const
    {
        withConnection(QUrl(m_base).path().mid(1), body);
    }

    QString m_base;
    QString m_name;
    QString m_socketDir;
    QString m_user;
    bool m_ok = false;
};

} // namespace cliniclink::testing
