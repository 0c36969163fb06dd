#include "sandboxconsole.h"

#include "ui/common/icons.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPushButton>
#include <QTableWidget>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace cliniclink {

namespace {
enum Column { TimeColumn, KindColumn, RecipientColumn, ChannelColumn, AddressColumn, CodeColumn, LinkColumn, ColumnCount };
constexpr int kReferenceRole = Qt::UserRole + 1;
constexpr int kRecipientRole = Qt::UserRole + 2;
} // namespace

SandboxConsole::SandboxConsole(Session &session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_sign(new QPushButton(tr("Sign as the patient"), this))
    , m_decline(new QPushButton(tr("Decline as the patient"), this))
    , m_result(new QLabel(this))
{
    setObjectName(QStringLiteral("sandboxConsole"));
    auto *intro = new QLabel(tr("What the sandbox delivered to patients. Sign or decline here as the patient would on "
                                "the link; the dispatch list shows the change at its next status check."),
                             this);
    intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("outboxTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Time"), tr("Kind"), tr("Patient id"), tr("Channel"), tr("Phone"), tr("Code"), tr("Link")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sign->setObjectName(QStringLiteral("consoleSignButton"));
    m_decline->setObjectName(QStringLiteral("consoleDeclineButton"));
    m_result->setObjectName(QStringLiteral("consoleResultLabel"));
    m_result->setWordWrap(true);
    auto *refreshButton = new QPushButton(icon(IconId::Refresh), tr("Refresh"), this);
    refreshButton->setObjectName(QStringLiteral("consoleRefreshButton"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(refreshButton);
    buttons->addStretch();
    buttons->addWidget(m_sign);
    buttons->addWidget(m_decline);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(buttons);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_result);

    connect(refreshButton, &QPushButton::clicked, this, &SandboxConsole::refresh);
    connect(m_sign, &QPushButton::clicked, this, [this] { actOnSelected(true); });
    connect(m_decline, &QPushButton::clicked, this, [this] { actOnSelected(false); });
    const auto enable = [this] {
        const bool selected = m_table->currentRow() >= 0;
        m_sign->setEnabled(selected);
        m_decline->setEnabled(selected);
    };
    connect(m_table, &QTableWidget::itemSelectionChanged, this, enable);
    enable();
}

void SandboxConsole::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

QUrl SandboxConsole::adminUrl(const QString &path) const
{
    return m_session.environments().sandboxRoot().resolved(QUrl(path));
}

void SandboxConsole::refresh()
{
    QNetworkReply *reply = m_session.network().get(QNetworkRequest(adminUrl(QStringLiteral("/sandbox/signing/outbox"))));
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (reply->error() != QNetworkReply::NoError) {
            m_result->setText(tr("The sandbox did not answer: %1").arg(reply->errorString()));
            Q_EMIT refreshed();
            return;
        }
        m_entries = QJsonDocument::fromJson(reply->readAll()).object().value(u"entries").toArray();
        m_table->setRowCount(0);
        // Newest first: the entry just sent is at the top.
        for (qsizetype i = m_entries.size() - 1; i >= 0; --i) {
            const QJsonObject e = m_entries.at(i).toObject();
            const int row = m_table->rowCount();
            m_table->insertRow(row);
            const QDateTime time = QDateTime::fromString(e.value(u"time").toString(), Qt::ISODateWithMs);
            const QStringList cells{time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat)
                                                   : e.value(u"time").toString(),
                                    e.value(u"kind").toString(), e.value(u"recipient").toString(),
                                    e.value(u"channel").toString(), e.value(u"address").toString(),
                                    e.value(u"code").toString(), e.value(u"link").toString()};
            for (int c = 0; c < ColumnCount; ++c) {
                auto *item = new QTableWidgetItem(cells.at(c));
                item->setData(kReferenceRole, e.value(u"reference").toString());
                item->setData(kRecipientRole, e.value(u"recipient").toString());
                m_table->setItem(row, c, item);
            }
        }
        m_table->resizeColumnsToContents();
        Q_EMIT refreshed();
    });
}

void SandboxConsole::actOnSelected(bool sign)
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    const QTableWidgetItem *item = m_table->item(row, 0);
    actAsPatient(item->data(kReferenceRole).toString(), item->data(kRecipientRole).toString(), sign);
}

void SandboxConsole::actAsPatient(const QString &trackingId, const QString &idPatientMis, bool sign)
{
    QNetworkRequest request(adminUrl(QStringLiteral("/sandbox/signing/dispatches/%1/%2")
                                         .arg(trackingId, sign ? QStringLiteral("sign") : QStringLiteral("decline"))));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QJsonObject body;
    if (!idPatientMis.isEmpty())
        body.insert(QStringLiteral("idPatientMis"), idPatientMis);
    QNetworkReply *reply = m_session.network().post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    connect(reply, &QNetworkReply::finished, this, [this, reply, sign] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        QString message;
        const bool ok = status >= 200 && status < 300;
        if (ok)
            message = sign ? tr("Signed as the patient.") : tr("Declined as the patient.");
        else if (status == 409)
            message = tr("Nothing to do: this patient has already decided, or the dispatch is closed.");
        else
            message = tr("The sandbox refused: %1").arg(reply->errorString());
        m_result->setText(message);
        Q_EMIT acted(ok, message);
    });
}

} // namespace cliniclink
