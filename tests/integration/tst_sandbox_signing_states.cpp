// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's states over loopback: the patient page (code, ESIA step, decline), every transition
// of the state table, the signing deadline on the virtual clock, the retired codes, and the
// statuses initqes accepts, with the browser QES page and its indexing delay.

#include "tst_sandbox_signing_support.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;

namespace {

// A PDF 1.5 as modern writers make it: catalog and page tree packed in a Flate object stream,
// a cross-reference stream instead of a table and trailer.
QByteArray compressedPdf()
{
    const QByteArray catalog = "<< /Type /Catalog /Pages 2 0 R >>\n";
    const QByteArray first = "1 0 2 " + QByteArray::number(catalog.size()) + ' ';
    const QByteArray packed = first + catalog + "<< /Type /Pages /Kids [3 0 R] /Count 1 >>";
    const QByteArray zlib = qCompress(packed).mid(4);
    const QByteArray content = "BT /F1 12 Tf 50 790 Td (Consent) Tj ET";
    QByteArray pdf = "%PDF-1.5\n";
    QList<qsizetype> offsets;
    offsets << pdf.size();
    pdf += "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n";
    offsets << pdf.size();
    pdf += "4 0 obj\n<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content
        + "\nendstream\nendobj\n";
    offsets << pdf.size();
    pdf += "5 0 obj\n<< /Type /ObjStm /N 2 /First " + QByteArray::number(first.size())
        + " /Filter /FlateDecode /Length " + QByteArray::number(zlib.size()) + " >>\nstream\n" + zlib
        + "\nendstream\nendobj\n";
    const qsizetype xref = pdf.size();
    QByteArray rows;
    const auto row = [&rows](int type, quint32 field2, quint16 field3) {
        rows += char(type);
        for (int shift = 24; shift >= 0; shift -= 8)
            rows += char((field2 >> shift) & 0xff);
        rows += char(field3 >> 8);
        rows += char(field3 & 0xff);
    };
    row(0, 0, 0xffff);
    row(2, 5, 0);
    row(2, 5, 1);
    for (const qsizetype o : offsets)
        row(1, quint32(o), 0);
    row(1, quint32(xref), 0);
    pdf += "6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length " + QByteArray::number(rows.size())
        + " >>\nstream\n" + rows + "\nendstream\nendobj\nstartxref\n" + QByteArray::number(qlonglong(xref))
        + "\n%%EOF\n";
    return pdf;
}

} // namespace

