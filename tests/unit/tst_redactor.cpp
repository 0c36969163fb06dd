// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/net/redactor.h"

#include <QJsonDocument>
#include <QTest>

using namespace cliniclink;

class TestRedactor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void personalKeysAreMasked()
    {
        const QByteArray body = R"({"patient":{"familyName":"Иванов","firstName":"Пётр","snils":"11223344595",
            "birthDate":"1980-02-03","gender":"1"},"patientPersDocs":{"type":"1","series":"4510","number":"123456"}})";
        const QByteArray out = redactor::redactBody(body, "application/json");
        for (const char *secret : {"Иванов", "Пётр", "11223344595", "1980-02-03", "4510", "123456"})
            QVERIFY2(!out.contains(QByteArray(secret)), secret);
        QVERIFY(out.contains("\"gender\":\"1\"")); // not personal: kept for diagnosis
        QVERIFY(out.contains("\"type\":\"1\""));
    }
    void fhirIdentifierAndTelecomValues()
    {
        const QByteArray body = R"({"identifier":[{"system":"urn:oid:1.2.643.2.69.1.1.1.6.223","value":"11223344595"}],
            "telecom":[{"system":"Telephone","value":"+79161234567"}],"valueQuantity":{"value":5.2}})";
        const QByteArray out = redactor::redactBody(body, "application/fhir+json");
        QVERIFY(!out.contains("11223344595"));
        QVERIFY(!out.contains("9161234567"));
        QVERIFY(out.contains("urn:oid:1.2.643.2.69.1.1.1.6.223"));
        QVERIFY(out.contains("5.2"));
    }
    void freeTextPatterns()
    {
        const QString text = QStringLiteral(
            "СНИЛС 112-233-445 95 не найден; тел. +7 (916) 123-45-67, mail a.b@clinic.ru, ЕНП 7700000000000012");
        const QString out = redactor::redactText(text);
        QVERIFY(!out.contains(u"112-233-445"));
        QVERIFY(!out.contains(u"123-45-67"));
        QVERIFY(!out.contains(u"a.b@clinic.ru"));
        QVERIFY(!out.contains(u"7700000000000012"));
        QVERIFY(out.contains(u"не найден"));
    }
    void uuidsStayReadable()
    {
        // Order and tracking ids are needed to follow a request and name no person.
        const QString id = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
        QCOMPARE(redactor::redactText(id), id);
        // A run of digits in a UUID looked like a phone ("74746859749") or a SNILS: masked, it hid
        // the order's id from its own exchanges (one order in a hundred or so).
        for (const QString &digits : {QStringLiteral("4ef34938-4de5-422d-9675-474746859749"),
                                      QStringLiteral("4ef34938-4de5-422d-9675-a47474685974"),
                                      QStringLiteral("4ef34938-4de5-422d-9675-11223344595b")}) {
            QCOMPARE(redactor::redactText(digits), digits);
            const QByteArray body = "{\"id\":\"" + digits.toUtf8() + "\"}";
            QVERIFY(redactor::redactBody(body, "application/json").contains(digits.toUtf8()));
            QVERIFY(redactor::redactPathAndQuery(QStringLiteral("/snils/") + digits, {}).contains(digits));
        }
        // Standing alone they still are.
        QVERIFY(!redactor::redactText(QStringLiteral("тел. 89161234567")).contains(u"89161234567"));
        QVERIFY(!redactor::redactText(QStringLiteral("id=+79161234567&")).contains(u"9161234567"));
        QVERIFY(!redactor::redactText(QStringLiteral("(11223344595)")).contains(u"11223344595"));
        QVERIFY(!redactor::redactText(QStringLiteral("СНИЛС11223344595")).contains(u"11223344595"));
    }
    void contentIsSummarised()
    {
        const QByteArray out =
            redactor::redactBody(R"({"content":"JVBERi0xLjQK","fileName":"a.pdf"})", "application/json");
        QVERIFY(!out.contains("JVBERi0xLjQK"));
        QVERIFY(out.contains("characters"));
        QVERIFY(redactor::redactBody("%PDF-1.4 binary", "application/pdf").startsWith("<15 bytes of application/pdf>"));
    }
    void queryCredentialsAndPersonalValues()
    {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("idPatientMis"), QStringLiteral("P-100"));
        q.addQueryItem(QStringLiteral("access_token"), QStringLiteral("secret"));
        q.addQueryItem(QStringLiteral("status"), QStringLiteral("214"));
        const QString out = redactor::redactPathAndQuery(QStringLiteral("/sep/api/signing"), q);
        QVERIFY(!out.contains(u"P-100"));
        QVERIFY(!out.contains(u"secret"));
        QVERIFY(out.contains(u"status=214"));
    }
    // A server or proxy that echoes the request's headers back hands the token to whatever prints
    // or logs its answer.
    void echoedCredentialsAreMasked()
    {
        const QString token = QStringLiteral("c1a55ec7-70ce-4e11-b0a4-5ec2e7e70ce2");
        for (const QString &text :
             QStringList{QStringLiteral("Received Authorization: N3 ") + token + QStringLiteral(" (refused)"),
                         QStringLiteral("authorization=") + token,
                         QStringLiteral("\"Authorization\": \"Bearer ") + token + QStringLiteral("\""),
                         QStringLiteral("expected bearer ") + token}) {
            const QString out = redactor::redactText(text);
            QVERIFY2(!out.contains(token), qPrintable(out));
            QVERIFY2(out.contains(redactor::kMask), qPrintable(out));
        }
        // Words about authorization are not a credential.
        const QString plain = QStringLiteral("Authorization failed for this organization");
        QCOMPARE(redactor::redactText(plain), plain);

        const QByteArray body =
            "{\"headers\":{\"Authorization\":\"N3 " + token.toUtf8() + "\",\"Accept\":\"application/json\"}}";
        const QByteArray out = redactor::redactBody(body, "application/json");
        QVERIFY2(!out.contains(token.toUtf8()), out.constData());
        QVERIFY(out.contains("application/json"));
    }
    void knownSecretsAreMaskedWhereverTheyStand()
    {
        const QString text = QStringLiteral("token abcd-1234-secret is not valid; abcd-1234-secret again");
        const QString out = redactor::redactSecrets(text, {QString(), QStringLiteral("abcd-1234-secret\n")});
        QCOMPARE(out, QStringLiteral("token *** is not valid; *** again"));
        QCOMPARE(redactor::redactSecrets(text, {QString(), QStringLiteral("  ")}), text);
    }
};

QTEST_GUILESS_MAIN(TestRedactor)
#include "tst_redactor.moc"
