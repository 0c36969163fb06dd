// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SecretStore where no keychain service can be reached at all: the process gets a D-Bus address
// that leads nowhere, as on a machine without a desktop session. The probe must say so plainly and
// the store must still keep tokens for the session.

#include "core/lab/labservice.h"
#include "core/settings/secretstore.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;

class TestSecretStoreNoBus : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void probeFailsPlainlyAndTokensLiveInMemory()
    {
        SecretStore store;
        QSignalSpy probed(&store, &SecretStore::probed);
        QFuture<KeychainStatus> probe = store.probe();
        QTRY_VERIFY_WITH_TIMEOUT(probe.isFinished(), 10000);
        const KeychainStatus status = probe.result();
        QVERIFY(!status.persistent);
        QVERIFY(!status.reason.isEmpty());
        QVERIFY2(status.reason.contains(u"session only"_s), qPrintable(status.reason));
        QCOMPARE(probed.count(), 1);
        QVERIFY(!store.isPersistent());

        QFuture<void> write = store.writeToken(u"test"_s, services::Lab, u"for-now"_s);
        QVERIFY(write.isFinished()); // memory answers at once
        QString failure;
        write.onFailed([&failure](const SecretStoreError &e) { failure = e.message(); }).waitForFinished();
        QCOMPARE(failure, QString());
        QCOMPARE(store.cachedToken(u"test"_s, services::Lab), u"for-now"_s);
        QFuture<QString> read = store.readToken(u"test"_s, services::Lab);
        QVERIFY(read.isFinished());
        QCOMPARE(read.result(), u"for-now"_s);
        QFuture<void> remove = store.removeToken(u"test"_s, services::Lab);
        QVERIFY(remove.isFinished());
        QCOMPARE(store.cachedToken(u"test"_s, services::Lab), QString());
    }
};

int main(int argc, char **argv)
{
    // Before anything connects: a socket path that does not exist, so nothing can autolaunch a bus.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/cliniclink-no-session-bus");
    QCoreApplication app(argc, argv);
    TestSecretStoreNoBus test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secretstore_nobus.moc"