class TestSandboxSigningStates : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    QString linkPath(const QString &trackingId, int index = 0)
    {
        return QUrl(c->outbox(trackingId).at(index).toObject().value(u"link").toString()).path();
    }
    QString code(const QString &trackingId, int index = 0)
    {
        return c->outbox(trackingId).at(index).toObject().value(u"code").toString();
    }
    HttpResult form(const QString &path, const QByteArray &body = {})
    {
        return c->send("POST", path, body, {{"Content-Type", "application/x-www-form-urlencoded"}});
    }
    HttpResult initQes(const QString &id, bool zspd = false)
    {
        return c->post(QStringLiteral("/sep/api/initqes"),
                       {{QStringLiteral("trackingId"), id},
                        {QStringLiteral("practitioner"), practitioner()},
                        {QStringLiteral("qesZspd"), zspd}});
    }
    void force(const QString &id, int status)
    {
        QCOMPARE(c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/status"),
                          {{QStringLiteral("status"), status}})
                     .status,
                 200);
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void patientSignsOnThePage()
    {
        const QString id = c->createDispatch();
        const QString page = linkPath(id);
        HttpResult r = c->send("GET", page);
        QCOMPARE(r.status, 200);
        QVERIFY(r.contentType.startsWith("text/html"));
        const QString html = QString::fromUtf8(r.body);
        QVERIFY(html.contains(QStringLiteral("ГБУЗ «Городская поликлиника № 3»").toHtmlEscaped()));
        QVERIFY(html.contains(QStringLiteral("Подписать")));
        QVERIFY(html.contains(QStringLiteral("Отказаться")));
        // The document opens from the page.
        r = c->send("GET", page + QStringLiteral("/documents/0"));
        QCOMPARE(r.status, 200);
        QVERIFY(SandboxPdf::looksLikePdf(r.body));
        QCOMPARE(form(page + QStringLiteral("/sign"), "code=000000").status, 400);
        QCOMPARE(c->status(id), 201);
        r = form(page + QStringLiteral("/sign"), "code=" + code(id).toLatin1());
        QCOMPARE(r.status, 200);
        QVERIFY(QString::fromUtf8(r.body).contains(QStringLiteral("Документ подписан")));
        QCOMPARE(c->status(id), 210); // no practitioner QES required
        // The visualization is on the PDF: one more page, old bytes kept at the start.
        const QJsonObject data = c->full(id).object().value(u"data").toObject();
        const QByteArray pdf = QByteArray::fromBase64(data.value(u"medDocument")
                                                          .toObject()
                                                          .value(u"attachments")
                                                          .toArray()
                                                          .at(0)
                                                          .toObject()
                                                          .value(u"content")
                                                          .toString()
                                                          .toLatin1());
        QVERIFY(pdf.startsWith(samplePdf()));
        QCOMPARE(SandboxPdf::pageCount(pdf), 2);
        QCOMPARE(form(page + QStringLiteral("/sign"), "code=" + code(id).toLatin1()).status, 409);
    }

    void crossReferenceStreamPdfIsStampedToo()
    {
        const QByteArray original = compressedPdf();
        const QString id = c->createDispatch(meta(), {pdfPart(QStringLiteral("file1"), original)});
        c->patientSigns(id);
        const QByteArray pdf =
            QByteArray::fromBase64(c->attachments(id).at(0).toObject().value(u"content").toString().toLatin1());
        QVERIFY(pdf.size() > original.size());
        QVERIFY(pdf.startsWith(original));
        // The page tree is written again, uncompressed, with the stamp page; the update points back
        // to the cross-reference stream.
        QVERIFY(pdf.contains("2 0 obj\n<< /Type /Pages /Kids [3 0 R 9 0 R] /Count 2 >>"));
        const QByteArray previous = "/Prev " + QByteArray::number(original.indexOf("6 0 obj"));
        QVERIFY(pdf.contains(previous));
    }

    void esiaStepComesFirst()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, false, true));
        const QString page = linkPath(id);
        QVERIFY(QString::fromUtf8(c->send("GET", page).body).contains(QStringLiteral("ЕСИА")));
        HttpResult r = form(page + QStringLiteral("/sign"), "code=" + code(id).toLatin1());
        QCOMPARE(r.status, 403);
        QCOMPARE(form(page + QStringLiteral("/esia")).status, 200);
        QVERIFY(QString::fromUtf8(c->send("GET", page).body).contains(QStringLiteral("Код из сообщения")));
        QCOMPARE(form(page + QStringLiteral("/sign"), "code=" + code(id).toLatin1()).status, 200);
        QCOMPARE(c->status(id), 210);
    }

    void declineMakes211()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, false, false,
                                                  {patient(QStringLiteral("P-1")), patient(QStringLiteral("P-2"))}));
        QCOMPARE(form(linkPath(id, 0) + QStringLiteral("/decline")).status, 200);
        QCOMPARE(c->status(id), 201);
        QCOMPARE(form(linkPath(id, 1) + QStringLiteral("/sign"), "code=" + code(id, 1).toLatin1()).status, 200);
        QCOMPARE(c->status(id), 211);
        const QJsonArray signers = c->get(QStringLiteral("/sep/api/signing/") + id + QStringLiteral("/status"))
                                       .object()
                                       .value(u"signers")
                                       .toArray();
        QCOMPARE(signers.at(0).toObject().value(u"status").toString(), QStringLiteral("declined"));
        QCOMPARE(signers.at(1).toObject().value(u"status").toString(), QStringLiteral("signed"));
    }

    void everyPatientSignedWithQesRequiredIs214()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true, false,
                                                  {patient(QStringLiteral("P-1")), patient(QStringLiteral("P-2"))}));
        QCOMPARE(c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/sign"),
                          {{QStringLiteral("idPatientMis"), QStringLiteral("P-1")}})
                     .status,
                 200);
        QCOMPARE(c->status(id), 201);
        c->patientSigns(id);
        QCOMPARE(c->status(id), 214);
    }

    void deadlineMakes211()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, false, false,
                                                  {patient(QStringLiteral("P-1")), patient(QStringLiteral("P-2"))}));
        c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/sign"),
                 {{QStringLiteral("idPatientMis"), QStringLiteral("P-1")}});
        c->clock.advanceSeconds(72 * 3600 - 1);
        QCOMPARE(c->status(id), 201);
        c->clock.advanceSeconds(1);
        QCOMPARE(c->status(id), 211);
        QCOMPARE(c->get(QStringLiteral("/sep/api/signing/") + id + QStringLiteral("/status"))
                     .object()
                     .value(u"signers")
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(u"status")
                     .toString(),
                 QStringLiteral("expired"));
        // The admin API can end the signing period at once as well.
        const QString other = c->createDispatch();
        QCOMPARE(
            c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + other + QStringLiteral("/expire")).status,
            200);
        QCOMPARE(c->status(other), 211);
    }

    void initQesAllowedStatuses_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("allowed");
        for (int s : {201, 208, 209, 210, 211, 214})
            QTest::addRow("%d", s) << s << true;
        for (int s : {213, 215, 500})
            QTest::addRow("%d", s) << s << false;
    }
    void initQesAllowedStatuses()
    {
        QFETCH(int, status);
        QFETCH(bool, allowed);
        const QString id = c->createDispatch();
        force(id, status);
        const HttpResult r = initQes(id);
        if (allowed) {
            QCOMPARE(r.status, 200);
            QVERIFY(r.object().value(u"success").toBool());
            QCOMPARE(r.object().value(u"tracking_id").toString(), id);
            QVERIFY(r.object().value(u"qesLink").toString().contains(QStringLiteral("/sandbox/qes/")));
            QVERIFY(r.object().value(u"message").toString().contains(QStringLiteral("индексации")));
        } else {
            QCOMPARE(r.status, 400);
            QCOMPARE(r.object().value(u"trackingStatus").toInt(), status);
            QCOMPARE(r.object().value(u"error").toString(), QStringLiteral("INVALID_STATUS"));
        }
    }

    void initQesOtherErrors()
    {
        const QString id = c->createDispatch();
        HttpResult r = initQes(QUuid::createUuid().toString(QUuid::WithoutBraces));
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"error").toString(), QStringLiteral("NOT_FOUND"));
        r = c->post(QStringLiteral("/sep/api/initqes"),
                    {{QStringLiteral("trackingId"), id}, {QStringLiteral("practitioner"), practitioner()}},
                    kRegionSigningToken, kOtherOrganization);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"error").toString(), QStringLiteral("ACCESS_DENIED"));
        QJsonObject p = practitioner();
        p.remove(QStringLiteral("snils"));
        r = c->post(QStringLiteral("/sep/api/initqes"),
                    {{QStringLiteral("trackingId"), id}, {QStringLiteral("practitioner"), p}});
        QCOMPARE(r.status, 400);
    }

    void browserQesMoves214To210AfterIndexing()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        c->patientSigns(id);
        QCOMPARE(c->status(id), 214);
        const QString link = QUrl(initQes(id, true).object().value(u"qesLink").toString()).path();
        HttpResult r = c->send("GET", link);
        QCOMPARE(r.status, 200);
        QVERIFY(QString::fromUtf8(r.body).contains(kPractitionerThumbprint));
        QCOMPARE(c->send("GET", link + QStringLiteral("/documents/") + id).status,
                 200); // ZSPD: the document can be viewed
        r = form(link + QStringLiteral("/sign"));
        QCOMPARE(r.status, 200);
        QCOMPARE(c->status(id), 214); // not indexed yet
        c->clock.advanceSeconds(10);
        QCOMPARE(c->status(id), 210);
        const QJsonObject med = c->full(id).object().value(u"data").toObject().value(u"medDocument").toObject();
        QCOMPARE(med.value(u"signatures").toArray().size(), 1);
        QCOMPARE(med.value(u"sign").toString(), med.value(u"signatures").toArray().at(0).toString());
        // The .SIG verifies against the PDF now served, with the test CA.
        const QByteArray pdf = QByteArray::fromBase64(
            med.value(u"attachments").toArray().at(0).toObject().value(u"content").toString().toLatin1());
        QCOMPARE(SandboxPdf::pageCount(pdf), 3); // document, patient's stamp, practitioner's stamp
        const SignatureVerdict v =
            c->module().pki().verify(med.value(u"sign").toString().toLatin1(), pdf, {}, c->clock.now());
        QCOMPARE(int(v.check), int(SignatureCheck::Valid));
        // One-time link.
        QCOMPARE(form(link + QStringLiteral("/sign")).status, 409);
        QCOMPARE(c->send("GET", link).status, 410);
    }

    void qesIn210AppendsASecondSignature()
    {
        const QString id = c->createDispatch();
        c->patientSigns(id);
        QCOMPARE(c->status(id), 210);
        for (int i = 0; i < 2; ++i) {
            const QString link = QUrl(initQes(id).object().value(u"qesLink").toString()).path();
            QCOMPARE(c->send("GET", link + QStringLiteral("/documents/") + id).status, 404); // not ZSPD: no viewing
            QCOMPARE(form(link + QStringLiteral("/sign")).status, 200);
            c->clock.advanceSeconds(10);
        }
        QCOMPARE(c->status(id), 210);
        const QJsonObject med = c->full(id).object().value(u"data").toObject().value(u"medDocument").toObject();
        QCOMPARE(med.value(u"signatures").toArray().size(), 2);
        const QByteArray pdf = QByteArray::fromBase64(
            med.value(u"attachments").toArray().at(0).toObject().value(u"content").toString().toLatin1());
        QCOMPARE(SandboxPdf::pageCount(pdf), 3); // the second signature adds no visualization
    }

    void earlyQesIsNotHandedOut()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        const QString link = QUrl(initQes(id).object().value(u"qesLink").toString()).path();
        QCOMPARE(form(link + QStringLiteral("/sign")).status, 200);
        c->clock.advanceSeconds(10);
        QCOMPARE(c->status(id), 201);
        c->patientSigns(id);
        // The practitioner already signed: no 214; the early .SIG is not handed out (D3).
        QCOMPARE(c->status(id), 210);
        QCOMPARE(c->full(id)
                     .object()
                     .value(u"data")
                     .toObject()
                     .value(u"medDocument")
                     .toObject()
                     .value(u"signatures")
                     .toArray()
                     .size(),
                 0);
    }

    void retiredStatusesBehaveAsOpen()
    {
        const QString id = c->createDispatch();
        force(id, 209);
        QCOMPARE(c->status(id), 209);
        c->patientSigns(id);
        QCOMPARE(c->status(id), 210);
        const QString other = c->createDispatch();
        force(other, 208);
        QCOMPARE(c->post(QStringLiteral("/sep/api/signing/") + other + QStringLiteral("/cancel"), {}).status, 200);
    }

    void stateFileKeepsEverything()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("state.json"));
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        c->patientSigns(id);
        const QJsonObject session = c->initSelfQes(id);
        const QByteArray pdf = c->full(id).body;
        c->sandbox.setStateFile(file);
        QVERIFY(c->sandbox.saveState());
        const QJsonArray outbox = c->outbox(id);
        const QJsonArray billing = c->billing(id);

        c = std::make_unique<SigningTestClient>();
        c->sandbox.setStateFile(file);
        QVERIFY(c->start());
        QCOMPARE(c->status(id), 214);
        QCOMPARE(c->full(id).body, pdf);
        QCOMPARE(c->outbox(id), outbox);
        QCOMPARE(c->billing(id), billing);
        // The session survives too: the practitioner signs after the restart.
        const HttpResult r =
            c->post(QStringLiteral("/sep/api/attachselfqes"),
                    SigningTestClient::attachBody(id, session.value(u"signingSessionId").toString(),
                                                  cmsSign(SigningTestClient::sessionPdf(session)).toBase64()));
        QCOMPARE(r.status, 200);
        QCOMPARE(c->status(id), 210);
    }

    void adminListsDispatches()
    {
        const QString id = c->createDispatch();
        QJsonArray list;
        for (const QJsonValue &v :
             c->admin("GET", QStringLiteral("/sandbox/signing/dispatches")).object().value(u"dispatches").toArray()) {
            if (!v.toObject().value(u"example").toBool()) // the fixture's examples are listed too
                list.append(v);
        }
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.at(0).toObject().value(u"trackingId").toString(), id);
        QCOMPARE(c->admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + id + QStringLiteral("/status"),
                          {{QStringLiteral("status"), 203}})
                     .status,
                 400);
        QCOMPARE(c->admin("GET", QStringLiteral("/sandbox/signing/pki/ca.pem")).body,
                 resource(QStringLiteral("ca.pem")));
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningStates)
#include "tst_sandbox_signing_states.moc"
