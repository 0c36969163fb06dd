// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/enrichment/enrichmentservice.h"
#include "core/lab/labservice.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/prescription/prescriptionservice.h"
#include "core/signing/signingservice.h"
#include "core/terminology/terminologyservice.h"
#include "fakenetwork.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace cliniclink;
using namespace Qt::StringLiterals;
using namespace cliniclink::testing;

namespace {
const QString kToken = QStringLiteral("0b9e3c1a-55aa-4f0e-9d7e-31c2aa7e0001");
const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");

JsonCall *get(Service s, const QString &path, const QString &route = RouteClass::Default)
{
    auto *call = new JsonCall(s, "GET", path);
    call->setRouteClass(route);
    call->setRetryMode(ApiCall::RetryMode::IdempotentRead);
    return call;
}
JsonCall *post(Service s, const QString &path, const QJsonObject &body = {})
{
    auto *call = new JsonCall(s, "POST", path);
    call->setJsonBody(body);
    return call;
}
} // namespace

class TestTransport : public QObject {
    Q_OBJECT
    ManualClock *clock = nullptr;
    FakeNetworkAccessManager *nam = nullptr;
    Transport *transport = nullptr;
    RequestLog *log = nullptr;
    QString terminologyToken;

    // Waits until the call has emitted finished(); a loopback-free event loop spin, no sleeping.
    static bool finishes(ApiCall *, QSignalSpy &spy) { return spy.count() > 0 || spy.wait(2000); }

private Q_SLOTS:
    void init()
    {
        clock = new ManualClock;
        nam = new FakeNetworkAccessManager(clock);
        transport = new Transport(nam, clock);
        log = new RequestLog;
        transport->setRequestLog(log);
        terminologyToken.clear();
        transport->setAccessProvider([this](Service s) {
            ServiceAccess a;
            a.environmentId = QStringLiteral("test");
            a.baseUrl = QUrl(QStringLiteral("https://platform.example/") + serviceKey(s));
            a.token = s == services::Terminology ? terminologyToken : kToken;
            a.organizationId = kOrg;
            return a;
        });
    }
    void cleanup()
    {
        delete transport;
        delete nam;
        delete log;
        delete clock;
    }

