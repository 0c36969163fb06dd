// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The laboratory exchange over real HTTP with the built-in fixtures: patient, order bundle,
// $getstatus, completion through the admin route, $getresult, and the auth checks; the result
// arriving by itself after the lab's virtual delay (the admin's choice before it wins), and the
// displays a laboratory sends beside its codes.

#include "../unit/labbundles.h"
#include "sandbox/services/lab/labmodule.h"
#include "sandboxtestclient.h"

#include <QTest>
#include <QUuid>

using namespace cliniclink;
using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;
using namespace cliniclink::sandbox::testing;

namespace {
const QString kLabBase = QStringLiteral("/exlab/api/fhir");

QJsonObject params(const QList<QPair<QString, QString>> &items)
{
    QJsonArray list;
    for (const auto &[name, value] : items)
        list.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("valueString"), value}});
    return {{QStringLiteral("resourceType"), QStringLiteral("Parameters")}, {QStringLiteral("parameter"), list}};
}

QString param(const QJsonObject &parameters, const QString &name)
{
    for (const QJsonValue &p : parameters.value(u"parameter").toArray()) {
        if (p.toObject().value(u"name").toString() == name)
            return p.toObject().value(u"valueString").toString();
    }
    return {};
}

// A patient and an order of the three services of the fixture, sent with the main token; the
// server id of the Order, or empty.
QString sendOrder(SandboxTestClient &client, const QString &misOrderId = QStringLiteral("ORD-2026-000117"))
{
    const HttpResult patient = client.postJson(kLabBase + QStringLiteral("/Patient"), patientResource());
    if (patient.status != 201)
        return {};
    if (client.postJson(kLabBase + QStringLiteral("/Practitioner"), practitionerResource(kMainOrganization)).status
        != 201)
        return {};
    OrderBundleOptions o;
    o.source = kMainOrganization;
    o.misOrderId = misOrderId;
    const HttpResult sent = client.postJson(kLabBase, orderBundle(patient.object().value(u"id").toString(), o));
    const QString location = sent.object()
                                 .value(u"entry")
                                 .toArray()
                                 .last()
                                 .toObject()
                                 .value(u"response")
                                 .toObject()
                                 .value(u"location")
                                 .toString();
    return location.startsWith(u"Order/") ? location.mid(6) : QString();
}

// The keys $getresult finds the order by (the default order of sendOrder()).
QJsonObject resultKeys(const QString &misOrderId = QStringLiteral("ORD-2026-000117"))
{
    return params({{QStringLiteral("SourceCode"), kMainOrganization},
                   {QStringLiteral("TargetCode"), QString::fromLatin1(kLab)},
                   {QStringLiteral("OrderMisID"), misOrderId}});
}

QString statusOf(SandboxTestClient &client, const QString &orderId)
{
    return param(
        client.postJson(kLabBase + QStringLiteral("/$getstatus"), params({{QStringLiteral("OrderId"), orderId}}))
            .object(),
        QStringLiteral("Status"));
}

int adminComplete(SandboxTestClient &client, const QString &orderId, const QString &outcome)
{
    return client
        .send("POST", QStringLiteral("/sandbox/lab/complete"),
              QJsonDocument(QJsonObject{{QStringLiteral("orderId"), orderId}, {QStringLiteral("outcome"), outcome}})
                  .toJson(),
              {{"Content-Type", "application/json"}})
        .status;
}
} // namespace

