// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the sandbox was asked and what it answered, for the admin API. Method, path, status and
// virtual time only: no bodies, headers or query strings, so no token or personal data is kept.

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>
#include <QString>

#include <deque>

namespace cliniclink::sandbox {

struct RequestLogEntry {
    qint64 sequence = 0;
    QDateTime time; // virtual time of arrival
    QByteArray method;
    QString path;
    int status = 0; // 0 when the connection was dropped
    QString fault; // kind of the injected fault, empty when none
};

class RequestLog {
public:
    explicit RequestLog(int capacity = 5000)
        : m_capacity(capacity)
    {
    }

    qint64 append(RequestLogEntry entry);
    // The last `limit` entries (all when limit <= 0), oldest first; only those after `since` when given.
    QJsonArray toJson(int limit = 0, qint64 since = 0) const;
    const std::deque<RequestLogEntry> &entries() const { return m_entries; }
    qint64 total() const { return m_sequence; }
    void clear() { m_entries.clear(); }

private:
    int m_capacity;
    qint64 m_sequence = 0;
    std::deque<RequestLogEntry> m_entries;
};

} // namespace cliniclink::sandbox
