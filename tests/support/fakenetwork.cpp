// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "fakenetwork.h"

#include <QTimer>

namespace cliniclink::testing {

namespace {

class FakeReply final : public QNetworkReply {
public:
    FakeReply(const SeenRequest &seen, CannedReply canned, Clock *clock, QObject *parent)
        : QNetworkReply(parent)
        , m_canned(std::move(canned))
    {
        setRequest(seen.request);
        setUrl(seen.url);
        setOperation(QNetworkAccessManager::CustomOperation);
        setAttribute(QNetworkRequest::CustomVerbAttribute, seen.method);
        open(QIODevice::ReadOnly);
        if (m_canned.hang)
            return;
        if (m_canned.delayMs > 0) {
            ClockTimer *timer = clock->createTimer(this);
            connect(timer, &ClockTimer::timeout, this, &FakeReply::complete);
            timer->startAt(clock->now().addMSecs(m_canned.delayMs));
        } else {
            QTimer::singleShot(0, this, &FakeReply::complete);
        }
    }

    void abort() override
    {
        if (isFinished())
            return;
        m_data.clear();
        setError(OperationCanceledError, QStringLiteral("Operation canceled"));
        finishNow();
    }
    qint64 bytesAvailable() const override { return m_data.size() - m_offset + QIODevice::bytesAvailable(); }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        const qint64 n = std::min<qint64>(maxSize, m_data.size() - m_offset);
        if (n <= 0)
            return isFinished() ? -1 : 0;
        memcpy(data, m_data.constData() + m_offset, size_t(n));
        m_offset += n;
        return n;
    }

private:
    void complete()
    {
        if (isFinished())
            return;
        if (m_canned.status > 0) {
            setAttribute(QNetworkRequest::HttpStatusCodeAttribute, m_canned.status);
            setHeader(QNetworkRequest::ContentTypeHeader, m_canned.contentType);
            setHeader(QNetworkRequest::ContentLengthHeader, m_canned.body.size());
            for (const auto &[name, value] : m_canned.headers)
                setRawHeader(name, value);
            m_data = m_canned.body;
            if (m_canned.status >= 400)
                setError(m_canned.status == 404 ? ContentNotFoundError : UnknownContentError,
                         QStringLiteral("HTTP %1").arg(m_canned.status));
        } else {
            setError(m_canned.transportError, QStringLiteral("fake transport error"));
        }
        finishNow();
    }
    void finishNow()
    {
        setFinished(true);
        Q_EMIT readyRead();
        Q_EMIT finished();
    }

    CannedReply m_canned;
    QByteArray m_data;
    qint64 m_offset = 0;
};

} // namespace

FakeNetworkAccessManager::FakeNetworkAccessManager(Clock *clock, QObject *parent)
    : QNetworkAccessManager(parent)
    , m_clock(clock)
{
}

int FakeNetworkAccessManager::openReplies() const
{
    return int(std::count_if(m_replies.begin(), m_replies.end(),
                             [](const QPointer<QNetworkReply> &r) { return r && !r->isFinished(); }));
}

QNetworkReply *FakeNetworkAccessManager::createRequest(Operation op, const QNetworkRequest &request,
                                                       QIODevice *outgoingData)
{
    SeenRequest seen;
    switch (op) {
    case GetOperation:
        seen.method = "GET";
        break;
    case PostOperation:
        seen.method = "POST";
        break;
    case PutOperation:
        seen.method = "PUT";
        break;
    case DeleteOperation:
        seen.method = "DELETE";
        break;
    case HeadOperation:
        seen.method = "HEAD";
        break;
    default:
        seen.method = request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray();
        break;
    }
    seen.url = request.url();
    seen.request = request;
    if (outgoingData)
        seen.body = outgoingData->readAll();
    m_requests << seen;
    const CannedReply canned = m_handler ? m_handler(seen) : CannedReply::json(200, "{}");
    auto *reply = new FakeReply(seen, canned, m_clock, this);
    m_replies << reply;
    return reply;
}

} // namespace cliniclink::testing
