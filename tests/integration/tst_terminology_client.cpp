// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service C terminology through the workstation's core against the sandbox: every call of the
// contract's table, every error row reaching the caller in the server's words, and every POST
// marked as a read (retried, not held by the send gate, on the shared connection).

#include "clientfixture.h"
#include "core/settings/secretstore.h"
#include "core/terminology/terminologycalls.h"
#include "core/terminology/terminologyservice.h"

#include <QJsonArray>
#include <QSignalSpy>

// Queries are written as aggregates naming only the fields a row of the contract needs; the rest
// keep their defaults on purpose.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kServices = QStringLiteral("1.2.643.2.69.1.1.1.31");
const QString kGenerated = QStringLiteral("1.2.643.2.69.1.1.1.9999");
const QString kSexFederal = QStringLiteral("1.2.643.5.1.13.13.11.1040");
const QString kSexRegional = QStringLiteral("1.2.643.2.69.1.1.1.39");
} // namespace

class TestTerminologyClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

    template<class C>
    std::optional<typename C::Result> run(C *call)
    {
        auto result = std::make_shared<std::optional<typename C::Result>>();
        auto error = std::make_shared<ApiError>();
        connect(call, &ApiCall::succeeded, this, [call, result] { *result = call->result(); });
        connect(call, &ApiCall::failed, this, [error](const ApiError &e) { *error = e; });
        f->session->transport().start(call);
        QSignalSpy done(call, &ApiCall::finished);
        done.wait(10000);
        if (!*result)
            qWarning("call failed: %s", qPrintable(error->logText()));
        return *result;
    }
    ApiError failure(ApiCall *call)
    {
        f->session->transport().start(call);
        QSignalSpy failed(call, &ApiCall::failed);
        if (!failed.wait(10000))
            return {};
        return failed.first().first().value<ApiError>();
    }

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    void everyPostIsARead()
    {
        const QList<ApiCall *> calls{
            new ExpandCall(kServices, {}, 1, 0),
            new LookupCall(kServices, QStringLiteral("A")),
            new ValidateCodeCall(kServices, QStringLiteral("A")),
            new TranslateCall({kSexFederal, QStringLiteral("1"), kSexRegional}),
            new TerminologyBatchCall({}),
            new AttributeSearchCall({kServices}, TerminologyMethod::Post),
            new VersionsHistoryCall({kServices, QStringLiteral("1.0")}, TerminologyMethod::Post)};
        for (ApiCall *call : calls) {
            QCOMPARE(call->retryMode(), ApiCall::RetryMode::IdempotentRead);
            QVERIFY(!call->sendsAtMostOnce());
            QCOMPARE(call->service(), services::Terminology);
            delete call;
        }
    }

    void versionAndPassport()
    {
        const auto version = run(new TerminologyVersionCall);
        QVERIFY(version && !version->isEmpty());
        const auto passport = run(new PassportCall(kServices));
        QVERIFY(passport && *passport);
        QCOMPARE((*passport)->oid, kServices);
        QCOMPARE((*passport)->name, QStringLiteral("Лабораторные услуги"));
        QCOMPARE((*passport)->version, QStringLiteral("1.2"));
        QVERIFY(!(*passport)->publisher.isEmpty());
        QVERIFY((*passport)->date.isValid());
        const auto unknown = run(new PassportCall(QStringLiteral("urn:oid:1.2.3.4")));
        QVERIFY(unknown);
        QVERIFY(!*unknown);
    }

    void versions()
    {
        const auto list = run(new VersionsCall(kServices));
        QVERIFY(list);
        QCOMPARE(list->size(), 3);
        QCOMPARE(list->first(), (DictionaryVersion{QStringLiteral("1.0"), QDate(2024, 3, 1)}));
        QCOMPARE(list->last().version, QStringLiteral("1.2"));
        const auto unknown = run(new VersionsCall(QStringLiteral("1.2.3")));
        QVERIFY(unknown && unknown->isEmpty());
    }

    void expandPages()
    {
        const auto page = run(new ExpandCall(kGenerated, QStringLiteral("2"), 100, 1000));
        QVERIFY(page);
        QCOMPARE(page->total, 100000);
        QCOMPARE(page->offset, 1000);
        QCOMPARE(page->concepts.size(), 100);
        QCOMPARE(page->concepts.first().code, QStringLiteral("SYN-001001"));
        QCOMPARE(page->version, QStringLiteral("2"));
        const auto last = run(new ExpandCall(kGenerated, {}, 100, 99950));
        QVERIFY(last);
        QCOMPARE(last->concepts.size(), 50);
        const ApiError tooMany = failure(new ExpandCall(kGenerated, {}, 20000, 0));
        QCOMPARE(tooMany.httpStatus(), 400);
        QVERIFY(!tooMany.serverMessages().isEmpty());
        QVERIFY(tooMany.userText().contains(tooMany.serverMessages().first()));
    }

    void lookupEveryAttribute()
    {
        const auto r = run(new LookupCall(kServices, QStringLiteral("A09.05.020"), QStringLiteral("1.2")));
        QVERIFY(r);
        QCOMPARE(r->display, QStringLiteral("Исследование уровня креатинина в крови"));
        QCOMPARE(r->version, QStringLiteral("1.2"));
        QCOMPARE(r->name, QStringLiteral("Лабораторные услуги"));
        QCOMPARE(r->record.value(QStringLiteral("nameShort")), QStringLiteral("Креатинин"));
        QCOMPARE(r->record.value(QStringLiteral("region")), QStringLiteral("77"));
        const ApiError unknown = failure(new LookupCall(kServices, QStringLiteral("NO-SUCH")));
        QCOMPARE(unknown.httpStatus(), 404);
        QCOMPARE(unknown.code(), QStringLiteral("not-found"));
        QVERIFY(unknown.serverMessages().join(u' ').contains(QStringLiteral("NO-SUCH")));
    }

    void validateCode()
    {
        const auto valid = run(new ValidateCodeCall(kServices, QStringLiteral("A09.05.017")));
        QVERIFY(valid && valid->valid);
        QCOMPARE(valid->display, QStringLiteral("Исследование уровня мочевины в крови"));
        const auto invalid = run(new ValidateCodeCall(kServices, QStringLiteral("X")));
        QVERIFY(invalid && !invalid->valid);
        QVERIFY(invalid->message.contains(u'X'));
    }

    void tokenIsRequiredForExpand()
    {
        f->session->secrets().writeToken(QString(kSandboxEnvironmentId), services::Terminology,
                                         QStringLiteral("00000000-1111-2222-3333-444444444444"));
        QTRY_VERIFY(f->session->accessProvider().access(services::Terminology).token.startsWith(u"0000"));
        const ApiError e = failure(new ExpandCall(kServices, {}, 10, 0));
        QCOMPARE(e.httpStatus(), 401);
        QCOMPARE(e.code(), QStringLiteral("login"));
        QVERIFY(!e.serverMessages().isEmpty());
    }

    void translateAnswers()
    {
        const auto one = run(new TranslateCall({kSexFederal, QStringLiteral("1"), kSexRegional}));
        QVERIFY(one);
        QCOMPARE(one->kind, TranslateResult::Kind::Match);
        QCOMPARE(one->matches, QStringList{QStringLiteral("М")});
        const auto back = run(new TranslateCall({kSexRegional, QStringLiteral("Ж"), kSexFederal, true}));
        QVERIFY(back);
        QCOMPARE(back->matches, QStringList{QStringLiteral("2")});
        const auto several =
            run(new TranslateCall({kServices, QStringLiteral("B03.016.006"), QStringLiteral("1.2.643.2.69.1.1.1.1")}));
        QVERIFY(several);
        QCOMPARE(several->kind, TranslateResult::Kind::Match);
        QCOMPARE(several->matches.size(), 4);
        const auto none =
            run(new TranslateCall({kServices, QStringLiteral("ZZZ"), QStringLiteral("1.2.643.2.69.1.1.1.1")}));
        QVERIFY(none);
        QCOMPARE(none->kind, TranslateResult::Kind::NoMatch);
        QVERIFY(none->serverText().contains(QStringLiteral("ZZZ")));
        const auto unknown = run(
            new TranslateCall({QStringLiteral("5.5.5"), QStringLiteral("1"), QStringLiteral("1.2.643.2.69.1.1.1.1")}));
        QVERIFY(unknown);
        QCOMPARE(unknown->kind, TranslateResult::Kind::Problem);
        QCOMPARE(unknown->issues.first().code, QStringLiteral("not-found"));
        QVERIFY(unknown->serverText().contains(QStringLiteral("5.5.5")));
        const auto ambiguous = run(new TranslateCall(
            {QStringLiteral("1.2.643.2.69.1.1.1.33"), QStringLiteral("1"), QStringLiteral("1.2.643.2.69.1.1.1.34")}));
        QVERIFY(ambiguous);
        QCOMPARE(ambiguous->kind, TranslateResult::Kind::Problem);
        QCOMPARE(ambiguous->issues.first().severity, QStringLiteral("error"));
        TranslateQuery chosen{QStringLiteral("1.2.643.2.69.1.1.1.33"), QStringLiteral("1"),
                              QStringLiteral("1.2.643.2.69.1.1.1.34")};
        chosen.mapping = QStringLiteral("1.2.643.2.69.1.1.1.133");
        const auto resolved = run(new TranslateCall(chosen));
        QVERIFY(resolved);
        QVERIFY(resolved->kind != TranslateResult::Kind::Problem);
    }

    void batchInOrder()
    {
        const auto answers =
            run(new TerminologyBatchCall({BatchItem::validateCode(kServices, QStringLiteral("A09.05.017")),
                                          BatchItem::lookup(kGenerated, QStringLiteral("SYN-000007")),
                                          BatchItem::translation({kSexFederal, QStringLiteral("2"), kSexRegional}),
                                          BatchItem::lookup(kServices, QStringLiteral("NOPE"))}));
        QVERIFY(answers);
        QCOMPARE(answers->size(), 4);
        QCOMPARE(readValidation(answers->at(0).resource)->valid, true);
        QCOMPARE(readLookup(answers->at(1).resource).record.code(), QStringLiteral("SYN-000007"));
        QCOMPARE(readTranslate(answers->at(2).resource)->matches, QStringList{QStringLiteral("Ж")});
        QCOMPARE(answers->at(3).httpStatus, 404);
        QCOMPARE(answers->at(3).issues().first().code, QStringLiteral("not-found"));
    }

    void attributeSearch()
    {
        AttributeSearchQuery q{kServices,
                               QStringLiteral("1.2"),
                               {{QStringLiteral("nameShort"), {QStringLiteral("ОАК"), QStringLiteral("ОАМ")}}},
                               1,
                               2};
        const auto viaGet = run(new AttributeSearchCall(q, TerminologyMethod::Get));
        QVERIFY(viaGet);
        QCOMPARE(viaGet->total, 2);
        QCOMPARE(viaGet->records.size(), 1);
        q.filters = {{QStringLiteral("nameShort"), {QStringLiteral("оак")}, true}};
        QCOMPARE(run(new AttributeSearchCall(q, TerminologyMethod::Get))->total, 0);
        q.filters.first().caseSensitive = false;
        q.page = 1;
        QCOMPARE(run(new AttributeSearchCall(q, TerminologyMethod::Post))->total, 1);
        AttributeSearchQuery byCode{
            kServices, QStringLiteral("1.0"), {{QStringLiteral("code"), {QStringLiteral("A09")}}}};
        const auto viaPost = run(new AttributeSearchCall(byCode, TerminologyMethod::Post));
        QVERIFY(viaPost);
        QCOMPARE(viaPost->total, 3);
        QCOMPARE(viaPost->records.size(), 3);
        QVERIFY(viaPost->records.first().code().startsWith(QStringLiteral("A09")));
        QVERIFY(!viaPost->records.first().value(QStringLiteral("nameFull")).isEmpty());
        const auto none = run(new AttributeSearchCall(
            {kServices, QStringLiteral("1.2"), {{QStringLiteral("display"), {QStringLiteral("qqq")}}}},
            TerminologyMethod::Get));
        QVERIFY(none);
        QCOMPARE(none->total, 0);
        QVERIFY(none->records.isEmpty());
        const ApiError unknownVersion =
            failure(new AttributeSearchCall({kServices, QStringLiteral("9.9")}, TerminologyMethod::Get));
        QCOMPARE(unknownVersion.httpStatus(), 404);
    }

    void versionsHistory_data()
    {
        QTest::addColumn<bool>("post");
        QTest::newRow("GET") << false;
        QTest::newRow("POST") << true;
    }
    void versionsHistory()
    {
        QFETCH(bool, post);
        const TerminologyMethod method = post ? TerminologyMethod::Post : TerminologyMethod::Get;
        const auto byVersion =
            run(new VersionsHistoryCall({kServices, QStringLiteral("1.0"), QStringLiteral("1.1")}, method));
        QVERIFY(byVersion);
        QCOMPARE(byVersion->total, 3);
        for (const TermRecord &r : byVersion->records)
            QVERIFY2(QStringList({QStringLiteral("create"), QStringLiteral("update"), QStringLiteral("delete")})
                         .contains(r.operation),
                     qPrintable(r.operation));
        VersionsHistoryQuery byTime;
        byTime.oid = kServices;
        byTime.lowTime = QDateTime(QDate(2024, 5, 31), QTime(21, 0), Qt::UTC);
        byTime.highTime = QDateTime(QDate(2025, 2, 28), QTime(21, 0), Qt::UTC);
        const auto timed = run(new VersionsHistoryCall(byTime, method));
        QVERIFY(timed);
        QCOMPARE(timed->total, 3);

        const ApiError reversed =
            failure(new VersionsHistoryCall({kServices, QStringLiteral("1.1"), QStringLiteral("1.0")}, method));
        QCOMPARE(reversed.httpStatus(), 400);
        QVERIFY(!reversed.serverMessages().isEmpty());
        QVERIFY(reversed.userText().contains(reversed.serverMessages().first()));
        const ApiError unknownVersion = failure(new VersionsHistoryCall({kServices, QStringLiteral("0.1")}, method));
        QCOMPARE(unknownVersion.httpStatus(), 404);
        QCOMPARE(unknownVersion.code(), QStringLiteral("not-found"));
        QVERIFY(!unknownVersion.serverMessages().isEmpty());
        QCOMPARE(
            failure(new VersionsHistoryCall({QStringLiteral("9.9.9"), QStringLiteral("1.0")}, method)).httpStatus(),
            404);
    }
    // $dictionaries: the service's own list of dictionaries, as public clients read it; an
    // installation without the operation answers 404, which the Dictionaries area falls back from.
    void dictionaryListOfTheService()
    {
        const auto answer = run(new DictionaryListCall);
        QVERIFY(answer && *answer);
        const auto &list = *answer;
        QVERIFY(list->size()
                >= f->emulator->fixtures().value(u"terminology").toObject().value(u"dictionaries").toArray().size());
        QStringList oids;
        for (const DictionaryPassport &d : *list) {
            QVERIFY(!d.oid.isEmpty() && !d.name.isEmpty() && !d.version.isEmpty());
            oids << d.oid;
        }
        QVERIFY(oids.contains(QStringLiteral("1.2.643.2.69.1.1.1.31")));
        QVERIFY(oids.contains(QStringLiteral("1.2.643.2.69.1.1.1.9999"))); // a generated one too

        QJsonObject fixtures = f->emulator->fixtures();
        QJsonObject terminology = fixtures.value(u"terminology").toObject();
        terminology.insert(QStringLiteral("dictionariesOperation"), false);
        fixtures.insert(QStringLiteral("terminology"), terminology);
        f->emulator->setFixtures(fixtures);
        // No failure (nothing for the status bar): the answer "not offered".
        const auto without = run(new DictionaryListCall);
        QVERIFY(without);
        QVERIFY(!*without);
        QCOMPARE(f->arrivals(QStringLiteral("$dictionaries")).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTerminologyClient)
#include "tst_terminology_client.moc"
