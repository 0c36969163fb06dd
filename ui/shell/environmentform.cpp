// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentform.h"

#include "core/common/clock.h"
#include "core/net/serviceprofiles.h"
#include "core/settings/addresspolicy.h"
#include "core/validation/snils.h"
#include "limitseditor.h"
#include "tokenseditor.h"
#include "ui/common/contentfit.h"
#include "ui/common/formsession.h"
#include "ui/common/validatedfield.h"

#include <QCheckBox>
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

EnvironmentForm::EnvironmentForm(QWidget *parent)
    : QWidget(parent)
    , m_session(new FormSession(this, *Clock::system())) // no draft: the clock is not used
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
    // The rules are the ones Save applies; a field's own problem shows once the person leaves it.
    m_session->setRules([this] {
        FieldIssues issues;
        const FieldProblems problems = validate(draft());
        for (auto it = problems.cbegin(); it != problems.cend(); ++it)
            issues << FieldIssue{it.key(), it.value()};
        return issues;
    });
    connect(m_session, &FormSession::edited, this, &EnvironmentForm::changed);
    connect(m_tokens, &TokensEditor::changed, this, &EnvironmentForm::changed);
    connect(m_limits, &LimitsEditor::changed, this, &EnvironmentForm::changed);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

FormField *EnvironmentForm::addLine(const QString &key, const QString &label, const QString &objectName)
{
    auto *edit = new QLineEdit;
    edit->setObjectName(objectName);
    return m_session->add(key, label, FormField::lineEdit(edit));
}

QString EnvironmentForm::text(const QString &key) const
{
    return m_session->field(key)->value().toString();
}

void EnvironmentForm::setText(const QString &key, const QString &text)
{
    m_session->field(key)->setValue(text);
}

QWidget *EnvironmentForm::buildAddressesTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto row = [form](FormField *f) { form->addRow(f->labelWidget(), f->row()); };
    m_sandboxNote = new QLabel(tr("The built-in sandbox fills in its addresses each time it starts. It runs on this "
                                  "workstation alone, so its work stays in this workstation's journal, never in a "
                                  "clinic database."),
                               page);
    m_sandboxNote->setWordWrap(true);
    form->addRow(m_sandboxNote);
    for (Service s : allServices()) {
        FormField *url =
            addLine(urlFieldKey(s), serviceDisplayName(s) + u':', QStringLiteral("baseUrlEdit_") + serviceKey(s));
        auto *edit = static_cast<QLineEdit *>(url->editor());
        edit->setPlaceholderText(
            tr("https://… (%1 in the contract); empty: not used").arg(serviceProfile(s).addressName));
        edit->setAccessibleName(tr("Address of %1").arg(serviceDisplayName(s)));
        // The sandbox's addresses are filled in as it starts, never typed.
        url->setReadOnlyWhen([this] { return m_loaded.environment.kind == EnvironmentKind::Sandbox; });
        row(url);
        connect(edit, &QLineEdit::textChanged, this, &EnvironmentForm::updatePlainHttpWarning);
    }
    m_plainHttpWarning = new QLabel(page);
    m_plainHttpWarning->setObjectName(QStringLiteral("plainHttpWarningLabel"));
    m_plainHttpWarning->setWordWrap(true);
    m_plainHttpWarning->setStyleSheet(QStringLiteral("QLabel { color: #9a4a00; font-weight: bold; }"));
    m_plainHttpWarning->hide();
    form->addRow(m_plainHttpWarning);
    // Trust: the environment's own CAs, and where its links may lead.
    FormField *caFile = addLine(QStringLiteral("caFile"), tr("Trusted CA file:"), QStringLiteral("caFileEdit"));
    auto *caEdit = static_cast<QLineEdit *>(caFile->editor());
    caEdit->setPlaceholderText(tr("Empty: the system's certificate authorities only"));
    caEdit->setToolTip(tr("A PEM or DER file with the certificate authorities this environment's servers use "
                          "(a clinic's proxy, the Russian Trusted Root CA). They are trusted for this "
                          "environment only, in addition to the system's."));
    auto *chooseCa = new QPushButton(tr("C&hoose…"), page);
    chooseCa->setObjectName(QStringLiteral("chooseCaFileButton"));
    connect(chooseCa, &QPushButton::clicked, this, &EnvironmentForm::chooseCaFile);
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(caFile->row(), 1);
    caRow->addWidget(chooseCa, 0, Qt::AlignTop);
    form->addRow(caFile->labelWidget(), caRow);
    m_caDetails = new QLabel(page);
    m_caDetails->setObjectName(QStringLiteral("caDetailsLabel"));
    m_caDetails->setWordWrap(true);
    m_caDetails->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caDetails->hide();
    form->addRow(QString(), m_caDetails);
    connect(caEdit, &QLineEdit::editingFinished, this, &EnvironmentForm::updateCaDetails);

    FormField *linkHosts =
        addLine(QStringLiteral("linkHosts"), tr("Other hosts for signing links:"), QStringLiteral("linkHostsEdit"));
    static_cast<QLineEdit *>(linkHosts->editor())->setPlaceholderText(tr("sign.example.ru, esia.example.ru"));
    linkHosts->editor()->setToolTip(
        tr("Links from the server (the signing page) open in the browser only when they lead "
           "over https to the signing service's host or to one of these."));
    row(linkHosts);
    // The practitioner's QES link (initqes, initbatchqes) for the closed network or the open one.
    auto *zspd = new QCheckBox(tr("The practitioner's QES through the closed network (ZSPD)"), page);
    zspd->setObjectName(QStringLiteral("qesZspdBox"));
    zspd->setToolTip(tr("On: the signing link leads into the closed data network, where the document can be "
                        "viewed before signing. Off (for a workstation outside that network): the document goes "
                        "straight to the crypto plug-in without viewing."));
    form->addRow(QString(),
                 m_session->add(QStringLiteral("qesZspd"), zspd->text(), FormField::checkBox(zspd))->editor());

    // The clinic's shared journal (docs/clinic-server.md); read at the next start.
    FormField *clinicDb =
        addLine(QStringLiteral("clinicDatabase"), tr("Clinic database:"), QStringLiteral("clinicDatabaseEdit"));
    clinicDb->editor()->setToolTip(
        tr("The clinic database all workstations share, such as postgresql://registrar@db.clinic.local/cliniclink. "
           "The password is kept in the keychain; a server on another machine is reached over TLS checked "
           "with the trusted CA file above. Takes effect at the next start."));
    // The built-in sandbox runs inside each workstation: what one sent to its own, the others'
    // cannot know, so its work stays in this workstation's journal (Environment::sharedJournal()).
    clinicDb->setReadOnlyWhen([this] { return m_loaded.environment.kind == EnvironmentKind::Sandbox; });
    row(clinicDb);

    FormField *scheme =
        addLine(QStringLiteral("schemeWord"), tr("Authorization scheme word:"), QStringLiteral("schemeWordEdit"));
    scheme->editor()->setToolTip(tr("The word before the token in the Authorization header of enrichment, "
                                    "prescription and laboratory requests (N3 on the regional platform)."));
    scheme->setRequired(true);
    row(scheme);

    auto *timeout = new QSpinBox(page);
    timeout->setObjectName(QStringLiteral("timeoutSpin"));
    timeout->setRange(5, 600);
    timeout->setSuffix(tr(" s"));
    FormField *seconds =
        m_session->add(QStringLiteral("timeoutSeconds"), tr("Answer timeout:"), FormField::spinBox(timeout));
    form->addRow(seconds->labelWidget(), timeout); // never wrong: no line kept for an error
    return page;
}

