// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The objects one running workstation shares, created once and passed down (no globals): the
// network manager, the transport with its limits and request log, the environments and their
// tokens, the journal and the poller. It also builds what the transport needs to reach a service
// of the current environment (ServiceAccess) from the settings and the keychain.

#include "core/common/clock.h"
#include "core/common/service.h"
#include "core/net/cabundle.h"
#include "core/net/serviceaccess.h"
#include "core/session/journalhealth.h"
#include "core/settings/environment.h"
#include "core/settings/keychainstatus.h"
#include "core/storage/journalerror.h"
#include "core/storage/journalrecords.h"

#include <QMap>
#include <QObject>

#include <memory>

class QNetworkAccessManager;

namespace cliniclink {

class EnvironmentStore;
class Journal;
class Poller;
class FollowDesk;
class RequestLog;
class SecretStore;
class Transport;

class Session : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString settingsFile; // empty: the person's QSettings
        QString journalFile; // empty: Journal::defaultFilePath()
        Clock *clock = nullptr; // null: the system clock
        bool sessionOnlySecrets = false; // true: never touch the system keychain (tests, --no-keychain)
        // Days a finished item keeps the patient's data in the journal; 0 keeps it; -1: as the
        // settings say (EnvironmentStore::retentionDays()).
        int retentionDays = -1;
    };

    explicit Session(const Options &options, QObject *parent = nullptr);
    ~Session() override;

    // Probes the keychain, opens the journal and preloads the current environment's tokens.
    // Problems are reported through keychainStatusChanged() and journalProblem(), never fatal.
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

    Environment currentEnvironment() const;
    // The environment whose tokens were read and followed items resumed last (see
    // followingResumed()); empty before.
    QString resumedEnvironment() const { return m_resumedEnvironment; }
    ServiceAccess access(Service service) const;
    KeychainStatus keychainStatus() const;
    bool isJournalOpen() const;
    // Whether what is sent can be recorded now; see journalhealth.h.
    JournalHealth journalHealth() const { return m_journalHealth; }
    // After the person freed space or fixed permissions: opens the journal if it is not open, and
    // tries one write. journalHealthChanged() tells the outcome.
    void recheckJournal();
    // Days a finished item keeps the patient's data (Options::retentionDays).
    int retentionDays() const { return m_retentionDays; }
    // Stores the period in the settings and applies it at once.
    void setRetentionDays(int days);
    // "Clear journal": empties the patient's data of every finished or stopped item and the
    // request log at once. Items still followed (and drafts not sent) stay. Returns how many
    // items were emptied.
    JournalResult<int> clearJournal();
    // What is still unfinished longer than the retention period (items never answered, sends
    // still in doubt, sheets never finished), as last counted at start or by the daily run; 0
    // when the period is "keep". The Overview shows it and lets the person close them.
    int unfinishedPastRetention() const { return int(m_unfinished.count()); }
    // Closes them (FollowDesk::closeUnfinished): no longer followed, their data emptied. Returns
    // how many were closed.
    JournalResult<int> closeUnfinishedPastRetention();

    // Tokens used when the keychain has none for this environment: the built-in sandbox's own
    // fixture tokens, so a new person sees every screen working without typing anything.
    void setFallbackTokens(const QString &environmentId, const QMap<Service, QString> &tokens);

Q_SIGNALS:
    void environmentChanged(const cliniclink::Environment &environment);
    // The environment's tokens are read and its followed items resumed: work that sends on its
    // own (a bulk job left running) may go on now.
    void followingResumed(const QString &environmentId);
    void keychainStatusChanged(const cliniclink::KeychainStatus &status);
    void journalProblem(const QString &message);
    void journalHealthChanged(const cliniclink::JournalHealth &health);
    // unfinishedPastRetention() changed.
    void unfinishedPastRetentionChanged(int count);

private:
    void applyEnvironment(const Environment &environment);
    void resumeFollowing(const QString &environmentId);
    void primeLimiter(const QString &environmentId);
    void setJournalHealth(const JournalHealth &health);
    // Applies every retention rule of the journal (Journal::forgetBefore) with the period's
    // cutoff and counts what stays unfinished past it; again a day later.
    void applyRetention();
    void countUnfinished(const QDateTime &cutoff);

    Clock *m_clock;
    QNetworkAccessManager *m_network;
    RequestLog *m_requestLog;
    Transport *m_transport;
    EnvironmentStore *m_environments;
    SecretStore *m_secrets;
    Journal *m_journal;
    Poller *m_poller;
    FollowDesk *m_follow;
    QMap<QString, QMap<Service, QString>> m_fallbackTokens;
    JournalHealth m_journalHealth;
    QString m_resumedEnvironment;
    bool m_limiterPrimed = false;
    QString m_journalNotice;
    int m_retentionDays;
    ClockTimer *m_retentionTimer;
    UnfinishedItems m_unfinished;
    // The current environment's CA file as last read, and the system's CAs with it; read again
    // when the file or its modification time changes.
    mutable CaBundle m_caBundle;
    mutable QList<QSslCertificate> m_caTrust;
};

} // namespace cliniclink
