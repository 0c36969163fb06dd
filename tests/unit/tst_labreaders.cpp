// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Readers of the laboratory's answers in both shapes: a Bundle with everything inline, and
// Parameters naming only the OrderResponse, whose resources arrive by GET <Type>/<id> in rounds
// (missingLabReferences says what to ask next). Both must read to the same result.

#include "core/lab/labreaders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cliniclink;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

// One result: a report with a numeric (with comparator and range), a text, an organism with one
// antibiotic (related) and a no-growth observation; the PDF and a signature; the laboratory.
QList<QJsonObject> resultResources()
{
    return {
        json(R"({"resourceType": "OrderResponse", "id": "r1", "request": {"reference": "Order/o1"},
                 "date": "2026-01-15T12:00:00+03:00", "who": {"reference": "Organization/lab"},
                 "orderStatus": "completed", "fulfillment": [{"reference": "DiagnosticReport/d1"}]})"),
        json(R"({"resourceType": "DiagnosticReport", "id": "d1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.31", "version": "1.2", "code": "A26.28.003"}]},
                 "issued": "2026-01-15T12:00:00+03:00", "performer": {"reference": "Organization/lab"},
                 "result": [{"reference": "Observation/n1"}, {"reference": "Observation/t1"},
                            {"reference": "Observation/m1"}, {"reference": "Observation/a1"}, {"reference": "Observation/g1"}],
                 "conclusion": "Рост E. coli", "presentedForm": [{"contentType": "application/pdf", "url": "Binary/b1"},
                 {"contentType": "application/x-pkcs7-practitioner", "url": "Binary/s1"}]})"),
        json(R"({"resourceType": "Observation", "id": "n1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.1", "code": "1001"}]},
                 "valueQuantity": {"value": 118, "code": "г/л", "comparator": "<"},
                 "referenceRange": [{"low": {"value": 120, "code": "г/л"}, "high": {"value": 160, "code": "г/л"}, "text": "120 - 160"}],
                 "interpretation": {"coding": [{"system": "urn:oid:1.2.643.5.1.13.13.11.1381", "code": "L"}]}})"),
        json(R"({"resourceType": "Observation", "id": "t1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.1", "code": "1020"}]},
                 "valueString": "соломенно-жёлтый", "referenceRange": [{"text": "соломенно-жёлтый"}],
                 "interpretation": {"coding": [{"code": "N"}]}})"),
        json(R"({"resourceType": "Observation", "id": "m1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.5.1.13.13.11.1087", "code": "1087.1"}]},
                 "valueQuantity": {"value": 100000, "code": "КОЕ/мл", "comparator": ">="},
                 "interpretation": {"coding": [{"code": "DET"}]},
                 "related": [{"type": "has-member", "target": {"reference": "Observation/a1"}}]})"),
        json(R"({"resourceType": "Observation", "id": "a1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.74", "code": "3"}]},
                 "valueQuantity": {"value": 27, "code": "мм"}, "interpretation": {"coding": [{"code": "R"}]}})"),
        json(R"({"resourceType": "Observation", "id": "g1", "status": "final",
                 "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.94", "code": "2"}]},
                 "valueString": "Роста грибов нет", "interpretation": {"coding": [{"code": "ND"}]}})"),
        json(R"({"resourceType": "Binary", "id": "b1", "contentType": "application/pdf", "content": "JVBERi0xLjQ="})"),
        json(
            R"({"resourceType": "Binary", "id": "s1", "contentType": "application/x-pkcs7-practitioner", "content": "MIIB"})"),
        json(R"({"resourceType": "Organization", "id": "lab", "name": "ЦКДЛ"})"),
    };
}

