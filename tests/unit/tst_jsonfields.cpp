// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The field tables (core/common/jsonfields.h): what they write and read, and the lab's values that
// use them, round trip and byte for byte the JSON the drafts and the journal already hold.

#include "core/common/jsonfields.h"
#include "core/lab/labtypes.h"

#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace cliniclink;
using fhir::FhirCoding;

namespace {

struct Inner {
    QString text;
    bool operator==(const Inner &) const = default;
};

struct Sample {
    QString name;
    bool flag = false;
    int count = 7;
    QDate day;
    QDateTime at;
    Inner inner;
    bool operator==(const Sample &) const = default;
};

const JsonFields<Sample> &sampleFields(JsonEmpty empty)
{
    static const JsonFields<Sample> kWritten({{u"name", &Sample::name},
                                              {u"flag", &Sample::flag},
                                              {u"count", &Sample::count},
                                              {u"day", &Sample::day},
                                              {u"at", &Sample::at},
                                              {u"text", &Sample::inner, &Inner::text}});
    static const JsonFields<Sample> kLeftOut({{u"name", &Sample::name, JsonEmpty::Written},
                                              {u"flag", &Sample::flag},
                                              {u"count", &Sample::count},
                                              {u"day", &Sample::day},
                                              {u"at", &Sample::at},
                                              {u"text", &Sample::inner, &Inner::text}},
                                             JsonEmpty::LeftOut);
    return empty == JsonEmpty::Written ? kWritten : kLeftOut;
}

LabPractitioner practitioner()
{
    LabPractitioner p;
    p.serverId = QStringLiteral("pr-1");
    p.misDoctorId = QStringLiteral("doc-7");
    p.snils = QStringLiteral("11223344595");
    p.familyName = QStringLiteral("Иванова");
    p.givenName = QStringLiteral("Мария");
    p.middleName = QStringLiteral("Петровна");
    p.organizationId = QStringLiteral("4a94e705-ebe7-4f0c-8e4f-8e7e4b8f2a11");
    p.role =
        FhirCoding::fromOid(QStringLiteral("1.2.643.5.1.13.13.11.1002"), QStringLiteral("73"), QStringLiteral("5"));
    p.specialty = FhirCoding::fromOid(QStringLiteral("1.2.643.5.1.13.13.11.1066"), QStringLiteral("27"));
    return p;
}

LabOrderRequest order()
{
    LabOrderRequest r;
    r.misOrderId = QStringLiteral("ORD-1");
    r.misOid = QStringLiteral("1.2.643.5.1.13.3.25.77.1");
    r.sourceOrganization = QStringLiteral("a1");
    r.targetLaboratory = QStringLiteral("b2");
    r.patientServerId = QStringLiteral("p-9");
    r.patientLabel = QStringLiteral("И*** М. П.");
    r.practitioner = practitioner();
    r.services = {FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.31"), QStringLiteral("A09.05.010"))};
    r.payment = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.32"), QStringLiteral("1"));
    r.specimenType = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.33"), QStringLiteral("3"));
    r.containerType = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.34"), QStringLiteral("2"));
    r.barcode = QStringLiteral("000123");
    r.collectedAt = QDateTime(QDate(2026, 3, 4), QTime(9, 15), QTimeZone(3 * 3600));
    r.specimenComment = QStringLiteral("натощак");
    r.diagnosis = FhirCoding::fromOid(QStringLiteral("1.2.643.5.1.13.13.11.1005"), QStringLiteral("E11.9"));
    r.diagnosisCategory.version = QStringLiteral("1");
    r.encounterType = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.35"), QStringLiteral("1"));
    r.encounterReason = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.19"), QStringLiteral("2"));
    r.encounterNumber = QStringLiteral("E-5");
    r.observations = {{FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.37"), QStringLiteral("1")), 172.5}};
    r.priority = FhirCoding::fromOid(QStringLiteral("1.2.643.2.69.1.1.1.30"), QStringLiteral("Routine"));
    r.orderedAt = QDateTime(QDate(2026, 3, 4), QTime(9, 20, 5), Qt::UTC);
    return r;
}

} // namespace

class TestJsonFields : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesEveryFieldOrOnlyTheSetOnes()
    {
        Sample s;
        s.name = QStringLiteral("n");
        s.count = 0;
        QCOMPARE(sampleFields(JsonEmpty::Written).toJson(s),
                 (QJsonObject{{QStringLiteral("name"), QStringLiteral("n")},
                              {QStringLiteral("flag"), false},
                              {QStringLiteral("count"), 0},
                              {QStringLiteral("day"), QString()},
                              {QStringLiteral("at"), QString()},
                              {QStringLiteral("text"), QString()}}));
        // Left out when empty, but a row may say otherwise: the empty name is still written.
        s.name.clear();
        QCOMPARE(sampleFields(JsonEmpty::LeftOut).toJson(s), (QJsonObject{{QStringLiteral("name"), QString()}}));
    }

    void readsBackWhatItWrote()
    {
        Sample s;
        s.name = QStringLiteral("Имя");
        s.flag = true;
        s.count = 42;
        s.day = QDate(2026, 2, 28);
        s.at = QDateTime(QDate(2026, 2, 28), QTime(23, 59, 58, 123), Qt::UTC);
        s.inner.text = QStringLiteral("inside");
        for (JsonEmpty empty : {JsonEmpty::Written, JsonEmpty::LeftOut}) {
            const QJsonObject o = sampleFields(empty).toJson(s);
            QCOMPARE(o.value(u"day").toString(), QStringLiteral("2026-02-28"));
            QCOMPARE(o.value(u"at").toString(), QStringLiteral("2026-02-28T23:59:58.123Z"));
            QCOMPARE(sampleFields(empty).fromJson(o), s);
        }
        // A whole second is written without milliseconds, as the journal has always held it.
        s.at = QDateTime(QDate(2026, 2, 28), QTime(23, 59, 58), Qt::UTC);
        QCOMPARE(sampleFields(JsonEmpty::Written).toJson(s).value(u"at").toString(),
                 QStringLiteral("2026-02-28T23:59:58Z"));
    }

    void aMissingKeyLeavesTheMember()
    {
        Sample s =
            sampleFields(JsonEmpty::Written).fromJson(QJsonObject{{QStringLiteral("name"), QStringLiteral("x")}});
        QCOMPARE(s.name, QStringLiteral("x"));
        QCOMPARE(s.count, 7); // the default, not 0
        // Fields are added to what the object holds, and read from an object holding others.
        QJsonObject o{{QStringLiteral("other"), 1}};
        sampleFields(JsonEmpty::LeftOut).write(s, o);
        QCOMPARE(o.value(u"other").toInt(), 1);
        QCOMPARE(o.value(u"count").toInt(), 7);
        Sample back;
        back.count = 0;
        sampleFields(JsonEmpty::LeftOut).read(o, back);
        QCOMPARE(back, s);
    }

    void labPractitionerAsTheJournalHoldsIt()
    {
        const LabPractitioner p = practitioner();
        const QJsonObject expected{
            {QStringLiteral("serverId"), QStringLiteral("pr-1")},
            {QStringLiteral("misDoctorId"), QStringLiteral("doc-7")},
            {QStringLiteral("snils"), QStringLiteral("11223344595")},
            {QStringLiteral("familyName"), QStringLiteral("Иванова")},
            {QStringLiteral("givenName"), QStringLiteral("Мария")},
            {QStringLiteral("middleName"), QStringLiteral("Петровна")},
            {QStringLiteral("organizationId"), QStringLiteral("4a94e705-ebe7-4f0c-8e4f-8e7e4b8f2a11")},
            {QStringLiteral("role"), p.role.toJson()},
            {QStringLiteral("specialty"), p.specialty.toJson()}};
        QCOMPARE(p.toJson(), expected);
        QCOMPARE(LabPractitioner::fromJson(expected), p);
        // A coding without a code is left out, and an empty practitioner writes nothing.
        LabPractitioner bare;
        bare.role.system = QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1002");
        QCOMPARE(bare.toJson(), QJsonObject());
        QCOMPARE(LabPractitioner::fromJson({}), LabPractitioner());
    }

    void labPatientRoundTrips()
    {
        LabPatient p;
        p.serverId = QStringLiteral("s-1");
        p.misPatientId = QStringLiteral("m-1");
        p.misOid = QStringLiteral("1.2.3");
        p.familyName = QStringLiteral("Петров");
        p.givenName = QStringLiteral("Пётр");
        p.middleName = QStringLiteral("Петрович");
        p.gender = QStringLiteral("male");
        p.birthDate = QDate(1980, 1, 31);
        p.identifiers = {{QString::fromLatin1(laboid::kPassport),
                          QStringLiteral("4510:123456"),
                          QStringLiteral("ОВД"),
                          QDate(2005, 6, 7),
                          {}},
                         {QString::fromLatin1(laboid::kSnils), QStringLiteral("11223344595"), {}, {}, {}}};
        p.attachmentOrganization = QStringLiteral("org-1");
        p.attachmentStart = QDate(2020, 1, 1);
        p.addressText = QStringLiteral("Москва");
        p.anonymous = true;
        const QJsonObject o = p.toJson();
        QCOMPARE(LabPatient::fromJson(o), p);
        QCOMPARE(o.value(u"birthDate").toString(), QStringLiteral("1980-01-31"));
        QCOMPARE(o.value(u"anonymous").toBool(), true);
        // An identifier's system and value always; its assigner and dates only when set.
        QCOMPARE(o.value(u"identifiers").toArray().at(0).toObject(),
                 (QJsonObject{{QStringLiteral("system"), QString::fromLatin1(laboid::kPassport)},
                              {QStringLiteral("value"), QStringLiteral("4510:123456")},
                              {QStringLiteral("assigner"), QStringLiteral("ОВД")},
                              {QStringLiteral("start"), QStringLiteral("2005-06-07")}}));
        QCOMPARE(o.value(u"identifiers").toArray().at(1).toObject().keys(),
                 (QStringList{QStringLiteral("system"), QStringLiteral("value")}));
        // Nothing set, nothing written (anonymous false included).
        QCOMPARE(LabPatient().toJson(), QJsonObject());
        QCOMPARE(LabPatient::fromJson({}), LabPatient());
    }

    void labOrderRoundTrips()
    {
        const LabOrderRequest r = order();
        const QJsonObject o = r.toJson();
        QCOMPARE(LabOrderRequest::fromJson(o), r);
        QCOMPARE(o.value(u"collectedAt").toString(), QStringLiteral("2026-03-04T09:15:00+03:00"));
        QCOMPARE(o.value(u"orderedAt").toString(), QStringLiteral("2026-03-04T09:20:05Z"));
        QCOMPARE(o.value(u"services").toArray().size(), 1);
        QCOMPARE(o.value(u"observations").toArray().at(0).toObject().value(u"value").toDouble(), 172.5);
    }

    void anEmptyLabOrderKeepsItsDefaults()
    {
        // An empty order writes its practitioner, its services and the default diagnosis category
        // ("diagnosis" of .36); an order read without a category keeps that default.
        const LabOrderRequest empty;
        const QJsonObject o = empty.toJson();
        QCOMPARE(o.keys(),
                 (QStringList{QStringLiteral("diagnosisCategory"), QStringLiteral("practitioner"),
                              QStringLiteral("services")}));
        QCOMPARE(LabOrderRequest::fromJson(o), empty);
        QCOMPARE(LabOrderRequest::fromJson({}), empty);
    }
};

QTEST_GUILESS_MAIN(TestJsonFields)
#include "tst_jsonfields.moc"
