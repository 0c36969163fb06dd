// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signercommand.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace cliniclink {

namespace {

const QStringList kPlaceholders{QStringLiteral("{input}"),       QStringLiteral("{output}"),
                                QStringLiteral("{outdir}"),      QStringLiteral("{thumbprint}"),
                                QStringLiteral("{certificate}"), QStringLiteral("{key}")};

QString valueOf(const SignerCommand::Inputs &in, const QString &placeholder)
{
    if (placeholder == u"{input}")
        return in.input;
    if (placeholder == u"{output}")
        return in.output;
    if (placeholder == u"{outdir}")
        return in.outdir;
    if (placeholder == u"{thumbprint}")
        return in.thumbprint;
    if (placeholder == u"{certificate}")
        return in.certificate;
    if (placeholder == u"{key}")
        return in.key;
    return {};
}

const QRegularExpression &placeholderPattern()
{
    static const QRegularExpression re(QStringLiteral("\\{[a-z]+\\}"));
    return re;
}

// CryptoPro's tools are often not on the PATH (Linux installs them under /opt/cprocsp/bin/<arch>):
// the name alone when the PATH finds it, else the full path where the provider puts it.
QString providerTool(const QString &name)
{
    if (!QStandardPaths::findExecutable(name).isEmpty())
        return name;
    const QStringList places{QStringLiteral("/opt/cprocsp/bin/amd64"), QStringLiteral("/opt/cprocsp/bin/aarch64"),
                             QStringLiteral("/opt/cprocsp/bin/ia32"),
                             QStringLiteral("C:/Program Files/Crypto Pro/CSP")};
    const QString found = QStandardPaths::findExecutable(name, places);
    if (found.isEmpty())
        return name;
    // Quoted, so a folder with spaces stays one argument of the template.
    return found.contains(u' ') ? u'"' + found + u'"' : found;
}

bool isDerSequence(const QByteArray &data)
{
    return data.size() > 2 && quint8(data.at(0)) == 0x30;
}

} // namespace

SignerCommand SignerCommand::cryptoPro()
{
    return {
        Preset::CryptoPro,
        QStringLiteral("cryptcp -signf -dir {outdir} -der -strict -cert -detached -thumbprint {thumbprint} {input}")};
}

SignerCommand SignerCommand::openSsl()
{
    return {Preset::OpenSsl,
            QStringLiteral("openssl cms -sign -binary -outform DER -signer {certificate} -inkey {key} "
                           "-in {input} -out {output}")};
}

SignerCommand SignerCommand::forPreset(Preset preset)
{
    switch (preset) {
    case Preset::CryptoPro:
        return cryptoPro();
    case Preset::OpenSsl:
        return openSsl();
    case Preset::Custom:
        break;
    }
    return {Preset::Custom, {}};
}

QString SignerCommand::presetName(Preset preset)
{
    switch (preset) {
    case Preset::CryptoPro:
        return QCoreApplication::translate("SignerCommand", "CryptoPro CSP (cryptcp)");
    case Preset::OpenSsl:
        return QCoreApplication::translate("SignerCommand", "OpenSSL (test certificates)");
    case Preset::Custom:
        break;
    }
    return QCoreApplication::translate("SignerCommand", "Own command");
}

QString SignerCommand::cryptoProListCommand()
{
    return providerTool(QStringLiteral("certmgr")) + QStringLiteral(" -list -store uMy");
}

QStringList SignerCommand::expand(const Inputs &inputs) const
{
    QStringList parts = QProcess::splitCommand(commandLine);
    if (parts.isEmpty() || commandLine.count(u'"') % 2 != 0)
        return {};
    for (QString &part : parts) {
        for (const QString &placeholder : kPlaceholders)
            part.replace(placeholder, valueOf(inputs, placeholder));
    }
    return parts;
}

QStringList SignerCommand::missingInputs(const Inputs &inputs) const
{
    QStringList missing;
    auto it = placeholderPattern().globalMatch(commandLine);
    while (it.hasNext()) {
        const QString found = it.next().captured();
        if ((!kPlaceholders.contains(found) || valueOf(inputs, found).isEmpty()) && !missing.contains(found))
            missing << found;
    }
    return missing;
}

QByteArray SignerCommand::signatureDer(const QByteArray &file, QString *why)
{
    const QByteArray trimmed = file.trimmed();
    if (trimmed.isEmpty()) {
        if (why)
            *why = QCoreApplication::translate("SignerCommand", "The signer wrote an empty signature file.");
        return {};
    }
    if (isDerSequence(trimmed) && !trimmed.startsWith("-----"))
        return file;
    QByteArray text = trimmed;
    if (text.startsWith("-----BEGIN")) {
        // PEM: the base64 between the armour lines.
        QList<QByteArray> lines = text.split('\n');
        QByteArray body;
        for (const QByteArray &line : std::as_const(lines)) {
            if (!line.trimmed().startsWith("-----"))
                body += line.trimmed();
        }
        text = body;
    }
    const auto decoded =
        QByteArray::fromBase64Encoding(text.simplified().replace(' ', ""), QByteArray::AbortOnBase64DecodingErrors);
    if (decoded && isDerSequence(*decoded))
        return *decoded;
    if (why)
        *why = QCoreApplication::translate("SignerCommand",
                                           "The signer's file is not a detached CMS signature (DER, PEM or base64).");
    return {};
}

} // namespace cliniclink
