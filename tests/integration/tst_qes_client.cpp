// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The practitioner's QES through the workstation's core against the sandbox: the self-QES round
// trip with the OpenSSL preset and the sandbox's test certificate (initselfqes -> the signer
// command -> attachselfqes -> the new status and the signature in the journal), an expired
// certificate refused before anything leaves, one attach per session, every error row of D4 with
// its own text, and a batch session (initbatchqes) with its count and its errors.

#include "clientfixture.h"
#include "core/net/sandboxadminclient.h"
#include "core/signing/dispatchdesk.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signerrun.h"
#include "core/signing/signingrequests.h"
#include "core/signing/signingservice.h"
#include "core/storage/journal.h"
#include "dispatchsamples.h"
#include "sandbox/services/signing/signingmodule.h"

#include <QJsonDocument>
#include <QNetworkReply>
#include <QSignalSpy>

using namespace cliniclink;
using namespace cliniclink::testing;

namespace {
const QString kTestThumbprint = QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC");
}

class TestQesClient : public QObject {
    Q_OBJECT
    std::unique_ptr<ClientFixture> f;
    std::unique_ptr<DispatchDesk> desk;
    std::unique_ptr<QesDesk> qes;
    QByteArray testPem;
    QByteArray testKey;

    // A dispatch of ours in the given status (the sandbox's admin API forces it).
    QString dispatchIn(int status, const QString &patient = QStringLiteral("P-300"))
    {
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->send(sampleDispatch(patient));
        if (!added.wait(5000))
            return {};
        const QString trackingId = desk->dispatch(added.first().first().toLongLong())->trackingId;
        // The patient signs first (as a 214 dispatch is), then the status is forced.
        if (status != 201
            && f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/sign").arg(trackingId)) != 200)
            return {};
        if (status != 201
            && f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/status").arg(trackingId),
                        {{QStringLiteral("status"), status}})
                != 200)
            return {};
        return trackingId;
    }
    SigningCertificate testCertificate() { return SigningCertificate::fromPemOrDer(testPem).value(0); }
    // The OpenSSL preset over the sandbox's test certificate, as the self-QES dialog runs it.
    QByteArray sign(const QByteArray &pdf)
    {
        SignerRun run(&f->session->clock());
        SignerRun::Material material;
        material.thumbprint = kTestThumbprint;
        material.testCertificatePem = testPem;
        material.testKeyPem = testKey;
        QSignalSpy finished(&run, &SignerRun::finished);
        QSignalSpy failed(&run, &SignerRun::failed);
        run.start(SignerCommand::openSsl(), pdf, QStringLiteral("Согласие.pdf"), material);
        if (!QTest::qWaitFor([&] { return !finished.isEmpty() || !failed.isEmpty(); }, 20000) || finished.isEmpty()) {
            qWarning() << "signer:" << (failed.isEmpty() ? QString() : failed.first().first().toString());
            return {};
        }
        return finished.first().first().toByteArray();
    }
    int attachRequests() const { return int(f->arrivals(QStringLiteral("/sep/api/attachselfqes")).size()); }
    // An attach sent past the desk (which would refuse it): the server's own answer for the row.
    ApiError attachDirect(const SelfQesSession &s, const QByteArray &der)
    {
        DispatchPractitioner practitioner;
        practitioner.userIdLpu = QStringLiteral("doc-1024");
        practitioner.snils = QStringLiteral("11223344595");
        return awaitFailure(f->session->transport().start(
            new AttachSelfQesCall(s.trackingId, s.sessionId, der, QStringLiteral("x.sig"), practitioner)));
    }

private Q_SLOTS:
    void init()
    {
        f = std::make_unique<ClientFixture>();
        desk = std::make_unique<DispatchDesk>(*f->session);
        qes = std::make_unique<QesDesk>(*f->session, *desk);
        SandboxAdminClient adminClient(
            &f->session->network(), &f->session->clock(), [this] { return f->emulator->url(); }, services::Signing);
        auto pem = adminClient.testPkiFile(QStringLiteral("practitioner.pem"));
        auto key = adminClient.testPkiFile(QStringLiteral("practitioner.key"));
        QVERIFY(QTest::qWaitFor([&] { return pem.isFinished() && key.isFinished(); }, 5000));
        testPem = pem.result();
        testKey = key.result();
        QVERIFY(testKey.contains("PRIVATE KEY"));
    }
    void cleanup()
    {
        qes.reset();
        desk.reset();
        f.reset();
    }

