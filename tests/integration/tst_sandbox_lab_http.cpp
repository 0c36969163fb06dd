// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The laboratory exchange over real HTTP with the built-in fixtures: patient, order bundle,
// $getstatus, completion through the admin route, $getresult, and the auth checks.

#include "../unit/labbundles.h"
#include "sandboxtestclient.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestSandboxLabHttp)
#include "tst_sandbox_lab_http.moc"
