// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// SandboxAdminClient against the sandbox over loopback: the outbox is read, and every failure
// (no sandbox, an unknown dispatch, nothing listening, no answer in time) is an ApiError.

#include "core/common/clock.h"
#include "core/net/sandboxadminclient.h"
#include "core/signing/signingservice.h"
#include "sandbox/server/sandbox.h"

#include <QNetworkAccessManager>
#include <QTcpServer>
#include <QTest>

using namespace cliniclink;

namespace {

// Waits (on loopback I/O, not on time) until the future has finished.
template<class T>
bool finishes(const QFuture<T> &future)
{
    return QTest::qWaitFor([&future] { return future.isFinished(); }, 5000);
}

// The error the future failed with; a default ApiError when it did not fail.
template<class T>
ApiError failureOf(QFuture<T> future)
{
    try {
        future.waitForFinished();
    } catch (const ApiFailure &failure) {
        return failure.error();
    }
    return {};
}

} // namespace

class TestSandboxAdminClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ManualClock> clock;
    std::unique_ptr<sandbox::Sandbox> emulator;
    std::unique_ptr<QNetworkAccessManager> nam;
    QUrl root;

    std::unique_ptr<SandboxAdminClient> client()
    {
        return std::make_unique<SandboxAdminClient>(
            nam.get(), clock.get(), [this] { return root; }, services::Signing);
    }

private Q_SLOTS:
    void init()
    {
        clock = std::make_unique<ManualClock>();
        emulator = std::make_unique<sandbox::Sandbox>(clock.get());
        QVERIFY(emulator->start(QHostAddress::LocalHost, 0));
        nam = std::make_unique<QNetworkAccessManager>();
        root = emulator->url();
    }
    void cleanup()
    {
        nam.reset();
        emulator.reset();
        clock.reset();
    }

    void outboxIsRead()
    {
        auto admin = client();
        QFuture<QList<SandboxOutboxEntry>> outbox = admin->outbox();
        QVERIFY(finishes(outbox));
        QCOMPARE(failureOf(outbox).kind(), ApiError::Kind::None);
        QVERIFY(outbox.result().isEmpty()); // nothing was sent to anyone yet
    }

    // The enrichment registries' persons, as the workstation offers them as test patients.
    void testPersonsAreRead()
    {
        auto admin = client();
        QFuture<QList<SandboxTestPerson>> persons = admin->testPersons();
        QVERIFY(finishes(persons));
        QCOMPARE(failureOf(persons).kind(), ApiError::Kind::None);
        const QList<SandboxTestPerson> list = persons.result();
        QVERIFY(list.size() >= 5);
        const SandboxTestPerson &first = list.first();
        QCOMPARE(first.familyName, QStringLiteral("Иванов"));
        QCOMPARE(first.birthDate, QDate(1978, 3, 14));
        QCOMPARE(first.gender, QStringLiteral("1"));
        QCOMPARE(first.snils, QStringLiteral("12457896391"));
        QCOMPARE(first.documents.size(), 1);
        QCOMPARE(first.documents.first().number, QStringLiteral("123456"));
        QCOMPARE(first.documents.first().issueDate, QDate(2003, 4, 22));
        QCOMPARE(first.unitedPolicyNumber, QStringLiteral("7700000123456780"));
    }

    void unknownDispatchIsAnHttpError()
    {
        auto admin = client();
        QFuture<void> act =
            admin->actAsPatient(QStringLiteral("no-such-dispatch"), {}, SandboxAdminClient::PatientDecision::Sign);
        QVERIFY(finishes(act));
        const ApiError error = failureOf(act);
        QCOMPARE(error.kind(), ApiError::Kind::Http);
        QCOMPARE(error.httpStatus(), 404);
        QVERIFY(!error.userText().isEmpty());
    }

    void noSandboxIsAConfigurationError()
    {
        root = QUrl();
        auto admin = client();
        QFuture<QList<SandboxOutboxEntry>> outbox = admin->outbox();
        QVERIFY(outbox.isFinished()); // nothing to send
        QCOMPARE(failureOf(outbox).kind(), ApiError::Kind::Configuration);
    }

    void nothingListeningIsRefused()
    {
        root = QUrl(QStringLiteral("http://127.0.0.1:1"));
        auto admin = client();
        QFuture<QList<SandboxOutboxEntry>> outbox = admin->outbox();
        QVERIFY(finishes(outbox));
        QCOMPARE(failureOf(outbox).kind(), ApiError::Kind::ConnectionRefused);
    }

    void silenceTimesOutOnTheClock()
    {
        QTcpServer silent; // takes the connection, never answers
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        root = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(silent.serverPort()));
        auto admin = client();
        admin->setTimeoutSeconds(10);
        QFuture<QList<SandboxOutboxEntry>> outbox = admin->outbox();
        QVERIFY(QTest::qWaitFor([&silent] { return silent.hasPendingConnections(); }, 5000));
        clock->advanceSeconds(9);
        QCoreApplication::processEvents();
        QVERIFY(!outbox.isFinished());
        clock->advanceSeconds(1);
        QVERIFY(finishes(outbox));
        QCOMPARE(failureOf(outbox).kind(), ApiError::Kind::Timeout);
    }
};

QTEST_MAIN(TestSandboxAdminClient)
#include "tst_sandboxadminclient.moc"
