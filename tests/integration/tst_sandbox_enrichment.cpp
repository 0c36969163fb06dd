// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service A of the sandbox over loopback: orders, completion on the virtual clock, every kind of
// validation error, auth, content type, and the two 429 rules.

#include "sandboxtestclient.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

QJsonObject ivanovSnilsOrder()
{
    return {{QStringLiteral("patient"),
             QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Иванов")},
                         {QStringLiteral("firstName"), QStringLiteral("Сергей")},
                         {QStringLiteral("patronymic"), QStringLiteral("Петрович")},
                         {QStringLiteral("birthDate"), QStringLiteral("1978-03-14")},
                         {QStringLiteral("gender"), QStringLiteral("1")}}},
            {QStringLiteral("patientPersDocs"),
             QJsonObject{{QStringLiteral("type"), QStringLiteral("1")},
                         {QStringLiteral("series"), QStringLiteral("4509")},
                         {QStringLiteral("number"), QStringLiteral("123456")},
                         {QStringLiteral("issueDate"), QStringLiteral("2003-04-22")},
                         {QStringLiteral("issuer"), QStringLiteral("ОВД района Хамовники")}}}};
}

QJsonObject ivanovPolicyOrder()
{
    QJsonObject order = ivanovSnilsOrder();
    QJsonObject patient = order.value(QStringLiteral("patient")).toObject();
    patient.remove(QStringLiteral("gender"));
    QJsonObject docs = order.value(QStringLiteral("patientPersDocs")).toObject();
    docs.remove(QStringLiteral("issueDate"));
    docs.remove(QStringLiteral("issuer"));
    return {{QStringLiteral("patient"), patient}, {QStringLiteral("patientPersDocs"), docs}};
}

QJsonObject validateOrder(const QString &familyKey, const QString &snils)
{
    return {{QStringLiteral("patient"),
             QJsonObject{{familyKey, QStringLiteral("Смирнова")},
                         {QStringLiteral("firstname"), QStringLiteral("Елена")},
                         {QStringLiteral("patronymic"), QStringLiteral("Викторовна")},
                         {QStringLiteral("snils"), snils},
                         {QStringLiteral("birthDate"), QStringLiteral("1985-06-17")},
                         {QStringLiteral("gender"), QStringLiteral("2")}}}};
}

// Sets value at a dotted path ("patient.familyName"); an undefined value removes the key.
QJsonObject with(QJsonObject root, const QString &path, const QJsonValue &value)
{
    const QStringList parts = path.split(u'.');
    if (parts.size() == 1) {
        if (value.isUndefined())
            root.remove(path);
        else
            root.insert(path, value);
        return root;
    }
    QJsonObject inner = root.value(parts.at(0)).toObject();
    if (value.isUndefined())
        inner.remove(parts.at(1));
    else
        inner.insert(parts.at(1), value);
    root.insert(parts.at(0), inner);
    return root;
}

QStringList errorFields(const HttpResult &r)
{
    QStringList fields;
    for (const QJsonValue &e : r.object().value(QStringLiteral("errors")).toArray())
        fields.append(e.toObject().value(QStringLiteral("field")).toString());
    return fields;
}

} // namespace

