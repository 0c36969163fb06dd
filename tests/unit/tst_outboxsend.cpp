// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One send through the outbox (core/follow/outboxsend.h) over a fake network on a ManualClock:
// it ends in exactly one of accepted, refused or uncertain, and the journal row says the same;
// a request that never left is refused whatever its error says; every end where the platform may
// have acted is uncertain; and nothing leaves that the journal could not record.

#include "core/common/clock.h"
#include "core/follow/followdesk.h"
#include "core/follow/outboxsend.h"
#include "core/net/transport.h"
#include "core/poll/poller.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "fakenetwork.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QString kEnv = QStringLiteral("test");

TrackedItem intent()
{
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.payload = QJsonObject{{QStringLiteral("patient"), QStringLiteral("MIS-1")}};
    return item;
}

JsonCall *post()
{
    auto *call = new JsonCall(services::Signing, "POST", QStringLiteral("/sep/api/signing"));
    call->setRouteClass(RouteClass::Upload);
    call->setJsonBody(QJsonObject{{QStringLiteral("patient"), QStringLiteral("MIS-1")}});
    return call;
}

// Reads {"trackingId": ...}; an answer without it is unusable.
OutboxSend::ReadAnswer reader(JsonCall *call)
{
    return [call] {
        const QString id = call->result().toObject().value(u"trackingId").toString();
        if (id.isEmpty())
            return SendAnswer{{}, {}, false, {}, QStringLiteral("no tracking id")};
        return SendAnswer{id, QStringLiteral("201"), false, {{QStringLiteral("answered"), true}}, {}};
    };
}

class LookingKind : public QObject, public FollowedKind {
public:
    LookingKind()
        : FollowedKind(services::Signing, {QStringLiteral("dispatch")})
    {
    }
    void checkStatus(const TrackedItem &, FollowReply) override { }
    void lookUp(const TrackedItem &item, LookupReply reply) override
    {
        looked << item.id;
        reply(answer);
    }
    FollowLookup answer;
    QList<qint64> looked;
};

// The signals of one send, counted.
struct Heard {
    explicit Heard(OutboxSend *send)
        : accepted(send, &OutboxSend::accepted)
        , refused(send, &OutboxSend::refused)
        , uncertain(send, &OutboxSend::uncertain)
        , finished(send, &OutboxSend::finished)
    {
    }
    int ends() const { return int(accepted.size() + refused.size() + uncertain.size()); }
    SendOutcome outcome() const { return finished.first().first().value<SendOutcome>(); }
    QSignalSpy accepted, refused, uncertain, finished;
};

} // namespace

Q_DECLARE_METATYPE(cliniclink::testing::CannedReply)

class TestOutboxSend : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    int files = 0;
    std::unique_ptr<ManualClock> clock;
    std::unique_ptr<FakeNetworkAccessManager> nam;
    std::unique_ptr<Transport> transport;
    std::unique_ptr<Journal> journal;
    std::unique_ptr<Poller> poller;
    std::unique_ptr<FollowDesk> desk;

    qint64 keepDraft()
    {
        Draft draft;
        draft.environmentId = kEnv;
        draft.kind = QStringLiteral("dispatch-form");
        draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Петров")}};
        return journal->saveDraft(draft).value();
    }

    OutboxSend *send(JsonCall *call, qint64 draft = 0, InDoubt inDoubt = InDoubt::Wait)
    {
        auto sent = desk->send(*transport, intent(), call, reader(call), draft, inDoubt);
        return sent ? *sent : nullptr;
    }

    // Lets the send end (and the call go), then waits a little longer for a second end.
    static void settle(const Heard &heard)
    {
        QTRY_VERIFY_WITH_TIMEOUT(heard.finished.size() > 0, 2000);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
    }

