// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "limitseditor.h"

#include "core/net/limittable.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
QString routeName(const QString &routeClass)
{
    if (routeClass == RouteClass::Any)
        return LimitsEditor::tr("all requests");
    if (routeClass == RouteClass::Status)
        return LimitsEditor::tr("status requests");
    if (routeClass == RouteClass::Upload)
        return LimitsEditor::tr("new dispatches for signing");
    if (routeClass == RouteClass::FullGet)
        return LimitsEditor::tr("dispatch downloads with the PDF");
    return routeClass;
}
} // namespace

LimitsEditor::LimitsEditor(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(this))
    , m_statusPause(new QComboBox(this))
{
    auto *intro = new QLabel(tr("Requests per minute the workstation allows itself. Leave an override at "
                                "\"contract\" unless the platform's operator gave you a different figure."),
                             this);
    intro->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("limitsTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Requests"), tr("Contract, per minute"), tr("Override, per minute")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    const LimitTable contract = LimitTable::contractDefaults();
    for (const LimitRule &rule : contract.rules()) {
        if (rule.perMinute <= 0 || m_keys.contains(rule.overrideKey()))
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_keys << rule.overrideKey();
        auto *what =
            new QTableWidgetItem(serviceDisplayName(rule.service) % QStringLiteral(": ") % routeName(rule.routeClass));
        what->setToolTip(rule.overrideKey());
        m_table->setItem(row, 0, what);
        auto *contract = new QTableWidgetItem(QString::number(rule.perMinute));
        contract->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(row, 1, contract);
        auto *spin = new QSpinBox(m_table);
        spin->setObjectName(QStringLiteral("limitOverride_") + rule.overrideKey());
        spin->setRange(0, 100000);
        spin->setSpecialValueText(tr("contract"));
        spin->setAccessibleName(tr("Override for %1").arg(what->text()));
        connect(spin, &QSpinBox::valueChanged, this, &LimitsEditor::changed);
        m_table->setCellWidget(row, 2, spin);
    }

    // The contract: "requests to paths ending in /{id} must be separated by a pause of 10 seconds".
    m_statusPause->setObjectName(QStringLiteral("statusPauseScope"));
    m_statusPause->addItem(tr("Between requests about the same order"), int(StatusPauseScope::PerOrder));
    m_statusPause->addItem(tr("Between any two requests, whatever the order"), int(StatusPauseScope::AcrossOrders));
    m_statusPause->setToolTip(tr("The enrichment service asks for a pause of 10 seconds between status requests. "
                                 "Choose \"whatever the order\" only if the platform's operator reads it so: "
                                 "results of many orders then arrive more slowly."));
    connect(m_statusPause, &QComboBox::currentIndexChanged, this, &LimitsEditor::changed);
    // The label above its choice, and the choice no wider than the page gives: the settings fit
    // 1024x768 (tst_fitscreen).
    m_statusPause->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_statusPause->setMinimumContentsLength(24);
    auto *pauseForm = new QFormLayout;
    pauseForm->setRowWrapPolicy(QFormLayout::WrapAllRows);
    pauseForm->addRow(tr("&Pause of 10 s between status requests of the enrichment service:"), m_statusPause);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(pauseForm);
}

void LimitsEditor::setStatusPauseScope(StatusPauseScope scope)
{
    const QSignalBlocker block(m_statusPause);
    m_statusPause->setCurrentIndex(std::max(0, m_statusPause->findData(int(scope))));
}

StatusPauseScope LimitsEditor::statusPauseScope() const
{
    return StatusPauseScope(m_statusPause->currentData().toInt());
}

void LimitsEditor::load(const QMap<QString, int> &overrides)
{
    for (int row = 0; row < m_keys.size(); ++row) {
        auto *spin = static_cast<QSpinBox *>(m_table->cellWidget(row, 2));
        const QSignalBlocker block(spin);
        spin->setValue(std::max(0, overrides.value(m_keys.at(row), 0)));
    }
}

QMap<QString, int> LimitsEditor::overrides() const
{
    QMap<QString, int> out;
    for (int row = 0; row < m_keys.size(); ++row) {
        const int value = static_cast<QSpinBox *>(m_table->cellWidget(row, 2))->value();
        if (value > 0)
            out.insert(m_keys.at(row), value);
    }
    return out;
}

bool LimitsEditor::setOverride(const QString &key, int perMinute)
{
    const int row = int(m_keys.indexOf(key));
    if (row < 0)
        return false;
    static_cast<QSpinBox *>(m_table->cellWidget(row, 2))->setValue(perMinute);
    return true;
}

} // namespace cliniclink
