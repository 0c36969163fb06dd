// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's qualified signatures over loopback: initselfqes/attachselfqes with signatures made by
// OpenSSL's C API from the committed test key (valid, invalid, foreign CA, other content, another
// session's PDF, an embedded document, double base64), sessions (once, parallel, expiry, mismatch),
// and initbatchqes selection and errors.

#include "tst_sandbox_signing_support.h"

#include <QTest>
#include <QUrl>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {
const QString kInit = QStringLiteral("/sep/api/initselfqes");
const QString kAttach = QStringLiteral("/sep/api/attachselfqes");
const QString kBatch = QStringLiteral("/sep/mis/api/initbatchqes");
} // namespace

class TestSandboxSigningQes : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    // A dispatch every patient signed, waiting for the practitioner (214).
    QString waitingForQes()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        c->patientSigns(id);
        return id;
    }
    HttpResult attach(const QString &id, const QString &session, const QByteArray &sigBase64)
    {
        return c->post(kAttach, SigningTestClient::attachBody(id, session, sigBase64));
    }
    QJsonObject batch(const QJsonObject &extra)
    {
        QJsonObject body{
            {QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            body.insert(it.key(), it.value());
        return body;
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void selfQesSignsA214Dispatch()
    {
        const QString id = waitingForQes();
        const QJsonObject s = c->initSelfQes(id);
        QVERIFY(s.value(u"success").toBool());
        QCOMPARE(s.value(u"trackingId").toString(), id);
        QCOMPARE(s.value(u"statusCode").toInt(), 214);
        QCOMPARE(QDateTime::fromString(s.value(u"expiresAt").toString(), Qt::ISODateWithMs),
                 c->clock.now().addSecs(30 * 60));
        const QJsonObject doc = s.value(u"document").toObject();
        QCOMPARE(doc.value(u"mimeType").toString(), QStringLiteral("application/pdf"));
        QCOMPARE(doc.value(u"contentEncoding").toString(), QStringLiteral("base64"));
        QVERIFY(doc.value(u"fileName").toString().endsWith(QStringLiteral(".pdf")));
        const QByteArray pdf = SigningTestClient::sessionPdf(s);
        QCOMPARE(SandboxPdf::pageCount(pdf), 3); // the visualization is overlaid for 214
        const HttpResult r = attach(id, s.value(u"signingSessionId").toString(), cmsSign(pdf).toBase64());
        QCOMPARE(r.status, 200);
        const QJsonObject o = r.object();
        QVERIFY(o.value(u"success").toBool());
        QCOMPARE(o.value(u"statusCode").toInt(), 210);
        const QJsonObject q = o.value(u"qesStatus").toObject();
        QCOMPARE(q.value(u"thumbprint").toString(), kPractitionerThumbprint);
        QCOMPARE(q.value(u"certificateSerialNumber").toString(), QStringLiteral("1002"));
        QVERIFY(q.value(u"certificateSubject").toString().contains(QStringLiteral("Смирнова Елена Викторовна")));
        QCOMPARE(q.value(u"iemkSaved").toString(), QStringLiteral("pending"));
        QCOMPARE(c->status(id), 210);
        const QJsonObject data = c->full(id).object().value(u"data").toObject();
        const QJsonObject med = data.value(u"medDocument").toObject();
        // sign is the signature attached, over the PDF now served.
        QCOMPARE(med.value(u"signatures").toArray().size(), 1);
        QCOMPARE(int(c->module().pki().verify(med.value(u"sign").toString().toLatin1(), pdf, {}, c->clock.now()).check),
                 int(SignatureCheck::Valid));
        QCOMPARE(QByteArray::fromBase64(
                     med.value(u"attachments").toArray().at(0).toObject().value(u"content").toString().toLatin1()),
                 pdf);
        QCOMPARE(data.value(u"qesKeys").toArray().at(0).toObject().value(u"iemkSaved").toString(),
                 QStringLiteral("pending"));
        c->clock.advanceSeconds(10);
        QCOMPARE(c->full(id)
                     .object()
                     .value(u"data")
                     .toObject()
                     .value(u"qesKeys")
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(u"iemkSaved")
                     .toString(),
                 QStringLiteral("saved"));
    }

    void secondSignatureIn210HasNoNewVisualization()
    {
        const QString id = waitingForQes();
        QJsonObject s = c->initSelfQes(id);
        const QByteArray first = SigningTestClient::sessionPdf(s);
        QCOMPARE(attach(id, s.value(u"signingSessionId").toString(), cmsSign(first).toBase64()).status, 200);
        s = c->initSelfQes(id);
        QCOMPARE(s.value(u"statusCode").toInt(), 210);
        QCOMPARE(SigningTestClient::sessionPdf(s), first);
        const HttpResult r = attach(id, s.value(u"signingSessionId").toString(), cmsSign(first).toBase64());
        QCOMPARE(r.status, 200);
        QCOMPARE(r.object().value(u"statusCode").toInt(), 210);
        QCOMPARE(c->full(id)
                     .object()
                     .value(u"data")
                     .toObject()
                     .value(u"medDocument")
                     .toObject()
                     .value(u"signatures")
                     .toArray()
                     .size(),
                 2);
    }

    void notEverySigned214Goes211AndAppendsThere()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true, false,
                                                  {patient(QStringLiteral("P-1")), patient(QStringLiteral("P-2"))}));
        c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/sign"),
                 {{QStringLiteral("idPatientMis"), QStringLiteral("P-1")}});
        c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/status"),
                 {{QStringLiteral("status"), 214}});
        QJsonObject s = c->initSelfQes(id);
        HttpResult r =
            attach(id, s.value(u"signingSessionId").toString(), cmsSign(SigningTestClient::sessionPdf(s)).toBase64());
        QCOMPARE(r.object().value(u"statusCode").toInt(), 211);
        s = c->initSelfQes(id);
        QCOMPARE(s.value(u"statusCode").toInt(), 211);
        r = attach(id, s.value(u"signingSessionId").toString(), cmsSign(SigningTestClient::sessionPdf(s)).toBase64());
        QCOMPARE(r.object().value(u"statusCode").toInt(), 211);
        QCOMPARE(c->full(id)
                     .object()
                     .value(u"data")
                     .toObject()
                     .value(u"medDocument")
                     .toObject()
                     .value(u"signatures")
                     .toArray()
                     .size(),
                 2);
    }

    void signatureErrors_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("http");
        QTest::addColumn<QString>("code");
        QTest::newRow("not base64") << 0 << 400 << QStringLiteral("INVALID_SIGNATURE");
        QTest::newRow("not a CMS") << 1 << 400 << QStringLiteral("INVALID_SIGNATURE");
        QTest::newRow("untrusted CA") << 2 << 400 << QStringLiteral("INVALID_SIGNATURE");
        QTest::newRow("tampered") << 3 << 400 << QStringLiteral("INVALID_SIGNATURE");
        QTest::newRow("other content") << 4 << 400 << QStringLiteral("SIGNATURE_CONTENT_MISMATCH");
        QTest::newRow("another session's PDF") << 5 << 422 << QStringLiteral("SIGNATURE_DOCUMENT_MISMATCH");
        QTest::newRow("embedded other document") << 6 << 422 << QStringLiteral("SIGNATURE_DOCUMENT_MISMATCH");
        QTest::newRow("double base64") << 7 << 422 << QStringLiteral("SIGNATURE_DOUBLE_BASE64");
        QTest::newRow("other certificate than announced") << 8 << 400 << QStringLiteral("INVALID_SIGNATURE");
        // OpenSSL 3.0 leaked its copy of the content here (issue 19): check-sanitizers catches it.
        QTest::newRow("unknown digest") << 9 << 400 << QStringLiteral("INVALID_SIGNATURE");
    }
    void signatureErrors()
    {
        QFETCH(int, kind);
        QFETCH(int, http);
        QFETCH(QString, code);
        const QString id = waitingForQes();
        const QJsonObject s = c->initSelfQes(
            id, kind == 8 ? QStringLiteral("ABCDEF0123456789ABCDEF0123456789ABCDEF01") : kPractitionerThumbprint);
        const QString session = s.value(u"signingSessionId").toString();
        const QByteArray pdf = SigningTestClient::sessionPdf(s);
        QByteArray sig;
        switch (kind) {
        case 0:
            sig = "***";
            break;
        case 1:
            sig = QByteArray("just some text").toBase64();
            break;
        case 2:
            sig = cmsSign(pdf, QStringLiteral("foreign.pem"), QStringLiteral("foreign.key")).toBase64();
            break;
        case 3: {
            QByteArray der = cmsSign(pdf);
            der[der.size() - 10] = char(der.at(der.size() - 10) ^ 0x55); // inside the signature value
            sig = der.toBase64();
            break;
        }
        case 4: {
            QByteArray altered = pdf;
            altered.append("% changed\n");
            sig = cmsSign(altered).toBase64();
            break;
        }
        case 5: {
            const QString other = waitingForQes();
            sig = cmsSign(SigningTestClient::sessionPdf(c->initSelfQes(other))).toBase64();
            break;
        }
        case 6:
            sig = cmsSign(samplePdf(QStringLiteral("Другой документ")), QStringLiteral("practitioner.pem"),
                          QStringLiteral("practitioner.key"), false)
                      .toBase64();
            break;
        case 7:
            sig = cmsSign(pdf).toBase64().toBase64();
            break;
        case 8:
            sig = cmsSign(pdf).toBase64();
            break;
        case 9: {
            // SHA-256 (2.16.840.1.101.3.4.2.1) renamed to the unassigned 2.16.840.1.101.3.4.2.127,
            // in the digestAlgorithms set and in the SignerInfo alike.
            QByteArray der = cmsSign(pdf);
            const QByteArray sha256("\x06\x09\x60\x86\x48\x01\x65\x03\x04\x02\x01", 11);
            QVERIFY(der.count(sha256) >= 2);
            der.replace(sha256, QByteArray("\x06\x09\x60\x86\x48\x01\x65\x03\x04\x02\x7f", 11));
            sig = der.toBase64();
            break;
        }
        }
        const HttpResult r = attach(id, session, sig);
        QCOMPARE(r.status, http);
        const QJsonObject o = r.object();
        if (http == 422) {
            QCOMPARE(o.value(u"statusCode").toInt(), 422);
            QCOMPARE(o.value(u"success").toBool(true), false);
            QCOMPARE(o.value(u"error").toString(), code);
            QVERIFY(!o.value(u"message").toString().isEmpty());
            QVERIFY(!o.value(u"reason").toString().isEmpty());
            QCOMPARE(o.value(u"trackingId").toString(), id);
            QCOMPARE(o.value(u"signingSessionId").toString(), session);
        } else {
            QCOMPARE(o.value(u"status").toString(), QStringLiteral("error"));
            QCOMPARE(o.value(u"errorCode").toString(), code);
        }
        // A refused signature does not use the session up.
        QCOMPARE(c->status(id), 214);
        if (kind != 8)
            QCOMPARE(attach(id, session, cmsSign(pdf).toBase64()).status, 200);
    }

    void sessionIsUsedOnce()
    {
        const QString id = waitingForQes();
        const QJsonObject s = c->initSelfQes(id);
        const QByteArray sig = cmsSign(SigningTestClient::sessionPdf(s)).toBase64();
        QCOMPARE(attach(id, s.value(u"signingSessionId").toString(), sig).status, 200);
        const HttpResult r = attach(id, s.value(u"signingSessionId").toString(), sig);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("SESSION_ALREADY_USED"));
    }

    void parallelAttachIsRefused()
    {
        c->setLimits({{QStringLiteral("attachProcessingMs"), 1500}});
        const QString id = waitingForQes();
        const QJsonObject s = c->initSelfQes(id);
        const QByteArray body =
            QJsonDocument(SigningTestClient::attachBody(id, s.value(u"signingSessionId").toString(),
                                                        cmsSign(SigningTestClient::sessionPdf(s)).toBase64()))
                .toJson();
        auto h = c->headers();
        h.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        QNetworkReply *first = c->beginOwn("POST", kAttach, body, h);
        QTRY_VERIFY_WITH_TIMEOUT(
            c->module().store().sessions.value(s.value(u"signingSessionId").toString()).busyUntil.isValid(), 5000);
        const HttpResult second = SandboxTestClient::finish(c->beginOwn("POST", kAttach, body, h));
        QCOMPARE(second.status, 400);
        QCOMPARE(second.object().value(u"errorCode").toString(), QStringLiteral("SESSION_ALREADY_USED"));
        QVERIFY(!first->isFinished());
        c->clock.advance(1500);
        const HttpResult r = SandboxTestClient::finish(first);
        QCOMPARE(r.status, 200);
    }

    void sessionExpires()
    {
        const QString id = waitingForQes();
        const QJsonObject s = c->initSelfQes(id);
        c->clock.advanceSeconds(30 * 60);
        const HttpResult r =
            attach(id, s.value(u"signingSessionId").toString(), cmsSign(SigningTestClient::sessionPdf(s)).toBase64());
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("SESSION_EXPIRED"));
    }

    void sessionMustMatch()
    {
        const QString id = waitingForQes();
        const QString other = waitingForQes();
        const QJsonObject s = c->initSelfQes(id);
        const QByteArray sig = cmsSign(SigningTestClient::sessionPdf(s)).toBase64();
        HttpResult r = attach(other, s.value(u"signingSessionId").toString(), sig);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_SESSION"));
        r = attach(id, QUuid::createUuid().toString(QUuid::WithoutBraces), sig);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_SESSION"));
        QJsonObject body = SigningTestClient::attachBody(id, s.value(u"signingSessionId").toString(), sig);
        body.insert(QStringLiteral("practitioner"),
                    QJsonObject{{QStringLiteral("snils"), QStringLiteral("12345678964")}});
        QCOMPARE(c->post(kAttach, body).object().value(u"errorCode").toString(), QStringLiteral("INVALID_SESSION"));
        body.insert(QStringLiteral("practitioner"), QJsonObject{});
        QCOMPARE(c->post(kAttach, body).object().value(u"errorCode").toString(),
                 QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
    }

    void initSelfQesErrors()
    {
        const QString created = c->createDispatch();
        HttpResult r = c->post(kInit, SigningTestClient::selfQesBody(created));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_STATUS"));
        QCOMPARE(r.object().value(u"trackingStatus").toInt(), 201);
        r = c->post(kInit, SigningTestClient::selfQesBody(QUuid::createUuid().toString(QUuid::WithoutBraces)));
        QCOMPARE(r.status, 404);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("NOT_FOUND"));
        const QString id = waitingForQes();
        r = c->post(kInit, SigningTestClient::selfQesBody(id), kRegionSigningToken, kOtherOrganization);
        QCOMPARE(r.status, 403);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("ACCESS_DENIED"));
        QJsonObject body = SigningTestClient::selfQesBody(id);
        body.insert(QStringLiteral("practitioner"), QJsonObject());
        QCOMPARE(c->post(kInit, body).object().value(u"errorCode").toString(),
                 QStringLiteral("PRACTITIONER_IDENTIFIER_REQUIRED"));
        body.insert(QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("snils"), QStringLiteral("112233")}});
        QCOMPARE(c->post(kInit, body).object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
        body = SigningTestClient::selfQesBody(id);
        body.insert(QStringLiteral("certificate"),
                    QJsonObject{{QStringLiteral("certificateThumbprint"), QStringLiteral("zz")}});
        QCOMPARE(c->post(kInit, body).status, 400);
        // attach on a status that lost its session's purpose
        const QJsonObject s = c->initSelfQes(id);
        c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/status"),
                 {{QStringLiteral("status"), 213}});
        r = attach(id, s.value(u"signingSessionId").toString(), cmsSign(SigningTestClient::sessionPdf(s)).toBase64());
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("INVALID_STATUS"));
        r = c->post(kAttach, SigningTestClient::attachBody(id, s.value(u"signingSessionId").toString(), "x"),
                    kRegionSigningToken, kOtherOrganization);
        QCOMPARE(r.status, 403);
        r = c->post(kAttach,
                    SigningTestClient::attachBody(QUuid::createUuid().toString(QUuid::WithoutBraces),
                                                  s.value(u"signingSessionId").toString(), "x"));
        QCOMPARE(r.status, 404);
    }

    void batchSelectsByStatusDefault214()
    {
        const QString a = waitingForQes();
        const QString b = waitingForQes();
        const QString done = c->createDispatch();
        c->patientSigns(done); // 210
        QJsonObject r = c->post(kBatch, batch({})).object();
        QVERIFY(r.value(u"success").toBool());
        QCOMPARE(r.value(u"total").toInt(), 2);
        QVERIFY(!r.value(u"sessionId").toString().isEmpty());
        r = c->post(kBatch, batch({{QStringLiteral("statuses"), QJsonArray{210, 214}}})).object();
        QCOMPARE(r.value(u"total").toInt(), 3);
        r = c->post(kBatch, batch({{QStringLiteral("dateFrom"), QStringLiteral("2026-01-16")}})).object();
        QCOMPARE(r.value(u"total").toInt(), 0);
        r = c->post(kBatch,
                    batch({{QStringLiteral("dateFrom"), QStringLiteral("2026-01-15")},
                           {QStringLiteral("dateTo"), QStringLiteral("2026-01-15")}}))
                .object();
        QCOMPARE(r.value(u"total").toInt(), 2);
        // trackingIds win over the selection parameters.
        r = c->post(
                 kBatch,
                 {{QStringLiteral("trackingIds"), QJsonArray{b, done}}, {QStringLiteral("statuses"), QJsonArray{211}}})
                .object();
        QCOMPARE(r.value(u"total").toInt(), 2);
        // The page signs them in order.
        const QString link = QUrl(c->post(kBatch, batch({})).object().value(u"batchQesLink").toString()).path();
        QCOMPARE(
            c->send("POST", link + QStringLiteral("/sign"), {}, {{"Content-Type", "application/x-www-form-urlencoded"}})
                .status,
            200);
        c->clock.advanceSeconds(10);
        QCOMPARE(c->status(a), 210);
        QCOMPARE(c->status(b), 210);
    }

    void batchFilters()
    {
        const QString mine = waitingForQes();
        QJsonObject m = meta({QStringLiteral("file1")}, true);
        QJsonObject p = practitioner(true);
        p.insert(QStringLiteral("snils"), QStringLiteral("12345678964"));
        p.insert(QStringLiteral("userIdLpu"), QStringLiteral("doc-2048"));
        p.insert(QStringLiteral("firstTouchCertificateThumbprint"),
                 QStringLiteral("00112233445566778899AABBCCDDEEFF00112233"));
        m.insert(QStringLiteral("practitioner"), p);
        const QString theirs = c->createDispatch(m);
        c->patientSigns(theirs);
        QCOMPARE(c->post(kBatch, batch({})).object().value(u"total").toInt(), 2);
        QCOMPARE(c->post(kBatch, batch({{QStringLiteral("onlyPractitioner"), true}})).object().value(u"total").toInt(),
                 1);
        QCOMPARE(c->post(kBatch,
                         batch({{QStringLiteral("onlyPractitioner"), true},
                                {QStringLiteral("trackingIds"), QJsonArray{mine, theirs}}}))
                     .object()
                     .value(u"total")
                     .toInt(),
                 1);
        QCOMPARE(c->post(kBatch,
                         batch({{QStringLiteral("firstTouchCertificateThumbprint"), true},
                                {QStringLiteral("certificateThumbprint"), kPractitionerThumbprint}}))
                     .object()
                     .value(u"total")
                     .toInt(),
                 1);
        // Only another certificate may sign: the sandbox's plugin certificate is refused.
        const QString link = QUrl(c->post(kBatch,
                                          batch({{QStringLiteral("onlyPractitionerCertificateThumbprint"), true},
                                                 {QStringLiteral("certificateThumbprint"),
                                                  QStringLiteral("00112233445566778899AABBCCDDEEFF00112233")}}))
                                      .object()
                                      .value(u"batchQesLink")
                                      .toString())
                                 .path();
        QCOMPARE(
            c->send("POST", link + QStringLiteral("/sign"), {}, {{"Content-Type", "application/x-www-form-urlencoded"}})
                .status,
            409);
    }

    void batchErrors()
    {
        HttpResult r = c->post(kBatch, {});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"success").toBool(true), false);
        r = c->post(kBatch, batch({{QStringLiteral("onlyPractitionerCertificateThumbprint"), true}}));
        QCOMPARE(r.status, 400);
        r = c->post(kBatch, batch({{QStringLiteral("dateFrom"), QStringLiteral("15.01.2026")}}));
        QCOMPARE(r.status, 400);
        r = c->post(
            kBatch,
            {{QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("userIdLpu"), QStringLiteral("nobody")}}}});
        QCOMPARE(r.status, 404);
        r = c->post(kBatch, batch({{QStringLiteral("statuses"), QJsonArray{201}}}));
        QCOMPARE(r.status, 400);
        QCOMPARE(c->post(QStringLiteral("/sep/api/initbatchqes"), batch({})).status, 404); // the MIS path only
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningQes)
#include "tst_sandbox_signing_qes.moc"
