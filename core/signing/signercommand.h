// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The external command that makes the practitioner's detached signature for self-QES. A MIS does
// not implement GOST itself: it calls the crypto provider (field-notes: CryptoPro `cryptcp`), or,
// in the Sandbox and test environments, OpenSSL with the sandbox's test certificate. The command
// is a template whose placeholders are filled in per signature, argument by argument (a path with
// spaces stays one argument):
//   {input}        the PDF issued by initselfqes, written to a private temporary folder
//   {output}       where the signature must be written ({outdir}/{inputName}.sgn, as cryptcp does)
//   {outdir}       that folder
//   {thumbprint}   the chosen certificate's SHA-1 thumbprint (the provider finds the key by it)
//   {certificate}  the certificate file (OpenSSL)
//   {key}          the private key file (OpenSSL); read by the signer, never by us
// The key stays where its owner keeps it and a PIN is asked by the provider itself: we never
// write either.

#include <QString>
#include <QStringList>

namespace cliniclink {

struct SignerCommand {
    enum class Preset { CryptoPro, OpenSsl, Custom };

    struct Inputs {
        QString input;
        QString output;
        QString outdir;
        QString thumbprint;
        QString certificate;
        QString key;
    };

    Preset preset = Preset::OpenSsl;
    QString commandLine;

    // cryptcp -signf -dir {outdir} -der -strict -cert -detached -thumbprint {thumbprint} {input}
    static SignerCommand cryptoPro();
    // openssl cms -sign -binary -outform DER -signer {certificate} -inkey {key} -in {input} -out {output}
    static SignerCommand openSsl();
    static SignerCommand forPreset(Preset preset);
    static QString presetName(Preset preset); // translated
    // The provider's list of the person's certificates (CryptoPro certmgr, personal store).
    static QString cryptoProListCommand();

    // The program and its arguments with the placeholders filled in; empty when the template is
    // empty or its quotes do not close.
    QStringList expand(const Inputs &inputs) const;
    // Placeholders the template uses that inputs leave empty ("{key}", ...), and unknown ones.
    QStringList missingInputs(const Inputs &inputs) const;

    // The DER of a signature file as signers write it: DER, PEM ("-----BEGIN PKCS7-----", "CMS")
    // or bare base64. Empty (and why) when it is none of them.
    static QByteArray signatureDer(const QByteArray &file, QString *why = nullptr);
};

} // namespace cliniclink
