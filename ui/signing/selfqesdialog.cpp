// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "selfqesdialog.h"

#include "core/common/clock.h"
#include "core/common/privatefiles.h"
#include "core/net/sandboxadminclient.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/qesdesk.h"
#include "core/signing/signerrun.h"
#include "core/signing/signingservice.h"
#include "ui/common/contentfit.h"
#include "ui/common/messagebanner.h"
#include "ui/common/quietteardown.h"
#include "ui/common/sendoutcomeview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPdfDocument>
#include <QPdfView>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum Column { OwnerColumn, IssuerColumn, ValidityColumn, ThumbprintColumn, ColumnCount };

QString shortDate(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime().date(), QLocale::ShortFormat) : QStringLiteral("?");
}

// "O=..." or "CN=..." of an issuer, for a narrow column; the whole name is in the tooltip.
QString issuerLabel(const QString &issuer)
{
    SigningCertificate c;
    c.subject = issuer;
    return c.commonName();
}

} // namespace

SelfQesDialog::SelfQesDialog(Session &session, QesDesk &qes, const QString &trackingId, const QString &patientLabel,
                             QWidget *parent)
    : QDialog(parent)
    , m_sessionRef(session)
    , m_qes(qes)
    , m_trackingId(trackingId)
    , m_banner(new MessageBanner(this))
    , m_preset(new QComboBox(this))
    , m_command(new QLineEdit(this))
    , m_certificateFile(new QLineEdit(this))
    , m_keyFile(new QLineEdit(this))
    , m_sandboxCertificate(new QCheckBox(tr("Use the sandbox's test certificate"), this))
    , m_certificates(new QTableWidget(0, ColumnCount, this))
    , m_read(new QPushButton(tr("Read certificates"), this))
    , m_open(new QPushButton(tr("Get the document"), this))
    , m_sign(new QPushButton(tr("Sign and attach"), this))
    , m_saveSignature(new QPushButton(tr("Save signature…"), this))
    , m_result(new QLabel(this))
    , m_document(new QPdfDocument(this))
    , m_pdfView(new QPdfView(this))
    , m_admin(new SandboxAdminClient(
          &session.network(), &session.clock(), [&session] { return session.environments().sandboxRoot(); },
          services::Signing, this))
    , m_run(new SignerRun(&session.clock(), this))
{
    setObjectName(QStringLiteral("selfQesDialog"));
    setWindowTitle(tr("Sign on this workstation: %1").arg(trackingId));
    m_banner->setObjectName(QStringLiteral("selfQesBanner"));
    m_banner->hide();
    m_preset->setObjectName(QStringLiteral("signerPresetBox"));
    m_command->setObjectName(QStringLiteral("signerCommandEdit"));
    m_certificateFile->setObjectName(QStringLiteral("certificateFileEdit"));
    m_keyFile->setObjectName(QStringLiteral("keyFileEdit"));
    m_sandboxCertificate->setObjectName(QStringLiteral("sandboxCertificateBox"));
    m_certificates->setObjectName(QStringLiteral("certificateTable"));
    m_open->setObjectName(QStringLiteral("openSessionButton"));
    m_sign->setObjectName(QStringLiteral("signButton"));
    m_saveSignature->setObjectName(QStringLiteral("saveSignatureButton"));
    m_result->setObjectName(QStringLiteral("selfQesResult"));
    m_result->setWordWrap(true);

    auto *title = new QLabel(tr("%1, %2").arg(patientLabel, trackingId), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);

    for (SignerCommand::Preset p :
         {SignerCommand::Preset::CryptoPro, SignerCommand::Preset::OpenSsl, SignerCommand::Preset::Custom})
        m_preset->addItem(SignerCommand::presetName(p), int(p));
    m_command->setToolTip(tr("Placeholders: {input} the PDF, {output} the signature file, {outdir} its folder, "
                             "{thumbprint}, {certificate} and {key} (OpenSSL)."));
    m_certificateFile->setPlaceholderText(tr("PEM file of the certificate"));
    m_keyFile->setPlaceholderText(tr("Private key file (read by the signer only)"));
    auto *chooseCertificate = new QPushButton(tr("Choose…"), this);
    auto *chooseKey = new QPushButton(tr("Choose…"), this);
    auto *certificateRow = new QHBoxLayout;
    certificateRow->addWidget(m_certificateFile, 1);
    certificateRow->addWidget(chooseCertificate);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_keyFile, 1);
    keyRow->addWidget(chooseKey);

    auto *signerBox = new QGroupBox(tr("Signer"), this);
    auto *signerForm = new QFormLayout(signerBox);
    signerForm->addRow(tr("Crypto provider"), m_preset);
    signerForm->addRow(tr("Command"), m_command);
    signerForm->addRow(QString(), m_sandboxCertificate);
    signerForm->addRow(tr("Certificate file"), certificateRow);
    signerForm->addRow(tr("Key file"), keyRow);
    auto *keyNote = new QLabel(tr("The private key and its PIN stay with the crypto provider: ClinicLink never "
                                  "stores or asks for them."),
                               this);
    keyNote->setWordWrap(true);
    signerForm->addRow(QString(), keyNote);

    m_certificates->setHorizontalHeaderLabels({tr("Owner"), tr("Issuer"), tr("Valid"), tr("Thumbprint")});
    m_certificates->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_certificates->setSelectionMode(QAbstractItemView::SingleSelection);
    m_certificates->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_certificates->verticalHeader()->hide();
    m_certificates->horizontalHeader()->setSectionResizeMode(OwnerColumn, QHeaderView::ResizeToContents);
    m_certificates->horizontalHeader()->setSectionResizeMode(IssuerColumn, QHeaderView::Stretch);
    m_certificates->horizontalHeader()->setSectionResizeMode(ValidityColumn, QHeaderView::ResizeToContents);
    m_certificates->horizontalHeader()->setSectionResizeMode(ThumbprintColumn, QHeaderView::ResizeToContents);
    m_certificates->setMinimumHeight(110);
    auto *certificateBox = new QGroupBox(tr("Certificate"), this);
    auto *certificateLayout = new QVBoxLayout(certificateBox);
    auto *readRow = new QHBoxLayout;
    readRow->addWidget(m_read);
    readRow->addStretch(1);
    certificateLayout->addLayout(readRow);
    certificateLayout->addWidget(m_certificates);

    m_pdfView->setObjectName(QStringLiteral("selfQesPdfView"));
    m_pdfView->setDocument(m_document);
    m_pdfView->setPageMode(QPdfView::PageMode::MultiPage);
    m_pdfView->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_pdfView->setMinimumWidth(360);

    auto *close = new QPushButton(tr("Close"), this);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_open);
    actions->addWidget(m_sign);
    actions->addWidget(m_saveSignature);
    actions->addStretch(1);
    actions->addWidget(close);

    // The steps on the left, the document being signed on the right, both in full height.
    auto *steps = new QWidget(this);
    auto *stepsLayout = new QVBoxLayout(steps);
    stepsLayout->setContentsMargins(0, 0, 0, 0);
    stepsLayout->addWidget(m_banner);
    stepsLayout->addWidget(title);
    stepsLayout->addWidget(signerBox);
    stepsLayout->addWidget(certificateBox, 1);
    stepsLayout->addLayout(actions);
    stepsLayout->addWidget(m_result);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(steps);
    split->addWidget(m_pdfView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    const bool sandbox = session.currentEnvironment().kind == EnvironmentKind::Sandbox;
    m_sandboxCertificate->setVisible(sandbox);
    m_sandboxCertificate->setChecked(sandbox);
    // Real environments sign with the provider; the Sandbox with OpenSSL and its test certificate;
    // what the person chose last time in this environment wins.
    m_preset->setCurrentIndex(sandbox ? 1 : 0);
    applyPreset(m_preset->currentIndex());
    const QVariantMap saved = session.environments().signerSettings(session.currentEnvironment().id);
    if (!saved.isEmpty()) {
        const int index = m_preset->findData(saved.value(QStringLiteral("preset")).toInt());
        if (index >= 0) {
            m_preset->setCurrentIndex(index);
            applyPreset(index);
        }
        m_command->setText(saved.value(QStringLiteral("command"), m_command->text()).toString());
        m_certificateFile->setText(saved.value(QStringLiteral("certificateFile")).toString());
        m_keyFile->setText(saved.value(QStringLiteral("keyFile")).toString());
        if (sandbox)
            m_sandboxCertificate->setChecked(saved.value(QStringLiteral("sandboxCertificate"), true).toBool());
    }

    connect(m_preset, &QComboBox::currentIndexChanged, this, &SelfQesDialog::applyPreset);
    connect(m_sandboxCertificate, &QCheckBox::toggled, this, &SelfQesDialog::updateButtons);
    connect(m_certificateFile, &QLineEdit::textChanged, this, &SelfQesDialog::updateButtons);
    connect(chooseCertificate, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Certificate"), QString(),
                                                          tr("Certificates (*.pem *.crt *.cer *.der)"));
        if (!path.isEmpty())
            m_certificateFile->setText(path);
    });
    connect(chooseKey, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Key file"));
        if (!path.isEmpty())
            m_keyFile->setText(path);
    });
    connect(m_read, &QPushButton::clicked, this, &SelfQesDialog::readCertificates);
    connect(m_certificates, &QTableWidget::itemSelectionChanged, this, &SelfQesDialog::updateButtons);
    connect(m_open, &QPushButton::clicked, this, &SelfQesDialog::openSession);
    connect(m_sign, &QPushButton::clicked, this, &SelfQesDialog::signAndAttach);
    connect(m_saveSignature, &QPushButton::clicked, this, [this] {
        const QString base = m_session ? m_session->fileName : QStringLiteral("document.pdf");
        const QString path = QFileDialog::getSaveFileName(this, tr("Save signature"), base + QStringLiteral(".sig"),
                                                          tr("Detached signatures (*.sig *.sgn *.p7s)"));
        if (!path.isEmpty())
            writeSignature(path);
    });
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_run, &SignerRun::finished, this, [this](const QByteArray &der) {
        if (const auto certificate = chosenCertificate())
            attach(der, *certificate);
    });
    connect(m_run, &SignerRun::failed, this, [this](const QString &why) {
        m_busy = false;
        showFailure(tr("The document was not signed."), {why});
    });
    connect(&m_qes, &QesDesk::problem, this, [this](const QString &message) { showFailure(message); });
    updateButtons();
    resizeWithinScreen(this, {1240, 720});
}

