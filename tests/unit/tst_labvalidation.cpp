// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks before a lab order leaves: required entries, codes against the offline cache (missing,
// unknown in the named version, not downloaded: a warning only), the barcode, the dates; and the
// lab's refusal texts put back under the field they name.

#include "core/lab/labvalidation.h"
#include "core/terminology/terminologycache.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;
using fhir::FhirCoding;

namespace {

const QDateTime kNow(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);

FhirCoding code(const char *dict, const char *value)
{
    return FhirCoding::fromOid(QString::fromLatin1(dict), QString::fromLatin1(value), QStringLiteral("1.0"));
}

LabOrderRequest complete()
{
    LabOrderRequest o;
    o.misOrderId = QStringLiteral("ORD-1");
    o.patientServerId = QStringLiteral("p1");
    o.practitioner.misDoctorId = QStringLiteral("D-1");
    o.practitioner.familyName = QStringLiteral("Кузнецов");
    o.targetLaboratory = QStringLiteral("lab");
    o.services = {code(laboid::kServices, "B03.016.003")};
    o.payment = code(laboid::kPayment, "1");
    o.specimenType = code(laboid::kSpecimens, "1");
    o.containerType = code(laboid::kContainers, "1");
    o.diagnosis = code(laboid::kIcd10, "N39.0");
    o.encounterType = code(laboid::kEncounterTypes, "2");
    o.barcode = QStringLiteral("4600112233");
    o.collectedAt = kNow.addSecs(-3600);
    return o;
}

QStringList fields(const FieldIssues &issues, FieldIssue::Severity severity)
{
    QStringList out;
    for (const FieldIssue &i : issues) {
        if (i.severity == severity)
            out.append(i.field);
    }
    return out;
}

} // namespace

class TestLabValidation : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    TerminologyCache m_cache;

    void hold(const char *oid, const QList<TermConcept> &concepts)
    {
        CachedVersion v;
        v.oid = QString::fromLatin1(oid);
        v.version = QStringLiteral("1.0");
        v.total = concepts.size();
        QVERIFY(m_cache.beginVersion(v));
        QVERIFY(m_cache.storeConcepts(v.oid, v.version, 0, concepts));
        QVERIFY(m_cache.finishVersion(v.oid, v.version, kNow));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_cache.open(m_dir.filePath(QStringLiteral("cache.sqlite"))));
        hold(laboid::kServices, {{QStringLiteral("B03.016.003"), QStringLiteral("ОАК"), QStringLiteral("1.0")}});
        hold(laboid::kSpecimens, {{QStringLiteral("1"), QStringLiteral("Кровь венозная"), QStringLiteral("1.0")}});
    }

    void completeOrderPasses()
    {
        const FieldIssues issues = validateLabOrder(complete(), &m_cache, kNow);
        QVERIFY(!hasErrors(issues));
        // Dictionaries not held offline are only warned about: the lab checks them.
        QVERIFY(fields(issues, FieldIssue::Severity::Warning).contains(QStringLiteral("payment")));
        QVERIFY(!fields(issues, FieldIssue::Severity::Warning).contains(QStringLiteral("services")));
    }

    void requiredEntries()
    {
        const QStringList errors =
            fields(validateLabOrder(LabOrderRequest(), &m_cache, kNow), FieldIssue::Severity::Error);
        for (const char *f : {"misOrderId", "patient", "practitioner", "target", "services", "specimenType",
                              "containerType", "diagnosis", "encounterType", "payment", "barcode", "collectedAt"})
            QVERIFY2(errors.contains(QString::fromLatin1(f)), f);
    }

    void codesAgainstTheCache()
    {
        LabOrderRequest o = complete();
        o.services = {code(laboid::kServices, "X99.999")};
        o.specimenType.version.clear();
        const FieldIssues issues = validateLabOrder(o, &m_cache, kNow);
        QCOMPARE(fields(issues, FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("services"), QStringLiteral("specimenType")}));
        // Without a cache nothing is refused for its code, only warned about.
        QVERIFY(!fields(validateLabOrder(complete(), nullptr, kNow), FieldIssue::Severity::Error)
                     .contains(QStringLiteral("services")));
    }

    void barcodeAndDates()
    {
        LabOrderRequest o = complete();
        o.barcode = QStringLiteral("46 00");
        o.collectedAt = kNow.addSecs(3600);
        QCOMPARE(fields(validateLabOrder(o, &m_cache, kNow), FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("barcode"), QStringLiteral("collectedAt")}));
        QVERIFY(isValidLabBarcode(QStringLiteral("AB-0012")));
        QVERIFY(!isValidLabBarcode(QStringLiteral("123")));
        o = complete();
        o.collectedAt = kNow.addDays(-10);
        QCOMPARE(fields(validateLabOrder(o, &m_cache, kNow), FieldIssue::Severity::Warning)
                     .count(QStringLiteral("collectedAt")),
                 1);
    }

    void patient()
    {
        LabPatient p;
        p.misPatientId = QStringLiteral("P-1");
        p.familyName = QStringLiteral("Смирнова");
        p.givenName = QStringLiteral("Анна");
        p.gender = QStringLiteral("female");
        p.birthDate = QDate(2030, 1, 1);
        p.identifiers = {{QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344596"), {}, {}, {}}};
        QCOMPARE(fields(validateLabPatient(p, kNow.date()), FieldIssue::Severity::Error),
                 QStringList({QStringLiteral("birthDate"), QStringLiteral("snils")}));
        p.anonymous = true;
        p.familyName.clear();
        p.birthDate = QDate(1990, 1, 1);
        p.identifiers.clear();
        QVERIFY(validateLabPatient(p, kNow.date()).isEmpty());
    }

    void serverTextsToFields()
    {
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[0] Specimen: код «9» отсутствует в справочнике urn:oid:1.2.643.2.69.1.1.1.33")),
                 QStringLiteral("specimenType"));
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[2] Condition: код «Q» отсутствует в справочнике urn:oid:1.2.643.2.69.1.1.1.2")),
                 QStringLiteral("diagnosis"));
        QCOMPARE(labFieldOfServerText(QStringLiteral(
                     "entry[5] DiagnosticOrder: код «Z» отсутствует в справочнике urn:oid:1.2.643.5.1.13.13.11.1070")),
                 QStringLiteral("services"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Заявка с номером ORD-1 уже зарегистрирована")),
                 QStringLiteral("misOrderId"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Организация x не является лабораторией")),
                 QStringLiteral("target"));
        QCOMPARE(labFieldOfServerText(QStringLiteral("Ошибка авторизации")), QString());
    }
};

QTEST_GUILESS_MAIN(TestLabValidation)
#include "tst_labvalidation.moc"
