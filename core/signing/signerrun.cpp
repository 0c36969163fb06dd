// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "signerrun.h"

#include "core/common/clock.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace cliniclink {

namespace {

// The PDF's name as the signer sees it: the platform's name when it is plain, else document.pdf.
QString safeFileName(const QString &name)
{
    static const QRegularExpression unsafe(QStringLiteral("[^\\w.\\-]"),
                                           QRegularExpression::UseUnicodePropertiesOption);
    QString base = QString(name).replace(unsafe, QStringLiteral("_"));
    if (base.isEmpty() || base.startsWith(u'.') || base.size() > 120)
        base = QStringLiteral("document.pdf");
    if (!base.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        base += QStringLiteral(".pdf");
    return base;
}

bool writeOwnerOnly(const QString &path, const QByteArray &bytes)
{
    // Created 0600 (the folder is a fresh private one, so the file is always new).
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    return file.write(bytes) == bytes.size() && file.flush();
}

} // namespace

SignerRun::SignerRun(Clock *clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
{
}

SignerRun::~SignerRun()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

void SignerRun::start(const SignerCommand &command, const QByteArray &pdf, const QString &fileName,
                      const Material &material, int timeoutSeconds)
{
    if (m_running)
        return;
    m_running = true;
    m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/cliniclink-sign-XXXXXX"));
    if (!m_dir->isValid()) {
        fail(tr("No private temporary folder for the signer: %1").arg(m_dir->errorString()));
        return;
    }
    const QString input = m_dir->filePath(safeFileName(fileName));
    m_output = input + QStringLiteral(".sgn");
    SignerCommand::Inputs inputs;
    inputs.input = QDir::toNativeSeparators(input);
    inputs.output = QDir::toNativeSeparators(m_output);
    inputs.outdir = QDir::toNativeSeparators(m_dir->path());
    inputs.thumbprint = material.thumbprint;
    inputs.certificate = material.certificateFile;
    inputs.key = material.keyFile;
    if (!writeOwnerOnly(input, pdf)) {
        fail(tr("The document could not be written for the signer."));
        return;
    }
    if (!material.testCertificatePem.isEmpty()) {
        inputs.certificate = QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("sandbox-test.pem")));
        inputs.key = QDir::toNativeSeparators(m_dir->filePath(QStringLiteral("sandbox-test.key")));
        if (!writeOwnerOnly(inputs.certificate, material.testCertificatePem)
            || !writeOwnerOnly(inputs.key, material.testKeyPem)) {
            fail(tr("The sandbox's test certificate could not be handed to the signer."));
            return;
        }
    }
    const QStringList missing = command.missingInputs(inputs);
    if (!missing.isEmpty()) {
        fail(tr("The signer command needs %1, which is not set.").arg(missing.join(QStringLiteral(", "))));
        return;
    }
    QStringList argv = command.expand(inputs);
    if (argv.isEmpty()) {
        fail(tr("The signer command is empty or its quotes do not close."));
        return;
    }
    const QString program = argv.takeFirst();
    m_process = new QProcess(this);
    m_process->setProcessChannelMode(QProcess::MergedChannels);
    m_process->setWorkingDirectory(m_dir->path());
    connect(m_process, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("The signer «%1» could not be started: is it installed?").arg(program));
    });
    connect(m_process, &QProcess::finished, this, [this](int exitCode, QProcess::ExitStatus status) {
        if (!m_running)
            return;
        const QString said = QString::fromLocal8Bit(m_process->readAll()).trimmed().right(400);
        if (status != QProcess::NormalExit || exitCode != 0) {
            fail(said.isEmpty() ? tr("The signer stopped with code %1.").arg(exitCode)
                                : tr("The signer stopped with code %1: %2").arg(exitCode).arg(said));
            return;
        }
        QFile file(m_output);
        if (!file.open(QIODevice::ReadOnly)) {
            fail(tr("The signer ended without writing the signature file."));
            return;
        }
        QString why;
        const QByteArray der = SignerCommand::signatureDer(file.readAll(), &why);
        if (der.isEmpty()) {
            fail(why);
            return;
        }
        done();
        Q_EMIT finished(der);
    });
    m_deadline = m_clock->createTimer(this);
    connect(m_deadline, &ClockTimer::timeout, this, [this] {
        if (m_process)
            m_process->kill();
        fail(tr("The signer did not finish in time and was stopped."));
    });
    m_deadline->startAt(m_clock->now().addSecs(timeoutSeconds));
    m_process->start(program, argv);
}

void SignerRun::fail(const QString &why)
{
    if (!m_running)
        return;
    done();
    Q_EMIT failed(why);
}

void SignerRun::done()
{
    m_running = false;
    if (m_deadline)
        m_deadline->stop();
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
    }
    m_dir.reset(); // the PDF, the signature and any test key go with the folder
}

} // namespace cliniclink
