// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "secretstore.h"

#include "core/common/clock.h"
#include "core/common/logging.h"

#include <QUuid>
#include <qt6keychain/keychain.h>

#include <iterator>
#include <optional>

namespace cliniclink {

namespace {

// Not of the form "<environment id>/<service key>" (ids never start with "_"), so a probe entry
// cannot collide with a token.
const QString kProbeKeyPrefix = QStringLiteral("_probe/");

enum class Operation { Read, Write, Remove };

SecretStoreError::Kind errorKind(QKeychain::Error error)
{
    switch (error) {
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return SecretStoreError::Kind::AccessDenied;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return SecretStoreError::Kind::Unavailable;
    default:
        return SecretStoreError::Kind::Failed;
    }
}

// Texts here use the class's own translation context, so lupdate files them beside its tr() texts.
SecretStoreError makeError(Operation operation, QKeychain::Error error, const QString &detail)
{
    QString what;
    switch (operation) {
    case Operation::Read:
        what = QCoreApplication::translate("cliniclink::SecretStore",
                                           "Could not read the token from the system keychain.");
        break;
    case Operation::Write:
        what =
            QCoreApplication::translate("cliniclink::SecretStore", "Could not save the token in the system keychain.");
        break;
    case Operation::Remove:
        what = QCoreApplication::translate("cliniclink::SecretStore",
                                           "Could not delete the token from the system keychain.");
        break;
    }
    const SecretStoreError::Kind kind = errorKind(error);
    QString why;
    switch (kind) {
    case SecretStoreError::Kind::AccessDenied:
        why = QCoreApplication::translate("cliniclink::SecretStore", "The keychain refused access; it may be locked.");
        break;
    case SecretStoreError::Kind::Unavailable:
        why = QCoreApplication::translate("cliniclink::SecretStore", "No keychain service is available.");
        break;
    case SecretStoreError::Kind::Failed:
        // The keychain's own text (a D-Bus error in English) goes to the log, never to the person.
        why = QCoreApplication::translate("cliniclink::SecretStore",
                                          "The keychain reported an error; its technical text is in the log.");
        break;
    }
    // A failed write has already taken effect in memory (SecretStore::startWrite).
    const bool kept = operation == Operation::Write;
    if (kept)
        why +=
            u' ' + QCoreApplication::translate("cliniclink::SecretStore", "The token is kept for this session only.");
    return SecretStoreError(kind, what + u' ' + why, detail, kept);
}

template<typename T>
QFuture<T> failedFuture(const SecretStoreError &error)
{
    QPromise<T> promise;
    promise.start();
    promise.setException(error);
    promise.finish();
    return promise.future();
}

SecretStoreError noEnvironmentError()
{
    return SecretStoreError(
        SecretStoreError::Kind::Failed,
        QCoreApplication::translate("cliniclink::SecretStore", "No environment was given for the token."));
}

} // namespace

SecretStore::SecretStore(QObject *parent)
    : SecretStore(Backend::SystemKeychain, nullptr, parent)
{
}

SecretStore::SecretStore(Backend backend, Clock *clock, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_clock(clock ? clock : Clock::system())
    , m_status{false, tr("The system keychain is being checked.")}
{
}

SecretStore::~SecretStore() = default;

QString SecretStore::keychainServiceName()
{
    return QStringLiteral("ClinicLink Workstation");
}

QString SecretStore::entryKey(const QString &environmentId, Service service)
{
    return environmentId + u'/' + serviceKey(service);
}

// --- probe -------------------------------------------------------------------------------------

QFuture<KeychainStatus> SecretStore::probe()
{
    if (m_probeState != ProbeState::NotStarted)
        return m_probeFuture;
    m_probeState = ProbeState::Running;
    m_probePromise = std::make_shared<QPromise<KeychainStatus>>();
    m_probePromise->start();
    m_probeFuture = m_probePromise->future();

    if (m_backend == Backend::SessionOnly) {
        finishProbe({false,
                     tr("The system keychain is turned off. Tokens are kept in memory for this "
                        "session only and must be entered again after a restart.")});
        return m_probeFuture;
    }

#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    // With no session bus, QtKeychain would autolaunch D-Bus and a keyring daemon, show an unlock
    // prompt, wait, and leave the daemons behind. There is no desktop keychain here: say so at once.
    if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
        finishProbe({false,
                     tr("There is no desktop session here, so the system keychain cannot be used. Tokens are "
                        "kept in memory for this session only and must be entered again after a restart.")});
        return m_probeFuture;
    }
#endif

    m_probeTimer = m_clock->createTimer(this);
    connect(m_probeTimer, &ClockTimer::timeout, this, [this] {
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(m_probeTimeout).count();
        finishProbe(failedProbe(tr("it did not answer within %n second(s)", nullptr, int(seconds))));
    });
    m_probeTimer->startAt(m_clock->now().addMSecs(m_probeTimeout.count()));

    // A key of its own per probe: two stores (or two instances of the application) probing at
    // once must not delete each other's entry. The chain always runs to the delete, even after a
    // timeout has decided, so a slow keychain is left clean; only a crash can leave an entry.
    const QString key = kProbeKeyPrefix + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString value = QUuid::createUuid().toString(QUuid::WithoutBraces);
    qCInfo(lcKeychain) << "probing the system keychain with" << key;
    keychainWrite(key, value, [this, key, value](const SecretStoreError *error) {
        if (error)
            return finishProbe(failedProbe(tr("the test entry could not be stored and read back"), error->detail()));
        keychainRead(key, [this, key, value](const QString &readBack, const SecretStoreError *error) {
            std::optional<KeychainStatus> failure;
            if (error)
                failure = failedProbe(tr("the test entry could not be stored and read back"), error->detail());
            else if (readBack != value)
                failure = failedProbe(tr("it gave back another value than was stored"));
            keychainRemove(key, [this, failure](const SecretStoreError *error) {
                if (failure)
                    finishProbe(*failure);
                else
                    finishProbe(
                        error ? failedProbe(tr("the test entry could not be stored and read back"), error->detail())
                              : KeychainStatus{true, QString()});
            });
        });
    });
    return m_probeFuture;
}

KeychainStatus SecretStore::failedProbe(const QString &reason, const QString &technical) const
{
    // The keychain's own words ("Could not connect: No such file or directory") go to the log, in
    // English; the person reads ours.
    if (!technical.isEmpty())
        qCWarning(lcKeychain) << "keychain probe failed:" << technical;
    return {false,
            tr("The system keychain does not work here (%1). Tokens are kept in memory for this "
               "session only and must be entered again after a restart.")
                .arg(reason)};
}

void SecretStore::finishProbe(const KeychainStatus &status)
{
    if (m_probeState != ProbeState::Running)
        return;
    m_probeState = ProbeState::Done;
    if (m_probeTimer) {
        m_probeTimer->stop();
        m_probeTimer->deleteLater();
        m_probeTimer = nullptr;
    }
    m_status = status;
    if (status.persistent)
        qCInfo(lcKeychain) << "the system keychain works; tokens are stored in it";
    else
        qCWarning(lcKeychain).noquote() << "tokens are kept for this session only:" << status.reason;
    m_probePromise->addResult(status);
    m_probePromise->finish();
    Q_EMIT probed(status);

    auto waiting = std::move(m_waitingForProbe);
    m_waitingForProbe.clear();
    for (const auto &operation : waiting)
        operation();
}

void SecretStore::whenProbed(std::function<void()> operation)
{
    if (m_probeState == ProbeState::Done) {
        operation();
        return;
    }
    m_waitingForProbe.push_back(std::move(operation));
    if (m_probeState == ProbeState::NotStarted)
        probe();
}

// --- public operations -------------------------------------------------------------------------

QFuture<QString> SecretStore::readToken(const QString &environmentId, Service service)
{
    if (environmentId.isEmpty())
        return failedFuture<QString>(noEnvironmentError());
    return readEntry(entryKey(environmentId, service));
}

QFuture<void> SecretStore::writeToken(const QString &environmentId, Service service, const QString &token)
{
    if (environmentId.isEmpty())
        return failedFuture<void>(noEnvironmentError());
    return writeEntry(entryKey(environmentId, service), token.trimmed());
}

QString SecretStore::databaseEntryKey(const QString &location)
{
    return QStringLiteral("clinic-db/") + location;
}

QFuture<QString> SecretStore::readDatabasePassword(const QString &location)
{
    return readEntry(databaseEntryKey(location));
}

QFuture<void> SecretStore::writeDatabasePassword(const QString &location, const QString &password)
{
    return writeEntry(databaseEntryKey(location), password);
}

QFuture<QString> SecretStore::readEntry(const QString &key)
{
    auto promise = std::make_shared<QPromise<QString>>();
    promise->start();
    whenProbed([this, key, promise] {
        startRead(key, [promise](const QString &value, const SecretStoreError *error) {
            if (error)
                promise->setException(*error);
            else
                promise->addResult(value);
            promise->finish();
        });
    });
    return promise->future();
}

QFuture<void> SecretStore::writeEntry(const QString &key, const QString &value)
{
    auto promise = std::make_shared<QPromise<void>>();
    promise->start();
    whenProbed([this, key, value, promise] {
        startWrite(key, value, [promise](const SecretStoreError *error) {
            if (error)
                promise->setException(*error);
            promise->finish();
        });
    });
    return promise->future();
}

QFuture<void> SecretStore::removeToken(const QString &environmentId, Service service)
{
    return writeToken(environmentId, service, QString());
}

QFuture<void> SecretStore::removeEnvironmentTokens(const QString &environmentId)
{
    return forAllServices(environmentId, [this](const QString &key, Done done) { startRemove(key, std::move(done)); });
}

QFuture<void> SecretStore::preload(const QString &environmentId)
{
    return forAllServices(environmentId, [this](const QString &key, Done done) {
        startRead(key, [done](const QString &, const SecretStoreError *error) { done(error); });
    });
}

QString SecretStore::cachedToken(const QString &environmentId, Service service) const
{
    return m_cache.value(entryKey(environmentId, service));
}

QFuture<void> SecretStore::forAllServices(const QString &environmentId,
                                          const std::function<void(const QString &key, Done done)> &start)
{
    if (environmentId.isEmpty())
        return failedFuture<void>(noEnvironmentError());
    struct Gate {
        int remaining = 0;
        std::optional<SecretStoreError> firstError;
        QPromise<void> promise;
    };
    const QList<Service> services = allServices();
    auto gate = std::make_shared<Gate>();
    gate->remaining = int(services.size());
    gate->promise.start();
    whenProbed([environmentId, start, gate, services] {
        for (Service service : services) {
            start(entryKey(environmentId, service), [gate](const SecretStoreError *error) {
                if (error && !gate->firstError)
                    gate->firstError.emplace(*error);
                if (--gate->remaining > 0)
                    return;
                if (gate->firstError)
                    gate->promise.setException(*gate->firstError);
                gate->promise.finish();
            });
        }
    });
    return gate->promise.future();
}

// --- after the probe: memory or keychain -------------------------------------------------------

void SecretStore::startRead(const QString &key, ReadDone done)
{
    if (!m_status.persistent) {
        done(m_cache.value(key), nullptr);
        return;
    }
    const quint64 revision = m_revisions.value(key);
    keychainRead(key, [this, key, revision, done](const QString &value, const SecretStoreError *error) {
        if (error) {
            done(QString(), error);
            return;
        }
        // A write or removal asked for while this read was under way is newer than what it found.
        if (m_revisions.value(key) != revision) {
            done(m_cache.value(key), nullptr);
            return;
        }
        setCached(key, value);
        done(value, nullptr);
    });
}

void SecretStore::startWrite(const QString &key, const QString &token, Done done)
{
    if (token.isEmpty()) {
        startRemove(key, std::move(done));
        return;
    }
    // The cache takes the token at once, so the transport uses it even while the keychain works,
    // and keeps it for the session if the keychain fails.
    ++m_revisions[key];
    setCached(key, token);
    if (!m_status.persistent) {
        done(nullptr);
        return;
    }
    keychainWrite(key, token, std::move(done));
}

void SecretStore::startRemove(const QString &key, Done done)
{
    ++m_revisions[key];
    setCached(key, QString());
    if (!m_status.persistent) {
        done(nullptr);
        return;
    }
    keychainRemove(key, std::move(done));
}

void SecretStore::setCached(const QString &key, const QString &token)
{
    const bool changed = token.isEmpty() ? m_cache.remove(key) > 0 : m_cache.value(key) != token;
    if (!changed)
        return;
    if (!token.isEmpty())
        m_cache.insert(key, token);
    const qsizetype slash = key.lastIndexOf(u'/');
    Service service;
    if (slash > 0 && serviceFromKey(key.mid(slash + 1), &service))
        Q_EMIT tokenChanged(key.left(slash), service);
}

// --- QtKeychain jobs ---------------------------------------------------------------------------
// Jobs have no parent and delete themselves when finished: deleting one while the keychain is
// still answering would leave QtKeychain's callback a dangling pointer. The connection's context
// is this store, so a store destroyed first drops the callback (its promises are then cancelled).

void SecretStore::keychainRead(const QString &key, ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(keychainServiceName());
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [key, job, done = std::move(done)] {
        switch (job->error()) {
        case QKeychain::NoError:
            qCDebug(lcKeychain) << "read" << key;
            done(job->textData(), nullptr);
            return;
        case QKeychain::EntryNotFound:
            qCDebug(lcKeychain) << "read" << key << "(no entry)";
            done(QString(), nullptr);
            return;
        default: {
            qCWarning(lcKeychain) << "reading" << key << "failed:" << job->error() << job->errorString();
            const SecretStoreError error = makeError(Operation::Read, job->error(), job->errorString());
            done(QString(), &error);
        }
        }
    });
    job->start();
}

void SecretStore::keychainWrite(const QString &key, const QString &token, Done done)
{
    auto *job = new QKeychain::WritePasswordJob(keychainServiceName());
    job->setKey(key);
    job->setTextData(token);
    connect(job, &QKeychain::Job::finished, this, [key, job, done = std::move(done)] {
        if (job->error() == QKeychain::NoError) {
            qCDebug(lcKeychain) << "wrote" << key;
            done(nullptr);
            return;
        }
        qCWarning(lcKeychain) << "writing" << key << "failed:" << job->error() << job->errorString();
        const SecretStoreError error = makeError(Operation::Write, job->error(), job->errorString());
        done(&error);
    });
    job->start();
}

void SecretStore::keychainRemove(const QString &key, Done done)
{
    auto *job = new QKeychain::DeletePasswordJob(keychainServiceName());
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [key, job, done = std::move(done)] {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound) {
            qCDebug(lcKeychain) << "removed" << key;
            done(nullptr);
            return;
        }
        qCWarning(lcKeychain) << "removing" << key << "failed:" << job->error() << job->errorString();
        const SecretStoreError error = makeError(Operation::Remove, job->error(), job->errorString());
        done(&error);
    });
    job->start();
}

} // namespace cliniclink
