#include "environmentform.h"

#include "ui/common/validatedfield.h"
#include "limitseditor.h"
#include "tokenseditor.h"
#include "core/net/serviceprofiles.h"
#include "core/validation/snils.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
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
    m_tabs->addTab(buildAddressesTab(), tr("&Addresses"));
    m_tabs->addTab(buildOrganizationTab(), tr("&Organization"));
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
        connect(edit, &QLineEdit::editingFinished, field, [field, edit, check] { field->setError(check(edit->text())); });
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
    for (Service s : kAllServices) {
        ValidatedField *field = addField(urlFieldKey(s), QStringLiteral("baseUrlEdit_") + serviceKey(s), &checkBaseUrl);
        field->lineEdit()->setPlaceholderText(tr("https://… (%1 in the contract); empty: not used").arg(serviceProfile(s).addressName));
        field->lineEdit()->setAccessibleName(tr("Address of %1").arg(serviceDisplayName(s)));
        form->addRow(serviceDisplayName(s) + u':', field);
        m_tabOfField.insert(urlFieldKey(s), AddressesTab);
    }
    ValidatedField *scheme = addField(QStringLiteral("schemeWord"), QStringLiteral("schemeWordEdit"), &checkSchemeWord);
    scheme->lineEdit()->setToolTip(tr("The word before the token in the Authorization header of enrichment, prescription and laboratory requests (N3 on the regional platform)."));
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

    ValidatedField *org = addField(QStringLiteral("organizationId"), QStringLiteral("organizationIdEdit"), &checkOrganizationId);
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
    for (Service s : kAllServices) {
        QLineEdit *edit = lineEdit(urlFieldKey(s));
        edit->setText(draft.urlTexts.value(s));
        edit->setReadOnly(sandbox);
    }
    m_sandboxNote->setVisible(sandbox);
    lineEdit(QStringLiteral("schemeWord"))->setText(env.schemeWord);
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
    showProblems({});
}

EnvironmentDraft EnvironmentForm::draft() const
{
    EnvironmentDraft d = m_loaded;
    Environment &env = d.environment;
    for (Service s : kAllServices)
        d.urlTexts[s] = lineEdit(urlFieldKey(s))->text();
    env.schemeWord = lineEdit(QStringLiteral("schemeWord"))->text();
    env.organizationId = lineEdit(QStringLiteral("organizationId"))->text();
    env.misOid = lineEdit(QStringLiteral("misOid"))->text();
    env.practitioner.familyName = m_familyName->text();
    env.practitioner.givenName = m_givenName->text();
    env.practitioner.middleName = m_middleName->text();
    env.practitioner.userIdLpu = m_userIdLpu->text();
    env.practitioner.snils = lineEdit(QStringLiteral("snils"))->text();
    env.timeoutSeconds = m_timeout->value();
    env.limitOverrides = m_limits->overrides();
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