SelfQesDialog::~SelfQesDialog()
{
    releaseFocusQuietly(this);
    if (m_listProcess) {
        m_listProcess->disconnect(this);
        m_listProcess->kill();
        m_listProcess->waitForFinished(1000);
    }
    m_document->close();
}

void SelfQesDialog::applyPreset(int index)
{
    const auto preset = SignerCommand::Preset(m_preset->itemData(index).toInt());
    if (preset != SignerCommand::Preset::Custom)
        m_command->setText(SignerCommand::forPreset(preset).commandLine);
    const bool files = preset != SignerCommand::Preset::CryptoPro;
    m_certificateFile->setEnabled(files);
    m_keyFile->setEnabled(files);
    m_sandboxCertificate->setEnabled(files);
    showCertificates({});
    updateButtons();
}

void SelfQesDialog::readCertificates()
{
    m_banner->clearMessage();
    const auto preset = SignerCommand::Preset(m_preset->currentData().toInt());
    if (preset == SignerCommand::Preset::CryptoPro) {
        // The provider's own list of the person's certificates; the keys stay in its containers.
        QStringList argv = QProcess::splitCommand(SignerCommand::cryptoProListCommand());
        const QString program = argv.takeFirst();
        m_listProcess = new QProcess(this);
        m_listProcess->setProcessChannelMode(QProcess::MergedChannels);
        connect(m_listProcess, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart)
                showFailure(tr("The crypto provider's tool «%1» could not be started: is CryptoPro CSP installed?")
                                .arg(program));
        });
        connect(m_listProcess, &QProcess::finished, this, [this, process = m_listProcess] {
            const QString out = QString::fromLocal8Bit(process->readAll());
            process->deleteLater();
            const QList<SigningCertificate> list = SigningCertificate::fromCertmgrList(out);
            if (list.isEmpty())
                showFailure(tr("The crypto provider lists no certificate with a key."));
            showCertificates(list);
        });
        m_listProcess->start(program, argv);
        return;
    }
    if (m_sandboxCertificate->isVisible() && m_sandboxCertificate->isChecked()) {
        m_read->setEnabled(false);
        m_admin->testPkiFile(QStringLiteral("practitioner.pem"))
            .then(this,
                  [this](const QByteArray &pem) {
                      m_testPem = pem;
                      return m_admin->testPkiFile(QStringLiteral("practitioner.key"));
                  })
            .unwrap()
            .then(this,
                  [this](const QByteArray &key) {
                      m_testKey = key;
                      m_read->setEnabled(true);
                      readPem(m_testPem, tr("the sandbox"));
                  })
            .onFailed(this, [this](const ApiFailure &failure) {
                m_read->setEnabled(true);
                showFailure(tr("The sandbox's test certificate could not be read."), {failure.error().userText()});
            });
        return;
    }
    QFile file(m_certificateFile->text().trimmed());
    if (m_certificateFile->text().trimmed().isEmpty() || !file.open(QIODevice::ReadOnly)) {
        showFailure(tr("Choose the certificate's PEM file first."));
        return;
    }
    readPem(file.readAll(), file.fileName());
}

