// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Service D's D1 fields the workstation once never sent, over loopback: the co-signing
// practitioner's and a patient's own channels (deliveryOverride), the powers of attorney
// (mrProxyNumber, pbProxy), the first-touch certificate and the organization's contacts: each
// refused with the contract's error shape when malformed, in uploads, drafts and finalize alike,
// and kept as sent when well formed. And the closed network (ZSPD) contour of initqes and
// initbatchqes: its link has an address of its own.

#include "tst_sandbox_signing_support.h"

#include <QTest>
#include <QUrl>

using namespace cliniclink::sandbox;
using namespace cliniclink::sandbox::test;
using namespace Qt::StringLiterals;

namespace {
const QString kSigning = QStringLiteral("/sep/api/signing");
const QString kDrafts = QStringLiteral("/sep/api/signing/drafts/");

// Every new field, well formed.
QJsonObject fullMeta()
{
    QJsonObject m = meta();
    QJsonObject organization = m.value(u"organization").toObject();
    organization.insert(QStringLiteral("phone"), QStringLiteral("+74951234567"));
    organization.insert(QStringLiteral("email"), QStringLiteral("info@clinic.example.ru"));
    m.insert(QStringLiteral("organization"), organization);
    QJsonObject p = practitioner(true);
    p.insert(QStringLiteral("mrProxyNumber"), QStringLiteral("b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b"));
    p.insert(QStringLiteral("pbProxy"),
             QJsonObject{{QStringLiteral("number"), QStringLiteral("77 АБ 1234567")},
                         {QStringLiteral("issuedAt"), QStringLiteral("2026-01-15")},
                         {QStringLiteral("signer"), QStringLiteral("Главный врач Петров П. П.")}});
    p.insert(QStringLiteral("deliveryOverride"), QJsonArray{QStringLiteral("app")});
    m.insert(QStringLiteral("practitioner"), p);
    QJsonObject pt = patient();
    pt.insert(QStringLiteral("deliveryOverride"), QJsonArray{QStringLiteral("chatbot"), QStringLiteral("sms")});
    m.insert(QStringLiteral("patients"), QJsonArray{pt});
    return m;
}

// fullMeta() with one value replaced: path is "organization.phone", "practitioner.pbProxy.issuedAt"...
QJsonObject withValue(QJsonObject m, const QString &path, const QJsonValue &value)
{
    const QStringList keys = path.split(u'.');
    if (keys.size() == 2) {
        if (keys.at(0) == u"patients") {
            QJsonObject pt = m.value(u"patients").toArray().at(0).toObject();
            pt.insert(keys.at(1), value);
            m.insert(QStringLiteral("patients"), QJsonArray{pt});
            return m;
        }
        QJsonObject o = m.value(keys.at(0)).toObject();
        o.insert(keys.at(1), value);
        m.insert(keys.at(0), o);
        return m;
    }
    QJsonObject outer = m.value(keys.at(0)).toObject();
    QJsonObject inner = outer.value(keys.at(1)).toObject();
    inner.insert(keys.at(2), value);
    outer.insert(keys.at(1), inner);
    m.insert(keys.at(0), outer);
    return m;
}
} // namespace

class TestSandboxSigningFields : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<SigningTestClient> c;

    QJsonObject initQes(const QString &id, const QJsonValue &zspd, const QJsonValue &thumbprint = {})
    {
        QJsonObject p = practitioner();
        if (!thumbprint.isUndefined())
            p.insert(QStringLiteral("certificateThumbprint"), thumbprint);
        QJsonObject body{{QStringLiteral("trackingId"), id}, {QStringLiteral("practitioner"), p}};
        if (!zspd.isUndefined())
            body.insert(QStringLiteral("qesZspd"), zspd);
        return c->post(QStringLiteral("/sep/api/initqes"), body).object();
    }

