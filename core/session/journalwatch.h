// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Whether the journal can record what the workstation sends now (JournalHealth), kept up to date
// from the journal's failures and the follow desk's failed writes, and checked again on request.
// The Session opens the journal through it at start and gates the transport on it: while the
// journal cannot record, nothing that changes state leaves. Changes when what counts as a healthy
// journal, or what the person is told about it, changes.

#include "core/session/journalhealth.h"
#include "core/storage/journalerror.h"

#include <QObject>

namespace cliniclink {

class Journal;

class JournalWatch : public QObject {
    Q_OBJECT
public:
    // The journal is not owned and must outlive the watch.
    explicit JournalWatch(Journal &journal, QObject *parent = nullptr);

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

    Journal &m_journal;
    JournalHealth m_health;
    QString m_notice;
};

} // namespace cliniclink
