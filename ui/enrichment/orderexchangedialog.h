// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The raw exchange behind one platform order: every request-log entry that names the order (the
// status reads carry its id in the path; the POST that created it returns the id in its answer),
// oldest first, and the selected one in an ExchangeView. Bodies are as the log keeps them:
// redacted unless the diagnostic mode was on. Not modal: the person can keep it beside the page.

#include "core/net/requestlog.h"

#include <QDialog>
#include <QList>

class QListWidget;

namespace cliniclink {

class ExchangeView;

class OrderExchangeDialog : public QDialog {
    Q_OBJECT
public:
    OrderExchangeDialog(const RequestLog &log, const QString &orderId, QWidget *parent = nullptr);

    // The entries of the log that belong to orderId, oldest first.
    static QList<RequestLogEntry> entriesFor(const RequestLog &log, const QString &orderId);

    QListWidget *entryList() const { return m_list; }
    ExchangeView *exchangeView() const { return m_view; }

private:
    QListWidget *m_list;
    ExchangeView *m_view;
    QList<RequestLogEntry> m_entries;
};

} // namespace cliniclink
