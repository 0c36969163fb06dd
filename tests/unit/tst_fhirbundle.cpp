// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/fhir/fhirbundle.h"
#include "core/fhir/fhirbundlereader.h"
#include "core/fhir/fhircoding.h"

#include <QSet>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::fhir;

namespace {

QJsonObject patient()
{
    return {{QStringLiteral("resourceType"), QStringLiteral("Patient")},
            {QStringLiteral("gender"), QStringLiteral("female")}};
}

} // namespace

class TestFhirBundle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void transactionEntriesHaveUrnsAndPostRequests()
    {
        FhirBundle bundle;
        bundle.setProfile(QStringLiteral("StructureDefinition/abc"));
        const QString patientUrn = bundle.add(patient());
        const QString orderUrn =
            bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Order")},
                                   {QStringLiteral("subject"), FhirBundle::reference(patientUrn)}});
        const QJsonObject json = bundle.toJson();
        QCOMPARE(json.value(u"resourceType").toString(), QStringLiteral("Bundle"));
        QCOMPARE(json.value(u"type").toString(), QStringLiteral("transaction"));
        QCOMPARE(json.value(u"meta").toObject().value(u"profile").toArray(),
                 QJsonArray{QStringLiteral("StructureDefinition/abc")});
        const QJsonArray entries = json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(bundle.size(), 2);
        QVERIFY(FhirBundle::isUrnUuid(patientUrn));
        QVERIFY(FhirBundle::isUrnUuid(orderUrn));
        QVERIFY(patientUrn != orderUrn);
        QCOMPARE(entries[0].toObject().value(u"fullUrl").toString(), patientUrn);
        const QJsonObject request = entries[1].toObject().value(u"request").toObject();
        QCOMPARE(request.value(u"method").toString(), QStringLiteral("POST"));
        QCOMPARE(request.value(u"url").toString(), QStringLiteral("Order"));
        QCOMPARE(entries[1]
                     .toObject()
                     .value(u"resource")
                     .toObject()
                     .value(u"subject")
                     .toObject()
                     .value(u"reference")
                     .toString(),
                 patientUrn);
    }

    void urnsAreUniqueAcrossManyEntries()
    {
        FhirBundle bundle;
        QSet<QString> urns;
        for (int i = 0; i < 500; ++i)
            urns.insert(bundle.add(patient()));
        QCOMPARE(urns.size(), 500);
    }

    void noProfileMeansNoMeta()
    {
        FhirBundle bundle(QStringLiteral("batch"));
        bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")}},
                   QStringLiteral("ValueSet/$lookup"));
        const QJsonObject json = bundle.toJson();
        QCOMPARE(json.value(u"type").toString(), QStringLiteral("batch"));
        QVERIFY(!json.contains(u"meta"));
        QCOMPARE(json.value(u"entry").toArray()[0].toObject().value(u"request").toObject().value(u"url").toString(),
                 QStringLiteral("ValueSet/$lookup"));
    }

    void reservedUrnIsUsedOnceAndOnlyIfReserved()
    {
        FhirBundle bundle;
        const QString binary = bundle.reserveUrn();
        const QString report = bundle.add(
            QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("DiagnosticReport")},
                        {QStringLiteral("presentedForm"), QJsonArray{QJsonObject{{QStringLiteral("url"), binary}}}}});
        QVERIFY(bundle.addAt(binary, QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Binary")}}));
        QVERIFY(!bundle.addAt(binary, QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Binary")}}));
        QVERIFY(!bundle.addAt(report, patient()));
        QVERIFY(!bundle.addAt(QStringLiteral("urn:uuid:6f1c1b56-4c8e-4b55-9a35-6a7d0a2b1c01"), patient()));
        QCOMPARE(bundle.size(), 2);
        const QJsonArray entries = bundle.toJson().value(u"entry").toArray();
        QCOMPARE(entries[1].toObject().value(u"fullUrl").toString(), binary);
        QCOMPARE(entries[1].toObject().value(u"request").toObject().value(u"url").toString(), QStringLiteral("Binary"));
    }

    void urnUuidShape()
    {
        QVERIFY(FhirBundle::isUrnUuid(QStringLiteral("urn:uuid:6f1c1b56-4c8e-4b55-9a35-6a7d0a2b1c01")));
        QVERIFY(!FhirBundle::isUrnUuid(QStringLiteral("urn:uuid:not-a-uuid")));
        QVERIFY(!FhirBundle::isUrnUuid(QStringLiteral("Patient/6f1c1b56-4c8e-4b55-9a35-6a7d0a2b1c01")));
        QVERIFY(!FhirBundle::isUrnUuid(QStringLiteral("urn:oid:1.2.643")));
    }

    void readerResolvesUrnReferences()
    {
        FhirBundle bundle;
        const QString patientUrn = bundle.add(patient());
        const QString specimenUrn =
            bundle.add(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Specimen")},
                                   {QStringLiteral("subject"), FhirBundle::reference(patientUrn)}});
        const FhirBundleReader reader(bundle.toJson());
        QVERIFY(reader.isBundle());
        QCOMPARE(reader.type(), QStringLiteral("transaction"));
        QCOMPARE(reader.indexOf(specimenUrn), std::optional<qsizetype>(1));
        const auto specimen = reader.resolve(specimenUrn);
        QVERIFY(specimen.has_value());
        const auto subject = reader.resolve(specimen->value(u"subject").toObject());
        QVERIFY(subject.has_value());
        QCOMPARE(subject->value(u"resourceType").toString(), QStringLiteral("Patient"));
        QVERIFY(!reader.resolve(QStringLiteral("urn:uuid:6f1c1b56-4c8e-4b55-9a35-6a7d0a2b1c01")).has_value());
        QVERIFY(!reader.resolve(QString()).has_value());
    }

    void readerResolvesTypeAndId()
    {
        // A collection of stored resources (an order's resources) and a searchset with absolute urls.
        const QJsonObject collection{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("collection")},
            {QStringLiteral("entry"),
             QJsonArray{QJsonObject{{QStringLiteral("fullUrl"), QStringLiteral("Order/o-1")},
                                    {QStringLiteral("resource"),
                                     QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Order")}}}},
                        QJsonObject{{QStringLiteral("fullUrl"),
                                     QStringLiteral("https://lab.example/exlab/api/fhir/Patient/p-7")},
                                    {QStringLiteral("resource"),
                                     QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Patient")}}}},
                        QJsonObject{{QStringLiteral("resource"),
                                     QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Specimen")},
                                                 {QStringLiteral("id"), QStringLiteral("s-3")}}}}}}};
        const FhirBundleReader reader(collection);
        QCOMPARE(reader.indexOf(QStringLiteral("Order/o-1")), std::optional<qsizetype>(0));
        QCOMPARE(reader.indexOf(QStringLiteral("Patient/p-7")), std::optional<qsizetype>(1));
        QCOMPARE(reader.indexOf(QStringLiteral("Patient/p-7/_history/1")), std::optional<qsizetype>(1));
        QCOMPARE(reader.indexOf(QStringLiteral("Specimen/s-3")), std::optional<qsizetype>(2));
        QVERIFY(!reader.indexOf(QStringLiteral("Specimen/s-4")).has_value());
        QVERIFY(!reader.indexOf(QStringLiteral("Patient/p-")).has_value());
        QVERIFY(!reader.indexOf(QStringLiteral("Order")).has_value());
        QCOMPARE(reader.resources(QStringLiteral("Patient")).size(), 1);
        QCOMPARE(reader.resources(QStringLiteral("Observation")).size(), 0);
    }

    void readerOfSomethingElse()
    {
        const FhirBundleReader reader(
            QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("OperationOutcome")}});
        QVERIFY(!reader.isBundle());
        QCOMPARE(reader.size(), 0);
        QVERIFY(reader.resource(0).isEmpty());
        QVERIFY(reader.entry(-1).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFhirBundle)
#include "tst_fhirbundle.moc"