class TestSandboxEnrichment : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SandboxTestClient> c;

    QString createOrder(const QString &kind, const QJsonObject &body)
    {
        const HttpResult r = c->postJson(QStringLiteral("/enrichment/") + kind, body);
        if (r.status != 202)
            qWarning() << r.status << r.body;
        return r.object().value(QStringLiteral("id")).toString();
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SandboxTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void snilsOrderCompletesOnTheVirtualClock()
    {
        const HttpResult created = c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder());
        QCOMPARE(created.status, 202);
        QVERIFY(created.contentType.startsWith("application/json"));
        const QString id = created.object().value(QStringLiteral("id")).toString();
        QVERIFY(QUuid::fromString(id).isNull() == false);
        QCOMPARE(created.header("location"), QByteArray("/enrichment/snils/") + id.toLatin1());

        HttpResult status = c->getWithToken(QStringLiteral("/enrichment/snils/") + id);
        QCOMPARE(status.status, 202);
        QCOMPARE(status.contentType, QByteArray("text/plain; charset=utf-8"));
        QCOMPARE(status.object().value(QStringLiteral("patient")).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("В обработке"));

        c->clock.advanceSeconds(30);
        status = c->getWithToken(QStringLiteral("/enrichment/snils/") + id);
        QCOMPARE(status.status, 200);
        QCOMPARE(status.contentType, QByteArray("text/plain; charset=utf-8"));
        const QJsonObject patient = status.object().value(QStringLiteral("patient")).toObject();
        QCOMPARE(patient.value(QStringLiteral("status")).toString(), QStringLiteral("Выполнено"));
        QCOMPARE(patient.value(QStringLiteral("snils")).toString(), QStringLiteral("12457896391"));
    }

    void unknownPersonAndDocumentMismatchComplete()
    {
        const QString unknown =
            createOrder(QStringLiteral("snils"),
                        with(ivanovSnilsOrder(), QStringLiteral("patient.familyName"), QStringLiteral("Петров")));
        const QString mismatch =
            createOrder(QStringLiteral("snils"),
                        with(ivanovSnilsOrder(), QStringLiteral("patientPersDocs.number"), QStringLiteral("999999")));
        c->clock.advanceSeconds(30);
        const QJsonObject a = c->getWithToken(QStringLiteral("/enrichment/snils/") + unknown)
                                  .object()
                                  .value(QStringLiteral("patient"))
                                  .toObject();
        const QJsonObject b = c->getWithToken(QStringLiteral("/enrichment/snils/") + mismatch)
                                  .object()
                                  .value(QStringLiteral("patient"))
                                  .toObject();
        QCOMPARE(a.value(QStringLiteral("status")).toString(), QStringLiteral("Выполнено"));
        QVERIFY(!a.contains(QStringLiteral("snils")));
        QVERIFY(a.value(QStringLiteral("message")).toString().contains(QStringLiteral("не найдены")));
        QCOMPARE(b.value(QStringLiteral("status")).toString(), QStringLiteral("Выполнено"));
        QVERIFY(!b.contains(QStringLiteral("snils")));
        QVERIFY(b.value(QStringLiteral("message")).toString().contains(QStringLiteral("не совпадают")));
    }

    void snilsValidateAcceptsBothKeySpellings()
    {
        const QString lower = createOrder(QStringLiteral("snils-validate"),
                                          validateOrder(QStringLiteral("familyname"), QStringLiteral("11223344595")));
        const QString camel = createOrder(QStringLiteral("snils-validate"),
                                          validateOrder(QStringLiteral("familyName"), QStringLiteral("11223344595")));
        const QString wrong = createOrder(QStringLiteral("snils-validate"),
                                          validateOrder(QStringLiteral("familyName"), QStringLiteral("12457896391")));
        QVERIFY(!lower.isEmpty() && !camel.isEmpty() && !wrong.isEmpty());
        c->clock.advanceSeconds(30);
        for (const QString &id : {lower, camel}) {
            const QJsonObject p = c->getWithToken(QStringLiteral("/enrichment/snils-validate/") + id)
                                      .object()
                                      .value(QStringLiteral("patient"))
                                      .toObject();
            QCOMPARE(p.value(QStringLiteral("status")).toString(), QStringLiteral("Выполнено"));
            QCOMPARE(p.value(QStringLiteral("result")).toBool(false), true);
        }
        const QJsonObject p = c->getWithToken(QStringLiteral("/enrichment/snils-validate/") + wrong)
                                  .object()
                                  .value(QStringLiteral("patient"))
                                  .toObject();
        QCOMPARE(p.value(QStringLiteral("result")).toBool(true), false);
    }

    void unitedPolicyNumberOrder()
    {
        const QString found = createOrder(QStringLiteral("united-policy-number"), ivanovPolicyOrder());
        QJsonObject noPolicy = ivanovPolicyOrder();
        noPolicy = with(noPolicy, QStringLiteral("patient.familyName"), QStringLiteral("Соколова"));
        noPolicy = with(noPolicy, QStringLiteral("patient.firstName"), QStringLiteral("Мария"));
        noPolicy = with(noPolicy, QStringLiteral("patient.patronymic"), QStringLiteral("Алексеевна"));
        noPolicy = with(noPolicy, QStringLiteral("patient.birthDate"), QStringLiteral("1952-01-30"));
        noPolicy = with(noPolicy, QStringLiteral("patientPersDocs.series"), QStringLiteral("6103"));
        noPolicy = with(noPolicy, QStringLiteral("patientPersDocs.number"), QStringLiteral("442211"));
        const QString none = createOrder(QStringLiteral("united-policy-number"), noPolicy);
        c->clock.advanceSeconds(30);
        const QJsonObject p = c->getWithToken(QStringLiteral("/enrichment/united-policy-number/") + found)
                                  .object()
                                  .value(QStringLiteral("patient"))
                                  .toObject();
        QCOMPARE(p.value(QStringLiteral("status")).toString(), QStringLiteral("Выполнено"));
        QCOMPARE(p.value(QStringLiteral("unitedPolicyNumber")).toString(), QStringLiteral("7700000123456780"));
        QCOMPARE(p.value(QStringLiteral("region")).toString(), QStringLiteral("г. Москва"));
        QVERIFY(p.value(QStringLiteral("insuranceOrganization")).toString().contains(QStringLiteral("СОГАЗ")));
        QCOMPARE(p.value(QStringLiteral("startDate")).toString(), QStringLiteral("2019-07-01"));
        const QJsonObject q = c->getWithToken(QStringLiteral("/enrichment/united-policy-number/") + none)
                                  .object()
                                  .value(QStringLiteral("patient"))
                                  .toObject();
        QVERIFY(!q.contains(QStringLiteral("unitedPolicyNumber")));
        QVERIFY(!q.value(QStringLiteral("message")).toString().isEmpty());
    }

    void structureErrors_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("fields");
        QTest::newRow("malformed json") << QStringLiteral("snils") << QByteArray("{\"patient\": {")
                                        << QStringList{QString()};
        QTest::newRow("not an object") << QStringLiteral("snils") << QByteArray("[1, 2]") << QStringList{QString()};
        QTest::newRow("no blocks") << QStringLiteral("snils") << QByteArray("{}")
                                   << QStringList{QStringLiteral("patient"), QStringLiteral("patientPersDocs")};
        QTest::newRow("patient not object")
            << QStringLiteral("snils-validate") << QByteArray("{\"patient\": \"Иванов\"}")
            << QStringList{QStringLiteral("patient")};
        QJsonObject wrongType = with(ivanovSnilsOrder(), QStringLiteral("patient.familyName"), 42);
        wrongType = with(wrongType, QStringLiteral("patient.gender"), 1); // A1 types gender as a string
        QTest::newRow("wrong types") << QStringLiteral("snils") << QJsonDocument(wrongType).toJson()
                                     << QStringList{QStringLiteral("patient.familyName"),
                                                    QStringLiteral("patient.gender")};
        QTest::newRow("docs not object")
            << QStringLiteral("united-policy-number")
            << QJsonDocument(with(ivanovPolicyOrder(), QStringLiteral("patientPersDocs"), QJsonArray())).toJson()
            << QStringList{QStringLiteral("patientPersDocs")};
    }

    void structureErrors()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, body);
        QFETCH(QStringList, fields);
        const HttpResult r =
            c->send("POST", QStringLiteral("/enrichment/") + kind, body,
                    {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "application/json"}});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
        const QJsonObject p = r.object();
        QCOMPARE(p.value(QStringLiteral("type")).toString(),
                 QStringLiteral("urn:cliniclink:sandbox:problem:structure"));
        QCOMPARE(p.value(QStringLiteral("status")).toInt(), 400);
        QVERIFY(!p.value(QStringLiteral("title")).toString().isEmpty());
        QVERIFY(!p.value(QStringLiteral("detail")).toString().isEmpty());
        QCOMPARE(errorFields(r), fields);
    }

    void dataErrors_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QJsonObject>("body");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("code");
        const QJsonObject a1 = ivanovSnilsOrder();
        const QJsonObject a2 = validateOrder(QStringLiteral("familyName"), QStringLiteral("11223344595"));
        const QJsonObject a3 = ivanovPolicyOrder();
        const QString s = QStringLiteral("snils"), v = QStringLiteral("snils-validate"),
                      u = QStringLiteral("united-policy-number");
        const QJsonValue gone = QJsonValue(QJsonValue::Undefined);
        QTest::newRow("A1 familyName missing") << s << with(a1, QStringLiteral("patient.familyName"), gone)
                                               << QStringLiteral("patient.familyName") << QStringLiteral("required");
        QTest::newRow("A1 firstName empty") << s << with(a1, QStringLiteral("patient.firstName"), QString())
                                            << QStringLiteral("patient.firstName") << QStringLiteral("required");
        QTest::newRow("A1 familyName 101") << s << with(a1, QStringLiteral("patient.familyName"), QString(101, u'ы'))
                                           << QStringLiteral("patient.familyName") << QStringLiteral("length");
        QTest::newRow("A1 patronymic 101") << s << with(a1, QStringLiteral("patient.patronymic"), QString(101, u'ы'))
                                           << QStringLiteral("patient.patronymic") << QStringLiteral("length");
        QTest::newRow("A1 birthDate format")
            << s << with(a1, QStringLiteral("patient.birthDate"), QStringLiteral("14.03.1978"))
            << QStringLiteral("patient.birthDate") << QStringLiteral("format");
        QTest::newRow("A1 birthDate invalid")
            << s << with(a1, QStringLiteral("patient.birthDate"), QStringLiteral("1978-02-30"))
            << QStringLiteral("patient.birthDate") << QStringLiteral("format");
        QTest::newRow("A1 birthDate future")
            << s << with(a1, QStringLiteral("patient.birthDate"), QStringLiteral("2030-01-01"))
            << QStringLiteral("patient.birthDate") << QStringLiteral("range");
        QTest::newRow("A1 gender 3") << s << with(a1, QStringLiteral("patient.gender"), QStringLiteral("3"))
                                     << QStringLiteral("patient.gender") << QStringLiteral("value");
        QTest::newRow("A1 gender missing") << s << with(a1, QStringLiteral("patient.gender"), gone)
                                           << QStringLiteral("patient.gender") << QStringLiteral("required");
        QTest::newRow("A1 document type 2")
            << s << with(a1, QStringLiteral("patientPersDocs.type"), QStringLiteral("2"))
            << QStringLiteral("patientPersDocs.type") << QStringLiteral("value");
        QTest::newRow("A1 series space") << s
                                         << with(a1, QStringLiteral("patientPersDocs.series"), QStringLiteral("45 09"))
                                         << QStringLiteral("patientPersDocs.series") << QStringLiteral("format");
        QTest::newRow("A1 series 11") << s
                                      << with(a1, QStringLiteral("patientPersDocs.series"),
                                              QStringLiteral("12345678901"))
                                      << QStringLiteral("patientPersDocs.series") << QStringLiteral("length");
        QTest::newRow("A1 number missing") << s << with(a1, QStringLiteral("patientPersDocs.number"), gone)
                                           << QStringLiteral("patientPersDocs.number") << QStringLiteral("required");
        QTest::newRow("A1 number 21") << s << with(a1, QStringLiteral("patientPersDocs.number"), QString(21, u'1'))
                                      << QStringLiteral("patientPersDocs.number") << QStringLiteral("length");
        QTest::newRow("A1 issueDate before birth")
            << s << with(a1, QStringLiteral("patientPersDocs.issueDate"), QStringLiteral("1970-01-01"))
            << QStringLiteral("patientPersDocs.issueDate") << QStringLiteral("range");
        QTest::newRow("A1 issuer missing") << s << with(a1, QStringLiteral("patientPersDocs.issuer"), gone)
                                           << QStringLiteral("patientPersDocs.issuer") << QStringLiteral("required");
        QTest::newRow("A2 snils dashes") << v
                                         << with(a2, QStringLiteral("patient.snils"), QStringLiteral("112-233-445 95"))
                                         << QStringLiteral("patient.snils") << QStringLiteral("format");
        QTest::newRow("A2 snils 10 digits")
            << v << with(a2, QStringLiteral("patient.snils"), QStringLiteral("1122334459"))
            << QStringLiteral("patient.snils") << QStringLiteral("format");
        QTest::newRow("A2 snils missing") << v << with(a2, QStringLiteral("patient.snils"), gone)
                                          << QStringLiteral("patient.snils") << QStringLiteral("required");
        QTest::newRow("A2 gender 0") << v << with(a2, QStringLiteral("patient.gender"), 0)
                                     << QStringLiteral("patient.gender") << QStringLiteral("value");
        QTest::newRow("A3 familyName 41") << u << with(a3, QStringLiteral("patient.familyName"), QString(41, u'ы'))
                                          << QStringLiteral("patient.familyName") << QStringLiteral("length");
        QTest::newRow("A3 document type 99")
            << u << with(a3, QStringLiteral("patientPersDocs.type"), QStringLiteral("99"))
            << QStringLiteral("patientPersDocs.type") << QStringLiteral("value");
    }

    void dataErrors()
    {
        QFETCH(QString, kind);
        QFETCH(QJsonObject, body);
        QFETCH(QString, field);
        QFETCH(QString, code);
        const HttpResult r = c->postJson(QStringLiteral("/enrichment/") + kind, body);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
        const QJsonObject p = r.object();
        QCOMPARE(p.value(QStringLiteral("type")).toString(), QStringLiteral("urn:cliniclink:sandbox:problem:data"));
        const QJsonArray errors = p.value(QStringLiteral("errors")).toArray();
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.at(0).toObject().value(QStringLiteral("field")).toString(), field);
        QCOMPARE(errors.at(0).toObject().value(QStringLiteral("code")).toString(), code);
        QVERIFY(!errors.at(0).toObject().value(QStringLiteral("message")).toString().isEmpty());
    }

    void a2GenderMayBeANumber()
    {
        const HttpResult r =
            c->postJson(QStringLiteral("/enrichment/snils-validate"),
                        with(validateOrder(QStringLiteral("familyName"), QStringLiteral("11223344595")),
                             QStringLiteral("patient.gender"), 2));
        QCOMPARE(r.status, 202);
    }

    void contentTypeOtherThanJsonIsRefused()
    {
        const QByteArray body = QJsonDocument(ivanovSnilsOrder()).toJson();
        HttpResult r = c->send("POST", QStringLiteral("/enrichment/snils"), body,
                               {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "text/plain"}});
        QCOMPARE(r.status, 415);
        QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
        QCOMPARE(r.object().value(QStringLiteral("status")).toInt(), 415);
        r = c->send(
            "POST", QStringLiteral("/enrichment/snils"), body,
            {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "application/json; charset=utf-8"}});
        QCOMPARE(r.status, 202);
    }

    void authorization_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::addColumn<int>("status");
        QTest::newRow("missing") << QByteArray() << 401;
        QTest::newRow("unknown token") << SandboxTestClient::auth(
            QStringLiteral("00000000-0000-4000-8000-000000000000"))
                                       << 401;
        QTest::newRow("bare token") << kMainToken.toLatin1() << 401;
        QTest::newRow("other scheme word") << SandboxTestClient::auth(kMainToken, QStringLiteral("Bearer")) << 401;
        QTest::newRow("N3") << SandboxTestClient::auth() << 202;
        QTest::newRow("PLATFORM") << SandboxTestClient::auth(kMainToken, QStringLiteral("PLATFORM")) << 202;
        QTest::newRow("upper-case token") << SandboxTestClient::auth(kMainToken.toUpper()) << 202;
    }

    void authorization()
    {
        QFETCH(QByteArray, header);
        QFETCH(int, status);
        QList<QPair<QByteArray, QByteArray>> headers{{"Content-Type", "application/json"}};
        if (!header.isEmpty())
            headers.append({"Authorization", header});
        const HttpResult r =
            c->send("POST", QStringLiteral("/enrichment/snils"), QJsonDocument(ivanovSnilsOrder()).toJson(), headers);
        QCOMPARE(r.status, status);
        if (status == 401) {
            QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
            QCOMPARE(r.object().value(QStringLiteral("type")).toString(),
                     QStringLiteral("urn:cliniclink:sandbox:problem:unauthorized"));
        }
    }

    void statusRequestsTenSecondsApart()
    {
        const QString id = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        const QString path = QStringLiteral("/enrichment/snils/") + id;
        QCOMPARE(c->getWithToken(path).status, 202);
        c->clock.advanceSeconds(4);
        HttpResult r = c->getWithToken(path);
        QCOMPARE(r.status, 429);
        QCOMPARE(r.header("retry-after"), QByteArray("6"));
        QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
        // The refused request does not restart the pause.
        c->clock.advanceSeconds(6);
        QCOMPARE(c->getWithToken(path).status, 202);
        // Another order is not held back by this one's pause.
        const QString other = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + other).status, 202);
    }

    void statusPauseAcrossOrders()
    {
        // The fixture's other reading: 10 s between any two status requests of a MIS.
        QJsonObject fixtures = Sandbox::builtInFixtures();
        QJsonObject section = fixtures.value(QStringLiteral("enrichment")).toObject();
        QJsonObject limits = section.value(QStringLiteral("limits")).toObject();
        limits.insert(QStringLiteral("statusPause"), QStringLiteral("acrossOrders"));
        section.insert(QStringLiteral("limits"), limits);
        fixtures.insert(QStringLiteral("enrichment"), section);
        c->sandbox.setFixtures(fixtures);
        QTemporaryDir dir;
        c->sandbox.setStateFile(dir.filePath(QStringLiteral("state.json")));

        const QString first = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        const QString second = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + first).status, 202);
        c->clock.advanceSeconds(4);
        HttpResult r = c->getWithToken(QStringLiteral("/enrichment/snils/") + second);
        QCOMPARE(r.status, 429);
        QCOMPARE(r.header("retry-after"), QByteArray("6"));
        QVERIFY(r.object().value(u"detail").toString().contains(QStringLiteral("заказов")));
        // Another MIS has its own pause.
        QCOMPARE(c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder(), kSecondToken).status, 202);
        // The pause survives a restart of the sandbox with its state.
        QVERIFY(c->sandbox.saveState());
        QVERIFY(c->sandbox.loadState());
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + second).status, 429);
        c->clock.advanceSeconds(6);
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + second).status, 202);
    }

    void perMinuteLimit()
    {
        QJsonObject fixtures = Sandbox::builtInFixtures();
        QJsonObject section = fixtures.value(QStringLiteral("enrichment")).toObject();
        section.insert(QStringLiteral("limits"), QJsonObject{{QStringLiteral("requestsPerMinute"), 3}});
        fixtures.insert(QStringLiteral("enrichment"), section);
        c->sandbox.setFixtures(fixtures);

        for (int i = 0; i < 3; ++i) {
            QCOMPARE(c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder()).status, 202);
            c->clock.advanceSeconds(10);
        }
        HttpResult r = c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder());
        QCOMPARE(r.status, 429);
        QCOMPARE(r.header("retry-after"), QByteArray("30"));
        // Another MIS has its own budget.
        QCOMPARE(c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder(), kSecondToken).status, 202);
        c->clock.advanceSeconds(30);
        QCOMPARE(c->postJson(QStringLiteral("/enrichment/snils"), ivanovSnilsOrder()).status, 202);
    }

    void unknownOrderIsNotFound_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown uuid") << QStringLiteral("/enrichment/snils/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b");
        QTest::newRow("not a uuid") << QStringLiteral("/enrichment/snils/42");
        QTest::newRow("unknown method") << QStringLiteral("/enrichment/passport");
    }

    void unknownOrderIsNotFound()
    {
        QFETCH(QString, path);
        const HttpResult r = c->getWithToken(path);
        QCOMPARE(r.status, 404);
        QCOMPARE(r.contentType, QByteArray("application/problem+json; charset=utf-8"));
        QCOMPARE(r.object().value(QStringLiteral("status")).toInt(), 404);
    }

    // A completed order is kept for a day of virtual time, then forgotten (issue 19: the state grew
    // by every order ever made until a reset).
    void finishedOrdersAreForgottenAfterADay()
    {
        const QString id = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        c->clock.advanceSeconds(30 + 24 * 3600 - 60);
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + id).status, 200);
        const QString younger = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        c->clock.advanceSeconds(61);
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + id).status, 404);
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + younger).status, 200);
    }

    void ordersAreVisibleToTheirMisOnly()
    {
        const QString id = createOrder(QStringLiteral("snils"), ivanovSnilsOrder());
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/snils/") + id, kSecondToken).status, 404);
        // Nor under another operation's path.
        QCOMPARE(c->getWithToken(QStringLiteral("/enrichment/united-policy-number/") + id).status, 404);
    }

    void wrongMethod()
    {
        const HttpResult r = c->getWithToken(QStringLiteral("/enrichment/snils"));
        QCOMPARE(r.status, 405);
        QCOMPARE(r.header("allow"), QByteArray("POST"));
    }
};

QTEST_GUILESS_MAIN(TestSandboxEnrichment)
#include "tst_sandbox_enrichment.moc"