void SelfQesDialog::readPem(const QByteArray &pem, const QString &from)
{
    const QList<SigningCertificate> list = SigningCertificate::fromPemOrDer(pem);
    if (list.isEmpty())
        showFailure(tr("No certificate could be read from %1.").arg(from));
    showCertificates(list);
}

void SelfQesDialog::showCertificates(const QList<SigningCertificate> &list)
{
    m_list = list;
    m_certificates->setRowCount(0);
    const QDateTime now = m_sessionRef.clock().now();
    int firstValid = -1;
    for (const SigningCertificate &c : list) {
        const int row = m_certificates->rowCount();
        m_certificates->insertRow(row);
        const bool expired = c.isExpiredAt(now);
        const bool early = c.isNotYetValidAt(now);
        QString validity = tr("%1 – %2").arg(shortDate(c.validFrom), shortDate(c.validTo));
        if (expired)
            validity = tr("%1 (expired)").arg(validity);
        else if (early)
            validity = tr("%1 (not yet valid)").arg(validity);
        const QStringList cells{c.commonName(), issuerLabel(c.issuer), validity, c.thumbprint};
        for (int col = 0; col < ColumnCount; ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            item->setToolTip(col == IssuerColumn ? c.issuer : c.subject);
            if (expired || early) // shown, so the person sees why, but not choosable
                item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
            m_certificates->setItem(row, col, item);
        }
        if (firstValid < 0 && !expired && !early)
            firstValid = row;
    }
    if (firstValid >= 0)
        m_certificates->selectRow(firstValid);
    else if (!list.isEmpty()) // refused here, before anything is sent
        m_banner->showMessage(MessageBanner::Kind::Warning,
                              tr("No certificate here is valid now: an expired certificate cannot sign."));
    Q_EMIT certificatesChanged();
    updateButtons();
}

