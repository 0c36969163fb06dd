// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "cabundle.h"

#include <QFile>
#include <QFileInfo>

namespace cliniclink {

namespace {

QString nameOf(const QSslCertificate &certificate, bool issuer)
{
    const QString shown = issuer ? certificate.issuerDisplayName() : certificate.subjectDisplayName();
    if (!shown.isEmpty())
        return shown;
    return (issuer ? certificate.issuerInfo(QSslCertificate::CommonName)
                   : certificate.subjectInfo(QSslCertificate::CommonName))
        .join(QStringLiteral(", "));
}

} // namespace

CaBundle CaBundle::load(const QString &path)
{
    CaBundle bundle;
    bundle.m_path = path;
    const QFileInfo info(path);
    bundle.m_lastModified = info.lastModified();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        bundle.m_error = tr("The CA file %1 cannot be read: %2").arg(path, file.errorString());
        return bundle;
    }
    // A CA file is small; anything large is not one.
    const QByteArray data = file.read(4 * 1024 * 1024);
    QList<QSslCertificate> found = QSslCertificate::fromData(data, QSsl::Pem);
    if (found.isEmpty())
        found = QSslCertificate::fromData(data, QSsl::Der);
    found.removeIf([](const QSslCertificate &c) { return c.isNull(); });
    if (found.isEmpty()) {
        bundle.m_error = tr("The file %1 holds no certificate in PEM or DER form.").arg(path);
        return bundle;
    }
    bundle.m_certificates = found;
    return bundle;
}

CaBundle::Description CaBundle::describe(const QSslCertificate &certificate)
{
    Description d;
    d.subject = nameOf(certificate, false);
    d.issuer = nameOf(certificate, true);
    d.notBefore = certificate.effectiveDate();
    d.notAfter = certificate.expiryDate();
    const QByteArray digest = certificate.digest(QCryptographicHash::Sha256).toHex().toUpper();
    QStringList pairs;
    for (qsizetype i = 0; i < digest.size(); i += 2)
        pairs << QString::fromLatin1(digest.mid(i, 2));
    d.sha256 = pairs.join(u':');
    return d;
}

} // namespace cliniclink
