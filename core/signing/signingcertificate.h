// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// A practitioner's signing certificate as the self-QES flow shows and announces it (D4 initselfqes
// `certificate`): subject, issuer, serial, validity and the SHA-1 thumbprint in upper-case hex.
// Read from a PEM or DER file (the OpenSSL signer) or from the crypto provider's own list
// (CryptoPro `certmgr -list`). Only certificates are read here: never a private key.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cliniclink {

struct SigningCertificate {
    QString thumbprint; // SHA-1 of the DER, upper-case hex
    QString subject; // "CN=Смирнова Елена Викторовна, O=..."
    QString issuer;
    QString serialNumber; // hex as the certificate writes it
    QDateTime validFrom;
    QDateTime validTo;
    QString container; // the provider's key container, when its list names one

    bool isNull() const { return thumbprint.isEmpty(); }
    bool isExpiredAt(const QDateTime &now) const { return validTo.isValid() && now > validTo; }
    bool isNotYetValidAt(const QDateTime &now) const { return validFrom.isValid() && now < validFrom; }
    // The CN of the subject (or the whole subject when it has none): what a list shows first.
    QString commonName() const;
    // D4 initselfqes `certificate`.
    QJsonObject toInitJson() const;

    // Every certificate in a PEM file (or one DER certificate); empty when none could be read.
    static QList<SigningCertificate> fromPemOrDer(const QByteArray &data);
    // The output of CryptoPro's `certmgr -list` (blocks "1-------" with "Subject : ...", "SHA1 Hash :
    // 0x...", "Not valid after : dd/MM/yyyy hh:mm:ss UTC"); blocks without a thumbprint are skipped.
    static QList<SigningCertificate> fromCertmgrList(const QString &text);

    bool operator==(const SigningCertificate &) const = default;
};

} // namespace cliniclink
