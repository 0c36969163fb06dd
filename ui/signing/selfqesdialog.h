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
#include "core/signing/signercommand.h"

#include <QBuffer>
#include <QDialog>
#include <QPointer>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPdfDocument;
class QPdfView;
class QProcess;
class QPushButton;
class QTableWidget;

namespace cliniclink {

class MessageBanner;
struct SendOutcomeView;
class QesDesk;
class SandboxAdminClient;
class Session;
class SignerRun;

class SelfQesDialog : public QDialog {
    Q_OBJECT
public:
    SelfQesDialog(Session &session, QesDesk &qes, const QString &trackingId, const QString &patientLabel,
                  QWidget *parent = nullptr);
    const QString &trackingId() const { return m_trackingId; }
    ~SelfQesDialog() override;

    QComboBox *presetBox() const { return m_preset; }
    QLineEdit *commandEdit() const { return m_command; }
    QLineEdit *certificateFileEdit() const { return m_certificateFile; }
    QLineEdit *keyFileEdit() const { return m_keyFile; }
    QCheckBox *sandboxCertificateBox() const { return m_sandboxCertificate; }
    QTableWidget *certificateTable() const { return m_certificates; }
    QPushButton *readCertificatesButton() const { return m_read; }
    QPushButton *openSessionButton() const { return m_open; }
    QPushButton *signButton() const { return m_sign; }
    QPushButton *saveSignatureButton() const { return m_saveSignature; }
    MessageBanner *banner() const { return m_banner; }
    QLabel *resultLabel() const { return m_result; }
    QPdfDocument *document() const { return m_document; }
    const QList<SigningCertificate> &certificates() const { return m_list; }
    std::optional<SelfQesSession> session() const { return m_session; }

    void readCertificates();
    void openSession();
    void signAndAttach();
    bool writeSignature(const QString &path);

Q_SIGNALS:
    void certificatesChanged();
    void sessionChanged();
    void attached(int statusCode);
    void failedStep(const QString &text);

private:
    void applyPreset(int index);
    void showCertificates(const QList<SigningCertificate> &list);
    std::optional<SigningCertificate> chosenCertificate() const;
    void readPem(const QByteArray &pem, const QString &from);
    void attach(const QByteArray &der, const SigningCertificate &certificate);
    void showFailure(const QString &headline, const QStringList &messages = {});
    // How the attach ended when it did not succeed: a refusal as a failure, a doubt as a warning.
    void showSendFailure(const SendOutcomeView &view);
    void endSession();
    void updateButtons();

    Session &m_sessionRef;
    QesDesk &m_qes;
    QString m_trackingId;
    QList<SigningCertificate> m_list;
    std::optional<SelfQesSession> m_session;
    QByteArray m_signature;
    QByteArray m_testPem;
    QByteArray m_testKey;
    bool m_busy = false;

    MessageBanner *m_banner;
    QComboBox *m_preset;
    QLineEdit *m_command;
    QLineEdit *m_certificateFile;
    QLineEdit *m_keyFile;
    QCheckBox *m_sandboxCertificate;
    QTableWidget *m_certificates;
    QPushButton *m_read;
    QPushButton *m_open;
    QPushButton *m_sign;
    QPushButton *m_saveSignature;
    QLabel *m_result;
    QBuffer m_pdfBuffer;
    QPdfDocument *m_document;
    QPdfView *m_pdfView;
    SandboxAdminClient *m_admin;
    SignerRun *m_run;
    QPointer<QProcess> m_listProcess;
};

} // namespace cliniclink
