// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's admin API over loopback: clock, every fault kind, reset, request log; plus the
// state file and the worker-thread runner the app uses.

#include "../support/permissionwatch.h"
#include "sandbox/server/sandboxrunner.h"
#include "sandbox/server/virtualclock.h"
#include "sandboxtestclient.h"

#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

const QString kStatus = QStringLiteral("/prescription/TakePrescriptionStatus");

QJsonObject b1(const QString &idSourceMis)
{
    return {{QStringLiteral("Organization"), kMainOrganization},
            {QStringLiteral("IdSourceMis"), idSourceMis},
            {QStringLiteral("IdDataSource"), 1}};
}

} // namespace

// What a runner reported, received on this (the test's) thread. A QSignalSpy counts on the emitting
// thread, so a report that came before its wait() began was missed, and wait() timed out (the runner
// that cannot listen reports at once: about one run in five under sanitizers).
struct RunnerReports {
    QList<QUrl> started;
    QStringList failed;
    explicit RunnerReports(SandboxRunner &runner)
    {
        QObject::connect(&runner, &SandboxRunner::started, &runner, [this](const QUrl &url) { started << url; });
        QObject::connect(&runner, &SandboxRunner::failed, &runner, [this](const QString &e) { failed << e; });
    }
    bool waitForOne()
    {
        return QTest::qWaitFor([this] { return !started.isEmpty() || !failed.isEmpty(); }, 5000);
    }
};