QWidget *EnvironmentForm::buildOrganizationTab()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto row = [form](FormField *f) { form->addRow(f->labelWidget(), f->row()); };

    FormField *org = addLine(QStringLiteral("organizationId"), tr("Organization identifier (UUID):"),
                             QStringLiteral("organizationIdEdit"));
    static_cast<QLineEdit *>(org->editor())->setPlaceholderText(QStringLiteral("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"));
    row(org);
    FormField *oid = addLine(QStringLiteral("misOid"), tr("OID of the MIS:"), QStringLiteral("misOidEdit"));
    static_cast<QLineEdit *>(oid->editor())->setPlaceholderText(QStringLiteral("1.2.643.…"));
    row(oid);

    auto *heading = new QLabel(tr("Practitioner at this workstation"), page);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    form->addRow(heading);
    // Free text, never wrong: the editors alone, no line kept for an error.
    const auto plain = [this, form](const QString &key, const QString &label, const QString &objectName) {
        FormField *f = addLine(key, label, objectName);
        form->addRow(f->labelWidget(), f->editor());
    };
    plain(QStringLiteral("practitioner.familyName"), tr("Family name:"), QStringLiteral("familyNameEdit"));
    plain(QStringLiteral("practitioner.givenName"), tr("Given name:"), QStringLiteral("givenNameEdit"));
    plain(QStringLiteral("practitioner.middleName"), tr("Middle name:"), QStringLiteral("middleNameEdit"));
    plain(QStringLiteral("practitioner.userIdLpu"), tr("Identifier in the organization:"),
          QStringLiteral("userIdLpuEdit"));
    FormField *snils = addLine(QStringLiteral("snils"), tr("SNILS:"), QStringLiteral("snilsEdit"));
    static_cast<QLineEdit *>(snils->editor())->setPlaceholderText(QStringLiteral("123-456-789 01"));
    row(snils);
    return page;
}

