// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lab module as public MIS clients use it (field-notes, "Laboratory exchange as public clients
// use it"): Parameters answers of the $get operations with GET <Type>/<id> for the rest, the
// Practitioner as Order.source, federal dictionaries, $getorders' extra parameters, $cancelorder.

#include "core/common/clock.h"
#include "labbundles.h"
#include "labterminologyfixture.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/lab/labadminmodule.h"
#include "sandbox/services/lab/labmodule.h"
#include "sandbox/services/terminology/terminologymodule.h"

#include <QTest>

using namespace cliniclink;
using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::testing;

namespace {
const QString kPrefix = QStringLiteral("/exlab/api/fhir");
const QString kAdmin = QStringLiteral("/sandbox/lab");
const QString kClinic = QString::fromLatin1(kClinicOrg);
const QString kLaboratory = QString::fromLatin1(kLab);
} // namespace

class TestSandboxLabPublic : public QObject {
    Q_OBJECT

private:
    ManualClock m_clock;
    std::unique_ptr<SandboxContext> m_context;
    LabModule *m_lab = nullptr;
    LabAdminModule *m_admin = nullptr;
    QString m_patientId;

    Reply post(const QString &path, const QJsonObject &body)
    {
        return call(*m_lab, kPrefix, makeRequest("POST", kPrefix + path, body));
    }
    Reply get(const QString &path) { return call(*m_lab, kPrefix, makeRequest("GET", kPrefix + path)); }
    Reply admin(const QString &path, const QJsonObject &body)
    {
        return call(*m_admin, kAdmin, makeRequest("POST", kAdmin + path, body, {}));
    }
    static QList<QJsonObject> resourcesNamed(const QJsonObject &parameters, const QString &name)
    {
        QList<QJsonObject> out;
        for (const QJsonValue &p : parameters.value(u"parameter").toArray()) {
            if (p.toObject().value(u"name").toString() == name)
                out << p.toObject().value(u"resource").toObject();
        }
        return out;
    }
    QString sendOrder(OrderBundleOptions o)
    {
        o.source = kClinic;
        const Reply r = post(QString(), orderBundle(m_patientId, o));
        if (r.status != 200)
            qWarning() << r.raw.body;
        return r.json.value(u"entry")
            .toArray()
            .last()
            .toObject()
            .value(u"response")
            .toObject()
            .value(u"location")
            .toString()
            .mid(6);
    }
    QJsonObject orderKeys(const QString &misOrderId)
    {
        return parametersBody({{QStringLiteral("SourceCode"), kClinic},
                               {QStringLiteral("TargetCode"), kLaboratory},
                               {QStringLiteral("OrderMisID"), misOrderId}});
    }

private Q_SLOTS:
    void init()
    {
        m_context = std::make_unique<SandboxContext>(&m_clock);
        const QJsonObject fixtures = labTerminologyFixtures();
        m_context->loadParties(fixtures);
        auto lab = std::make_unique<LabModule>(*m_context);
        auto admin = std::make_unique<LabAdminModule>(*m_context);
        m_lab = lab.get();
        m_admin = admin.get();
        m_context->addModule(std::make_unique<TerminologyModule>(*m_context));
        m_context->addModule(std::move(lab));
        m_context->addModule(std::move(admin));
        for (const auto &m : m_context->modules())
            m->load(fixtures);
        const Reply created = post(QStringLiteral("/Patient"), patientResource());
        QCOMPARE(created.status, 201);
        m_patientId = created.json.value(u"id").toString();
    }