std::optional<SigningCertificate> SelfQesDialog::chosenCertificate() const
{
    const int row = m_certificates->currentRow();
    const auto selected = m_certificates->selectionModel()->selectedRows();
    if (selected.isEmpty() || row < 0 || row >= m_list.size())
        return std::nullopt;
    return m_list.at(selected.first().row());
}

void SelfQesDialog::openSession()
{
    const auto certificate = chosenCertificate();
    if (!certificate)
        return;
    m_banner->clearMessage();
    m_result->clear();
    endSession();
    auto *call = m_qes.openSelfQes(m_trackingId, *certificate);
    if (!call)
        return; // an expired certificate: the desk said why
    m_busy = true;
    updateButtons();
    connect(call, &ApiCall::succeeded, this, [this, call] {
        m_busy = false;
        m_session = call->result();
        m_pdfBuffer.setData(m_session->pdf);
        m_pdfBuffer.open(QIODevice::ReadOnly);
        m_document->load(&m_pdfBuffer);
        m_result->setText(tr("Session open until %1: check the document, then sign it.")
                              .arg(QLocale().toString(m_session->expiresAt.toLocalTime(), QLocale::ShortFormat)));
        Q_EMIT sessionChanged();
        updateButtons();
    });
    connect(call, &ApiCall::failed, this, [this](const ApiError &error) {
        m_busy = false;
        showFailure(tr("The document for signing was not issued."), {QesDesk::errorText(error)});
    });
}

void SelfQesDialog::signAndAttach()
{
    const auto certificate = chosenCertificate();
    if (!m_session || !certificate || m_busy)
        return;
    if (m_qes.sessionUsed(m_session->sessionId)) {
        showFailure(tr("This signing session was used already: a session takes one signature. Open a new session "
                       "to sign again."));
        endSession();
        return;
    }
    m_banner->clearMessage();
    SignerCommand command;
    command.preset = SignerCommand::Preset(m_preset->currentData().toInt());
    command.commandLine = m_command->text();
    SignerRun::Material material;
    material.thumbprint = certificate->thumbprint;
    if (m_sandboxCertificate->isVisible() && m_sandboxCertificate->isChecked()
        && command.preset != SignerCommand::Preset::CryptoPro) {
        material.testCertificatePem = m_testPem;
        material.testKeyPem = m_testKey;
    } else {
        material.certificateFile = m_certificateFile->text().trimmed();
        material.keyFile = m_keyFile->text().trimmed();
    }
    // The signer that is used is remembered for this environment: paths and the command only.
    m_sessionRef.environments().setSignerSettings(
        m_sessionRef.currentEnvironment().id,
        {{QStringLiteral("preset"), int(command.preset)},
         {QStringLiteral("command"), command.commandLine},
         {QStringLiteral("certificateFile"), m_certificateFile->text().trimmed()},
         {QStringLiteral("keyFile"), m_keyFile->text().trimmed()},
         {QStringLiteral("sandboxCertificate"), m_sandboxCertificate->isChecked()}});
    m_busy = true;
    updateButtons();
    m_result->setText(tr("Signing…"));
    m_run->start(command, m_session->pdf, m_session->fileName, material);
}

