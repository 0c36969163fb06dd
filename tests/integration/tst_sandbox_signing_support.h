// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Helpers of the signing (service D) tests: the signing tokens, multipart uploads, a valid D1 meta,
// CMS signatures made with OpenSSL's C API and the committed test key (no openssl CLI), and a
// sandbox that answers over several connections at once for the concurrency limits.

#include "sandbox/services/sandboxpdf.h"
#include "sandbox/services/signing/signingmodule.h"
#include "sandboxtestclient.h"

#include <QFile>
#include <QUuid>

#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/pem.h>

namespace cliniclink::sandbox::test {

inline const QString kSigningToken = QStringLiteral("5c1e9a7d-3b2f-4d8e-a6c4-9f0b1d2e3a71");
inline const QString kRegionSigningToken = QStringLiteral("e4a7b2c9-8d1f-4a3e-b5c6-7d9e0f1a2b38");
inline const QString kPractitionerThumbprint = QStringLiteral("96E5DF496840174318C7A52D4E303447070185CC");

struct FilePart {
    QString name;
    QString fileName;
    QByteArray contentType;
    QByteArray data;
};

inline QByteArray samplePdf(const QString &title = QStringLiteral("Информированное добровольное согласие"))
{
    return SandboxPdf::document({title, QStringLiteral("Текст документа для подписания пациентом.")});
}

inline QJsonObject patient(const QString &id = QStringLiteral("P-100"),
                           const QString &phone = QStringLiteral("+79161234567"))
{
    return {{QStringLiteral("idPatientMis"), id},
            {QStringLiteral("familyName"), QStringLiteral("Иванов")},
            {QStringLiteral("givenName"), QStringLiteral("Сергей")},
            {QStringLiteral("middleName"), QStringLiteral("Петрович")},
            {QStringLiteral("birthDate"), QStringLiteral("1978-03-14")},
            {QStringLiteral("sex"), QStringLiteral("male")},
            {QStringLiteral("telecom"),
             QJsonArray{
                 QJsonObject{{QStringLiteral("system"), QStringLiteral("Telephone")}, {QStringLiteral("value"), phone}},
                 QJsonObject{{QStringLiteral("system"), QStringLiteral("Email")},
                             {QStringLiteral("value"), QStringLiteral("ivanov@example.ru")}}}},
            {QStringLiteral("documentDto"),
             QJsonArray{QJsonObject{{QStringLiteral("providerName"), QStringLiteral("ГУ МВД России по г. Москве")},
                                    {QStringLiteral("issuedDate"), QStringLiteral("2003-04-22")},
                                    {QStringLiteral("docN"), QStringLiteral("123456")},
                                    {QStringLiteral("docS"), QStringLiteral("4509")},
                                    {QStringLiteral("idDocumentType"), 14}}}}};
}

inline QJsonObject practitioner(bool qes = false)
{
    QJsonObject p{{QStringLiteral("familyName"), QStringLiteral("Смирнова")},
                  {QStringLiteral("givenName"), QStringLiteral("Елена")},
                  {QStringLiteral("middleName"), QStringLiteral("Викторовна")},
                  {QStringLiteral("userIdLpu"), QStringLiteral("doc-1024")},
                  {QStringLiteral("snils"), QStringLiteral("11223344595")}};
    if (qes)
        p.insert(QStringLiteral("firstTouchCertificateThumbprint"), kPractitionerThumbprint);
    return p;
}

// A valid D1 meta with one attachment per part name.
inline QJsonObject meta(const QStringList &parts = {QStringLiteral("file1")}, bool qes = false, bool esia = false,
                        const QJsonArray &patients = {}, const QString &organization = kMainOrganization)
{
    QJsonArray attachments;
    for (const QString &p : parts)
        attachments.append(QJsonObject{{QStringLiteral("partName"), p}});
    return {{QStringLiteral("organization"), QJsonObject{{QStringLiteral("idLpu"), organization}}},
            {QStringLiteral("practitioner"), practitioner(qes)},
            {QStringLiteral("patients"), patients.isEmpty() ? QJsonArray{patient()} : patients},
            {QStringLiteral("medDocument"),
             QJsonObject{{QStringLiteral("esiaAuth"), esia}, {QStringLiteral("attachments"), attachments}}},
            {QStringLiteral("delivery"), QJsonArray{QStringLiteral("sms")}}};
}

inline QByteArray multipart(const QByteArray &boundary, const QJsonObject &metaObject, const QList<FilePart> &files)
{
    QByteArray body;
    if (!metaObject.isEmpty()) {
        body += "--" + boundary
            + "\r\nContent-Disposition: form-data; name=\"meta\"\r\n"
              "Content-Type: application/json; charset=utf-8\r\n\r\n"
            + QJsonDocument(metaObject).toJson(QJsonDocument::Compact) + "\r\n";
    }
    for (const FilePart &f : files) {
        body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + f.name.toUtf8() + "\"; filename=\""
            + f.fileName.toUtf8() + "\"\r\nContent-Type: " + f.contentType + "\r\n\r\n" + f.data + "\r\n";
    }
    return body + "--" + boundary + "--\r\n";
}

inline FilePart pdfPart(const QString &name = QStringLiteral("file1"), const QByteArray &data = samplePdf())
{
    return {name, name + QStringLiteral(".pdf"), "application/pdf", data};
}

inline QByteArray resource(const QString &name)
{
    QFile f(QStringLiteral(":/cliniclink/sandbox/fixtures/pki/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// CMS SignedData over content with a committed certificate and key (OpenSSL C API).
inline QByteArray cmsSign(const QByteArray &content, const QString &cert = QStringLiteral("practitioner.pem"),
                          const QString &key = QStringLiteral("practitioner.key"), bool detached = true)
{
    const QByteArray certPem = resource(cert), keyPem = resource(key);
    BIO *cb = BIO_new_mem_buf(certPem.constData(), int(certPem.size()));
    BIO *kb = BIO_new_mem_buf(keyPem.constData(), int(keyPem.size()));
    X509 *x = PEM_read_bio_X509(cb, nullptr, nullptr, nullptr);
    EVP_PKEY *k = PEM_read_bio_PrivateKey(kb, nullptr, nullptr, nullptr);
    BIO *data = BIO_new_mem_buf(content.constData(), int(content.size()));
    CMS_ContentInfo *cms = CMS_sign(x, k, nullptr, data, CMS_BINARY | (detached ? CMS_DETACHED : 0));
    BIO *out = BIO_new(BIO_s_mem());
    if (cms)
        i2d_CMS_bio(out, cms);
    char *bytes = nullptr;
    const long size = BIO_get_mem_data(out, &bytes);
    const QByteArray der(bytes, int(size));
    BIO_free(out);
    CMS_ContentInfo_free(cms);
    BIO_free(data);
    EVP_PKEY_free(k);
    X509_free(x);
    BIO_free(kb);
    BIO_free(cb);
    return der;
}

class SigningTestClient : public SandboxTestClient {
public:
    using SandboxTestClient::SandboxTestClient;

    QList<QPair<QByteArray, QByteArray>> headers(const QString &token = kSigningToken,
                                                 const QString &organization = kMainOrganization) const
    {
        QList<QPair<QByteArray, QByteArray>> h;
        if (!token.isNull())
            h.append({"Authorization", token.toLatin1()});
        if (!organization.isNull())
            h.append({"X-Id-Lpu", organization.toLatin1()});
        return h;
    }

    HttpResult upload(const QString &path, const QJsonObject &metaObject, const QList<FilePart> &files,
                      const QString &token = kSigningToken, const QString &organization = kMainOrganization,
                      const QByteArray &contentType = "multipart/form-data; boundary=\"b0und-ary+1\"")
    {
        const QByteArray boundary = MultipartParser_boundary(contentType);
        auto h = headers(token, organization);
        h.append(qMakePair(QByteArray("Content-Type"), contentType));
        return send("POST", path, multipart(boundary, metaObject, files), h);
    }
    static QByteArray MultipartParser_boundary(const QByteArray &contentType)
    {
        QByteArray b = contentType.mid(contentType.indexOf("boundary=") + 9);
        if (b.startsWith('"'))
            b = b.mid(1, b.indexOf('"', 1) - 1);
        return b;
    }

    HttpResult post(const QString &path, const QJsonObject &body, const QString &token = kSigningToken,
                    const QString &organization = kMainOrganization)
    {
        auto h = headers(token, organization);
        h.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        return send("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact), h);
    }

    HttpResult get(const QString &path, const QString &token = kSigningToken,
                   const QString &organization = kMainOrganization)
    {
        return send("GET", path, QByteArray(), headers(token, organization));
    }

    HttpResult admin(const QByteArray &method, const QString &path, const QJsonObject &body = {})
    {
        return send(method, path, QJsonDocument(body).toJson(QJsonDocument::Compact),
                    {{"Content-Type", "application/json"}});
    }

    // POST /signing with one PDF; returns the trackingId (empty on failure).
    QString createDispatch(const QJsonObject &metaObject = meta(), const QList<FilePart> &files = {pdfPart()})
    {
        return upload(QStringLiteral("/sep/api/signing"), metaObject, files).object().value(u"trackingId").toString();
    }

    HttpResult full(const QString &trackingId) { return get(QStringLiteral("/sep/api/signing/") + trackingId); }
    // The attachments of a dispatch as the full GET gives them.
    QJsonArray attachments(const QString &trackingId)
    {
        return full(trackingId)
            .object()
            .value(u"data")
            .toObject()
            .value(u"medDocument")
            .toObject()
            .value(u"attachments")
            .toArray();
    }
    int status(const QString &trackingId)
    {
        return get(QStringLiteral("/sep/api/signing/") + trackingId + QStringLiteral("/status"))
            .object()
            .value(u"status")
            .toInt();
    }
    HttpResult patientSigns(const QString &trackingId)
    {
        return admin("POST", QStringLiteral("/sandbox/signing/dispatches/") + trackingId + QStringLiteral("/sign"));
    }
    QJsonArray outbox(const QString &reference = {})
    {
        return admin("GET", QStringLiteral("/sandbox/signing/outbox?reference=") + reference)
            .object()
            .value(u"entries")
            .toArray();
    }
    QJsonArray billing(const QString &reference = {})
    {
        return admin("GET", QStringLiteral("/sandbox/signing/billing?reference=") + reference)
            .object()
            .value(u"records")
            .toArray();
    }
    void setLimits(const QJsonObject &limits) { admin("POST", QStringLiteral("/sandbox/signing/limits"), limits); }
    SigningModule &module() { return *sandbox.context().findModule<SigningModule>(); }
    int held() { return module().gateway().held(clock.now()); }

    QJsonObject initSelfQes(const QString &trackingId, const QString &thumbprint = kPractitionerThumbprint)
    {
        return post(QStringLiteral("/sep/api/initselfqes"), selfQesBody(trackingId, thumbprint)).object();
    }
    static QJsonObject selfQesBody(const QString &trackingId, const QString &thumbprint = kPractitionerThumbprint)
    {
        return {
            {QStringLiteral("trackingId"), trackingId},
            {QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}},
            {QStringLiteral("certificate"),
             QJsonObject{{QStringLiteral("certificateThumbprint"), thumbprint},
                         {QStringLiteral("certificateIssuer"), QStringLiteral("CN=Тестовый УЦ песочницы ClinicLink")},
                         {QStringLiteral("certificateSubject"), QStringLiteral("CN=Смирнова Елена Викторовна")},
                         {QStringLiteral("certificateSerialNumber"), QStringLiteral("1002")},
                         {QStringLiteral("validFrom"), QStringLiteral("2025-01-01T00:00:00Z")},
                         {QStringLiteral("validTo"), QStringLiteral("2040-12-31T23:59:59Z")}}}};
    }
    static QJsonObject attachBody(const QString &trackingId, const QString &sessionId, const QByteArray &sigBase64)
    {
        return {{QStringLiteral("trackingId"), trackingId},
                {QStringLiteral("signingSessionId"), sessionId},
                {QStringLiteral("practitioner"), QJsonObject{{QStringLiteral("snils"), QStringLiteral("11223344595")}}},
                {QStringLiteral("signature"),
                 QJsonObject{{QStringLiteral("sigBase64"), QString::fromLatin1(sigBase64)},
                             {QStringLiteral("fileName"), QStringLiteral("document.pdf.sig")}}}};
    }
    static QByteArray sessionPdf(const QJsonObject &initSelfQesAnswer)
    {
        return QByteArray::fromBase64(
            initSelfQesAnswer.value(u"document").toObject().value(u"content").toString().toLatin1());
    }

    // A request sent on its own network access manager (own connection pool), for concurrency.
    QNetworkReply *beginOwn(const QByteArray &method, const QString &path, const QByteArray &body = {},
                            const QList<QPair<QByteArray, QByteArray>> &h = {})
    {
        auto *manager = new QNetworkAccessManager(&nam);
        QNetworkRequest request(url(path));
        for (const auto &p : h)
            request.setRawHeader(p.first, p.second);
        return method == "GET" ? manager->get(request) : manager->sendCustomRequest(request, method, body);
    }
};

} // namespace cliniclink::sandbox::test
