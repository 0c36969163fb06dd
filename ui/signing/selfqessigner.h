// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The signer and the certificate of the self-QES dialog, described once as a form (FormSession):
// the crypto provider (preset), the signer command, in the Sandbox the sandbox's test certificate,
// the certificate and key files (OpenSSL), and the certificate chosen from the list read with
// "Read certificates" (the provider's, a PEM file's, or the sandbox's), showing owner, issuer,
// validity and thumbprint; a certificate that is not valid now is shown but cannot be chosen.
// The signer used is remembered per environment (paths and the command only, never a key).
//
// Field ids (tests reach them through FormPage): preset, command, sandboxCertificate,
// certificateFile, keyFile, certificate (the chosen certificate's thumbprint).

#include "core/signing/signercommand.h"
#include "core/signing/signerrun.h"
#include "core/signing/signingcertificate.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLineEdit;
class QProcess;
class QPushButton;
class QTableWidget;

namespace cliniclink {

class FormSession;
class SandboxAdminClient;
class Session;

class SelfQesSigner : public QWidget {
    Q_OBJECT
public:
    explicit SelfQesSigner(Session &session, QWidget *parent = nullptr);
    ~SelfQesSigner() override;

    FormSession *form() const { return m_form; }
    const QList<SigningCertificate> &certificates() const { return m_list; }
    std::optional<SigningCertificate> chosenCertificate() const;
    SignerCommand command() const;
    // What the signer needs besides the command for this certificate.
    SignerRun::Material material(const SigningCertificate &certificate) const;
    // Keeps the signer's settings for the environment: the next dialog starts with them.
    void remember();

    void readCertificates();

Q_SIGNALS:
    void certificatesChanged();
    // A step of this part went wrong (shown in the dialog's banner), or a warning about the list.
    void failure(const QString &headline, const QStringList &messages = {});
    void warning(const QString &text);
    // A new reading began: the dialog clears its banner.
    void reading();

private:
    void applyPreset();
    void readPem(const QByteArray &pem, const QString &from);
    void showCertificates(const QList<SigningCertificate> &list);
    SignerCommand::Preset preset() const;
    bool usesTestCertificate() const;

    Session &m_session;
    FormSession *m_form;
    bool m_sandbox;
    QList<SigningCertificate> m_list;
    QByteArray m_testPem;
    QByteArray m_testKey;
    QComboBox *m_preset;
    QLineEdit *m_command;
    QTableWidget *m_certificates;
    QPushButton *m_read;
    SandboxAdminClient *m_admin;
    QPointer<QProcess> m_listProcess;
};

} // namespace cliniclink
