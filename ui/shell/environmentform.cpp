// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentform.h"

#include "core/net/serviceprofiles.h"
#include "core/settings/addresspolicy.h"
#include "core/validation/snils.h"
#include "limitseditor.h"
#include "tokenseditor.h"
#include "ui/common/contentfit.h"
#include "ui/common/validatedfield.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
enum Tab { AddressesTab, OrganizationTab, TokensTab, LimitsTab };

} // namespace

EnvironmentForm::EnvironmentForm(QWidget *parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_tokens(new TokensEditor(this))
    , m_limits(new LimitsEditor(this))
{
    m_tabs->setObjectName(QStringLiteral("environmentTabs"));
    // Each field keeps a line for its error: the longer pages scroll down on a 1024x768 screen.
    m_tabs->addTab(verticalScrollArea(buildAddressesTab()), tr("&Addresses"));
    m_tabs->addTab(verticalScrollArea(buildOrganizationTab()), tr("&Organization"));
    m_tabs->addTab(m_tokens, tr("To&kens"));
    m_tabs->addTab(m_limits, tr("&Limits"));
    connect(m_tokens, &TokensEditor::changed, this, &EnvironmentForm::changed);
    connect(m_limits, &LimitsEditor::changed, this, &EnvironmentForm::changed);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

ValidatedField *EnvironmentForm::addField(const QString &key, const QString &objectName,
                                          QString (*check)(const QString &))
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    auto *field = new ValidatedField(edit, this);
    m_fields.insert(key, field);
    connect(edit, &QLineEdit::textEdited, this, &EnvironmentForm::changed);
    if (check) {
        // Checked when the person leaves the field, and cleared as soon as the value is right.
        connect(edit, &QLineEdit::editingFinished, field,
                [field, edit, check] { field->setError(check(edit->text())); });
        connect(edit, &QLineEdit::textEdited, field, [field, check](const QString &text) {
            if (field->hasError() && check(text).isEmpty())
                field->clearError();
        });
    }
    return field;
}

QWidget *EnvironmentForm::buildAddressesTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_sandboxNote = new QLabel(tr("The built-in sandbox fills in its addresses each time it starts."), page);
    m_sandboxNote->setWordWrap(true);
    form->addRow(m_sandboxNote);
    for (Service s : allServices()) {
        ValidatedField *field = addField(urlFieldKey(s), QStringLiteral("baseUrlEdit_") + serviceKey(s), &checkBaseUrl);
        field->lineEdit()->setPlaceholderText(
            tr("https://… (%1 in the contract); empty: not used").arg(serviceProfile(s).addressName));
        field->lineEdit()->setAccessibleName(tr("Address of %1").arg(serviceDisplayName(s)));
        form->addRow(serviceDisplayName(s) + u':', field);
        m_tabOfField.insert(urlFieldKey(s), AddressesTab);
        connect(field->lineEdit(), &QLineEdit::textChanged, this, &EnvironmentForm::updatePlainHttpWarning);
    }
    m_plainHttpWarning = new QLabel(page);
    m_plainHttpWarning->setObjectName(QStringLiteral("plainHttpWarningLabel"));
    m_plainHttpWarning->setWordWrap(true);
    m_plainHttpWarning->setStyleSheet(QStringLiteral("QLabel { color: #9a4a00; font-weight: bold; }"));
    m_plainHttpWarning->hide();
    form->addRow(m_plainHttpWarning);
    // Trust: the environment's own CAs, and where its links may lead.
    ValidatedField *caFile = addField(QStringLiteral("caFile"), QStringLiteral("caFileEdit"), &checkCaFile);
    caFile->lineEdit()->setPlaceholderText(tr("Empty: the system's certificate authorities only"));
    caFile->lineEdit()->setToolTip(
        tr("A PEM or DER file with the certificate authorities this environment's servers use "
           "(a clinic's proxy, the Russian Trusted Root CA). They are trusted for this "
           "environment only, in addition to the system's."));
    m_tabOfField.insert(QStringLiteral("caFile"), AddressesTab);
    auto *chooseCa = new QPushButton(tr("C&hoose…"), page);
    chooseCa->setObjectName(QStringLiteral("chooseCaFileButton"));
    connect(chooseCa, &QPushButton::clicked, this, &EnvironmentForm::chooseCaFile);
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(caFile, 1);
    caRow->addWidget(chooseCa, 0, Qt::AlignTop);
    form->addRow(tr("Trusted CA file:"), caRow);
    m_caDetails = new QLabel(page);
    m_caDetails->setObjectName(QStringLiteral("caDetailsLabel"));
    m_caDetails->setWordWrap(true);
    m_caDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caDetails->hide();
    form->addRow(QString(), m_caDetails);
    connect(caFile->lineEdit(), &QLineEdit::editingFinished, this, &EnvironmentForm::updateCaDetails);

    ValidatedField *linkHosts = addField(QStringLiteral("linkHosts"), QStringLiteral("linkHostsEdit"), &checkLinkHosts);
    linkHosts->lineEdit()->setPlaceholderText(tr("sign.example.ru, esia.example.ru"));
    linkHosts->lineEdit()->setToolTip(
        tr("Links from the server (the signing page) open in the browser only when they lead "
           "over https to the signing service's host or to one of these."));
    form->addRow(tr("Other hosts for signing links:"), linkHosts);
    m_tabOfField.insert(QStringLiteral("linkHosts"), AddressesTab);

    // The clinic's shared journal (docs/clinic-server.md); read at the next start.
    ValidatedField *clinicDb =
        addField(QStringLiteral("clinicDatabase"), QStringLiteral("clinicDatabaseEdit"), &checkClinicDatabase);
    clinicDb->lineEdit()->setPlaceholderText(tr("Empty: this workstation's own journal"));
    clinicDb->lineEdit()->setToolTip(
        tr("The clinic database all workstations share, such as postgresql://registrar@db.clinic.local/cliniclink. "
           "The password is kept in the keychain; a server on another machine is reached over TLS checked "
           "with the trusted CA file above. Takes effect at the next start."));
    form->addRow(tr("Clinic database:"), clinicDb);
    m_tabOfField.insert(QStringLiteral("clinicDatabase"), AddressesTab);

    ValidatedField *scheme = addField(QStringLiteral("schemeWord"), QStringLiteral("schemeWordEdit"), &checkSchemeWord);
    scheme->lineEdit()->setToolTip(tr("The word before the token in the Authorization header of enrichment, "
                                      "prescription and laboratory requests (N3 on the regional platform)."));
    form->addRow(tr("Authorization scheme word:"), scheme);
    m_tabOfField.insert(QStringLiteral("schemeWord"), AddressesTab);

    m_timeout = new QSpinBox(page);
    m_timeout->setObjectName(QStringLiteral("timeoutSpin"));
    m_timeout->setRange(5, 600);
    m_timeout->setSuffix(tr(" s"));
    connect(m_timeout, &QSpinBox::valueChanged, this, &EnvironmentForm::changed);
    form->addRow(tr("Answer timeout:"), m_timeout);
    return page;
}

