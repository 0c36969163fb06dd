// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Terminology over real HTTP on loopback, with the built-in fixtures: every row of the contract's
// terminology table (GET and POST forms), its error rows, and the auth choice.

#include "sandboxtestclient.h"

#include <QTest>

using namespace cliniclink;
using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

const QString kServices = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31");
const QString kGenerated = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.9999");

QJsonObject params(const QList<QPair<QString, QJsonValue>> &items)
{
    QJsonArray list;
    for (const auto &[name, value] : items) {
        QJsonObject p{{QStringLiteral("name"), name}};
        if (value.isBool())
            p.insert(QStringLiteral("valueBoolean"), value);
        else if (value.isDouble()) // the contract has no valueInteger: numbers travel as text
            p.insert(QStringLiteral("valueString"), QString::number(value.toInteger()));
        else if (value.isObject())
            p.insert(QStringLiteral("valueCoding"), value);
        else
            p.insert(QStringLiteral("valueString"), value);
        list.append(p);
    }
    return {{QStringLiteral("resourceType"), QStringLiteral("Parameters")}, {QStringLiteral("parameter"), list}};
}

QJsonObject param(const QJsonObject &parameters, const QString &name)
{
    for (const QJsonValue &p : parameters.value(u"parameter").toArray()) {
        if (p.toObject().value(u"name").toString() == name)
            return p.toObject();
    }
    return {};
}

QString issueCode(const HttpResult &r)
{
    const QJsonArray issues = r.object().value(u"issue").toArray();
    return issues.isEmpty() ? QString() : issues.first().toObject().value(u"code").toString();
}

} // namespace

class TestSandboxTerminologyHttp : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SandboxTestClient> m_client;
    static QString term(const QString &path) { return QStringLiteral("/nsi/fhir/term") + path; }
    HttpResult post(const QString &path, const QJsonObject &body) { return m_client->postJson(term(path), body); }
    HttpResult postAnonymous(const QString &path, const QJsonObject &body)
    {
        return m_client->send("POST", term(path), QJsonDocument(body).toJson(QJsonDocument::Compact),
                              {{"Content-Type", "application/json"}});
    }
    HttpResult get(const QString &path) { return m_client->send("GET", term(path)); }

