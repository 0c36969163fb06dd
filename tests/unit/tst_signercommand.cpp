// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The self-QES signer's pieces that need no process: the command templates (cryptcp and OpenSSL
// presets, placeholders filled argument by argument, missing inputs named), the signature file
// read as DER whatever armour the signer used, the provider's certificate list parsed, and the
// D4 certificate block.

#include "core/signing/qescalls.h"
#include "core/signing/signercommand.h"
#include "core/signing/signingcertificate.h"

#include <QJsonArray>
#include <QTest>

using namespace cliniclink;

namespace {

// What CryptoPro's `certmgr -list -store uMy` prints (two certificates, one expired).
const QString kCertmgr = QStringLiteral(R"(Certmgr 1.1 (c) "Crypto-Pro",  2007-2023.
Program for managing certificates, CRLs and stores.
=============================================================================
1-------
Issuer              : E=ca@example.ru, CN=Тестовый УЦ, O=УЦ, C=RU
Subject             : CN=Смирнова Елена Викторовна, SN=Смирнова, G=Елена Викторовна, C=RU
Serial              : 0x120032A5B0C1D2E3F4
SHA1 Hash           : 0x96e5df496840174318c7a52d4e303447070185cc
SubjKeyID           : 1a2b3c
Signature Algorithm : ГОСТ Р 34.11-2012/34.10-2012 256 бит
PublicKey Algorithm : ГОСТ Р 34.10-2012 (512 bits)
Not valid before    : 01/01/2025  00:00:00 UTC
Not valid after     : 31/12/2040  23:59:59 UTC
PrivateKey Link     : Yes
Container           : HDIMAGE\\smirnova.000\A1B2
2-------
Issuer              : CN=Тестовый УЦ
Subject             : CN=Петров Андрей Николаевич
Serial              : 0x01
SHA1 Hash           : 0x0123456789abcdef0123456789abcdef01234567
Not valid before    : 01/01/2020  00:00:00 UTC
Not valid after     : 01/01/2021  00:00:00 UTC
PrivateKey Link     : Yes
=============================================================================
[ErrorCode: 0x00000000]
)");

} // namespace

