// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The raw exchange of one request, as the request log recorded it (already redacted): a summary
// line, then the request and response bodies, JSON indented. Used by the request log and by any
// page that wants to show "what exactly was sent" beside a result.

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace cliniclink {

struct RequestLogEntry;

class ExchangeView : public QWidget {
    Q_OBJECT
public:
    explicit ExchangeView(QWidget *parent = nullptr);

    void setEntry(const RequestLogEntry &entry);
    void clear();

    // The whole exchange as text, as the Copy button puts it on the clipboard.
    QString plainText() const;
    // JSON indented; other text as it is; binary data as a byte count.
    static QString prettyBody(const QByteArray &body);

    QPlainTextEdit *requestEdit() const { return m_request; }
    QPlainTextEdit *responseEdit() const { return m_response; }
    QPushButton *copyButton() const { return m_copy; }

private:
    QLabel *m_summary;
    QPlainTextEdit *m_request;
    QPlainTextEdit *m_response;
    QPushButton *m_copy;
};

} // namespace cliniclink
