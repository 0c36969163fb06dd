// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sandbox's faults that come after the service has acted (drop with afterService, empty,
// truncate) and the headers of a status fault, read byte by byte from a raw socket: what the client
// receives, and that the service did (or did not) act. B's cancel is the probe: a second cancel of
// the same prescription says "annulled before" only when the first one was carried out.

#include "sandboxtestclient.h"

#include <QTcpSocket>
#include <QTest>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

const QString kCancel = QStringLiteral("/prescription/MakeCancelPrescription");
const QString kPrescription = QStringLiteral("RX-2026-000104");

struct RawAnswer {
    bool closedByServer = false;
    QByteArray bytes;
    QByteArray head() const { return bytes.left(bytes.indexOf("\r\n\r\n")); }
    QByteArray body() const
    {
        const qsizetype at = bytes.indexOf("\r\n\r\n");
        return at < 0 ? QByteArray() : bytes.mid(at + 4);
    }
    int status() const { return bytes.startsWith("HTTP/1.1 ") ? bytes.mid(9, 3).toInt() : 0; }
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head().split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

} // namespace

class TestSandboxFaultsAfterService : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SandboxTestClient> c;

    QString addFault(const QJsonObject &rule)
    {
        const HttpResult r = c->send("POST", QStringLiteral("/sandbox/faults"), QJsonDocument(rule).toJson(),
                                     {{"Content-Type", "application/json"}});
        if (r.status != 201)
            qWarning() << r.status << r.body;
        return r.object().value(QStringLiteral("id")).toString();
    }
    int addFaultStatus(const QJsonObject &rule)
    {
        return c
            ->send("POST", QStringLiteral("/sandbox/faults"), QJsonDocument(rule).toJson(),
                   {{"Content-Type", "application/json"}})
            .status;
    }

    // One request on its own connection ("Connection: close"), read until the server closes it.
    RawAnswer rawCancel()
    {
        const QByteArray body = QJsonDocument(QJsonObject{{QStringLiteral("Organization"), kMainOrganization},
                                                          {QStringLiteral("IdSourceMis"), kPrescription},
                                                          {QStringLiteral("IdDataSource"), 1}})
                                    .toJson(QJsonDocument::Compact);
        QByteArray request = "POST " + kCancel.toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
              "Authorization: "
            + SandboxTestClient::auth()
            + "\r\n"
              "Content-Type: application/json\r\nConnection: close\r\n"
              "Content-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body;
        RawAnswer answer;
        QTcpSocket socket;
        QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { answer.bytes += socket.readAll(); });
        socket.connectToHost(QHostAddress::LocalHost, c->sandbox.url().port());
        socket.write(request);
        answer.closedByServer =
            QTest::qWaitFor([&] { return socket.state() == QAbstractSocket::UnconnectedState; }, 5000);
        answer.bytes += socket.readAll();
        return answer;
    }
    // What a second, unfaulted cancel says: the first one was carried out, or not.
    bool annulledBefore()
    {
        const HttpResult r = c->postJson(kCancel,
                                         {{QStringLiteral("Organization"), kMainOrganization},
                                          {QStringLiteral("IdSourceMis"), kPrescription},
                                          {QStringLiteral("IdDataSource"), 1}});
        if (r.messages().isEmpty())
            return false;
        return r.messages().constFirst().contains(QStringLiteral("аннулирован ранее"));
    }
    QJsonObject lastLogEntry(const QString &path)
    {
        QJsonObject last;
        const QJsonArray entries =
            c->send("GET", QStringLiteral("/sandbox/requests")).object().value(QStringLiteral("entries")).toArray();
        for (const QJsonValue &e : entries) {
            if (e.toObject().value(QStringLiteral("path")).toString() == path)
                last = e.toObject();
        }
        return last;
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SandboxTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void dropBeforeServiceLeavesStateAlone()
    {
        addFault({{QStringLiteral("path"), kCancel},
                  {QStringLiteral("kind"), QStringLiteral("drop")},
                  {QStringLiteral("count"), 1}});
        const RawAnswer answer = rawCancel();
        QVERIFY(answer.closedByServer);
        QVERIFY(answer.bytes.isEmpty());
        QVERIFY(!annulledBefore());
    }

    void dropAfterServiceActsThenCloses()
    {
        const QString id = addFault({{QStringLiteral("path"), kCancel},
                                     {QStringLiteral("kind"), QStringLiteral("drop")},
                                     {QStringLiteral("afterService"), true},
                                     {QStringLiteral("count"), 1}});
        QVERIFY(!id.isEmpty());
        const RawAnswer answer = rawCancel();
        QVERIFY(answer.closedByServer);
        QVERIFY2(answer.bytes.isEmpty(), answer.bytes.constData());
        const QJsonObject logged = lastLogEntry(kCancel);
        QCOMPARE(logged.value(QStringLiteral("status")).toInt(), 0);
        QCOMPARE(logged.value(QStringLiteral("fault")).toString(), QStringLiteral("drop"));
        // The cancel was carried out although nobody heard of it.
        QVERIFY(annulledBefore());
    }

    void listedRuleShowsAfterService()
    {
        addFault({{QStringLiteral("path"), kCancel},
                  {QStringLiteral("kind"), QStringLiteral("drop")},
                  {QStringLiteral("afterService"), true},
                  {QStringLiteral("count"), 1}});
        // A listed rule says what it does.
        const QJsonArray list =
            c->send("GET", QStringLiteral("/sandbox/faults")).object().value(QStringLiteral("faults")).toArray();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(QStringLiteral("afterService")).toBool(), true);
    }

    void emptyAnswerAfterTheServiceActed()
    {
        addFault({{QStringLiteral("path"), kCancel},
                  {QStringLiteral("kind"), QStringLiteral("empty")},
                  {QStringLiteral("count"), 1}});
        const RawAnswer answer = rawCancel();
        QCOMPARE(answer.status(), 200);
        QCOMPARE(answer.header("Content-Length"), QByteArray("0"));
        QVERIFY(answer.body().isEmpty());
        QCOMPARE(lastLogEntry(kCancel).value(QStringLiteral("fault")).toString(), QStringLiteral("empty"));
        QVERIFY(annulledBefore());
    }

    void truncatedAnswerIsCutNotGarbled()
    {
        addFault({{QStringLiteral("path"), kCancel},
                  {QStringLiteral("kind"), QStringLiteral("truncate")},
                  {QStringLiteral("count"), 1}});
        const RawAnswer answer = rawCancel();
        QVERIFY(answer.closedByServer);
        QCOMPARE(answer.status(), 200);
        const qint64 announced = answer.header("Content-Length").toLongLong();
        const QByteArray body = answer.body();
        QVERIFY(announced > 0);
        QCOMPARE(qint64(body.size()), announced / 2);
        // The first half of the real answer: a JSON object's start, nothing foreign.
        QVERIFY2(body.startsWith("{\"Message\""), body.constData());
        QVERIFY(!body.contains('\x01'));
        QJsonParseError error{};
        QJsonDocument::fromJson(body, &error);
        QVERIFY(error.error != QJsonParseError::NoError);
        QVERIFY(annulledBefore());
    }

    void statusFaultCarriesHeaders()
    {
        addFault({{QStringLiteral("path"), kCancel},
                  {QStringLiteral("kind"), QStringLiteral("status")},
                  {QStringLiteral("status"), 429},
                  {QStringLiteral("headers"),
                   QJsonObject{{QStringLiteral("Retry-After"), 120},
                               {QStringLiteral("X-Sandbox-Note"), QStringLiteral("busy")}}},
                  {QStringLiteral("count"), 1}});
        const QJsonArray list =
            c->send("GET", QStringLiteral("/sandbox/faults")).object().value(QStringLiteral("faults")).toArray();
        QCOMPARE(list.at(0)
                     .toObject()
                     .value(QStringLiteral("headers"))
                     .toObject()
                     .value(QStringLiteral("Retry-After"))
                     .toString(),
                 QStringLiteral("120"));
        const RawAnswer answer = rawCancel();
        QCOMPARE(answer.status(), 429);
        QCOMPARE(answer.header("Retry-After"), QByteArray("120"));
        QCOMPARE(answer.header("X-Sandbox-Note"), QByteArray("busy"));
        // A status fault answers instead of the service.
        QVERIFY(!annulledBefore());
    }

    void invalidRules_data()
    {
        QTest::addColumn<QJsonObject>("rule");
        const QJsonValue path = kCancel;
        QTest::newRow("afterService on status") << QJsonObject{{QStringLiteral("path"), path},
                                                               {QStringLiteral("kind"), QStringLiteral("status")},
                                                               {QStringLiteral("status"), 503},
                                                               {QStringLiteral("afterService"), true}};
        QTest::newRow("afterService not a boolean")
            << QJsonObject{{QStringLiteral("path"), path},
                           {QStringLiteral("kind"), QStringLiteral("drop")},
                           {QStringLiteral("afterService"), QStringLiteral("yes")}};
        QTest::newRow("headers on drop") << QJsonObject{
            {QStringLiteral("path"), path},
            {QStringLiteral("kind"), QStringLiteral("drop")},
            {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Retry-After"), 1}}}};
        QTest::newRow("headers not an object")
            << QJsonObject{{QStringLiteral("path"), path},
                           {QStringLiteral("kind"), QStringLiteral("status")},
                           {QStringLiteral("status"), 429},
                           {QStringLiteral("headers"), QStringLiteral("Retry-After: 1")}};
        QTest::newRow("framing header") << QJsonObject{
            {QStringLiteral("path"), path},
            {QStringLiteral("kind"), QStringLiteral("status")},
            {QStringLiteral("status"), 200},
            {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Content-Length"), 5}}}};
        QTest::newRow("line break in a value") << QJsonObject{
            {QStringLiteral("path"), path},
            {QStringLiteral("kind"), QStringLiteral("status")},
            {QStringLiteral("status"), 200},
            {QStringLiteral("headers"), QJsonObject{{QStringLiteral("X-A"), QStringLiteral("1\r\nX-B: 2")}}}};
        QTest::newRow("unknown kind") << QJsonObject{{QStringLiteral("path"), path},
                                                     {QStringLiteral("kind"), QStringLiteral("half")}};
    }
    void invalidRules()
    {
        QFETCH(QJsonObject, rule);
        QCOMPARE(addFaultStatus(rule), 400);
    }
};

QTEST_GUILESS_MAIN(TestSandboxFaultsAfterService)
#include "tst_sandbox_faults_after_service.moc"
