// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/fhir/fhirparameters.h"
#include "core/fhir/operationoutcome.h"

#include <QTest>

using namespace cliniclink;
using namespace cliniclink::fhir;

class TestFhirParameters : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsEveryValueType()
    {
        const QJsonObject body = FhirParameters::resource(
            QJsonArray{FhirParameters::parameter(QStringLiteral("system"), QStringLiteral("urn:oid:1.2.3")),
                       FhirParameters::integerParameter(QStringLiteral("count"), 20),
                       FhirParameters::booleanParameter(QStringLiteral("reverse"), true),
                       FhirParameters::codingParameter(QStringLiteral("coding"),
                                                       FhirCoding::fromOid(QStringLiteral("1.2.9"), QString())),
                       QJsonObject{{QStringLiteral("name"), QStringLiteral("offset")},
                                   {QStringLiteral("valueString"), QStringLiteral("x")}}});
        const FhirParameters in = FhirParameters::fromResource(body);
        QVERIFY(in.isValid());
        QCOMPARE(in.string(QStringLiteral("system")), QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(in.integer(QStringLiteral("count")), std::optional<qint64>(20));
        QCOMPARE(in.boolean(QStringLiteral("reverse")), std::optional<bool>(true));
        QCOMPARE(in.coding(QStringLiteral("coding")).value(u"system").toString(), QStringLiteral("urn:oid:1.2.9"));
        bool ok = true;
        QVERIFY(!in.integer(QStringLiteral("offset"), &ok).has_value());
        QVERIFY(!ok);
        QVERIFY(!in.integer(QStringLiteral("absent"), &ok).has_value());
        QVERIFY(ok);
        QVERIFY(!FhirParameters::fromResource(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Bundle")}})
                     .isValid());
    }

    // Numbers as text: whole ones as integers, others as written; one far past qint64 (1e60, found
    // by fuzzing) is read without converting it to an integer at all.
    void numbersReadAsText()
    {
        auto decimal = [](double value) {
            return FhirParameters::fromResource(
                       FhirParameters::resource(QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("n")},
                                                                       {QStringLiteral("valueDecimal"), value}}}))
                .string(QStringLiteral("n"));
        };
        QCOMPARE(decimal(42), QStringLiteral("42"));
        QCOMPARE(decimal(-7), QStringLiteral("-7"));
        QCOMPARE(decimal(2.5), QStringLiteral("2.5"));
        QCOMPARE(decimal(1e60), QStringLiteral("1e+60"));
        QCOMPARE(decimal(-1e300), QStringLiteral("-1e+300"));
    }

    void queryAndBodyReadAlike()
    {
        const FhirParameters q = FhirParameters::fromQuery(QUrlQuery(QStringLiteral("system=urn:oid:1.2.3&count=5")));
        QVERIFY(q.isValid());
        QCOMPARE(q.string(QStringLiteral("system")), QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(q.integer(QStringLiteral("count")), std::optional<qint64>(5));
        FhirParameters withPath = q;
        withPath.insertIfAbsent(QStringLiteral("system"), QStringLiteral("ignored"));
        withPath.insertIfAbsent(QStringLiteral("version"), QStringLiteral("2"));
        QCOMPARE(withPath.string(QStringLiteral("system")), QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(withPath.string(QStringLiteral("version")), QStringLiteral("2"));
        QCOMPARE(withPath.items().size(), 3);
    }

    void readsAnAnswerWithResourcesAndRepeatedParts()
    {
        const QJsonObject expansion{{QStringLiteral("resourceType"), QStringLiteral("ValueSet")}};
        const QJsonObject answer = FhirParameters::resource(QJsonArray{
            FhirParameters::booleanParameter(QStringLiteral("result"), true),
            FhirParameters::resourceParameter(QStringLiteral("return"), expansion),
            QJsonObject{{QStringLiteral("name"), QStringLiteral("match")},
                        {QStringLiteral("part"),
                         QJsonArray{FhirParameters::parameter(QStringLiteral("code"), QStringLiteral("A"))}}},
            QJsonObject{{QStringLiteral("name"), QStringLiteral("match")},
                        {QStringLiteral("part"),
                         QJsonArray{FhirParameters::parameter(QStringLiteral("code"), QStringLiteral("B"))}}}});
        const FhirParameters out = FhirParameters::fromResource(answer);
        QCOMPARE(out.resourceOf(QStringLiteral("return")), expansion);
        QVERIFY(out.resourceOf(QStringLiteral("result")).isEmpty());
        const QList<QJsonObject> matches = out.all(QStringLiteral("match"));
        QCOMPARE(matches.size(), 2);
        QCOMPARE(FhirParameters::fromParts(matches[0]).string(QStringLiteral("code")), QStringLiteral("A"));
        QCOMPARE(FhirParameters::fromParts(matches[1]).string(QStringLiteral("code")), QStringLiteral("B"));
        QVERIFY(out.all(QStringLiteral("absent")).isEmpty());
    }

    void operationOutcomeWrittenAndRead()
    {
        const QList<OutcomeIssue> issues{
            OutcomeIssue{QStringLiteral("not-found"), QStringLiteral("Справочник не найден")},
            OutcomeIssue{QStringLiteral("invalid"), QStringLiteral("Версия"), QStringLiteral("warning")}};
        const QJsonObject outcome = OperationOutcome::resource(issues);
        QVERIFY(OperationOutcome::isOperationOutcome(outcome));
        QCOMPARE(OperationOutcome::issues(outcome), issues);
        QVERIFY(!OperationOutcome::isOperationOutcome(FhirParameters::resource({})));
    }

    void operationOutcomeTextFromDetails()
    {
        const QJsonObject outcome{
            {QStringLiteral("resourceType"), QStringLiteral("OperationOutcome")},
            {QStringLiteral("issue"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("code"), QStringLiteral("login")},
                 {QStringLiteral("details"), QJsonObject{{QStringLiteral("text"), QStringLiteral("Нет доступа")}}}}}}};
        const QList<OutcomeIssue> read = OperationOutcome::issues(outcome);
        QCOMPARE(read.size(), 1);
        QCOMPARE(read[0].code, QStringLiteral("login"));
        QCOMPARE(read[0].diagnostics, QStringLiteral("Нет доступа"));
        QCOMPARE(read[0].severity, QStringLiteral("error"));
    }
};

QTEST_GUILESS_MAIN(TestFhirParameters)
#include "tst_fhirparameters.moc"
