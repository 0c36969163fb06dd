// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentbanner.h"

#include "core/settings/addresspolicy.h"
#include "core/settings/environmentstore.h"
#include "ui/common/wrappedlabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

#include <cmath>

namespace cliniclink {

EnvironmentBanner::EnvironmentBanner(EnvironmentStore &store, QWidget *parent)
    : QFrame(parent)
    , m_store(store)
    , m_name(new QLabel(this))
    , m_warning(new WrappedLabel(this))
    , m_combo(new QComboBox(this))
{
    setObjectName(QStringLiteral("environmentBanner"));
    setAutoFillBackground(true);
    setFrameShape(QFrame::NoFrame);
    m_name->setObjectName(QStringLiteral("environmentNameLabel"));
    m_warning->setObjectName(QStringLiteral("environmentWarningLabel"));
    m_combo->setObjectName(QStringLiteral("environmentCombo"));
    m_combo->setAccessibleName(tr("Switch environment"));
    m_combo->setToolTip(tr("Every request goes to the environment chosen here."));
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    QFont big = m_name->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    m_name->setFont(big);
    m_warning->setFont(big);
    auto *separator = new QLabel(QStringLiteral("—"), this);
    separator->setObjectName(QStringLiteral("environmentSeparatorLabel"));
    separator->setFont(big);

    auto *switchLabel = new QLabel(tr("&Switch to:"), this);
    switchLabel->setBuddy(m_combo);
    switchLabel->setObjectName(QStringLiteral("environmentSwitchLabel"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addWidget(m_name);
    layout->addWidget(separator);
    // The warning wraps rather than widen the window (the plain-http one names every service), and
    // takes the room there is, so it wraps only when the window is narrow.
    m_warning->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    layout->addWidget(m_warning, 1);
    layout->addStretch(0);
    layout->addWidget(switchLabel);
    layout->addWidget(m_combo);

    connect(&m_store, &EnvironmentStore::currentChanged, this, &EnvironmentBanner::refresh);
    connect(&m_store, &EnvironmentStore::environmentsChanged, this, &EnvironmentBanner::refresh);
    connect(m_combo, &QComboBox::activated, this, [this](int index) { switchTo(m_combo->itemData(index).toString()); });
    refresh();
}

QColor EnvironmentBanner::readableTextColor(const QColor &background)
{
    const auto channel = [](qreal c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const qreal luminance = 0.2126 * channel(background.redF()) + 0.7152 * channel(background.greenF())
        + 0.0722 * channel(background.blueF());
    // Contrast against white (1.05 / (L + 0.05)) versus against black ((L + 0.05) / 0.05).
    return (1.05 / (luminance + 0.05)) >= ((luminance + 0.05) / 0.05) ? QColor(Qt::white) : QColor(Qt::black);
}

void EnvironmentBanner::refresh()
{
    const Environment env = m_store.current();
    m_background = QColor::fromString(environmentColorName(env.kind));
    m_foreground = readableTextColor(m_background);

    QPalette pal = palette();
    pal.setColor(QPalette::Window, m_background);
    pal.setColor(QPalette::WindowText, m_foreground);
    setPalette(pal);
    // Style sheets of the application must not make the banner's text unreadable.
    const QString textStyle = QStringLiteral("QLabel { color: %1; }").arg(m_foreground.name());
    m_name->setStyleSheet(textStyle);
    m_warning->setStyleSheet(textStyle);
    auto *separator = findChild<QLabel *>(QStringLiteral("environmentSeparatorLabel"));
    separator->setStyleSheet(textStyle);
    findChild<QLabel *>(QStringLiteral("environmentSwitchLabel"))->setStyleSheet(textStyle);

    m_name->setText(tr("Environment: %1").arg(environmentDisplayName(env)));
    switch (env.kind) {
    case EnvironmentKind::Production:
        // The name beside it already says Production: the warning says what that means.
        m_warning->setText(tr("REAL PATIENTS: every request is for real"));
        break;
    case EnvironmentKind::Test:
        m_warning->setText(tr("test platform, no real patients"));
        break;
    case EnvironmentKind::Sandbox:
        m_warning->setText(tr("built-in sandbox, made-up data"));
        break;
    case EnvironmentKind::Custom:
        m_warning->setText({});
        break;
    }
    // A token in clear must be seen every time, not only in the settings.
    if (const QString plain = AddressPolicy::environmentWarning(env); !plain.isEmpty())
        m_warning->setText(m_warning->text().isEmpty() ? plain : m_warning->text() + QStringLiteral(" · ") + plain);
    m_warning->setVisible(!m_warning->text().isEmpty());
    separator->setVisible(m_warning->isVisibleTo(this));
    // Production shouts; the others only say what they are.
    QFont warningFont = m_name->font();
    warningFont.setBold(env.isProduction());
    m_warning->setFont(warningFont);
    setAccessibleName(text());
    rebuildCombo();
}

void EnvironmentBanner::rebuildCombo()
{
    const QSignalBlocker block(m_combo);
    m_combo->clear();
    const QString current = m_store.currentId();
    for (const Environment &env : m_store.environments()) {
        m_combo->addItem(environmentDisplayName(env), env.id);
        if (env.id == current)
            m_combo->setCurrentIndex(m_combo->count() - 1);
    }
}

void EnvironmentBanner::switchTo(const QString &id)
{
    const std::optional<Environment> target = m_store.environment(id);
    if (!target || id == m_store.currentId())
        return;
    const bool restart = m_journalDiffers && m_journalDiffers(*target);
    if (!target->isProduction() && !restart) {
        m_store.setCurrent(id);
        return;
    }
    // Production is asked for, never slipped into, and a restart never comes unasked: the combo
    // goes back until the person confirms.
    rebuildCombo();
    if (m_confirmation)
        m_confirmation->close();
    const QString name = environmentDisplayName(*target);
    QStringList text;
    if (target->isProduction())
        text << tr("Requests will go to the production platform and concern real patients.");
    if (restart)
        text << tr("%1 keeps its work in another journal than the one open now (the clinic database, or this "
                   "workstation's own). ClinicLink opens its journal as it starts, so it closes and starts again in "
                   "%1.")
                    .arg(name);
    text << (restart ? tr("Restart in %1?").arg(name) : tr("Switch to Production?"));
    const QString action = restart ? tr("Restart in %1").arg(name) : tr("Switch to Production");
    auto *box = new QMessageBox(QMessageBox::Warning, action, text.join(u' '), QMessageBox::NoButton, this);
    box->setObjectName(restart ? QStringLiteral("restartConfirmation") : QStringLiteral("productionConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *yes = box->addButton(action, QMessageBox::AcceptRole);
    yes->setObjectName(restart ? QStringLiteral("confirmRestartButton") : QStringLiteral("confirmProductionButton"));
    box->setDefaultButton(box->addButton(QMessageBox::Cancel));
    m_confirmation = box;
    connect(box, &QMessageBox::finished, this, [this, box, yes, id, restart] {
        if (m_confirmation == box)
            m_confirmation = nullptr;
        if (box->clickedButton() != yes)
            return;
        if (restart)
            Q_EMIT restartRequested(id);
        else
            m_store.setCurrent(id);
    });
    box->open();
}

QString EnvironmentBanner::text() const
{
    return m_warning->text().isEmpty() ? m_name->text() : m_name->text() % QStringLiteral(" — ") % m_warning->text();
}

QColor EnvironmentBanner::backgroundColor() const
{
    return m_background;
}

QColor EnvironmentBanner::textColor() const
{
    return m_foreground;
}

} // namespace cliniclink