private Q_SLOTS:
    void init()
    {
        clock = std::make_unique<ManualClock>();
        nam = std::make_unique<FakeNetworkAccessManager>(clock.get());
        transport = std::make_unique<Transport>(nam.get(), clock.get());
        transport->setAccessProvider([](Service s) {
            ServiceAccess a;
            a.environmentId = kEnv;
            a.baseUrl = QUrl(QStringLiteral("https://platform.example/") + serviceKey(s));
            a.token = QStringLiteral("0b9e3c1a-55aa-4f0e-9d7e-31c2aa7e0001");
            a.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
            return a;
        });
        journal = std::make_unique<Journal>(clock.get(), dir.filePath(QStringLiteral("j%1.sqlite").arg(++files)));
        QVERIFY(journal->open().ok());
        poller = std::make_unique<Poller>(clock.get());
        desk = std::make_unique<FollowDesk>(journal.get(), poller.get());
        QVERIFY(desk->resume(kEnv).ok());
    }

    void cleanup()
    {
        desk.reset();
        poller.reset();
        transport.reset();
        nam.reset();
        journal.reset();
        clock.reset();
    }

    void acceptedOnceWithWhatTheAnswerSays()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::json(201, R"({"trackingId":"T-1"})"); });
        const qint64 draft = keepDraft();
        JsonCall *call = post();
        OutboxSend *sent = send(call, draft);
        QVERIFY(sent);
        QCOMPARE(OutboxSend::of(call), sent);
        // In the journal before it leaves.
        QCOMPARE(journal->trackedItem(sent->journalId())->outbox, OutboxState::Sending);
        QVERIFY(nam->requests().isEmpty());
        const qint64 id = sent->journalId();
        Heard heard(sent);
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.accepted.size(), 1);
        QCOMPARE(heard.finished.size(), 1);
        const SendOutcome outcome = heard.outcome();
        QCOMPARE(outcome.state, OutboxState::Accepted);
        QCOMPARE(outcome.journalId, id);
        QVERIFY(!outcome.error);
        const TrackedItem row = journal->trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Accepted);
        QCOMPARE(row.externalId, QStringLiteral("T-1"));
        QCOMPARE(row.lastStatus, QStringLiteral("201"));
        QVERIFY(row.payload.value(u"answered").toBool()); // beside what was sent
        QVERIFY(desk->isFollowed(id));
        QCOMPARE(journal->loadDraft(draft).error().code, JournalError::Code::NotFound);
        QCOMPARE(nam->requests().size(), 1);
    }

    void refusedOnceWhenThePlatformSaysNo()
    {
        nam->setHandler([](const SeenRequest &) {
            return CannedReply::json(400, R"({"code":"VALIDATION_ERROR","message":"bad phone"})");
        });
        const qint64 draft = keepDraft();
        OutboxSend *sent = send(post(), draft);
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.refused.size(), 1);
        const SendOutcome outcome = heard.outcome();
        QCOMPARE(outcome.state, OutboxState::Refused);
        QVERIFY(outcome.error);
        QCOMPARE(outcome.reason, outcome.error->headline());
        QVERIFY(!outcome.wasCancelled());
        const TrackedItem row = journal->trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Refused);
        QCOMPARE(row.lastError, outcome.reason);
        QVERIFY(journal->loadDraft(draft).ok()); // the form stays
    }

    // Every end where the platform may have acted is "may have gone", never failed; the others
    // are refusals.
    void whichEndsAreUncertain_data()
    {
        QTest::addColumn<CannedReply>("reply");
        QTest::addColumn<bool>("uncertain");
        QTest::newRow("timeout") << CannedReply::failure(QNetworkReply::TimeoutError) << true;
        QTest::newRow("closed without an answer") << CannedReply::failure(QNetworkReply::RemoteHostClosedError) << true;
        QTest::newRow("502") << CannedReply::json(502, "{}") << true;
        QTest::newRow("504 html") << [] {
            CannedReply r = CannedReply::json(504, "<html/>");
            r.contentType = "text/html";
            return r;
        }() << true;
        QTest::newRow("unreadable 2xx") << CannedReply::json(201, "not json") << true;
        QTest::newRow("refused connection") << CannedReply::failure(QNetworkReply::ConnectionRefusedError) << false;
        QTest::newRow("400") << CannedReply::json(400, "{}") << false;
        QTest::newRow("403") << CannedReply::json(403, "{}") << false;
        QTest::newRow("429") << CannedReply::json(429, "{}") << false;
    }

    void whichEndsAreUncertain()
    {
        QFETCH(CannedReply, reply);
        QFETCH(bool, uncertain);
        nam->setHandler([reply](const SeenRequest &) { return reply; });
        OutboxSend *sent = send(post());
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.uncertain.size(), uncertain ? 1 : 0);
        QCOMPARE(heard.outcome().state, uncertain ? OutboxState::Uncertain : OutboxState::Refused);
        QCOMPARE(journal->trackedItem(id)->outbox, heard.outcome().state);
        if (uncertain)
            QVERIFY2(heard.outcome().reason.startsWith(QStringLiteral("It may have gone: ")),
                     qPrintable(heard.outcome().reason));
    }

    // Held back by a limit and cancelled there: it never left, so it is refused and the form may go
    // again, and the outcome says it was a cancel.
    void heldBackAndCancelledIsRefused()
    {
        transport->limiter().block(services::Signing, RouteClass::Upload, clock->now());
        JsonCall *call = post();
        OutboxSend *sent = send(call);
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        QSignalSpy waiting(call, &ApiCall::waiting);
        QVERIFY(waiting.wait(2000));
        call->cancel();
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.refused.size(), 1);
        QVERIFY(heard.outcome().wasCancelled());
        QCOMPARE(journal->trackedItem(id)->outbox, OutboxState::Refused);
        QVERIFY(nam->requests().isEmpty());
    }

    // The attempts rule comes first: an error that says the platform may have acted (a cancel marked
    // "in flight") on a request that never left is still a refusal. And a second end is not heard.
    void neverLeftIsRefusedWhateverTheErrorSays()
    {
        transport->limiter().block(services::Signing, RouteClass::Upload, clock->now());
        JsonCall *call = post();
        OutboxSend *sent = send(call);
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        QSignalSpy waiting(call, &ApiCall::waiting);
        QVERIFY(waiting.wait(2000));
        QCOMPARE(call->attempts(), 0);
        ApiError inFlight(ApiError::Kind::Cancelled, services::Signing);
        inFlight.setMayHaveActed(true);
        QVERIFY(inFlight.mayHaveActed());
        Q_EMIT call->failed(inFlight);
        QCOMPARE(heard.refused.size(), 1);
        QCOMPARE(heard.uncertain.size(), 0);
        QCOMPARE(journal->trackedItem(id)->outbox, OutboxState::Refused);
        // The call's own end comes later: the send has ended already and says nothing more.
        call->cancel();
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.finished.size(), 1);
    }

    void anAnswerWithoutTheIdStaysInDoubt()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::json(201, R"({"status":"ok"})"); });
        OutboxSend *sent = send(post());
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        settle(heard);
        QCOMPARE(heard.ends(), 1);
        QCOMPARE(heard.uncertain.size(), 1);
        QCOMPARE(heard.outcome().reason, QStringLiteral("no tracking id"));
        QVERIFY(!heard.outcome().error);
        QCOMPARE(journal->trackedItem(id)->outbox, OutboxState::Uncertain);
    }

    // A kind that can be asked settles a send in doubt at once when the desk says so, after the
    // screens heard "uncertain".
    void inDoubtLookedUpAtOnce()
    {
        LookingKind kind;
        kind.answer.outcome = FollowLookup::Outcome::NotFound;
        desk->registerKind(&kind, &kind);
        nam->setHandler([](const SeenRequest &) { return CannedReply::failure(QNetworkReply::TimeoutError); });
        OutboxSend *sent = send(post(), 0, InDoubt::LookUp);
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        OutboxState atUncertain = OutboxState::None;
        connect(sent, &OutboxSend::uncertain, this,
                [&](const SendOutcome &o) { atUncertain = journal->trackedItem(o.journalId)->outbox; });
        Heard heard(sent);
        settle(heard);
        QCOMPARE(heard.uncertain.size(), 1);
        QCOMPARE(atUncertain, OutboxState::Uncertain);
        QCOMPARE(kind.looked, QList<qint64>{id});
        QCOMPARE(journal->trackedItem(id)->outbox, OutboxState::Refused); // not found: may go again
    }

    void waitsForThePersonWithoutALookUp()
    {
        LookingKind kind;
        desk->registerKind(&kind, &kind);
        QCoreApplication::processEvents();
        nam->setHandler([](const SeenRequest &) { return CannedReply::failure(QNetworkReply::TimeoutError); });
        OutboxSend *sent = send(post());
        QVERIFY(sent);
        const qint64 id = sent->journalId();
        Heard heard(sent);
        settle(heard);
        QVERIFY(kind.looked.isEmpty());
        QCOMPARE(journal->trackedItem(id)->outbox, OutboxState::Uncertain);
    }

    // The journal cannot record the intent: nothing leaves, the call is gone, and the caller has
    // the journal's reason.
    void nothingLeavesThatTheJournalCannotRecord()
    {
        nam->setHandler([](const SeenRequest &) { return CannedReply::json(201, R"({"trackingId":"T-1"})"); });
        journal.reset(new Journal(clock.get(), dir.filePath(QStringLiteral("never-opened.sqlite"))));
        desk = std::make_unique<FollowDesk>(journal.get(), poller.get());
        QPointer<JsonCall> call = post();
        const auto sent = desk->send(*transport, intent(), call, reader(call));
        QVERIFY(!sent.ok());
        QVERIFY(!sent.error().message.isEmpty());
        QVERIFY(!call);
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        QVERIFY(nam->requests().isEmpty());
        QCOMPARE(transport->activeCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOutboxSend)
#include "tst_outboxsend.moc"
