// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// How long the journal keeps a patient's data: every retention rule of the journal
// (Journal::forgetBefore) applied with the period's cutoff at start and then daily on the clock,
// what stays unfinished past the period counted for the Overview (and closed when the person
// says so), and "Clear journal". Changes when the retention rules change; the Session owns one.

#include "core/storage/journalerror.h"
#include "core/storage/journalrecords.h"

#include <QDateTime>
#include <QObject>

namespace cliniclink {

class Clock;
class ClockTimer;
class EnvironmentStore;
class FollowDesk;
class Journal;
class RequestLog;

class Retention : public QObject {
    Q_OBJECT
public:
    // None is owned; all must outlive the retention. days: the period (0 keeps). requestJournal
    // keeps this workstation's request log: the journal itself, or with a clinic database the
    // workstation's own file.
    Retention(Clock &clock, Journal &journal, Journal &requestJournal, FollowDesk &follow,
              EnvironmentStore &environments, RequestLog &requestLog, int days, QObject *parent = nullptr);

    // Days a finished item keeps the patient's data (Session::Options::retentionDays).
    int days() const { return m_days; }
    // Stores the period in the settings and applies it at once.
    void setDays(int days);
    // Applies the rules now and again a day later (at start, and by itself after).
    void apply();

    // "Clear journal": empties the patient's data of every finished or stopped item and the
    // request log at once. Items still followed (and drafts not sent) stay. Returns how many
    // items were emptied. A clinic database is every workstation's: there only this
    // workstation's request log is cleared (0 items), and the clinic's items leave it by the
    // period, for all workstations at once.
    JournalResult<int> clearJournal();
    // The journal is a clinic database, shared with the clinic's other workstations.
    bool journalShared() const;
    // What is still unfinished longer than the period (items never answered, sends still in
    // doubt, sheets never finished), as last counted at start or by the daily run; 0 when the
    // period is "keep". The Overview shows it and lets the person close them.
    int unfinishedCount() const { return int(m_unfinished.count()); }
    // Closes them (FollowDesk::closeUnfinished): no longer followed, their data emptied. Returns
    // how many were closed.
    JournalResult<int> closeUnfinished();

Q_SIGNALS:
    // unfinishedCount() changed.
    void unfinishedChanged(int count);

private:
    // claimFirst: on a clinic database, only when no workstation ran it in the last day
    // (Journal::claimRetentionRun); the person's change of the period runs it here at once.
    void run(bool claimFirst);
    void countUnfinished(const QDateTime &cutoff);

    Clock &m_clock;
    Journal &m_journal;
    Journal &m_requestJournal;
    FollowDesk &m_follow;
    EnvironmentStore &m_environments;
    RequestLog &m_requestLog;
    int m_days;
    ClockTimer *m_timer;
    UnfinishedItems m_unfinished;
};

} // namespace cliniclink
