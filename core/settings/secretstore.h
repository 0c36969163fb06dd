// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// SecretStore: the tokens, one per environment and service, in the system keychain (QtKeychain:
// Secret Service on Linux, Keychain on macOS, Credential Manager on Windows). Keychain service
// "ClinicLink Workstation", entry key "<environment id>/<service key>", e.g. "test/lab".
//
//   SecretStore secrets(this);
//   secrets.probe();                                   // at start-up -> probed(KeychainStatus)
//   secrets.preload(environments.currentId());         // fills the cache for the transport
//   secrets.cachedToken(env.id, service);         // synchronous, empty when none
//   secrets.readToken(id, service).then(this, [](const QString &token) { ... });
//   secrets.writeToken(id, service, token).onFailed(this, [](const SecretStoreError &e) { ... });
//   secrets.removeToken(id, service);  secrets.removeEnvironmentTokens(id);
//
// The probe writes, reads back and deletes a dummy entry. If that fails (or the keychain does not
// answer in time) the store says so in status().reason and keeps tokens in memory for the session
// only (isPersistent() false); every operation then succeeds against memory. Operations asked for
// before the probe has finished wait for it (the first one starts it if nobody did).
//
// Reads give an empty QString for a missing entry; failures are SecretStoreError in the future,
// never a magic value. Tokens are trimmed (pasted ones often end in a newline); writing an empty
// token removes the entry. The cache holds the last value read, written or removed. Tokens never
// reach a log, QSettings or a file: logs name the entry key only.

#include "core/common/service.h"
#include "keychainstatus.h"
#include "secretstoreerror.h"

#include <QFuture>
#include <QHash>
#include <QObject>
#include <QPromise>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace cliniclink {

class Clock;
class ClockTimer;

class SecretStore : public QObject {
    Q_OBJECT
public:
    enum class Backend {
        SystemKeychain, // the platform's keychain through QtKeychain, checked by probe()
        SessionOnly, // memory only, as if the probe had failed (--no-keychain, tests)
    };

    // The system keychain, timed on the wall clock.
    explicit SecretStore(QObject *parent = nullptr);
    // clock (not owned, may be null for the wall clock) times the probe's deadline.
    explicit SecretStore(Backend backend, Clock *clock = nullptr, QObject *parent = nullptr);
    ~SecretStore() override;

    static QString keychainServiceName(); // "ClinicLink Workstation"
    static QString entryKey(const QString &environmentId, Service service);

    // Checks the keychain once; later calls give the same result. Emits probed().
    QFuture<KeychainStatus> probe();
    bool isProbed() const { return m_probeState == ProbeState::Done; }
    // Before the probe has finished: not persistent, with a reason saying it is being checked.
    KeychainStatus status() const { return m_status; }
    bool isPersistent() const { return m_status.persistent; }
    // How long the probe waits for the keychain (default 30 s: a desktop may ask for a password).
    void setProbeTimeout(std::chrono::milliseconds timeout) { m_probeTimeout = timeout; }

    QFuture<QString> readToken(const QString &environmentId, Service service);
    QFuture<void> writeToken(const QString &environmentId, Service service, const QString &token);
    QFuture<void> removeToken(const QString &environmentId, Service service);
    // Every service's token of the environment (when it is removed).
    QFuture<void> removeEnvironmentTokens(const QString &environmentId);
    // Reads every service's token into the cache; fails with the first error after all have run.
    QFuture<void> preload(const QString &environmentId);
    // The last value read, written or removed in this session; empty when none.
    QString cachedToken(const QString &environmentId, Service service) const;

    // The password of the clinic database's role (docs/clinic-server.md), entry key
    // "clinic-db/<user@host:port/database>" (JournalLocation::secretKey()). Never in a URL, the
    // settings or a log.
    static QString databaseEntryKey(const QString &location);
    QFuture<QString> readDatabasePassword(const QString &location);
    QFuture<void> writeDatabasePassword(const QString &location, const QString &password);

Q_SIGNALS:
    void probed(const cliniclink::KeychainStatus &status);
    // The cached token of (environmentId, service) changed; the token itself is not passed along.
    void tokenChanged(const QString &environmentId, cliniclink::Service service);

private:
    enum class ProbeState { NotStarted, Running, Done };
    using Done = std::function<void(const SecretStoreError *error)>;
    using ReadDone = std::function<void(const QString &value, const SecretStoreError *error)>;

    void whenProbed(std::function<void()> operation);
    void finishProbe(const KeychainStatus &status);
    KeychainStatus failedProbe(const QString &reason, const QString &technical = {}) const;

    // One entry read or written once the keychain was probed: a token's and a password's alike.
    QFuture<QString> readEntry(const QString &key);
    QFuture<void> writeEntry(const QString &key, const QString &value);
    void startRead(const QString &key, ReadDone done);
    void startWrite(const QString &key, const QString &token, Done done);
    void startRemove(const QString &key, Done done);
    void keychainRead(const QString &key, ReadDone done);
    void keychainWrite(const QString &key, const QString &token, Done done);
    void keychainRemove(const QString &key, Done done);
    void setCached(const QString &key, const QString &token);
    QFuture<void> forAllServices(const QString &environmentId,
                                 const std::function<void(const QString &key, Done done)> &start);

    Backend m_backend;
    Clock *m_clock;
    std::chrono::milliseconds m_probeTimeout{30000};
    ProbeState m_probeState = ProbeState::NotStarted;
    ClockTimer *m_probeTimer = nullptr;
    KeychainStatus m_status;
    QFuture<KeychainStatus> m_probeFuture;
    std::shared_ptr<QPromise<KeychainStatus>> m_probePromise;
    std::vector<std::function<void()>> m_waitingForProbe;
    QHash<QString, QString> m_cache; // entry key -> token
    QHash<QString, quint64> m_revisions; // entry key -> count of writes and removes asked for
};

} // namespace cliniclink
