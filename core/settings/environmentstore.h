// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// EnvironmentStore: the environments the workstation knows and which one is current, kept in
// QSettings (group "environments"; other groups of the same QSettings are left alone).
//
//   EnvironmentStore store(&settings);            // or a file path, or () for ClinicLink/Workstation
//   store.setSandboxRoot(QUrl(u"http://127.0.0.1:41234"_s)); // the running emulator
//   store.environments();                         // Sandbox, Test, Production, then added ones
//   store.current(); store.setCurrent(u"test"_s); // -> currentChanged(env)
//   auto id = store.addEnvironment(draft);        // id made from draft.displayName, nullopt if refused
//   store.updateEnvironment(env); store.renameEnvironment(id, name); store.removeEnvironment(id);
//
// Built-ins (ids "sandbox", "test", "production") are always present and cannot be removed or
// renamed; their kind is fixed. The Sandbox's base URLs are runtime values from setSandboxRoot()
// and are never stored. Ids never change, because tokens in the keychain are keyed by them.
// Tokens are not part of an Environment and never reach this store (see SecretStore).
//
// Every change is written at once. Settings written by a newer schema version are loaded as far as
// understood and never overwritten (isReadOnly()): changes then last for the session only.

#include "environment.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QUrl>
#include <QVariantMap>

#include <memory>
#include <optional>

class QSettings;

namespace cliniclink {

class EnvironmentStore : public QObject {
    Q_OBJECT
public:
    // Version of the layout this code writes; see migrate() in the .cpp for the upgrade steps.
    static constexpr int kSchemaVersion = 1;

    enum class NameProblem {
        None,
        Empty, // nothing but spaces
        Taken, // another environment is shown under this name already
    };

    // The person's settings: QSettings("ClinicLink", "Workstation").
    explicit EnvironmentStore(QObject *parent = nullptr);
    // An INI file at path (tests use a temporary one).
    explicit EnvironmentStore(const QString &settingsFile, QObject *parent = nullptr);
    // Settings owned by the caller; they must outlive the store.
    explicit EnvironmentStore(QSettings *settings, QObject *parent = nullptr);
    ~EnvironmentStore() override;

    QList<Environment> environments() const;
    QStringList ids() const;
    bool contains(const QString &id) const;
    std::optional<Environment> environment(const QString &id) const;

    Environment current() const;
    QString currentId() const;
    // False (and no change) when id is unknown. Remember::No uses the environment for this run only
    // (`--check-connection --environment test`): the next start opens the one chosen before.
    enum class Remember { Yes, No };
    bool setCurrent(const QString &id, Remember remember = Remember::Yes);

    // Whether name could be given to an environment (exceptId: the one being renamed).
    NameProblem checkName(const QString &name, const QString &exceptId = {}) const;
    // Adds a copy of draft under a new id made from draft.displayName; draft.id is ignored, a
    // Sandbox kind becomes Custom. nullopt when checkName(draft.displayName) is not None.
    std::optional<QString> addEnvironment(const Environment &draft);
    // Replaces the environment with env.id. A built-in keeps its id, kind and name, and the
    // Sandbox keeps its runtime URLs. False when env.id is unknown or a custom name is refused.
    bool updateEnvironment(const Environment &env);
    // Custom environments only; the id stays. False for built-ins, unknown ids or refused names.
    bool renameEnvironment(const QString &id, const QString &name);
    // Custom environments only. Removing the current one makes the Sandbox current. The caller
    // removes the environment's tokens (SecretStore::removeEnvironmentTokens).
    bool removeEnvironment(const QString &id);

    // Where the sandbox emulator listens (http://127.0.0.1:PORT); not stored.
    void setSandboxRoot(const QUrl &root);
    QUrl sandboxRoot() const;

    // Days a finished item keeps the patient's data in the journal (a workstation setting, not
    // an environment's); 30 when never set, 0 keeps it.
    int retentionDays() const;
    void setRetentionDays(int days);
    // In a clinic database, how long a workstation that stops beating keeps its followed items
    // before the others take them over (a workstation setting, "clinic/leaseSeconds"); 30 when
    // never set, at least 4.
    int clinicLeaseSeconds() const;
    // How the person left the window (its geometry, splitter positions), by key, under the group
    // "window": the workstation's layout, not an environment's. Empty when never saved.
    QByteArray windowState(const QString &key) const;
    void setWindowState(const QString &key, const QByteArray &state);

    // The self-QES signer this workstation uses in an environment: preset, command template and the
    // certificate and key files' paths (never a key or a PIN). Empty when never set.
    QVariantMap signerSettings(const QString &environmentId) const;
    void setSignerSettings(const QString &environmentId, const QVariantMap &settings);

    // The columns of the last spreadsheet imported for bulk enrichment: header text -> field key,
    // so the next file with the same headers is mapped as the person mapped this one.
    QMap<QString, QString> bulkColumnNames() const;
    void setBulkColumnNames(const QMap<QString, QString> &names);

    // True when the stored settings come from a newer version of the application.
    bool isReadOnly() const { return m_readOnly; }
    // The schema version found when loading (0: none stored yet).
    int loadedSchemaVersion() const { return m_loadedVersion; }

Q_SIGNALS:
    void environmentsChanged();
    // The current environment changed, or its contents did (the banner and the transport follow it).
    void currentChanged(const Environment &env);

private:
    void load();
    void save();
    int indexOf(const QString &id) const;
    void notifyChanged(const QString &changedId);

    std::unique_ptr<QSettings> m_ownedSettings;
    QSettings *m_settings = nullptr;
    QList<Environment> m_environments; // built-ins first: sandbox, test, production
    QString m_currentId;
    QString m_rememberedId; // the current environment the settings file keeps
    QUrl m_sandboxRoot;
    bool m_readOnly = false;
    int m_loadedVersion = 0;
};

} // namespace cliniclink
