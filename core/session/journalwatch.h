// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whether the journal can record what the workstation sends now (JournalHealth), kept up to date
// from the journal's failures and the follow desk's failed writes, and checked again on request.
// The Session opens the journal through it at start and gates the transport on it: while the
// journal cannot record, nothing that changes state leaves. Changes when what counts as a healthy
// journal, or what the person is told about it, changes.

#include "core/common/clock.h"
#include "core/session/journalhealth.h"
#include "core/storage/journalerror.h"

#include <QObject>

namespace cliniclink {

class Journal;

class JournalWatch : public QObject {
    Q_OBJECT
public:
    // The journal is not owned and must outlive the watch. clock paces the clinic database's
    // reconnection (kReconnectEvery); null: the system clock.
    explicit JournalWatch(Journal &journal, QObject *parent = nullptr, Clock *clock = nullptr);

    // A clinic database that cannot be reached is tried again this often, until it answers.
    static constexpr int kReconnectSeconds = 10;

    JournalHealth health() const { return m_health; }
    // Opens the journal if it is not open, and tries one committed write; healthChanged() tells
    // the outcome (at start, and after the person freed space or fixed permissions).
    void recheck();
    // A failure of the journal, or of a write through it: a fatal one stops the recording.
    void reportFailure(const cliniclink::JournalError &error);

Q_SIGNALS:
    void healthChanged(const cliniclink::JournalHealth &health);
    // The journal could not be opened; message is translated.
    void openFailed(const QString &message);

private:
    void setHealth(const JournalHealth &health);
    // A clinic database that cannot be reached (at start, or the connection dropped): recheck()
    // again in kReconnectSeconds, on the clock. Nothing billed leaves meanwhile (the send gate).
    void scheduleReconnect(JournalError::Code code);

    Journal &m_journal;
    Clock *m_clock;
    ClockTimer *m_reconnect;
    JournalHealth m_health;
    QString m_notice;
};

} // namespace cliniclink
