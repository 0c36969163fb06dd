// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "core/signing/qescalls.h"
#include "core/signing/questionnairecalls.h"
#include "core/signing/signingcalls.h"
#include "core/signing/signingrequests.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cliniclink;

namespace {
const QByteArray kPdf = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

DispatchRequest request()
{
    DispatchRequest r;
    r.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
    r.practitioner.familyName = QStringLiteral("Смирнова");
    r.practitioner.givenName = QStringLiteral("Елена");
    r.practitioner.middleName = QStringLiteral("Викторовна");
    r.practitioner.userIdLpu = QStringLiteral("doc-1024");
    r.practitioner.snils = QStringLiteral("112-233-445 95");
    DispatchPatient p;
    p.idPatientMis = QStringLiteral("P-100");
    p.familyName = QStringLiteral("Иванов");
    p.givenName = QStringLiteral("Сергей");
    p.birthDate = QDate(1978, 3, 14);
    p.sex = QStringLiteral("male");
    p.phones = {QStringLiteral("+79161234567")};
    p.documents = {PersonDocument{
        14, QStringLiteral("4509"), QStringLiteral("123456"), QStringLiteral("ОВД Хамовники"), QDate(2003, 4, 22), {}}};
    r.patients = {p};
    r.files = {DispatchFile{QStringLiteral("consent"), QStringLiteral("Согласие.pdf"), QStringLiteral("pdf"), kPdf}};
    r.delivery = {DeliveryChannel::Sms, DeliveryChannel::App};
    return r;
}
const QDate kToday(2026, 11, 21);
QStringList fieldsOf(const FieldIssues &issues)
{
    QStringList out;
    for (const FieldIssue &i : issues)
        out << i.field;
    return out;
}
} // namespace