void SelfQesDialog::attach(const QByteArray &der, const SigningCertificate &certificate)
{
    auto *call = m_qes.attachSelfQes(*m_session, der, certificate);
    if (!call) {
        m_busy = false;
        endSession();
        return;
    }
    connect(call, &ApiCall::succeeded, this, [this, call, der] {
        m_busy = false;
        const SelfQesAttached &a = call->result();
        m_signature = der;
        m_result->setText(tr("Signed and attached. Dispatch status: %1. Certificate %2, signed at %3.")
                              .arg(dispatchStatusText(a.statusCode), a.thumbprint,
                                   QLocale().toString(a.signedAt.toLocalTime(), QLocale::ShortFormat)));
        m_banner->showMessage(MessageBanner::Kind::Info, tr("The signature is attached."),
                              a.message.isEmpty() ? QStringList() : QStringList{a.message});
        m_session.reset(); // used: a new signature needs a new session
        Q_EMIT attached(a.statusCode);
        updateButtons();
    });
    connect(call, &ApiCall::failed, this, [this, call](const ApiError &error) {
        m_busy = false;
        // The session has its row in the journal: it is not attached again from here.
        endSession();
        SendOutcomeView view =
            SendOutcomeView::of(call,
                                {tr("The signature may have been attached: the platform's answer did not "
                                    "arrive. Check the dispatch's status before signing again."),
                                 tr("The signature was not attached.")});
        if (view.kind == MessageBanner::Kind::Error)
            view.messages = {QesDesk::errorText(error)}; // the signature's own faults, named
        showSendFailure(view);
    });
}

bool SelfQesDialog::writeSignature(const QString &path)
{
    // The signature names the practitioner and the document: readable by its owner only.
    if (m_signature.isEmpty() || !privatefiles::writeFile(path, m_signature)) {
        showFailure(tr("The signature could not be saved to %1.").arg(path));
        return false;
    }
    m_result->setText(m_result->text() + u'\n' + tr("Signature saved to %1.").arg(path));
    return true;
}

void SelfQesDialog::showFailure(const QString &headline, const QStringList &messages)
{
    m_result->clear();
    m_banner->showMessage(MessageBanner::Kind::Error, headline, messages);
    Q_EMIT failedStep(messages.isEmpty() ? headline : messages.join(u' '));
    updateButtons();
}

void SelfQesDialog::showSendFailure(const SendOutcomeView &view)
{
    if (view.kind != MessageBanner::Kind::Warning)
        return showFailure(view.headline, view.messages);
    m_result->clear();
    view.showIn(m_banner); // in doubt, not failed: the dispatch's status tells
    Q_EMIT failedStep(view.messages.isEmpty() ? view.headline : view.messages.join(u' '));
    updateButtons();
}

void SelfQesDialog::endSession()
{
    if (!m_session)
        return;
    m_session.reset();
    Q_EMIT sessionChanged();
}

void SelfQesDialog::updateButtons()
{
    const auto preset = SignerCommand::Preset(m_preset->currentData().toInt());
    const bool testCertificate = m_sandboxCertificate->isVisible() && m_sandboxCertificate->isChecked()
        && preset != SignerCommand::Preset::CryptoPro;
    m_certificateFile->setEnabled(preset != SignerCommand::Preset::CryptoPro && !testCertificate);
    m_keyFile->setEnabled(preset != SignerCommand::Preset::CryptoPro && !testCertificate);
    m_open->setEnabled(!m_busy && chosenCertificate().has_value());
    m_sign->setEnabled(!m_busy && m_session.has_value());
    m_saveSignature->setEnabled(!m_signature.isEmpty());
}

} // namespace cliniclink
