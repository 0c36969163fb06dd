// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requestlogview.h"

#include "core/net/requestlog.h"
#include "ui/common/exchangeview.h"
#include "ui/common/icons.h"
#include "ui/common/recordtable.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
// Tints failed exchanges so they stand out in a long list; the text colour stays the palette's.
class RequestLogFilterModel final : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::BackgroundRole && index.data(RequestLog::FailedRole).toBool())
            return QColor(0xfd, 0xe2, 0xe2);
        if (role == Qt::ForegroundRole && index.data(RequestLog::FailedRole).toBool())
            return QColor(0x7f, 0x1d, 0x1d);
        return QSortFilterProxyModel::data(index, role);
    }
};
} // namespace

RequestLogView::RequestLogView(RequestLog &log, QWidget *parent)
    : QWidget(parent)
    , m_log(log)
    , m_search(new QLineEdit(this))
    , m_diagnostic(new QCheckBox(tr("&Diagnostic mode (unmasked, this session only)"), this))
    , m_diagnosticWarning(new QLabel(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_filter(new RequestLogFilterModel(this))
    , m_exchange(new ExchangeView(this))
{
    setObjectName(QStringLiteral("requestLogView"));
    m_search->setObjectName(QStringLiteral("requestLogSearch"));
    m_search->setPlaceholderText(tr("Search path, status, code, error… (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(icon(IconId::Search), QLineEdit::LeadingPosition);
    m_search->setAccessibleName(tr("Search the request log"));
    m_diagnostic->setObjectName(QStringLiteral("diagnosticModeCheck"));
    m_diagnostic->setToolTip(tr("Records names, SNILS and other personal data unmasked from now on, to help find a "
                                "fault. Tokens are never recorded. Turns itself off when the application closes."));
    m_diagnosticWarning->setObjectName(QStringLiteral("diagnosticWarningLabel"));
    m_diagnosticWarning->setWordWrap(true);
    m_diagnosticWarning->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #5c3c00; padding: 6px; }"));
    m_diagnosticWarning->setText(tr("Diagnostic mode is on: personal data in new requests is recorded unmasked. Do "
                                    "not share this log outside the clinic, and turn the mode off when done."));
    m_count->setObjectName(QStringLiteral("requestLogCount"));

    m_filter->setSourceModel(&log);
    m_filter->setFilterRole(RequestLog::SearchTextRole);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(0);

    m_table->setObjectName(QStringLiteral("requestLogTable"));
    m_table->setModel(m_filter);
    setUpRecordTable(m_table);
    m_table->setAlternatingRowColors(false);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(RequestLog::PathColumn, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Requests"));

    auto *clear = new QPushButton(tr("C&lear"), this);
    clear->setObjectName(QStringLiteral("clearRequestLogButton"));
    clear->setToolTip(tr("Empties the list shown here; the journal keeps its own record."));

    auto *top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_count);
    top->addWidget(m_diagnostic);
    top->addWidget(clear);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("requestLogSplitter")); // its position is remembered by name
    splitter->addWidget(m_table);
    splitter->addWidget(m_exchange);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_diagnosticWarning);
    layout->addWidget(splitter, 1);

    auto *find =
        new QShortcut(QKeySequence::Find, this, this, &RequestLogView::focusSearch, Qt::WidgetWithChildrenShortcut);
    Q_UNUSED(find);

    const auto updateCount = [this] {
        m_count->setText(m_filter->rowCount() == m_log.rowCount()
                             ? tr("%n request(s)", nullptr, m_log.rowCount())
                             : tr("%1 of %2").arg(m_filter->rowCount()).arg(m_log.rowCount()));
    };
    connect(m_search, &QLineEdit::textChanged, m_filter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, updateCount);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, updateCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, updateCount);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RequestLogView::showSelected);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &RequestLogView::showSelected);
    connect(clear, &QPushButton::clicked, &log, &RequestLog::clear);
    connect(m_diagnostic, &QCheckBox::toggled, &log, &RequestLog::setDiagnosticMode);
    connect(&log, &RequestLog::diagnosticModeChanged, this, &RequestLogView::showDiagnostic);
    showDiagnostic(log.diagnosticMode());
    updateCount();
}

void RequestLogView::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void RequestLogView::showSelected()
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        m_exchange->clear();
        return;
    }
    const int row = current.data(RequestLog::EntryIndexRole).toInt();
    if (row < 0 || row >= m_log.size()) {
        m_exchange->clear();
        return;
    }
    m_exchange->setEntry(m_log.entry(row));
}

void RequestLogView::showDiagnostic(bool on)
{
    const QSignalBlocker block(m_diagnostic);
    m_diagnostic->setChecked(on);
    m_diagnosticWarning->setVisible(on);
}

} // namespace cliniclink
