// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signingcertificate.h"

#include <QRegularExpression>
#include <QSslCertificate>

namespace cliniclink {

namespace {

// "CN=..., O=..." in the order the certificate lists its attributes, the way a provider prints it.
QString distinguishedName(const QSslCertificate &cert, bool subject)
{
    static const QList<QByteArray> order{"CN",
                                         "SN",
                                         "GN",
                                         "title",
                                         "OU",
                                         "O",
                                         "L",
                                         "ST",
                                         "C",
                                         "emailAddress",
                                         "1.2.643.100.3",
                                         "1.2.643.3.131.1.1",
                                         "1.2.643.100.1"};
    QList<QByteArray> attributes = subject ? cert.subjectInfoAttributes() : cert.issuerInfoAttributes();
    std::stable_sort(attributes.begin(), attributes.end(), [](const QByteArray &a, const QByteArray &b) {
        const auto rank = [](const QByteArray &x) {
            const qsizetype i = order.indexOf(x);
            return i < 0 ? order.size() : i;
        };
        return rank(a) < rank(b);
    });
    QStringList parts;
    for (const QByteArray &attribute : std::as_const(attributes)) {
        const QStringList values = subject ? cert.subjectInfo(attribute) : cert.issuerInfo(attribute);
        for (const QString &value : values)
            parts << QString::fromLatin1(attribute) + u'=' + value;
    }
    return parts.join(QStringLiteral(", "));
}

SigningCertificate fromQt(const QSslCertificate &cert)
{
    SigningCertificate c;
    c.thumbprint = QString::fromLatin1(cert.digest(QCryptographicHash::Sha1).toHex().toUpper());
    c.subject = distinguishedName(cert, true);
    c.issuer = distinguishedName(cert, false);
    c.serialNumber = QString::fromLatin1(cert.serialNumber()).remove(u':').toUpper();
    c.validFrom = cert.effectiveDate().toUTC();
    c.validTo = cert.expiryDate().toUTC();
    return c;
}

QDateTime certmgrTime(const QString &text)
{
    // "01/01/2025  00:00:00 UTC" (day first), sometimes with single spaces.
    const QString simplified = text.simplified().remove(QStringLiteral(" UTC"));
    QDateTime t = QDateTime::fromString(simplified, QStringLiteral("dd/MM/yyyy HH:mm:ss"));
    if (!t.isValid())
        t = QDateTime::fromString(simplified, QStringLiteral("dd.MM.yyyy HH:mm:ss"));
    if (t.isValid())
        t.setTimeSpec(Qt::UTC);
    return t;
}

} // namespace

QString SigningCertificate::commonName() const
{
    static const QRegularExpression cn(QStringLiteral("(?:^|,\\s*)CN=([^,]+)"));
    const auto m = cn.match(subject);
    return m.hasMatch() ? m.captured(1).trimmed() : subject;
}

QJsonObject SigningCertificate::toInitJson() const
{
    QJsonObject o{{QStringLiteral("certificateThumbprint"), thumbprint},
                  {QStringLiteral("certificateIssuer"), issuer},
                  {QStringLiteral("certificateSubject"), subject},
                  {QStringLiteral("validFrom"), validFrom.toUTC().toString(Qt::ISODate)},
                  {QStringLiteral("validTo"), validTo.toUTC().toString(Qt::ISODate)}};
    if (!serialNumber.isEmpty())
        o.insert(QStringLiteral("certificateSerialNumber"), serialNumber);
    return o;
}

QList<SigningCertificate> SigningCertificate::fromPemOrDer(const QByteArray &data)
{
    QList<QSslCertificate> certs = QSslCertificate::fromData(data, QSsl::Pem);
    if (certs.isEmpty())
        certs = QSslCertificate::fromData(data, QSsl::Der);
    QList<SigningCertificate> out;
    for (const QSslCertificate &cert : std::as_const(certs)) {
        if (!cert.isNull())
            out << fromQt(cert);
    }
    return out;
}

QList<SigningCertificate> SigningCertificate::fromCertmgrList(const QString &text)
{
    static const QRegularExpression separator(QStringLiteral("^\\s*\\d+-{3,}\\s*$"),
                                              QRegularExpression::MultilineOption);
    static const QRegularExpression field(QStringLiteral("^\\s*([^:]+?)\\s*:\\s*(.*?)\\s*$"));
    QList<SigningCertificate> out;
    for (const QString &block : text.split(separator)) {
        SigningCertificate c;
        for (const QString &line : block.split(u'\n')) {
            const auto m = field.match(line);
            if (!m.hasMatch())
                continue;
            const QString key = m.captured(1).toLower();
            const QString value = m.captured(2);
            if (key == u"subject")
                c.subject = value;
            else if (key == u"issuer")
                c.issuer = value;
            else if (key == u"serial")
                c.serialNumber = value.startsWith(u"0x", Qt::CaseInsensitive) ? value.mid(2).toUpper() : value;
            else if (key == u"sha1 hash" || key == u"sha1 thumbprint")
                c.thumbprint = (value.startsWith(u"0x", Qt::CaseInsensitive) ? value.mid(2) : value).toUpper();
            else if (key == u"not valid before")
                c.validFrom = certmgrTime(value);
            else if (key == u"not valid after")
                c.validTo = certmgrTime(value);
            else if (key == u"container")
                c.container = value;
        }
        static const QRegularExpression hex(QStringLiteral("^[0-9A-F]{40}$"));
        if (hex.match(c.thumbprint).hasMatch())
            out << c;
    }
    return out;
}

} // namespace cliniclink
