// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The objects one running workstation shares, created once and passed down (no globals): the
// network manager, the transport with its limits and request log, the environments and their
// tokens, the journal, the poller and the follow desk; and the parts that keep each policy, one
// reason to change each: ServiceAccessProvider (how a service is reached now: addresses, tokens, CAs),
// JournalWatch (whether the journal can record), Retention (how long the journal keeps data) and
// RequestHistory (earlier runs' requests, in the journal and in the limiter). The Session wires
// them together and follows the current environment; the desks are made by Desks (desks.h).

#include "core/common/clock.h"
#include "core/settings/environment.h"
#include "core/settings/keychainstatus.h"

#include <QObject>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace cliniclink {

class ClinicBudget;
class OffsetClock;
class ServiceAccessProvider;
class EnvironmentStore;
class FollowDesk;
class Journal;
class JournalWatch;
class Poller;
class RequestHistory;
class RequestLog;
class Retention;
class SecretStore;
class Transport;

class Session : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString settingsFile; // empty: the person's QSettings
        // A file or a clinic database's postgresql:// URL (--journal); empty: the current
        // environment's clinic database if it names one, else Journal::defaultFilePath().
        QString journalFile;
        // This workstation's own journal file. With a clinic database, the request log is kept
        // there, not in the clinic's database (it is the workstation's, and a copy per status
        // answer would double the clinic database's statements); empty: in memory only.
        QString localJournalFile;
        Clock *clock = nullptr; // null: the system clock
        // With a clinic database the workstation runs on the database server's time (an
        // OffsetClock over the clock, corrected by Journal::clockSkew() when the database opens and
        // every ten minutes), as the other workstations do: always for the system clock; for a
        // given clock only when this is set (a test's wall clock set wrong on purpose).
        bool alignClockWithClinic = false;
        bool sessionOnlySecrets = false; // true: never touch the system keychain (tests, --no-keychain)
        // Days a finished item keeps the patient's data in the journal; 0 keeps it; -1: as the
        // settings say (EnvironmentStore::retentionDays()).
        int retentionDays = -1;
    };

    explicit Session(const Options &options, QObject *parent = nullptr);
    ~Session() override;

    // Probes the keychain, opens the journal, applies retention and preloads the current
    // environment's tokens, then resumes what it follows. Problems are reported through
    // keychainStatusChanged(), journalProblem() and the JournalWatch, never fatal.
    void start();

    Clock &clock() const { return *m_clock; }
    QNetworkAccessManager &network() const { return *m_network; }
    Transport &transport() const { return *m_transport; }
    RequestLog &requestLog() const { return *m_requestLog; }
    EnvironmentStore &environments() const { return *m_environments; }
    SecretStore &secrets() const { return *m_secrets; }
    Journal &journal() const { return *m_journal; }
    Poller &poller() const { return *m_poller; }
    // Everything followed on the platform, and the outbox: desks register their kinds here.
    FollowDesk &follow() const { return *m_follow; }
    // How the transport reaches each service now (access(service)), and the fallback tokens.
    ServiceAccessProvider &accessProvider() const { return *m_access; }
    // Whether what is sent can be recorded now (health(), healthChanged(), recheck()).
    JournalWatch &journalWatch() const { return *m_journalWatch; }
    // The retention period, "Clear journal" and what stayed unfinished past the period.
    Retention &retention() const { return *m_retention; }
    // This run of the workstation's core, a fresh UUID each start: names who sent, polls or holds
    // a limit slot in the clinic database, so what a killed run held can be told apart and taken over.
    QString workstationId() const { return m_workstationId; }

    Environment currentEnvironment() const;
    // The environment whose tokens were read and followed items resumed last (see
    // followingResumed()); empty before.
    QString resumedEnvironment() const { return m_resumedEnvironment; }
    KeychainStatus keychainStatus() const;
    // With a clinic database, once its time was read: how far this computer's clock is behind the
    // database server's, in milliseconds (negative: ahead), which this run's clock() makes up for.
    // Empty before, with a file, and with a test's clock kept as it is.
    std::optional<qint64> clinicClockOffset() const;
    bool isJournalOpen() const;
    // The journal is a clinic database, shared by the clinic's workstations: the lists read from it
    // (dispatches, invitations, lab orders) hold every workstation's work, not only this one's.
    bool journalShared() const;
    // True when env's work belongs in another journal than the one this run opened: its clinic
    // database (or this workstation's own journal, for one without) is chosen at start, so switching
    // to env takes a restart. Never with --journal, which holds for every environment.
    bool journalDiffersFor(const Environment &env) const;

Q_SIGNALS:
    void environmentChanged(const cliniclink::Environment &environment);
    // The environment's tokens are read and its followed items resumed: work that sends on its
    // own (a bulk job left running) may go on now.
    void followingResumed(const QString &environmentId);
    void keychainStatusChanged(const cliniclink::KeychainStatus &status);
    void journalProblem(const QString &message);
    // The clinic database's time was read (clinicClockOffset()), the first time or differing.
    void clinicClockRead();

private:
    void applyEnvironment(const Environment &environment);
    void resumeFollowing(const QString &environmentId);
    // The clinic database asked for a password: read it from the keychain and open again.
    void openWithKeychainPassword();
    // The journal is a clinic database: the transport spends the clinic's shared limits.
    void useClinicBudget();
    // The journal is a clinic database: m_clinicClock set to the database server's time.
    void alignClockWithClinic();

    OffsetClock *m_clinicClock; // null: a test's clock, kept as it is
    Clock *m_clock; // m_clinicClock, or the test's clock
    ClockTimer *m_realign;
    bool m_clinicClockRead = false;
    QNetworkAccessManager *m_network;
    RequestLog *m_requestLog;
    Transport *m_transport;
    EnvironmentStore *m_environments;
    SecretStore *m_secrets;
    Journal *m_journal;
    Journal *m_requestJournal; // m_journal, or with a clinic database the workstation's own file
    Poller *m_poller;
    FollowDesk *m_follow;
    std::unique_ptr<ServiceAccessProvider> m_access;
    JournalWatch *m_journalWatch;
    Retention *m_retention;
    RequestHistory *m_requestHistory;
    QString m_resumedEnvironment;
    QString m_tokensRead; // the environment whose tokens were read last: following may resume
    const QString m_workstationId;
    const QString m_journalGiven; // --journal: every environment's journal this run
    ClinicBudget *m_budget = nullptr;
};

} // namespace cliniclink
