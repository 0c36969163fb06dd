// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settingsdialog.h"

#include "connectioncheckpanel.h"
#include "core/net/connectioncheck.h"
#include "core/session/retention.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "environmentform.h"
#include "settingscontroller.h"
#include "ui/common/contentfit.h"
#include "ui/common/icons.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
const int kIdRole = Qt::UserRole + 1;

QIcon swatch(EnvironmentKind kind)
{
    QPixmap pm(16, 16);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor::fromString(environmentColorName(kind)));
    p.drawRoundedRect(QRectF(1, 1, 14, 14), 3, 3);
    QIcon icon(pm);
    icon.addPixmap(pm, QIcon::Selected); // the environment's colour, not tinted by the selection
    return icon;
}
} // namespace

SettingsDialog::SettingsDialog(Session &session, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_controller(new SettingsController(session, this))
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(icon(IconId::Add), tr("&New…"), this))
    , m_rename(new QPushButton(icon(IconId::Rename), tr("Rena&me…"), this))
    , m_remove(new QPushButton(icon(IconId::Remove), tr("Remo&ve"), this))
    , m_title(new QLabel(this))
    , m_form(new EnvironmentForm(this))
    , m_checkPanel(new ConnectionCheckPanel(this))
    , m_message(new QLabel(this))
    , m_retention(new QSpinBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_list->setObjectName(QStringLiteral("environmentList"));
    m_list->setAccessibleName(tr("Environments"));
    m_add->setObjectName(QStringLiteral("addEnvironmentButton"));
    m_rename->setObjectName(QStringLiteral("renameEnvironmentButton"));
    m_remove->setObjectName(QStringLiteral("removeEnvironmentButton"));
    m_message->setObjectName(QStringLiteral("settingsMessageLabel"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Environments:"), left));
    leftLayout->addWidget(m_list, 1);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_add);
    listButtons->addWidget(m_rename);
    listButtons->addWidget(m_remove);
    leftLayout->addLayout(listButtons);

    auto *checkBox = new QGroupBox(tr("Connection"), this);
    auto *checkLayout = new QVBoxLayout(checkBox);
    checkLayout->addWidget(m_checkPanel);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_title);
    rightLayout->addWidget(m_form, 1);
    rightLayout->addWidget(checkBox);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({220, 700});
    // Where the person left the list's edge, like the main window's splitters.
    splitter->setObjectName(QStringLiteral("settingsSplitter"));
    splitter->restoreState(session.environments().windowState(QStringLiteral("splitters/settingsSplitter")));

    // The journal's retention belongs to the workstation, not to one environment.
    m_retention->setObjectName(QStringLiteral("retentionSpin"));
    m_retention->setRange(0, 3650);
    m_retention->setSuffix(tr(" days"));
    m_retention->setSpecialValueText(tr("keep"));
    m_retention->setValue(session.retention().days());
    auto *retentionLabel = new QLabel(tr("Keep patients' data of finished items in the journal for:"), this);
    retentionLabel->setBuddy(m_retention);
    auto *retentionRow = new QHBoxLayout;
    retentionRow->addWidget(retentionLabel);
    retentionRow->addWidget(m_retention);
    retentionRow->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addLayout(retentionRow);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);
    resizeWithinScreen(this, {960, 720});

    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showEnvironment(item->data(kIdRole).toString());
    });
    connect(m_add, &QPushButton::clicked, this, &SettingsDialog::askNewEnvironment);
    connect(m_rename, &QPushButton::clicked, this, &SettingsDialog::askRename);
    connect(m_remove, &QPushButton::clicked, this, &SettingsDialog::askRemove);
    connect(m_checkPanel, &ConnectionCheckPanel::checkRequested, this, &SettingsDialog::runCheck);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_controller, &SettingsController::tokenLoaded, this,
            [this](const QString &id, Service s, const QString &token) {
                if (id == m_shownId)
                    m_form->setLoadedToken(s, token);
            });
    connect(m_controller, &SettingsController::keychainStatusChanged, m_form, &EnvironmentForm::setKeychainStatus);
    connect(m_controller, &SettingsController::tokensStored, this, [this] {
        showMessage(tr("Saved."), false); // "Saving the tokens…" is over
        Q_EMIT applied();
        if (m_closeWhenStored)
            QDialog::accept();
    });
    connect(m_controller, &SettingsController::applyFailed, this, [this](const QString &message) {
        m_closeWhenStored = false;
        showMessage(message, true);
        Q_EMIT applyFailed(message);
    });
    connect(m_form, &EnvironmentForm::changed, this, [this] { m_message->clear(); });

    load();
}

SettingsDialog::~SettingsDialog()
{
    // Kept once, as the dialog goes, not at every step of a drag.
    if (auto *splitter = findChild<QSplitter *>(QStringLiteral("settingsSplitter")))
        m_session.environments().setWindowState(QStringLiteral("splitters/settingsSplitter"), splitter->saveState());
}

void SettingsDialog::load()
{
    m_controller->load();
    m_form->setKeychainStatus(m_controller->keychainStatus());
    m_shownId.clear();
    rebuildList(m_session.environments().currentId());
    if (m_controller->isReadOnly())
        showMessage(tr("These settings were written by a newer version of the application: changes last until it "
                       "is closed."),
                    false);
}

