// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The service profiles: every service declares one, and the generic code (transport, limits,
// poller, sandbox environment) reads the same facts it held in its own branches before.

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/net/requestlog.h"
#include "core/net/serviceprofiles.h"
#include "core/net/transport.h"
#include "core/prescription/prescriptionservice.h"
#include "core/settings/environment.h"
#include "core/signing/signingservice.h"
#include "core/terminology/terminologyservice.h"
#include "fakenetwork.h"

#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;
using namespace std::chrono_literals;

namespace {
const QString kToken = QStringLiteral("0b9e3c1a-55aa-4f0e-9d7e-31c2aa7e0001");
const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");

ServiceAccess accessWith(const QString &token)
{
    ServiceAccess a;
    a.environmentId = QStringLiteral("test");
    a.baseUrl = QUrl(QStringLiteral("https://platform.example/"));
    a.token = token;
    a.organizationId = kOrg;
    return a;
}

QByteArray header(const HeaderList &headers, const QByteArray &name)
{
    for (const auto &[n, v] : headers) {
        if (n == name)
            return v;
    }
    return {};
}

LimitRule ruleOf(Service service, const QString &route)
{
    const LimitTable table = LimitTable::contractDefaults();
    for (const LimitRule &r : table.rules()) {
        if (r.service == service && r.routeClass == route)
            return r;
    }
    return {};
}
} // namespace

class TestServiceProfiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyServiceHasAProfile()
    {
        for (Service s : allServices()) {
            const ServiceProfile &p = serviceProfile(s);
            QCOMPARE(p.service, s);
            QVERIFY2(p.addressName.startsWith(u'{'), qPrintable(serviceKey(s)));
            QVERIFY2(p.probe.path.startsWith(u'/'), qPrintable(serviceKey(s)));
            QVERIFY2(p.pollPolicy.maxInFlight > 0, qPrintable(serviceKey(s)));
            for (const LimitRule &rule : p.limits)
                QCOMPARE(rule.service, s); // a profile declares only its own limits
        }
    }

    void authHeadersPerService_data()
    {
        QTest::addColumn<Service>("service");
        QTest::addColumn<QString>("token");
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QByteArray>("idLpu");
        QTest::newRow("A") << services::Enrichment << kToken << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("B") << services::Prescription << kToken << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("C lab") << services::Lab << kToken << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("C terminology, token")
            << services::Terminology << QStringLiteral("nsi") << QByteArray("N3 nsi") << QByteArray();
        QTest::newRow("C terminology, no token") << services::Terminology << QString() << QByteArray() << QByteArray();
        QTest::newRow("D") << services::Signing << kToken << kToken.toLatin1() << kOrg.toLatin1();
        QTest::newRow("D, no token") << services::Signing << QString() << QByteArray() << QByteArray();
    }
    void authHeadersPerService()
    {
        QFETCH(Service, service);
        QFETCH(QString, token);
        QFETCH(QByteArray, authorization);
        QFETCH(QByteArray, idLpu);
        const HeaderList headers = serviceProfile(service).authHeaders(accessWith(token));
        QCOMPARE(header(headers, "Authorization"), authorization);
        QCOMPARE(header(headers, "X-Id-Lpu"), idLpu);
        QCOMPARE(headers.size(), int(!authorization.isEmpty()) + int(!idLpu.isEmpty()));
    }
    void schemeWordComesFromTheEnvironment()
    {
        ServiceAccess a = accessWith(kToken);
        a.schemeWord = QStringLiteral("Bearer");
        QCOMPARE(header(serviceProfile(services::Lab).authHeaders(a), "Authorization"), "Bearer " + kToken.toLatin1());
        QCOMPARE(header(serviceProfile(services::Signing).authHeaders(a), "Authorization"), kToken.toLatin1());
    }
    void onlyTerminologyGoesWithoutTokenOnlySigningNeedsOrganization()
    {
        for (Service s : allServices()) {
            QCOMPARE(serviceProfile(s).tokenRequired, s != services::Terminology);
            QCOMPARE(serviceProfile(s).needsOrganization(), s == services::Signing);
            QCOMPARE(serviceProfile(s).defaultContentType.isEmpty(), s != services::Enrichment);
        }
    }

    void contractLimitsAreTheProfilesRules()
    {
        QCOMPARE(LimitTable::contractDefaults().rules().size(), 5);
        QCOMPARE(ruleOf(services::Enrichment, RouteClass::Any).perMinute, 500);
        QCOMPARE(ruleOf(services::Enrichment, RouteClass::Status).keySpacingMs, 10'000);
        QCOMPARE(ruleOf(services::Signing, RouteClass::Upload).perMinute, 120);
        QCOMPARE(ruleOf(services::Signing, RouteClass::Upload).blockOn429Ms, 120'000);
        QCOMPARE(ruleOf(services::Signing, RouteClass::Status).perMinute, 600);
        QCOMPARE(ruleOf(services::Signing, RouteClass::Status).maxInFlight, 10);
        QCOMPARE(ruleOf(services::Signing, RouteClass::FullGet).maxInFlight, 5);
        for (Service s : {services::Prescription, services::Lab, services::Terminology})
            QVERIFY(LimitTable::contractDefaults().rulesFor(s, RouteClass::Default).isEmpty());
    }

    void pollPoliciesAreTheProfiles()
    {
        for (Service s : allServices())
            QCOMPARE(PollPolicy::defaultFor(s), serviceProfile(s).pollPolicy);
        QCOMPARE(PollPolicy::defaultFor(services::Enrichment).interval, 10s);
        QCOMPARE(PollPolicy::defaultFor(services::Prescription).interval, 60s);
        QCOMPARE(PollPolicy::defaultFor(services::Lab).interval, 2min);
        QCOMPARE(PollPolicy::defaultFor(services::Terminology).maxInFlight, 1);
        QCOMPARE(PollPolicy::defaultFor(services::Signing).maxBackoff, 10min);
    }

    void sandboxEnvironmentUsesTheProfilesPaths()
    {
        const Environment env = sandboxEnvironment(QUrl(QStringLiteral("http://127.0.0.1:5000")));
        QCOMPARE(env.baseUrl(services::Enrichment).toString(), QStringLiteral("http://127.0.0.1:5000/enrichment"));
        QCOMPARE(env.baseUrl(services::Lab).toString(), QStringLiteral("http://127.0.0.1:5000/exlab/api/fhir"));
        QCOMPARE(env.baseUrl(services::Terminology).toString(), QStringLiteral("http://127.0.0.1:5000/nsi/fhir/term"));
        QCOMPARE(env.baseUrl(services::Signing).toString(), QStringLiteral("http://127.0.0.1:5000"));
    }

    void serviceAccessIsBuiltFromTheEnvironment()
    {
        Environment env = sandboxEnvironment(QUrl(QStringLiteral("http://127.0.0.1:5000")));
        env.schemeWord = QStringLiteral("Bearer");
        env.timeoutSeconds = 12;
        const ServiceAccess a = serviceAccess(env, services::Prescription, kToken);
        QCOMPARE(a.environmentId, QStringLiteral("sandbox"));
        QCOMPARE(a.baseUrl, env.baseUrl(services::Prescription));
        QCOMPARE(a.schemeWord, QStringLiteral("Bearer"));
        QCOMPARE(a.token, kToken);
        QCOMPARE(a.organizationId, env.organizationId);
        QCOMPARE(a.timeoutSeconds, 12);
    }

    // A call that carries its own access (the settings dialog's check of an unsaved environment)
    // reaches that address with that token, through the same transport and request log.
    void accessOverrideGoesThroughTheSameTransport()
    {
        ManualClock clock;
        FakeNetworkAccessManager nam(&clock);
        Transport transport(&nam, &clock);
        RequestLog log;
        transport.setRequestLog(&log);
        transport.setAccessProvider([](Service) { return accessWith(QStringLiteral("current-token")); });
        ServiceAccess draft = accessWith(QStringLiteral("draft-token"));
        draft.environmentId = QStringLiteral("draft");
        draft.baseUrl = QUrl(QStringLiteral("https://draft.example/sep"));

        auto *call = new JsonCall(services::Signing, "GET", QStringLiteral("/sep/api/signing"));
        call->setAccessOverride(draft);
        transport.start(call);
        auto *plain = transport.start(new JsonCall(services::Signing, "GET", QStringLiteral("/sep/api/signing")));
        QSignalSpy done(plain, &ApiCall::finished);
        QTRY_COMPARE(nam.requests().size(), 2);
        QVERIFY(done.count() || done.wait(2000));

        QCOMPARE(nam.requests().at(0).url.host(), QStringLiteral("draft.example"));
        QCOMPARE(nam.requests().at(0).header("Authorization"), QByteArray("draft-token"));
        QCOMPARE(nam.requests().at(1).url.host(), QStringLiteral("platform.example"));
        QCOMPARE(nam.requests().at(1).header("Authorization"), QByteArray("current-token"));
        QTRY_COMPARE(log.size(), 2);
        QCOMPARE(log.entry(0).environmentId, QStringLiteral("draft"));
        QCOMPARE(log.entry(1).environmentId, QStringLiteral("test"));
    }
};

QTEST_GUILESS_MAIN(TestServiceProfiles)
#include "tst_serviceprofiles.moc"
