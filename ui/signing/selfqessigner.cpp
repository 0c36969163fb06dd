// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "selfqessigner.h"

#include "core/common/clock.h"
#include "core/net/sandboxadminclient.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/signing/signingservice.h"
#include "ui/common/formsession.h"
#include "ui/common/recordtable.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {

enum CertificateColumn { OwnerColumn, IssuerColumn, ValidityColumn, ThumbprintColumn, CertificateColumnCount };

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

// The crypto provider: its preset's number in the JSON (as the signer settings keep it).
FormField::Editor presetEditor(QComboBox *box)
{
    return {box,
            [box] { return QJsonValue(box->currentData().toInt()); },
            [box](const QJsonValue &v) {
                const int index = box->findData(v.toInt());
                if (index >= 0)
                    box->setCurrentIndex(index);
            },
            [box](QObject *context, std::function<void()> changed) {
                QObject::connect(box, &QComboBox::activated, context, [changed] { changed(); });
            },
            {},
            {}};
}

// The certificate chosen in the list: its thumbprint, "" when none is chosen.
FormField::Editor certificateEditor(QTableWidget *table)
{
    return {table,
            [table] {
                const auto rows = table->selectionModel()->selectedRows();
                const QTableWidgetItem *item =
                    rows.isEmpty() ? nullptr : table->item(rows.first().row(), ThumbprintColumn);
                return QJsonValue(item ? item->text() : QString());
            },
            [table](const QJsonValue &v) {
                table->clearSelection();
                for (int row = 0; row < table->rowCount(); ++row) {
                    if (table->item(row, ThumbprintColumn)->text() == v.toString())
                        table->selectRow(row);
                }
            },
            [table](QObject *context, std::function<void()> changed) {
                QObject::connect(table, &QTableWidget::itemSelectionChanged, context, [changed] { changed(); });
            },
            {},
            {}};
}

} // namespace