private Q_SLOTS:
    void initTestCase()
    {
        m_client = std::make_unique<SandboxTestClient>();
        QVERIFY(m_client->start());
    }

    void versionAndPassport()
    {
        const HttpResult v = get(QStringLiteral("/version?_format=json"));
        QCOMPARE(v.status, 200);
        QVERIFY(v.contentType.startsWith("application/json"));
        QVERIFY(!v.object().value(u"version").toString().isEmpty());

        const HttpResult passport = get(QStringLiteral("/ValueSet?url=urn:oid:1.2.643.2.69.1.1.1.31&_format=json"));
        QCOMPARE(passport.status, 200);
        QCOMPARE(passport.object().value(u"entry").toArray().size(), 1);
        const HttpResult unknown = get(QStringLiteral("/ValueSet?url=urn:oid:1.2.3.4"));
        QCOMPARE(unknown.status, 200);
        QVERIFY(unknown.object().value(u"entry").toArray().isEmpty());
    }

    void versions()
    {
        const HttpResult r = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/$versions"));
        QCOMPARE(r.status, 200);
        QVERIFY(param(r.object(), QStringLiteral("result"))
                    .value(u"valueString")
                    .toString()
                    .startsWith(QStringLiteral("1.0 (2024-03-01)")));
        const HttpResult unknown = get(QStringLiteral("/ValueSet/1.2.3/$versions"));
        QVERIFY(!param(unknown.object(), QStringLiteral("result")).contains(u"valueString"));
    }

    void expandLookupValidateNeedToken()
    {
        const QJsonObject lookup =
            params({{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("A09.05.020")}});
        QCOMPARE(postAnonymous(QStringLiteral("/ValueSet/$lookup"), lookup).status, 401);
        QCOMPARE(postAnonymous(QStringLiteral("/ValueSet/$validate-code"), lookup).status, 401);
        QCOMPARE(postAnonymous(QStringLiteral("/ValueSet/$expand"), lookup).status, 401);
        QCOMPARE(m_client
                     ->postJson(term(QStringLiteral("/ValueSet/$lookup")), lookup,
                                QStringLiteral("00000000-0000-0000-0000-000000000000"))
                     .status,
                 401);

        const HttpResult ok = post(QStringLiteral("/ValueSet/$lookup"), lookup);
        QCOMPARE(ok.status, 200);
        QCOMPARE(param(ok.object(), QStringLiteral("display")).value(u"valueString").toString(),
                 QStringLiteral("Исследование уровня креатинина в крови"));
        const HttpResult viaGet = m_client->getWithToken(
            term(QStringLiteral("/ValueSet/$lookup?system=%1&code=A09.05.020&_format=json").arg(kServices)));
        QCOMPARE(viaGet.status, 200);
        QCOMPARE(post(QStringLiteral("/ValueSet/$lookup"),
                      params({{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("X")}}))
                     .status,
                 404);

        const HttpResult valid = post(QStringLiteral("/ValueSet/$validate-code"), lookup);
        QCOMPARE(param(valid.object(), QStringLiteral("result")).value(u"valueBoolean").toBool(), true);
        const HttpResult invalid =
            m_client->getWithToken(term(QStringLiteral("/ValueSet/$validate-code?system=%1&code=X").arg(kServices)));
        QCOMPARE(param(invalid.object(), QStringLiteral("result")).value(u"valueBoolean").toBool(true), false);
    }

    void expand()
    {
        const HttpResult r = post(QStringLiteral("/ValueSet/$expand"),
                                  params({{QStringLiteral("system"), kGenerated},
                                          {QStringLiteral("count"), 100},
                                          {QStringLiteral("offset"), 1000}}));
        QCOMPARE(r.status, 200);
        QCOMPARE(param(r.object(), QStringLiteral("total")).value(u"valueInteger").toInt(), 100000);
        const QJsonObject expansion =
            param(r.object(), QStringLiteral("return")).value(u"resource").toObject().value(u"expansion").toObject();
        QCOMPARE(expansion.value(u"contains").toArray().size(), 100);
        QCOMPARE(expansion.value(u"contains").toArray()[0].toObject().value(u"code").toString(),
                 QStringLiteral("SYN-001001"));
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"), params({{QStringLiteral("count"), 1}})).status, 400);
    }

    void translateRows()
    {
        const HttpResult one =
            postAnonymous(QStringLiteral("/ConceptMap/translate"),
                          params({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                  {QStringLiteral("code"), QStringLiteral("1")},
                                  {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")}}));
        QCOMPARE(one.status, 200);
        QCOMPARE(param(one.object(), QStringLiteral("match")).value(u"valueString").toString(), QStringLiteral("М"));
        const HttpResult several =
            get(QStringLiteral("/ConceptMap/translate?system=%1&code=B03.016.006&target=urn:oid:1.2.643.2.69.1.1.1.1")
                    .arg(kServices));
        QCOMPARE(param(several.object(), QStringLiteral("match")).value(u"part").toArray().size(), 4);
        const HttpResult none =
            get(QStringLiteral("/ConceptMap/translate?system=%1&code=ZZZ&target=urn:oid:1.2.643.2.69.1.1.1.1")
                    .arg(kServices));
        QCOMPARE(param(none.object(), QStringLiteral("result")).value(u"valueBoolean").toBool(true), false);
        const HttpResult unknown = get(
            QStringLiteral("/ConceptMap/translate?system=urn:oid:5.5.5&code=1&target=urn:oid:1.2.643.2.69.1.1.1.1"));
        QCOMPARE(unknown.status, 200);
        QCOMPARE(issueCode(unknown), QStringLiteral("not-found"));
        const HttpResult ambiguous = get(QStringLiteral(
            "/ConceptMap/translate?system=urn:oid:1.2.643.2.69.1.1.1.33&code=1&target=urn:oid:1.2.643.2.69.1.1.1.34"));
        QCOMPARE(ambiguous.status, 200);
        QCOMPARE(ambiguous.object().value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QCOMPARE(ambiguous.object().value(u"issue").toArray()[0].toObject().value(u"severity").toString(),
                 QStringLiteral("error"));
    }

    void batch()
    {
        auto entry = [](const QString &url, const QJsonObject &p) {
            return QJsonObject{
                {QStringLiteral("resource"), p},
                {QStringLiteral("request"),
                 QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")}, {QStringLiteral("url"), url}}}};
        };
        const QJsonObject bundle{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("batch")},
            {QStringLiteral("entry"),
             QJsonArray{entry(QStringLiteral("ValueSet/$validate-code"),
                              params({{QStringLiteral("system"), kServices},
                                      {QStringLiteral("code"), QStringLiteral("A09.05.017")}})),
                        entry(QStringLiteral("ValueSet/$lookup"),
                              params({{QStringLiteral("system"), kGenerated},
                                      {QStringLiteral("code"), QStringLiteral("SYN-000007")}})),
                        entry(QStringLiteral("translate"),
                              params({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                      {QStringLiteral("code"), QStringLiteral("2")},
                                      {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")}}))}}};
        const HttpResult r = postAnonymous(QStringLiteral("/batch"), bundle);
        QCOMPARE(r.status, 200);
        const QJsonArray entries = r.object().value(u"entry").toArray();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(param(entries[0].toObject().value(u"resource").toObject(), QStringLiteral("result"))
                     .value(u"valueBoolean")
                     .toBool(),
                 true);
        QCOMPARE(param(entries[1].toObject().value(u"resource").toObject(), QStringLiteral("code"))
                     .value(u"valueString")
                     .toString(),
                 QStringLiteral("SYN-000007"));
        QCOMPARE(param(entries[2].toObject().value(u"resource").toObject(), QStringLiteral("match"))
                     .value(u"valueString")
                     .toString(),
                 QStringLiteral("Ж"));
    }

    // The contract's Parameters carry valueString, valueBoolean, valueCoding, resource or part only;
    // the platform refuses anything else, so the sandbox does too: 400 with an issue naming the
    // parameter, in every operation that takes Parameters and in each batch entry.
    void valueTypesOutsideTheContractAreRefused()
    {
        auto withValue = [](QJsonObject body, const QString &name, const QString &key, const QJsonValue &value) {
            QJsonArray list = body.value(u"parameter").toArray();
            list.append(QJsonObject{{QStringLiteral("name"), name}, {key, value}});
            body.insert(QStringLiteral("parameter"), list);
            return body;
        };
        auto refusedNaming = [](const HttpResult &r, const QString &name) {
            const QJsonObject issue = r.object().value(u"issue").toArray().first().toObject();
            return r.status == 400 && r.object().value(u"resourceType").toString() == u"OperationOutcome"
                && issue.value(u"code").toString() == u"invalid"
                && issue.value(u"diagnostics").toString().contains(name);
        };
        const QJsonObject system = params({{QStringLiteral("system"), kGenerated}});
        QVERIFY(refusedNaming(post(QStringLiteral("/ValueSet/$expand"),
                                   withValue(system, QStringLiteral("count"), QStringLiteral("valueInteger"), 10)),
                              QStringLiteral("count")));
        QVERIFY(refusedNaming(post(QStringLiteral("/ValueSet/$expand"),
                                   withValue(system, QStringLiteral("offset"), QStringLiteral("valueDecimal"), 1.5)),
                              QStringLiteral("offset")));
        // The same numbers as text are what the contract writes.
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"),
                      withValue(system, QStringLiteral("count"), QStringLiteral("valueString"), QStringLiteral("10")))
                     .status,
                 200);
        const QJsonObject services = params({{QStringLiteral("system"), kServices}});
        QVERIFY(refusedNaming(
            postAnonymous(QStringLiteral("/ValueSet/_search"),
                          withValue(services, QStringLiteral("_count"), QStringLiteral("valueInteger"), 1)),
            QStringLiteral("_count")));
        QVERIFY(refusedNaming(
            postAnonymous(QStringLiteral("/ValueSet/_search"),
                          withValue(services, QStringLiteral("_page"), QStringLiteral("valueUnsignedInt"), 1)),
            QStringLiteral("_page")));
        QVERIFY(refusedNaming(postAnonymous(QStringLiteral("/ValueSet/_versions_history"),
                                            withValue(params({{QStringLiteral("system"), kServices},
                                                              {QStringLiteral("low_version"), QStringLiteral("1.0")}}),
                                                      QStringLiteral("page"), QStringLiteral("valueInteger"), 1)),
                              QStringLiteral("page")));
        QVERIFY(refusedNaming(post(QStringLiteral("/ValueSet/$validate-code"),
                                   withValue(services, QStringLiteral("code"), QStringLiteral("valueCode"),
                                             QStringLiteral("A09.05.017"))),
                              QStringLiteral("code")));
        // A part is a parameter of its own: its value is checked too.
        QJsonObject nested =
            params({{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("1")}});
        QJsonArray list = nested.value(u"parameter").toArray();
        list.append(QJsonObject{{QStringLiteral("name"), QStringLiteral("filter")},
                                {QStringLiteral("part"),
                                 QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("limit")},
                                                        {QStringLiteral("valueInteger"), 3}}}}});
        nested.insert(QStringLiteral("parameter"), list);
        QVERIFY(refusedNaming(postAnonymous(QStringLiteral("/ConceptMap/translate"), nested),
                              QStringLiteral("filter.limit")));

        // In a batch the entry is refused, the others are answered.
        auto entry = [](const QString &url, const QJsonObject &p) {
            return QJsonObject{
                {QStringLiteral("resource"), p},
                {QStringLiteral("request"),
                 QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")}, {QStringLiteral("url"), url}}}};
        };
        const QJsonObject bundle{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("batch")},
            {QStringLiteral("entry"),
             QJsonArray{entry(QStringLiteral("ValueSet/$lookup"),
                              withValue(services, QStringLiteral("code"), QStringLiteral("valueInteger"), 7)),
                        entry(QStringLiteral("ValueSet/$validate-code"),
                              params({{QStringLiteral("system"), kServices},
                                      {QStringLiteral("code"), QStringLiteral("A09.05.017")}}))}}};
        const HttpResult r = postAnonymous(QStringLiteral("/batch"), bundle);
        QCOMPARE(r.status, 200);
        const QJsonArray entries = r.object().value(u"entry").toArray();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].toObject().value(u"response").toObject().value(u"status").toString(),
                 QStringLiteral("400 Bad Request"));
        const QJsonObject outcome = entries[0].toObject().value(u"resource").toObject();
        QCOMPARE(outcome.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QVERIFY(
            outcome.value(u"issue").toArray().first().toObject().value(u"diagnostics").toString().contains(u"code"));
        QCOMPARE(entries[1].toObject().value(u"response").toObject().value(u"status").toString(),
                 QStringLiteral("200 OK"));
    }

    // The contract writes translate's target as "oids" where system carries urn:oid:; both forms are
    // taken, in a body, in a query and in a batch entry (the client sends urn:oid:, docs/sandbox.md).
    void translateTargetInBothForms_data()
    {
        QTest::addColumn<QString>("target");
        QTest::newRow("bare oid") << QStringLiteral("1.2.643.2.69.1.1.1.39");
        QTest::newRow("urn:oid") << QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39");
    }

    void translateTargetInBothForms()
    {
        QFETCH(QString, target);
        const QJsonObject body =
            params({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                    {QStringLiteral("code"), QStringLiteral("1")},
                    {QStringLiteral("target"), target}});
        const HttpResult viaPost = postAnonymous(QStringLiteral("/ConceptMap/translate"), body);
        QCOMPARE(viaPost.status, 200);
        QCOMPARE(param(viaPost.object(), QStringLiteral("match")).value(u"valueString").toString(),
                 QStringLiteral("М"));
        const HttpResult viaGet =
            get(QStringLiteral("/ConceptMap/translate?system=urn:oid:1.2.643.5.1.13.13.11.1040&code=1&target=%1")
                    .arg(target));
        QCOMPARE(param(viaGet.object(), QStringLiteral("match")).value(u"valueString").toString(), QStringLiteral("М"));
        const QJsonObject bundle{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("batch")},
            {QStringLiteral("entry"),
             QJsonArray{QJsonObject{{QStringLiteral("resource"), body},
                                    {QStringLiteral("request"),
                                     QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")},
                                                 {QStringLiteral("url"), QStringLiteral("translate")}}}}}}};
        const QJsonArray entries = postAnonymous(QStringLiteral("/batch"), bundle).object().value(u"entry").toArray();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(param(entries[0].toObject().value(u"resource").toObject(), QStringLiteral("match"))
                     .value(u"valueString")
                     .toString(),
                 QStringLiteral("М"));
        // An unknown target is refused in either form with the bare OID in the text.
        const QString unknown = target.startsWith(u"urn:") ? QStringLiteral("urn:oid:5.5.5") : QStringLiteral("5.5.5");
        const HttpResult none =
            postAnonymous(QStringLiteral("/ConceptMap/translate"),
                          params({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                  {QStringLiteral("code"), QStringLiteral("1")},
                                  {QStringLiteral("target"), unknown}}));
        QCOMPARE(issueCode(none), QStringLiteral("not-found"));
    }

    void attributeSearch()
    {
        const HttpResult r =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nameShort=ОАК,ОАМ&_count=1&_page=2"));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"total").toString(), QStringLiteral("2"));
        QCOMPARE(r.object().value(u"entry").toArray().size(), 1);
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nameShort:cs=оак"))
                     .object()
                     .value(u"total")
                     .toString(),
                 QStringLiteral("0"));
        const HttpResult viaPost = postAnonymous(QStringLiteral("/ValueSet/_search"),
                                                 params({{QStringLiteral("system"), kServices},
                                                         {QStringLiteral("version"), QStringLiteral("1.0")},
                                                         {QStringLiteral("code"), QStringLiteral("A09")}}));
        QCOMPARE(viaPost.object().value(u"total").toString(), QStringLiteral("3"));
        const HttpResult none = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?display=qqq"));
        QCOMPARE(none.object().value(u"total").toString(), QStringLiteral("0"));
        QVERIFY(none.object().value(u"entry").toArray().isEmpty());
    }

    void versionsHistory()
    {
        const HttpResult r = get(QStringLiteral(
            "/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=1.0&high_version=1.1&page=1&count=10"));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"total").toString(), QStringLiteral("3"));
        const HttpResult byTime =
            postAnonymous(QStringLiteral("/ValueSet/_versions_history"),
                          params({{QStringLiteral("system"), kServices},
                                  {QStringLiteral("low_version_datetime"), QStringLiteral("2024-06-01 00:00:00")},
                                  {QStringLiteral("high_version_datetime"), QStringLiteral("2025-03-01 00:00:00")}}));
        QCOMPARE(byTime.object().value(u"total").toString(), QStringLiteral("3"));
        const HttpResult reversed =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=1.1&high_version=1.0"));
        QCOMPARE(reversed.status, 400);
        QCOMPARE(reversed.object().value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        const HttpResult unknownVersion =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=0.1"));
        QCOMPARE(unknownVersion.status, 404);
        QCOMPARE(issueCode(unknownVersion), QStringLiteral("not-found"));
        QCOMPARE(get(QStringLiteral("/ValueSet/9.9.9/_versions_history/?low_version=1.0")).status, 404);
    }
};

QTEST_GUILESS_MAIN(TestSandboxTerminologyHttp)
#include "tst_sandbox_terminology_http.moc"