    void certificateOfThePemFile()
    {
        const SigningCertificate c = testCertificate();
        QCOMPARE(c.thumbprint, kTestThumbprint);
        QVERIFY(c.subject.contains(QStringLiteral("Смирнова Елена Викторовна")));
        QVERIFY(!c.issuer.isEmpty());
        QCOMPARE(c.validFrom.date(), QDate(2025, 1, 1));
        QCOMPARE(c.validTo.date(), QDate(2040, 12, 31));
        QCOMPARE(c.commonName(), QStringLiteral("Смирнова Елена Викторовна"));
    }

    void selfQesRoundTripWithOpenSslPreset()
    {
        const QString trackingId = dispatchIn(214);
        QVERIFY(!trackingId.isEmpty());
        const auto session = awaitResult(qes->openSelfQes(trackingId, testCertificate()));
        QVERIFY(session);
        QCOMPARE(session->trackingId, trackingId);
        QCOMPARE(session->statusCode, 214);
        QVERIFY(session->pdf.startsWith("%PDF"));
        QVERIFY(session->expiresAt > f->clock->now());

        const QByteArray der = sign(session->pdf);
        QVERIFY(!der.isEmpty());
        QSignalSpy attachedSpy(qes.get(), &QesDesk::selfQesAttached);
        const auto attached = awaitResult(qes->attachSelfQes(*session, der, testCertificate()));
        QVERIFY(attached);
        QCOMPARE(attached->statusCode, 210);
        QCOMPARE(attached->thumbprint.toUpper(), kTestThumbprint);
        QCOMPARE(attached->iemkSaved, QStringLiteral("pending"));
        QCOMPARE(attachedSpy.count(), 1);
        // The new status is the dispatch's in the journal, and the signature is kept.
        QCOMPARE(desk->byTrackingId(trackingId)->code, 210);
        QCOMPARE(qes->savedSignature(session->sessionId).value_or(QByteArray()), der);
        QCOMPARE(attachRequests(), 1);

        // One session, one attach: a second is refused here, and nothing leaves.
        QSignalSpy problems(qes.get(), &QesDesk::problem);
        QVERIFY(qes->sessionUsed(session->sessionId));
        QCOMPARE(qes->attachSelfQes(*session, der, testCertificate()), nullptr);
        QCOMPARE(problems.count(), 1);
        QVERIFY(f->settle());
        QCOMPARE(attachRequests(), 1);
    }

    void aRefusedAttachUsesTheSessionUpHere()
    {
        const QString trackingId = dispatchIn(214);
        const auto session = awaitResult(qes->openSelfQes(trackingId, testCertificate()));
        QVERIFY(session);
        const ApiError e =
            awaitFailure(qes->attachSelfQes(*session, QByteArray("\x30\x03\x02\x01\x01", 5), testCertificate()));
        QCOMPARE(e.code(), QStringLiteral("INVALID_SIGNATURE"));
        // The session is in the journal before the attach left: never attached again from here.
        QCOMPARE(qes->attachSelfQes(*session, sign(session->pdf), testCertificate()), nullptr);
        QVERIFY(f->settle());
        QCOMPARE(attachRequests(), 1);
    }

    void expiredCertificateIsRefusedBeforeSending()
    {
        const QString trackingId = dispatchIn(214);
        SigningCertificate expired = testCertificate();
        expired.validTo = f->clock->now().addDays(-1);
        QSignalSpy problems(qes.get(), &QesDesk::problem);
        QCOMPARE(qes->openSelfQes(trackingId, expired), nullptr);
        QCOMPARE(problems.count(), 1);
        QVERIFY(problems.first().first().toString().contains(expired.commonName()));
        QVERIFY(f->settle());
        QVERIFY(f->arrivals(QStringLiteral("/sep/api/initselfqes")).isEmpty());
    }

