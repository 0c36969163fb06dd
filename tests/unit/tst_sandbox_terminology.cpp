// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The terminology module called directly: every row of the contract's terminology table, in GET and
// POST form, and every error case.

#include "core/common/clock.h"
#include "labterminologyfixture.h"
#include "sandbox/server/sandboxcontext.h"
#include "sandbox/services/terminology/terminologygeneratedset.h"
#include "sandbox/services/terminology/terminologymodule.h"

#include <QTest>

using namespace cliniclink;
using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::testing;

namespace {
const QString kPrefix = QStringLiteral("/nsi/fhir/term");
const QString kServices = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.31");
const QString kGenerated = QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.9999");
} // namespace

class TestSandboxTerminology : public QObject {
    Q_OBJECT

private:
    ManualClock m_clock;
    std::unique_ptr<SandboxContext> m_context;
    TerminologyModule *m_module = nullptr;

    Reply get(const QString &path, const QByteArray &token = kToken)
    {
        return call(*m_module, kPrefix, makeRequest("GET", kPrefix + path, {}, token));
    }
    Reply post(const QString &path, const QJsonObject &body, const QByteArray &token = kToken)
    {
        return call(*m_module, kPrefix, makeRequest("POST", kPrefix + path, body, token));
    }
    static QString issueCode(const Reply &r)
    {
        const QJsonArray issues = r.json.value(u"issue").toArray();
        return issues.isEmpty() ? QString() : issues[0].toObject().value(u"code").toString();
    }
    static QString issueText(const Reply &r)
    {
        const QJsonArray issues = r.json.value(u"issue").toArray();
        return issues.isEmpty() ? QString() : issues[0].toObject().value(u"diagnostics").toString();
    }
    static QString resultString(const Reply &r, const QString &name)
    {
        return parameterOf(r.json, name).value(u"valueString").toString();
    }

private Q_SLOTS:
    // The large dictionary answers one attribute, and compares versions, without building records:
    // what it answers must be what the built records say.
    void generatedRecordsAnswerWithoutBeingBuilt()
    {
        GeneratedSetSpec spec;
        spec.seed = 7;
        spec.count = 500;
        spec.codePrefix = QStringLiteral("G-");
        spec.beginDate = QStringLiteral("2025-01-01");
        const GeneratedRecordSet first(spec);
        spec.revisionEvery = 7;
        spec.revisionTag = QStringLiteral("(ред. 2)");
        const GeneratedRecordSet second(spec);
        spec.seed = 8;
        const GeneratedRecordSet otherSeed(spec);
        for (int i = 0; i < spec.count; i += 3) {
            const QJsonObject built = second.attributes(i);
            for (const QString &name : built.keys())
                QCOMPARE(second.attribute(i, name), built.value(name).toString());
            QVERIFY(second.attribute(i, QStringLiteral("no such attribute")).isEmpty());
            const bool same = first.attributes(i) == second.attributes(i);
            QCOMPARE(second.sameRecord(i, first, i), same);
            QCOMPARE(first.sameRecord(i, second, i), same);
            QCOMPARE(second.sameRecord(i, otherSeed, i), second.attributes(i) == otherSeed.attributes(i));
            QVERIFY(!first.sameRecord(i, first, i + 1));
        }
    }

    // What the generated records read as, written out: the readers write into a buffer the search keeps
    // from record to record, and a longer value left there by another attribute must not show through.
    void generatedRecordsReadAsWritten()
    {
        GeneratedSetSpec spec;
        spec.seed = 7;
        spec.count = 500;
        spec.codePrefix = QStringLiteral("G-");
        spec.codeDigits = 6;
        spec.revisionEvery = 7;
        spec.revisionTag = QStringLiteral("(ред. 2)");
        spec.beginDate = QStringLiteral("2025-01-01");
        const GeneratedRecordSet set(spec);
        QCOMPARE(set.code(0), QStringLiteral("G-000001"));
        QCOMPARE(set.code(499), QStringLiteral("G-000500"));
        QCOMPARE(set.attribute(41, QStringLiteral("id")), QStringLiteral("42"));
        QVERIFY(set.attribute(41, QStringLiteral("nameShort")).endsWith(QStringLiteral(" №42")));
        QVERIFY(set.display(40).endsWith(QStringLiteral(" №41")));
        QVERIFY(set.display(6).endsWith(QStringLiteral(" №7 (ред. 2)")));
        QCOMPARE(set.attribute(6, QStringLiteral("beginDate")), spec.beginDate);

        QString buffer = QString(200, u'x');
        const auto code = set.attributeReader(QStringLiteral("code"));
        const auto id = set.attributeReader(QStringLiteral("id"));
        const auto display = set.attributeReader(QStringLiteral("display"));
        QCOMPARE(display(6, buffer).toString(), set.display(6));
        QCOMPARE(code(9, buffer).toString(), QStringLiteral("G-000010"));
        QCOMPARE(id(9, buffer).toString(), QStringLiteral("10"));
        QCOMPARE(display(9, buffer).toString(), set.display(9));

        spec.codeDigits = 2; // more records than two digits number: codes grow, never cut
        const GeneratedRecordSet narrow(spec);
        QCOMPARE(narrow.code(4), QStringLiteral("G-05"));
        QCOMPARE(narrow.code(199), QStringLiteral("G-200"));
    }