void SettingsDialog::rebuildList(const QString &selectId)
{
    storeShownDraft();
    {
        const QSignalBlocker block(m_list);
        m_list->clear();
        for (const Environment &env : m_controller->environments()) {
            auto *item = new QListWidgetItem(swatch(env.kind), environmentDisplayName(env), m_list);
            item->setData(kIdRole, env.id);
            if (env.isProduction())
                item->setToolTip(tr("Production: real patients"));
        }
    }
    m_shownId.clear();
    selectEnvironment(selectId);
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void SettingsDialog::selectEnvironment(const QString &id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(kIdRole).toString() == id) {
            if (m_list->currentRow() == row && m_shownId != id)
                showEnvironment(id);
            m_list->setCurrentRow(row);
            return;
        }
    }
}

void SettingsDialog::storeShownDraft()
{
    if (!m_shownId.isEmpty())
        m_controller->setDraft(m_form->draft());
}

void SettingsDialog::showEnvironment(const QString &id)
{
    if (id == m_shownId)
        return;
    storeShownDraft();
    m_shownId = id;
    const EnvironmentDraft draft = m_controller->draft(id);
    m_form->load(draft);
    m_controller->loadTokens(id);
    m_checkPanel->reset();
    const Environment &env = draft.environment;
    m_title->setText(env.isProduction() ? tr("%1 — real patients").arg(environmentDisplayName(env))
                                        : environmentDisplayName(env));
    const bool builtIn = isBuiltInEnvironmentId(id);
    m_rename->setEnabled(!builtIn);
    m_remove->setEnabled(!builtIn);
    const QString why = tr("Built-in environments cannot be renamed or removed.");
    m_rename->setToolTip(builtIn ? why : QString());
    m_remove->setToolTip(builtIn ? why : QString());
}

void SettingsDialog::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(error ? QStringLiteral("QLabel { color: #c62828; }") : QString());
}

bool SettingsDialog::validate()
{
    storeShownDraft();
    const SettingsController::Validation v = m_controller->validate();
    if (v.isValid()) {
        m_form->showProblems({});
        return true;
    }
    selectEnvironment(v.environmentId);
    m_form->showProblems(v.problems);
    showMessage(tr("Some fields need correcting; they are marked in red."), true);
    return false;
}

bool SettingsDialog::apply()
{
    if (!validate())
        return false;
    if (!m_controller->apply())
        return false;
    if (m_retention->value() != m_session.retention().days())
        m_session.retention().setDays(m_retention->value());
    showMessage(m_controller->isStoringTokens() ? tr("Saving the tokens…") : tr("Saved."), false);
    // The shown draft's tokens are no longer "edited": they have been handed to the keychain.
    m_form->load(m_controller->draft(m_shownId));
    return true;
}

void SettingsDialog::accept()
{
    if (!apply())
        return;
    if (m_controller->isStoringTokens()) {
        m_closeWhenStored = true; // closes once the keychain has answered
        return;
    }
    QDialog::accept();
}

void SettingsDialog::askNewEnvironment()
{
    auto *ask = new QInputDialog(this);
    ask->setObjectName(QStringLiteral("newEnvironmentInput"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("New environment"));
    ask->setLabelText(tr("Name of the new environment:"));
    connect(ask, &QInputDialog::textValueSelected, this, [this](const QString &name) {
        QString problem;
        if (const auto id = m_controller->addEnvironment(name, &problem)) {
            rebuildList(*id);
            showMessage(tr("Environment \"%1\" added. Fill in its addresses and tokens.").arg(name.trimmed()), false);
        } else {
            showMessage(problem, true);
        }
    });
    ask->open();
}

void SettingsDialog::askRename()
{
    const QString id = m_shownId;
    auto *ask = new QInputDialog(this);
    ask->setObjectName(QStringLiteral("renameEnvironmentInput"));
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("Rename environment"));
    ask->setLabelText(tr("New name:"));
    ask->setTextValue(m_controller->draft(id).environment.displayName);
    connect(ask, &QInputDialog::textValueSelected, this, [this, id](const QString &name) {
        QString problem;
        if (m_controller->renameEnvironment(id, name, &problem))
            rebuildList(id);
        else
            showMessage(problem, true);
    });
    ask->open();
}

void SettingsDialog::askRemove()
{
    const QString id = m_shownId;
    if (isBuiltInEnvironmentId(id))
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Remove environment"),
                                tr("Remove \"%1\" with its settings and tokens?")
                                    .arg(environmentDisplayName(m_controller->draft(id).environment)),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("removeEnvironmentQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    connect(box, &QMessageBox::finished, this, [this, id](int result) {
        if (result != QMessageBox::Yes)
            return;
        m_shownId.clear(); // its draft goes with it
        if (m_controller->removeEnvironment(id))
            rebuildList(m_session.environments().currentId());
    });
    box->open();
}

void SettingsDialog::runCheck()
{
    storeShownDraft();
    // Checking an address that cannot be right would only report it less clearly than the form.
    if (!m_form->showProblems(cliniclink::validate(m_controller->draft(m_shownId))))
        return;
    ConnectionCheck *check = m_controller->createConnectionCheck(m_controller->draft(m_shownId));
    m_checkPanel->track(check);
    check->run();
}

} // namespace cliniclink