    void everyErrorRowHasItsOwnText_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("invalid signature") << QStringLiteral("INVALID_SIGNATURE");
        QTest::newRow("content mismatch") << QStringLiteral("SIGNATURE_CONTENT_MISMATCH");
        QTest::newRow("document mismatch") << QStringLiteral("SIGNATURE_DOCUMENT_MISMATCH");
        QTest::newRow("double base64") << QStringLiteral("SIGNATURE_DOUBLE_BASE64");
        QTest::newRow("session used") << QStringLiteral("SESSION_ALREADY_USED");
        QTest::newRow("session expired") << QStringLiteral("SESSION_EXPIRED");
        QTest::newRow("invalid session") << QStringLiteral("INVALID_SESSION");
        QTest::newRow("invalid status") << QStringLiteral("INVALID_STATUS");
    }
    void everyErrorRowHasItsOwnText()
    {
        QFETCH(QString, code);
        const QString trackingId = dispatchIn(code == u"INVALID_STATUS" ? 201 : 214);
        ApiError e;
        if (code == u"INVALID_STATUS") {
            e = awaitFailure(qes->openSelfQes(trackingId, testCertificate()));
        } else {
            const auto s = awaitResult(qes->openSelfQes(trackingId, testCertificate()));
            QVERIFY(s);
            if (code == u"INVALID_SIGNATURE") {
                e = awaitFailure(qes->attachSelfQes(*s, QByteArray("\x30\x03\x02\x01\x01", 5), testCertificate()));
            } else if (code == u"SIGNATURE_CONTENT_MISMATCH") {
                e = awaitFailure(qes->attachSelfQes(*s, sign(s->pdf + "% changed\n"), testCertificate()));
            } else if (code == u"SIGNATURE_DOCUMENT_MISMATCH") {
                const auto other =
                    awaitResult(qes->openSelfQes(dispatchIn(214, QStringLiteral("P-301")), testCertificate()));
                QVERIFY(other);
                e = awaitFailure(qes->attachSelfQes(*s, sign(other->pdf), testCertificate()));
            } else if (code == u"SIGNATURE_DOUBLE_BASE64") {
                e = awaitFailure(qes->attachSelfQes(*s, sign(s->pdf).toBase64(), testCertificate()));
            } else if (code == u"SESSION_ALREADY_USED") {
                const QByteArray der = sign(s->pdf);
                QVERIFY(awaitResult(qes->attachSelfQes(*s, der, testCertificate())));
                e = attachDirect(*s, der); // the desk would not send it
            } else if (code == u"SESSION_EXPIRED") {
                const QByteArray der = sign(s->pdf);
                f->clock->advanceSeconds(31 * 60);
                QSignalSpy problems(qes.get(), &QesDesk::problem);
                QCOMPARE(qes->attachSelfQes(*s, der, testCertificate()), nullptr); // known expired here
                QCOMPARE(problems.count(), 1);
                e = attachDirect(*s, der);
            } else if (code == u"INVALID_SESSION") {
                SelfQesSession bogus = *s;
                bogus.sessionId = QStringLiteral("00000000-0000-4000-8000-000000000000");
                e = awaitFailure(qes->attachSelfQes(bogus, sign(s->pdf), testCertificate()));
            }
        }
        QCOMPARE(e.code(), code);
        const QString text = QesDesk::errorText(e);
        QVERIFY(!text.isEmpty());
        QVERIFY2(text != e.userText(), qPrintable(text)); // our own sentence, not the generic one
        QVERIFY(text.contains(e.serverMessages().value(0)));
        // Each row's sentence differs from every other row's.
        static QHash<QString, QString> seen;
        for (auto it = seen.cbegin(); it != seen.cend(); ++it) {
            if (it.key() != code)
                QVERIFY2(!text.startsWith(it.value().left(40)), qPrintable(code + u" like " + it.key()));
        }
        seen.insert(code, text);
    }

    void batchSessionCountsTheSelection()
    {
        const QString a = dispatchIn(214, QStringLiteral("P-310"));
        const QString b = dispatchIn(214, QStringLiteral("P-311"));
        dispatchIn(210, QStringLiteral("P-312"));
        QSignalSpy started(qes.get(), &QesDesk::batchStarted);
        // By filters: 214 by default.
        const auto byFilter = awaitResult(qes->startBatch(BatchQesRequest{}));
        QVERIFY(byFilter);
        QCOMPARE(byFilter->total, 2);
        QVERIFY(byFilter->link.isValid());
        QVERIFY(!byFilter->sessionId.isEmpty());
        QCOMPARE(started.count(), 1);
        // By the checked dispatches.
        BatchQesRequest chosen;
        chosen.trackingIds = {a};
        QCOMPARE(awaitResult(qes->startBatch(chosen))->total, 1);
        BatchQesRequest both;
        both.statuses = {210, 214};
        QCOMPARE(awaitResult(qes->startBatch(both))->total, 3);
        Q_UNUSED(b);
    }

    void initSelfQesRefusals()
    {
        // An unknown dispatch, and a practitioner without identifiers: each with its own text.
        ApiError e =
            awaitFailure(qes->openSelfQes(QStringLiteral("00000000-0000-4000-8000-000000000001"), testCertificate()));
        QCOMPARE(e.code(), QStringLiteral("NOT_FOUND"));
        QVERIFY(QesDesk::errorText(e).contains(QStringLiteral("did not find")));
        const QString trackingId = dispatchIn(214);
        auto env = f->session->currentEnvironment();
        env.practitioner.snils.clear();
        env.practitioner.userIdLpu.clear();
        QVERIFY(f->session->environments().updateEnvironment(env));
        e = awaitFailure(qes->openSelfQes(trackingId, testCertificate()));
        QCOMPARE(e.code(), QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
        QVERIFY(QesDesk::errorText(e).contains(QStringLiteral("SNILS")));
        // Neither trackingIds nor a practitioner: the batch is refused too (rule 2).
        e = awaitFailure(qes->startBatch(BatchQesRequest{}));
        QCOMPARE(e.httpStatus(), 400);
    }

    void batchForAnUnknownPractitioner()
    {
        auto env = f->session->currentEnvironment();
        env.practitioner.snils = QStringLiteral("00000000000");
        env.practitioner.userIdLpu = QStringLiteral("nobody");
        QVERIFY(f->session->environments().updateEnvironment(env));
        const ApiError e = awaitFailure(qes->startBatch(BatchQesRequest{}));
        QCOMPARE(e.httpStatus(), 404);
        QCOMPARE(e.code(), QStringLiteral("NOT_FOUND"));
    }

    sandbox::SigningStore &sandboxStore()
    {
        return f->emulator->context().findModule<sandbox::SigningModule>()->store();
    }
    // The sandbox's record of the link a call was given.
    sandbox::QesLink sandboxLink(const QUrl &link) { return sandboxStore().links.value(link.path().section(u'/', -1)); }

    void closedNetworkIsTheEnvironmentsChoice()
    {
        // Off, as the settings start: the open contour's link for initqes and initbatchqes.
        QVERIFY(!f->session->currentEnvironment().qesZspd);
        const QString a = dispatchIn(214, QStringLiteral("P-330"));
        auto single = awaitResult(desk->initQes(a));
        QVERIFY(single);
        QVERIFY(!single->link.path().contains(u"/zspd/"));
        QVERIFY(!sandboxLink(single->link).zspd);
        BatchQesRequest chosen;
        chosen.trackingIds = {a};
        auto batch = awaitResult(qes->startBatch(chosen));
        QVERIFY(batch);
        QVERIFY(!batch->link.path().contains(u"/zspd/"));
        // On in the environment: both ask for the closed network's link, whatever the request says.
        auto env = f->session->currentEnvironment();
        env.qesZspd = true;
        QVERIFY(f->session->environments().updateEnvironment(env));
        single = awaitResult(desk->initQes(a));
        QVERIFY(single);
        QVERIFY2(single->link.path().startsWith(u"/sandbox/qes/zspd/"), qPrintable(single->link.toString()));
        QVERIFY(sandboxLink(single->link).zspd);
        chosen.qesZspd = false;
        batch = awaitResult(qes->startBatch(chosen));
        QVERIFY(batch);
        QVERIFY(batch->link.path().startsWith(u"/sandbox/qes/zspd/"));
        QCOMPARE(batch->total, 1);
    }

    void singleQesPreselectsTheCertificate()
    {
        const QString a = dispatchIn(214, QStringLiteral("P-331"));
        // As pasted from the certificate's properties: pairs, lower case.
        const auto link = awaitResult(
            desk->initQes(a, QStringLiteral("96 e5 df 49 68 40 17 43 18 c7 a5 2d 4e 30 34 47 07 01 85 cc")));
        QVERIFY(link);
        QCOMPARE(sandboxLink(link->link).certificateThumbprint, kTestThumbprint);
        // None given: none sent.
        const auto plain = awaitResult(desk->initQes(a));
        QVERIFY(plain);
        QVERIFY(sandboxLink(plain->link).certificateThumbprint.isEmpty());
        // The journal's row says what was asked.
        const auto items = f->session->journal().trackedItems(QString(kSandboxEnvironmentId));
        QVERIFY(items);
        bool recorded = false;
        for (const TrackedItem &item : *items)
            recorded = recorded || item.payload.value(u"certificateThumbprint").toString() == kTestThumbprint;
        QVERIFY(recorded);
    }

    void newD1FieldsReachThePlatformAndTheJournal()
    {
        DispatchRequest r = sampleDispatch(QStringLiteral("P-332"));
        r.organizationPhone = QStringLiteral("+74951234567");
        r.organizationEmail = QStringLiteral("info@clinic.example.ru");
        r.practitioner.mrProxyNumber = QStringLiteral("b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b");
        r.practitioner.pbProxy = {QStringLiteral("77 АБ 1234567"), QDate(2026, 1, 15), QStringLiteral("Петров П. П.")};
        r.practitioner.firstTouchCertificateThumbprint = kTestThumbprint.toLower();
        r.practitioner.deliveryOverride = {DeliveryChannel::App};
        r.patients[0].deliveryOverride = {DeliveryChannel::Chatbot};
        QVERIFY(checkDispatchRequest(r, f->clock->now().date()).isEmpty());
        QSignalSpy added(desk.get(), &DispatchDesk::dispatchAdded);
        desk->send(r);
        QVERIFY(added.wait(5000));
        const auto tracked = desk->dispatch(added.first().first().toLongLong());
        QVERIFY(tracked);
        // The platform keeps them as sent.
        const sandbox::Dispatch *d = sandboxStore().dispatch(tracked->trackingId);
        QVERIFY(d);
        const QJsonObject organization = d->meta.value(u"organization").toObject();
        QCOMPARE(organization.value(u"phone").toString(), QStringLiteral("+74951234567"));
        QCOMPARE(organization.value(u"email").toString(), QStringLiteral("info@clinic.example.ru"));
        QCOMPARE(d->practitioner.value(u"mrProxyNumber").toString(), r.practitioner.mrProxyNumber);
        QCOMPARE(d->practitioner.value(u"pbProxy").toObject().value(u"issuedAt").toString(),
                 QStringLiteral("2026-01-15"));
        QCOMPARE(d->practitioner.value(u"firstTouchCertificateThumbprint").toString(), kTestThumbprint);
        QCOMPARE(d->practitioner.value(u"deliveryOverride").toArray(), QJsonArray{QStringLiteral("app")});
        QCOMPARE(d->patients.at(0).delivery, QStringList{QStringLiteral("chatbot")});
        // The journal's payload reads back the same request.
        const DispatchRequest kept = dispatchRequestFromMeta(tracked->meta);
        QCOMPARE(kept.organizationPhone, r.organizationPhone);
        QCOMPARE(kept.practitioner.pbProxy, r.practitioner.pbProxy);
        QCOMPARE(kept.practitioner.firstTouchCertificateThumbprint, kTestThumbprint);
        QCOMPARE(kept.patients.at(0).deliveryOverride, r.patients.at(0).deliveryOverride);

        // The QES tab's "only dispatches sent with this certificate" finds it (the practitioner
        // co-signs: it waits for the qualified signature once the patient has signed).
        QCOMPARE(f->admin("POST", QStringLiteral("/sandbox/signing/dispatches/%1/sign").arg(tracked->trackingId)), 200);
        BatchQesRequest firstTouch;
        firstTouch.certificateThumbprint = kTestThumbprint;
        firstTouch.firstTouchCertificateThumbprint = true;
        auto found = awaitResult(qes->startBatch(firstTouch));
        QVERIFY(found);
        QCOMPARE(found->total, 1);
        firstTouch.certificateThumbprint = QStringLiteral("0000000000000000000000000000000000000000");
        found = awaitResult(qes->startBatch(firstTouch));
        QVERIFY(found);
        QCOMPARE(found->total, 0);
    }

    void batchErrorsReachTheCaller()
    {
        BatchQesRequest noCertificate;
        noCertificate.onlyPractitionerCertificateThumbprint = true;
        const ApiError e = awaitFailure(qes->startBatch(noCertificate));
        QCOMPARE(e.httpStatus(), 400);
        QVERIFY(!e.serverMessages().isEmpty());
        QVERIFY(QesDesk::errorText(e).contains(e.serverMessages().first()));
    }
};

QTEST_GUILESS_MAIN(TestQesClient)
#include "tst_qes_client.moc"