SelfQesSigner::SelfQesSigner(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new FormSession(this, session.clock()))
    , m_sandbox(session.currentEnvironment().kind == EnvironmentKind::Sandbox)
    , m_preset(new QComboBox(this))
    , m_command(new QLineEdit(this))
    , m_certificates(new QTableWidget(0, CertificateColumnCount, this))
    , m_read(new QPushButton(tr("Read certificates"), this))
    , m_admin(new SandboxAdminClient(
          &session.network(), &session.clock(), [&session] { return session.environments().sandboxRoot(); },
          services::Signing, this))
{
    for (SignerCommand::Preset p :
         {SignerCommand::Preset::CryptoPro, SignerCommand::Preset::OpenSsl, SignerCommand::Preset::Custom})
        m_preset->addItem(SignerCommand::presetName(p), int(p));
    m_command->setToolTip(tr("Placeholders: {input} the PDF, {output} the signature file, {outdir} its folder, "
                             "{thumbprint}, {certificate} and {key} (OpenSSL)."));
    auto *sandboxCertificate = new QCheckBox(tr("Use the sandbox's test certificate"), this);

    auto *signerBox = new QGroupBox(tr("Signer"), this);
    auto *signerForm = new QFormLayout(signerBox);
    const auto add = [this](const QString &id, const QString &label, FormField::Editor editor) {
        return m_form->add(id, label, std::move(editor));
    };
    FormField *provider = add(QStringLiteral("preset"), tr("Crypto provider"), presetEditor(m_preset));
    // Only the certificate file has an issue to show (none chosen): the other fields are laid out
    // bare, without an error line kept free under each, so the certificates keep their height.
    signerForm->addRow(provider->labelWidget(), provider->editor());
    FormField *command = add(QStringLiteral("command"), tr("Command"), FormField::lineEdit(m_command));
    signerForm->addRow(command->labelWidget(), command->editor());
    FormField *useTest =
        add(QStringLiteral("sandboxCertificate"), sandboxCertificate->text(), FormField::checkBox(sandboxCertificate));
    useTest->setEnabledWhen([this] { return preset() != SignerCommand::Preset::CryptoPro; });
    signerForm->addRow(QString(), useTest->editor());
    useTest->editor()->setVisible(m_sandbox);
    // The certificate's and the key's files, each with a Choose… button; OpenSSL's own files only.
    const auto fileRow = [&](const QString &id, const QString &label, const QString &placeholder,
                             std::function<QString()> choose) {
        auto *edit = new QLineEdit(this);
        edit->setPlaceholderText(placeholder);
        FormField *field = add(id, label, FormField::lineEdit(edit));
        field->setEnabledWhen(
            [this] { return preset() != SignerCommand::Preset::CryptoPro && !usesTestCertificate(); });
        auto *button = new QPushButton(tr("Choose…"), this);
        connect(button, &QPushButton::clicked, this, [this, edit, choose] {
            const QString path = choose();
            if (path.isEmpty())
                return;
            edit->setText(path);
            m_form->refresh();
        });
        auto *row = new QHBoxLayout;
        row->addWidget(id == u"certificateFile" ? static_cast<QWidget *>(field->row()) : field->editor(), 1);
        row->addWidget(button, 0, Qt::AlignTop);
        signerForm->addRow(field->labelWidget(), row);
        return field;
    };
    FormField *certificateFile =
        fileRow(QStringLiteral("certificateFile"), tr("Certificate file"), tr("PEM file of the certificate"), [this] {
            return QFileDialog::getOpenFileName(this, tr("Certificate"), QString(),
                                                tr("Certificates (*.pem *.crt *.cer *.der)"));
        });
    // Needed only to read the certificates from it: said when that is tried, not when left empty.
    m_form->setRules([certificateFile] {
        if (!certificateFile->enabledByRule() || !certificateFile->isEmpty())
            return FieldIssues();
        return FieldIssues{{certificateFile->id(), tr("Choose the certificate's PEM file first.")}};
    });
    fileRow(QStringLiteral("keyFile"), tr("Key file"), tr("Private key file (read by the signer only)"),
            [this] { return QFileDialog::getOpenFileName(this, tr("Key file")); });
    auto *keyNote = new QLabel(tr("The private key and its PIN stay with the crypto provider: ClinicLink never "
                                  "stores or asks for them."),
                               this);
    keyNote->setWordWrap(true);
    signerForm->addRow(QString(), keyNote);

    m_certificates->setHorizontalHeaderLabels({tr("Owner"), tr("Issuer"), tr("Valid"), tr("Thumbprint")});
    setUpRecordTable(m_certificates);
    m_certificates->horizontalHeader()->setSectionResizeMode(OwnerColumn, QHeaderView::ResizeToContents);
    m_certificates->horizontalHeader()->setSectionResizeMode(IssuerColumn, QHeaderView::Stretch);
    m_certificates->horizontalHeader()->setSectionResizeMode(ValidityColumn, QHeaderView::ResizeToContents);
    m_certificates->horizontalHeader()->setSectionResizeMode(ThumbprintColumn, QHeaderView::ResizeToContents);
    m_certificates->setMinimumHeight(110);
    FormField *certificate = add(QStringLiteral("certificate"), tr("Certificate"), certificateEditor(m_certificates));
    auto *certificateBox = new QGroupBox(certificate->label(), this);
    auto *certificateLayout = new QVBoxLayout(certificateBox);
    auto *readRow = new QHBoxLayout;
    readRow->addWidget(m_read);
    readRow->addStretch(1);
    certificateLayout->addLayout(readRow);
    // The list is laid out bare, without the field's error line: it has no error of its own (a
    // certificate that is not valid now is said in the banner), and the line's height, which
    // follows the width, would move the list that takes the box's spare height.
    certificateLayout->addWidget(certificate->editor(), 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(signerBox);
    layout->addWidget(certificateBox, 1);

    // Real environments sign with the provider; the Sandbox with OpenSSL and its test certificate;
    // what the person chose last time in this environment wins.
    m_preset->setCurrentIndex(m_sandbox ? 1 : 0);
    applyPreset();
    sandboxCertificate->setChecked(m_sandbox);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &SelfQesSigner::applyPreset);
    const QVariantMap saved = session.environments().signerSettings(session.currentEnvironment().id);
    if (!saved.isEmpty()) {
        QJsonObject json = m_form->toJson();
        if (saved.contains(QStringLiteral("preset")))
            json.insert(QStringLiteral("preset"), saved.value(QStringLiteral("preset")).toInt());
        for (const QString &key :
             {QStringLiteral("command"), QStringLiteral("certificateFile"), QStringLiteral("keyFile")}) {
            if (saved.contains(key))
                json.insert(key, saved.value(key).toString());
        }
        json.insert(QStringLiteral("sandboxCertificate"),
                    m_sandbox && saved.value(QStringLiteral("sandboxCertificate"), true).toBool());
        m_form->setJson(json);
    }
    connect(m_read, &QPushButton::clicked, this, &SelfQesSigner::readCertificates);
    m_form->applyEnabled();
}

SelfQesSigner::~SelfQesSigner()
{
    if (m_listProcess) {
        m_listProcess->disconnect(this);
        m_listProcess->kill();
        m_listProcess->waitForFinished(1000);
    }
}

SignerCommand::Preset SelfQesSigner::preset() const
{
    return SignerCommand::Preset(m_preset->currentData().toInt());
}