class TestSandboxAdmin : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SandboxTestClient> c;

    HttpResult admin(const QByteArray &method, const QString &path, const QJsonObject &body = {})
    {
        return c->send(method, path, body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(),
                       {{"Content-Type", "application/json"}});
    }
    QString addFault(const QJsonObject &rule)
    {
        const HttpResult r = admin("POST", QStringLiteral("/sandbox/faults"), rule);
        if (r.status != 201)
            qWarning() << r.status << r.body;
        return r.object().value(QStringLiteral("id")).toString();
    }
    int statusOfB() { return c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104"))).status; }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SandboxTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void index()
    {
        for (const QString &path : {QStringLiteral("/sandbox/"), QStringLiteral("/sandbox")}) {
            const HttpResult r = admin("GET", path);
            QCOMPARE(r.status, 200);
            const QJsonArray services = r.object().value(QStringLiteral("services")).toArray();
            QVERIFY(services.contains(QStringLiteral("/enrichment")));
            QVERIFY(services.contains(QStringLiteral("/prescription")));
            QVERIFY(!r.object().value(QStringLiteral("endpoints")).toArray().isEmpty());
        }
    }

    void unknownPathIsJson404()
    {
        const HttpResult r = admin("GET", QStringLiteral("/nowhere"));
        QCOMPARE(r.status, 404);
        QVERIFY(r.contentType.startsWith("application/json"));
        QCOMPARE(admin("GET", QStringLiteral("/sandbox/nothing")).status, 404);
    }

    void manualClock()
    {
        HttpResult r = admin("GET", QStringLiteral("/sandbox/clock"));
        QCOMPARE(r.object().value(QStringLiteral("now")).toString(), QStringLiteral("2026-01-15T09:00:00.000Z"));
        QCOMPARE(r.object().value(QStringLiteral("kind")).toString(), QStringLiteral("manual"));
        r = admin("POST", QStringLiteral("/sandbox/clock/advance"), {{QStringLiteral("seconds"), 90}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(QStringLiteral("now")).toString(), QStringLiteral("2026-01-15T09:01:30.000Z"));
        QCOMPARE(c->clock.now(), QDateTime(QDate(2026, 1, 15), QTime(9, 1, 30), Qt::UTC));
        r = admin("POST", QStringLiteral("/sandbox/clock/advance"),
                  {{QStringLiteral("to"), QStringLiteral("2026-01-15T10:00:00Z")}});
        QCOMPARE(r.object().value(QStringLiteral("now")).toString(), QStringLiteral("2026-01-15T10:00:00.000Z"));
        QCOMPARE(admin("POST", QStringLiteral("/sandbox/clock/advance"), {{QStringLiteral("ms"), -5}}).status, 400);
        QCOMPARE(admin("POST", QStringLiteral("/sandbox/clock/scale"), {{QStringLiteral("scale"), 10}}).status, 409);
    }

    void virtualClockScaleAndAdvance()
    {
        Sandbox own; // its own VirtualClock
        QVERIFY(own.start());
        QNetworkAccessManager nam;
        const auto post = [&](const QString &path, const QJsonObject &body) {
            QUrl url = own.url();
            url.setPath(path);
            QNetworkRequest request(url);
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
            return SandboxTestClient::finish(nam.post(request, QJsonDocument(body).toJson()));
        };
        HttpResult r = post(QStringLiteral("/sandbox/clock/scale"), {{QStringLiteral("scale"), 0}});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(QStringLiteral("kind")).toString(), QStringLiteral("virtual"));
        QCOMPARE(r.object().value(QStringLiteral("scale")).toDouble(), 0.0);
        const QDateTime before = own.clock().now();
        r = post(QStringLiteral("/sandbox/clock/advance"), {{QStringLiteral("ms"), 3'600'000}});
        QCOMPARE(r.status, 200);
        QCOMPARE(before.msecsTo(own.clock().now()), 3'600'000);
    }

    // {"scale": 1e308} overflowed the clock's arithmetic and broke it until restart: refused with
    // 400, and the clock keeps running as before.
    void outOfRangeScaleIsRefused()
    {
        Sandbox own; // its own VirtualClock
        QVERIFY(own.start());
        QNetworkAccessManager nam;
        const auto post = [&](const QString &path, const QByteArray &body) {
            QUrl url = own.url();
            url.setPath(path);
            QNetworkRequest request(url);
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
            return SandboxTestClient::finish(nam.post(request, body));
        };
        const QDateTime before = own.clock().now();
        for (const QByteArray &scale : {QByteArray("1e308"), QByteArray("1e10"), QByteArray("-1")}) {
            const HttpResult r = post(QStringLiteral("/sandbox/clock/scale"), "{\"scale\": " + scale + '}');
            QVERIFY2(r.status == 400, scale.constData());
            QVERIFY(r.object().value(QStringLiteral("error")).toString().contains(u"scale"));
        }
        QCOMPARE(own.virtualClock()->scale(), 1.0);
        HttpResult r = post(QStringLiteral("/sandbox/clock/advance"), "{\"ms\": 9223372036854775807}");
        QCOMPARE(r.status, 400);
        r = post(QStringLiteral("/sandbox/clock/advance"), "{\"ms\": 60000}");
        QCOMPARE(r.status, 200);
        const QDateTime after =
            QDateTime::fromString(r.object().value(QStringLiteral("now")).toString(), Qt::ISODateWithMs);
        QVERIFY(after.isValid());
        QVERIFY(before.msecsTo(after) >= 60'000 && before.msecsTo(after) < 3'600'000);
    }

    // A page of any site can send simple requests to 127.0.0.1 (text/plain, no preflight) and, by
    // DNS rebinding, with its own name as Host: every /sandbox/ route refuses them.
    void foreignRequestsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("host");
        QTest::addColumn<QByteArray>("origin");
        QTest::addColumn<QByteArray>("contentType");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        const QByteArray rule = "{\"path\": \"/prescription/*\", \"kind\": \"status\", \"status\": 503}";
        const QString faults = QStringLiteral("/sandbox/faults");
        QTest::newRow("text/plain body") << QByteArray("POST") << faults << QByteArray() << QByteArray()
                                         << QByteArray("text/plain") << rule << 415;
        QTest::newRow("form body") << QByteArray("POST") << faults << QByteArray() << QByteArray()
                                   << QByteArray("application/x-www-form-urlencoded") << rule << 415;
        QTest::newRow("no content type") << QByteArray("POST") << faults << QByteArray() << QByteArray() << QByteArray()
                                         << rule << 415;
        QTest::newRow("foreign origin") << QByteArray("POST") << faults << QByteArray()
                                        << QByteArray("https://attacker.example") << QByteArray("application/json")
                                        << rule << 403;
        QTest::newRow("null origin") << QByteArray("POST") << faults << QByteArray() << QByteArray("null")
                                     << QByteArray("application/json") << rule << 403;
        QTest::newRow("origin loopback-looking")
            << QByteArray("POST") << faults << QByteArray() << QByteArray("http://127.0.0.1.attacker.example")
            << QByteArray("application/json") << rule << 403;
        QTest::newRow("rebound host") << QByteArray("POST") << faults << QByteArray("attacker.example:8080")
                                      << QByteArray() << QByteArray("application/json") << rule << 403;
        QTest::newRow("rebound host, GET")
            << QByteArray("GET") << QStringLiteral("/sandbox/requests") << QByteArray("attacker.example")
            << QByteArray() << QByteArray() << QByteArray() << 403;
        QTest::newRow("rebound host, reset")
            << QByteArray("POST") << QStringLiteral("/sandbox/reset") << QByteArray("rebind.example") << QByteArray()
            << QByteArray() << QByteArray() << 403;
        QTest::newRow("rebound host, signing admin")
            << QByteArray("GET") << QStringLiteral("/sandbox/signing/outbox") << QByteArray("rebind.example")
            << QByteArray() << QByteArray() << QByteArray() << 403;
        QTest::newRow("rebound host, lab admin")
            << QByteArray("GET") << QStringLiteral("/sandbox/lab/orders") << QByteArray("rebind.example")
            << QByteArray() << QByteArray() << QByteArray() << 403;
        QTest::newRow("localhost") << QByteArray("POST") << faults << QByteArray("localhost:1234")
                                   << QByteArray("http://localhost:1234") << QByteArray("application/json") << rule
                                   << 201;
        QTest::newRow("[::1]") << QByteArray("POST") << faults << QByteArray("[::1]:1234")
                               << QByteArray("http://[::1]:1234") << QByteArray("application/json; charset=utf-8")
                               << rule << 201;
        QTest::newRow("127.0.0.1 without port")
            << QByteArray("POST") << faults << QByteArray("127.0.0.1") << QByteArray("http://127.0.0.1")
            << QByteArray("application/json") << rule << 201;
        QTest::newRow("reset without body") << QByteArray("POST") << QStringLiteral("/sandbox/reset") << QByteArray()
                                            << QByteArray() << QByteArray() << QByteArray() << 200;
    }
    void foreignRequestsAreRefused()
    {
        QFETCH(QByteArray, method);
        QFETCH(QString, path);
        QFETCH(QByteArray, host);
        QFETCH(QByteArray, origin);
        QFETCH(QByteArray, contentType);
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!host.isEmpty())
            headers.append({"Host", host});
        if (!origin.isEmpty())
            headers.append({"Origin", origin});
        if (!contentType.isEmpty())
            headers.append({"Content-Type", contentType});
        const HttpResult r = c->send(method, path, body, headers);
        QCOMPARE(r.status, status);
        if (status >= 400) {
            QVERIFY2(!r.object().value(QStringLiteral("error")).toString().isEmpty(), r.body.constData());
            QVERIFY(r.contentType.startsWith("application/json"));
            // Refused before the module: no fault was added.
            QCOMPARE(c->sandbox.context().faults().rules(c->clock.now()).size(), 0);
        }
    }

    // The pages a person opens in the browser post HTML forms: spared the JSON rule, not the others.
    void pagesTakeFormsFromLoopbackOnly()
    {
        const QString page = QStringLiteral("/sandbox/patient/no-such-link");
        HttpResult r = c->send("POST", page, "a=b", {{"Content-Type", "application/x-www-form-urlencoded"}});
        QCOMPARE(r.status, 404);
        QVERIFY(r.contentType.startsWith("text/html"));
        r = c->send("POST", page, "a=b",
                    {{"Content-Type", "application/x-www-form-urlencoded"}, {"Origin", "https://attacker.example"}});
        QCOMPARE(r.status, 403);
        r = c->send("GET", page, QByteArray(), {{"Host", "attacker.example"}});
        QCOMPARE(r.status, 403);
    }

    void statusFaultForNRequests()
    {
        addFault({{QStringLiteral("path"), QStringLiteral("/prescription/*")},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 503},
                  {QStringLiteral("count"), 2}});
        QCOMPARE(statusOfB(), 503);
        QCOMPARE(statusOfB(), 503);
        QCOMPARE(statusOfB(), 200);
        QVERIFY(admin("GET", QStringLiteral("/sandbox/faults"))
                    .object()
                    .value(QStringLiteral("faults"))
                    .toArray()
                    .isEmpty());
    }

    void statusFaultWithBodyAndMethod()
    {
        addFault({{QStringLiteral("path"), QStringLiteral("/enrichment/snils/*")},
                  {QStringLiteral("method"), QStringLiteral("get")},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 502},
                  {QStringLiteral("body"), QStringLiteral("<html>Bad Gateway</html>")},
                  {QStringLiteral("contentType"), QStringLiteral("text/html")}});
        const HttpResult r = c->getWithToken(QStringLiteral("/enrichment/snils/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b"));
        QCOMPARE(r.status, 502);
        QCOMPARE(r.contentType, QByteArray("text/html"));
        QCOMPARE(r.body, QByteArray("<html>Bad Gateway</html>"));
        // Other methods on the path are untouched.
        QCOMPARE(c->postJson(QStringLiteral("/enrichment/snils/x"), {}).status, 405);
    }

    void faultForAVirtualTime()
    {
        addFault({{QStringLiteral("path"), kStatus},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 500},
                  {QStringLiteral("forMs"), 10'000}});
        addFault({{QStringLiteral("path"), QStringLiteral("/prescription/MakeCancelPrescription")},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 504},
                  {QStringLiteral("until"), QStringLiteral("2026-01-15T09:00:05Z")}});
        QCOMPARE(statusOfB(), 500);
        QCOMPARE(statusOfB(), 500);
        QCOMPARE(
            c->postJson(QStringLiteral("/prescription/MakeCancelPrescription"), b1(QStringLiteral("RX-2026-000111")))
                .status,
            504);
        c->clock.advanceSeconds(5);
        QCOMPARE(
            c->postJson(QStringLiteral("/prescription/MakeCancelPrescription"), b1(QStringLiteral("RX-2026-000111")))
                .status,
            400);
        QCOMPARE(statusOfB(), 500);
        c->clock.advanceSeconds(5);
        QCOMPARE(statusOfB(), 200);
    }

    void malformedBody()
    {
        addFault({{QStringLiteral("path"), kStatus},
                  {QStringLiteral("kind"), QStringLiteral("malformed")},
                  {QStringLiteral("count"), 1}});
        HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        QCOMPARE(r.status, 200);
        QJsonParseError error{};
        QJsonDocument::fromJson(r.body, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
        r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        QVERIFY(r.object().contains(QStringLiteral("StatusNumber")));
    }

    void delayedResponseWaitsForTheClock()
    {
        addFault({{QStringLiteral("path"), QStringLiteral("/prescription/*")},
                  {QStringLiteral("kind"), QStringLiteral("delay")},
                  {QStringLiteral("delayMs"), 20'000},
                  {QStringLiteral("count"), 1}});
        QNetworkReply *reply =
            c->begin("POST", kStatus, QJsonDocument(b1(QStringLiteral("RX-2026-000104"))).toJson(),
                     {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "application/json"}});
        // The fault is used up once the server has the request (connections race each other).
        QTRY_VERIFY_WITH_TIMEOUT(admin("GET", QStringLiteral("/sandbox/faults"))
                                     .object()
                                     .value(QStringLiteral("faults"))
                                     .toArray()
                                     .isEmpty(),
                                 5000);
        QVERIFY(!reply->isFinished());
        c->clock.advanceSeconds(19);
        QCOMPARE(admin("GET", QStringLiteral("/sandbox/clock")).status, 200);
        QVERIFY(!reply->isFinished());
        c->clock.advanceSeconds(1);
        const HttpResult r = SandboxTestClient::finish(reply);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(QStringLiteral("StatusNumber")).toInt(), 4);
    }

    void droppedConnection()
    {
        addFault({{QStringLiteral("path"), kStatus}, {QStringLiteral("kind"), QStringLiteral("drop")}});
        const HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        QCOMPARE(r.status, 0);
        QVERIFY(r.error != QNetworkReply::NoError);
        const QJsonArray entries =
            admin("GET", QStringLiteral("/sandbox/requests")).object().value(QStringLiteral("entries")).toArray();
        int dropped = 0;
        for (const QJsonValue &e : entries) {
            if (e.toObject().value(QStringLiteral("path")).toString() != kStatus)
                continue;
            QCOMPARE(e.toObject().value(QStringLiteral("fault")).toString(), QStringLiteral("drop"));
            QCOMPARE(e.toObject().value(QStringLiteral("status")).toInt(), 0);
            ++dropped;
        }
        QVERIFY(dropped >= 1);
        // Clearing the faults restores service.
        QCOMPARE(admin("DELETE", QStringLiteral("/sandbox/faults")).status, 200);
        QCOMPARE(statusOfB(), 200);
    }

    void faultsNeverTouchTheAdminApi()
    {
        addFault({{QStringLiteral("path"), QStringLiteral("/*")},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 500}});
        QCOMPARE(statusOfB(), 500);
        QCOMPARE(admin("GET", QStringLiteral("/sandbox/")).status, 200);
    }

    void listAndRemoveFaults()
    {
        const QString a = addFault(
            {{QStringLiteral("path"), QStringLiteral("/a")}, {QStringLiteral("kind"), QStringLiteral("drop")}});
        const QString b = addFault({{QStringLiteral("path"), QStringLiteral("/b")},
                                    {QStringLiteral("kind"), QStringLiteral("delay")},
                                    {QStringLiteral("delayMs"), 10}});
        QVERIFY(!a.isEmpty() && a != b);
        QJsonArray list =
            admin("GET", QStringLiteral("/sandbox/faults")).object().value(QStringLiteral("faults")).toArray();
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.at(1).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("delay"));
        QCOMPARE(admin("DELETE", QStringLiteral("/sandbox/faults/") + a).status, 200);
        QCOMPARE(admin("DELETE", QStringLiteral("/sandbox/faults/") + a).status, 404);
        list = admin("GET", QStringLiteral("/sandbox/faults")).object().value(QStringLiteral("faults")).toArray();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("id")).toString(), b);
    }

    void invalidFaults_data()
    {
        QTest::addColumn<QJsonObject>("rule");
        QTest::newRow("no path") << QJsonObject{{QStringLiteral("kind"), QStringLiteral("drop")}};
        QTest::newRow("unknown kind") << QJsonObject{{QStringLiteral("path"), QStringLiteral("/x")},
                                                     {QStringLiteral("kind"), QStringLiteral("explode")}};
        QTest::newRow("status out of range") << QJsonObject{{QStringLiteral("path"), QStringLiteral("/x")},
                                                            {QStringLiteral("kind"), QStringLiteral("status")},
                                                            {QStringLiteral("status"), 42}};
        QTest::newRow("delay without ms") << QJsonObject{{QStringLiteral("path"), QStringLiteral("/x")},
                                                         {QStringLiteral("kind"), QStringLiteral("delay")}};
        QTest::newRow("count zero") << QJsonObject{{QStringLiteral("path"), QStringLiteral("/x")},
                                                   {QStringLiteral("kind"), QStringLiteral("drop")},
                                                   {QStringLiteral("count"), 0}};
    }

    void invalidFaults()
    {
        QFETCH(QJsonObject, rule);
        const HttpResult r = admin("POST", QStringLiteral("/sandbox/faults"), rule);
        QCOMPARE(r.status, 400);
        QVERIFY(!r.object().value(QStringLiteral("error")).toString().isEmpty());
    }

    void resetReloadsTheFixtures()
    {
        const HttpResult created =
            c->postJson(QStringLiteral("/enrichment/snils-validate"),
                        {{QStringLiteral("patient"),
                          QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                                      {QStringLiteral("firstName"), QStringLiteral("Елена")},
                                      {QStringLiteral("snils"), QStringLiteral("11223344595")},
                                      {QStringLiteral("birthDate"), QStringLiteral("1985-06-17")},
                                      {QStringLiteral("gender"), QStringLiteral("2")}}}});
        QCOMPARE(created.status, 202);
        const QString order =
            QStringLiteral("/enrichment/snils-validate/") + created.object().value(QStringLiteral("id")).toString();
        QCOMPARE(
            c->postJson(QStringLiteral("/prescription/MakeCancelPrescription"), b1(QStringLiteral("RX-2026-000104")))
                .status,
            200);
        c->clock.advanceSeconds(60);

        QCOMPARE(admin("POST", QStringLiteral("/sandbox/reset")).status, 200);
        QCOMPARE(c->getWithToken(order).status, 404);
        QCOMPARE(c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")))
                     .object()
                     .value(QStringLiteral("StatusNumber"))
                     .toInt(),
                 4);
        QCOMPARE(admin("GET", QStringLiteral("/sandbox/reset")).status, 405);
    }

    void requestLog()
    {
        statusOfB();
        c->getWithToken(QStringLiteral("/enrichment/snils/nothing"));
        HttpResult r = admin("GET", QStringLiteral("/sandbox/requests?limit=2"));
        QCOMPARE(r.status, 200);
        const QJsonArray entries = r.object().value(QStringLiteral("entries")).toArray();
        QCOMPARE(entries.size(), 2);
        const QJsonObject first = entries.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("method")).toString(), QStringLiteral("POST"));
        QCOMPARE(first.value(QStringLiteral("path")).toString(), kStatus);
        QCOMPARE(first.value(QStringLiteral("status")).toInt(), 200);
        QCOMPARE(first.value(QStringLiteral("time")).toString(), QStringLiteral("2026-01-15T09:00:00.000Z"));
        QCOMPARE(entries.at(1).toObject().value(QStringLiteral("status")).toInt(), 404);
        // Bodies and headers are not kept: no token, no personal data.
        QVERIFY(!r.body.contains(kMainToken.toLatin1()));
        QVERIFY(!r.body.contains("RX-2026-000104"));
        const qint64 seq = entries.at(1).toObject().value(QStringLiteral("seq")).toInteger();
        r = admin("GET", QStringLiteral("/sandbox/requests?since=%1").arg(seq));
        QCOMPARE(r.object().value(QStringLiteral("entries")).toArray().size(), 1); // the previous GET of the log
        QCOMPARE(admin("DELETE", QStringLiteral("/sandbox/requests")).status, 200);
        QCOMPARE(admin("GET", QStringLiteral("/sandbox/requests"))
                     .object()
                     .value(QStringLiteral("entries"))
                     .toArray()
                     .size(),
                 1);
    }

    void stateFileKeepsStateAcrossRestarts()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("state.json"));
        QString order;
        {
            SandboxTestClient first;
            first.sandbox.setStateFile(file);
            QVERIFY(first.start());
            QCOMPARE(first
                         .postJson(QStringLiteral("/prescription/MakeCancelPrescription"),
                                   b1(QStringLiteral("RX-2026-000104")))
                         .status,
                     200);
            first.clock.advanceSeconds(60);
            QCOMPARE(first.postJson(kStatus, b1(QStringLiteral("RX-2026-000104")))
                         .object()
                         .value(QStringLiteral("StatusNumber"))
                         .toInt(),
                     11);
            cliniclink::testing::PermissionWatch watch(dir.path());
            QVERIFY(watch.isValid());
            first.sandbox.stop();
            QVERIFY(QFile::exists(file));
            // What was typed into the sandbox (names, SNILS): owner-only from the first byte.
            QCOMPARE(QString::number(cliniclink::testing::fileMode(file), 8), QStringLiteral("600"));
            QVERIFY(watch.written().contains(QStringLiteral("state.json")));
            QCOMPARE(watch.changedAfterWriting(), QStringList());
        }
        SandboxTestClient second;
        second.sandbox.setStateFile(file);
        QVERIFY(second.start());
        QCOMPARE(second.postJson(kStatus, b1(QStringLiteral("RX-2026-000104")))
                     .object()
                     .value(QStringLiteral("StatusNumber"))
                     .toInt(),
                 11);
    }

    // The app's built-in sandbox (a runner with a state file beside the journal): a cancelled
    // prescription is still cancelled after a restart, and the file is its owner's only.
    void runnerKeepsStateAcrossRestarts()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("sandbox-state.json"));
        QNetworkAccessManager nam;
        const auto post = [&nam](const QUrl &root, const QString &path, const QJsonObject &body) {
            QUrl url = root;
            url.setPath(path);
            QNetworkRequest request(url);
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            request.setRawHeader("Authorization", SandboxTestClient::auth());
            return SandboxTestClient::finish(nam.post(request, QJsonDocument(body).toJson()));
        };
        {
            SandboxRunner runner;
            runner.setStateFile(file);
            RunnerReports reports(runner);
            runner.start();
            QVERIFY(reports.waitForOne() && !reports.started.isEmpty());
            QCOMPARE(post(runner.url(), QStringLiteral("/prescription/MakeCancelPrescription"),
                          b1(QStringLiteral("RX-2026-000104")))
                         .status,
                     200);
            QCOMPARE(
                post(runner.url(), QStringLiteral("/sandbox/clock/advance"), {{QStringLiteral("seconds"), 120}}).status,
                200);
            QCOMPARE(post(runner.url(), kStatus, b1(QStringLiteral("RX-2026-000104")))
                         .object()
                         .value(QStringLiteral("StatusNumber"))
                         .toInt(),
                     11);
            runner.stop();
        }
        QVERIFY(QFile::exists(file));
        QCOMPARE(QFile::permissions(file) & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        SandboxRunner again;
        again.setStateFile(file);
        RunnerReports reports(again);
        again.start();
        QVERIFY(reports.waitForOne() && !reports.started.isEmpty());
        QCOMPARE(post(again.url(), kStatus, b1(QStringLiteral("RX-2026-000104")))
                     .object()
                     .value(QStringLiteral("StatusNumber"))
                     .toInt(),
                 11);
    }

    void runnerServesFromItsOwnThread()
    {
        SandboxRunner runner;
        RunnerReports reports(runner);
        runner.start();
        QVERIFY(reports.waitForOne());
        QVERIFY(reports.failed.isEmpty());
        QCOMPARE(reports.started.size(), 1);
        const QUrl url = reports.started.first();
        QCOMPARE(runner.url(), url);
        QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
        QNetworkAccessManager nam;
        QUrl index = url;
        index.setPath(QStringLiteral("/sandbox/"));
        const HttpResult r = SandboxTestClient::finish(nam.get(QNetworkRequest(index)));
        QCOMPARE(r.status, 200);
        QSignalSpy stopped(&runner, &SandboxRunner::stopped);
        runner.stop();
        QCOMPARE(stopped.count(), 1);
        QVERIFY(runner.url().isEmpty());
    }

    void runnerReportsFailure()
    {
        QTcpServer occupied;
        QVERIFY(occupied.listen(QHostAddress::LocalHost));
        SandboxRunner runner;
        RunnerReports reports(runner);
        runner.start(QHostAddress::LocalHost, occupied.serverPort());
        QVERIFY(reports.waitForOne());
        QVERIFY(reports.started.isEmpty());
        QCOMPARE(reports.failed.size(), 1);
        QVERIFY(!reports.failed.first().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSandboxAdmin)
#include "tst_sandbox_admin.moc"
