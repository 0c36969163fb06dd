// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The workstation's core against the sandbox over loopback: Session builds the credentials of the
// Sandbox environment, and "Check connection" tells a working service from refused credentials.

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/net/connectioncheck.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/prescription/prescriptionservice.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"
#include "core/signing/signingservice.h"
#include "sandbox/server/sandbox.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

class TestConnectionCheck : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    std::unique_ptr<ManualClock> clock;
    std::unique_ptr<sandbox::Sandbox> emulator;
    std::unique_ptr<Session> session;

    QMap<Service, ConnectionCheckResult> runCheck()
    {
        ConnectionCheck check(&session->transport(), session->currentEnvironment());
        QMap<Service, ConnectionCheckResult> results;
        connect(&check, &ConnectionCheck::serviceChecked, this,
                [&results](const ConnectionCheckResult &r) { results.insert(r.service, r); });
        QSignalSpy done(&check, &ConnectionCheck::finished);
        check.run();
        if (done.isEmpty())
            done.wait(5000);
        return results;
    }

private Q_SLOTS:
    void init()
    {
        clock = std::make_unique<ManualClock>();
        emulator = std::make_unique<sandbox::Sandbox>(clock.get());
        QVERIFY2(emulator->start(QHostAddress::LocalHost, 0), qPrintable(emulator->errorString()));
        Session::Options options;
        options.settingsFile =
            dir.filePath(QStringLiteral("settings-%1.ini").arg(QLatin1String(QTest::currentTestFunction())));
        options.journalFile =
            dir.filePath(QStringLiteral("journal-%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
        options.clock = clock.get();
        options.sessionOnlySecrets = true;
        session = std::make_unique<Session>(options);
        session->environments().setSandboxRoot(emulator->url());
        QVERIFY(session->environments().setCurrent(QString(kSandboxEnvironmentId)));
        session->accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId), sandbox::Sandbox::defaultTokens());
        session->start();
    }
    void cleanup()
    {
        session.reset();
        emulator.reset();
        clock.reset();
    }

    void sandboxEnvironmentWorksWithoutTyping()
    {
        QVERIFY(session->isJournalOpen());
        const auto results = runCheck();
        QCOMPARE(results.size(), 5);
        for (Service s : allServices()) {
            QVERIFY2(results.value(s).state == ConnectionCheckResult::State::Ok,
                     qPrintable(serviceKey(s) + u": " + results.value(s).text));
            QVERIFY(results.value(s).httpStatus > 0);
            // A made-up probe's "not found" is the good answer: no status number beside "accepted".
            QVERIFY2(!results.value(s).text.contains(u"HTTP"), qPrintable(results.value(s).text));
        }
        // Every exchange is in the request log, and no token is.
        QVERIFY(session->requestLog().size() >= 4);
        for (int i = 0; i < session->requestLog().size(); ++i) {
            const RequestLogEntry &e = session->requestLog().entry(i);
            for (const QString &token : sandbox::Sandbox::defaultTokens())
                QVERIFY(!QString(e.path + QString::fromUtf8(e.requestBody + e.responseBody)).contains(token));
        }
    }
    void wrongTokenIsReportedAsRefused()
    {
        const QString env = QString(kSandboxEnvironmentId);
        for (Service s : {services::Enrichment, services::Prescription, services::Lab})
            session->secrets().writeToken(env, s, QStringLiteral("00000000-1111-2222-3333-444444444444"));
        QTRY_COMPARE(session->accessProvider().access(services::Lab).token,
                     QStringLiteral("00000000-1111-2222-3333-444444444444"));
        const auto results = runCheck();
        for (Service s : {services::Enrichment, services::Prescription, services::Lab}) {
            QVERIFY2(results.value(s).state == ConnectionCheckResult::State::Failed, qPrintable(serviceKey(s)));
            QCOMPARE(results.value(s).httpStatus, 401);
        }
    }
    void tokensDoNotCrossServices()
    {
        // The platform issues a token per service: the signing token opens nothing else, and the
        // enrichment/prescription/lab token does not open signing.
        const QString env = QString(kSandboxEnvironmentId);
        const QMap<Service, QString> defaults = sandbox::Sandbox::defaultTokens();
        for (Service s : {services::Enrichment, services::Prescription, services::Lab})
            session->secrets().writeToken(env, s, defaults.value(services::Signing));
        session->secrets().writeToken(env, services::Signing, defaults.value(services::Enrichment));
        QTRY_COMPARE(session->accessProvider().access(services::Signing).token, defaults.value(services::Enrichment));
        const auto results = runCheck();
        for (Service s : {services::Enrichment, services::Prescription, services::Lab, services::Signing}) {
            QVERIFY2(results.value(s).state == ConnectionCheckResult::State::Failed, qPrintable(serviceKey(s)));
            QCOMPARE(results.value(s).httpStatus, 401);
        }
    }
    void unconfiguredServiceIsSaidSo()
    {
        QVERIFY(session->environments().setCurrent(QString(kTestEnvironmentId)));
        const auto results = runCheck();
        QCOMPARE(results.size(), 5);
        for (const auto &r : results)
            QCOMPARE(r.state, ConnectionCheckResult::State::NotConfigured);
    }
};

QTEST_GUILESS_MAIN(TestConnectionCheck)
#include "tst_connectioncheck.moc"
