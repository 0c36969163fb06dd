// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SecretStore against the real system keychain. Run it as `make test` does:
//   bash packaging/with-test-keychain.sh ctest -R secretstore
// which gives it a private D-Bus session, an unlocked gnome-keyring and a throw-away HOME. Without
// that wrapper the tests that touch the keychain skip (they would touch the person's own keyring);
// the session-only ones run anywhere.

#include "core/common/clock.h"
#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/prescription/prescriptionservice.h"
#include "core/settings/secretstore.h"
#include "core/signing/signingservice.h"
#include "core/terminology/terminologyservice.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFutureWatcher>
#include <QLoggingCategory>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <optional>

using namespace cliniclink;
using namespace Qt::StringLiterals;

namespace {

// Every message of the process while a test runs, to prove a token never reaches a log.
QStringList g_messages;
QtMessageHandler g_previousHandler = nullptr;

void captureMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    g_messages.append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

// Debug output of our categories on whatever QT_LOGGING_RULES says (ctest turns it off), so the
// log check sees everything the store could say.
QLoggingCategory::CategoryFilter g_previousFilter = nullptr;

void enableOurDebugOutput(QLoggingCategory *category)
{
    if (g_previousFilter)
        g_previousFilter(category);
    if (qstrncmp(category->categoryName(), "cliniclink.", 11) == 0)
        category->setEnabled(QtDebugMsg, true);
}

bool underTestKeychain()
{
    return qEnvironmentVariable("CLINICLINK_KEYCHAIN_SESSION") == u"1";
}

// A fresh environment id per test, so entries left by an earlier failed run never interfere.
QString freshEnvironmentId()
{
    return u"t"_s + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

QString failureMessage(QFuture<void> future)
{
    QString message;
    future.onFailed([&message](const SecretStoreError &error) { message = error.message(); }).waitForFinished();
    return message;
}

} // namespace

#define REQUIRE_TEST_KEYCHAIN()                                                                                        \
    do {                                                                                                               \
        if (!underTestKeychain())                                                                                      \
            QSKIP("needs the test keychain: bash packaging/with-test-keychain.sh ctest -R secretstore");               \
    } while (false)

#define WAIT_FOR(future) QTRY_VERIFY_WITH_TIMEOUT((future).isFinished(), 10000)

class TestSecretStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        g_previousFilter = QLoggingCategory::installFilter(enableOurDebugOutput);
        g_previousHandler = qInstallMessageHandler(captureMessage);
    }

    void cleanupTestCase()
    {
        qInstallMessageHandler(g_previousHandler);
        QLoggingCategory::installFilter(g_previousFilter);
    }

    void probeReportsAPersistentKeychain()
    {
        REQUIRE_TEST_KEYCHAIN();
        SecretStore store;
        QSignalSpy probed(&store, &SecretStore::probed);
        QVERIFY(!store.isProbed());
        QVERIFY(!store.isPersistent());

        QFuture<KeychainStatus> probe = store.probe();
        WAIT_FOR(probe);
        const KeychainStatus status = probe.result();
        QVERIFY2(status.persistent, qPrintable(status.reason));
        QVERIFY(status.reason.isEmpty());
        QVERIFY(store.isProbed());
        QVERIFY(store.isPersistent());
        QCOMPARE(probed.count(), 1);
        QCOMPARE(probed.at(0).at(0).value<KeychainStatus>(), status);

        // Once per store: a second call gives the same answer without asking the keychain again.
        QFuture<KeychainStatus> again = store.probe();
        QVERIFY(again.isFinished());
        QCOMPARE(again.result(), status);
        QCOMPARE(probed.count(), 1);
    }

    void writeReadOverwriteRemove()
    {
        REQUIRE_TEST_KEYCHAIN();
        const QString env = freshEnvironmentId();
        SecretStore store;
        QSignalSpy changed(&store, &SecretStore::tokenChanged);

        QFuture<void> write = store.writeToken(env, services::Lab, u"token-one"_s);
        WAIT_FOR(write);
        QVERIFY(store.isPersistent()); // the write waited for the probe it started
        QCOMPARE(failureMessage(write), QString());
        QCOMPARE(store.cachedToken(env, services::Lab), u"token-one"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), env);
        QCOMPARE(changed.at(0).at(1).value<Service>(), services::Lab);

        // Another store has an empty cache, so what it reads comes from the keychain itself.
        {
            SecretStore other;
            QCOMPARE(other.cachedToken(env, services::Lab), QString());
            QFuture<QString> read = other.readToken(env, services::Lab);
            WAIT_FOR(read);
            QCOMPARE(read.result(), u"token-one"_s);
            QCOMPARE(other.cachedToken(env, services::Lab), u"token-one"_s);
            // One entry per environment and service.
            QFuture<QString> otherService = other.readToken(env, services::Signing);
            WAIT_FOR(otherService);
            QCOMPARE(otherService.result(), QString());
        }

        QFuture<void> overwrite = store.writeToken(env, services::Lab, u"token-two"_s);
        WAIT_FOR(overwrite);
        {
            SecretStore other;
            QFuture<QString> read = other.readToken(env, services::Lab);
            WAIT_FOR(read);
            QCOMPARE(read.result(), u"token-two"_s);
        }

        QFuture<void> remove = store.removeToken(env, services::Lab);
        WAIT_FOR(remove);
        QCOMPARE(failureMessage(remove), QString());
        QCOMPARE(store.cachedToken(env, services::Lab), QString());
        {
            SecretStore other;
            QFuture<QString> read = other.readToken(env, services::Lab);
            WAIT_FOR(read);
            QCOMPARE(read.result(), QString()); // missing: an empty result, not a failure
        }
        // Removing what is not there is not an error either.
        QFuture<void> removeAgain = store.removeToken(env, services::Lab);
        WAIT_FOR(removeAgain);
        QCOMPARE(failureMessage(removeAgain), QString());
    }

    void preloadFillsTheCache()
    {
        REQUIRE_TEST_KEYCHAIN();
        const QString env = freshEnvironmentId();
        {
            SecretStore writer;
            QFuture<void> a = writer.writeToken(env, services::Enrichment, u"token-a"_s);
            QFuture<void> d = writer.writeToken(env, services::Signing, u"token-d"_s);
            WAIT_FOR(a);
            WAIT_FOR(d);
        }
        SecretStore store;
        QSignalSpy changed(&store, &SecretStore::tokenChanged);
        QFutureWatcher<void> watcher;
        QSignalSpy finished(&watcher, &QFutureWatcher<void>::finished);
        watcher.setFuture(store.preload(env));
        QVERIFY(finished.wait(10000));
        QCOMPARE(store.cachedToken(env, services::Enrichment), u"token-a"_s);
        QCOMPARE(store.cachedToken(env, services::Signing), u"token-d"_s);
        QCOMPARE(store.cachedToken(env, services::Lab), QString());
        QCOMPARE(changed.count(), 2);

        QFuture<void> removeAll = store.removeEnvironmentTokens(env);
        WAIT_FOR(removeAll);
        QCOMPARE(failureMessage(removeAll), QString());
        QCOMPARE(store.cachedToken(env, services::Enrichment), QString());
        SecretStore other;
        QFuture<void> reload = other.preload(env);
        WAIT_FOR(reload);
        for (Service service : allServices())
            QCOMPARE(other.cachedToken(env, service), QString());
    }

    void aWriteWinsOverAnEarlierRead()
    {
        REQUIRE_TEST_KEYCHAIN();
        const QString env = freshEnvironmentId();
        SecretStore store;
        QFuture<QString> read = store.readToken(env, services::Prescription); // finds nothing
        QFuture<void> write = store.writeToken(env, services::Prescription, u"newer"_s);
        WAIT_FOR(read);
        WAIT_FOR(write);
        QCOMPARE(read.result(), u"newer"_s);
        QCOMPARE(store.cachedToken(env, services::Prescription), u"newer"_s);
        QFuture<void> cleanup = store.removeToken(env, services::Prescription);
        WAIT_FOR(cleanup);
    }

    void tokensNeverReachLogsOrFiles()
    {
        REQUIRE_TEST_KEYCHAIN();
        g_messages.clear();
        const QString env = freshEnvironmentId();
        const QString token = u"secret-"_s + QUuid::createUuid().toString(QUuid::Id128);
        {
            SecretStore store;
            QFuture<void> write = store.writeToken(env, services::Terminology, token);
            WAIT_FOR(write);
            SecretStore other;
            QFuture<QString> read = other.readToken(env, services::Terminology);
            WAIT_FOR(read);
            QCOMPARE(read.result(), token);
            QFuture<void> remove = other.removeToken(env, services::Terminology);
            WAIT_FOR(remove);
        }
        QVERIFY(!g_messages.isEmpty()); // the store did log: by entry key
        QVERIFY(g_messages.join(u'\n').contains(SecretStore::entryKey(env, services::Terminology)));
        QVERIFY(!g_messages.join(u'\n').contains(token));

        // HOME is the wrapper's throw-away folder: nothing in it (settings, caches, the keyring
        // files, which are encrypted) may hold the token in clear.
        QDirIterator files(QDir::homePath(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int scanned = 0;
        while (files.hasNext()) {
            QFile file(files.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            ++scanned;
            QVERIFY2(!file.readAll().contains(token.toUtf8()), qPrintable(file.fileName()));
        }
        QVERIFY(scanned > 0);
    }

    void sessionOnlyBackendKeepsTokensInMemory()
    {
        const QString env = freshEnvironmentId();
        SecretStore store(SecretStore::Backend::SessionOnly);
        QSignalSpy probed(&store, &SecretStore::probed);
        QFuture<KeychainStatus> probe = store.probe();
        QVERIFY(probe.isFinished());
        QVERIFY(!probe.result().persistent);
        QVERIFY(!probe.result().reason.isEmpty());
        QVERIFY(!store.isPersistent());
        QCOMPARE(store.status().reason, probe.result().reason);
        QCOMPARE(probed.count(), 1);

        QFuture<void> write = store.writeToken(env, services::Lab, u"session-token"_s);
        QVERIFY(write.isFinished());
        QCOMPARE(failureMessage(write), QString());
        QFuture<QString> read = store.readToken(env, services::Lab);
        QVERIFY(read.isFinished());
        QCOMPARE(read.result(), u"session-token"_s);
        QCOMPARE(store.cachedToken(env, services::Lab), u"session-token"_s);

        // Memory only: another store does not see it, and neither does the keychain.
        SecretStore otherSession(SecretStore::Backend::SessionOnly);
        QFuture<QString> elsewhere = otherSession.readToken(env, services::Lab);
        QVERIFY(elsewhere.isFinished());
        QCOMPARE(elsewhere.result(), QString());
        if (underTestKeychain()) {
            SecretStore keychain;
            QFuture<QString> fromKeychain = keychain.readToken(env, services::Lab);
            WAIT_FOR(fromKeychain);
            QVERIFY(keychain.isPersistent());
            QCOMPARE(fromKeychain.result(), QString());
        }

        // A pasted token loses its surrounding white space; an empty one removes the entry.
        QFuture<void> pasted = store.writeToken(env, services::Lab, u"  pasted-token\n"_s);
        QVERIFY(pasted.isFinished());
        QCOMPARE(store.cachedToken(env, services::Lab), u"pasted-token"_s);
        QFuture<void> blank = store.writeToken(env, services::Lab, u" "_s);
        QVERIFY(blank.isFinished());
        QCOMPARE(store.cachedToken(env, services::Lab), QString());

        QFuture<void> write2 = store.writeToken(env, services::Lab, u"again"_s);
        QVERIFY(write2.isFinished());
        QFuture<void> remove = store.removeToken(env, services::Lab);
        QVERIFY(remove.isFinished());
        QCOMPARE(store.cachedToken(env, services::Lab), QString());
    }

    void aKeychainThatDoesNotAnswerFallsBackToMemory()
    {
        ManualClock clock;
        SecretStore store(SecretStore::Backend::SystemKeychain, &clock);
        store.setProbeTimeout(std::chrono::seconds(20));
        QFuture<KeychainStatus> probe = store.probe();
        QVERIFY(!probe.isFinished()); // the keychain answers through the event loop, not yet run
        clock.advanceSeconds(19);
        QVERIFY(!probe.isFinished());
        clock.advanceSeconds(1);
        QVERIFY(probe.isFinished());
        QVERIFY(!probe.result().persistent);
        QVERIFY(probe.result().reason.contains(u"20"_s));

        // The keychain's late answer changes nothing; tokens live in memory.
        const QString env = freshEnvironmentId();
        QFuture<void> write = store.writeToken(env, services::Signing, u"late"_s);
        QVERIFY(write.isFinished());
        if (underTestKeychain()) {
            // By the time a whole probe of another store has gone through the keychain, the
            // abandoned one (asked for earlier) has had its answers too.
            SecretStore other;
            QFuture<KeychainStatus> otherProbe = other.probe();
            WAIT_FOR(otherProbe);
            QVERIFY(otherProbe.result().persistent);
        }
        QVERIFY(!store.isPersistent());
        QCOMPARE(store.cachedToken(env, services::Signing), u"late"_s);
    }

    // With no session bus the keychain is not tried at all (no autolaunched daemons, no unlock
    // prompt, no 30-second wait): tokens are kept for the session, said at once in our words.
    void noSessionBusMeansNoKeychainAtOnce()
    {
        const QByteArray bus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        ManualClock clock;
        SecretStore store(SecretStore::Backend::SystemKeychain, &clock);
        QFuture<KeychainStatus> probe = store.probe();
        if (!bus.isEmpty())
            qputenv("DBUS_SESSION_BUS_ADDRESS", bus);
        QVERIFY(probe.isFinished()); // no clock advanced, no event loop run
        QVERIFY(!probe.result().persistent);
        QVERIFY(probe.result().reason.contains(u"session"_s));
        QVERIFY(!probe.result().reason.contains(u"D-Bus"_s));
    }

    void failuresAreTypedErrors()
    {
        SecretStore store(SecretStore::Backend::SessionOnly);
        QFuture<QString> read = store.readToken(QString(), services::Lab);
        QVERIFY(read.isFinished());
        std::optional<SecretStoreError> caught;
        QFuture<QString> handled = read.onFailed([&caught](const SecretStoreError &error) {
            caught.emplace(error);
            return QString();
        });
        handled.waitForFinished();
        QVERIFY(caught.has_value());
        QCOMPARE(caught->kind(), SecretStoreError::Kind::Failed);
        QVERIFY(!caught->message().isEmpty());
        QCOMPARE(QString::fromUtf8(caught->what()), caught->message());

        QFuture<void> write = store.writeToken(QString(), services::Lab, u"x"_s);
        QVERIFY(!failureMessage(write).isEmpty());
        QCOMPARE(store.cachedToken(QString(), services::Lab), QString());
    }

    void entryKeys()
    {
        QCOMPARE(SecretStore::keychainServiceName(), u"ClinicLink Workstation"_s);
        QCOMPARE(SecretStore::entryKey(u"test"_s, services::Lab), u"test/lab"_s);
        QCOMPARE(SecretStore::entryKey(u"regionalnyy-stend"_s, services::Signing), u"regionalnyy-stend/signing"_s);
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
