// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requesthistory.h"

#include "core/common/clock.h"
#include "core/net/requestlog.h"
#include "core/net/transport.h"
#include "core/storage/journal.h"

#include <QTimer>

#include <utility>

namespace cliniclink {

RequestHistory::RequestHistory(Clock &clock, Journal &journal, RequestLog &requestLog, Transport &transport,
                               QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , m_journal(journal)
    , m_transport(transport)
    , m_write(new QTimer(this))
{
    m_write->setSingleShot(true);
    m_write->setInterval(kWriteAfterMs);
    connect(m_write, &QTimer::timeout, this, &RequestHistory::writePending);
    // The request log in the journal keeps what support may need after a restart; never the
    // unmasked bodies of diagnostic mode, and never bodies at all (the journal row has none).
    connect(&requestLog, &RequestLog::appended, this, [this](const RequestLogEntry &e) {
        if (!m_journal.isOpen())
            return;
        if (!m_write->isActive())
            m_write->start();
        RequestLogRow row;
        row.time = e.startedAt;
        row.environmentId = e.environmentId;
        row.service = serviceKey(e.service);
        row.method = QString::fromLatin1(e.method);
        row.path = e.path;
        if (e.httpStatus > 0)
            row.httpStatus = e.httpStatus;
        row.durationMs = e.durationMs;
        row.serviceCode = e.serviceCode;
        row.error = e.errorText;
        m_pending.append(row);
    });
    // Cleared by the person: what was not written yet goes too.
    connect(&requestLog, &QAbstractItemModel::modelReset, this, [this] { m_pending.clear(); });
}

void RequestHistory::writePending()
{
    m_write->stop();
    if (m_pending.isEmpty() || !m_journal.isOpen())
        return;
    QList<RequestLogRow> rows = std::exchange(m_pending, {});
    m_journal.appendRequestLog(rows); // a failure is the journal's to say (Journal::failed)
}

void RequestHistory::primeLimiter(const QString &environmentId)
{
    if (m_primed || !m_journal.isOpen())
        return;
    m_primed = true;
    writePending();
    const QDateTime since = m_clock.now().addSecs(-61);
    const auto recent = m_journal.requestLog(2000, environmentId);
    if (!recent)
        return;
    for (auto it = recent->crbegin(); it != recent->crend(); ++it) {
        Service service;
        const QDateTime answered = it->time.addMSecs(it->durationMs);
        if (answered >= since && serviceFromKey(it->service, &service))
            m_transport.limiter().recordEarlier(service, answered);
    }
}

} // namespace cliniclink
