// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingpki.h"

#include <QFile>

#include <memory>
#include <openssl/bio.h>
#include <openssl/cms.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <optional>

namespace cliniclink::sandbox {

namespace {

template<auto Free>
struct Deleter {
    template<class T>
    void operator()(T *p) const
    {
        Free(p);
    }
};
using Bio = std::unique_ptr<BIO, Deleter<BIO_free_all>>;
using Cms = std::unique_ptr<CMS_ContentInfo, Deleter<CMS_ContentInfo_free>>;
using X509Ptr = std::unique_ptr<X509, Deleter<X509_free>>;
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY_free>>;
using Store = std::unique_ptr<X509_STORE, Deleter<X509_STORE_free>>;
void freeCertificateList(STACK_OF(X509) * list)
{
    sk_X509_free(list); // the certificates belong to the CMS
}
using Certs = std::unique_ptr<STACK_OF(X509), Deleter<freeCertificateList>>;

QByteArray resource(const char *name)
{
    QFile file(QStringLiteral(":/cliniclink/sandbox/fixtures/pki/") + QLatin1String(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

Bio memory(const QByteArray &bytes)
{
    return Bio(BIO_new_mem_buf(bytes.constData(), int(bytes.size())));
}

X509Ptr certificate(const QByteArray &pem)
{
    Bio bio = memory(pem);
    return X509Ptr(PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr));
}

QDateTime asnTime(const ASN1_TIME *time)
{
    struct tm t = {};
    if (!time || ASN1_TIME_to_tm(time, &t) != 1)
        return {};
    return QDateTime(QDate(t.tm_year + 1900, t.tm_mon + 1, t.tm_mday), QTime(t.tm_hour, t.tm_min, t.tm_sec), Qt::UTC);
}

QString name(const X509_NAME *n)
{
    Bio bio(BIO_new(BIO_s_mem()));
    X509_NAME_print_ex(bio.get(), n, 0, (XN_FLAG_RFC2253 & ~ASN1_STRFLGS_ESC_MSB) | ASN1_STRFLGS_UTF8_CONVERT);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QString::fromUtf8(data, size);
}

CertificateInfo describe(X509 *cert)
{
    CertificateInfo info;
    if (!cert)
        return info;
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (X509_digest(cert, EVP_sha1(), digest, &length) == 1)
        info.thumbprint =
            QString::fromLatin1(QByteArray(reinterpret_cast<char *>(digest), int(length)).toHex().toUpper());
    info.subject = name(X509_get_subject_name(cert));
    info.issuer = name(X509_get_issuer_name(cert));
    if (BIGNUM *serial = ASN1_INTEGER_to_BN(X509_get0_serialNumber(cert), nullptr)) {
        char *hex = BN_bn2hex(serial);
        info.serialNumber = QString::fromLatin1(hex);
        OPENSSL_free(hex);
        BN_free(serial);
    }
    info.validFrom = asnTime(X509_get0_notBefore(cert));
    info.validTo = asnTime(X509_get0_notAfter(cert));
    return info;
}

Cms parseCms(const QByteArray &der)
{
    if (der.isEmpty() || der.at(0) != 0x30)
        return {};
    Bio bio = memory(der);
    Cms cms(d2i_CMS_bio(bio.get(), nullptr));
    ERR_clear_error();
    if (cms && OBJ_obj2nid(CMS_get0_type(cms.get())) != NID_pkcs7_signed)
        return {};
    return cms;
}

// Strict base64: whitespace (line breaks of a PEM-like body) allowed, anything else refused.
std::optional<QByteArray> fromBase64(const QByteArray &text)
{
    QByteArray compact;
    compact.reserve(text.size());
    for (const char c : text) {
        if (c != '\r' && c != '\n' && c != ' ' && c != '\t')
            compact += c;
    }
    if (compact.isEmpty())
        return std::nullopt;
    auto result = QByteArray::fromBase64Encoding(compact, QByteArray::AbortOnBase64DecodingErrors);
    if (!result)
        return std::nullopt;
    return *result;
}

// Detached content for CMS_verify. OpenSSL 3.0 copies a memory BIO into one of its own and, with
// CMS_BINARY, leaks the copy when the SignedData names a digest it does not know (openssl#30471):
// behind a buffer filter the content is not a memory BIO, so it is read in place.
Bio detachedContent(const QByteArray &bytes)
{
    Bio data = memory(bytes);
    BIO *buffer = BIO_new(BIO_f_buffer());
    if (!data || !buffer) {
        BIO_free(buffer);
        return {};
    }
    return Bio(BIO_push(buffer, data.release()));
}

bool verifies(CMS_ContentInfo *cms, X509_STORE *store, const QByteArray *content, unsigned int flags,
              QByteArray *out = nullptr)
{
    Bio data = content ? detachedContent(*content) : Bio();
    if (content && !data)
        return false;
    Bio sink(BIO_new(BIO_s_mem()));
    const bool ok = CMS_verify(cms, nullptr, store, data.get(), sink.get(), flags | CMS_BINARY) == 1;
    ERR_clear_error();
    if (ok && out) {
        char *bytes = nullptr;
        const long size = BIO_get_mem_data(sink.get(), &bytes);
        *out = QByteArray(bytes, int(size));
    }
    return ok;
}

} // namespace

SigningPki::SigningPki()
    : m_caPem(resource("ca.pem"))
    , m_certPem(resource("practitioner.pem"))
    , m_keyPem(resource("practitioner.key"))
{
    X509Ptr cert = certificate(m_certPem);
    m_practitioner = describe(cert.get());
}

QByteArray SigningPki::sign(const QByteArray &content) const
{
    X509Ptr cert = certificate(m_certPem);
    Bio keyBio = memory(m_keyPem);
    Key key(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr));
    if (!cert || !key)
        return {};
    Bio data = memory(content);
    Cms cms(CMS_sign(cert.get(), key.get(), nullptr, data.get(), CMS_DETACHED | CMS_BINARY));
    if (!cms) {
        ERR_clear_error();
        return {};
    }
    Bio out(BIO_new(BIO_s_mem()));
    i2d_CMS_bio(out.get(), cms.get());
    char *bytes = nullptr;
    const long size = BIO_get_mem_data(out.get(), &bytes);
    return QByteArray(bytes, int(size));
}

SignatureVerdict SigningPki::verify(const QByteArray &sigBase64, const QByteArray &sessionPdf,
                                    const QList<QByteArray> &issuedElsewhere, const QDateTime &at) const
{
    SignatureVerdict verdict;
    const auto der = fromBase64(sigBase64);
    if (!der) {
        verdict.reason = QStringLiteral("sigBase64 не является строкой base64");
        return verdict;
    }
    Cms cms = parseCms(*der);
    if (!cms) {
        const auto inner = fromBase64(*der);
        if (inner && parseCms(*inner)) {
            verdict.check = SignatureCheck::DoubleBase64;
            verdict.reason =
                QStringLiteral("После декодирования base64 получена снова строка base64, а не подпись CMS");
        } else {
            verdict.reason = QStringLiteral("Содержимое sigBase64 не является подписью CMS (SignedData) в DER");
        }
        return verdict;
    }

    Store store(X509_STORE_new());
    X509Ptr ca = certificate(m_caPem);
    X509_STORE_add_cert(store.get(), ca.get());
    X509_VERIFY_PARAM_set_time(X509_STORE_get0_param(store.get()), time_t(at.toSecsSinceEpoch()));

    const auto signer = [&cms] {
        Certs signers(CMS_get0_signers(cms.get()));
        return describe(signers && sk_X509_num(signers.get()) > 0 ? sk_X509_value(signers.get(), 0) : nullptr);
    };

    if (!CMS_is_detached(cms.get())) {
        QByteArray embedded;
        if (!verifies(cms.get(), store.get(), nullptr, 0, &embedded)) {
            verdict.reason = QStringLiteral("Подпись не прошла проверку или сертификат не выдан доверенным УЦ");
            return verdict;
        }
        verdict.signer = signer();
        if (embedded == sessionPdf) {
            verdict.check = SignatureCheck::Valid;
        } else {
            verdict.check = SignatureCheck::DocumentMismatch;
            verdict.reason = QStringLiteral("Подпись содержит другой документ, а не PDF сессии подписания");
        }
        return verdict;
    }

    if (verifies(cms.get(), store.get(), &sessionPdf, 0)) {
        verdict.check = SignatureCheck::Valid;
        verdict.signer = signer();
        return verdict;
    }
    if (!verifies(cms.get(), store.get(), &sessionPdf, CMS_NO_CONTENT_VERIFY)) {
        verdict.reason = QStringLiteral("Подпись не прошла проверку или сертификат не выдан доверенным УЦ");
        return verdict;
    }
    verdict.signer = signer();
    for (const QByteArray &other : issuedElsewhere) {
        if (other != sessionPdf && verifies(cms.get(), store.get(), &other, 0)) {
            verdict.check = SignatureCheck::DocumentMismatch;
            verdict.reason =
                QStringLiteral("Подпись сделана для другого PDF, выданного платформой, а не для PDF этой сессии");
            return verdict;
        }
    }
    verdict.check = SignatureCheck::ContentMismatch;
    verdict.reason = QStringLiteral("Хеш подписанных данных не совпадает с хешем выданного PDF");
    return verdict;
}

} // namespace cliniclink::sandbox
