// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The lab module called directly (with the terminology module beside it): patients and
// practitioners, order / result / result-without-order bundles, the $get operations, the admin
// completion, and every error the module answers.

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

class TestSandboxLab : public QObject {
    Q_OBJECT

private:
    ManualClock m_clock;
    std::unique_ptr<SandboxContext> m_context;
    LabModule *m_lab = nullptr;
    LabAdminModule *m_admin = nullptr;
    QString m_patientId;

    Reply post(const QString &path, const QJsonObject &body, const QByteArray &token = kToken)
    {
        return call(*m_lab, kPrefix, makeRequest("POST", kPrefix + path, body, token));
    }
    Reply put(const QString &path, const QJsonObject &body)
    {
        return call(*m_lab, kPrefix, makeRequest("PUT", kPrefix + path, body));
    }
    Reply get(const QString &path) { return call(*m_lab, kPrefix, makeRequest("GET", kPrefix + path)); }
    Reply admin(const QByteArray &method, const QString &path, const QJsonObject &body = {})
    {
        return call(*m_admin, kAdmin, makeRequest(method, kAdmin + path, body, {}));
    }
    static QStringList issueCodes(const Reply &r)
    {
        QStringList out;
        for (const QJsonValue &i : r.json.value(u"issue").toArray())
            out.append(i.toObject().value(u"code").toString());
        return out;
    }
    static QString locationOf(const Reply &r, const QString &type)
    {
        for (const QJsonValue &e : r.json.value(u"entry").toArray()) {
            const QString location = e.toObject().value(u"response").toObject().value(u"location").toString();
            if (location.startsWith(type + u'/'))
                return location;
        }
        return {};
    }
    QJsonObject parameters(const QList<QPair<QString, QJsonValue>> &items) { return parametersBody(items); }
    QJsonObject orderKeys(const QString &misOrderId)
    {
        return parameters({{QStringLiteral("SourceCode"), kClinic},
                           {QStringLiteral("TargetCode"), kLaboratory},
                           {QStringLiteral("OrderMisID"), misOrderId}});
    }
    QString statusOf(const QString &misOrderId)
    {
        return parameterOf(post(QStringLiteral("/$getstatus"), orderKeys(misOrderId)).json, QStringLiteral("Status"))
            .value(u"valueString")
            .toString();
    }
    QString sendOrder(const OrderBundleOptions &options)
    {
        OrderBundleOptions o = options;
        o.source = kClinic;
        const Reply r = post(QString(), orderBundle(m_patientId, o));
        if (r.status != 200)
            qWarning() << r.raw.body;
        return locationOf(r, QStringLiteral("Order")).mid(6);
    }

private Q_SLOTS:
    void init()
    {
        m_context = std::make_unique<SandboxContext>(&m_clock);
        const QJsonObject fixtures = labTerminologyFixtures();
        m_context->loadParties(fixtures);
        auto terminology = std::make_unique<TerminologyModule>(*m_context);
        auto lab = std::make_unique<LabModule>(*m_context);
        auto admin = std::make_unique<LabAdminModule>(*m_context);
        m_lab = lab.get();
        m_admin = admin.get();
        m_context->addModule(std::move(terminology));
        m_context->addModule(std::move(lab));
        m_context->addModule(std::move(admin));
        for (const auto &m : m_context->modules())
            m->load(fixtures);
        // Most tests here read the Bundle answers of earlier sandboxes; tst_sandbox_lab_public
        // reads the Parameters shape public clients see, which is the fixture's default.
        m_lab->setAnswerShape(LabModule::AnswerShape::Bundle);
        const Reply created = post(QStringLiteral("/Patient"), patientResource());
        QCOMPARE(created.status, 201);
        m_patientId = created.json.value(u"id").toString();
    }

