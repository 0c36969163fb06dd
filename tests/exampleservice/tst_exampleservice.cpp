// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The example service (tests/exampleservice/) plugged in with its one registration, and nothing of
// the workstation or the sandbox changed for it: the generic code lists it, the Sandbox environment
// has its address, the fixture's token opens it, and it runs through send, doubt, look-up and poll.

#include "core/follow/followdesk.h"
#include "core/lab/labservice.h"
#include "core/net/serviceprofiles.h"
#include "core/settings/environment.h"
#include "sandbox/server/faultinjector.h"
#include "sandbox/server/fixtures.h"
#include "tests/exampleservice/core/exampledesk.h"
#include "tests/exampleservice/core/exampleservice.h"
#include "tests/exampleservice/exampleregistration.h"
#include "tests/integration/clientfixture.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestExampleService : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    ExampleDesk *desk = nullptr;

    TrackedItem row(qint64 id) const { return f->session->journal().trackedItem(id).value(); }
    int posts() const
    {
        int n = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            n += e.method == "POST" && e.path == u"/example/certificates";
        return n;
    }
    void dropNextPost(bool afterService)
    {
        sandbox::FaultRule drop;
        drop.pattern = QStringLiteral("/example/certificates");
        drop.method = "POST";
        drop.kind = sandbox::FaultKind::Drop;
        drop.remaining = 1;
        drop.afterService = afterService;
        f->emulator->context().faults().add(drop);
    }
    qint64 sendAndWait(const QString &patient)
    {
        QSignalSpy ended(desk, &ExampleDesk::sendEnded);
        const qint64 id = desk->send(patient);
        return id && ended.wait(5000) ? id : 0;
    }
    void lookUpAndWait(qint64 id)
    {
        bool done = false;
        f->session->follow().lookUp(id, true, [&done](const FollowLookup &) { done = true; });
        QVERIFY(QTest::qWaitFor([&done] { return done; }, 5000));
    }
    // Polls until the row is issued (the sandbox issues 20 s of virtual time after the request).
    bool pollUntilIssued(qint64 id)
    {
        return f->advanceUntil([this, id] { return row(id).lastStatus == ExampleDesk::kIssued; }, 120);
    }

private Q_SLOTS:
    void initTestCase() { registerExampleService(); }

    void init()
    {
        // Its desk is made by core's composition root, from the descriptor alone.
        f = std::make_unique<ClientFixture>(ClientFixture::WithDesks::Yes);
        // The service's own fixture part: the MIS's main token opened to it, as a new
        // sandbox/fixtures/<key>.json would for a built-in service.
        QJsonObject fixtures = f->emulator->fixtures();
        QString error;
        const QJsonObject part{
            {QStringLiteral("tokens"),
             QJsonArray{QJsonObject{{QStringLiteral("token"), sandbox::Sandbox::defaultTokens().value(services::Lab)},
                                    {QStringLiteral("mis"), QStringLiteral("mis-polyclinic")},
                                    {QStringLiteral("services"), QJsonArray{QStringLiteral("example")}},
                                    {QStringLiteral("default"), true}}}}};
        QVERIFY(sandbox::mergeFixtureSections(fixtures, part, QStringLiteral("example.json"), &error));
        f->emulator->setFixtures(fixtures);
        f->session->accessProvider().setFallbackTokens(QString(kSandboxEnvironmentId),
                                                       sandbox::Sandbox::defaultTokens(fixtures));
        desk = &f->desks->get<ExampleDesk>();
    }
    void cleanup()
    {
        desk = nullptr;
        f.reset();
    }

    // The generic code knows it from the registration alone.
    void theFrameworkListsIt()
    {
        QVERIFY(allServices().contains(services::Example));
        QCOMPARE(allServices().constLast(), services::Example); // after the built-in ones
        Service fromKey;
        QVERIFY(serviceFromKey(QStringLiteral("example"), &fromKey));
        QCOMPARE(fromKey, services::Example);
        QCOMPARE(serviceDisplayName(services::Example), QStringLiteral("Example certificates"));
        QCOMPARE(serviceProfile(services::Example).sandboxPath, QStringLiteral("/example"));
        const Environment sandboxEnv = f->session->currentEnvironment();
        QCOMPARE(sandboxEnv.baseUrls.value(services::Example).path(), QStringLiteral("/example"));
        // The keys of the built-in services are those the journal and the keychain hold, in the
        // list's order (the navigation's); a service registered at run time comes after them.
        QStringList keys;
        for (Service s : allServices())
            keys << serviceKey(s);
        QCOMPARE(keys,
                 (QStringList{QStringLiteral("enrichment"), QStringLiteral("prescription"), QStringLiteral("signing"),
                              QStringLiteral("lab"), QStringLiteral("terminology"), QStringLiteral("example")}));
    }

    void sendIsAcceptedAndPolledUntilIssued()
    {
        const qint64 id = sendAndWait(QStringLiteral("P-1"));
        QVERIFY(id);
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QVERIFY(!row(id).externalId.isEmpty());
        QVERIFY(f->session->follow().isFollowed(id));
        QVERIFY(pollUntilIssued(id));
        QVERIFY(row(id).terminal);
        QCOMPARE(posts(), 1);
    }

    // The answer is lost after the service acted: in doubt, then found by its client reference,
    // accepted as the certificate the service made, and polled. One POST.
    void doubtAfterTheServiceActedIsFoundAndPolled()
    {
        dropNextPost(true);
        const qint64 id = sendAndWait(QStringLiteral("P-2"));
        QVERIFY(id);
        QCOMPARE(row(id).outbox, OutboxState::Uncertain);
        lookUpAndWait(id);
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QVERIFY(!row(id).externalId.isEmpty());
        QVERIFY(pollUntilIssued(id));
        QCOMPARE(posts(), 1);
    }

    // The connection dropped before the service acted: the look-up finds nothing and the send
    // ends refused, so it may go again.
    void doubtWithNothingCreatedEndsRefused()
    {
        dropNextPost(false);
        const qint64 id = sendAndWait(QStringLiteral("P-3"));
        QVERIFY(id);
        QCOMPARE(row(id).outbox, OutboxState::Uncertain);
        lookUpAndWait(id);
        QCOMPARE(row(id).outbox, OutboxState::Refused);
        QVERIFY(!f->session->follow().isFollowed(id));
    }
};

QTEST_MAIN(TestExampleService)
#include "tst_exampleservice.moc"
