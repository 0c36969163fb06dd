// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One run of the external signer over the PDF of a self-QES session: the PDF is written to a
// private temporary folder, the command is started without a shell, and its signature file is
// read back as DER. The folder is removed when the run ends, whatever the outcome. Asynchronous:
// finished() or failed() comes once. A run that takes longer than the limit (the provider may be
// waiting for a PIN in its own window) is stopped.

#include "signercommand.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>

#include <memory>

class QProcess;
class QTemporaryDir;

namespace cliniclink {

class Clock;
class ClockTimer;

class SignerRun : public QObject {
    Q_OBJECT
public:
    struct Material {
        QString thumbprint;
        QString certificateFile; // the person's choice (OpenSSL)
        QString keyFile; // the person's choice (OpenSSL); only its path is passed on
        // The sandbox's published test certificate and key, when signing in the Sandbox: these are
        // nobody's keys (served by GET /sandbox/signing/pki/), so they are handed to the signer in
        // the run's private folder and removed with it.
        QByteArray testCertificatePem;
        QByteArray testKeyPem;
    };

    SignerRun(Clock *clock, QObject *parent = nullptr);
    ~SignerRun() override;

    void start(const SignerCommand &command, const QByteArray &pdf, const QString &fileName, const Material &material,
               int timeoutSeconds = 300);
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(const QByteArray &signatureDer);
    void failed(const QString &why);

private:
    void fail(const QString &why);
    void done();

    Clock *m_clock;
    QPointer<QProcess> m_process;
    ClockTimer *m_deadline = nullptr;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_output;
    bool m_running = false;
};

} // namespace cliniclink