    void authRequired()
    {
        QCOMPARE(post(QStringLiteral("/Patient"), patientResource(), {}).status, 401);
        const Reply bad = post(QStringLiteral("/$getstatus"),
                               parameters({{QStringLiteral("OrderId"), QStringLiteral("x")}}), "wrong");
        QCOMPARE(bad.status, 401);
        QCOMPARE(bad.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        SandboxRequest noScheme =
            makeRequest("GET", kPrefix + QString(QStringLiteral("/Patient/") + m_patientId), {}, {});
        noScheme.headers.insert("authorization", kToken);
        QCOMPARE(call(*m_lab, kPrefix, noScheme).status, 401);
    }

    void patientCreateAndUpdate()
    {
        const Reply created = post(QStringLiteral("/Patient?_format=json"), patientResource());
        QCOMPARE(created.status, 201);
        const QString id = created.json.value(u"id").toString();
        QVERIFY(!id.isEmpty());
        QCOMPARE(created.json.value(u"meta").toObject().value(u"versionId").toString(), QStringLiteral("1"));
        bool hasLocation = false;
        for (const auto &h : created.raw.headers)
            hasLocation |=
                h.first == "Location" && h.second.contains(QByteArray(QByteArray("/Patient/") + id.toUtf8()));
        QVERIFY(hasLocation);

        QJsonObject changed = patientResource();
        changed.insert(QStringLiteral("id"), id);
        changed.insert(QStringLiteral("birthDate"), QStringLiteral("1984-05-18"));
        const Reply updated = put(QString(QStringLiteral("/Patient/") + id), changed);
        QCOMPARE(updated.status, 200);
        QCOMPARE(updated.json.value(u"meta").toObject().value(u"versionId").toString(), QStringLiteral("2"));
        QCOMPARE(get(QString(QStringLiteral("/Patient/") + id)).json.value(u"birthDate").toString(),
                 QStringLiteral("1984-05-18"));

        const Reply mismatch = put(QStringLiteral("/Patient/other-id"), changed);
        QCOMPARE(mismatch.status, 400);
        QCOMPARE(issueCodes(mismatch), QStringList{QStringLiteral("invalid")});
        QJsonObject unknown = changed;
        unknown.insert(QStringLiteral("id"), QStringLiteral("no-such"));
        QCOMPARE(put(QStringLiteral("/Patient/no-such"), unknown).status, 404);

        QJsonObject badGender = patientResource();
        badGender.insert(QStringLiteral("gender"), QStringLiteral("ж"));
        QCOMPARE(post(QStringLiteral("/Patient"), badGender).status, 400);
        QCOMPARE(post(QStringLiteral("/Patient"), practitionerResource(kClinic)).status, 400);
        SandboxRequest malformed = makeRequest("POST", kPrefix + QStringLiteral("/Patient"));
        malformed.body = "{";
        QCOMPARE(call(*m_lab, kPrefix, malformed).status, 400);
    }

    void practitionerCreateAndUpdate()
    {
        const Reply created = post(QStringLiteral("/Practitioner"), practitionerResource(kClinic));
        QCOMPARE(created.status, 201);
        const QString id = created.json.value(u"id").toString();
        QJsonObject changed = practitionerResource(kClinic, QStringLiteral("110"));
        changed.insert(QStringLiteral("id"), id);
        QCOMPARE(put(QString(QStringLiteral("/Practitioner/") + id), changed).status, 200);
        const Reply badRole =
            post(QStringLiteral("/Practitioner"), practitionerResource(kClinic, QStringLiteral("99999")));
        QCOMPARE(badRole.status, 400);
        QCOMPARE(issueCodes(badRole), QStringList{QStringLiteral("code-invalid")});
        const Reply badOrg = post(QStringLiteral("/Practitioner"),
                                  practitionerResource(QStringLiteral("11111111-2222-3333-4444-555555555555")));
        QCOMPARE(badOrg.status, 400);
        QCOMPARE(issueCodes(badOrg), QStringList{QStringLiteral("not-found")});
    }

    void orderBundleStoredWithServerIds()
    {
        OrderBundleOptions o;
        o.source = kClinic;
        const Reply r = post(QString(), orderBundle(m_patientId, o));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("transaction-response"));
        const QJsonArray entries = r.json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 7);
        QVERIFY(
            entries[0].toObject().value(u"response").toObject().value(u"location").toString().startsWith(u"Specimen/"));
        QCOMPARE(entries[0].toObject().value(u"response").toObject().value(u"status").toString(),
                 QStringLiteral("201 Created"));
        const QString orderLocation = locationOf(r, QStringLiteral("Order"));
        QCOMPARE(entries[6].toObject().value(u"fullUrl").toString(), orderLocation);

