// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's test PKI (sandbox/fixtures/pki, compiled in as resources) and OpenSSL CMS: the
// browser-QES page signs with the practitioner's test key, and attachselfqes verifies a detached
// CMS signature over the PDF of its session with the test CA as the only trust anchor.

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace cliniclink::sandbox {

struct CertificateInfo {
    QString thumbprint; // SHA-1 of the DER certificate, upper-case hex
    QString subject; // RFC 2253, UTF-8
    QString issuer;
    QString serialNumber; // upper-case hex
    QDateTime validFrom;
    QDateTime validTo;
};

enum class SignatureCheck {
    Valid,
    Invalid, // not base64, not a CMS SignedData, bad signature, untrusted or expired certificate
    DoubleBase64, // base64 of the base64 of a CMS
    ContentMismatch, // a valid signature over bytes the sandbox never issued
    DocumentMismatch, // a valid signature over another PDF the sandbox issued, or embedding another document
};

struct SignatureVerdict {
    SignatureCheck check = SignatureCheck::Invalid;
    QString reason; // Russian, for the error body
    CertificateInfo signer;
};

class SigningPki {
public:
    SigningPki();

    bool isLoaded() const { return !m_caPem.isEmpty() && !m_certPem.isEmpty() && !m_keyPem.isEmpty(); }
    QByteArray caPem() const { return m_caPem; }
    QByteArray practitionerCertificatePem() const { return m_certPem; }
    QByteArray practitionerKeyPem() const { return m_keyPem; }
    CertificateInfo practitioner() const { return m_practitioner; }

    // Detached CMS (DER) over content, signed with the practitioner's test key; empty on failure.
    QByteArray sign(const QByteArray &content) const;
    // sigBase64 as attachselfqes receives it, checked against sessionPdf; issuedElsewhere are the
    // other PDFs the sandbox issued for signing (to tell a document mismatch from a content one).
    // Certificates are checked at the virtual time `at`.
    SignatureVerdict verify(const QByteArray &sigBase64, const QByteArray &sessionPdf,
                            const QList<QByteArray> &issuedElsewhere, const QDateTime &at) const;

private:
    QByteArray m_caPem;
    QByteArray m_certPem;
    QByteArray m_keyPem;
    CertificateInfo m_practitioner;
};

} // namespace cliniclink::sandbox
