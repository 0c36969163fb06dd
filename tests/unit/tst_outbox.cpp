// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The outbox's journal steps on a ManualClock: a send is a journal row (Sending) before it leaves;
// the answer makes it Accepted (the form's draft deleted in the same transaction) or Refused (the
// draft kept), a doubt Uncertain; and a row a crash left Sending is looked up on the platform
// after a restart, found ones followed. Which end is which: tst_outboxsend.

#include "core/common/clock.h"
#include "core/follow/followdesk.h"
#include "core/poll/poller.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cliniclink;

namespace {

const QString kEnv = QStringLiteral("test");

TrackedItem intent(const QString &patient = QStringLiteral("MIS-1"))
{
    TrackedItem item;
    item.environmentId = kEnv;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.payload = QJsonObject{{QStringLiteral("patient"), patient}};
    return item;
}

TrackedItem found(const QString &trackingId)
{
    TrackedItem item;
    item.service = QStringLiteral("signing");
    item.kind = QStringLiteral("dispatch");
    item.externalId = trackingId;
    item.lastStatus = QStringLiteral("201");
    return item;
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
        reply(byPatient.value(item.payload.value(u"patient").toString(), answer));
    }
    FollowLookup answer;
    QHash<QString, FollowLookup> byPatient;
    QList<qint64> looked;
};

// The outbox's steps, which an OutboxSend takes (tst_outboxsend), driven here one by one.
class OutboxSteps : public FollowDesk {
public:
    using FollowDesk::accept;
    using FollowDesk::beginSend;
    using FollowDesk::FollowDesk;
    using FollowDesk::markUncertain;
    using FollowDesk::refuse;
};

// One run of the application over a journal file.
struct Run {
    Run(ManualClock *clock, const QString &file)
        : journal(clock, file)
        , poller(clock)
        , desk(&journal, &poller)
    {
    }
    Journal journal;
    Poller poller;
    OutboxSteps desk;
};

qint64 keepDraft(Journal &journal)
{
    Draft draft;
    draft.environmentId = kEnv;
    draft.kind = QStringLiteral("dispatch-form");
    draft.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Петров")}};
    return journal.saveDraft(draft).value();
}

} // namespace

class TestOutbox : public QObject {
    Q_OBJECT

    QTemporaryDir dir;
    int files = 0;
    QString path() { return dir.filePath(QStringLiteral("j%1.sqlite").arg(++files)); }

private Q_SLOTS:
    void sendingThenAcceptedDeletesTheDraftWithIt()
    {
        ManualClock clock;
        Run r(&clock, path());
        QVERIFY(r.journal.open().ok());
        QVERIFY(r.desk.resume(kEnv).ok());
        const qint64 draft = keepDraft(r.journal);
        const qint64 id = r.desk.beginSend(intent(), draft).value();
        TrackedItem row = r.journal.trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Sending);
        QCOMPARE(row.createdAt, clock.now()); // when it was sent
        QVERIFY(row.externalId.isEmpty());
        QVERIFY(!row.isPending()); // nothing on the platform to poll yet
        QVERIFY(!r.desk.isFollowed(id));
        QVERIFY(r.journal.pendingItems(kEnv)->isEmpty());

