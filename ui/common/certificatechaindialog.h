// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// «Показать сертификат»: the certificates a server presented when its TLS handshake failed, one
// after another from the server's own, each with subject, issuer, validity and SHA-256 fingerprint,
// so the person (or the clinic's administrator on the phone) can tell whose certificate it was and
// whether the environment's CA file should trust it. Only shows: there is never an "ignore" button.

#include <QDialog>
#include <QSslCertificate>

class QPlainTextEdit;

namespace cliniclink {

class CertificateChainDialog : public QDialog {
    Q_OBJECT
public:
    explicit CertificateChainDialog(const QList<QSslCertificate> &chain, QWidget *parent = nullptr);

    // The chain as the dialog shows it (also for copying into a message to support).
    static QString describeChain(const QList<QSslCertificate> &chain);
    QPlainTextEdit *textView() const { return m_text; }

private:
    QPlainTextEdit *m_text;
};

} // namespace cliniclink