void checkResult(const LabResult &r)
{
    QCOMPARE(r.status, QStringLiteral("completed"));
    QCOMPARE(r.orderReference, QStringLiteral("Order/o1"));
    QCOMPARE(r.laboratory, QStringLiteral("ЦКДЛ"));
    QCOMPARE(r.reports.size(), 1);
    const LabReport &report = r.reports.first();
    QCOMPARE(report.conclusion, QStringLiteral("Рост E. coli"));
    QCOMPARE(report.performer, QStringLiteral("ЦКДЛ"));
    QCOMPARE(report.service.code, QStringLiteral("A26.28.003"));
    // The antibiotic is shown under its organism only.
    QCOMPARE(report.observations.size(), 4);
    const LabObservation &numeric = report.observations[0];
    QCOMPARE(numeric.kind, LabObservation::Kind::Numeric);
    QCOMPARE(*numeric.value, 118.0);
    QCOMPARE(numeric.comparator, QStringLiteral("<"));
    QCOMPARE(numeric.unit, QStringLiteral("г/л"));
    QCOMPARE(*numeric.ranges.first().low, 120.0);
    QCOMPARE(*numeric.ranges.first().high, 160.0);
    QVERIFY(numeric.isAbnormal());
    QCOMPARE(report.observations[1].kind, LabObservation::Kind::Text);
    QCOMPARE(report.observations[1].text, QStringLiteral("соломенно-жёлтый"));
    QVERIFY(!report.observations[1].isAbnormal());
    const LabObservation &organism = report.observations[2];
    QCOMPARE(organism.kind, LabObservation::Kind::Organism);
    QCOMPARE(organism.comparator, QStringLiteral(">="));
    QCOMPARE(organism.related.size(), 1);
    QCOMPARE(organism.related.first().kind, LabObservation::Kind::Antibiotic);
    QCOMPARE(organism.related.first().interpretation, QStringLiteral("R"));
    QCOMPARE(report.observations[3].kind, LabObservation::Kind::NoGrowth);
    QCOMPARE(report.observations[3].interpretation, QStringLiteral("ND"));
    QCOMPARE(r.attachments.size(), 2);
    QVERIFY(r.attachments[0].isPdf());
    QVERIFY(r.attachments[0].data.startsWith("%PDF-1.4"));
    QCOMPARE(r.attachments[0].suggestedFileName(), QStringLiteral("b1.pdf"));
    QVERIFY(r.attachments[1].isSignature());
    QCOMPARE(r.attachments[1].suggestedFileName(), QStringLiteral("s1.p7s"));
}

const char *const kErrorResponse = R"({"resourceType": "OrderResponse", "id": "e", "orderStatus": "error",
    "description": "Гемолиз", "who": {"reference": "Organization/x"}})";
const char *const kStatus = R"({"resourceType": "Parameters", "parameter": [
    {"name": "OrderId", "valueString": "o1"}, {"name": "OrderMisID", "valueString": "ORD-1"},
    {"name": "Status", "valueString": "Completed"}, {"name": "StatusDate", "valueString": "2026-01-15T12:00:00+03:00"}]})";
const char *const kTransactionResponse = R"({"resourceType": "Bundle", "type": "transaction-response", "entry": [
    {"response": {"location": "Specimen/s1/_history/1"}}, {"fullUrl": "https://lab/exlab/api/fhir/Order/o9"}]})";

} // namespace