QWidget *EnvironmentForm::buildOrganizationTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    ValidatedField *org =
        addField(QStringLiteral("organizationId"), QStringLiteral("organizationIdEdit"), &checkOrganizationId);
    org->lineEdit()->setPlaceholderText(QStringLiteral("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"));
    form->addRow(tr("Organization identifier (UUID):"), org);
    ValidatedField *oid = addField(QStringLiteral("misOid"), QStringLiteral("misOidEdit"), &checkOid);
    oid->lineEdit()->setPlaceholderText(QStringLiteral("1.2.643.…"));
    form->addRow(tr("OID of the MIS:"), oid);
    m_tabOfField.insert(QStringLiteral("organizationId"), OrganizationTab);
    m_tabOfField.insert(QStringLiteral("misOid"), OrganizationTab);

    auto *heading = new QLabel(tr("Practitioner at this workstation"), page);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    form->addRow(heading);
    const auto plain = [this, page](const QString &name) {
        auto *edit = new QLineEdit(page);
        edit->setObjectName(name);
        connect(edit, &QLineEdit::textEdited, this, &EnvironmentForm::changed);
        return edit;
    };
    m_familyName = plain(QStringLiteral("familyNameEdit"));
    m_givenName = plain(QStringLiteral("givenNameEdit"));
    m_middleName = plain(QStringLiteral("middleNameEdit"));
    m_userIdLpu = plain(QStringLiteral("userIdLpuEdit"));
    form->addRow(tr("Family name:"), m_familyName);
    form->addRow(tr("Given name:"), m_givenName);
    form->addRow(tr("Middle name:"), m_middleName);
    form->addRow(tr("Identifier in the organization:"), m_userIdLpu);
    ValidatedField *snils = addField(QStringLiteral("snils"), QStringLiteral("snilsEdit"), &checkSnilsText);
    snils->lineEdit()->setPlaceholderText(QStringLiteral("123-456-789 01"));
    form->addRow(tr("SNILS:"), snils);
    m_tabOfField.insert(QStringLiteral("snils"), OrganizationTab);
    return page;
}

QLineEdit *EnvironmentForm::lineEdit(const QString &key) const
{
    ValidatedField *f = field(key);
    return f ? f->lineEdit() : nullptr;
}

