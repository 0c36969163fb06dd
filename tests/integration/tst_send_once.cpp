// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// One press, one request on the wire: every call that changes state (A submit, B cancel, D send,
// cancel) leaves the workstation once, whatever the connection does after the request was
// written, counted in the sandbox's own request log. Each uncertain end is an ApiError that says
// the server may have acted; a connection that never reached the server says it did not.

#include "clientfixture.h"
#include "core/enrichment/enrichmentcalls.h"
#include "core/enrichment/enrichmentrequests.h"
#include "core/prescription/prescriptioncalls.h"
#include "core/signing/signingcalls.h"
#include "enrichmentsamples.h"
#include "sandbox/server/faultinjector.h"

#include <QSignalSpy>
#include <QTcpServer>

#include <functional>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {

const QString kOrg = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
const QString kSigning = QStringLiteral("/sep/api/signing");
const QString kCancelB = QStringLiteral("/prescription/MakeCancelPrescription");

DispatchRequest dispatchRequest()
{
    DispatchRequest r;
    r.organizationId = kOrg;
    r.practitioner.familyName = QStringLiteral("Смирнова");
    r.practitioner.givenName = QStringLiteral("Елена");
    r.practitioner.middleName = QStringLiteral("Викторовна");
    r.practitioner.userIdLpu = QStringLiteral("doc-1024");
    r.practitioner.snils = QStringLiteral("11223344595");
    DispatchPatient p;
    p.idPatientMis = QStringLiteral("P-ONCE");
    p.familyName = QStringLiteral("Иванов");
    p.givenName = QStringLiteral("Сергей");
    p.birthDate = QDate(1978, 3, 14);
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.documents = {PersonDocument{
        14, QStringLiteral("4509"), QStringLiteral("123456"), QStringLiteral("ОВД Хамовники"), QDate(2003, 4, 22), {}}};
    r.patients = {p};
    r.files = {DispatchFile{QStringLiteral("consent"), QStringLiteral("Согласие.pdf"), QStringLiteral("pdf"),
                            "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
                            "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
                            "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
                            "xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n"
                            "0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n"}};
    return r;
}

QJsonObject enrichmentBody()
{
    return buildEnrichmentRequest(EnrichmentOperation::SnilsLookup, samplePatient(), samplePassport());
}

} // namespace

class TestSendOnce : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;

    void fault(const QString &path, sandbox::FaultKind kind, bool afterService = false, int count = -1)
    {
        sandbox::FaultRule rule;
        rule.pattern = path;
        rule.method = "POST";
        rule.kind = kind;
        rule.afterService = afterService;
        rule.remaining = count; // -1: every matching request, so a second copy would be faulted and counted too
        f->emulator->context().faults().add(rule);
    }
    void clearFaults() { f->emulator->context().faults().clear(); }
    int posts(const QString &path) const
    {
        int n = 0;
        for (const auto &e : f->emulator->context().requestLog().entries())
            n += e.method == "POST" && e.path == path;
        return n;
    }
    // Starts the call and returns how it ended; also waits for Qt's own resend, if any, to arrive.
    ApiError run(ApiCall *call)
    {
        f->session->transport().start(call);
        QSignalSpy failed(call, &ApiCall::failed);
        QSignalSpy finished(call, &ApiCall::finished);
        if (!finished.wait(5000))
            return ApiError(ApiError::Kind::Timeout, call->service(), QStringLiteral("test: no end"));
        f->settle();
        return failed.isEmpty() ? ApiError() : failed.first().first().value<ApiError>();
    }
    template<class C>
    std::optional<typename C::Result> result(C *call)
    {
        auto out = std::make_shared<std::optional<typename C::Result>>();
        connect(call, &ApiCall::succeeded, this, [call, out] { *out = call->result(); });
        run(call);
        return *out;
    }
    void expectUncertainClose(const ApiError &e)
    {
        QCOMPARE(e.kind(), ApiError::Kind::Network);
        QCOMPARE(e.networkFailure(), ApiError::NetworkFailure::ClosedWithoutAnswer);
        QVERIFY(e.mayHaveActed());
        // Our own words for the person; Qt's (translated) text stays in the log's detail.
        QVERIFY(!e.technicalDetail().isEmpty());
        QVERIFY2(!e.userText().contains(e.technicalDetail()), qPrintable(e.userText()));
        QVERIFY(e.logText().contains(e.technicalDetail()));
    }