class TestLabReaders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void resultFromABundle()
    {
        QJsonArray entries;
        for (const QJsonObject &r : resultResources()) {
            entries.append(
                QJsonObject{{QStringLiteral("fullUrl"),
                             QString(r.value(u"resourceType").toString() + u'/' + r.value(u"id").toString())},
                            {QStringLiteral("resource"), r}});
        }
        const QJsonObject bundle{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                 {QStringLiteral("type"), QStringLiteral("collection")},
                                 {QStringLiteral("entry"), entries}};
        const QList<LabResultAnswer> answers = readLabResultAnswers(bundle);
        QCOMPARE(answers.size(), 1);
        QVERIFY(missingLabReferences(answers.first().orderResponse, answers.first().resources).isEmpty());
        checkResult(readLabResult(answers.first().orderResponse, answers.first().resources));

        // $getresults as a searchset of collections: one answer per collection.
        const QJsonObject searchset{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                    {QStringLiteral("type"), QStringLiteral("searchset")},
                                    {QStringLiteral("entry"),
                                     QJsonArray{QJsonObject{{QStringLiteral("resource"), bundle}},
                                                QJsonObject{{QStringLiteral("resource"), bundle}}}}};
        QCOMPARE(readLabResultAnswers(searchset).size(), 2);
    }

    void resultFromParametersAndGets()
    {
        const QList<QJsonObject> all = resultResources();
        const QJsonObject parameters{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                     {QStringLiteral("parameter"),
                                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("OrderResponse")},
                                                             {QStringLiteral("resource"), all.first()}}}}};
        QList<LabResultAnswer> answers = readLabResultAnswers(parameters);
        QCOMPARE(answers.size(), 1);
        LabResultAnswer &a = answers.first();
        auto byReference = [&](const QString &reference) {
            for (const QJsonObject &r : all) {
                if (r.value(u"resourceType").toString() + u'/' + r.value(u"id").toString() == reference)
                    return r;
            }
            return QJsonObject();
        };
        // Round 1: the laboratory and the report; round 2: what the report names; round 3: the
        // organism's antibiotic is already among the report's results, so nothing more.
        QStringList round = missingLabReferences(a.orderResponse, a.resources);
        QCOMPARE(round, QStringList({QStringLiteral("Organization/lab"), QStringLiteral("DiagnosticReport/d1")}));
        int rounds = 0;
        while (!round.isEmpty() && rounds < 5) {
            for (const QString &reference : round)
                a.resources.add(byReference(reference), reference);
            round = missingLabReferences(a.orderResponse, a.resources);
            ++rounds;
        }
        QCOMPARE(rounds, 2);
        checkResult(readLabResult(a.orderResponse, a.resources));
    }

    void errorResponse()
    {
        const LabResult r = readLabResult(json(kErrorResponse), LabResources());
        QVERIFY(r.isError());
        QCOMPARE(r.description, QStringLiteral("Гемолиз"));
        QCOMPARE(r.laboratory, QStringLiteral("Organization/x")); // not fetched: the reference stays
        QVERIFY(r.reports.isEmpty());
    }

    void statusAndOrders()
    {
        const auto status = readLabStatus(json(kStatus));
        QVERIFY(status);
        QCOMPARE(status->status, QStringLiteral("completed"));
        QVERIFY(status->isFinal());
        QCOMPARE(status->statusDate, QDateTime(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC));
        QVERIFY(!readLabStatus(json(R"({"resourceType": "OperationOutcome"})")));
        QVERIFY(!LabStatus::isFinal(QStringLiteral("pending")));

        const QJsonObject order = json(R"({"resourceType": "Order", "id": "o1"})");
        const QJsonObject asParameters{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                       {QStringLiteral("parameter"),
                                        QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Order")},
                                                               {QStringLiteral("resource"), order}}}}};
        const QJsonObject asBundle{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("searchset")},
            {QStringLiteral("entry"),
             QJsonArray{QJsonObject{{QStringLiteral("fullUrl"), QStringLiteral("Order/o1")},
                                    {QStringLiteral("resource"), order}},
                        QJsonObject{{QStringLiteral("resource"), json(R"({"resourceType": "Patient", "id": "p"})")}}}}};
        QCOMPARE(readLabOrders(asParameters), QList<QJsonObject>{order});
        QCOMPARE(readLabOrders(asBundle), QList<QJsonObject>{order});
    }

    // Observations that name each other (found by fuzzing: the reading recursed until the stack
    // overflowed): a reference back up is not followed, and a chain stops four levels down.
    void relatedObservationsThatLoopAreReadOnce()
    {
        LabResources resources;
        const QJsonObject a = json(R"({"resourceType": "Observation", "id": "a", "status": "final",
            "related": [{"target": {"reference": "Observation/b"}}, {"target": {"reference": "Observation/a"}}]})");
        resources.add(a);
        resources.add(json(R"({"resourceType": "Observation", "id": "b", "status": "final",
            "related": [{"target": {"reference": "Observation/a"}}]})"));
        const LabObservation read = readLabObservation(a, resources);
        QCOMPARE(read.related.size(), 1);
        QCOMPARE(read.related.first().id, QStringLiteral("Observation/b"));
        QVERIFY(read.related.first().related.isEmpty());

        // A chain of twenty: read to its fifth link.
        for (int i = 0; i < 20; ++i) {
            resources.add(QJsonObject{
                {QStringLiteral("resourceType"), QStringLiteral("Observation")},
                {QStringLiteral("id"), QStringLiteral("c%1").arg(i)},
                {QStringLiteral("related"),
                 QJsonArray{QJsonObject{
                     {QStringLiteral("target"),
                      QJsonObject{{QStringLiteral("reference"), QStringLiteral("Observation/c%1").arg(i + 1)}}}}}}});
        }
        LabObservation link = readLabObservation(*resources.get(QStringLiteral("Observation/c0")), resources);
        int depth = 0;
        while (!link.related.isEmpty()) {
            const LabObservation next = link.related.first();
            link = next;
            ++depth;
        }
        QCOMPARE(depth, 4);
    }

    void transactionLocations()
    {
        QCOMPARE(readLabTransactionLocations(json(kTransactionResponse)),
                 QStringList({QStringLiteral("Specimen/s1"), QStringLiteral("Order/o9")}));
    }
    // The platform's answer carries a Bundle id of its own, the contract's example none: both read alike.
    void transactionLocationsWithABundleId()
    {
        QJsonObject withId = json(kTransactionResponse);
        withId.insert(QStringLiteral("id"), QStringLiteral("0b7c7e2a-6f0e-4d4b-9a51-3f2b1f6c9d10"));
        QCOMPARE(readLabTransactionLocations(withId), readLabTransactionLocations(json(kTransactionResponse)));
        QCOMPARE(readLabTransactionLocations(withId).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestLabReaders)
#include "tst_labreaders.moc"