void EnvironmentForm::load(const EnvironmentDraft &draft)
{
    m_loaded = draft;
    const Environment &env = draft.environment;
    const bool sandbox = env.kind == EnvironmentKind::Sandbox;
    for (Service s : allServices()) {
        QLineEdit *edit = lineEdit(urlFieldKey(s));
        edit->setText(draft.urlTexts.value(s));
        edit->setReadOnly(sandbox);
    }
    m_sandboxNote->setVisible(sandbox);
    lineEdit(QStringLiteral("schemeWord"))->setText(env.schemeWord);
    lineEdit(QStringLiteral("caFile"))->setText(env.caFile);
    lineEdit(QStringLiteral("linkHosts"))->setText(env.linkHosts.join(QStringLiteral(", ")));
    lineEdit(QStringLiteral("clinicDatabase"))->setText(env.clinicDatabase);
    updateCaDetails();
    lineEdit(QStringLiteral("organizationId"))->setText(env.organizationId);
    lineEdit(QStringLiteral("misOid"))->setText(env.misOid);
    m_familyName->setText(env.practitioner.familyName);
    m_givenName->setText(env.practitioner.givenName);
    m_middleName->setText(env.practitioner.middleName);
    m_userIdLpu->setText(env.practitioner.userIdLpu);
    // Shown as printed on the card; kept as typed when it does not check out, so it can be corrected.
    const QString snils = env.practitioner.snils;
    lineEdit(QStringLiteral("snils"))->setText(isValidSnils(snils) ? formatSnils(snilsDigits(snils)) : snils);
    {
        const QSignalBlocker block(m_timeout);
        m_timeout->setValue(env.timeoutSeconds);
    }
    m_tokens->load(draft.tokens, draft.editedTokens, sandbox);
    m_limits->load(env.limitOverrides);
    m_limits->setStatusPauseScope(env.statusPauseScope);
    showProblems({});
}

EnvironmentDraft EnvironmentForm::draft() const
{
    EnvironmentDraft d = m_loaded;
    Environment &env = d.environment;
    for (Service s : allServices())
        d.urlTexts[s] = lineEdit(urlFieldKey(s))->text();
    env.schemeWord = lineEdit(QStringLiteral("schemeWord"))->text();
    env.caFile = lineEdit(QStringLiteral("caFile"))->text();
    env.linkHosts = parseLinkHosts(lineEdit(QStringLiteral("linkHosts"))->text());
    env.clinicDatabase = lineEdit(QStringLiteral("clinicDatabase"))->text().trimmed();
    env.organizationId = lineEdit(QStringLiteral("organizationId"))->text();
    env.misOid = lineEdit(QStringLiteral("misOid"))->text();
    env.practitioner.familyName = m_familyName->text();
    env.practitioner.givenName = m_givenName->text();
    env.practitioner.middleName = m_middleName->text();
    env.practitioner.userIdLpu = m_userIdLpu->text();
    env.practitioner.snils = lineEdit(QStringLiteral("snils"))->text();
    env.timeoutSeconds = m_timeout->value();
    env.limitOverrides = m_limits->overrides();
    env.statusPauseScope = m_limits->statusPauseScope();
    d.tokens = m_tokens->tokens();
    d.editedTokens = m_tokens->editedTokens();
    return d;
}

void EnvironmentForm::setKeychainStatus(const KeychainStatus &status)
{
    m_tokens->setKeychainStatus(status);
}

void EnvironmentForm::setLoadedToken(Service service, const QString &token)
{
    m_tokens->setLoadedToken(service, token);
}

void EnvironmentForm::updateCaDetails()
{
    const QString path = lineEdit(QStringLiteral("caFile"))->text().trimmed();
    m_caDetails->setText(path.isEmpty() ? QString() : describeCaFile(path));
    m_caDetails->setVisible(!path.isEmpty());
}

void EnvironmentForm::chooseCaFile()
{
    // Opened without blocking: the form stays live, the choice arrives as a signal.
    auto *dialog = new QFileDialog(this, tr("Trusted CA file"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setNameFilters({tr("Certificates (*.pem *.crt *.cer *.der)"), tr("All files (*)")});
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &file) {
        lineEdit(QStringLiteral("caFile"))->setText(file);
        field(QStringLiteral("caFile"))->setError(checkCaFile(file));
        updateCaDetails();
        Q_EMIT changed();
    });
    dialog->open();
}

void EnvironmentForm::updatePlainHttpWarning()
{
    QStringList lines;
    for (Service s : allServices()) {
        const QLineEdit *edit = lineEdit(urlFieldKey(s));
        if (!edit || !m_plainHttpWarning)
            return; // still being built
        const QString warning =
            AddressPolicy::warning(QUrl(edit->text().trimmed(), QUrl::StrictMode), m_loaded.environment.kind);
        if (!warning.isEmpty())
            lines << serviceDisplayName(s) + QStringLiteral(": ") + warning;
    }
    m_plainHttpWarning->setText(lines.join(u'\n'));
    m_plainHttpWarning->setVisible(!lines.isEmpty());
}

bool EnvironmentForm::showProblems(const FieldProblems &problems)
{
    ValidatedField *first = nullptr;
    int firstTab = -1;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        it.value()->setError(problems.value(it.key()));
        if (!problems.contains(it.key()))
            continue;
        const int tab = m_tabOfField.value(it.key());
        if (!first || tab < firstTab) {
            first = it.value();
            firstTab = tab;
        }
    }
    if (!first)
        return true;
    m_tabs->setCurrentIndex(firstTab);
    first->field()->setFocus(Qt::OtherFocusReason);
    return false;
}

} // namespace cliniclink