class TestSandboxLabHttp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void orderToResult()
    {
        SandboxTestClient client;
        QVERIFY(client.start());
        // This test reads $getresult as a Bundle (the shape of earlier sandboxes).
        QCOMPARE(client
                     .send("POST", QStringLiteral("/sandbox/lab/answers"),
                           QJsonDocument(QJsonObject{{QStringLiteral("shape"), QStringLiteral("bundle")}}).toJson(),
                           {{"Content-Type", "application/json"}})
                     .status,
                 200);

        const HttpResult anonymous =
            client.send("POST", kLabBase + QStringLiteral("/Patient"), QJsonDocument(patientResource()).toJson(),
                        {{"Content-Type", "application/json"}});
        QCOMPARE(anonymous.status, 401);
        QCOMPARE(anonymous.object().value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));

        const HttpResult patient =
            client.postJson(kLabBase + QStringLiteral("/Patient?_format=json"), patientResource());
        QCOMPARE(patient.status, 201);
        QVERIFY(!patient.header("location").isEmpty());
        const QString patientId = patient.object().value(u"id").toString();

        QJsonObject update = patientResource();
        update.insert(QStringLiteral("id"), QStringLiteral("not-the-same"));
        const HttpResult mismatch =
            client.send("PUT", kLabBase + QStringLiteral("/Patient/") + patientId, QJsonDocument(update).toJson(),
                        {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "application/json"}});
        QCOMPARE(mismatch.status, 400);

        const HttpResult practitioner =
            client.postJson(kLabBase + QStringLiteral("/Practitioner"), practitionerResource(kMainOrganization));
        QCOMPARE(practitioner.status, 201);

        OrderBundleOptions o;
        o.source = kMainOrganization;
        const QJsonObject bundle = orderBundle(patientId, o);
        // The second MIS is not linked to the clinic.
        QCOMPARE(client.postJson(kLabBase, bundle, kSecondToken).status, 401);
        const HttpResult sent = client.postJson(kLabBase + QStringLiteral("?_format=json"), bundle);
        QCOMPARE(sent.status, 200);
        QCOMPARE(sent.object().value(u"type").toString(), QStringLiteral("transaction-response"));
        // A Bundle id of the answer's own, as public clients see it.
        QVERIFY(!QUuid::fromString(sent.object().value(u"id").toString()).isNull());
        const QString orderLocation = sent.object()
                                          .value(u"entry")
                                          .toArray()
                                          .last()
                                          .toObject()
                                          .value(u"response")
                                          .toObject()
                                          .value(u"location")
                                          .toString();
        QVERIFY(orderLocation.startsWith(u"Order/"));

        const QJsonObject keys = params({{QStringLiteral("SourceCode"), kMainOrganization},
                                         {QStringLiteral("TargetCode"), QString::fromLatin1(kLab)},
                                         {QStringLiteral("OrderMisID"), o.misOrderId}});
        QCOMPARE(
            param(client.postJson(kLabBase + QStringLiteral("/$getstatus"), keys).object(), QStringLiteral("Status")),
            QStringLiteral("pending"));
        QCOMPARE(client.postJson(kLabBase + QStringLiteral("/$getresult"), keys).status, 404);

        const HttpResult order = client.postJson(kLabBase + QStringLiteral("/$getorder"),
                                                 params({{QStringLiteral("SourceCode"), kMainOrganization},
                                                         {QStringLiteral("TargetCode"), QString::fromLatin1(kLab)},
                                                         {QStringLiteral("Barcode"), o.barcode}}));
        QCOMPARE(order.status, 200);

        const HttpResult completed =
            client.send("POST", QStringLiteral("/sandbox/lab/complete"),
                        QJsonDocument(QJsonObject{{QStringLiteral("orderId"), orderLocation.mid(6)}}).toJson(),
                        {{"Content-Type", "application/json"}});
        QCOMPARE(completed.status, 200);
        QCOMPARE(param(client
                           .postJson(kLabBase + QStringLiteral("/$getstatus"),
                                     params({{QStringLiteral("OrderId"), orderLocation.mid(6)}}))
                           .object(),
                       QStringLiteral("Status")),
                 QStringLiteral("completed"));
        const HttpResult result = client.postJson(kLabBase + QStringLiteral("/$getresult"), keys);
        QCOMPARE(result.status, 200);
        bool pdf = false;
        for (const QJsonValue &e : result.object().value(u"entry").toArray()) {
            const QJsonObject r = e.toObject().value(u"resource").toObject();
            if (r.value(u"resourceType").toString() == u"Binary")
                pdf = QByteArray::fromBase64(r.value(u"content").toString().toLatin1()).startsWith("%PDF-");
        }
        QVERIFY(pdf);
        const HttpResult list = client.send("GET", QStringLiteral("/sandbox/lab/orders"));
        QCOMPARE(list.object().value(u"orders").toArray().size(), 1);
    }

    // The guide says results arrive by themselves: nobody calls the admin API, the virtual clock
    // passes the lab's delay, and the order is completed with its result.
    void resultArrivesByItself()
    {
        SandboxTestClient client;
        QVERIFY(client.start());
        const QString orderId = sendOrder(client);
        QVERIFY(!orderId.isEmpty());
        QCOMPARE(statusOf(client, orderId), QStringLiteral("pending"));
        const QJsonObject keys = resultKeys();

        client.clock.advanceSeconds(LabModule::kDefaultCompletionSeconds - 1);
        QCOMPARE(statusOf(client, orderId), QStringLiteral("pending"));
        QCOMPARE(client.postJson(kLabBase + QStringLiteral("/$getresult"), keys).status, 404);

        client.clock.advanceSeconds(1);
        QCOMPARE(statusOf(client, orderId), QStringLiteral("completed"));
        const HttpResult result = client.postJson(kLabBase + QStringLiteral("/$getresult"), keys);
        QCOMPARE(result.status, 200);
        const QJsonObject response =
            result.object().value(u"parameter").toArray().first().toObject().value(u"resource").toObject();
        QCOMPARE(response.value(u"resourceType").toString(), QStringLiteral("OrderResponse"));
        QCOMPARE(response.value(u"orderStatus").toString(), QStringLiteral("completed"));
        QCOMPARE(response.value(u"fulfillment").toArray().size(), 3);
        // Once: the console now finds it finished.
        QCOMPARE(adminComplete(client, orderId, QStringLiteral("error")), 409);
        const QJsonArray orders =
            client.send("GET", QStringLiteral("/sandbox/lab/orders")).object().value(u"orders").toArray();
        QCOMPARE(orders.size(), 1);
        QCOMPARE(orders.first().toObject().value(u"status").toString(), QStringLiteral("completed"));
    }

    // The console chooses before the delay has passed: its outcome stays.
    void adminChoiceBeforeTheDelayWins()
    {
        SandboxTestClient client;
        QVERIFY(client.start());
        const QString orderId = sendOrder(client);
        QVERIFY(!orderId.isEmpty());
        client.clock.advanceSeconds(LabModule::kDefaultCompletionSeconds / 2);
        QCOMPARE(adminComplete(client, orderId, QStringLiteral("error")), 200);
        client.clock.advanceSeconds(LabModule::kDefaultCompletionSeconds * 10);
        QCOMPARE(statusOf(client, orderId), QStringLiteral("error"));
        // The listing (an admin request) completes nothing behind it either.
        const QJsonArray orders =
            client.send("GET", QStringLiteral("/sandbox/lab/orders")).object().value(u"orders").toArray();
        QCOMPARE(orders.first().toObject().value(u"status").toString(), QStringLiteral("error"));
    }

    // A laboratory sends the names beside its codes: analyte, organism, antibiotic, no-growth
    // group, service and interpretation each carry the display of the sandbox's dictionaries.
    void resultCarriesDisplayTexts()
    {
        SandboxTestClient client;
        QVERIFY(client.start());
        QCOMPARE(client
                     .send("POST", QStringLiteral("/sandbox/lab/answers"),
                           QJsonDocument(QJsonObject{{QStringLiteral("shape"), QStringLiteral("bundle")}}).toJson(),
                           {{"Content-Type", "application/json"}})
                     .status,
                 200);
        const QString orderId = sendOrder(client);
        QVERIFY(!orderId.isEmpty());
        QCOMPARE(adminComplete(client, orderId, QStringLiteral("completed")), 200);
        const HttpResult result = client.postJson(kLabBase + QStringLiteral("/$getresult"), resultKeys());
        QCOMPARE(result.status, 200);
        QHash<QString, QString> displays; // "system|code" -> display
        int observations = 0;
        for (const QJsonValue &e : result.object().value(u"entry").toArray()) {
            const QJsonObject r = e.toObject().value(u"resource").toObject();
            const QString type = r.value(u"resourceType").toString();
            if (type != u"Observation" && type != u"DiagnosticReport")
                continue;
            observations += type == u"Observation";
            for (const char *field : {"code", "interpretation"}) {
                for (const QJsonValue &c : r.value(QLatin1String(field)).toObject().value(u"coding").toArray()) {
                    const QJsonObject coding = c.toObject();
                    QVERIFY2(!coding.value(u"display").toString().isEmpty(),
                             qPrintable(type + u' ' + QString::fromUtf8(QJsonDocument(coding).toJson())));
                    displays.insert(coding.value(u"system").toString() + u'|' + coding.value(u"code").toString(),
                                    coding.value(u"display").toString());
                }
            }
        }
        QVERIFY(observations >= 10);
        QCOMPARE(displays.value(QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1|1001")),
                 QStringLiteral("Гемоглобин (HGB)"));
        QCOMPARE(displays.value(QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1087|1087.1")),
                 QStringLiteral("Escherichia coli"));
        QCOMPARE(displays.value(QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.74|2")),
                 QStringLiteral("Амоксициллин/клавуланат"));
        QCOMPARE(displays.value(QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.94|2")),
                 QStringLiteral("Грибы рода Candida"));
        QCOMPARE(displays.value(QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1381|L")), QStringLiteral("Ниже нормы"));
        QVERIFY(!displays.value(QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31|B03.016.003")).isEmpty());
    }

    // The contract's Parameters carry valueString, valueBoolean, valueCoding, resource or part only:
    // a _count sent as valueInteger is refused with an issue naming it, the same value as text is not.
    void valueTypesOutsideTheContractAreRefused()
    {
        SandboxTestClient client;
        QVERIFY(client.start());
        QJsonObject body = params({{QStringLiteral("SourceCode"), kMainOrganization},
                                   {QStringLiteral("TargetCode"), QString::fromLatin1(kLab)},
                                   {QStringLiteral("StartDate"), QStringLiteral("2026-01-01")}});
        QJsonArray list = body.value(u"parameter").toArray();
        list.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("_count")}, {QStringLiteral("valueInteger"), 5}});
        body.insert(QStringLiteral("parameter"), list);
        const HttpResult refused = client.postJson(kLabBase + QStringLiteral("/$getorders"), body);
        QCOMPARE(refused.status, 400);
        QCOMPARE(refused.object().value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        const QJsonObject issue = refused.object().value(u"issue").toArray().first().toObject();
        QCOMPARE(issue.value(u"code").toString(), QStringLiteral("invalid"));
        QVERIFY(issue.value(u"diagnostics").toString().contains(u"_count"));
        QVERIFY(issue.value(u"diagnostics").toString().contains(u"valueInteger"));

        list.replace(list.size() - 1,
                     QJsonObject{{QStringLiteral("name"), QStringLiteral("_count")},
                                 {QStringLiteral("valueString"), QStringLiteral("5")}});
        body.insert(QStringLiteral("parameter"), list);
        QCOMPARE(client.postJson(kLabBase + QStringLiteral("/$getorders"), body).status, 200);

        // Any other operation and any other type outside the list (valueDateTime here) alike.
        const QJsonObject status{
            {QStringLiteral("resourceType"), QStringLiteral("Parameters")},
            {QStringLiteral("parameter"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("OrderId")},
                                    {QStringLiteral("valueDateTime"), QStringLiteral("2026-01-01")}}}}};
        const HttpResult statusRefused = client.postJson(kLabBase + QStringLiteral("/$getstatus"), status);
        QCOMPARE(statusRefused.status, 400);
        QVERIFY(statusRefused.object()
                    .value(u"issue")
                    .toArray()
                    .first()
                    .toObject()
                    .value(u"diagnostics")
                    .toString()
                    .contains(u"OrderId"));
    }
};

QTEST_GUILESS_MAIN(TestSandboxLabHttp)
#include "tst_sandbox_lab_http.moc"
