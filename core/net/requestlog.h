// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the workstation sent and what came back, for the person who needs to see it ("raw
// exchange") and for support. Entries are already redacted when they arrive here: the transport
// never hands over a token, and masks personal data unless the local diagnostic mode is on.
// A table model in core (QAbstractItemModel is QtCore) so any view can show it.

#include "core/common/service.h"

#include <QAbstractTableModel>
#include <QDateTime>

#include <deque>

namespace cliniclink {

struct RequestLogEntry {
    QDateTime startedAt; // UTC
    QString environmentId;
    Service service{};
    QByteArray method;
    QString path; // path and query, redacted, without the host
    int httpStatus = 0; // 0: no HTTP answer (transport failure)
    qint64 durationMs = 0;
    QString serviceCode; // the service's error code, when it gave one
    QString errorText; // ApiError::headline(), or empty
    QByteArray requestBody; // redacted
    QByteArray responseBody; // redacted
    int attempt = 1;
    bool diagnostic = false; // bodies were kept unmasked (diagnostic mode)
};

class RequestLog : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        ServiceColumn,
        MethodColumn,
        PathColumn,
        StatusColumn,
        DurationColumn,
        CodeColumn,
        ColumnCount
    };
    enum Role { EntryIndexRole = Qt::UserRole + 1, SearchTextRole, FailedRole };

    explicit RequestLog(int capacity = 2000, QObject *parent = nullptr);

    void append(RequestLogEntry entry);
    const RequestLogEntry &entry(int row) const { return m_entries.at(size_t(row)); }
    int size() const { return int(m_entries.size()); }
    void clear();

    // Local diagnostic mode: bodies are logged unmasked (never the token). Off by default and
    // never saved, so it cannot stay on by accident.
    bool diagnosticMode() const { return m_diagnosticMode; }
    void setDiagnosticMode(bool on);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void appended(const cliniclink::RequestLogEntry &entry);
    void diagnosticModeChanged(bool on);

private:
    int m_capacity;
    std::deque<RequestLogEntry> m_entries;
    bool m_diagnosticMode = false;
};

} // namespace cliniclink
