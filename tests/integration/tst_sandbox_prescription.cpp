// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service B of the sandbox over loopback: every check in the contract's order, every error row,
// the object/array shapes, and annulment that completes later on the virtual clock.

#include "sandboxtestclient.h"

#include <QRegularExpression>
#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

const QString kStatus = QStringLiteral("/prescription/TakePrescriptionStatus");
const QString kCancel = QStringLiteral("/prescription/MakeCancelPrescription");

QJsonObject b1(const QString &idSourceMis, const QString &organization = kMainOrganization)
{
    return {{QStringLiteral("Organization"), organization},
            {QStringLiteral("IdSourceMis"), idSourceMis},
            {QStringLiteral("IdDataSource"), 1}};
}

} // namespace

class TestSandboxPrescription : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SandboxTestClient> c;

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SandboxTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void singleRecordIsAnObject()
    {
        const HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        QCOMPARE(r.status, 200);
        QVERIFY(r.contentType.startsWith("application/json"));
        const QJsonObject o = r.object();
        QCOMPARE(o.value(QStringLiteral("IdSourceMis")).toString(), QStringLiteral("RX-2026-000104"));
        QCOMPARE(o.value(QStringLiteral("Lpu")).toString(), kMainOrganization);
        QCOMPARE(o.value(QStringLiteral("Status")).toString(), QStringLiteral("Success"));
        QCOMPARE(o.value(QStringLiteral("StatusNumber")).toInt(), 4);
        QCOMPARE(o.value(QStringLiteral("ExternalNumber")).toString(), QStringLiteral("77-26-0104417"));
        QVERIFY(!o.value(QStringLiteral("IdSource")).toString().isEmpty());
        QVERIFY(!QUuid::fromString(o.value(QStringLiteral("IdRequestGuid")).toString()).isNull());
        QVERIFY(!o.value(QStringLiteral("Message")).toString().isEmpty());
        static const QRegularExpression format(QStringLiteral("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{6}$"));
        QVERIFY(format.match(o.value(QStringLiteral("StatusDate")).toString()).hasMatch());
    }

    void severalRecordsAreAnArray()
    {
        const HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000120")));
        QCOMPARE(r.status, 200);
        const QJsonArray a = r.array();
        QCOMPARE(a.size(), 3);
        QCOMPARE(a.at(0).toObject().value(QStringLiteral("Status")).toString(), QStringLiteral("Failed"));
        QCOMPARE(a.at(2).toObject().value(QStringLiteral("Status")).toString(), QStringLiteral("Success"));
    }

    void everyStatusNumber_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("status");
        for (int n = 0; n <= 12; ++n) {
            const bool failed = n == 2 || n == 3 || n == 5;
            QTest::addRow("%d", n) << n << (failed ? QStringLiteral("Failed") : QStringLiteral("Success"));
        }
    }

    void everyStatusNumber()
    {
        QFETCH(int, number);
        QFETCH(QString, status);
        const HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-0001%1").arg(number, 2, 10, QChar(u'0'))));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(QStringLiteral("StatusNumber")).toInt(), number);
        QCOMPARE(r.object().value(QStringLiteral("Status")).toString(), status);
    }

    void tokenIsCheckedFirst_data()
    {
        QTest::addColumn<QByteArray>("header");
        QTest::newRow("missing") << QByteArray();
        QTest::newRow("unknown") << SandboxTestClient::auth(QStringLiteral("6f1d2c3b-0000-4000-8000-000000000000"));
        QTest::newRow("no scheme word") << kMainToken.toLatin1();
    }

    void tokenIsCheckedFirst()
    {
        QFETCH(QByteArray, header);
        QList<QPair<QByteArray, QByteArray>> headers;
        if (!header.isEmpty())
            headers.append({"Authorization", header});
        // Even an empty body: the token comes before the fields.
        const HttpResult r = c->send("POST", kStatus, QByteArray("{}"), headers);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.messages(), QStringList{QStringLiteral("Неверный идентификатор системы")});
    }

    void misMustBeLinkedToTheOrganization()
    {
        HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000160"), kOtherOrganization));
        QCOMPARE(r.status, 401);
        QCOMPARE(r.messages(), QStringList{QStringLiteral("Неверный идентификатор системы")});
        // The link is checked before the other fields.
        QJsonObject body = b1(QString(), kOtherOrganization);
        body.insert(QStringLiteral("IdDataSource"), 7);
        QCOMPARE(c->postJson(kStatus, body).status, 401);
        // The MIS that is linked gets the record.
        r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000160"), kOtherOrganization), kSecondToken);
        QCOMPARE(r.status, 200);
        // A subdivision linked to the main MIS.
        QCOMPARE(c->postJson(kStatus, b1(QStringLiteral("RX-2026-000150"), kWomenOrganization)).status, 200);
    }

    void fieldChecks_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QStringList>("messages");
        QTest::newRow("all missing") << QByteArray("{}")
                                     << QStringList{QStringLiteral("Поле Organization не должно быть пустым"),
                                                    QStringLiteral("Поле IdSourceMis не должно быть пустым"),
                                                    QStringLiteral("Поле IdDataSource не должно быть пустым")};
        QTest::newRow("empty strings") << QByteArray(R"({"Organization":"","IdSourceMis":"  ","IdDataSource":null})")
                                       << QStringList{QStringLiteral("Поле Organization не должно быть пустым"),
                                                      QStringLiteral("Поле IdSourceMis не должно быть пустым"),
                                                      QStringLiteral("Поле IdDataSource не должно быть пустым")};
        QTest::newRow("malformed") << QByteArray(
            R"({"Organization":"поликлиника-3","IdSourceMis":104,"IdDataSource":2})")
                                   << QStringList{QStringLiteral("Поле Organization заполнено некорректно"),
                                                  QStringLiteral("Поле IdSourceMis заполнено некорректно"),
                                                  QStringLiteral("Поле IdDataSource заполнено некорректно")};
        QTest::newRow("one of each") << QByteArray(
            R"({"Organization":"4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60","IdDataSource":"x"})")
                                     << QStringList{QStringLiteral("Поле IdSourceMis не должно быть пустым"),
                                                    QStringLiteral("Поле IdDataSource заполнено некорректно")};
        QTest::newRow("not json") << QByteArray("Organization=1")
                                  << QStringList{QStringLiteral("Тело запроса должно быть JSON-объектом")};
    }

    void fieldChecks()
    {
        QFETCH(QByteArray, body);
        QFETCH(QStringList, messages);
        for (const QString &path : {kStatus, kCancel}) {
            const HttpResult r =
                c->send("POST", path, body,
                        {{"Authorization", SandboxTestClient::auth()}, {"Content-Type", "application/json"}});
            QCOMPARE(r.status, 400);
            QCOMPARE(r.messages(), messages);
        }
    }

    void idDataSourceMayBeAString()
    {
        QJsonObject body = b1(QStringLiteral("RX-2026-000104"));
        body.insert(QStringLiteral("IdDataSource"), QStringLiteral("1"));
        QCOMPARE(c->postJson(kStatus, body).status, 200);
    }

    void organizationMustBeInTheDictionary()
    {
        for (const QString &path : {kStatus, kCancel}) {
            const HttpResult r = c->postJson(path, b1(QStringLiteral("RX-2026-000104"), kRemovedOrganization));
            QCOMPARE(r.status, 400);
            QCOMPARE(r.messages().size(), 1);
            QVERIFY(r.messages().constFirst().contains(QStringLiteral("1.2.643.2.69.1.1.1.64")));
        }
    }

    void noRecord()
    {
        HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-NO-SUCH")));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY(r.messages().constFirst().contains(QStringLiteral("Не найдена запись")));
        // A record of another organization of the same MIS is not found either.
        r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000150")));
        QCOMPARE(r.status, 400);
    }

    void cancelFailures_data()
    {
        QTest::addColumn<QString>("idSourceMis");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("annulled earlier") << QStringLiteral("RX-2026-000111") << QStringLiteral("аннулирован ранее");
        QTest::newRow("annulment queued") << QStringLiteral("RX-2026-000110") << QStringLiteral("аннулирован ранее");
        QTest::newRow("technical error") << QStringLiteral("RX-2026-000140") << QStringLiteral("Техническая ошибка");
        QTest::newRow("no active record")
            << QStringLiteral("RX-2026-000102") << QStringLiteral("Не найден активный документ");
        QTest::newRow("no record at all")
            << QStringLiteral("RX-NO-SUCH") << QStringLiteral("Не найден активный документ");
        QTest::newRow("not uploaded") << QStringLiteral("RX-2026-000100") << QStringLiteral("не выгружен в реестр");
        QTest::newRow("two active") << QStringLiteral("RX-2026-000130")
                                    << QStringLiteral("Невозможно определить активный документ");
    }

    void cancelFailures()
    {
        QFETCH(QString, idSourceMis);
        QFETCH(QString, fragment);
        const HttpResult r = c->postJson(kCancel, b1(idSourceMis));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY2(r.messages().constFirst().contains(fragment), qPrintable(r.messages().constFirst()));
    }

    void cancelQueuesAnnulment()
    {
        HttpResult r = c->postJson(kCancel, b1(QStringLiteral("RX-2026-000104")));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.messages().size(), 1);
        QVERIFY(r.messages().constFirst().contains(QStringLiteral("очередь на аннулирование")));

        // Queued: the status is unchanged until the registry has annulled it.
        r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        QCOMPARE(r.object().value(QStringLiteral("StatusNumber")).toInt(), 4);
        QCOMPARE(c->postJson(kCancel, b1(QStringLiteral("RX-2026-000104")))
                     .messages()
                     .constFirst()
                     .contains(QStringLiteral("аннулирован ранее")),
                 true);

        c->clock.advanceSeconds(60);
        r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000104")));
        const QJsonObject o = r.object();
        QCOMPARE(o.value(QStringLiteral("StatusNumber")).toInt(), 11);
        QCOMPARE(o.value(QStringLiteral("Status")).toString(), QStringLiteral("Success"));
        QVERIFY(o.value(QStringLiteral("Message")).toString().contains(QStringLiteral("аннулирован")));
        // 2026-01-15 09:01 UTC is 12:01 in Moscow.
        QCOMPARE(o.value(QStringLiteral("StatusDate")).toString(), QStringLiteral("2026-01-15 12:01:00.000000"));
    }

    void cancelOfTheActiveOneAmongSeveral()
    {
        QCOMPARE(c->postJson(kCancel, b1(QStringLiteral("RX-2026-000120"))).status, 200);
        c->clock.advanceSeconds(60);
        const QJsonArray a = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000120"))).array();
        QCOMPARE(a.size(), 3);
        QCOMPARE(a.at(2).toObject().value(QStringLiteral("StatusNumber")).toInt(), 11);
        QCOMPARE(a.at(0).toObject().value(QStringLiteral("StatusNumber")).toInt(), 2);
    }

    void fixtureQueuedAnnulmentCompletes()
    {
        c->clock.advanceSeconds(60);
        const HttpResult r = c->postJson(kStatus, b1(QStringLiteral("RX-2026-000110")));
        QCOMPARE(r.object().value(QStringLiteral("StatusNumber")).toInt(), 11);
    }

    void unknownMethodAndWrongVerb()
    {
        HttpResult r = c->postJson(QStringLiteral("/prescription/UploadPrescription"), b1(QStringLiteral("x")));
        QCOMPARE(r.status, 404);
        QCOMPARE(r.messages().size(), 1);
        r = c->getWithToken(kStatus);
        QCOMPARE(r.status, 405);
        QCOMPARE(r.messages().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSandboxPrescription)
#include "tst_sandbox_prescription.moc"