private Q_SLOTS:
    void init() { f = std::make_unique<ClientFixture>(); }
    void cleanup() { f.reset(); }

    void dispatchDroppedAfterTheServiceActedGoesOnce()
    {
        fault(kSigning, sandbox::FaultKind::Drop, true);
        expectUncertainClose(run(new SendDispatchCall(dispatchRequest())));
        QCOMPARE(posts(kSigning), 1);
        clearFaults();
        // The platform did create it: the list shows the one dispatch, not two.
        DispatchListFilter filter;
        filter.idPatientMis = QStringLiteral("P-ONCE");
        const auto list = result(new DispatchListCall(filter));
        QVERIFY(list);
        QCOMPARE(list->size(), 1);
    }

    void enrichmentOrderDroppedAfterTheServiceActedGoesOnce()
    {
        fault(QStringLiteral("/enrichment/snils"), sandbox::FaultKind::Drop, true);
        expectUncertainClose(run(new EnrichmentOrderCall(EnrichmentOperation::SnilsLookup, enrichmentBody())));
        QCOMPARE(posts(QStringLiteral("/enrichment/snils")), 1);
    }

    void prescriptionCancelDroppedAfterTheServiceActedGoesOnce()
    {
        fault(kCancelB, sandbox::FaultKind::Drop, true);
        expectUncertainClose(run(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104"))));
        QCOMPARE(posts(kCancelB), 1);
        clearFaults();
        // The cancel was carried out once: asked again, the registry refuses, as it was queued before.
        const ApiError again = run(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104")));
        QCOMPARE(again.kind(), ApiError::Kind::Http);
        QVERIFY(!again.mayHaveActed());
        QVERIFY2(again.serverMessages().join(u' ').contains(QStringLiteral("аннулирован ранее")),
                 qPrintable(again.userText()));
    }

    void dispatchCancelWithAnEmptyBodyGoesOnce()
    {
        const auto sent = result(new SendDispatchCall(dispatchRequest()));
        QVERIFY(sent && !sent->trackingId.isEmpty());
        const QString cancelPath = kSigning + u'/' + sent->trackingId + QStringLiteral("/cancel");
        fault(cancelPath, sandbox::FaultKind::Drop, true);
        expectUncertainClose(run(new CancelDispatchCall(sent->trackingId)));
        QCOMPARE(posts(cancelPath), 1);
    }

    void everySigningPostGoesOnce()
    {
        // Each D POST with its answer lost after the service acted; a resend would be counted.
        const QString id = QStringLiteral("2f0c7d3e-1b4a-4c8e-9d2f-6a5b4c3d2e1f");
        const DispatchRequest r = dispatchRequest();
        const QList<std::pair<QString, std::function<ApiCall *()>>> presses{
            {kSigning, [&] { return new SendDispatchCall(r); }},
            {kSigning + QStringLiteral("/drafts/init"), [&] { return new InitDraftCall(r); }},
            {kSigning + QStringLiteral("/drafts/%1/send").arg(id),
             [&] { return new SendDraftCall(id, r, true, true); }},
            {kSigning + QStringLiteral("/drafts/%1/finalize").arg(id), [&] { return new FinalizeDraftCall(id, r); }},
            {kSigning + QStringLiteral("/drafts/%1/archive").arg(id),
             [&] { return new ArchiveDraftCall(id, r.practitioner); }},
            {kSigning + QStringLiteral("/%1/cancel").arg(id), [&] { return new CancelDispatchCall(id); }},
            {QStringLiteral("/sep/api/resend"),
             [&] { return new ResendCall(id, {DeliveryChannel::Chatbot}, {QStringLiteral("P-ONCE")}); }},
            {QStringLiteral("/sep/api/initqes"), [&] { return new InitQesCall(id, r.practitioner, {}); }},
        };
        for (const auto &[path, make] : presses) {
            fault(path, sandbox::FaultKind::Drop, true);
            ApiCall *call = make();
            QVERIFY2(call->sendsAtMostOnce(), qPrintable(path));
            const ApiError e = run(call);
            QVERIFY2(e.mayHaveActed(), qPrintable(path));
            QVERIFY2(posts(path) == 1, qPrintable(path + u": " + QString::number(posts(path))));
            clearFaults();
        }
    }

    void emptyAndTruncatedAnswersAreUncertain()
    {
        // An empty 201 still names the dispatch in its Location header: it is followed, not in doubt.
        fault(kSigning, sandbox::FaultKind::Empty, false, 1);
        auto *empty = new SendDispatchCall(dispatchRequest());
        auto named = std::make_shared<QString>();
        connect(empty, &ApiCall::succeeded, this, [empty, named] { *named = empty->result().trackingId; });
        ApiError e = run(empty);
        QVERIFY(!e.isError());
        QVERIFY(!named->isEmpty());
        QCOMPARE(posts(kSigning), 1);

        fault(kSigning, sandbox::FaultKind::Truncate, false, 1);
        e = run(new SendDispatchCall(dispatchRequest()));
        QCOMPARE(e.kind(), ApiError::Kind::Network);
        QCOMPARE(e.networkFailure(), ApiError::NetworkFailure::Truncated);
        QVERIFY(e.mayHaveActed());
        QVERIFY(e.technicalDetail().startsWith(QStringLiteral("truncated answer")));
        QVERIFY(!e.userText().contains(QStringLiteral("truncated answer")));
        QCOMPARE(posts(kSigning), 2);
    }

    void keptAliveConnectionClosedOnTheSecondPressGoesOnce()
    {
        // The first press is answered and its connection could be kept; the server then closes
        // the connection the second press arrives on, as an idle timeout racing it would.
        const auto first = result(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104")));
        QVERIFY(first);
        QVERIFY(result(new TakePrescriptionStatusCall(kOrg, QStringLiteral("RX-2026-000120"))));
        QCOMPARE(posts(kCancelB), 1);
        fault(kCancelB, sandbox::FaultKind::Drop, false, 1);
        const ApiError e = run(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000120")));
        QCOMPARE(posts(kCancelB), 2);
        expectUncertainClose(e);
        // A third press, on a healthy server, is answered after exactly one more arrival.
        QVERIFY(result(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000120"))));
        QCOMPARE(posts(kCancelB), 3);
    }

    void readsStillShareKeptAliveConnections()
    {
        // A read is not a press: Qt may send it again on its own, and the transport may retry it.
        auto *status = new TakePrescriptionStatusCall(kOrg, QStringLiteral("RX-2026-000104"));
        QVERIFY(!status->sendsAtMostOnce());
        QVERIFY(result(status));
        auto *cancel = new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104"));
        QVERIFY(cancel->sendsAtMostOnce());
        delete cancel;
    }

    void aRefusalWithRetryAfterIsNotUncertain()
    {
        sandbox::FaultRule busy;
        busy.pattern = kSigning;
        busy.method = "POST";
        busy.kind = sandbox::FaultKind::Status;
        busy.status = 429;
        busy.headers = {{"Retry-After", "300"}}; // longer than D's own 2-minute upload block
        busy.remaining = 1;
        f->emulator->context().faults().add(busy);
        const QDateTime pressed = f->clock->now();
        const ApiError e = run(new SendDispatchCall(dispatchRequest()));
        QCOMPARE(e.kind(), ApiError::Kind::RateLimited);
        QVERIFY(!e.mayHaveActed());
        QCOMPARE(e.retryAt(), pressed.addSecs(300));
        QCOMPARE(posts(kSigning), 1);
    }

    void refusedConnectionDidNotReachTheServer()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        QUrl root = f->emulator->url();
        root.setPort(port);
        f->session->environments().setSandboxRoot(root);
        const ApiError e = run(new CancelPrescriptionCall(kOrg, QStringLiteral("RX-2026-000104")));
        QCOMPARE(e.kind(), ApiError::Kind::ConnectionRefused);
        QVERIFY(!e.mayHaveActed());
        QCOMPARE(posts(kCancelB), 0);
    }
};

QTEST_GUILESS_MAIN(TestSendOnce)
#include "tst_send_once.moc"