class TestSignerCommand : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void presetsFillEachArgument()
    {
        SignerCommand::Inputs in;
        in.input = QStringLiteral("/tmp/my dir/Согласие.pdf");
        in.output = QStringLiteral("/tmp/my dir/Согласие.pdf.sgn");
        in.outdir = QStringLiteral("/tmp/my dir");
        in.thumbprint = QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC");
        const QStringList crypto = SignerCommand::cryptoPro().expand(in);
        QCOMPARE(crypto,
                 (QStringList{QStringLiteral("cryptcp"), QStringLiteral("-signf"), QStringLiteral("-dir"), in.outdir,
                              QStringLiteral("-der"), QStringLiteral("-strict"), QStringLiteral("-cert"),
                              QStringLiteral("-detached"), QStringLiteral("-thumbprint"), in.thumbprint, in.input}));
        QVERIFY(SignerCommand::cryptoPro().missingInputs(in).isEmpty());
        // OpenSSL needs the certificate and the key files: named when missing.
        QCOMPARE(SignerCommand::openSsl().missingInputs(in),
                 (QStringList{QStringLiteral("{certificate}"), QStringLiteral("{key}")}));
        in.certificate = QStringLiteral("/home/doc/cert.pem");
        in.key = QStringLiteral("/home/doc/key.pem");
        const QStringList ossl = SignerCommand::openSsl().expand(in);
        QCOMPARE(ossl.first(), QStringLiteral("openssl"));
        QCOMPARE(ossl.at(ossl.indexOf(QStringLiteral("-in")) + 1), in.input);
        QCOMPARE(ossl.at(ossl.indexOf(QStringLiteral("-out")) + 1), in.output);
        QCOMPARE(ossl.at(ossl.indexOf(QStringLiteral("-inkey")) + 1), in.key);
    }

    void unknownPlaceholdersAndBrokenQuotesAreRefused()
    {
        SignerCommand own{SignerCommand::Preset::Custom, QStringLiteral("sign --pin {pin} {input}")};
        SignerCommand::Inputs in;
        in.input = QStringLiteral("a.pdf");
        QCOMPARE(own.missingInputs(in), QStringList{QStringLiteral("{pin}")});
        SignerCommand broken{SignerCommand::Preset::Custom, QStringLiteral("sign \"{input}")};
        QVERIFY(broken.expand(in).isEmpty());
        QVERIFY(SignerCommand{}.expand(in).isEmpty());
    }

    void signatureFileReadAsDerWhateverTheArmour()
    {
        const QByteArray der = QByteArray::fromHex("3082000a06092a864886f70d010702");
        QCOMPARE(SignerCommand::signatureDer(der), der);
        QCOMPARE(SignerCommand::signatureDer(der.toBase64() + "\n"), der);
        const QByteArray pem = "-----BEGIN CMS-----\n" + der.toBase64() + "\n-----END CMS-----\n";
        QCOMPARE(SignerCommand::signatureDer(pem), der);
        QString why;
        QVERIFY(SignerCommand::signatureDer("%PDF-1.4 not a signature", &why).isEmpty());
        QVERIFY(!why.isEmpty());
        QVERIFY(SignerCommand::signatureDer({}, &why).isEmpty());
    }

    void providerListParsed()
    {
        const QList<SigningCertificate> list = SigningCertificate::fromCertmgrList(kCertmgr);
        QCOMPARE(list.size(), 2);
        const SigningCertificate &c = list.first();
        QCOMPARE(c.thumbprint, QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC"));
        QCOMPARE(c.commonName(), QStringLiteral("Смирнова Елена Викторовна"));
        QCOMPARE(c.issuer, QStringLiteral("E=ca@example.ru, CN=Тестовый УЦ, O=УЦ, C=RU"));
        QCOMPARE(c.serialNumber, QStringLiteral("120032A5B0C1D2E3F4"));
        QCOMPARE(c.validFrom, QDateTime(QDate(2025, 1, 1), QTime(0, 0), Qt::UTC));
        QCOMPARE(c.validTo, QDateTime(QDate(2040, 12, 31), QTime(23, 59, 59), Qt::UTC));
        QVERIFY(c.container.contains(QStringLiteral("smirnova")));
        const QDateTime now(QDate(2026, 1, 15), QTime(9, 0), Qt::UTC);
        QVERIFY(!c.isExpiredAt(now));
        QVERIFY(list.at(1).isExpiredAt(now));
        QVERIFY(SigningCertificate::fromCertmgrList(QStringLiteral("[ErrorCode: 0x8010006b]")).isEmpty());
    }

    void initBlockOfD4()
    {
        SigningCertificate c = SigningCertificate::fromCertmgrList(kCertmgr).first();
        const QJsonObject o = c.toInitJson();
        QCOMPARE(o.value(u"certificateThumbprint").toString(), c.thumbprint);
        QCOMPARE(o.value(u"certificateSubject").toString(), c.subject);
        QCOMPARE(o.value(u"certificateIssuer").toString(), c.issuer);
        QCOMPARE(o.value(u"certificateSerialNumber").toString(), c.serialNumber);
        QCOMPARE(o.value(u"validFrom").toString(), QStringLiteral("2025-01-01T00:00:00Z"));
        QCOMPARE(o.value(u"validTo").toString(), QStringLiteral("2040-12-31T23:59:59Z"));
    }

    void batchBodyOfD4()
    {
        BatchQesRequest r;
        DispatchPractitioner p;
        p.snils = QStringLiteral("112-233-445 95");
        p.userIdLpu = QStringLiteral("doc-1024");
        QJsonObject o = r.toJson(p);
        QCOMPARE(o.value(u"practitioner").toObject().value(u"snils").toString(), QStringLiteral("11223344595"));
        QVERIFY(!o.contains(u"statuses")); // the platform's default, 214
        QVERIFY(!o.contains(u"trackingIds"));
        r.statuses = {214, 210};
        r.dateFrom = QDate(2026, 1, 1);
        r.trackingIds = {QStringLiteral("t1")};
        r.onlyPractitionerCertificateThumbprint = true;
        r.certificateThumbprint = QStringLiteral("AB");
        o = r.toJson(p);
        QCOMPARE(o.value(u"statuses").toArray(), (QJsonArray{QStringLiteral("214"), QStringLiteral("210")}));
        QCOMPARE(o.value(u"dateFrom").toString(), QStringLiteral("2026-01-01"));
        QCOMPARE(o.value(u"trackingIds").toArray().size(), 1);
        QVERIFY(o.value(u"onlyPractitionerCertificateThumbprint").toBool());
        QCOMPARE(o.value(u"qesZspd").toBool(true), false);
    }
};

QTEST_GUILESS_MAIN(TestSignerCommand)
#include "tst_signercommand.moc"
