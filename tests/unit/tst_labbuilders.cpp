// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The laboratory's request bodies compared as whole JSON documents with what the contract and the
// field notes show: Patient with every identifier system, the anonymous patient, Practitioner, the
// order bundle and the result-without-order bundle. The fullUrls are random, so entry n's becomes
// urn:uuid:<n> (which also proves references point at the right entries).

#include "core/lab/labbuilders.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cliniclink;
using fhir::FhirCoding;

namespace {

QJsonObject parse(const char *text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(text), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad expected JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

// Entry n's fullUrl becomes urn:uuid:<n> everywhere; other urn:uuid values (a laboratory's barcode
// system) stay as they are.
QJsonObject numberUrns(const QJsonObject &bundle)
{
    QString text = QString::fromUtf8(QJsonDocument(bundle).toJson(QJsonDocument::Compact));
    const QJsonArray entries = bundle.value(u"entry").toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString fullUrl = entries[i].toObject().value(u"fullUrl").toString();
        text.replace(u'"' + fullUrl + u'"', QStringLiteral("\"urn:uuid:%1\"").arg(i + 1));
    }
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

void compareJson(const QJsonObject &actual, const QJsonObject &expected)
{
    if (actual != expected) {
        qWarning().noquote() << "actual:" << QJsonDocument(actual).toJson(QJsonDocument::Indented);
        qWarning().noquote() << "expected:" << QJsonDocument(expected).toJson(QJsonDocument::Indented);
    }
    QVERIFY(actual == expected);
}

constexpr auto kClinic = "4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60";
constexpr auto kLab = "b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e";

LabPractitioner practitioner()
{
    LabPractitioner p;
    p.misDoctorId = QStringLiteral("D-0042");
    p.snils = QStringLiteral("11223344595");
    p.familyName = QStringLiteral("Кузнецов");
    p.givenName = QStringLiteral("Павел");
    p.middleName = QStringLiteral("Андреевич");
    p.organizationId = QString::fromLatin1(kClinic);
    p.role = FhirCoding::fromOid(QString::fromLatin1(laboid::kRoles), QStringLiteral("109"), QStringLiteral("1.0"));
    p.specialty =
        FhirCoding::fromOid(QString::fromLatin1(laboid::kSpecialties), QStringLiteral("49"), QStringLiteral("1.0"));
    return p;
}

} // namespace

class TestLabBuilders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void patientWithEveryIdentifier()
    {
        LabPatient p;
        p.misPatientId = QStringLiteral("P-100234");
        p.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7701");
        p.familyName = QStringLiteral("Смирнова");
        p.givenName = QStringLiteral("Анна");
        p.middleName = QStringLiteral("Викторовна");
        p.gender = QStringLiteral("female");
        p.birthDate = QDate(1984, 5, 17);
        p.identifiers = {{QString::fromLatin1(laboid::kPassport), QStringLiteral("4510:123456"), {}, {}, {}},
                         {QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344595"), {}, {}, {}},
                         {QString::fromLatin1(laboid::kEnp), QStringLiteral("7700000000000015"), {}, {}, {}},
                         {QString::fromLatin1(laboid::kPolicy), QStringLiteral("VMI-77"),
                          QStringLiteral("АО «Страховая»"), QDate(2026, 1, 1), QDate(2026, 12, 31)}};
        p.attachmentOrganization = QString::fromLatin1(kClinic);
        p.attachmentStart = QDate(2020, 3, 1);
        p.addressText = QStringLiteral("Москва, ул. Ленина, 1");
        compareJson(buildLabPatient(p), parse(R"({
          "resourceType": "Patient",
          "identifier": [
            {"system": "urn:oid:1.2.643.5.1.13.2.7.100.5", "value": "P-100234",
             "assigner": {"display": "1.2.643.5.1.13.13.12.2.77.7701"}},
            {"system": "urn:oid:1.2.643.2.69.1.1.1.6.14", "value": "4510:123456"},
            {"system": "urn:oid:1.2.643.2.69.1.1.1.6.223", "value": "11223344595"},
            {"system": "urn:oid:1.2.643.2.69.1.1.1.6.228", "value": "7700000000000015"},
            {"system": "urn:oid:1.2.643.2.69.1.1.1.6.240", "value": "VMI-77", "assigner": {"display": "АО «Страховая»"},
             "period": {"start": "2026-01-01", "end": "2026-12-31"}},
            {"use": "temp", "system": "urn:oid:1.2.643.5.1.13.2.7.100.9", "value": "4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60",
             "assigner": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"}, "period": {"start": "2020-03-01"}}
          ],
          "name": [{"use": "official", "family": ["Смирнова"], "given": ["Анна", "Викторовна"]}],
          "gender": "female",
          "birthDate": "1984-05-17",
          "address": [{"use": "home", "text": "Москва, ул. Ленина, 1"}],
          "managingOrganization": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"}
        })"));

        // An update carries the lab's id in the body.
        p.serverId = QStringLiteral("42");
        QCOMPARE(buildLabPatient(p).value(u"id").toString(), QStringLiteral("42"));
    }

    void anonymousPatient()
    {
        LabPatient p;
        p.anonymous = true;
        p.misPatientId = QStringLiteral("ANON-7");
        p.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7701");
        p.familyName = QStringLiteral("Не должно уйти");
        p.identifiers = {{QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344595"), {}, {}, {}}};
        p.gender = QStringLiteral("male");
        p.birthDate = QDate(1990, 1, 2);
        compareJson(buildLabPatient(p), parse(R"({
          "resourceType": "Patient",
          "identifier": [{"system": "urn:oid:1.2.643.5.1.13.2.7.100.5", "value": "ANON-7",
                          "assigner": {"display": "1.2.643.5.1.13.13.12.2.77.7701"}}],
          "name": [{"use": "anonymous", "family": ["Аноним"], "given": ["Аноним"]}],
          "gender": "male",
          "birthDate": "1990-01-02"
        })"));
    }

    void practitionerWithRoleAndSpecialty()
    {
        compareJson(buildLabPractitioner(practitioner()), parse(R"({
          "resourceType": "Practitioner",
          "identifier": [{"system": "urn:oid:1.2.643.5.1.13.2.7.100.5", "value": "D-0042"},
                         {"system": "urn:oid:1.2.643.2.69.1.1.1.6.223", "value": "11223344595"}],
          "name": {"family": ["Кузнецов"], "given": ["Павел", "Андреевич"]},
          "practitionerRole": [{
            "managingOrganization": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"},
            "role": {"coding": [{"system": "urn:oid:1.2.643.5.1.13.13.11.1002", "version": "1.0", "code": "109"}]},
            "specialty": [{"coding": [{"system": "urn:oid:1.2.643.5.1.13.13.11.1066", "version": "1.0", "code": "49"}]}]
          }]
        })"));
    }

    void orderBundle()
    {
        LabOrderRequest o;
        o.misOrderId = QStringLiteral("ORD-1");
        o.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7701");
        o.sourceOrganization = QString::fromLatin1(kClinic);
        o.targetLaboratory = QString::fromLatin1(kLab);
        o.patientServerId = QStringLiteral("p1");
        o.practitioner = practitioner();
        const auto c = [](const char *dict, const char *code) {
            return FhirCoding::fromOid(QString::fromLatin1(dict), QString::fromUtf8(code), QStringLiteral("1.0"));
        };
        o.services = {c(laboid::kServices, "B03.016.003"), c(laboid::kServices, "A09.05.023")};
        o.payment = c(laboid::kPayment, "1");
        o.specimenType = c(laboid::kSpecimens, "1");
        o.containerType = c(laboid::kContainers, "2");
        o.barcode = QStringLiteral("4600112233");
        o.collectedAt = QDateTime(QDate(2026, 1, 15), QTime(5, 30), Qt::UTC);
        o.specimenComment = QStringLiteral("Натощак");
        o.diagnosis = c(laboid::kIcd10, "N39.0");
        o.diagnosisCategory.version = QStringLiteral("1.0");
        o.encounterType = c(laboid::kEncounterTypes, "2");
        o.encounterReason = c(laboid::kEncounterReasons, "1");
        o.encounterNumber = QStringLiteral("ENC-5531");
        o.observations = {{c(laboid::kOrderObservations, "2"), 64}};
        o.priority = c(laboid::kPriorities, "Routine");
        o.orderedAt = QDateTime(QDate(2026, 1, 15), QTime(5, 40), Qt::UTC);

        QJsonObject practitionerJson = buildLabPractitioner(o.practitioner);
        QJsonObject expected = parse(R"({
          "resourceType": "Bundle", "type": "transaction",
          "meta": {"profile": ["StructureDefinition/cd45a667-bde0-490f-b602-8d780acf4aa2"]},
          "entry": [
            {"fullUrl": "urn:uuid:1", "request": {"method": "POST", "url": "Specimen"}, "resource": {
              "resourceType": "Specimen",
              "type": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.33", "version": "1.0", "code": "1"}]},
              "subject": {"reference": "Patient/p1"},
              "collection": {"comment": ["Натощак"], "collectedDateTime": "2026-01-15T08:30:00+03:00"},
              "container": [{"identifier": [{"system": "urn:uuid:b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e", "value": "4600112233"}],
                             "type": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.34", "version": "1.0", "code": "2"}]}}]}},
            {"fullUrl": "urn:uuid:2", "request": {"method": "POST", "url": "Encounter"}, "resource": {
              "resourceType": "Encounter",
              "identifier": [{"system": "urn:oid:1.2.643.2.69.1.2.10", "value": "ENC-5531"}],
              "status": "in-progress", "class": "ambulatory",
              "type": [{"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.35", "version": "1.0", "code": "2"}]}],
              "patient": {"reference": "Patient/p1"},
              "reason": [{"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.19", "version": "1.0", "code": "1"}]}],
              "indication": [{"reference": "urn:uuid:3"}],
              "serviceProvider": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"}}},
            {"fullUrl": "urn:uuid:3", "request": {"method": "POST", "url": "Condition"}, "resource": {
              "resourceType": "Condition", "patient": {"reference": "Patient/p1"},
              "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.2", "version": "1.0", "code": "N39.0"}]},
              "category": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.36", "version": "1.0", "code": "diagnosis"}]},
              "verificationStatus": "provisional"}},
            {"fullUrl": "urn:uuid:4", "request": {"method": "POST", "url": "Observation"}, "resource": {
              "resourceType": "Observation", "status": "final",
              "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.37", "version": "1.0", "code": "2"}]},
              "valueQuantity": {"value": 64}}},
            {"fullUrl": "urn:uuid:5", "request": {"method": "POST", "url": "Practitioner"}, "resource": "PRACTITIONER"},
            {"fullUrl": "urn:uuid:6", "request": {"method": "POST", "url": "DiagnosticOrder"}, "resource": {
              "resourceType": "DiagnosticOrder",
              "subject": {"reference": "Patient/p1"}, "orderer": {"reference": "urn:uuid:5"},
              "encounter": {"reference": "urn:uuid:2"},
              "supportingInformation": [{"reference": "urn:uuid:4"}],
              "specimen": [{"reference": "urn:uuid:1"}],
              "status": "requested",
              "item": [
                {"code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.31", "version": "1.0", "code": "B03.016.003"}],
                          "extension": [{"url": "urn:oid:1.2.643.2.69.1.100.1", "valueCodeableConcept":
                            {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.32", "version": "1.0", "code": "1"}]}}]}},
                {"code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.31", "version": "1.0", "code": "A09.05.023"}],
                          "extension": [{"url": "urn:oid:1.2.643.2.69.1.100.1", "valueCodeableConcept":
                            {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.32", "version": "1.0", "code": "1"}]}}]}}]}},
            {"fullUrl": "urn:uuid:7", "request": {"method": "POST", "url": "Order"}, "resource": {
              "resourceType": "Order",
              "identifier": [{"system": "urn:oid:1.2.643.5.1.13.13.12.2.77.7701", "value": "ORD-1",
                              "assigner": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"}}],
              "date": "2026-01-15T08:40:00+03:00",
              "subject": {"reference": "Patient/p1"},
              "source": {"reference": "urn:uuid:5"},
              "target": {"reference": "Organization/b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e"},
              "when": {"code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.30", "version": "1.0", "code": "Routine"}]}},
              "detail": [{"reference": "urn:uuid:6"}]}}
          ]})");
        QJsonArray entries = expected.value(u"entry").toArray();
        QJsonObject p = entries[4].toObject();
        p.insert(QStringLiteral("resource"), practitionerJson);
        entries[4] = p;
        expected.insert(QStringLiteral("entry"), entries);
        const QJsonObject bundle = buildLabOrderBundle(o);
        compareJson(numberUrns(bundle), expected);
    }

    void resultWithoutOrderBundle()
    {
        LabResultWithoutOrder r;
        r.patientServerId = QStringLiteral("p1");
        r.sourceOrganization = QString::fromLatin1(kClinic);
        r.targetLaboratory = QString::fromLatin1(kLab);
        r.performer = practitioner();
        r.service = FhirCoding::fromOid(QString::fromLatin1(laboid::kServices), QStringLiteral("A09.05.023"),
                                        QStringLiteral("1.0"));
        r.values = {
            {FhirCoding::fromOid(QString::fromLatin1(laboid::kTests), QStringLiteral("1010"), QStringLiteral("1.0")),
             5.3,
             QStringLiteral("ммоль/л"),
             {},
             FhirCoding::fromOid(QString::fromLatin1(laboid::kInterpretation), QStringLiteral("N"),
                                 QStringLiteral("1.0"))}};
        r.conclusion = QStringLiteral("В норме");
        r.issued = QDateTime(QDate(2026, 1, 15), QTime(8, 0), Qt::UTC);
        const QJsonObject bundle = numberUrns(buildLabResultWithoutOrderBundle(r));
        QJsonObject expected = parse(R"({
          "resourceType": "Bundle", "type": "transaction",
          "meta": {"profile": ["StructureDefinition/21f687dd-0b3b-4a7b-af8f-04be625c0201"]},
          "entry": [
            {"fullUrl": "urn:uuid:1", "request": {"method": "POST", "url": "Practitioner"}, "resource": "PRACTITIONER"},
            {"fullUrl": "urn:uuid:2", "request": {"method": "POST", "url": "Observation"}, "resource": {
              "resourceType": "Observation", "status": "final",
              "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.1", "version": "1.0", "code": "1010"}]},
              "issued": "2026-01-15T11:00:00+03:00", "performer": [{"reference": "urn:uuid:1"}],
              "interpretation": {"coding": [{"system": "urn:oid:1.2.643.5.1.13.13.11.1381", "version": "1.0", "code": "N"}]},
              "valueQuantity": {"value": 5.3, "code": "ммоль/л"}}},
            {"fullUrl": "urn:uuid:3", "request": {"method": "POST", "url": "DiagnosticReport"}, "resource": {
              "resourceType": "DiagnosticReport", "meta": {"security": [{"code": "R"}]}, "status": "final",
              "code": {"coding": [{"system": "urn:oid:1.2.643.2.69.1.1.1.31", "version": "1.0", "code": "A09.05.023"}]},
              "subject": {"reference": "Patient/p1"},
              "effectiveDateTime": "2026-01-15T11:00:00+03:00", "issued": "2026-01-15T11:00:00+03:00",
              "performer": {"reference": "urn:uuid:1"}, "result": [{"reference": "urn:uuid:2"}],
              "conclusion": "В норме"}},
            {"fullUrl": "urn:uuid:4", "request": {"method": "POST", "url": "Order"}, "resource": {
              "resourceType": "Order",
              "source": {"reference": "Organization/4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"},
              "target": {"reference": "Organization/b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e"},
              "detail": [{"reference": "urn:uuid:3"}]}},
            {"fullUrl": "urn:uuid:5", "request": {"method": "POST", "url": "OrderResponse"}, "resource": {
              "resourceType": "OrderResponse", "request": {"reference": "urn:uuid:4"},
              "date": "2026-01-15T11:00:00+03:00",
              "who": {"reference": "Organization/b6c1e2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e"},
              "orderStatus": "completed", "fulfillment": [{"reference": "urn:uuid:3"}]}}
          ]})");
        QJsonArray entries = expected.value(u"entry").toArray();
        QJsonObject p = entries[0].toObject();
        p.insert(QStringLiteral("resource"), buildLabPractitioner(r.performer));
        entries[0] = p;
        expected.insert(QStringLiteral("entry"), entries);
        compareJson(bundle, expected);
    }

    void parametersForOperations()
    {
        compareJson(labParameters({{QStringLiteral("OrderId"), QStringLiteral("o-1")}}), parse(R"({
          "resourceType": "Parameters", "parameter": [{"name": "OrderId", "valueString": "o-1"}]})"));
    }
};

QTEST_GUILESS_MAIN(TestLabBuilders)
#include "tst_labbuilders.moc"