        clock.advanceSeconds(2);
        QSignalSpy drafts(&r.journal, &Journal::draftsChanged);
        QVERIFY(r.desk.accept(id, QStringLiteral("T-1"), QStringLiteral("201"), false).ok());
        row = r.journal.trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Accepted);
        QCOMPARE(row.externalId, QStringLiteral("T-1"));
        QCOMPARE(row.lastStatus, QStringLiteral("201"));
        QVERIFY(row.isPending());
        QVERIFY(r.desk.isFollowed(id));
        QCOMPARE(r.journal.loadDraft(draft).error().code, JournalError::Code::NotFound);
        QCOMPARE(drafts.size(), 1);
    }

    void refusedKeepsTheDraftAndEnds()
    {
        ManualClock clock;
        Run r(&clock, path());
        QVERIFY(r.journal.open().ok());
        QVERIFY(r.desk.resume(kEnv).ok());
        const qint64 draft = keepDraft(r.journal);
        const qint64 id = r.desk.beginSend(intent(), draft).value();
        QVERIFY(r.desk.refuse(id, QStringLiteral("400 bad phone")).ok());
        const TrackedItem row = r.journal.trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Refused);
        QVERIFY(row.terminal);
        QCOMPARE(row.lastError, QStringLiteral("400 bad phone"));
        QVERIFY(r.journal.loadDraft(draft).ok()); // the form's content stays
        QVERIFY(r.journal.unresolvedSends(kEnv)->isEmpty());
        QVERIFY(!r.desk.isFollowed(id));
    }

    // kill -9 between the POST and its answer: the next run finds the row Sending, makes it
    // Uncertain, and the desk of its kind looks it up: found, it is followed (every find).
    void restartFindsAndFollowsEveryFind()
    {
        ManualClock clock;
        const QString file = path();
        qint64 id = 0, draft = 0;
        {
            Run first(&clock, file);
            QVERIFY(first.journal.open().ok());
            QVERIFY(first.desk.resume(kEnv).ok());
            draft = keepDraft(first.journal);
            id = first.desk.beginSend(intent(), draft).value();
        } // no answer: the process is gone
        clock.advanceSeconds(60);
        Run second(&clock, file);
        QVERIFY(second.journal.open().ok());
        LookingKind kind;
        kind.answer.outcome = FollowLookup::Outcome::Found;
        kind.answer.found = {found(QStringLiteral("T-9")), found(QStringLiteral("T-10"))};
        QVERIFY(second.desk.resume(kEnv).ok());
        QCOMPARE(second.journal.trackedItem(id)->outbox, OutboxState::Uncertain); // never "failed"
        second.desk.registerKind(&kind, &kind);
        QCoreApplication::processEvents(); // the registration looks up what waits for its kind
        QCOMPARE(kind.looked, QList<qint64>{id});
        const TrackedItem row = second.journal.trackedItem(id).value();
        QCOMPARE(row.outbox, OutboxState::Accepted);
        QCOMPARE(row.externalId, QStringLiteral("T-9"));
        QVERIFY(second.desk.isFollowed(id));
        const auto other = second.journal.findTracked(kEnv, QStringLiteral("signing"), QStringLiteral("T-10"));
        QVERIFY(other.ok());
        QVERIFY(second.desk.isFollowed(other->id));
        QCOMPARE(second.journal.loadDraft(draft).error().code, JournalError::Code::NotFound);
        QVERIFY(second.journal.unresolvedSends(kEnv)->isEmpty());
        // Looked up once, not again on the next resume.
        QVERIFY(second.desk.resume(kEnv).ok());
        QCOMPARE(kind.looked.size(), 1);
    }

    void restartNotFoundIsRefusedAndUnknownStaysInDoubt()
    {
        ManualClock clock;
        const QString file = path();
        qint64 lost = 0, doubt = 0;
        {
            Run first(&clock, file);
            QVERIFY(first.journal.open().ok());
            QVERIFY(first.desk.resume(kEnv).ok());
            lost = first.desk.beginSend(intent(QStringLiteral("MIS-2"))).value();
            doubt = first.desk.beginSend(intent(QStringLiteral("MIS-3"))).value();
            QVERIFY(first.desk.markUncertain(doubt, QStringLiteral("timeout")).ok());
        }
        Run second(&clock, file);
        QVERIFY(second.journal.open().ok());
        LookingKind kind;
        kind.answer.outcome = FollowLookup::Outcome::NotFound;
        // The list has nothing for the first; for the second it cannot be read.
        kind.byPatient.insert(QStringLiteral("MIS-3"),
                              FollowLookup{FollowLookup::Outcome::Unknown, {}, QStringLiteral("list unreadable")});
        second.desk.registerKind(&kind, &kind);
        QVERIFY(second.desk.resume(kEnv).ok());
        QCoreApplication::processEvents();
        QCOMPARE(second.journal.trackedItem(lost)->outbox, OutboxState::Refused); // may be sent again
        QCOMPARE(second.journal.trackedItem(doubt)->outbox, OutboxState::Uncertain);
        QCOMPARE(second.journal.trackedItem(doubt)->lastError, QStringLiteral("list unreadable"));
        QVERIFY(!second.desk.isFollowed(lost));
        QVERIFY(!second.desk.isFollowed(doubt));
    }

    // Issue 27, item 1: the answer is lost, the person leaves the question unanswered and types
    // another patient into the same form, quits and starts again. The look-up finds the first
    // dispatch and accepts the row: the form now holds someone else and must stay.
    void formChangedAfterADoubtfulSendSurvivesItsAcceptance()
    {
        ManualClock clock;
        const QString file = path();
        qint64 id = 0, draft = 0;
        {
            Run first(&clock, file);
            QVERIFY(first.journal.open().ok());
            QVERIFY(first.desk.resume(kEnv).ok());
            draft = keepDraft(first.journal);
            id = first.desk.beginSend(intent(), draft).value();
            QVERIFY(first.desk.markUncertain(id, QStringLiteral("timeout")).ok());
            clock.advanceSeconds(30);
            Draft changed = first.journal.loadDraft(draft).value();
            changed.payload = QJsonObject{{QStringLiteral("familyName"), QStringLiteral("Сидорова")}};
            QCOMPARE(first.journal.saveDraft(changed).value(), draft);
        }
        clock.advanceSeconds(60);
        Run second(&clock, file);
        QVERIFY(second.journal.open().ok());
        LookingKind kind;
        kind.answer.outcome = FollowLookup::Outcome::Found;
        kind.answer.found = {found(QStringLiteral("T-9"))};
        QVERIFY(second.desk.resume(kEnv).ok());
        second.desk.registerKind(&kind, &kind);
        QCoreApplication::processEvents();
        QCOMPARE(second.journal.trackedItem(id)->outbox, OutboxState::Accepted);
        const auto kept = second.journal.loadDraft(draft);
        QVERIFY(kept.ok());
        QCOMPARE(kept->payload.value(u"familyName").toString(), QStringLiteral("Сидорова"));
    }

    // The same, but the form was only saved again as it was (a timer, a page left): it still holds
    // what was sent, and goes with the accepted row.
    void formSavedUnchangedAfterADoubtfulSendGoesWithIt()
    {
        ManualClock clock;
        const QString file = path();
        qint64 id = 0, draft = 0;
        {
            Run first(&clock, file);
            QVERIFY(first.journal.open().ok());
            QVERIFY(first.desk.resume(kEnv).ok());
            draft = keepDraft(first.journal);
            id = first.desk.beginSend(intent(), draft).value();
            QVERIFY(first.desk.markUncertain(id, QStringLiteral("timeout")).ok());
            clock.advanceSeconds(30);
            QCOMPARE(first.journal.saveDraft(first.journal.loadDraft(draft).value()).value(), draft);
        }
        Run second(&clock, file);
        QVERIFY(second.journal.open().ok());
        LookingKind kind;
        kind.answer.outcome = FollowLookup::Outcome::Found;
        kind.answer.found = {found(QStringLiteral("T-9"))};
        QVERIFY(second.desk.resume(kEnv).ok());
        QSignalSpy drafts(&second.journal, &Journal::draftsChanged);
        second.desk.registerKind(&kind, &kind);
        QCoreApplication::processEvents();
        QCOMPARE(second.journal.trackedItem(id)->outbox, OutboxState::Accepted);
        QCOMPARE(second.journal.loadDraft(draft).error().code, JournalError::Code::NotFound);
        QCOMPARE(drafts.size(), 1);
    }

    // A draft deleted with its send leaves its id unused: a newer form never takes it, so a row
    // that still names the old draft cannot delete the newer one.
    void aNewerFormNeverTakesTheIdOfADeletedDraft()
    {
        ManualClock clock;
        Run r(&clock, path());
        QVERIFY(r.journal.open().ok());
        QVERIFY(r.desk.resume(kEnv).ok());
        const qint64 draft = keepDraft(r.journal);
        const qint64 id = r.desk.beginSend(intent(), draft).value();
        QVERIFY(r.desk.accept(id, QStringLiteral("T-1"), QStringLiteral("201"), false).ok());
        QCOMPARE(r.journal.loadDraft(draft).error().code, JournalError::Code::NotFound);
        const qint64 newer = keepDraft(r.journal);
        QVERIFY(newer != draft);
        // The accepted row is completed again (an answer that came twice): the newer form stays.
        QVERIFY(r.desk.accept(id, QStringLiteral("T-1"), QStringLiteral("201"), false).ok());
        QVERIFY(r.journal.loadDraft(newer).ok());
    }
};

QTEST_GUILESS_MAIN(TestOutbox)
#include "tst_outbox.moc"
