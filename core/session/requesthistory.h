// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The requests of earlier runs, kept in the journal: each request log entry is copied there
// (without bodies, so never the unmasked bodies of diagnostic mode), and at start the rate
// limiter is primed with the last minute's answers, because they still count at the service.
// Changes when what is kept of a request, or how a restart counts it, changes; the Session owns one.

#include "core/storage/journalrecords.h"

#include <QList>
#include <QObject>

class QTimer;

namespace cliniclink {

class Clock;
class Journal;
class RequestLog;
class Transport;

class RequestHistory : public QObject {
    Q_OBJECT
public:
    // None is owned; all must outlive the history.
    RequestHistory(Clock &clock, Journal &journal, RequestLog &requestLog, Transport &transport,
                   QObject *parent = nullptr);

    // The last minute's requests of an earlier run in the environment count in the limiter's
    // windows: a restart must not let another minute's worth go at once. Once, the first time
    // the journal is open: later the limiter has counted this run's requests itself.
    void primeLimiter(const QString &environmentId);
    // Writes the entries not yet in the journal. An entry waits up to kWriteAfterMs for the others
    // of its moment, all then written in one transaction, never while its answer is handled: that
    // write (a sync to disk) held up the next request by a millisecond, at every answer. A crash
    // loses at most that moment's entries. The owner calls it before the journal closes.
    void writePending();

private:
    // Wall-clock time, not the session's Clock: how long rows wait to be written together says
    // nothing about the platform's time, and a test's manual clock would hold them.
    static constexpr int kWriteAfterMs = 100;

    Clock &m_clock;
    Journal &m_journal;
    Transport &m_transport;
    QList<RequestLogRow> m_pending;
    QTimer *m_write;
    bool m_primed = false;
};

} // namespace cliniclink
