// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The terminology readers and request builders on the contract's shapes (platform-api.md, C
// Terminology): passports, the "<version> (<date>)" list, $expand pages (nested contains, total as a
// parameter or in the expansion), translate's three answers and its 200 OperationOutcome, the
// searchset with a string total, and a batch-response read back in order.

#include "core/fhir/fhirparameters.h"
#include "core/terminology/terminologyrequests.h"
#include "core/terminology/terminologytypes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

// Queries are written as aggregates naming only the fields a row of the contract needs; the rest
// keep their defaults on purpose.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

using namespace cliniclink;
using fhir::FhirParameters;

namespace {

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

QString paramValue(const QJsonObject &parameters, const QString &name)
{
    return FhirParameters::fromResource(parameters).string(name);
}

} // namespace

class TestTerminologyReaders : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void passport()
    {
        const QJsonObject bundle = json(R"({"resourceType":"Bundle","type":"searchset","entry":[{"resource":
            {"resourceType":"ValueSet","id":"x","url":"urn:oid:1.2.643.2.69.1.1.1.31",
             "meta":{"versionId":"1.2","lastUpdated":"2025-11-20T00:00:00+03:00"},"name":"Лабораторные услуги",
             "status":"active","version":"1.2","publisher":"ГИС","experimental":false}}]})");
        const QList<DictionaryPassport> list = readPassports(bundle);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].oid, QStringLiteral("1.2.643.2.69.1.1.1.31"));
        QCOMPARE(list[0].name, QStringLiteral("Лабораторные услуги"));
        QCOMPARE(list[0].version, QStringLiteral("1.2"));
        QCOMPARE(list[0].lastUpdated, QDateTime(QDate(2025, 11, 19), QTime(21, 0), Qt::UTC));
        QVERIFY(readPassports(json(R"({"resourceType":"Bundle","type":"searchset","total":0})")).isEmpty());
    }

    void versionList()
    {
        const QList<DictionaryVersion> v =
            parseVersionList(QStringLiteral("1.0 (2024-03-01), 1.1 (2025-02-10),2 (2025-06-01)"));
        QCOMPARE(v.size(), 3);
        QCOMPARE(v[0], (DictionaryVersion{QStringLiteral("1.0"), QDate(2024, 3, 1)}));
        QCOMPARE(v[2].version, QStringLiteral("2"));
        QCOMPARE(v[2].date, QDate(2025, 6, 1));
        QCOMPARE(parseVersionList(QStringLiteral("3.4")).first().version, QStringLiteral("3.4"));
        QVERIFY(!parseVersionList(QStringLiteral("3.4")).first().date.isValid());
        QVERIFY(readVersions(json(R"({"resourceType":"Parameters","parameter":[{"name":"result"}]})")).isEmpty());
    }

    void expansion()
    {
        const QJsonObject answer = json(R"({"resourceType":"Parameters","parameter":[
            {"name":"return","resource":{"resourceType":"ValueSet","version":"2","expansion":{
               "timestamp":"2026-01-15T12:00:00+03:00","parameter":[{"name":"total","valueInteger":100000},{"name":"offset","valueInteger":1000}],
               "contains":[{"code":"A","display":"Альфа"},{"code":"B","display":"Бета","contains":[{"code":"B1","display":"Бета-1","version":"1"}]}]}}},
            {"name":"total","valueInteger":100000}]})");
        const auto page = readExpansion(answer);
        QVERIFY(page);
        QCOMPARE(page->total, 100000);
        QCOMPARE(page->offset, 1000);
        QCOMPARE(page->concepts.size(), 3);
        QCOMPARE(page->concepts[2].code, QStringLiteral("B1"));
        QCOMPARE(page->concepts[2].version, QStringLiteral("1"));
        QCOMPARE(page->concepts[0].version, QStringLiteral("2"));
        // The first parameter holds the expansion whatever its name; total in the expansion itself.
        const auto other = readExpansion(json(R"({"resourceType":"Parameters","parameter":[
            {"name":"valueSet","resource":{"expansion":{"total":5,"contains":[{"code":"X","display":"Икс"}]}}}]})"));
        QVERIFY(other);
        QCOMPARE(other->total, 5);
        QVERIFY(
            !readExpansion(json(R"({"resourceType":"Parameters","parameter":[{"name":"total","valueInteger":1}]})")));
    }

    void lookupAndValidation()
    {
        const LookupResult r = readLookup(json(R"({"resourceType":"Parameters","parameter":[
            {"name":"name","valueString":"Единицы"},{"name":"version","valueString":"1.0"},{"name":"code","valueString":"7"},
            {"name":"SHORTNAME","valueString":"мл"},{"name":"display","valueString":"Миллилитр"}]})"));
        QCOMPARE(r.name, QStringLiteral("Единицы"));
        QCOMPARE(r.display, QStringLiteral("Миллилитр"));
        QCOMPARE(r.record.code(), QStringLiteral("7"));
        QCOMPARE(r.record.shortName(), QStringLiteral("мл"));
        QCOMPARE(r.record.attributes.size(), 5);

        const auto yes = readValidation(json(
            R"({"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":true},{"name":"display","valueString":"Д"}]})"));
        QVERIFY(yes && yes->valid);
        QCOMPARE(yes->display, QStringLiteral("Д"));
        const auto no = readValidation(json(
            R"({"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":false},{"name":"message","valueString":"Код не найден"}]})"));
        QVERIFY(no && !no->valid);
        QCOMPARE(no->message, QStringLiteral("Код не найден"));
        QVERIFY(!readValidation(json(R"({"resourceType":"Parameters","parameter":[]})")));
    }

    void translateShapes()
    {
        const auto one = readTranslate(json(
            R"({"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":true},{"name":"match","valueString":"М"}]})"));
        QVERIFY(one);
        QCOMPARE(one->kind, TranslateResult::Kind::Match);
        QCOMPARE(one->matches, QStringList{QStringLiteral("М")});
        const auto several =
            readTranslate(json(R"({"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":true},
            {"name":"match","part":[{"name":"code","valueString":"1"},{"name":"code","valueString":"2"},{"name":"code","valueString":"3"}]}]})"));
        QVERIFY(several);
        QCOMPARE(several->matches, (QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
        const auto none = readTranslate(json(
            R"({"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":false},{"name":"message","valueString":"Соответствие не найдено"}]})"));
        QVERIFY(none);
        QCOMPARE(none->kind, TranslateResult::Kind::NoMatch);
        QCOMPARE(none->serverText(), QStringLiteral("Соответствие не найдено"));
        const auto problem = readTranslate(json(
            R"({"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"not-found","diagnostics":"Справочник 5.5.5 не найден"}]})"));
        QVERIFY(problem);
        QCOMPARE(problem->kind, TranslateResult::Kind::Problem);
        QCOMPARE(problem->issues.first().code, QStringLiteral("not-found"));
        QCOMPARE(problem->serverText(), QStringLiteral("Справочник 5.5.5 не найден"));
        QVERIFY(!readTranslate(json(R"({"resourceType":"Bundle"})")));
    }

    void recordPage()
    {
        const auto page = readRecordPage(json(R"({"resourceType":"Bundle","type":"searchset","total":"2","entry":[
            {"resource":{"resourceType":"Parameters","parameter":[{"name":"code","valueString":"A"},{"name":"display","valueString":"Альфа"},{"name":"operation","valueString":"update"}]}}]})"));
        QVERIFY(page);
        QCOMPARE(page->total, 2);
        QCOMPARE(page->records.size(), 1);
        QCOMPARE(page->records[0].display(), QStringLiteral("Альфа"));
        QCOMPARE(page->records[0].operation, QStringLiteral("update"));
        QCOMPARE(page->records[0].attributes.size(), 2);
        const auto empty =
            readRecordPage(json(R"({"resourceType":"Bundle","type":"searchset","total":"0","entry":[]})"));
        QVERIFY(empty);
        QCOMPARE(empty->total, 0);
        QVERIFY(!readRecordPage(json(R"({"resourceType":"Parameters"})")));
    }

    void batchInOrder()
    {
        const QJsonObject request = buildBatchBundle(
            {BatchItem::validateCode(QStringLiteral("1.2.3"), QStringLiteral("A")),
             BatchItem::lookup(QStringLiteral("urn:oid:1.2.3"), QStringLiteral("B"), QStringLiteral("1.0")),
             BatchItem::translation({QStringLiteral("4.5"), QStringLiteral("C"), QStringLiteral("6.7")})});
        QCOMPARE(request.value(u"type").toString(), QStringLiteral("batch"));
        const QJsonArray entries = request.value(u"entry").toArray();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries[0].toObject().value(u"request").toObject().value(u"url").toString(),
                 QStringLiteral("ValueSet/$validate-code"));
        QCOMPARE(entries[2].toObject().value(u"request").toObject().value(u"url").toString(),
                 QStringLiteral("ConceptMap/translate"));
        QCOMPARE(paramValue(entries[1].toObject().value(u"resource").toObject(), QStringLiteral("system")),
                 QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(paramValue(entries[1].toObject().value(u"resource").toObject(), QStringLiteral("version")),
                 QStringLiteral("1.0"));

        const auto answers = readBatchResponse(json(R"({"resourceType":"Bundle","type":"batch-response","entry":[
            {"resource":{"resourceType":"Parameters","parameter":[{"name":"result","valueBoolean":true}]},"response":{"status":"200 OK"}},
            {"resource":{"resourceType":"OperationOutcome","issue":[{"code":"not-found","diagnostics":"нет"}]},"response":{"status":"404 Not Found"}}]})"));
        QVERIFY(answers);
        QCOMPARE(answers->size(), 2);
        QVERIFY(answers->at(0).isOk());
        QCOMPARE(answers->at(1).httpStatus, 404);
        QCOMPARE(answers->at(1).issues().first().diagnostics, QStringLiteral("нет"));
    }

    void filtersAsAPersonWritesThem()
    {
        const QList<AttributeFilter> plain =
            parseAttributeFilters(QStringLiteral(" ОАК, ОАМ ,"), QStringLiteral("nameShort"));
        QCOMPARE(plain.size(), 1);
        QCOMPARE(plain[0].attribute, QStringLiteral("nameShort"));
        QCOMPARE(plain[0].alternatives, (QStringList{QStringLiteral("ОАК"), QStringLiteral("ОАМ")}));
        const QList<AttributeFilter> named =
            parseAttributeFilters(QStringLiteral("nameShort=ОАК,ОАМ; region:cs=77;empty="), QStringLiteral("display"));
        QCOMPARE(named.size(), 2);
        QCOMPARE(named[1].attribute, QStringLiteral("region"));
        QVERIFY(named[1].caseSensitive);
        QVERIFY(!named[0].caseSensitive);
        QVERIFY(parseAttributeFilters(QStringLiteral("  "), QStringLiteral("display")).isEmpty());
    }

    // The contract's Parameters know valueString, valueBoolean, valueCoding, resource and part only:
    // every integer the client sends (count, offset, _count, _page, page) travels as valueString.
    void requestValuesAreOfTheContractsTypes()
    {
        AttributeSearchQuery s;
        s.oid = QStringLiteral("1.2.3");
        s.count = 50;
        s.page = 2;
        VersionsHistoryQuery h;
        h.oid = QStringLiteral("1.2.3");
        h.lowVersion = QStringLiteral("1.0");
        h.page = 3;
        h.count = 20;
        TranslateQuery t{QStringLiteral("1.2.3"),
                         QStringLiteral("7"),
                         QStringLiteral("4.5.6"),
                         true,
                         QDateTime(QDate(2025, 1, 1), QTime(9, 0), Qt::UTC),
                         QStringLiteral("9.9")};
        const QList<QJsonObject> bodies{s.toParameters(), h.toParameters(), t.toParameters(),
                                        expandParameters(QStringLiteral("1.2.3"), QStringLiteral("1.0"), 100, 1000),
                                        codeParameters(QStringLiteral("1.2.3"), QStringLiteral("7"), {})};
        const QStringList allowed{QStringLiteral("name"),         QStringLiteral("valueString"),
                                  QStringLiteral("valueBoolean"), QStringLiteral("valueCoding"),
                                  QStringLiteral("resource"),     QStringLiteral("part")};
        for (const QJsonObject &body : bodies) {
            for (const QJsonValue &p : body.value(u"parameter").toArray()) {
                for (const QString &key : p.toObject().keys())
                    QVERIFY2(allowed.contains(key), qPrintable(p.toObject().value(u"name").toString() + u' ' + key));
            }
        }
        auto stringOf = [](const QJsonObject &body, const QString &name) {
            for (const QJsonValue &p : body.value(u"parameter").toArray()) {
                if (p.toObject().value(u"name").toString() == name)
                    return p.toObject().value(u"valueString").toString();
            }
            return QString();
        };
        QCOMPARE(stringOf(s.toParameters(), QStringLiteral("_count")), QStringLiteral("50"));
        QCOMPARE(stringOf(s.toParameters(), QStringLiteral("_page")), QStringLiteral("2"));
        QCOMPARE(stringOf(h.toParameters(), QStringLiteral("page")), QStringLiteral("3"));
        QCOMPARE(stringOf(h.toParameters(), QStringLiteral("count")), QStringLiteral("20"));
        const QJsonObject expand = expandParameters(QStringLiteral("1.2.3"), {}, 100, 1000);
        QCOMPARE(stringOf(expand, QStringLiteral("count")), QStringLiteral("100"));
        QCOMPARE(stringOf(expand, QStringLiteral("offset")), QStringLiteral("1000"));
        // target goes as urn:oid:, like system (docs/sandbox.md says why).
        QCOMPARE(stringOf(t.toParameters(), QStringLiteral("target")), QStringLiteral("urn:oid:4.5.6"));
    }

    void requestsOnTheWire()
    {
        AttributeSearchQuery s;
        s.oid = QStringLiteral("1.2.3");
        s.version = QStringLiteral("1.0");
        s.filters = {{QStringLiteral("nameShort"), {QStringLiteral("ОАК"), QStringLiteral("ОАМ")}, false},
                     {QStringLiteral("code"), {QStringLiteral("A09")}, true}};
        s.count = 50;
        s.page = 2;
        const QUrlQuery q = s.toQuery();
        QCOMPARE(q.queryItemValue(QStringLiteral("nameShort"), QUrl::FullyDecoded), QStringLiteral("ОАК,ОАМ"));
        QCOMPARE(q.queryItemValue(QStringLiteral("code:cs")), QStringLiteral("A09"));
        QCOMPARE(q.queryItemValue(QStringLiteral("_count")), QStringLiteral("50"));
        QCOMPARE(q.queryItemValue(QStringLiteral("_page")), QStringLiteral("2"));
        const QJsonObject p = s.toParameters();
        QCOMPARE(paramValue(p, QStringLiteral("system")), QStringLiteral("urn:oid:1.2.3"));
        QCOMPARE(paramValue(p, QStringLiteral("code:cs")), QStringLiteral("A09"));

        VersionsHistoryQuery h;
        h.oid = QStringLiteral("1.2.3");
        h.lowTime = QDateTime(QDate(2024, 5, 31), QTime(21, 0), Qt::UTC);
        const QJsonObject hp = h.toParameters();
        // Moscow time, no offset, as the contract writes it.
        QCOMPARE(paramValue(hp, QStringLiteral("low_version_datetime")), QStringLiteral("2024-06-01 00:00:00"));
        QVERIFY(!FhirParameters::fromResource(hp).has(QStringLiteral("high_version_datetime")));

        TranslateQuery t{QStringLiteral("1.2.3"),
                         QStringLiteral("7"),
                         QStringLiteral("4.5.6"),
                         true,
                         QDateTime(QDate(2025, 1, 1), QTime(9, 0, 0, 250), Qt::UTC),
                         QStringLiteral("9.9")};
        const QJsonObject tp = t.toParameters();
        QCOMPARE(paramValue(tp, QStringLiteral("date")), QStringLiteral("2025-01-01 12:00:00.250000"));
        QCOMPARE(paramValue(tp, QStringLiteral("reverse")), QStringLiteral("true"));
        QCOMPARE(FhirParameters::fromResource(tp).coding(QStringLiteral("coding")).value(u"system").toString(),
                 QStringLiteral("urn:oid:9.9"));
    }
};

QTEST_GUILESS_MAIN(TestTerminologyReaders)
#include "tst_terminologyreaders.moc"