    void initTestCase()
    {
        m_context = std::make_unique<SandboxContext>(&m_clock);
        const QJsonObject fixtures = labTerminologyFixtures();
        QVERIFY(fixtures.contains(u"terminology"));
        m_context->loadParties(fixtures);
        auto module = std::make_unique<TerminologyModule>(*m_context);
        m_module = module.get();
        m_context->addModule(std::move(module));
        m_module->load(fixtures);
        QVERIFY2(m_module->loadError().isEmpty(), qPrintable(m_module->loadError()));
    }

    void version()
    {
        const Reply r = get(QStringLiteral("/version"));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"version").toString(), QStringLiteral("3.2.1"));
        QVERIFY(get(QStringLiteral("/version?_format=json"), {}).status == 200);
    }

    void passportSearch()
    {
        const Reply r = get(QStringLiteral("/ValueSet?url=urn:oid:1.2.643.2.69.1.1.1.31&_format=json"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("searchset"));
        const QJsonArray entries = r.json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 1);
        const QJsonObject vs = entries[0].toObject().value(u"resource").toObject();
        QCOMPARE(vs.value(u"resourceType").toString(), QStringLiteral("ValueSet"));
        QCOMPARE(vs.value(u"id").toString(), QStringLiteral("1.2.643.2.69.1.1.1.31"));
        QCOMPARE(vs.value(u"url").toString(), kServices);
        QCOMPARE(vs.value(u"version").toString(), QStringLiteral("1.2"));
        QCOMPARE(vs.value(u"meta").toObject().value(u"versionId").toString(), QStringLiteral("1.2"));
        QVERIFY(!vs.value(u"meta").toObject().value(u"lastUpdated").toString().isEmpty());
        QCOMPARE(vs.value(u"name").toString(), QStringLiteral("Лабораторные услуги"));
        QCOMPARE(vs.value(u"status").toString(), QStringLiteral("active"));
        QVERIFY(vs.contains(u"publisher"));
        QVERIFY(vs.value(u"useContext").isArray());
        QCOMPARE(vs.value(u"experimental").toBool(true), false);

        const Reply unknown = get(QStringLiteral("/ValueSet?url=urn:oid:1.2.3.4.5"), {});
        QCOMPARE(unknown.status, 200);
        QCOMPARE(unknown.json.value(u"resourceType").toString(), QStringLiteral("Bundle"));
        QVERIFY(unknown.json.value(u"entry").toArray().isEmpty());
    }

    void organizationsDictionaryFollowsParties()
    {
        QCOMPARE(m_module->checkCode(QStringLiteral("1.2.643.2.69.1.1.1.64"), QLatin1String(kClinicOrg)),
                 TerminologyModule::CodeStatus::Valid);
    }

    void versions()
    {
        const Reply r = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/$versions"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(resultString(r, QStringLiteral("result")),
                 QStringLiteral("1.0 (2024-03-01), 1.1 (2025-02-10), 1.2 (2025-11-20)"));
        const Reply unknown = get(QStringLiteral("/ValueSet/1.2.3.4/$versions"), {});
        QCOMPARE(unknown.status, 200);
        const QJsonObject result = parameterOf(unknown.json, QStringLiteral("result"));
        QCOMPARE(result.value(u"name").toString(), QStringLiteral("result"));
        QVERIFY(!result.contains(u"valueString"));
        const Reply viaPost =
            post(QStringLiteral("/ValueSet/$versions"), parametersBody({{QStringLiteral("system"), kServices}}));
        QCOMPARE(resultString(viaPost, QStringLiteral("result")), resultString(r, QStringLiteral("result")));
    }

    void expandPages()
    {
        const Reply r = post(QStringLiteral("/ValueSet/$expand"),
                             parametersBody({{QStringLiteral("system"), kGenerated},
                                             {QStringLiteral("count"), 100},
                                             {QStringLiteral("offset"), 500}}));
        QCOMPARE(r.status, 200);
        QCOMPARE(parameterOf(r.json, QStringLiteral("total")).value(u"valueInteger").toInt(), 100000);
        const QJsonObject vs = parameterOf(r.json, QStringLiteral("return")).value(u"resource").toObject();
        const QJsonObject expansion = vs.value(u"expansion").toObject();
        const QJsonArray contains = expansion.value(u"contains").toArray();
        QCOMPARE(contains.size(), 100);
        QCOMPARE(contains[0].toObject().value(u"code").toString(), QStringLiteral("SYN-000501"));
        QVERIFY(!contains[0].toObject().value(u"display").toString().isEmpty());
        QCOMPARE(contains[0].toObject().value(u"version").toString(), QStringLiteral("2"));
        QVERIFY(!expansion.value(u"timestamp").toString().isEmpty());
        QCOMPARE(parameterOf(expansion, QStringLiteral("total")).value(u"valueInteger").toInt(), 100000);

        // GET form, string values, an older version, the tail page.
        const Reply tail =
            get(QStringLiteral("/ValueSet/$expand?system=%1&version=1&count=100&offset=99950").arg(kGenerated));
        QCOMPARE(tail.status, 200);
        const QJsonArray tailContains = parameterOf(tail.json, QStringLiteral("return"))
                                            .value(u"resource")
                                            .toObject()
                                            .value(u"expansion")
                                            .toObject()
                                            .value(u"contains")
                                            .toArray();
        QCOMPARE(tailContains.size(), 50);
        QCOMPARE(tailContains.last().toObject().value(u"code").toString(), QStringLiteral("SYN-100000"));

        const Reply small = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.30/$expand"));
        QCOMPARE(parameterOf(small.json, QStringLiteral("total")).value(u"valueInteger").toInt(), 4);
    }

    void expandErrors()
    {
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"), parametersBody({{QStringLiteral("system"), kGenerated}}), {})
                     .status,
                 401);
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"), parametersBody({{QStringLiteral("system"), kGenerated}}),
                      "bad-token")
                     .status,
                 401);
        const Reply noSystem =
            post(QStringLiteral("/ValueSet/$expand"), parametersBody({{QStringLiteral("count"), 10}}));
        QCOMPARE(noSystem.status, 400);
        QCOMPARE(noSystem.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"),
                      parametersBody(
                          {{QStringLiteral("system"), kGenerated}, {QStringLiteral("count"), QStringLiteral("abc")}}))
                     .status,
                 400);
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"),
                      parametersBody({{QStringLiteral("system"), kGenerated}, {QStringLiteral("offset"), -1}}))
                     .status,
                 400);
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"),
                      parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.3")}}))
                     .status,
                 404);
        QCOMPARE(post(QStringLiteral("/ValueSet/$expand"),
                      parametersBody(
                          {{QStringLiteral("system"), kServices}, {QStringLiteral("version"), QStringLiteral("9.9")}}))
                     .status,
                 404);
        SandboxRequest bad = makeRequest("POST", kPrefix + QStringLiteral("/ValueSet/$expand"));
        bad.body = "{not json";
        const Reply malformed = call(*m_module, kPrefix, bad);
        QCOMPARE(malformed.status, 400);
        QCOMPARE(malformed.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
    }

    void lookup()
    {
        const Reply r = post(QStringLiteral("/ValueSet/$lookup"),
                             parametersBody({{QStringLiteral("system"), kServices},
                                             {QStringLiteral("code"), QStringLiteral("A09.05.023")},
                                             {QStringLiteral("version"), QStringLiteral("1.1")}}));
        QCOMPARE(r.status, 200);
        QCOMPARE(resultString(r, QStringLiteral("display")), QStringLiteral("Исследование уровня глюкозы в крови"));
        QCOMPARE(resultString(r, QStringLiteral("nameShort")), QStringLiteral("Глюкоза крови"));
        QCOMPARE(resultString(r, QStringLiteral("code")), QStringLiteral("A09.05.023"));
        QVERIFY(!resultString(r, QStringLiteral("id")).isEmpty());
        QCOMPARE(resultString(r, QStringLiteral("region")), QStringLiteral("77"));
        QCOMPARE(resultString(r, QStringLiteral("beginDate")), QStringLiteral("2024-03-01"));

        const Reply older =
            get(QStringLiteral("/ValueSet/$lookup?system=%1&code=A09.05.023&version=1.0").arg(kServices));
        QCOMPARE(resultString(older, QStringLiteral("nameShort")), QStringLiteral("Глюкоза"));

        const Reply generated = post(QStringLiteral("/ValueSet/$lookup"),
                                     parametersBody({{QStringLiteral("system"), kGenerated},
                                                     {QStringLiteral("code"), QStringLiteral("SYN-012345")}}));
        QCOMPARE(generated.status, 200);
        QVERIFY(resultString(generated, QStringLiteral("display")).endsWith(QStringLiteral("№12345")));
    }

    void lookupErrors()
    {
        const QJsonObject body = parametersBody(
            {{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("A09.05.023")}});
        QCOMPARE(post(QStringLiteral("/ValueSet/$lookup"), body, {}).status, 401);
        QCOMPARE(
            post(QStringLiteral("/ValueSet/$lookup"), parametersBody({{QStringLiteral("system"), kServices}})).status,
            400);
        const Reply unknownCode = post(
            QStringLiteral("/ValueSet/$lookup"),
            parametersBody({{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("X")}}));
        QCOMPARE(unknownCode.status, 404);
        QCOMPARE(issueCode(unknownCode), QStringLiteral("not-found"));
        QCOMPARE(post(QStringLiteral("/ValueSet/$lookup"),
                      parametersBody({{QStringLiteral("system"), kGenerated},
                                      {QStringLiteral("code"), QStringLiteral("SYN-100001")}}))
                     .status,
                 404);
        // A removed record is unknown in the version without it.
        QCOMPARE(post(QStringLiteral("/ValueSet/$lookup"),
                      parametersBody({{QStringLiteral("system"), kServices},
                                      {QStringLiteral("code"), QStringLiteral("A12.05.005")}}))
                     .status,
                 404);
        const QJsonObject notParameters{{QStringLiteral("resourceType"), QStringLiteral("Patient")}};
        QCOMPARE(post(QStringLiteral("/ValueSet/$lookup"), notParameters).status, 400);
    }

    void validateCode()
    {
        const Reply ok =
            post(QStringLiteral("/ValueSet/$validate-code"),
                 parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1381")},
                                 {QStringLiteral("code"), QStringLiteral("DET")}}));
        QCOMPARE(ok.status, 200);
        QCOMPARE(parameterOf(ok.json, QStringLiteral("result")).value(u"valueBoolean").toBool(), true);
        const Reply no =
            get(QStringLiteral("/ValueSet/$validate-code?system=urn:oid:1.2.643.5.1.13.13.11.1381&code=XYZ"));
        QCOMPARE(no.status, 200);
        QCOMPARE(parameterOf(no.json, QStringLiteral("result")).value(u"valueBoolean").toBool(true), false);
        const Reply noDictionary = get(QStringLiteral("/ValueSet/$validate-code?system=urn:oid:1.2.3&code=1"));
        QCOMPARE(parameterOf(noDictionary.json, QStringLiteral("result")).value(u"valueBoolean").toBool(true), false);
        const Reply removed =
            get(QStringLiteral("/ValueSet/$validate-code?system=%1&code=A12.05.005&version=1.0").arg(kServices));
        QCOMPARE(parameterOf(removed.json, QStringLiteral("result")).value(u"valueBoolean").toBool(), true);
        QCOMPARE(get(QStringLiteral("/ValueSet/$validate-code?system=%1&code=1").arg(kServices), {}).status, 401);
        QCOMPARE(get(QStringLiteral("/ValueSet/$validate-code?code=1")).status, 400);
    }

    void translateSingleSeveralNone()
    {
        const Reply one =
            post(QStringLiteral("/ConceptMap/translate"),
                 parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                 {QStringLiteral("code"), QStringLiteral("2")},
                                 {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")}}),
                 {});
        QCOMPARE(one.status, 200);
        QCOMPARE(parameterOf(one.json, QStringLiteral("result")).value(u"valueBoolean").toBool(), true);
        QCOMPARE(resultString(one, QStringLiteral("match")), QStringLiteral("Ж"));

        const Reply reverse =
            post(QStringLiteral("/ConceptMap/translate"),
                 parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")},
                                 {QStringLiteral("code"), QStringLiteral("М")},
                                 {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                 {QStringLiteral("reverse"), true}}));
        QCOMPARE(resultString(reverse, QStringLiteral("match")), QStringLiteral("1"));

        const Reply several =
            get(QStringLiteral("/ConceptMap/translate?system=%1&code=B03.016.003&target=urn:oid:1.2.643.2.69.1.1.1.1")
                    .arg(kServices));
        QCOMPARE(parameterOf(several.json, QStringLiteral("result")).value(u"valueBoolean").toBool(), true);
        const QJsonArray parts = parameterOf(several.json, QStringLiteral("match")).value(u"part").toArray();
        QCOMPARE(parts.size(), 6);
        QCOMPARE(parts[0].toObject().value(u"name").toString(), QStringLiteral("code"));
        QCOMPARE(parts[0].toObject().value(u"valueString").toString(), QStringLiteral("1001"));

        const Reply none =
            post(QStringLiteral("/ConceptMap/translate"),
                 parametersBody({{QStringLiteral("system"), kServices},
                                 {QStringLiteral("code"), QStringLiteral("NOPE")},
                                 {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1")}}));
        QCOMPARE(none.status, 200);
        QCOMPARE(parameterOf(none.json, QStringLiteral("result")).value(u"valueBoolean").toBool(true), false);

        // The date bounds a mapping: the blood group test left the service in 2025.
        const QJsonObject dated =
            parametersBody({{QStringLiteral("system"), kServices},
                            {QStringLiteral("code"), QStringLiteral("A12.05.005")},
                            {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.1")},
                            {QStringLiteral("date"), QStringLiteral("2024-06-01 10:00:00.000000")}});
        QCOMPARE(resultString(post(QStringLiteral("/ConceptMap/translate"), dated), QStringLiteral("match")),
                 QStringLiteral("1030"));
        QJsonObject late = dated;
        QJsonArray params = late.value(u"parameter").toArray();
        params[3] = QJsonObject{{QStringLiteral("name"), QStringLiteral("date")},
                                {QStringLiteral("valueString"), QStringLiteral("2025-06-01 10:00:00.000000")}};
        late.insert(QStringLiteral("parameter"), params);
        QCOMPARE(parameterOf(post(QStringLiteral("/ConceptMap/translate"), late).json, QStringLiteral("result"))
                     .value(u"valueBoolean")
                     .toBool(true),
                 false);
    }

    void translateProblems()
    {
        const Reply unknown =
            post(QStringLiteral("/ConceptMap/translate"),
                 parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.3.4")},
                                 {QStringLiteral("code"), QStringLiteral("1")},
                                 {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")}}));
        QCOMPARE(unknown.status, 200);
        QCOMPARE(unknown.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QCOMPARE(issueCode(unknown), QStringLiteral("not-found"));

        const QJsonObject pair =
            parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.33")},
                            {QStringLiteral("code"), QStringLiteral("1")},
                            {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.34")}});
        const Reply ambiguous = post(QStringLiteral("/ConceptMap/translate"), pair);
        QCOMPARE(ambiguous.status, 200);
        QCOMPARE(ambiguous.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QCOMPARE(ambiguous.json.value(u"issue").toArray().size(), 1);
        QCOMPARE(ambiguous.json.value(u"issue").toArray().first().toObject().value(u"severity").toString(),
                 QStringLiteral("error"));
        QVERIFY2(issueText(ambiguous).contains(QStringLiteral("несколько")), qPrintable(issueText(ambiguous)));

        QJsonObject chosen = pair;
        QJsonArray params = chosen.value(u"parameter").toArray();
        params.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("coding")},
                        {QStringLiteral("valueCoding"),
                         QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.134")}}}});
        chosen.insert(QStringLiteral("parameter"), params);
        const Reply resolved = post(QStringLiteral("/ConceptMap/$translate"), chosen);
        QCOMPARE(parameterOf(resolved.json, QStringLiteral("match")).value(u"part").toArray().size(), 2);

        params.replace(params.size() - 1,
                       QJsonObject{{QStringLiteral("name"), QStringLiteral("coding")},
                                   {QStringLiteral("valueCoding"),
                                    QJsonObject{{QStringLiteral("system"), QStringLiteral("urn:oid:9.9.9")}}}});
        chosen.insert(QStringLiteral("parameter"), params);
        const Reply badMapping = post(QStringLiteral("/ConceptMap/translate"), chosen);
        QCOMPARE(issueCode(badMapping), QStringLiteral("not-found"));
    }

    void batchInOrder()
    {
        auto entry = [](const QString &url, const QJsonObject &parameters) {
            return QJsonObject{
                {QStringLiteral("resource"), parameters},
                {QStringLiteral("request"),
                 QJsonObject{{QStringLiteral("method"), QStringLiteral("POST")}, {QStringLiteral("url"), url}}}};
        };
        const QJsonObject bundle{
            {QStringLiteral("resourceType"), QStringLiteral("Bundle")},
            {QStringLiteral("type"), QStringLiteral("batch")},
            {QStringLiteral("entry"),
             QJsonArray{
                 entry(QStringLiteral("ValueSet/$lookup"),
                       parametersBody({{QStringLiteral("system"), kServices},
                                       {QStringLiteral("code"), QStringLiteral("A09.05.020")}})),
                 entry(QStringLiteral("ValueSet/$validate-code"),
                       parametersBody(
                           {{QStringLiteral("system"), kServices}, {QStringLiteral("code"), QStringLiteral("nope")}})),
                 entry(QStringLiteral("translate"),
                       parametersBody({{QStringLiteral("system"), QStringLiteral("urn:oid:1.2.643.5.1.13.13.11.1040")},
                                       {QStringLiteral("code"), QStringLiteral("1")},
                                       {QStringLiteral("target"), QStringLiteral("urn:oid:1.2.643.2.69.1.1.1.39")}})),
                 entry(QStringLiteral("ValueSet/$lookup"),
                       parametersBody({{QStringLiteral("system"), kServices},
                                       {QStringLiteral("code"), QStringLiteral("missing")}}))}}};
        const Reply r = post(QStringLiteral("/batch"), bundle, {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("batch-response"));
        const QJsonArray entries = r.json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 4);
        QCOMPARE(parameterOf(entries[0].toObject().value(u"resource").toObject(), QStringLiteral("display"))
                     .value(u"valueString")
                     .toString(),
                 QStringLiteral("Исследование уровня креатинина в крови"));
        QCOMPARE(parameterOf(entries[1].toObject().value(u"resource").toObject(), QStringLiteral("result"))
                     .value(u"valueBoolean")
                     .toBool(true),
                 false);
        QCOMPARE(parameterOf(entries[2].toObject().value(u"resource").toObject(), QStringLiteral("match"))
                     .value(u"valueString")
                     .toString(),
                 QStringLiteral("М"));
        QCOMPARE(entries[3].toObject().value(u"response").toObject().value(u"status").toString(),
                 QStringLiteral("404 Not Found"));
        QCOMPARE(entries[0].toObject().value(u"response").toObject().value(u"status").toString(),
                 QStringLiteral("200 OK"));

        QCOMPARE(post(QStringLiteral("/batch"),
                      QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Bundle")},
                                  {QStringLiteral("type"), QStringLiteral("transaction")}})
                     .status,
                 400);
    }

    void attributeSearchGet()
    {
        const Reply r =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nameShort=глюкоза,креатинин"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("searchset"));
        QCOMPARE(r.json.value(u"total").toString(), QStringLiteral("2"));
        const QJsonArray entries = r.json.value(u"entry").toArray();
        QCOMPARE(entries.size(), 2);
        const QJsonObject first = entries[0].toObject().value(u"resource").toObject();
        QCOMPARE(first.value(u"resourceType").toString(), QStringLiteral("Parameters"));
        QCOMPARE(parameterOf(first, QStringLiteral("code")).value(u"valueString").toString(),
                 QStringLiteral("A09.05.023"));
        QVERIFY(parameterOf(first, QStringLiteral("eoOid")).contains(u"valueString"));

        // :cs is case-sensitive
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nameShort:cs=глюкоза"))
                     .json.value(u"total")
                     .toString(),
                 QStringLiteral("0"));
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nameShort:cs=Глюкоза"))
                     .json.value(u"total")
                     .toString(),
                 QStringLiteral("1"));
        // Several filters are all required.
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.0/_search?region=50&display=групп"))
                     .json.value(u"total")
                     .toString(),
                 QStringLiteral("1"));

        const Reply none = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?display=несуществующее"));
        QCOMPARE(none.status, 200);
        QCOMPARE(none.json.value(u"total").toString(), QStringLiteral("0"));
        QVERIFY(none.json.value(u"entry").isArray());
        QVERIFY(none.json.value(u"entry").toArray().isEmpty());

        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.3/1.0/_search?display=a")).status, 404);
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/7.7/_search?display=a")).status, 404);
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?_count=0")).status, 400);
    }

    void attributeSearchPagingAndPost()
    {
        const Reply page =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.9999/2/_search?display=глюкозы&_count=10&_page=3"));
        QCOMPARE(page.status, 200);
        QVERIFY(page.json.value(u"total").toString().toInt() > 1000);
        QCOMPARE(page.json.value(u"entry").toArray().size(), 10);

        const Reply viaPost = post(QStringLiteral("/ValueSet/_search"),
                                   parametersBody({{QStringLiteral("system"), kServices},
                                                   {QStringLiteral("version"), QStringLiteral("1.2")},
                                                   {QStringLiteral("display"), QStringLiteral("КРОВИ")},
                                                   {QStringLiteral("_count"), 2},
                                                   {QStringLiteral("_page"), 2}}));
        QCOMPARE(viaPost.status, 200);
        QCOMPARE(viaPost.json.value(u"total").toString(), QStringLiteral("6"));
        QCOMPARE(viaPost.json.value(u"entry").toArray().size(), 2);
    }

    // A filter on an attribute that is empty in every record (one the records lack, or endDate in the
    // generated dictionary) is decided once: it keeps no record, or every record when one of its
    // alternatives is blank, as the value-by-value comparison would.
    void attributeSearchOnAnAttributeNoRecordHas()
    {
        const QString generated = QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.9999/2/_search?");
        const auto total = [](const Reply &r) { return r.json.value(u"total").toString(); };
        const Reply region = get(generated + QStringLiteral("region=77&_count=1"));
        QCOMPARE(region.status, 200);
        QVERIFY(total(region).toInt() > 1000);
        QCOMPARE(total(get(generated + QStringLiteral("nosuch=77&_count=1"))), QStringLiteral("0"));
        QCOMPARE(total(get(generated + QStringLiteral("endDate=2025&_count=1"))), QStringLiteral("0"));
        const Reply blank = get(generated + QStringLiteral("region=77&nosuch=x,%20&_count=1"));
        QCOMPARE(total(blank), total(region));
        QCOMPARE(blank.json.value(u"entry"), region.json.value(u"entry"));
        QCOMPARE(total(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/1.2/_search?nosuch=a"))),
                 QStringLiteral("0"));
    }

    void versionsHistoryByNumber()
    {
        const Reply r = get(
            QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=1.0&high_version=1.1"), {});
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"type").toString(), QStringLiteral("searchset"));
        QCOMPARE(r.json.value(u"total").toString(), QStringLiteral("3"));
        QStringList operations;
        for (const QJsonValue &e : r.json.value(u"entry").toArray()) {
            const QJsonObject p = e.toObject().value(u"resource").toObject();
            operations.append(parameterOf(p, QStringLiteral("code")).value(u"valueString").toString() + u'='
                              + parameterOf(p, QStringLiteral("operation")).value(u"valueString").toString());
        }
        QCOMPARE(operations,
                 QStringList({QStringLiteral("A09.05.023=update"), QStringLiteral("A09.05.010=create"),
                              QStringLiteral("A12.05.005=delete")}));

        const Reply paged = get(QStringLiteral(
            "/ValueSet/1.2.643.2.69.1.1.1.9999/_versions_history?low_version=1&high_version=2&page=2&count=30"));
        QCOMPARE(paged.json.value(u"total").toString(), QStringLiteral("100"));
        QCOMPARE(paged.json.value(u"entry").toArray().size(), 30);
        // Every 1,000th record is revised in version 2, so the second page of 30 starts at the 31st.
        const QJsonObject firstOfPage2 =
            paged.json.value(u"entry").toArray().first().toObject().value(u"resource").toObject();
        QCOMPARE(parameterOf(firstOfPage2, QStringLiteral("code")).value(u"valueString").toString(),
                 QStringLiteral("SYN-031000"));
        QCOMPARE(parameterOf(firstOfPage2, QStringLiteral("operation")).value(u"valueString").toString(),
                 QStringLiteral("update"));

        const Reply viaPost = post(QStringLiteral("/ValueSet/_versions_history"),
                                   parametersBody({{QStringLiteral("system"), kServices},
                                                   {QStringLiteral("low_version"), QStringLiteral("1.0")},
                                                   {QStringLiteral("high_version"), QStringLiteral("1.2")}}));
        QCOMPARE(viaPost.json.value(u"total").toString(), QStringLiteral("4"));
    }

    // (page - 1) * count and offset + count overflowed (issue 19): a page far past the end came back
    // as the first page, and the offset wrapped under UBSan.
    void pagesFarPastTheEndAreEmpty()
    {
        const Reply search = get(QStringLiteral(
            "/ValueSet/1.2.643.2.69.1.1.1.9999/2/_search?display=глюкозы&_count=4&_page=4611686018427387905"));
        QCOMPARE(search.status, 200);
        QVERIFY(search.json.value(u"total").toString().toInt() > 1000);
        QCOMPARE(search.json.value(u"entry").toArray().size(), 0);

        const Reply history = get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.9999/_versions_history?low_version=1&"
                                                 "high_version=2&page=4611686018427387905&count=4"));
        QCOMPARE(history.status, 200);
        QCOMPARE(history.json.value(u"total").toString(), QStringLiteral("100"));
        QCOMPARE(history.json.value(u"entry").toArray().size(), 0);

        const Reply expand =
            get(QStringLiteral("/ValueSet/$expand?system=%1&count=100&offset=9223372036854775807").arg(kGenerated));
        QCOMPARE(expand.status, 200);
        const QJsonObject expansion = parameterOf(expand.json, QStringLiteral("return"))
                                          .value(u"resource")
                                          .toObject()
                                          .value(u"expansion")
                                          .toObject();
        QCOMPARE(expansion.value(u"contains").toArray().size(), 0);
        QCOMPARE(parameterOf(expansion, QStringLiteral("count")).value(u"valueInteger").toInt(), 0);
    }

    void versionsHistoryByDatetime()
    {
        const Reply r =
            post(QStringLiteral("/ValueSet/_versions_history"),
                 parametersBody({{QStringLiteral("system"), kServices},
                                 {QStringLiteral("low_version_datetime"), QStringLiteral("2025-03-01 00:00:00")},
                                 {QStringLiteral("high_version_datetime"), QStringLiteral("2025-12-01 00:00:00")}}));
        QCOMPARE(r.status, 200);
        QCOMPARE(r.json.value(u"total").toString(), QStringLiteral("1")); // 1.1 -> 1.2 adds ALT
        const Reply viaGet = get(QStringLiteral(
            "/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version_datetime=2024-05-01%2000:00:00"));
        QCOMPARE(viaGet.json.value(u"total").toString(), QStringLiteral("4"));
    }

    void versionsHistoryErrors()
    {
        const Reply reversed =
            get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=1.2&high_version=1.0"));
        QCOMPARE(reversed.status, 400);
        QCOMPARE(reversed.json.value(u"resourceType").toString(), QStringLiteral("OperationOutcome"));
        QVERIFY(issueText(reversed).contains(QStringLiteral("старшая")));
        const Reply reversedTimes =
            post(QStringLiteral("/ValueSet/_versions_history"),
                 parametersBody({{QStringLiteral("system"), kServices},
                                 {QStringLiteral("low_version_datetime"), QStringLiteral("2025-12-01 00:00:00")},
                                 {QStringLiteral("high_version_datetime"), QStringLiteral("2025-03-01 00:00:00")}}));
        QCOMPARE(reversedTimes.status, 400);

        auto notFound = [](const Reply &r) { return r.status == 404 && issueCode(r) == u"not-found"; };
        QVERIFY(notFound(get(
            QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/?low_version=0.9&high_version=1.0"))));
        QVERIFY(notFound(get(QStringLiteral("/ValueSet/1.2.3.4/_versions_history/?low_version=1.0"))));
        QVERIFY(notFound(
            post(QStringLiteral("/ValueSet/_versions_history"),
                 parametersBody({{QStringLiteral("system"), kServices},
                                 {QStringLiteral("low_version_datetime"), QStringLiteral("2020-01-01 00:00:00")}}))));
        QCOMPARE(get(QStringLiteral("/ValueSet/1.2.643.2.69.1.1.1.31/_versions_history/")).status, 400);
    }

    void unknownRoutes()
    {
        QCOMPARE(get(QStringLiteral("/CodeSystem/x")).status, 404);
        QCOMPARE(call(*m_module, kPrefix, makeRequest("DELETE", kPrefix + QStringLiteral("/version"))).status, 405);
    }
};

QTEST_GUILESS_MAIN(TestSandboxTerminology)
#include "tst_sandbox_terminology.moc"