bool SelfQesSigner::usesTestCertificate() const
{
    return m_sandbox && preset() != SignerCommand::Preset::CryptoPro
        && m_form->field(QStringLiteral("sandboxCertificate"))->value().toBool();
}

void SelfQesSigner::applyPreset()
{
    if (preset() != SignerCommand::Preset::Custom)
        m_command->setText(SignerCommand::forPreset(preset()).commandLine);
    showCertificates({});
    m_form->applyEnabled();
}

SignerCommand SelfQesSigner::command() const
{
    SignerCommand command;
    command.preset = preset();
    command.commandLine = m_command->text();
    return command;
}

SignerRun::Material SelfQesSigner::material(const SigningCertificate &certificate) const
{
    SignerRun::Material material;
    material.thumbprint = certificate.thumbprint;
    if (usesTestCertificate()) {
        material.testCertificatePem = m_testPem;
        material.testKeyPem = m_testKey;
    } else {
        material.certificateFile = m_form->field(QStringLiteral("certificateFile"))->value().toString().trimmed();
        material.keyFile = m_form->field(QStringLiteral("keyFile"))->value().toString().trimmed();
    }
    return material;
}

void SelfQesSigner::remember()
{
    // Paths and the command only: the chosen certificate is read again next time.
    QJsonObject json = m_form->toJson();
    json.remove(QStringLiteral("certificate"));
    for (const QString &key : {QStringLiteral("certificateFile"), QStringLiteral("keyFile")})
        json.insert(key, json.value(key).toString().trimmed());
    QVariantMap settings = json.toVariantMap();
    settings.insert(QStringLiteral("preset"), int(preset()));
    m_session.environments().setSignerSettings(m_session.currentEnvironment().id, settings);
}

void SelfQesSigner::readCertificates()
{
    Q_EMIT reading();
    if (preset() == SignerCommand::Preset::CryptoPro) {
        // The provider's own list of the person's certificates; the keys stay in its containers.
        QStringList argv = QProcess::splitCommand(SignerCommand::cryptoProListCommand());
        const QString program = argv.takeFirst();
        m_listProcess = new QProcess(this);
        m_listProcess->setProcessChannelMode(QProcess::MergedChannels);
        connect(m_listProcess, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError error) {
            if (error == QProcess::FailedToStart)
                Q_EMIT failure(tr("The crypto provider's tool «%1» could not be started: is CryptoPro CSP installed?")
                                   .arg(program));
        });
        connect(m_listProcess, &QProcess::finished, this, [this, process = m_listProcess] {
            const QString out = QString::fromLocal8Bit(process->readAll());
            process->deleteLater();
            const QList<SigningCertificate> list = SigningCertificate::fromCertmgrList(out);
            if (list.isEmpty())
                Q_EMIT failure(tr("The crypto provider lists no certificate with a key."));
            showCertificates(list);
        });
        m_listProcess->start(program, argv);
        return;
    }
    if (usesTestCertificate()) {
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
                Q_EMIT this->failure(tr("The sandbox's test certificate could not be read."),
                                     {failure.error().userText()});
            });
        return;
    }
    // The file's own problem (none chosen) is said under it, and the focus goes there.
    if (!m_form->attempt({QStringLiteral("certificateFile")}))
        return;
    QFile file(m_form->field(QStringLiteral("certificateFile"))->value().toString().trimmed());
    if (!file.open(QIODevice::ReadOnly)) {
        Q_EMIT failure(tr("No certificate could be read from %1.").arg(file.fileName()));
        return;
    }
    readPem(file.readAll(), file.fileName());
}

void SelfQesSigner::readPem(const QByteArray &pem, const QString &from)
{
    const QList<SigningCertificate> list = SigningCertificate::fromPemOrDer(pem);
    if (list.isEmpty())
        Q_EMIT failure(tr("No certificate could be read from %1.").arg(from));
    showCertificates(list);
}

void SelfQesSigner::showCertificates(const QList<SigningCertificate> &list)
{
    m_list = list;
    m_certificates->setRowCount(0);
    const QDateTime now = m_session.clock().now();
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
        for (int col = 0; col < CertificateColumnCount; ++col) {
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
        Q_EMIT warning(tr("No certificate here is valid now: an expired certificate cannot sign."));
    Q_EMIT certificatesChanged();
    m_form->applyEnabled();
}

std::optional<SigningCertificate> SelfQesSigner::chosenCertificate() const
{
    const QString thumbprint = m_form->field(QStringLiteral("certificate"))->value().toString();
    for (const SigningCertificate &c : m_list) {
        if (!thumbprint.isEmpty() && c.thumbprint == thumbprint)
            return c;
    }
    return std::nullopt;
}

} // namespace cliniclink
