// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The practitioner signs a dispatch on this workstation (self-QES): the certificate is chosen from
// a list (the crypto provider's, or a PEM file for OpenSSL; in the Sandbox the sandbox's test
// certificate) showing owner, issuer, validity and thumbprint; "Get the document" opens a session
// (initselfqes) and shows its PDF; "Sign and attach" runs the signer command on that PDF and sends
// the signature (attachselfqes) once. The new status is shown and the signature can be saved.
// Errors are shown in the dialog's banner, one sentence per error row of the contract.

#include "core/signing/qescalls.h"

#include <QBuffer>
#include <QDialog>

#include <optional>

class QLabel;
class QPdfDocument;
class QPdfView;
class QPushButton;

namespace cliniclink {

class MessageBanner;
struct SendOutcomeView;
class QesDesk;
class SelfQesSigner;
class Session;
class SignerRun;

class SelfQesDialog : public QDialog {
    Q_OBJECT
public:
    SelfQesDialog(Session &session, QesDesk &qes, const QString &trackingId, const QString &patientLabel,
                  QWidget *parent = nullptr);
    const QString &trackingId() const { return m_trackingId; }
    ~SelfQesDialog() override;

    MessageBanner *banner() const { return m_banner; }
    QLabel *resultLabel() const { return m_result; }
    QPdfDocument *document() const { return m_document; }
    std::optional<SelfQesSession> session() const { return m_session; }

    void openSession();
    void signAndAttach();
    bool writeSignature(const QString &path);

Q_SIGNALS:
    void certificatesChanged();
    void sessionChanged();
    void attached(int statusCode);
    void failedStep(const QString &text);

private:
    void attach(const QByteArray &der, const SigningCertificate &certificate);
    void showFailure(const QString &headline, const QStringList &messages = {});
    // How the attach ended when it did not succeed: a refusal as a failure, a doubt as a warning.
    void showSendFailure(const SendOutcomeView &view);
    void endSession();
    void updateButtons();

    Session &m_sessionRef;
    QesDesk &m_qes;
    QString m_trackingId;
    std::optional<SelfQesSession> m_session;
    QByteArray m_signature;
    bool m_signing = false; // the signer runs on this workstation

    MessageBanner *m_banner;
    SelfQesSigner *m_signer;
    QPushButton *m_open;
    QPushButton *m_sign;
    QPushButton *m_saveSignature;
    QLabel *m_result;
    QBuffer m_pdfBuffer;
    QPdfDocument *m_document;
    QPdfView *m_pdfView;
    SignerRun *m_run;
};

} // namespace cliniclink
