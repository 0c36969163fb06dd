// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D through the workstation's core against the sandbox: send, poll to signed, open the
// PDF, the no-duplicate rule after a timeout, drafts across their 24-hour life, cancel, resend,
// initqes, and the D error codes the desk can meet, each reaching the caller with the server's words.

#include "clientfixture.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/signingservice.h"
#include "dispatchsamples.h"
#include "sandbox/server/faultinjector.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

class TestSigningClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<DispatchDesk> desk;

    // The result of a call, taken in its succeeded() (the call deletes itself right after).
    qint64 sendOne(const DispatchRequest &r = sampleDispatch())
    {
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->send(r);
        return added.wait(5000) ? added.first().first().toLongLong() : 0;
    }
    // The sandbox's admin API, as the patient would act on the patient page.
    void expectCode(const ApiError &e, int status, const char *code)
    {
        QCOMPARE(e.httpStatus(), status);
        QCOMPARE(e.code(), QLatin1String(code));
        QVERIFY2(!e.serverMessages().isEmpty(), code);
        QVERIFY(e.userText().contains(e.serverMessages().first()));
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

    void sendPollSignedOpen()
    {
        QSignalSpy signedSpy(desk.get(), &DispatchDesk::dispatchSigned);
        const qint64 id = sendOne();
        QVERIFY(id > 0);
        const TrackedDispatch sent = *desk->dispatch(id);
        QCOMPARE(sent.code, 201);
        QCOMPARE(sent.fileNames, QStringList{QStringLiteral("Согласие.pdf")});
        QCOMPARE(sent.patientLabel(), QStringLiteral("Иванов Сергей"));
        QVERIFY(!sent.meta.contains(u"content")); // no file bytes in the journal
        // The patient signs (the sandbox's patient page does the same).
        QCOMPARE(f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/sign").arg(sent.trackingId)), 200);
        QVERIFY(f->advanceUntil([&] { return desk->dispatch(id)->finished; }, 300));
        QCOMPARE(desk->dispatch(id)->code, 210);
        QCOMPARE(signedSpy.count(), 1);
        // Only the status method was used to poll: no full GET so far.
        QCOMPARE(f->arrivals(u"/sep/api/signing/" + sent.trackingId + u"/status").isEmpty(), false);
        int fullGets = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            fullGets += e.method == "GET" && e.path == u"/sep/api/signing/" + sent.trackingId;
        QCOMPARE(fullGets, 0);
        // Opened: the full GET returns the signed PDF with its visualization.
        const auto opened = awaitResult(desk->open(sent.trackingId));
        QVERIFY(opened);
        QCOMPARE(opened->code, 210);
        QCOMPARE(opened->attachments.size(), 1);
        QVERIFY(opened->attachments.first().content.startsWith("%PDF"));
        QVERIFY(opened->attachments.first().content.size() > kSamplePdf.size()); // the stamp was appended
    }
    void noDuplicateAfterTimeout()
    {
        // The platform creates the dispatch but the answer never arrives in time.
        sandbox::FaultRule slow;
        slow.pattern = QStringLiteral("/sep/api/signing");
        slow.method = "POST";
        slow.kind = sandbox::FaultKind::Delay;
        slow.delayMs = 120'000;
        slow.remaining = 1;
        f->emulator->context().faults().add(slow);
        QSignalSpy uncertain(desk.get(), &DispatchDesk::sendUncertain);
        SendDispatchCall *call = desk->send(sampleDispatch(QStringLiteral("P-555")));
        QSignalSpy failed(call, &ApiCall::failed);
        QVERIFY(f->settle(300) || true);
        f->clock->advanceSeconds(31); // past the 30 s timeout
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Timeout);
        QVERIFY(uncertain.wait(5000));
        const auto found = uncertain.first().first().value<QList<DispatchSummary>>();
        QCOMPARE(found.size(), 1); // the one created: do not send again, follow it
        QCOMPARE(uncertain.first().at(1).toString(), QStringLiteral("P-555"));
        // The sandbox logs a request when its answer goes out: let the held answer go.
        f->clock->advanceSeconds(120);
        QVERIFY(f->settle());
        int posts = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            posts += e.method == "POST" && e.path == u"/sep/api/signing";
        QCOMPARE(posts, 1); // never retried by itself
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->follow(found.first());
        QCOMPARE(added.count(), 1);
        QCOMPARE(desk->byTrackingId(found.first().trackingId)->code, 201);
    }
    void draftsAcrossTheirLife()
    {
        const auto init = awaitResult(desk->saveDraft(sampleDispatch(QStringLiteral("P-700"))));
        QVERIFY(init);
        const QString id = init->trackingId;
        QCOMPARE(init->statusCode, 215);
        QCOMPARE(init->draftExpiresAt, f->clock->now().addSecs(24 * 3600));
        const TrackedDispatch draft = *desk->byTrackingId(id);
        QVERIFY(draft.isDraft);
        QCOMPARE(draft.draftExpiresAt, f->clock->now().addSecs(24 * 3600));
        // Add a second file without sending: still a draft.
        DispatchRequest more = sampleDispatch(QStringLiteral("P-700"));
        more.files = {
            DispatchFile{QStringLiteral("plan"), QStringLiteral("План.pdf"), QStringLiteral("pdf"), kSamplePdf}};
        const auto update = awaitResult(desk->updateDraft(id, more, false, false));
        QVERIFY(update);
        QCOMPARE(update->statusCode, 215);
        QCOMPARE(desk->byTrackingId(id)->fileNames,
                 (QStringList{QStringLiteral("Согласие.pdf"), QStringLiteral("План.pdf")}));
        // 24 hours later the platform archives it: finalizing is refused.
        f->clock->advanceSeconds(24 * 3600 + 60);
        const ApiError late = awaitFailure(desk->finalizeDraft(id, sampleDispatch(QStringLiteral("P-700"))));
        QCOMPARE(late.httpStatus(), 400);
        QCOMPARE(late.code(), QStringLiteral("NOT_DRAFT"));
        // A fresh draft finalized in time becomes a dispatch that is followed.
        const auto second = awaitResult(desk->saveDraft(sampleDispatch(QStringLiteral("P-701"))));
        QVERIFY(second);
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        const auto finalized =
            awaitResult(desk->finalizeDraft(second->trackingId, sampleDispatch(QStringLiteral("P-701"))));
        QVERIFY(finalized);
        QCOMPARE(finalized->statusCode, 201);
        QVERIFY(added.count() || added.wait(2000));
        QVERIFY(!desk->byTrackingId(second->trackingId)->isDraft);
        // A draft the doctor no longer wants is archived.
        const auto third = awaitResult(desk->saveDraft(sampleDispatch(QStringLiteral("P-702"))));
        QVERIFY(third);
        const auto archived = awaitResult(desk->archiveDraft(third->trackingId));
        QVERIFY(archived);
        QCOMPARE(archived->status, QStringLiteral("success"));
        QVERIFY(desk->byTrackingId(third->trackingId)->archived);
    }
    void cancelResendAndQes()
    {
        const qint64 id = sendOne(sampleDispatch(QStringLiteral("P-800")));
        const QString trackingId = desk->dispatch(id)->trackingId;
        const auto resent = awaitResult(desk->resend(trackingId, {DeliveryChannel::Chatbot}));
        QVERIFY(resent && !resent->isEmpty());
        const auto qes = awaitResult(desk->initQes(trackingId));
        QVERIFY(qes && qes->link.isValid());
        const auto cancelled = awaitResult(desk->cancel(trackingId));
        QVERIFY(cancelled);
        QCOMPARE(cancelled->statusCode, 213);
        QVERIFY(f->advanceUntil([&] { return desk->dispatch(id)->finished; }, 120));
        QCOMPARE(desk->dispatch(id)->code, 213);
        // Cancelled already: the service says why.
        expectCode(awaitFailure(desk->cancel(trackingId)), 400, "INVALID_STATUS");
    }
    void errorCodesReachTheCaller()
    {
        expectCode(awaitFailure(desk->open(QStringLiteral("00000000-0000-4000-8000-000000000000"))), 404, "NOT_FOUND");
        const qint64 id = sendOne(sampleDispatch(QStringLiteral("P-900")));
        expectCode(awaitFailure(desk->archiveDraft(desk->dispatch(id)->trackingId)), 400, "NOT_DRAFT");
        // Past the client's own checks, the service's limits answer as the contract says.
        DispatchRequest big = sampleDispatch(QStringLiteral("P-901"));
        big.files.first().content = kSamplePdf + QByteArray(kMaxDispatchFileBytes, ' ');
        expectCode(awaitFailure(f->session->transport().start(new SendDispatchCall(big))), 400, "LIMIT_FILE_SIZE");
        DispatchRequest many = sampleDispatch(QStringLiteral("P-902"));
        for (int i = 0; i < 10; ++i)
            many.files << DispatchFile{QStringLiteral("f%1").arg(i), QStringLiteral("f%1.pdf").arg(i),
                                       QStringLiteral("pdf"), kSamplePdf};
        expectCode(awaitFailure(f->session->transport().start(new SendDispatchCall(many))), 400, "LIMIT_FILE_COUNT");
        // A dispatch of another organization: the token's MIS is not linked to it.
        Environment env = f->session->currentEnvironment();
        env.organizationId = QStringLiteral("c5d2e8f1-6b3a-4c9d-a7e2-5f1b8c4d3e91");
        f->session->environments().updateEnvironment(env);
        QTRY_COMPARE(f->session->accessProvider().access(services::Signing).organizationId, env.organizationId);
        expectCode(awaitFailure(desk->open(desk->dispatch(id)->trackingId)), 403, "ACCESS_DENIED");
    }
    void everyCreatingRequestSharesTheUploadLimit()
    {
        // Uploads, drafts, finalize and draft sends all create dispatches: the client counts them in
        // the 120 a minute, so the sandbox, which counts them too, never answers 429 and the 121st
        // waits for the minute to pass.
        QStringList drafts;
        for (int i = 0; i < 40; ++i) {
            const auto draft = awaitResult(desk->saveDraft(sampleDispatch(QStringLiteral("P-%1").arg(2000 + i))));
            QVERIFY(draft);
            drafts << draft->trackingId;
        }
        const QDateTime start = f->clock->now();
        int succeeded = 0;
        int failed = 0;
        const auto watch = [this, &succeeded, &failed](ApiCall *call) {
            QVERIFY(call);
            connect(call, &ApiCall::succeeded, this, [&succeeded] { ++succeeded; });
            connect(call, &ApiCall::failed, this, [&failed] { ++failed; });
        };
        for (int i = 0; i < 20; ++i)
            watch(desk->finalizeDraft(drafts.at(i), sampleDispatch(QStringLiteral("P-%1").arg(2000 + i))));
        for (int i = 20; i < 40; ++i)
            watch(desk->updateDraft(drafts.at(i), sampleDispatch(QStringLiteral("P-%1").arg(2000 + i)), false, true));
        for (int i = 0; i < 41; ++i)
            watch(desk->send(sampleDispatch(QStringLiteral("P-%1").arg(3000 + i))));
        // The held 121st counts as active: wait on the answers, not on an idle transport.
        QVERIFY(QTest::qWaitFor([&succeeded] { return succeeded >= 80; }, 10'000));
        QCOMPARE(succeeded, 80); // with the 40 drafts, the minute's 120
        for (int s = 0; s < 70 && succeeded < 81; ++s) {
            f->clock->advanceSeconds(1);
            (void)QTest::qWaitFor([&succeeded] { return succeeded >= 81; }, 100); // the loop counts the seconds
        }
        QCOMPARE(succeeded, 81);
        QCOMPARE(failed, 0);
        const QRegularExpression creating(QStringLiteral("/sep/api/signing(/drafts/.*)?$"));
        QList<QDateTime> created;
        int tooMany = 0;
        for (const auto &e : f->emulator->context().requestLog().entries()) {
            if (e.method != "POST" || !creating.match(e.path).hasMatch() || e.path.endsWith(u"/archive"))
                continue;
            tooMany += e.status == 429;
            created << e.time;
        }
        QCOMPARE(tooMany, 0);
        QCOMPARE(created.size(), 121);
        QVERIFY(start.msecsTo(created.last()) >= 60'000);
        for (int i = 0; i < created.size(); ++i) { // never more than 120 in any minute
            int inWindow = 0;
            for (int j = i; j < created.size() && created.at(i).msecsTo(created.at(j)) < 60'000; ++j)
                ++inWindow;
            QVERIFY(inWindow <= 120);
        }
    }
    void pollingStaysWithinTheLimits()
    {
        for (int i = 0; i < 25; ++i)
            QVERIFY(sendOne(sampleDispatch(QStringLiteral("P-%1").arg(1000 + i))) > 0);
        f->clock->advanceSeconds(600);
        QVERIFY(f->settle());
        for (int s = 0; s < 300; ++s) {
            f->clock->advanceSeconds(1);
            QVERIFY(f->settle());
        }
        int tooMany = 0;
        QList<QDateTime> statusTimes;
        for (const auto &e : f->emulator->context().requestLog().entries()) {
            tooMany += e.status == 429;
            if (e.path.endsWith(u"/status"))
                statusTimes << e.time;
        }
        QCOMPARE(tooMany, 0);
        QVERIFY(statusTimes.size() >= 25);
        for (int i = 0; i < statusTimes.size(); ++i) { // never more than 600 in any minute
            int inWindow = 0;
            for (int j = i; j < statusTimes.size() && statusTimes.at(i).msecsTo(statusTimes.at(j)) < 60'000; ++j)
                ++inWindow;
            QVERIFY(inWindow <= 600);
        }
    }
};

QTEST_GUILESS_MAIN(TestSigningClient)
#include "tst_signing_client.moc"