        const Reply order = get(QString(QStringLiteral("/") + orderLocation));
        QCOMPARE(order.status, 200);
        QCOMPARE(order.json.value(u"subject").toObject().value(u"reference").toString(),
                 QString(QStringLiteral("Patient/") + m_patientId));
        const QString detail = order.json.value(u"detail").toArray()[0].toObject().value(u"reference").toString();
        QCOMPARE(detail, locationOf(r, QStringLiteral("DiagnosticOrder")));
        const Reply diagnosticOrder = get(QString(QStringLiteral("/") + detail));
        QCOMPARE(diagnosticOrder.json.value(u"orderer").toObject().value(u"reference").toString(),
                 locationOf(r, QStringLiteral("Practitioner")));
        QCOMPARE(diagnosticOrder.json.value(u"specimen").toArray()[0].toObject().value(u"reference").toString(),
                 locationOf(r, QStringLiteral("Specimen")));

        QCOMPARE(statusOf(o.misOrderId), QStringLiteral("pending"));
        const Reply byId =
            post(QStringLiteral("/$getstatus"), parameters({{QStringLiteral("OrderId"), orderLocation.mid(6)}}));
        QCOMPARE(parameterOf(byId.json, QStringLiteral("OrderMisID")).value(u"valueString").toString(), o.misOrderId);
    }

    void orderBundleErrors()
    {
        OrderBundleOptions o;
        o.source = kClinic;
        QJsonObject bundle = orderBundle(m_patientId, o);

        QJsonObject duplicateUrls = bundle;
        QJsonArray entries = duplicateUrls.value(u"entry").toArray();
        QJsonObject second = entries[1].toObject();
        second.insert(QStringLiteral("fullUrl"), entries[0].toObject().value(u"fullUrl"));
        entries.replace(1, second);
        duplicateUrls.insert(QStringLiteral("entry"), entries);
        const Reply dup = post(QString(), duplicateUrls);
        QCOMPARE(dup.status, 400);
        QVERIFY(issueCodes(dup).contains(QStringLiteral("duplicate")));

        QJsonObject dangling = bundle;
        entries = dangling.value(u"entry").toArray();
        QJsonObject specimen = entries[0].toObject();
        entries.removeAt(0); // the DiagnosticOrder still points at it
        dangling.insert(QStringLiteral("entry"), entries);
        const Reply unresolved = post(QString(), dangling);
        QCOMPARE(unresolved.status, 400);
        QVERIFY(issueCodes(unresolved).contains(QStringLiteral("not-found")));

        OrderBundleOptions badCode = o;
        badCode.specimenType = QStringLiteral("777");
        const Reply code = post(QString(), orderBundle(m_patientId, badCode));
        QCOMPARE(code.status, 400);
        QCOMPARE(issueCodes(code), QStringList{QStringLiteral("code-invalid")});

        const Reply noPatient = post(QString(), orderBundle(QStringLiteral("missing-patient"), o));
        QCOMPARE(noPatient.status, 400);
        QVERIFY(issueCodes(noPatient).contains(QStringLiteral("not-found")));

        OrderBundleOptions twoEncounters = o;
        twoEncounters.encounters = 2;
        QCOMPARE(post(QString(), orderBundle(m_patientId, twoEncounters)).status, 400);

        OrderBundleOptions notALab = o;
        notALab.target = QString::fromLatin1(kOtherOrg);
        QCOMPARE(issueCodes(post(QString(), orderBundle(m_patientId, notALab))),
                 QStringList{QStringLiteral("business-rule")});

        // The other MIS is not linked to the clinic.
        const Reply foreign = post(QString(), bundle, kOtherToken);
        QCOMPARE(foreign.status, 401);

        QCOMPARE(post(QString(), bundle).status, 200);
        const Reply again = post(QString(), orderBundle(m_patientId, o));
        QCOMPARE(again.status, 400);
        QCOMPARE(issueCodes(again), QStringList{QStringLiteral("duplicate")});

        QJsonObject batch = bundle;
        batch.insert(QStringLiteral("type"), QStringLiteral("batch"));
        QCOMPARE(post(QString(), batch).status, 400);
        QJsonObject wrongUrl = bundle;
        entries = wrongUrl.value(u"entry").toArray();
        QJsonObject e0 = entries[0].toObject();
        e0.insert(QStringLiteral("request"),
                  QJsonObject{{QStringLiteral("method"), QStringLiteral("PUT")},
                              {QStringLiteral("url"), QStringLiteral("Specimen")}});
        entries.replace(0, e0);
        wrongUrl.insert(QStringLiteral("entry"), entries);
        QCOMPARE(post(QString(), wrongUrl).status, 400);
        Q_UNUSED(specimen);
    }

    void getOrderAndOrders()
    {
        OrderBundleOptions o;
        const QString orderId = sendOrder(o);
        QVERIFY(!orderId.isEmpty());
        const Reply r = post(QStringLiteral("/$getorder"),
                             parameters({{QStringLiteral("SourceCode"), kClinic},
                                         {QStringLiteral("TargetCode"), kLaboratory},
                                         {QStringLiteral("Barcode"), o.barcode}}));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("collection"));
        const QJsonArray entries = r.json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 8);
        QCOMPARE(entries[0].toObject().value(u"resource").toObject().value(u"resourceType").toString(),
                 QStringLiteral("Patient"));
        QCOMPARE(entries.last().toObject().value(u"fullUrl").toString(), QString(QStringLiteral("Order/") + orderId));

        QCOMPARE(post(QStringLiteral("/$getorder"),
                      parameters({{QStringLiteral("SourceCode"), kClinic},
                                  {QStringLiteral("TargetCode"), kLaboratory},
                                  {QStringLiteral("Barcode"), QStringLiteral("000")}}))
                     .status,
                 404);
        const Reply missing = post(QStringLiteral("/$getorder"), parameters({{QStringLiteral("SourceCode"), kClinic}}));
        QCOMPARE(missing.status, 400);
        QCOMPARE(issueCodes(missing), QStringList({QStringLiteral("required"), QStringLiteral("required")}));
        QCOMPARE(post(QStringLiteral("/$getorder"),
                      parameters({{QStringLiteral("SourceCode"), kClinic},
                                  {QStringLiteral("TargetCode"), kLaboratory},
                                  {QStringLiteral("Barcode"), o.barcode}}),
                      kOtherToken)
                     .status,
                 401);

        // The clock reads 2026-01-15 09:00 UTC = 12:00 Moscow time.
        const Reply within = post(QStringLiteral("/$getorders"),
                                  parameters({{QStringLiteral("SourceCode"), kClinic},
                                              {QStringLiteral("TargetCode"), kLaboratory},
                                              {QStringLiteral("StartDate"), QStringLiteral("2026-01-15T00:00:00")},
                                              {QStringLiteral("EndDate"), QStringLiteral("2026-01-15T23:59:59")}}));
        QCOMPARE(within.status, 200);
        QCOMPARE(within.json.value(u"total").toInt(), 1);
        QCOMPARE(within.json.value(u"entry")
                     .toArray()[0]
                     .toObject()
                     .value(u"resource")
                     .toObject()
                     .value(u"resourceType")
                     .toString(),
                 QStringLiteral("Order"));
        const Reply outside = post(QStringLiteral("/$getorders"),
                                   parameters({{QStringLiteral("SourceCode"), kClinic},
                                               {QStringLiteral("TargetCode"), kLaboratory},
                                               {QStringLiteral("StartDate"), QStringLiteral("2026-01-15T12:30:00")},
                                               {QStringLiteral("EndDate"), QStringLiteral("2026-01-16T00:00:00")}}));
        QCOMPARE(outside.json.value(u"total").toInt(), 0);
        QCOMPARE(post(QStringLiteral("/$getorders"),
                      parameters({{QStringLiteral("SourceCode"), kClinic},
                                  {QStringLiteral("TargetCode"), kLaboratory},
                                  {QStringLiteral("StartDate"), QStringLiteral("вчера")}}))
                     .status,
                 400);
    }

    void completeWithResult()
    {
        OrderBundleOptions o;
        const QString orderId = sendOrder(o);
        const Reply notYet = post(QStringLiteral("/$getresult"), orderKeys(o.misOrderId));
        QCOMPARE(notYet.status, 404);

        // The admin chooses before the lab's own delay has passed (after it, the order is completed already).
        m_clock.advanceSeconds(LabModule::kDefaultCompletionSeconds - 1);
        const Reply done =
            admin("POST", QStringLiteral("/complete"), QJsonObject{{QStringLiteral("orderId"), orderId}});
        QCOMPARE(done.status, 200);
        QCOMPARE(statusOf(o.misOrderId), QStringLiteral("completed"));
        QCOMPARE(admin("POST", QStringLiteral("/complete"), QJsonObject{{QStringLiteral("orderId"), orderId}}).status,
                 409);

        const Reply result = post(QStringLiteral("/$getresult"), orderKeys(o.misOrderId));
        QCOMPARE(result.status, 200);
        QHash<QString, QList<QJsonObject>> byType;
        for (const QJsonValue &e : result.json.value(u"entry").toArray()) {
            const QJsonObject resource = e.toObject().value(u"resource").toObject();
            byType[resource.value(u"resourceType").toString()].append(resource);
        }
        QCOMPARE(byType.value(QStringLiteral("OrderResponse")).size(), 1);
        const QJsonObject response = byType.value(QStringLiteral("OrderResponse")).first();
        QCOMPARE(response.value(u"orderStatus").toString(), QStringLiteral("completed"));
        QCOMPARE(response.value(u"request").toObject().value(u"reference").toString(),
                 QString(QStringLiteral("Order/") + orderId));
        QCOMPARE(response.value(u"fulfillment").toArray().size(), 3);
        QCOMPARE(byType.value(QStringLiteral("DiagnosticReport")).size(), 3);
        for (const QJsonObject &report : byType.value(QStringLiteral("DiagnosticReport"))) {
            QVERIFY(!report.value(u"conclusion").toString().isEmpty());
            QVERIFY(
                report.value(u"presentedForm").toArray()[0].toObject().value(u"url").toString().startsWith(u"Binary/"));
            QCOMPARE(report.value(u"subject").toObject().value(u"reference").toString(),
                     QString(QStringLiteral("Patient/") + m_patientId));
        }
        bool numeric = false, text = false, organism = false, antibiotic = false, noGrowth = false;
        for (const QJsonObject &obs : byType.value(QStringLiteral("Observation"))) {
            const QString system =
                obs.value(u"code").toObject().value(u"coding").toArray()[0].toObject().value(u"system").toString();
            const QString interpretation = obs.value(u"interpretation")
                                               .toObject()
                                               .value(u"coding")
                                               .toArray()[0]
                                               .toObject()
                                               .value(u"code")
                                               .toString();
            if (system.endsWith(u".1.1.1.1") && obs.contains(u"valueQuantity")) {
                numeric = true;
                QVERIFY(obs.value(u"referenceRange").toArray()[0].toObject().contains(u"low"));
            }
            if (system.endsWith(u".1.1.1.1") && obs.contains(u"valueString"))
                text = true;
            if (system.endsWith(u".1087")) {
                organism = interpretation == u"DET"
                    && obs.value(u"valueQuantity").toObject().value(u"comparator").toString() == u">="
                    && obs.value(u"related").toArray().size() == 5;
                QVERIFY(obs.value(u"related")
                            .toArray()[0]
                            .toObject()
                            .value(u"target")
                            .toObject()
                            .value(u"reference")
                            .toString()
                            .startsWith(u"Observation/"));
            }
            if (system.endsWith(u".74"))
                antibiotic = true;
            if (system.endsWith(u".94"))
                noGrowth = interpretation == u"ND";
        }
        QVERIFY(numeric && text && organism && antibiotic && noGrowth);
        QCOMPARE(byType.value(QStringLiteral("Device")).size(), 1);
        // The result carries the PDF and the practitioner's signature over it.
        QByteArray pdf;
        for (const QJsonObject &binary : byType.value(QStringLiteral("Binary"))) {
            if (binary.value(u"contentType").toString() == u"application/pdf")
                pdf = QByteArray::fromBase64(binary.value(u"content").toString().toLatin1());
        }
        QCOMPARE(byType.value(QStringLiteral("Binary")).size(), 2);
        QVERIFY(pdf.startsWith("%PDF-1.4"));
        QVERIFY(pdf.trimmed().endsWith("%%EOF"));
        const qsizetype startxref = pdf.lastIndexOf("startxref");
        const qsizetype xref = pdf.mid(startxref + 10).trimmed().split('\n').first().toLongLong();
        QVERIFY(pdf.mid(xref).startsWith("xref"));

        const Reply since = post(QStringLiteral("/$getresults"),
                                 parameters({{QStringLiteral("SourceCode"), kClinic},
                                             {QStringLiteral("TargetCode"), kLaboratory},
                                             {QStringLiteral("StartDate"), QStringLiteral("2026-01-15")}}));
        QCOMPARE(since.json.value(u"total").toInt(), 1);
        QCOMPARE(
            since.json.value(u"entry").toArray()[0].toObject().value(u"resource").toObject().value(u"type").toString(),
            QStringLiteral("collection"));
        const Reply later = post(QStringLiteral("/$getresults"),
                                 parameters({{QStringLiteral("SourceCode"), kClinic},
                                             {QStringLiteral("TargetCode"), kLaboratory},
                                             {QStringLiteral("StartDate"), QStringLiteral("2026-01-16")}}));
        QCOMPARE(later.json.value(u"total").toInt(), 0);
    }

    void completeWithError()
    {
        OrderBundleOptions o;
        o.misOrderId = QStringLiteral("ORD-2026-000118");
        o.barcode = QStringLiteral("4600112299");
        sendOrder(o);
        const Reply done = admin("POST", QStringLiteral("/complete"),
                                 QJsonObject{{QStringLiteral("barcode"), o.barcode},
                                             {QStringLiteral("outcome"), QStringLiteral("error")},
                                             {QStringLiteral("description"), QStringLiteral("Сгусток в пробирке")}});
        QCOMPARE(done.status, 200);
        const Reply status = post(QStringLiteral("/$getstatus"), orderKeys(o.misOrderId));
        QCOMPARE(parameterOf(status.json, QStringLiteral("Status")).value(u"valueString").toString(),
                 QStringLiteral("error"));
        QCOMPARE(parameterOf(status.json, QStringLiteral("Description")).value(u"valueString").toString(),
                 QStringLiteral("Сгусток в пробирке"));
        const QJsonArray entries =
            post(QStringLiteral("/$getresult"), orderKeys(o.misOrderId)).json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].toObject().value(u"resource").toObject().value(u"orderStatus").toString(),
                 QStringLiteral("error"));
        // After an error the same number may be sent again.
        QCOMPARE(post(QString(),
                      [&] {
                          OrderBundleOptions a = o;
                          a.source = kClinic;
                          return orderBundle(m_patientId, a);
                      }())
                     .status,
                 200);

        QCOMPARE(
            admin("POST", QStringLiteral("/complete"), QJsonObject{{QStringLiteral("orderId"), QStringLiteral("nope")}})
                .status,
            404);
        QCOMPARE(admin("POST", QStringLiteral("/complete"), QJsonObject{}).status, 400);
        QCOMPARE(admin("GET", QStringLiteral("/orders")).json.value(u"orders").toArray().size(), 2);
    }

    void resultBundleFromLaboratory()
    {
        OrderBundleOptions o;
        const QString orderId = sendOrder(o);
        const QString report = urn(), response = urn();
        const QJsonObject reportResource{
            {QStringLiteral("resourceType"), QStringLiteral("DiagnosticReport")},
            {QStringLiteral("status"), QStringLiteral("final")},
            {QStringLiteral("code"), coded(QStringLiteral("1.2.643.2.69.1.1.1.31"), QStringLiteral("B03.016.003"))},
            {QStringLiteral("subject"), reference(QString(QStringLiteral("Patient/") + m_patientId))}};
        auto bundleWith = [&](const QJsonObject &diagnosticReport) {
            return transaction(
                QJsonArray{bundleEntry(report, diagnosticReport),
                           bundleEntry(response,
                                       QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("OrderResponse")},
                                                   {QStringLiteral("request"),
                                                    reference(QString(QStringLiteral("Order/") + orderId))},
                                                   {QStringLiteral("orderStatus"), QStringLiteral("completed")},
                                                   {QStringLiteral("fulfillment"), QJsonArray{reference(report)}}})},
                QStringLiteral("StructureDefinition/21f687dd-0b3b-4a7b-af8f-04be625c0201"));
        };
        const Reply noConclusion = post(QString(), bundleWith(reportResource));
        QCOMPARE(noConclusion.status, 400);
        QJsonObject withConclusion = reportResource;
        withConclusion.insert(QStringLiteral("conclusion"), QStringLiteral("Без патологии"));
        QCOMPARE(post(QString(), bundleWith(withConclusion)).status, 200);
        QCOMPARE(statusOf(o.misOrderId), QStringLiteral("completed"));
    }

    void resultWithoutOrder()
    {
        const Reply r = post(QString(), resultWithoutOrderBundle(m_patientId, kClinic, kLaboratory));
        QCOMPARE(r.status, 200);
        const QString orderId = locationOf(r, QStringLiteral("Order")).mid(6);
        const Reply status = post(QStringLiteral("/$getstatus"), parameters({{QStringLiteral("OrderId"), orderId}}));
        QCOMPARE(parameterOf(status.json, QStringLiteral("Status")).value(u"valueString").toString(),
                 QStringLiteral("completed"));
        QCOMPARE(post(QString(), resultWithoutOrderBundle(m_patientId, kClinic, kLaboratory), kOtherToken).status, 401);
    }

    void stateSurvivesSaveAndRestore()
    {
        OrderBundleOptions o;
        const QString orderId = sendOrder(o);
        const QJsonObject state = m_lab->saveState();
        for (const auto &m : m_context->modules())
            m->load(labTerminologyFixtures());
        QCOMPARE(post(QStringLiteral("/$getstatus"), parameters({{QStringLiteral("OrderId"), orderId}})).status, 404);
        m_lab->restoreState(state);
        QCOMPARE(statusOf(o.misOrderId), QStringLiteral("pending"));
        QCOMPARE(get(QString(QStringLiteral("/Patient/") + m_patientId)).status, 200);
    }

    void unknownRoutes()
    {
        QCOMPARE(get(QStringLiteral("/Nothing/1")).status, 404);
        QCOMPARE(
            call(*m_lab, kPrefix, makeRequest("DELETE", kPrefix + QString(QStringLiteral("/Patient/") + m_patientId)))
                .status,
            405);
        QCOMPARE(post(QStringLiteral("/$getstatus"),
                      QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Patient")}})
                     .status,
                 400);
    }
};

QTEST_GUILESS_MAIN(TestSandboxLab)
#include "tst_sandbox_lab.moc"