    void authHeaderPerService_data()
    {
        QTest::addColumn<Service>("service");
        QTest::addColumn<QByteArray>("authorization");
        QTest::addColumn<QByteArray>("idLpu");
        QTest::newRow("A") << services::Enrichment << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("B") << services::Prescription << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("C lab") << services::Lab << ("N3 " + kToken.toLatin1()) << QByteArray();
        QTest::newRow("C terminology, no token") << services::Terminology << QByteArray() << QByteArray();
        QTest::newRow("D") << services::Signing << kToken.toLatin1() << kOrg.toLatin1();
    }
    void authHeaderPerService()
    {
        QFETCH(Service, service);
        QFETCH(QByteArray, authorization);
        QFETCH(QByteArray, idLpu);
        auto *call = transport->start(get(service, QStringLiteral("/x")));
        QSignalSpy done(call, &ApiCall::finished);
        QVERIFY(finishes(call, done));
        QCOMPARE(nam->requests().size(), 1);
        const SeenRequest &r = nam->requests().first();
        QCOMPARE(r.header("Authorization"), authorization);
        QCOMPARE(r.header("X-Id-Lpu"), idLpu);
        QCOMPARE(r.url.toString(), QStringLiteral("https://platform.example/") + serviceKey(service) + u"/x");
        if (service == services::Enrichment) // A requires the JSON content type even on a GET
            QCOMPARE(r.request.header(QNetworkRequest::ContentTypeHeader).toByteArray(),
                     QByteArray("application/json"));
    }
    void terminologyTokenWhenSet()
    {
        terminologyToken = QStringLiteral("nsi-token");
        auto *call = transport->start(get(services::Terminology, QStringLiteral("/version")));
        QSignalSpy done(call, &ApiCall::finished);
        QVERIFY(finishes(call, done));
        QCOMPARE(nam->requests().first().header("Authorization"), QByteArray("N3 nsi-token"));
    }
    void missingAddressIsAConfigurationError()
    {
        transport->setAccessProvider([](Service) { return ServiceAccess{}; });
        auto *call = transport->start(get(services::Lab, QStringLiteral("/Patient")));
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(failed.wait(2000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Configuration);
        QVERIFY(nam->requests().isEmpty());
    }
    void errorStatusFinishesOnceWithDecodedError()
    {
        nam->setHandler([](const SeenRequest &) {
            return CannedReply::json(400, R"({"Message":["Не найдено ни одной записи о загрузке"]})");
        });
        auto *call = transport->start(post(services::Prescription, QStringLiteral("/TakePrescriptionStatus")));
        QSignalSpy ok(call, &ApiCall::succeeded);
        QSignalSpy failed(call, &ApiCall::failed);
        QSignalSpy done(call, &ApiCall::finished);
        QVERIFY(finishes(call, done));
        QCOMPARE(ok.count(), 0);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(done.count(), 1);
        const ApiError e = failed.first().first().value<ApiError>();
        QCOMPARE(e.httpStatus(), 400);
        QCOMPARE(e.serverMessages().first(), QStringLiteral("Не найдено ни одной записи о загрузке"));
    }
    void readIsRetriedByTheTable()
    {
        int n = 0;
        nam->setHandler([&n](const SeenRequest &) {
            return ++n == 1 ? CannedReply::json(503, "{}") : CannedReply::json(200, R"({"version":"2.1"})");
        });
        auto *call = transport->start(get(services::Terminology, QStringLiteral("/version")));
        QSignalSpy retry(call, &ApiCall::retryScheduled);
        QSignalSpy ok(call, &ApiCall::succeeded);
        QVERIFY(retry.wait(2000));
        QCOMPARE(retry.first().at(0).toInt(), 2);
        QCOMPARE(retry.first().at(1).toDateTime(), clock->now().addMSecs(1000));
        QCOMPARE(nam->requests().size(), 1);
        clock->advance(999);
        QCoreApplication::processEvents();
        QCOMPARE(nam->requests().size(), 1); // not before the pause is over
        clock->advance(1);
        QVERIFY(ok.wait(2000));
        QCOMPARE(nam->requests().size(), 2);
        QCOMPARE(call->result().toObject().value(u"version").toString(), QStringLiteral("2.1"));
    }
    void postIsNeverRetried()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::json(503, "{}"); });
        auto *call = transport->start(post(services::Signing, QStringLiteral("/sep/api/signing")));
        QSignalSpy failed(call, &ApiCall::failed);
        QSignalSpy retry(call, &ApiCall::retryScheduled);
        QVERIFY(failed.wait(2000));
        clock->advance(60 * 1000);
        QCoreApplication::processEvents();
        QCOMPARE(retry.count(), 0);
        QCOMPARE(nam->requests().size(), 1);
    }
    void timeoutRunsOnTheClock()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::hanging(); });
        auto *call = transport->start(post(services::Enrichment, QStringLiteral("/snils")));
        QSignalSpy failed(call, &ApiCall::failed);
        QTRY_COMPARE(nam->requests().size(), 1);
        clock->advanceSeconds(29);
        QCoreApplication::processEvents();
        QCOMPARE(failed.count(), 0);
        clock->advanceSeconds(1);
        QVERIFY(failed.count() || failed.wait(2000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Timeout);
        QCOMPARE(nam->requests().size(), 1); // a POST that timed out is not sent again
    }
    void delayedReplyArrivesWhenTheClockSaysSo()
    {
        nam->setHandler([](const SeenRequest &) {
            CannedReply r = CannedReply::json(200, R"({"version":"1"})");
            r.delayMs = 12'000; // slow, but inside the 30 s timeout
            return r;
        });
        auto *call = transport->start(get(services::Terminology, QStringLiteral("/version")));
        QSignalSpy ok(call, &ApiCall::succeeded);
        QSignalSpy failed(call, &ApiCall::failed);
        QTRY_COMPARE(nam->requests().size(), 1);
        clock->advanceSeconds(11);
        QCoreApplication::processEvents();
        QCOMPARE(ok.count() + failed.count(), 0);
        QCOMPARE(transport->activeCount(), 1);
        clock->advanceSeconds(1);
        QVERIFY(ok.count() || ok.wait(2000));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(log->entry(0).durationMs, 12'000); // measured on the clock
    }
    void rateLimitIsHonouredNotRetried()
    {
        nam->setHandler([](const SeenRequest &) {
            CannedReply r = CannedReply::json(429, R"({"error":"TOO_MANY_REQUESTS","message":"Превышен лимит"})");
            r.headers << qMakePair(QByteArray("Retry-After"), QByteArray("7"));
            return r;
        });
        QSignalSpy limited(transport, &Transport::rateLimited);
        auto *first =
            transport->start(get(services::Signing, QStringLiteral("/sep/api/signing/t/status"), RouteClass::Status));
        QSignalSpy failed(first, &ApiCall::failed);
        QVERIFY(failed.wait(2000));
        const ApiError e = failed.first().first().value<ApiError>();
        QCOMPARE(e.kind(), ApiError::Kind::RateLimited);
        QCOMPARE(e.retryAt(), clock->now().addSecs(7));
        QCOMPARE(limited.count(), 1);
        QCOMPARE(nam->requests().size(), 1);

        nam->setHandler([](const SeenRequest &) { return CannedReply::json(200, R"({"status":"214"})"); });
        auto *second =
            transport->start(get(services::Signing, QStringLiteral("/sep/api/signing/t/status"), RouteClass::Status));
        QSignalSpy waiting(second, &ApiCall::waiting);
        QSignalSpy ok(second, &ApiCall::succeeded);
        QVERIFY(waiting.wait(2000));
        QCOMPARE(waiting.first().first().toDateTime(), clock->now().addSecs(7));
        QCOMPARE(nam->requests().size(), 1); // held, not sent into the block
        clock->advanceSeconds(7);
        QVERIFY(ok.wait(2000));
        QCOMPARE(nam->requests().size(), 2);
    }
    void inFlightCapHoldsTheRest()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::hanging(); });
        QList<ApiCall *> calls;
        for (int i = 0; i < 7; ++i)
            calls << transport->start(
                get(services::Signing, QStringLiteral("/sep/api/signing/%1").arg(i), RouteClass::FullGet));
        QTRY_COMPARE(nam->requests().size(), 5); // D full GET: 5 in flight
        QCoreApplication::processEvents();
        QCOMPARE(nam->requests().size(), 5);
        QCOMPARE(transport->activeCount(), 7);
        calls.first()->cancel();
        QTRY_COMPARE(nam->requests().size(), 6);
        QCOMPARE(nam->openReplies(), 5);
    }
    // Held by the minute's window, an order waiting goes before the status reads queued before it,
    // and places kept for orders about to start hold the reads until they are released.
    void ordersGoBeforeReadsAndKeptPlacesHoldReads()
    {
        transport->limiter().setTable(LimitTable::contractDefaults().withOverrides({{u"enrichment.*"_s, 2}}));
        // Two requests fill the minute: at 0 s and at 30 s.
        for (int i = 0; i < 2; ++i) {
            QSignalSpy done(transport->start(get(services::Enrichment, u"/first/%1"_s.arg(i))), &ApiCall::finished);
            QVERIFY(done.wait(2000));
            clock->advance(30'000);
        }
        auto *read = transport->start(get(services::Enrichment, u"/status/1"_s));
        auto *order = transport->start(post(services::Enrichment, u"/order"_s));
        QSignalSpy orderDone(order, &ApiCall::finished);
        QSignalSpy readDone(read, &ApiCall::finished);
        QTRY_COMPARE(transport->waitingFor(services::Enrichment), 2);
        QCOMPARE(transport->waitingToChange(services::Enrichment), 1);
        // At 60 s one place frees: the order takes it, though the read was queued first.
        // (the limiter keeps 100 ms beyond the minute for the server's clock)
        clock->advance(100);
        QVERIFY(orderDone.wait(2000));
        QCOMPARE(nam->requests().last().method, QByteArray("POST"));
        QVERIFY(readDone.isEmpty());
        QCOMPARE(transport->waitingFor(services::Enrichment), 1);
        // A place kept for an order about to start: the read still waits when the next place frees.
        transport->keepPlaces(services::Enrichment, 1);
        const qsizetype sent = nam->requests().size();
        clock->advance(30'100);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCOMPARE(nam->requests().size(), sent);
        QCOMPARE(transport->waitingFor(services::Enrichment), 1);
        // Released, the read goes.
        transport->keepPlaces(services::Enrichment, 0);
        QVERIFY(readDone.wait(2000));
        QCOMPARE(nam->requests().last().url.path(), u"/enrichment/status/1"_s);
    }
    void cancelWhileWaiting()
    {
        transport->limiter().block(services::Signing, RouteClass::Upload, clock->now());
        auto *upload = post(services::Signing, QStringLiteral("/sep/api/signing"));
        upload->setRouteClass(RouteClass::Upload);
        auto *call = transport->start(upload);
        QSignalSpy waiting(call, &ApiCall::waiting);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(waiting.wait(2000));
        call->cancel();
        QVERIFY(failed.wait(2000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Cancelled);
        QVERIFY(nam->requests().isEmpty());
        QTRY_COMPARE(transport->activeCount(), 0);
    }
    void logHasNoTokenAndNoPersonalData()
    {
        nam->setHandler([](const SeenRequest &) {
            return CannedReply::json(200, R"({"patient":{"snils":"11223344595","status":"Выполнено"}})");
        });
        auto *call = transport->start(
            post(services::Enrichment, QStringLiteral("/snils"),
                 QJsonObject{{QStringLiteral("patient"),
                              QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Кузнецова")},
                                          {QStringLiteral("snils"), QStringLiteral("11223344595")}}}}));
        QSignalSpy done(call, &ApiCall::finished);
        QVERIFY(finishes(call, done));
        QCOMPARE(log->size(), 1);
        const RequestLogEntry &e = log->entry(0);
        const QByteArray everything = e.path.toUtf8() + e.requestBody + e.responseBody + e.errorText.toUtf8();
        QVERIFY(!everything.contains(kToken.toUtf8()));
        QVERIFY(!everything.contains("11223344595"));
        QVERIFY(!everything.contains("Кузнецова"));
        QVERIFY(everything.contains("Выполнено"));
        QCOMPARE(e.httpStatus, 200);
        QCOMPARE(e.method, QByteArray("POST"));
    }
    void futureCarriesResultOrFailure()
    {
        nam->setHandler([](const SeenRequest &r) {
            return r.url.path().endsWith(u"/ok")
                ? CannedReply::json(200, R"({"version":"3"})")
                : CannedReply::json(404, R"({"resourceType":"OperationOutcome","issue":[{"code":"not-found"}]})");
        });
        QFuture<QJsonValue> ok = futureOf(transport->start(get(services::Terminology, QStringLiteral("/ok"))));
        QFuture<QJsonValue> bad = futureOf(transport->start(get(services::Terminology, QStringLiteral("/missing"))));
        QTRY_VERIFY(ok.isFinished() && bad.isFinished());
        QCOMPARE(ok.result().toObject().value(u"version").toString(), QStringLiteral("3"));
        QString code;
        try {
            bad.waitForFinished();
            bad.result();
        } catch (const ApiFailure &f) {
            code = f.error().code();
        }
        QCOMPARE(code, QStringLiteral("not-found"));
    }
};

QTEST_GUILESS_MAIN(TestTransport)
#include "tst_transport.moc"