void EnvironmentForm::load(const EnvironmentDraft &draft)
{
    m_loaded = draft;
    const Environment &env = draft.environment;
    const bool sandbox = env.kind == EnvironmentKind::Sandbox;
    m_session->setJson({}); // quiet: what the person left or tried belongs to the environment shown before
    for (Service s : allServices())
        setText(urlFieldKey(s), draft.urlTexts.value(s));
    m_sandboxNote->setVisible(sandbox);
    setText(QStringLiteral("schemeWord"), env.schemeWord);
    setText(QStringLiteral("caFile"), env.caFile);
    setText(QStringLiteral("linkHosts"), env.linkHosts.join(QStringLiteral(", ")));
    setText(QStringLiteral("clinicDatabase"), sandbox ? QString() : env.clinicDatabase);
    static_cast<QLineEdit *>(m_session->field(QStringLiteral("clinicDatabase"))->editor())
        ->setPlaceholderText(sandbox ? tr("This workstation's own journal only")
                                     : tr("Empty: this workstation's own journal"));
    updateCaDetails();
    setText(QStringLiteral("organizationId"), env.organizationId);
    setText(QStringLiteral("misOid"), env.misOid);
    setText(QStringLiteral("practitioner.familyName"), env.practitioner.familyName);
    setText(QStringLiteral("practitioner.givenName"), env.practitioner.givenName);
    setText(QStringLiteral("practitioner.middleName"), env.practitioner.middleName);
    setText(QStringLiteral("practitioner.userIdLpu"), env.practitioner.userIdLpu);
    // Shown as printed on the card; kept as typed when it does not check out, so it can be corrected.
    const QString snils = env.practitioner.snils;
    setText(QStringLiteral("snils"), isValidSnils(snils) ? formatSnils(snilsDigits(snils)) : snils);
    m_session->field(QStringLiteral("timeoutSeconds"))->setValue(env.timeoutSeconds);
    m_session->field(QStringLiteral("qesZspd"))->setValue(env.qesZspd);
    m_tokens->load(draft.tokens, draft.editedTokens, sandbox);
    m_limits->load(env.limitOverrides);
    m_limits->setStatusPauseScope(env.statusPauseScope);
    m_session->applyEnabled();
    m_session->refresh();
}

EnvironmentDraft EnvironmentForm::draft() const
{
    EnvironmentDraft d = m_loaded;
    Environment &env = d.environment;
    for (Service s : allServices())
        d.urlTexts[s] = text(urlFieldKey(s));
    env.schemeWord = text(QStringLiteral("schemeWord"));
    env.caFile = text(QStringLiteral("caFile"));
    env.linkHosts = parseLinkHosts(text(QStringLiteral("linkHosts")));
    env.clinicDatabase = text(QStringLiteral("clinicDatabase")).trimmed();
    env.organizationId = text(QStringLiteral("organizationId"));
    env.misOid = text(QStringLiteral("misOid"));
    env.practitioner.familyName = text(QStringLiteral("practitioner.familyName"));
    env.practitioner.givenName = text(QStringLiteral("practitioner.givenName"));
    env.practitioner.middleName = text(QStringLiteral("practitioner.middleName"));
    env.practitioner.userIdLpu = text(QStringLiteral("practitioner.userIdLpu"));
    env.practitioner.snils = text(QStringLiteral("snils"));
    env.timeoutSeconds = m_session->field(QStringLiteral("timeoutSeconds"))->value().toInt();
    env.qesZspd = m_session->field(QStringLiteral("qesZspd"))->value().toBool();
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
    const QString path = text(QStringLiteral("caFile")).trimmed();
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
        // As if typed (changed() follows); a problem with the file shows when it is left or saved.
        m_session->fillAsTyped({{QStringLiteral("caFile"), file}});
        updateCaDetails();
    });
    dialog->open();
}

void EnvironmentForm::updatePlainHttpWarning()
{
    QStringList lines;
    for (Service s : allServices()) {
        if (!m_session->field(urlFieldKey(s)) || !m_plainHttpWarning)
            return; // still being built
        const QString warning =
            AddressPolicy::warning(QUrl(text(urlFieldKey(s)).trimmed(), QUrl::StrictMode), m_loaded.environment.kind);
        if (!warning.isEmpty())
            lines << serviceDisplayName(s) + QStringLiteral(": ") + warning;
    }
    m_plainHttpWarning->setText(lines.join(u'\n'));
    m_plainHttpWarning->setVisible(!lines.isEmpty());
}

bool EnvironmentForm::showProblems(const FieldProblems &problems)
{
    if (problems.isEmpty()) {
        m_session->forgetAttempts();
        return true;
    }
    // The problems are validate()'s, the session's rules: all of them show from now on, and the
    // first field at fault, in the order of the tabs, gets the focus on its tab.
    m_session->attempt();
    const FieldIssues issues = m_session->issues();
    for (const FormField *f : m_session->fields()) {
        if (!hasErrors(issuesFor(issues, f->id())))
            continue;
        for (int tab = 0; tab < m_tabs->count(); ++tab) {
            if (m_tabs->widget(tab)->isAncestorOf(f->editor()))
                m_tabs->setCurrentIndex(tab);
        }
        f->editor()->setFocus(Qt::OtherFocusReason);
        break;
    }
    return false;
}

} // namespace cliniclink
