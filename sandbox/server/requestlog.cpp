// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "requestlog.h"

#include <QJsonObject>

namespace cliniclink::sandbox {

qint64 RequestLog::append(RequestLogEntry entry)
{
    entry.sequence = ++m_sequence;
    m_entries.push_back(std::move(entry));
    while (m_entries.size() > size_t(m_capacity))
        m_entries.pop_front();
    return m_sequence;
}

QJsonArray RequestLog::toJson(int limit, qint64 since) const
{
    QJsonArray out;
    size_t first = 0;
    if (limit > 0 && m_entries.size() > size_t(limit))
        first = m_entries.size() - size_t(limit);
    for (size_t i = first; i < m_entries.size(); ++i) {
        const RequestLogEntry &e = m_entries[i];
        if (e.sequence <= since)
            continue;
        QJsonObject o{{QStringLiteral("seq"), e.sequence},
                      {QStringLiteral("time"), e.time.toString(Qt::ISODateWithMs)},
                      {QStringLiteral("method"), QString::fromLatin1(e.method)},
                      {QStringLiteral("path"), e.path},
                      {QStringLiteral("status"), e.status}};
        if (!e.fault.isEmpty())
            o.insert(QStringLiteral("fault"), e.fault);
        out.append(o);
    }
    return out;
}

} // namespace cliniclink::sandbox
