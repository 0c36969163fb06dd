// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "exchangeview.h"

#include "core/net/requestlog.h"
#include "icons.h"

#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
QPlainTextEdit *bodyEdit(QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return edit;
}

QWidget *titled(const QString &title, QWidget *body, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(title, box);
    label->setBuddy(body);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    layout->addWidget(label);
    layout->addWidget(body, 1);
    return box;
}
} // namespace

ExchangeView::ExchangeView(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_request(bodyEdit(this))
    , m_response(bodyEdit(this))
    , m_copy(new QPushButton(icon(IconId::Copy), tr("&Copy exchange"), this))
{
    m_request->setObjectName(QStringLiteral("requestBodyEdit"));
    m_response->setObjectName(QStringLiteral("responseBodyEdit"));
    m_copy->setObjectName(QStringLiteral("copyExchangeButton"));
    m_summary->setObjectName(QStringLiteral("exchangeSummaryLabel"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_request->setAccessibleName(tr("Request body"));
    m_response->setAccessibleName(tr("Response body"));

    auto *bodies = new QSplitter(Qt::Horizontal, this);
    bodies->setObjectName(QStringLiteral("exchangeBodiesSplitter")); // remembered where a page shows it
    bodies->addWidget(titled(tr("Request"), m_request, bodies));
    bodies->addWidget(titled(tr("Response"), m_response, bodies));
    bodies->setChildrenCollapsible(false);

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_copy, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(bodies, 1);

    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(plainText()); });
    clear();
}

QString ExchangeView::prettyBody(const QByteArray &body)
{
    if (body.isEmpty())
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error == QJsonParseError::NoError && !doc.isNull())
        return QString::fromUtf8(doc.toJson(QJsonDocument::Indented)).trimmed();
    if (body.contains('\0'))
        return tr("(%n byte(s) of binary data)", nullptr, int(body.size()));
    return QString::fromUtf8(body);
}

void ExchangeView::setEntry(const RequestLogEntry &entry)
{
    const QLocale locale;
    const QString status = entry.httpStatus ? QString::number(entry.httpStatus) : tr("no answer");
    QString summary = tr("%1 %2 — %3, %4 ms, %5")
                          .arg(QString::fromLatin1(entry.method), entry.path, status)
                          .arg(entry.durationMs)
                          .arg(locale.toString(entry.startedAt.toLocalTime(), QLocale::ShortFormat));
    if (entry.attempt > 1)
        summary += u' ' + tr("(attempt %1)").arg(entry.attempt);
    if (!entry.errorText.isEmpty())
        summary += u'\n' + entry.errorText;
    if (entry.diagnostic)
        summary += u'\n' + tr("Recorded in diagnostic mode: personal data is not masked.");
    m_summary->setText(summary);

    const QString none = tr("(no body)");
    const QString request = prettyBody(entry.requestBody);
    const QString response = prettyBody(entry.responseBody);
    m_request->setPlainText(request.isEmpty() ? none : request);
    m_response->setPlainText(response.isEmpty() ? none : response);
    m_copy->setEnabled(true);
}

void ExchangeView::clear()
{
    m_summary->setText(tr("Select a request to see what was sent and what came back."));
    m_request->clear();
    m_response->clear();
    m_copy->setEnabled(false);
}

QString ExchangeView::plainText() const
{
    return m_summary->text() % QStringLiteral("\n\n") % tr("Request") % QStringLiteral(":\n") % m_request->toPlainText()
        % QStringLiteral("\n\n") % tr("Response") % QStringLiteral(":\n") % m_response->toPlainText() % u'\n';
}

} // namespace cliniclink