    void practitionerAsSourceAndFederalCodes()
    {
        QCOMPARE(m_lab->answerShape(), LabModule::AnswerShape::Parameters);
        OrderBundleOptions o;
        o.practitionerSource = true;
        o.servicesOid = QStringLiteral("1.2.643.5.1.13.13.11.1070");
        o.servicesVersion = QStringLiteral("2.17");
        const QString orderId = sendOrder(o);
        QVERIFY(!orderId.isEmpty());
        const QJsonObject order = *m_lab->store().resource(u"Order/" + orderId);
        QVERIFY(order.value(u"source").toObject().value(u"reference").toString().startsWith(u"Practitioner/"));
        // The order is the clinic's (from the assigner), so the clinic finds it by its number.
        QCOMPARE(
            parameterOf(post(QStringLiteral("/$getstatus"), orderKeys(o.misOrderId)).json, QStringLiteral("Status"))
                .value(u"valueString")
                .toString(),
            QStringLiteral("pending"));

        // A federal code goes with whatever published version the client names (public clients hold
        // versions the sandbox does not): the code is checked against the version held, the version
        // is not refused.
        OrderBundleOptions otherVersion = o;
        otherVersion.misOrderId = QStringLiteral("ORD-2");
        otherVersion.servicesVersion = QStringLiteral("9.9");
        otherVersion.source = kClinic;
        const Reply taken = post(QString(), orderBundle(m_patientId, otherVersion));
        QVERIFY2(taken.status == 200, taken.raw.body.constData());
        // A code the held version lacks is refused, whatever the version named.
        OrderBundleOptions wrongCode = otherVersion;
        wrongCode.misOrderId = QStringLiteral("ORD-4");
        wrongCode.services = {QStringLiteral("X99.999.999")};
        const Reply refused = post(QString(), orderBundle(m_patientId, wrongCode));
        QCOMPARE(refused.status, 400);
        QVERIFY(refused.raw.body.contains("X99.999.999"));
        // A regional dictionary's unknown version is still refused.
        OrderBundleOptions regional;
        regional.misOrderId = QStringLiteral("ORD-5");
        regional.servicesVersion = QStringLiteral("9.9");
        regional.source = kClinic;
        QCOMPARE(post(QString(), orderBundle(m_patientId, regional)).status, 400);

        // Without an assigner the sending organization is unknown.
        QJsonObject noAssigner = orderBundle(m_patientId, [&] {
            OrderBundleOptions n = o;
            n.misOrderId = QStringLiteral("ORD-3");
            n.source = kClinic;
            return n;
        }());
        QJsonArray entries = noAssigner.value(u"entry").toArray();
        QJsonObject last = entries.last().toObject();
        QJsonObject resource = last.value(u"resource").toObject();
        QJsonArray ids = resource.value(u"identifier").toArray();
        QJsonObject id = ids.first().toObject();
        id.remove(QStringLiteral("assigner"));
        ids[0] = id;
        resource.insert(QStringLiteral("identifier"), ids);
        last.insert(QStringLiteral("resource"), resource);
        entries[entries.size() - 1] = last;
        noAssigner.insert(QStringLiteral("entry"), entries);
        QCOMPARE(post(QString(), noAssigner).status, 400);
    }

    void parametersAnswersAndResourcesByGet()
    {
        OrderBundleOptions o;
        o.practitionerSource = true;
        const QString orderId = sendOrder(o);
        const Reply one = post(QStringLiteral("/$getorder"),
                               parametersBody({{QStringLiteral("SourceCode"), kClinic},
                                               {QStringLiteral("TargetCode"), kLaboratory},
                                               {QStringLiteral("Barcode"), o.barcode}}));
        QCOMPARE(one.status, 200);
        QCOMPARE(one.json.value(u"resourceType").toString(), QStringLiteral("Parameters"));
        const QList<QJsonObject> orders = resourcesNamed(one.json, QStringLiteral("Order"));
        QCOMPARE(orders.size(), 1);
        QCOMPARE(orders[0].value(u"id").toString(), orderId);
        const QString detail = orders[0].value(u"detail").toArray().first().toObject().value(u"reference").toString();
        QVERIFY(detail.startsWith(u"DiagnosticOrder/"));
        QCOMPARE(get(u'/' + detail).json.value(u"resourceType").toString(), QStringLiteral("DiagnosticOrder"));

        const Reply lab = get(u"/Organization/" + kLaboratory);
        QCOMPARE(lab.status, 200);
        QCOMPARE(lab.json.value(u"resourceType").toString(), QStringLiteral("Organization"));
        QVERIFY(!lab.json.value(u"name").toString().isEmpty());
        QCOMPARE(get(QStringLiteral("/Organization/00000000-0000-0000-0000-000000000000")).status, 404);

        QCOMPARE(post(QStringLiteral("/$getresult"), orderKeys(o.misOrderId)).status, 404);
        QCOMPARE(admin(QStringLiteral("/complete"), {{QStringLiteral("orderId"), orderId}}).status, 200);
        const Reply result = post(QStringLiteral("/$getresult"), orderKeys(o.misOrderId));
        QCOMPARE(result.status, 200);
        const QJsonArray params = result.json.value(u"parameter").toArray();
        QCOMPARE(params.first().toObject().value(u"name").toString(), QStringLiteral("OrderResponse"));
        const QJsonObject response = params.first().toObject().value(u"resource").toObject();
        QCOMPARE(response.value(u"orderStatus").toString(), QStringLiteral("completed"));
        const QString report =
            response.value(u"fulfillment").toArray().first().toObject().value(u"reference").toString();
        const Reply reportReply = get(u'/' + report);
        QCOMPARE(reportReply.json.value(u"resourceType").toString(), QStringLiteral("DiagnosticReport"));
        QStringList forms;
        for (const QJsonValue &f : reportReply.json.value(u"presentedForm").toArray()) {
            const Reply binary = get(u'/' + f.toObject().value(u"url").toString());
            QCOMPARE(binary.json.value(u"resourceType").toString(), QStringLiteral("Binary"));
            forms << binary.json.value(u"contentType").toString();
            QVERIFY(!QByteArray::fromBase64(binary.json.value(u"content").toString().toLatin1()).isEmpty());
        }
        QCOMPARE(forms,
                 QStringList({QStringLiteral("application/pdf"), QStringLiteral("application/x-pkcs7-practitioner")}));

        const Reply results = post(QStringLiteral("/$getresults"),
                                   parametersBody({{QStringLiteral("SourceCode"), kClinic},
                                                   {QStringLiteral("TargetCode"), kLaboratory},
                                                   {QStringLiteral("StartDate"), QStringLiteral("2026-01-01")}}));
        QCOMPARE(resourcesNamed(results.json, QStringLiteral("OrderResponse")).size(), 1);
    }

