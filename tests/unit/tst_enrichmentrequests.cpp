// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/enrichment/enrichmentcalls.h"
#include "core/enrichment/enrichmentrequests.h"

#include <QJsonDocument>
#include <QTest>

using namespace cliniclink;

namespace {
EnrichmentPatient ivanov()
{
    EnrichmentPatient p;
    p.familyName = QStringLiteral("Иванов");
    p.firstName = QStringLiteral("Сергей");
    p.patronymic = QStringLiteral("Петрович");
    p.birthDate = QDate(1978, 3, 14);
    p.gender = QStringLiteral("1");
    p.snils = QStringLiteral("124-578-963 91");
    return p;
}
IdentityDocument passport()
{
    return {QStringLiteral("1"), QStringLiteral("4509"), QStringLiteral("123456"), QDate(2003, 4, 22),
            QStringLiteral("ОВД района Хамовники г. Москвы")};
}
QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
const QDate kToday(2026, 11, 21);
QStringList fieldsOf(const FieldIssues &issues)
{
    QStringList out;
    for (const FieldIssue &i : issues)
        out << i.field;
    return out;
}
} // namespace

class TestEnrichmentRequests : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snilsLookupBodyIsA1()
    {
        QCOMPARE(
            compact(buildEnrichmentRequest(EnrichmentOperation::SnilsLookup, ivanov(), passport())),
            QByteArray(
                R"({"patient":{"birthDate":"1978-03-14","familyName":"Иванов","firstName":"Сергей","gender":"1","patronymic":"Петрович"},)"
                R"("patientPersDocs":{"issueDate":"2003-04-22","issuer":"ОВД района Хамовники г. Москвы","number":"123456","series":"4509","type":"1"}})"));
    }
    void snilsValidationBodyIsA2()
    {
        // SNILS as 11 digits, no document, gender a string.
        QCOMPARE(
            compact(buildEnrichmentRequest(EnrichmentOperation::SnilsValidation, ivanov(), passport())),
            QByteArray(
                R"({"patient":{"birthDate":"1978-03-14","familyName":"Иванов","firstName":"Сергей","gender":"1","patronymic":"Петрович","snils":"12457896391"}})"));
    }
    void policyLookupBodyIsA3()
    {
        // No gender, no issue date, no issuer; the document a sibling of patient.
        QCOMPARE(
            compact(buildEnrichmentRequest(EnrichmentOperation::PolicyLookup, ivanov(), passport())),
            QByteArray(
                R"({"patient":{"birthDate":"1978-03-14","familyName":"Иванов","firstName":"Сергей","patronymic":"Петрович"},)"
                R"("patientPersDocs":{"number":"123456","series":"4509","type":"1"}})"));
    }
    void emptyOptionalFieldsAreLeftOut()
    {
        EnrichmentPatient p = ivanov();
        p.patronymic.clear();
        p.noPatronymic = true;
        IdentityDocument d = passport();
        d.type = QStringLiteral("6");
        d.series.clear();
        const QJsonObject body = buildEnrichmentRequest(EnrichmentOperation::SnilsLookup, p, d);
        QVERIFY(!body.value(u"patient").toObject().contains(u"patronymic"));
        QVERIFY(!body.value(u"patientPersDocs").toObject().contains(u"series"));
    }
    void validFormHasNoIssues()
    {
        for (EnrichmentOperation op : kAllEnrichmentOperations)
            QVERIFY(validateEnrichmentRequest(op, ivanov(), passport(), kToday).isEmpty());
    }
    void requiredFieldsAndPatronymicRule()
    {
        EnrichmentPatient p;
        const FieldIssues issues = validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, p, {}, kToday);
        for (const char *f :
             {"patient.familyName", "patient.firstName", "patient.patronymic", "patient.birthDate", "patient.gender",
              "document.type", "document.number", "document.issueDate", "document.issuer"})
            QVERIFY2(fieldsOf(issues).contains(QLatin1String(f)), f);
        p = ivanov();
        p.patronymic.clear();
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, p, passport(), kToday)),
                 QStringList{QStringLiteral("patient.patronymic")});
        p.noPatronymic = true;
        QVERIFY(validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, p, passport(), kToday).isEmpty());
    }
    void lengthsDifferPerOperation()
    {
        EnrichmentPatient p = ivanov();
        p.familyName = QString(41, QChar(u'А'));
        QVERIFY(validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, p, passport(), kToday).isEmpty());
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::PolicyLookup, p, passport(), kToday)),
                 QStringList{QStringLiteral("patient.familyName")});
        p.familyName = QString(101, QChar(u'А'));
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::SnilsValidation, p, passport(), kToday)),
                 QStringList{QStringLiteral("patient.familyName")});
    }
    void documentRules()
    {
        IdentityDocument d = passport();
        d.series = QStringLiteral("45 09");
        d.number = QStringLiteral("123 456");
        const QStringList f =
            fieldsOf(validateEnrichmentRequest(EnrichmentOperation::PolicyLookup, ivanov(), d, kToday));
        QVERIFY(f.contains(QStringLiteral("document.series")));
        QVERIFY(f.contains(QStringLiteral("document.number")));
        d = passport();
        d.type = QStringLiteral("14"); // the lab's passport code, not this dictionary's
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::PolicyLookup, ivanov(), d, kToday)),
                 QStringList{QStringLiteral("document.type")});
        d = passport();
        d.issueDate = QDate(1970, 1, 1); // before the birth date
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, ivanov(), d, kToday)),
                 QStringList{QStringLiteral("document.issueDate")});
        d.issuer = QString(1001, QChar(u'а'));
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, ivanov(), d, kToday)),
                 (QStringList{QStringLiteral("document.issueDate"), QStringLiteral("document.issuer")}));
        d.issuer = passport().issuer;
        d.series = QStringLiteral("45091"); // not 4 digits for an RF passport: a warning only
        d.issueDate = passport().issueDate;
        const FieldIssues issues = validateEnrichmentRequest(EnrichmentOperation::SnilsLookup, ivanov(), d, kToday);
        QCOMPARE(issues.size(), 1);
        QVERIFY(!hasErrors(issues));
    }
    void datesInThePast()
    {
        EnrichmentPatient p = ivanov();
        p.birthDate = kToday.addDays(1);
        QCOMPARE(fieldsOf(validateEnrichmentRequest(EnrichmentOperation::PolicyLookup, p, passport(), kToday)),
                 QStringList{QStringLiteral("patient.birthDate")});
    }
    void snilsIsCheckedNeverRepaired()
    {
        EnrichmentPatient p = ivanov();
        p.snils = QStringLiteral("12457896390");
        const FieldIssues issues = validateEnrichmentRequest(EnrichmentOperation::SnilsValidation, p, {}, kToday);
        QCOMPARE(fieldsOf(issues), QStringList{QStringLiteral("patient.snils")});
        QVERIFY(issues.first().message.contains(u"check digits"));
        // The body still carries what was typed: nothing recomputes the check digits.
        QCOMPARE(buildEnrichmentRequest(EnrichmentOperation::SnilsValidation, p, {})
                     .value(u"patient")
                     .toObject()
                     .value(u"snils")
                     .toString(),
                 QStringLiteral("12457896390"));
    }
    void statusReaderIsTolerant()
    {
        const auto done = EnrichmentResult::fromJson(
            QJsonDocument::fromJson(
                R"({"patient":{"status":"Выполнено","unitedPolicyNumber":"7700000123456780","region":"г. Москва","startDate":"2019-07-01"}})")
                .object());
        QVERIFY(done.completed);
        QCOMPARE(done.policyStartDate, QDate(2019, 7, 1));
        QVERIFY(done.insuranceOrganization.isEmpty()); // missing field: empty, not a failure
        const auto valid = EnrichmentResult::fromJson(
            QJsonDocument::fromJson(R"({"patient":{"result":"false","status":"Выполнено"}})").object());
        QCOMPARE(valid.snilsValid, std::optional<bool>(false));
        QVERIFY(!EnrichmentResult::fromJson({}).completed);
        // A result survives its own JSON round trip (the journal keeps it so).
        QCOMPARE(EnrichmentResult::fromJson(done.toJson()).unitedPolicyNumber, done.unitedPolicyNumber);
    }
    void orderIdFromAnyAnswerShape()
    {
        const QString id = QStringLiteral("0d7b0b2e-1d4c-4e6a-9a57-3c1e2f4a5b6c");
        QCOMPARE(readEnrichmentOrderId(R"({"id":"0d7b0b2e-1d4c-4e6a-9a57-3c1e2f4a5b6c"})", {}), id);
        QCOMPARE(readEnrichmentOrderId(R"({"orderId":"0d7b0b2e-1d4c-4e6a-9a57-3c1e2f4a5b6c"})", {}), id);
        QCOMPARE(readEnrichmentOrderId("\"0d7b0b2e-1d4c-4e6a-9a57-3c1e2f4a5b6c\"", {}), id);
        QCOMPARE(readEnrichmentOrderId("", "/enrichment/snils/0d7b0b2e-1d4c-4e6a-9a57-3c1e2f4a5b6c"), id);
        QVERIFY(readEnrichmentOrderId("{}", {}).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestEnrichmentRequests)
#include "tst_enrichmentrequests.moc"