class TestSigningRequests : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void metaFollowsD1()
    {
        const QJsonObject meta = buildDispatchMeta(request());
        QCOMPARE(meta.value(u"organization").toObject().value(u"idLpu").toString(),
                 QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60"));
        const QJsonObject pr = meta.value(u"practitioner").toObject();
        QCOMPARE(pr.value(u"snils").toString(), QStringLiteral("11223344595")); // digits only
        QCOMPARE(pr.value(u"userIdLpu").toString(), QStringLiteral("doc-1024"));
        const QJsonObject patient = meta.value(u"patients").toArray().first().toObject();
        QCOMPARE(patient.value(u"sex").toString(), QStringLiteral("male"));
        QCOMPARE(patient.value(u"birthDate").toString(), QStringLiteral("1978-03-14"));
        QCOMPARE(patient.value(u"telecom").toArray().first().toObject().value(u"system").toString(),
                 QStringLiteral("Telephone"));
        const QJsonObject doc = patient.value(u"documentDto").toArray().first().toObject();
        QCOMPARE(doc.value(u"idDocumentType").toInt(), 14);
        QCOMPARE(doc.value(u"docS").toString(), QStringLiteral("4509"));
        QCOMPARE(doc.value(u"docN").toString(), QStringLiteral("123456"));
        QCOMPARE(doc.value(u"issuedDate").toString(), QStringLiteral("2003-04-22"));
        const QJsonObject med = meta.value(u"medDocument").toObject();
        QCOMPARE(med.value(u"esiaAuth").toBool(), false);
        QCOMPARE(med.value(u"attachments").toArray().first().toObject().value(u"partName").toString(),
                 QStringLiteral("consent"));
        QCOMPARE(meta.value(u"delivery").toArray(), (QJsonArray{QStringLiteral("sms"), QStringLiteral("app")}));
        // Finalize carries D1 without the attachments.
        QVERIFY(!buildDispatchMeta(request(), false).value(u"medDocument").toObject().contains(u"attachments"));
    }
    void multipartParts()
    {
        const MultipartBody body = buildDispatchMultipart(buildDispatchMeta(request()), request().files, "XyZ");
        QCOMPARE(body.contentType, QByteArray("multipart/form-data; boundary=\"XyZ\"")); // quoted boundary
        const QList<QByteArray> parts = body.bytes.split('\n');
        QVERIFY(body.bytes.startsWith("--XyZ\r\nContent-Disposition: form-data; name=\"meta\"\r\n"
                                      "Content-Type: application/json; charset=utf-8\r\n\r\n{"));
        QVERIFY(body.bytes.contains(
            "--XyZ\r\nContent-Disposition: form-data; name=\"consent\"; filename=\"Согласие.pdf\"\r\n"
            "Content-Type: application/pdf\r\n\r\n%PDF-1.4"));
        QVERIFY(body.bytes.endsWith("\r\n--XyZ--\r\n"));
        QCOMPARE(body.bytes.count("--XyZ\r\n"), 2); // meta + one file
        QVERIFY(parts.size() > 4);
        // A file name cannot break the header.
        DispatchFile evil = request().files.first();
        evil.fileName = QStringLiteral("a\"\r\nX-Evil: 1.pdf");
        QVERIFY(!buildDispatchMultipart({}, {evil}, "B").bytes.contains("\r\nX-Evil"));
    }
    void randomBoundaryDiffers()
    {
        QVERIFY(buildDispatchMultipart({}, {}).contentType != buildDispatchMultipart({}, {}).contentType);
    }
    void typesByContent()
    {
        QCOMPARE(detectDocumentType(kPdf), QStringLiteral("pdf"));
        QCOMPARE(detectDocumentType(QByteArray::fromHex("D0CF11E0A1B11AE1") + QByteArray(100, 0)),
                 QStringLiteral("doc"));
        QCOMPARE(detectDocumentType("PK\x03\x04....mimetypeapplication/vnd.oasis.opendocument.text...."),
                 QStringLiteral("odt"));
        QCOMPARE(detectDocumentType("PK\x03\x04....[Content_Types].xml...."), QStringLiteral("docx"));
        QVERIFY(detectDocumentType("hello").isEmpty());
        QCOMPARE(documentMimeType(QStringLiteral("docx")),
                 QByteArray("application/vnd.openxmlformats-officedocument.wordprocessingml.document"));
    }
    void fileProblems()
    {
        QVERIFY(dispatchFileProblem(QStringLiteral("a.pdf"), kPdf).isEmpty());
        QVERIFY(!dispatchFileProblem(QStringLiteral("a.exe"), kPdf).isEmpty()); // extension
        QVERIFY(!dispatchFileProblem(QStringLiteral("a.pdf"), "not a pdf").isEmpty()); // content
        QVERIFY(!dispatchFileProblem(QStringLiteral("a.odt"), kPdf).isEmpty()); // named odt, is a PDF
        QVERIFY(!dispatchFileProblem(QStringLiteral("a.pdf"), QByteArray()).isEmpty());
        QByteArray big = kPdf;
        big.append(QByteArray(kMaxDispatchFileBytes, ' '));
        QVERIFY(dispatchFileProblem(QStringLiteral("a.pdf"), big).contains(u"5 MB"));
    }
    void validRequestHasNoIssues()
    {
        QVERIFY2(checkDispatchRequest(request(), kToday).isEmpty(),
                 qPrintable(fieldsOf(checkDispatchRequest(request(), kToday)).join(u',')));
    }
    void requiredAndFormats()
    {
        DispatchRequest r = request();
        r.patients[0].phones = {QStringLiteral("89161234567")}; // must be normalised first
        r.patients[0].email = QStringLiteral("not-an-email");
        r.patients[0].documents.clear();
        r.practitioner.userIdLpu.clear();
        r.delivery.clear();
        const QStringList f = fieldsOf(checkDispatchRequest(r, kToday));
        for (const char *field :
             {"patients[0].phones", "patients[0].email", "patients[0].documents", "practitioner.userIdLpu", "delivery"})
            QVERIFY2(f.contains(QLatin1String(field)), field);
        r = request();
        r.patients[0].phones.clear();
        QCOMPARE(fieldsOf(checkDispatchRequest(r, kToday)), QStringList{QStringLiteral("patients[0].phones")});
        r = request();
        r.patients.clear();
        QCOMPARE(fieldsOf(checkDispatchRequest(r, kToday)), QStringList{QStringLiteral("patients")});
    }
    void fileCountAndNames()
    {
        DispatchRequest r = request();
        for (int i = 0; i < 10; ++i)
            r.files << DispatchFile{QStringLiteral("f%1").arg(i), QStringLiteral("f%1.pdf").arg(i),
                                    QStringLiteral("pdf"), kPdf};
        QCOMPARE(fieldsOf(checkDispatchRequest(r, kToday)), QStringList{QStringLiteral("files")}); // 11 files
        r = request();
        r.files << r.files.first(); // the same part name twice
        QCOMPARE(fieldsOf(checkDispatchRequest(r, kToday)), QStringList{QStringLiteral("files[1]")});
        r = request();
        r.files.clear();
        QCOMPARE(fieldsOf(checkDispatchRequest(r, kToday)), QStringList{QStringLiteral("files")});
    }
    void fieldIdsWrittenAndReadInOnePlace()
    {
        const QList<QPair<DispatchField, QString>> cases{
            {DispatchField::organization(), QStringLiteral("organization")},
            {DispatchField::organizationField(QStringLiteral("phone")), QStringLiteral("organization.phone")},
            {DispatchField::organizationField(QStringLiteral("email")), QStringLiteral("organization.email")},
            {DispatchField::practitioner(QStringLiteral("pbProxyIssuedAt")),
             QStringLiteral("practitioner.pbProxyIssuedAt")},
            {DispatchField::patientField(1, QStringLiteral("deliveryOverride")),
             QStringLiteral("patients[1].deliveryOverride")},
            {DispatchField::practitioner(QStringLiteral("snils")), QStringLiteral("practitioner.snils")},
            {DispatchField::patients(), QStringLiteral("patients")},
            {DispatchField::patientField(2, QStringLiteral("phones")), QStringLiteral("patients[2].phones")},
            {DispatchField::patientField(0, QStringLiteral("documents")), QStringLiteral("patients[0].documents")},
            {DispatchField::documentField(0, 11, QStringLiteral("number")),
             QStringLiteral("patients[0].documents[11].number")},
            {DispatchField::files(), QStringLiteral("files")},
            {DispatchField::fileAt(3), QStringLiteral("files[3]")},
            {DispatchField::delivery(), QStringLiteral("delivery")}};
        for (const auto &[field, text] : cases) {
            QCOMPARE(field.toString(), text);
            QCOMPARE(DispatchField::parse(text), std::optional(field));
        }
        const auto number = DispatchField::parse(u"patients[1].documents[0].number");
        QVERIFY(number.has_value());
        QCOMPARE(number->section, DispatchField::Section::Patients);
        QCOMPARE(number->patient, 1);
        QCOMPARE(number->document, 0);
        QCOMPARE(number->name, QStringLiteral("number"));
        QCOMPARE(number->ofPatient(4).toString(), QStringLiteral("patients[4].documents[0].number"));
    }
    void fieldIdsThatAreNone()
    {
        for (const char16_t *text :
             {u"", u"patient", u"practitioner.", u"practitioner.a.b", u"patients[0]", u"patients[x].phones",
              u"patients[-1].phones", u"patients[+1].phones", u"patients[ 1].phones", u"patients[1]phones",
              u"patients[1].documents[0]", u"patients[1].documents[0].", u"patients[1].documents[].number",
              u"files[1]x", u"files[]", u"files.1", u"delivery[0]", u"organization.id"})
            QVERIFY2(!DispatchField::parse(QStringView(text)).has_value(), qPrintable(QString::fromUtf16(text)));
    }
    void everyIssueNamesAFieldThatParses()
    {
        DispatchRequest r = request();
        r.organizationId.clear();
        r.practitioner.snils = QStringLiteral("112-233-445 96");
        r.patients << r.patients.first();
        r.patients[1].documents << PersonDocument{};
        r.patients[1].documents[1].issuedDate = kToday.addDays(1);
        r.files << DispatchFile{QStringLiteral("consent"), QStringLiteral("x.txt"), QString(), QByteArray("text")};
        r.delivery.clear();
        const FieldIssues issues = checkDispatchRequest(r, kToday);
        QVERIFY(issues.size() >= 7);
        for (const FieldIssue &issue : issues)
            QVERIFY2(DispatchField::parse(issue.field).has_value(), qPrintable(issue.field));
        const QStringList f = fieldsOf(issues);
        for (const DispatchField &expected :
             {DispatchField::organization(), DispatchField::practitioner(QStringLiteral("snils")),
              DispatchField::patientField(1, QStringLiteral("idPatientMis")),
              DispatchField::documentField(1, 1, QStringLiteral("number")),
              DispatchField::documentField(1, 1, QStringLiteral("issuedDate")), DispatchField::fileAt(1),
              DispatchField::delivery()})
            QVERIFY2(f.contains(expected.toString()), qPrintable(expected.toString()));
    }
    void newD1FieldsAreSentAsTheContractWritesThem()
    {
        DispatchRequest r = request();
        r.organizationPhone = QStringLiteral("+74951234567");
        r.organizationEmail = QStringLiteral(" info@clinic.example.ru ");
        r.practitioner.mrProxyNumber = QStringLiteral(" b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b");
        r.practitioner.pbProxy = {QStringLiteral("77 АБ 1234567"), QDate(2026, 1, 15), QStringLiteral("Петров П. П.")};
        r.practitioner.firstTouchCertificateThumbprint =
            QStringLiteral("96 e5 df 49 68 40 17 43 18 c7 a5 2d 4e 30 34 47 07 01 85 cc");
        r.practitioner.deliveryOverride = {DeliveryChannel::App};
        r.patients[0].deliveryOverride = {DeliveryChannel::Chatbot, DeliveryChannel::Sms};
        QVERIFY(checkDispatchRequest(r, kToday).isEmpty());
        const QJsonObject meta = buildDispatchMeta(r);
        QCOMPARE(meta.value(u"organization").toObject(),
                 (QJsonObject{{QStringLiteral("idLpu"), QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60")},
                              {QStringLiteral("phone"), QStringLiteral("+74951234567")},
                              {QStringLiteral("email"), QStringLiteral("info@clinic.example.ru")}}));
        const QJsonObject p = meta.value(u"practitioner").toObject();
        QCOMPARE(p.value(u"mrProxyNumber").toString(), QStringLiteral("b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b"));
        QCOMPARE(p.value(u"pbProxy").toObject(),
                 (QJsonObject{{QStringLiteral("number"), QStringLiteral("77 АБ 1234567")},
                              {QStringLiteral("issuedAt"), QStringLiteral("2026-01-15")},
                              {QStringLiteral("signer"), QStringLiteral("Петров П. П.")}}));
        QCOMPARE(p.value(u"firstTouchCertificateThumbprint").toString(),
                 QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC"));
        QCOMPARE(p.value(u"deliveryOverride").toArray(), QJsonArray{QStringLiteral("app")});
        QCOMPARE(meta.value(u"patients").toArray().at(0).toObject().value(u"deliveryOverride").toArray(),
                 (QJsonArray{QStringLiteral("chatbot"), QStringLiteral("sms")}));
        // Unset, none of them is sent: the shapes of a plain dispatch do not change.
        const QJsonObject plain = buildDispatchMeta(request());
        QCOMPARE(plain.value(u"organization").toObject().keys(), QStringList{QStringLiteral("idLpu")});
        for (const char16_t *key :
             {u"mrProxyNumber", u"pbProxy", u"firstTouchCertificateThumbprint", u"deliveryOverride"})
            QVERIFY(!plain.value(u"practitioner").toObject().contains(QStringView(key)));
        QVERIFY(!plain.value(u"patients").toArray().at(0).toObject().contains(u"deliveryOverride"));
        // The journal keeps the meta: everything comes back from it.
        const DispatchRequest read = dispatchRequestFromMeta(meta);
        QCOMPARE(read.organizationPhone, QStringLiteral("+74951234567"));
        QCOMPARE(read.organizationEmail, QStringLiteral("info@clinic.example.ru"));
        QCOMPARE(read.practitioner.pbProxy, r.practitioner.pbProxy);
        QCOMPARE(read.practitioner.mrProxyNumber, QStringLiteral("b3f1a9e2-5c7d-4e8f-9a0b-1c2d3e4f5a6b"));
        QCOMPARE(read.practitioner.firstTouchCertificateThumbprint,
                 QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC"));
        QCOMPARE(read.practitioner.deliveryOverride, r.practitioner.deliveryOverride);
        QCOMPARE(read.patients.at(0).deliveryOverride, r.patients.at(0).deliveryOverride);
    }
    void newD1FieldsAreCheckedBeforeSending_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<bool>("forDraftToo");
        QTest::newRow("organization phone") << QStringLiteral("organization.phone") << true;
        QTest::newRow("organization email") << QStringLiteral("organization.email") << false;
        QTest::newRow("thumbprint") << QStringLiteral("practitioner.firstTouchCertificateThumbprint") << true;
        QTest::newRow("proxy number") << QStringLiteral("practitioner.pbProxyNumber") << true;
        QTest::newRow("proxy date") << QStringLiteral("practitioner.pbProxyIssuedAt") << true;
        QTest::newRow("proxy date in the future") << QStringLiteral("practitioner.pbProxyIssuedAt") << false;
        QTest::newRow("proxy signer") << QStringLiteral("practitioner.pbProxySigner") << true;
        QTest::newRow("practitioner's wallet") << QStringLiteral("practitioner.deliveryOverride") << true;
        QTest::newRow("patient's wallet") << QStringLiteral("patients[0].deliveryOverride") << true;
    }
    void newD1FieldsAreCheckedBeforeSending()
    {
        QFETCH(QString, field);
        QFETCH(bool, forDraftToo);
        DispatchRequest r = request();
        const PaperProxy proxy{QStringLiteral("77 АБ 1234567"), QDate(2026, 1, 15), QStringLiteral("Петров П. П.")};
        const QString row = QString::fromLatin1(QTest::currentDataTag());
        if (field == u"organization.phone")
            r.organizationPhone = QStringLiteral("8 495 123");
        else if (field == u"organization.email")
            r.organizationEmail = QStringLiteral("info at clinic");
        else if (field.endsWith(u"Thumbprint"))
            r.practitioner.firstTouchCertificateThumbprint = QStringLiteral("96E5DF49 not hex");
        else if (field.endsWith(u"pbProxyNumber"))
            r.practitioner.pbProxy = {QString(), proxy.issuedAt, proxy.signer};
        else if (row.contains(u"future"))
            r.practitioner.pbProxy = {proxy.number, kToday.addDays(1), proxy.signer};
        else if (field.endsWith(u"pbProxyIssuedAt"))
            r.practitioner.pbProxy = {proxy.number, QDate(), proxy.signer};
        else if (field.endsWith(u"pbProxySigner"))
            r.practitioner.pbProxy = {proxy.number, proxy.issuedAt, QString()};
        else if (field.startsWith(u"practitioner"))
            r.practitioner.deliveryOverride = {DeliveryChannel::Wallet};
        else
            r.patients[0].deliveryOverride = {DeliveryChannel::Wallet};
        const FieldIssues issues = checkDispatchRequest(r, kToday);
        QCOMPARE(fieldsOf(issues), QStringList{field});
        QVERIFY(!issues.first().message.isEmpty());
        QVERIFY(DispatchField::parse(field).has_value());
        QCOMPARE(fieldsOf(checkDraftRequest(r, kToday)).contains(field), forDraftToo);
    }
    void thumbprintsAsPasted()
    {
        QCOMPARE(normalizedThumbprint(QStringLiteral("\u200e96 e5 df")), QStringLiteral("96E5DF"));
        QCOMPARE(normalizedThumbprint(QStringLiteral(" ")), QString());
        QVERIFY(isHexThumbprint(QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC")));
        QVERIFY(!isHexThumbprint(QStringLiteral("96E5DF49NOTHEX")));
        QVERIFY(!isHexThumbprint(QString()));
    }
    void metaReadBackByCore()
    {
        DispatchRequest r = request();
        r.practitioner.phone = QStringLiteral("+79031112233");
        r.patients[0].email = QStringLiteral("ivanov@example.ru");
        r.patients[0].mpiId = QStringLiteral("mpi-7");
        r.patients[0].documents[0].documentName = QStringLiteral("Паспорт");
        r.esiaAuth = true;
        const DispatchRequest read = dispatchRequestFromMeta(buildDispatchMeta(r));
        DispatchRequest expected = r;
        expected.practitioner.snils = QStringLiteral("11223344595"); // D1 keeps digits only
        expected.files = {DispatchFile{QStringLiteral("consent"), QString(), QStringLiteral("pdf"), QByteArray()}};
        QCOMPARE(read.practitioner, expected.practitioner);
        QCOMPARE(read.patients, expected.patients);
        QCOMPARE(read, expected);
        QVERIFY(dispatchRequestFromMeta(buildDispatchMeta(r, false)).files.isEmpty());
        QVERIFY(dispatchRequestFromMeta(QJsonObject()).delivery.isEmpty());
    }
    void callsBuildTheirMetaOnce()
    {
        const DispatchRequest r = request();
        SendDispatchCall send(r);
        QCOMPARE(send.meta(), buildDispatchMeta(r));
        QVERIFY(send.requestBody().contains(QJsonDocument(send.meta()).toJson(QJsonDocument::Compact)));
        SendDraftCall update(QStringLiteral("trk-1"), r, true, false);
        QCOMPARE(update.meta(), buildDispatchMeta(r)); // the route's own fields are not part of D1
        QVERIFY(update.requestBody().contains("\"trackingId\":\"trk-1\""));
        FinalizeDraftCall finalize(QStringLiteral("trk-1"), r);
        QCOMPARE(finalize.meta(), buildDispatchMeta(r, false));
    }
    void everyCallThatCreatesADispatchCountsAsAnUpload()
    {
        // 120 new dispatches a minute: uploads, new drafts, a draft's send and its finalize alike.
        const DispatchRequest r = request();
        QCOMPARE(SendDispatchCall(r).routeClass(), RouteClass::Upload);
        QCOMPARE(InitDraftCall(r).routeClass(), RouteClass::Upload);
        QCOMPARE(SendDraftCall(QStringLiteral("trk-1"), r, false, true).routeClass(), RouteClass::Upload);
        QCOMPARE(FinalizeDraftCall(QStringLiteral("trk-1"), r).routeClass(), RouteClass::Upload);
    }
    void everyCallNamesThePractitionerAsD1Does()
    {
        // As typed, with spaces around and the SNILS with its dashes.
        DispatchPractitioner typed;
        typed.familyName = QStringLiteral(" Смирнова ");
        typed.givenName = QStringLiteral("Елена ");
        typed.middleName = QStringLiteral(" ");
        typed.userIdLpu = QStringLiteral(" doc-1024");
        typed.snils = QStringLiteral("112-233-445 95");
        DispatchRequest r = request();
        r.practitioner = typed;
        const QJsonObject block{{QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                                {QStringLiteral("givenName"), QStringLiteral("Елена")},
                                {QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")},
                                {QStringLiteral("snils"), QStringLiteral("11223344595")}};
        const auto practitionerIn = [](const ApiCall &call) {
            return QJsonDocument::fromJson(call.requestBody()).object().value(u"practitioner").toObject();
        };
        QCOMPARE(buildDispatchMeta(r).value(u"practitioner").toObject(), block);
        QCOMPARE(practitionerIn(ArchiveDraftCall(QStringLiteral("trk-1"), typed)), block);
        QJsonObject withThumbprint = block;
        withThumbprint.insert(QStringLiteral("certificateThumbprint"), QStringLiteral("AB12"));
        QCOMPARE(practitionerIn(InitQesCall(QStringLiteral("trk-1"), typed, QStringLiteral("AB12"))), withThumbprint);
        // The contour is the caller's: the closed network's link only when asked.
        const auto zspdIn = [](const ApiCall &call) {
            return QJsonDocument::fromJson(call.requestBody()).object().value(u"qesZspd");
        };
        QCOMPARE(zspdIn(InitQesCall(QStringLiteral("trk-1"), typed)), QJsonValue(false));
        QCOMPARE(zspdIn(InitQesCall(QStringLiteral("trk-1"), typed, {}, true)), QJsonValue(true));
        BatchQesRequest batch;
        QCOMPARE(batch.toJson(typed).value(u"qesZspd"), QJsonValue(false));
        batch.qesZspd = true;
        QCOMPARE(batch.toJson(typed).value(u"qesZspd"), QJsonValue(true));
        QCOMPARE(practitionerIn(InitTemplateEditorCall(typed, {})), block);
        InviteRequest invite;
        invite.practitioner = typed;
        QCOMPARE(invite.toJson().value(u"practitioner").toObject(), block);
        QuestionnaireSendRequest questionnaire;
        questionnaire.practitioner = typed;
        questionnaire.patient = r.patients.first();
        QCOMPARE(questionnaire.toJson().value(u"practitioner").toObject(), block);
        // D4 matches the practitioner by SNILS and userIdLpu only.
        const QJsonObject identifiers{{QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")},
                                      {QStringLiteral("snils"), QStringLiteral("11223344595")}};
        QCOMPARE(practitionerIn(InitBatchQesCall(BatchQesRequest{}, typed)), identifiers);
        QCOMPARE(practitionerIn(AttachSelfQesCall(QStringLiteral("trk-1"), QStringLiteral("s-1"), QByteArray("der"),
                                                  QStringLiteral("a.pdf.sig"), typed)),
                 identifiers);
    }
    void phonesAsTyped()
    {
        QCOMPARE(normalizedPhone(QStringLiteral("8 (916) 123-45-67")), QStringLiteral("+79161234567"));
        QCOMPARE(normalizedPhone(QStringLiteral("+7 916 123 45 67")), QStringLiteral("+79161234567"));
        QCOMPARE(normalizedPhone(QStringLiteral("916 123-45-67")), QStringLiteral("+79161234567"));
        QVERIFY(normalizedPhone(QStringLiteral("12345")).isEmpty());
    }
    void statusTable()
    {
        for (int code : {201, 208, 209, 210, 211, 213, 214, 215, 500})
            QVERIFY(!dispatchStatusText(code).isEmpty());
        QVERIFY(isFinalDispatchStatus(210) && isFinalDispatchStatus(213) && !isFinalDispatchStatus(214));
        QVERIFY(isCancellableDispatchStatus(201) && !isCancellableDispatchStatus(214)
                && !isCancellableDispatchStatus(210));
    }
};

QTEST_GUILESS_MAIN(TestSigningRequests)
#include "tst_signingrequests.moc"
