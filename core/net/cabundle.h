// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The CA certificates an environment adds to the system's, read from one file: PEM (one or several
// certificates) or DER. Loaded once per file version; a file that yields no certificate is an
// error, never silently "no extra CAs".

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSslCertificate>
#include <QString>

namespace cliniclink {

class CaBundle {
    Q_DECLARE_TR_FUNCTIONS(CaBundle)
public:
    // What Settings shows of one certificate.
    struct Description {
        QString subject;
        QString issuer;
        QDateTime notBefore;
        QDateTime notAfter;
        QString sha256; // colon-separated upper-case hex
    };

    static CaBundle load(const QString &path);
    static Description describe(const QSslCertificate &certificate);

    bool isValid() const { return m_error.isEmpty() && !m_certificates.isEmpty(); }
    QString errorString() const { return m_error; } // translated
    const QList<QSslCertificate> &certificates() const { return m_certificates; }
    QString path() const { return m_path; }
    QDateTime lastModified() const { return m_lastModified; }

private:
    QString m_path;
    QDateTime m_lastModified;
    QList<QSslCertificate> m_certificates;
    QString m_error;
};

} // namespace cliniclink
