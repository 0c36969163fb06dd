// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirtime.h"

#include <QJsonArray>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::fhir;

class TestFhirCoding : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oidSystemAndBack()
    {
        QCOMPARE(FhirCoding::oidSystem(QStringLiteral("1.2.643.2.69.1.1.1.31")),
                 QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31"));
        QCOMPARE(FhirCoding::oidSystem(QStringLiteral("urn:oid:1.2.3")), QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(FhirCoding::oidOf(QStringLiteral("urn:oid:1.2.3")), QStringLiteral("1.2.3"));
        QCOMPARE(FhirCoding::oidOf(QStringLiteral(" 1.2.3 ")), QStringLiteral("1.2.3"));
    }

    void writesOnlyWhatIsSet()
    {
        const FhirCoding c = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.31"), QStringLiteral("A09.05.010"),
                                                 QStringLiteral("3.2"));
        QVERIFY(c.isOid());
        QCOMPARE(c.oid(), QStringLiteral("1.2.643.2.69.1.1.1.31"));
        QCOMPARE(c.toJson(),
                 (QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31")},
                              {QStringLiteral("version"), QStringLiteral("3.2")},
                              {QStringLiteral("code"), QStringLiteral("A09.05.010")}}));
        QCOMPARE(FhirCoding::fromOid(QStringLiteral("1.2.3"), QStringLiteral("x")).toJson().keys(),
                 (QStringList{QStringLiteral("code"), QStringLiteral("system")}));
        QCOMPARE(c.toConcept(), (QJsonObject{{QStringLiteral("coding"), QJsonArray{c.toJson()}}}));
        QCOMPARE(FhirCoding::fromJson(c.toJson()), c);
    }

    void readsTheCodingOfTheWantedSystem()
    {
        const QJsonObject codeable{
            {QStringLiteral("coding"),
             QJsonArray{QJsonObject{{QStringLiteral("system"), QStringLiteral("http://loinc.org")},
                                    {QStringLiteral("code"), QStringLiteral("718-7")}},
                        QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1")},
                                    {QStringLiteral("version"), QStringLiteral("1")},
                                    {QStringLiteral("code"), QStringLiteral("1001")},
                                    {QStringLiteral("display"), QStringLiteral("Гемоглобин")}},
                        QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1")},
                                    {QStringLiteral("code"), QStringLiteral("1002")}}}}};
        QCOMPARE(FhirCoding::codings(codeable).size(), 3);
        const auto byUrn = FhirCoding::firstOfSystem(codeable, QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1"));
        QVERIFY(byUrn.has_value());
        QCOMPARE(byUrn->code, QStringLiteral("1001"));
        QCOMPARE(byUrn->display, QStringLiteral("Гемоглобин"));
        QCOMPARE(byUrn->version, QStringLiteral("1"));
        const auto byBareOid = FhirCoding::firstOfSystem(codeable, QStringLiteral("1.2.643.2.69.1.1.1.1"));
        QCOMPARE(byBareOid, byUrn);
        QCOMPARE(FhirCoding::firstOfSystem(codeable, QStringLiteral("http://loinc.org"))->code,
                 QStringLiteral("718-7"));
        QVERIFY(!FhirCoding::firstOfSystem(codeable, QStringLiteral("1.2.643.2.69.1.1.1.31")).has_value());
        QVERIFY(!FhirCoding::firstOfSystem(QJsonObject(), QStringLiteral("1.2.3")).has_value());
    }

    void aNumberIsNotACode()
    {
        const FhirCoding c = FhirCoding::fromJson(
            QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.3")}, {QStringLiteral("code"), 5}});
        QVERIFY(c.code.isEmpty());
        const FhirCoding loinc{QStringLiteral("http://loinc.org"), {}, QStringLiteral("1"), {}};
        QVERIFY(!loinc.isOid());
    }

    void timesInMoscowUnlessSaidOtherwise()
    {
        const QDateTime utc(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);
        QCOMPARE(FhirTime::dateTime(utc), QStringLiteral("2026-01-15T12:00:00+03:00"));
        QCOMPARE(FhirTime::date(QDateTime(QDate(2026, 1, 15), QTime(22, 0), Qt::UTC)), QStringLiteral("2026-01-16"));
        QCOMPARE(FhirTime::parse(QStringLiteral("2026-01-15T12:00:00")), utc);
        QCOMPARE(FhirTime::parse(QStringLiteral("2026-01-15T09:00:00Z")), utc);
        QCOMPARE(FhirTime::parse(QStringLiteral("2026-01-15 12:00:00.123456")), utc.addMSecs(123));
        QCOMPARE(FhirTime::parse(QStringLiteral("2026-01-15T10:00:00+01:00")), utc);
        QVERIFY(!FhirTime::parse(QStringLiteral("2026-02-30")).isValid());
        QVERIFY(!FhirTime::parse(QStringLiteral("15.01.2026")).isValid());
    }
};

QTEST_GUILESS_MAIN(TestFhirCoding)
#include "tst_fhircoding.moc"
