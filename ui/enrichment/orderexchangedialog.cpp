// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "orderexchangedialog.h"

#include "core/net/requestlog.h"
#include "ui/common/exchangeview.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

QList<RequestLogEntry> OrderExchangeDialog::entriesFor(const RequestLog &log, const QString &orderId)
{
    QList<RequestLogEntry> out;
    if (orderId.isEmpty())
        return out;
    const QByteArray idBytes = orderId.toUtf8();
    for (int i = 0; i < log.size(); ++i) {
        const RequestLogEntry &e = log.entry(i);
        if (e.path.contains(orderId) || (e.method == "POST" && e.responseBody.contains(idBytes)))
            out << e;
    }
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.startedAt < b.startedAt; });
    return out;
}

OrderExchangeDialog::OrderExchangeDialog(const RequestLog &log, const QString &orderId, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
    , m_view(new ExchangeView(this))
    , m_entries(entriesFor(log, orderId))
{
    setWindowTitle(tr("Exchange of order %1").arg(orderId));
    setAttribute(Qt::WA_DeleteOnClose);
    m_list->setObjectName(QStringLiteral("exchangeEntryList"));

    for (const RequestLogEntry &e : m_entries) {
        const QString status = e.httpStatus > 0 ? QString::number(e.httpStatus) : tr("no answer");
        m_list->addItem(QStringLiteral("%1  %2 %3  →  %4")
                            .arg(QLocale().toString(e.startedAt.toLocalTime().time(), QStringLiteral("HH:mm:ss")),
                                 QString::fromLatin1(e.method), e.path, status));
    }
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 3);

    auto *note = new QLabel(m_entries.isEmpty()
                                ? tr("The request log of this session has no exchange of this order (the log starts "
                                     "empty when the workstation starts).")
                                : tr("Personal data is masked unless the diagnostic mode was on."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_entries.size())
            m_view->setEntry(m_entries.at(row));
        else
            m_view->clear();
    });
    if (!m_entries.isEmpty())
        m_list->setCurrentRow(int(m_entries.size()) - 1); // the latest answer is the one people ask about
    resize(760, 560);
}

} // namespace cliniclink
