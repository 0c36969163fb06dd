// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The outbox against the sandbox: a billed POST is a journal row before it leaves, and every end
// where the platform may have acted leaves it "uncertain", resolved by asking the platform before
// the same content may go again. Counted from the sandbox's own request log: one POST per press,
// whatever the connection or the process does.

#include "clientfixture.h"
#include "core/enrichment/enrichmentdesk.h"
#include "core/follow/followdesk.h"
#include "core/signing/dispatchdesk.h"
#include "core/storage/journal.h"
#include "dispatchsamples.h"
#include "enrichmentsamples.h"
#include "sandbox/server/faultinjector.h"

#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

sandbox::FaultRule faultOnce(sandbox::FaultKind kind, const QString &pattern)
{
    sandbox::FaultRule rule;
    rule.pattern = pattern;
    rule.method = "POST";
    rule.kind = kind;
    rule.remaining = 1;
    return rule;
}

} // namespace

class TestOutboxClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<DispatchDesk> desk;

    int posts(const QString &path) const
    {
        int n = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            n += e.method == "POST" && e.path == path;
        return n;
    }
    TrackedItem row(qint64 id) const { return f->session->journal().trackedItem(id).value(); }
    // The outbox row of the last send (the newest signing row).
    qint64 lastRow() const
    {
        const auto rows =
            f->session->journal().trackedItems(QString(kSandboxEnvironmentId), 1, QStringLiteral("signing"));
        return rows && !rows->isEmpty() ? rows->first().id : 0;
    }

    qint64 sendAccepted(const QString &patient)
    {
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->send(sampleDispatch(patient));
        return added.wait(5000) ? added.first().first().toLongLong() : 0;
    }
    QList<TrackedItem> rowsOfKind(const QString &kind) const
    {
        QList<TrackedItem> out;
        const QList<TrackedItem> all = f->session->journal().trackedItems(QString(kSandboxEnvironmentId)).value();
        for (const TrackedItem &item : all) {
            if (item.kind == kind)
                out << item;
        }
        return out;
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        desk = std::make_unique<DispatchDesk>(*f->session);
    }
    void cleanup()
    {
        desk.reset();
        f.reset();
    }

    void intentIsRecordedBeforeTheRequestLeaves()
    {
        SendDispatchCall *call = desk->send(sampleDispatch(QStringLiteral("P-1")));
        QVERIFY(call);
        const qint64 id = lastRow();
        QCOMPARE(row(id).outbox, OutboxState::Sending); // written before anything went out
        QCOMPARE(row(id).createdAt, f->clock->now());
        QCOMPARE(posts(QStringLiteral("/sep/api/signing")), 0);
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        QVERIFY(added.wait(5000));
        QCOMPARE(added.first().first().toLongLong(), id); // the same row, now accepted
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QVERIFY(!row(id).externalId.isEmpty());
        QVERIFY(f->session->follow().isFollowed(id));
    }

    void timeoutLeavesItUncertainAndTheFindIsFollowed()
    {
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, QStringLiteral("/sep/api/signing"));
        slow.delayMs = 120'000; // the platform acts; its answer comes too late
        f->emulator->context().faults().add(slow);
        QSignalSpy uncertain(desk.get(), &DispatchDesk::sendUncertain);
        SendDispatchCall *call = desk->send(sampleDispatch(QStringLiteral("P-2")));
        QSignalSpy failed(call, &ApiCall::failed);
        const qint64 id = lastRow();
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31); // past the 30 s timeout
        QVERIFY(failed.wait(5000));
        QCOMPARE(row(id).outbox, OutboxState::Uncertain); // never "failed"
        QVERIFY(uncertain.wait(5000));
        QCOMPARE(uncertain.first().at(2).toLongLong(), id);
        const auto found = uncertain.first().first().value<QList<DispatchSummary>>();
        QCOMPARE(found.size(), 1);
        QCOMPARE(row(id).outbox, OutboxState::Uncertain); // until the person takes the find
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->followFound(id, found);
        QCOMPARE(added.count(), 1);
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QCOMPARE(row(id).externalId, found.first().trackingId);
        QVERIFY(f->session->follow().isFollowed(id));
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        QCOMPARE(posts(QStringLiteral("/sep/api/signing")), 1);
    }

    void droppedConnectionWithNothingCreatedMaySendAgain()
    {
        // The connection closes before the service is reached: the list has nothing. Twice, as Qt's
        // network layer may write a POST again on a new connection (the transport's own matter).
        sandbox::FaultRule drop = faultOnce(sandbox::FaultKind::Drop, QStringLiteral("/sep/api/signing"));
        drop.remaining = 2;
        f->emulator->context().faults().add(drop);
        QSignalSpy uncertain(desk.get(), &DispatchDesk::sendUncertain);
        desk->send(sampleDispatch(QStringLiteral("P-3")));
        const qint64 id = lastRow();
        QVERIFY(uncertain.wait(5000));
        QVERIFY(uncertain.first().first().value<QList<DispatchSummary>>().isEmpty());
        QCOMPARE(row(id).outbox, OutboxState::Refused); // asked: it did not arrive
        QVERIFY(desk->recent().isEmpty());
        QVERIFY(!f->session->follow().isFollowed(id));
    }

    // The service creates the dispatch and the connection closes with no answer: in doubt, and the
    // list finds it; following it completes the same row. One POST.
    void droppedAfterTheServiceActedIsFoundInTheList()
    {
        sandbox::FaultRule drop = faultOnce(sandbox::FaultKind::Drop, QStringLiteral("/sep/api/signing"));
        drop.afterService = true;
        f->emulator->context().faults().add(drop);
        QSignalSpy uncertain(desk.get(), &DispatchDesk::sendUncertain);
        desk->send(sampleDispatch(QStringLiteral("P-11")));
        const qint64 id = lastRow();
        QVERIFY(uncertain.wait(5000));
        const auto found = uncertain.first().first().value<QList<DispatchSummary>>();
        QCOMPARE(found.size(), 1);
        QCOMPARE(row(id).outbox, OutboxState::Uncertain);
        desk->followFound(id, found);
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QCOMPARE(row(id).externalId, found.first().trackingId);
        QCOMPARE(posts(QStringLiteral("/sep/api/signing")), 1);
    }

    // Two sends for one patient both in doubt: the second's lookup finds both, and the one that is
    // not the row's own is followed with the patient as the send named them, not the MIS id.
    void everyFindIsFollowedWithThePatientsName()
    {
        sandbox::FaultRule drop = faultOnce(sandbox::FaultKind::Drop, QStringLiteral("/sep/api/signing"));
        drop.afterService = true;
        drop.remaining = 2;
        f->emulator->context().faults().add(drop);
        QSignalSpy uncertain(desk.get(), &DispatchDesk::sendUncertain);
        desk->send(sampleDispatch(QStringLiteral("P-21")));
        QVERIFY(uncertain.wait(5000));
        f->clock->advanceSeconds(5);
        desk->send(sampleDispatch(QStringLiteral("P-21"))); // the person chose to send again
        const qint64 second = lastRow();
        QVERIFY(uncertain.wait(5000));
        const auto found = uncertain.last().first().value<QList<DispatchSummary>>();
        QCOMPARE(found.size(), 2);
        desk->followFound(second, found);
        for (const DispatchSummary &s : found) {
            const auto d = desk->byTrackingId(s.trackingId);
            QVERIFY(d);
            QVERIFY2(d->patientLabel().startsWith(QStringLiteral("Иванов Сергей")), qPrintable(d->patientLabel()));
        }
    }

    // kill -9 between the POST and its answer: the next start finds the row "sending", looks in
    // the list, and follows what the platform created; no second POST.
    void restartFindsTheDispatchThroughTheList()
    {
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, QStringLiteral("/sep/api/signing"));
        slow.delayMs = 120'000;
        f->emulator->context().faults().add(slow);
        desk->send(sampleDispatch(QStringLiteral("P-4")));
        const qint64 id = lastRow();
        QVERIFY(f->settle(300) || true); // the POST is out; the sandbox has created the dispatch
        QCOMPARE(row(id).outbox, OutboxState::Sending);

        desk.reset();
        f->restartClient(); // the process is gone: no answer was ever seen
        QCOMPARE(row(id).outbox, OutboxState::Uncertain);
        desk = std::make_unique<DispatchDesk>(*f->session);
        QTRY_COMPARE_WITH_TIMEOUT(row(id).outbox, OutboxState::Accepted, 5000);
        QVERIFY(f->settle());
        QVERIFY(!row(id).externalId.isEmpty());
        QVERIFY(f->session->follow().isFollowed(id));
        QCOMPARE(desk->byTrackingId(row(id).externalId)->journalId, id);
        f->clock->advanceSeconds(120); // the held answer goes out to nobody
        QVERIFY(f->settle());
        QCOMPARE(posts(QStringLiteral("/sep/api/signing")), 1);
        QVERIFY(f->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->isEmpty());
    }

    // An unreadable 2xx (the body garbled) still names the dispatch in its Location header.
    void unreadableAnswerIsFollowedByItsLocation()
    {
        f->emulator->context().faults().add(
            faultOnce(sandbox::FaultKind::Malformed, QStringLiteral("/sep/api/signing")));
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->send(sampleDispatch(QStringLiteral("P-5")));
        QVERIFY(added.wait(5000));
        const qint64 id = added.first().first().toLongLong();
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        QVERIFY(!row(id).externalId.isEmpty());
        QCOMPARE(posts(QStringLiteral("/sep/api/signing")), 1);
    }

    void refusedSendEndsAndIsNotListed()
    {
        sandbox::FaultRule refused = faultOnce(sandbox::FaultKind::Status, QStringLiteral("/sep/api/signing"));
        refused.status = 400;
        f->emulator->context().faults().add(refused);
        SendDispatchCall *call = desk->send(sampleDispatch(QStringLiteral("P-6")));
        QSignalSpy failed(call, &ApiCall::failed);
        const qint64 id = lastRow();
        QVERIFY(failed.wait(5000));
        QCOMPARE(row(id).outbox, OutboxState::Refused);
        QVERIFY(desk->recent().isEmpty());
        QVERIFY(!f->session->follow().isFollowed(id));
    }

    // A resend is billed; no method tells whether the SMS went: in doubt it stays "may have gone".
    void resendInDoubtIsMayHaveGone()
    {
        const qint64 id = sendAccepted(QStringLiteral("P-7"));
        QVERIFY(id);
        const QString trackingId = row(id).externalId;
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, QStringLiteral("/sep/api/resend"));
        slow.delayMs = 120'000;
        f->emulator->context().faults().add(slow);
        ResendCall *call = desk->resend(trackingId, {DeliveryChannel::Sms});
        QVERIFY(call);
        QCOMPARE(rowsOfKind(QStringLiteral("signing-resend")).size(), 1);
        QCOMPARE(rowsOfKind(QStringLiteral("signing-resend")).first().outbox, OutboxState::Sending);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31);
        QVERIFY(failed.wait(5000));
        const TrackedItem resend = rowsOfKind(QStringLiteral("signing-resend")).first();
        QCOMPARE(resend.outbox, OutboxState::Uncertain);
        QCOMPARE(resend.payload.value(u"trackingId").toString(), trackingId);
        QCOMPARE(desk->recent().size(), 1); // an action is not a dispatch of its own
        QCOMPARE(desk->byTrackingId(trackingId)->journalId, id);
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        QCOMPARE(posts(QStringLiteral("/sep/api/resend")), 1);
    }

    // A cancel in doubt is asked of the dispatch's status: cancelled there, it is settled.
    void cancelInDoubtIsResolvedByTheStatus()
    {
        const qint64 id = sendAccepted(QStringLiteral("P-8"));
        QVERIFY(id);
        const QString trackingId = row(id).externalId;
        const QString path = QStringLiteral("/sep/api/signing/%1/cancel").arg(trackingId);
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, path);
        slow.delayMs = 120'000; // the platform cancels; the answer comes too late
        f->emulator->context().faults().add(slow);
        CancelDispatchCall *call = desk->cancel(trackingId);
        QVERIFY(call);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31);
        QVERIFY(failed.wait(5000));
        QTRY_COMPARE_WITH_TIMEOUT(rowsOfKind(QStringLiteral("signing-cancel")).first().outbox, OutboxState::Accepted,
                                  5000);
        QCOMPARE(rowsOfKind(QStringLiteral("signing-cancel")).first().lastStatus,
                 QString::number(DispatchCode::Cancelled));
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        QCOMPARE(posts(path), 1);
    }

    void newPlatformDraftGoesThroughTheOutbox()
    {
        Draft form;
        form.environmentId = QString(kSandboxEnvironmentId);
        form.kind = QStringLiteral("dispatch-form");
        form.payload = QJsonObject{{QStringLiteral("x"), 1}};
        const qint64 formDraft = f->session->journal().saveDraft(form).value();
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        InitDraftCall *call = desk->saveDraft(sampleDispatch(QStringLiteral("P-9")), formDraft);
        QVERIFY(call);
        const qint64 id = lastRow();
        QCOMPARE(row(id).outbox, OutboxState::Sending);
        QVERIFY(added.wait(5000));
        QCOMPARE(added.first().first().toLongLong(), id);
        QCOMPARE(row(id).outbox, OutboxState::Accepted);
        const auto draft = desk->dispatch(id);
        QVERIFY(draft && draft->isDraft);
        QVERIFY(draft->draftExpiresAt.isValid());
        QVERIFY(!f->session->follow().isFollowed(id)); // a draft is not polled
        QCOMPARE(f->session->journal().loadDraft(formDraft).error().code, JournalError::Code::NotFound);
    }

    // Sending a platform draft bills it: in doubt, the draft's own status settles it.
    void draftSentInDoubtIsSettledByItsStatus()
    {
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->saveDraft(sampleDispatch(QStringLiteral("P-10")));
        QVERIFY(added.wait(5000));
        const qint64 draftRow = added.first().first().toLongLong();
        const QString trackingId = row(draftRow).externalId;
        const QString path = QStringLiteral("/sep/api/signing/drafts/%1/finalize").arg(trackingId);
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, path);
        slow.delayMs = 120'000; // the platform sends it; the answer comes too late
        f->emulator->context().faults().add(slow);
        DispatchRequest r = sampleDispatch(QStringLiteral("P-10"));
        r.files.clear();
        FinalizeDraftCall *call = desk->finalizeDraft(trackingId, r);
        QVERIFY(call);
        const qint64 id = lastRow();
        QVERIFY(id != draftRow);
        QCOMPARE(row(id).outbox, OutboxState::Sending);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31);
        QVERIFY(failed.wait(5000));
        QTRY_COMPARE_WITH_TIMEOUT(row(id).outbox, OutboxState::Accepted, 5000);
        QCOMPARE(row(id).externalId, trackingId);
        QVERIFY(f->session->follow().isFollowed(id)); // followed as the dispatch it became
        QVERIFY(row(draftRow).terminal);
        QCOMPARE(desk->byTrackingId(trackingId)->journalId, id);
        QVERIFY(!desk->byTrackingId(trackingId)->isDraft);
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        QCOMPARE(posts(path), 1);
    }

    // Enrichment has no list to look an order up in: a timeout leaves it "may have gone".
    void enrichmentTimeoutStaysMayHaveGone()
    {
        EnrichmentDesk orders(*f->session);
        sandbox::FaultRule slow = faultOnce(sandbox::FaultKind::Delay, QStringLiteral("/enrichment/*"));
        slow.delayMs = 120'000;
        f->emulator->context().faults().add(slow);
        auto *call = orders.submit(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport());
        QVERIFY(call);
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31);
        QVERIFY(failed.wait(5000));
        const auto recent = orders.recent();
        QCOMPARE(recent.size(), 1);
        QCOMPARE(recent.first().outbox, OutboxState::Uncertain);
        QVERIFY(!recent.first().finished); // not "failed"
        QVERIFY(!f->session->follow().isFollowed(recent.first().journalId));
        QCOMPARE(f->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->size(), 1);
        // The person decides (the result came another way): it is set aside and no longer asked about.
        orders.stop(recent.first().journalId);
        QVERIFY(orders.order(recent.first().journalId)->stopped);
        QVERIFY(f->session->journal().unresolvedSends(QString(kSandboxEnvironmentId))->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOutboxClient)
#include "tst_outbox_client.moc"