    void getOrdersByNumberCountAndWithoutSource()
    {
        for (const QString &n : {QStringLiteral("A-1"), QStringLiteral("A-2"), QStringLiteral("A-3")}) {
            OrderBundleOptions o;
            o.misOrderId = n;
            o.barcode = n;
            QVERIFY(!sendOrder(o).isEmpty());
        }
        auto orders = [&](const QList<QPair<QString, QJsonValue>> &items) {
            const Reply r = post(QStringLiteral("/$getorders"), parametersBody(items));
            return r.status == 200 ? resourcesNamed(r.json, QStringLiteral("Order")).size() : -r.status;
        };
        // No SourceCode: every organization of the calling MIS; a date-time period.
        QCOMPARE(orders({{QStringLiteral("TargetCode"), kLaboratory},
                         {QStringLiteral("StartDate"), QStringLiteral("2026-01-15T00:00:00")},
                         {QStringLiteral("EndDate"), QStringLiteral("2026-01-15")}}),
                 3);
        QCOMPARE(orders({{QStringLiteral("TargetCode"), kLaboratory},
                         {QStringLiteral("StartDate"), QStringLiteral("2026-01-15T00:00:00")},
                         {QStringLiteral("_count"), QStringLiteral("2")}}),
                 2);
        QCOMPARE(orders({{QStringLiteral("SourceCode"), kClinic},
                         {QStringLiteral("TargetCode"), kLaboratory},
                         {QStringLiteral("OrderMisID"), QStringLiteral("A-2")}}),
                 1);
        QCOMPARE(orders({{QStringLiteral("TargetCode"), kLaboratory},
                         {QStringLiteral("_count"), QStringLiteral("0")},
                         {QStringLiteral("StartDate"), QStringLiteral("2026-01-15")}}),
                 -400);
        QCOMPARE(orders({{QStringLiteral("TargetCode"), kLaboratory}}), -400);
    }

    void cancelOrder()
    {
        OrderBundleOptions o;
        const QString orderId = sendOrder(o);
        const Reply cancelled =
            post(QStringLiteral("/$cancelorder"), parametersBody({{QStringLiteral("OrderId"), orderId}}));
        QCOMPARE(cancelled.status, 200);
        QCOMPARE(parameterOf(cancelled.json, QStringLiteral("Status")).value(u"valueString").toString(),
                 QStringLiteral("cancelled"));
        // A final order stays as it is; the same number may be ordered again.
        QCOMPARE(post(QStringLiteral("/$cancelorder"), parametersBody({{QStringLiteral("OrderId"), orderId}})).status,
                 409);
        QCOMPARE(
            post(QStringLiteral("/$cancelorder"), parametersBody({{QStringLiteral("OrderId"), QStringLiteral("nope")}}))
                .status,
            404);
        QCOMPARE(post(QStringLiteral("/$cancelorder"), parametersBody({})).status, 400);
        QVERIFY(!sendOrder(o).isEmpty());
    }

    void answerShapeSwitch()
    {
        QCOMPARE(admin(QStringLiteral("/answers"), {{QStringLiteral("shape"), QStringLiteral("bundle")}}).status, 200);
        QCOMPARE(m_lab->answerShape(), LabModule::AnswerShape::Bundle);
        QCOMPARE(admin(QStringLiteral("/answers"), {{QStringLiteral("shape"), QStringLiteral("xml")}}).status, 400);
    }
};

QTEST_GUILESS_MAIN(TestSandboxLabPublic)
#include "tst_sandbox_lab_public.moc"