private Q_SLOTS:
    void init()
    {
        c = std::make_unique<SigningTestClient>();
        QVERIFY(c->start());
    }
    void cleanup() { c.reset(); }

    void everyNewFieldIsKeptAsSent()
    {
        const HttpResult r = c->upload(kSigning, fullMeta(), {pdfPart()});
        QCOMPARE(r.status, 201);
        const QString id = r.object().value(u"trackingId").toString();
        const Dispatch *d = c->module().store().dispatch(id);
        QVERIFY(d);
        QCOMPARE(d->meta.value(u"organization"), fullMeta().value(u"organization"));
        QCOMPARE(d->practitioner, fullMeta().value(u"practitioner").toObject());
        // The patient's own channels win over the dispatch's sms: the message goes by them.
        QCOMPARE(d->patients.at(0).delivery, (QStringList{QStringLiteral("chatbot"), QStringLiteral("sms")}));
    }

    void malformedNewFieldsAreRefused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("organization.phone") << u"organization.phone"_s << QJsonValue(u"8 (495) 123-45-67"_s);
        QTest::newRow("organization.email") << u"organization.email"_s << QJsonValue(42);
        QTest::newRow("practitioner.mrProxyNumber") << u"practitioner.mrProxyNumber"_s << QJsonValue(123456);
        QTest::newRow("practitioner.pbProxy") << u"practitioner.pbProxy"_s << QJsonValue(u"77 АБ 1234567"_s);
        QTest::newRow("practitioner.pbProxy.number") << u"practitioner.pbProxy.number"_s << QJsonValue(1234567);
        QTest::newRow("practitioner.pbProxy.issuedAt")
            << u"practitioner.pbProxy.issuedAt"_s << QJsonValue(u"15.01.2026"_s);
        QTest::newRow("practitioner.pbProxy.signer") << u"practitioner.pbProxy.signer"_s << QJsonValue(true);
        QTest::newRow("practitioner.firstTouchCertificateThumbprint")
            << u"practitioner.firstTouchCertificateThumbprint"_s << QJsonValue(u"not a thumbprint"_s);
        QTest::newRow("practitioner.deliveryOverride")
            << u"practitioner.deliveryOverride"_s << QJsonValue(QJsonArray{u"wallet"_s});
        QTest::newRow("patients.deliveryOverride")
            << u"patients.deliveryOverride"_s << QJsonValue(QJsonArray{u"mid"_s});
    }
    void malformedNewFieldsAreRefused()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        const QJsonObject bad = withValue(fullMeta(), path, value);
        // POST /signing: the coded error of D, trackingId null (nothing was created), the field named.
        HttpResult r = c->upload(kSigning, bad, {pdfPart()});
        QCOMPARE(r.status, 400);
        QJsonObject o = r.object();
        QCOMPARE(o.value(u"status").toString(), QStringLiteral("error"));
        QCOMPARE(o.value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
        QVERIFY(o.contains(u"trackingId"));
        QVERIFY(o.value(u"trackingId").isNull());
        const QString named = path == u"patients.deliveryOverride" ? u"patients[0].deliveryOverride"_s : path;
        QVERIFY2(o.value(u"errorMessage").toString().contains(named), qPrintable(o.value(u"errorMessage").toString()));
        // A new draft is refused the same way.
        r = c->upload(kDrafts + QStringLiteral("init"), bad, {pdfPart()});
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
        // And so is a draft's finalize (the D1 structure without attachments).
        const QString draft =
            c->upload(kDrafts + QStringLiteral("init"), meta(), {pdfPart()}).object().value(u"trackingId").toString();
        QVERIFY(!draft.isEmpty());
        QJsonObject finalize = bad;
        QJsonObject med = finalize.value(u"medDocument").toObject();
        med.remove(QStringLiteral("attachments"));
        finalize.insert(QStringLiteral("medDocument"), med);
        finalize.insert(QStringLiteral("trackingId"), draft);
        r = c->post(kDrafts + draft + QStringLiteral("/finalize"), finalize);
        QCOMPARE(r.status, 400);
        QCOMPARE(r.object().value(u"errorCode").toString(), QStringLiteral("VALIDATION_ERROR"));
        QCOMPARE(c->status(draft), 215); // nothing changed
    }

    void closedNetworkLinkHasItsOwnAddress()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        c->patientSigns(id);
        QCOMPARE(c->status(id), 214);
        // Open contour: /sandbox/qes/<id>, no viewing; the same link at the closed contour's address: none.
        const QString open = QUrl(initQes(id, false).value(u"qesLink").toString()).path();
        QVERIFY2(open.startsWith(u"/sandbox/qes/") && !open.contains(u"/zspd/"), qPrintable(open));
        const QString linkId = open.section(u'/', -1);
        QCOMPARE(c->send("GET", QStringLiteral("/sandbox/qes/zspd/") + linkId).status, 404);
        QCOMPARE(c->send("GET", open + QStringLiteral("/documents/") + id).status, 404);
        // qesZspd absent: the default, false.
        QVERIFY(!QUrl(initQes(id, QJsonValue::Undefined).value(u"qesLink").toString()).path().contains(u"/zspd/"));
        // Closed contour: /sandbox/qes/zspd/<id>, the document viewable; not at the open address.
        const QString closed = QUrl(initQes(id, true).value(u"qesLink").toString()).path();
        QVERIFY2(closed.startsWith(u"/sandbox/qes/zspd/"), qPrintable(closed));
        QCOMPARE(c->send("GET", closed).status, 200);
        QCOMPARE(c->send("GET", closed + QStringLiteral("/documents/") + id).status, 200);
        QCOMPARE(c->send("GET", QStringLiteral("/sandbox/qes/") + closed.section(u'/', -1)).status, 404);
        // A batch session's link follows the same rule.
        const QJsonObject batch = c->post(QStringLiteral("/sep/mis/api/initbatchqes"),
                                          {{QStringLiteral("trackingIds"), QJsonArray{id}},
                                           {QStringLiteral("practitioner"),
                                            QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}},
                                           {QStringLiteral("qesZspd"), true}})
                                      .object();
        QCOMPARE(batch.value(u"total").toInt(), 1);
        QVERIFY(QUrl(batch.value(u"batchQesLink").toString()).path().startsWith(u"/sandbox/qes/zspd/"));
    }

    void qesRequestsAreCheckedAsD4Says()
    {
        const QString id = c->createDispatch(meta({QStringLiteral("file1")}, true));
        c->patientSigns(id);
        // qesZspd is a boolean; certificateThumbprint is HEX.
        QJsonObject o = initQes(id, u"yes"_s);
        QCOMPARE(o.value(u"error").toString(), QStringLiteral("VALIDATION_ERROR"));
        QVERIFY(o.value(u"message").toString().contains(u"qesZspd"));
        o = initQes(id, false, u"не отпечаток"_s);
        QCOMPARE(o.value(u"error").toString(), QStringLiteral("VALIDATION_ERROR"));
        QVERIFY(o.value(u"message").toString().contains(u"certificateThumbprint"));
        o = initQes(id, false, kPractitionerThumbprint);
        QVERIFY(o.value(u"success").toBool());
        const QString linkId = QUrl(o.value(u"qesLink").toString()).path().section(u'/', -1);
        QCOMPARE(c->module().store().links.value(linkId).certificateThumbprint, kPractitionerThumbprint);
        const HttpResult batch = c->post(
            QStringLiteral("/sep/mis/api/initbatchqes"),
            {{QStringLiteral("trackingIds"), QJsonArray{id}},
             {QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}},
             {QStringLiteral("qesZspd"), 1}});
        QCOMPARE(batch.status, 400);
        QCOMPARE(batch.object().value(u"error").toString(), QStringLiteral("VALIDATION_ERROR"));
    }
};

QTEST_GUILESS_MAIN(TestSandboxSigningFields)
#include "tst_sandbox_signing_fields.moc"
