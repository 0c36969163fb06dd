// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The state and the actions of the settings dialog, apart from its widgets (STYLE.md item 9):
// load() takes a draft of every environment, the dialog edits drafts, validate() finds what is
// wrong, apply() writes the environments to EnvironmentStore and the changed tokens to SecretStore.
//
// Adding, renaming and removing an environment act at once (each is its own confirmed action),
// while field edits wait for apply(), so a person can look through every environment and then
// save or cancel them together.

#include "core/settings/keychainstatus.h"
#include "environmentdraft.h"

#include <QMap>
#include <QObject>
#include <QSet>

#include <optional>

namespace cliniclink {

class ConnectionCheck;
class Session;

class SettingsController : public QObject {
    Q_OBJECT
public:
    struct Validation {
        QString environmentId; // the first environment with a problem; empty when all are fine
        FieldProblems problems;
        bool isValid() const { return environmentId.isEmpty(); }
    };

    explicit SettingsController(Session &session, QObject *parent = nullptr);

    Session &session() const { return m_session; }

    // Drafts of every environment as stored; edits made so far are dropped.
    void load();
    QList<Environment> environments() const; // the list to show, in the store's order
    EnvironmentDraft draft(const QString &id) const { return m_drafts.value(id); }
    void setDraft(const EnvironmentDraft &draft);
    // Reads the environment's tokens from the keychain once; each arrives as tokenLoaded().
    void loadTokens(const QString &id);
    KeychainStatus keychainStatus() const;
    bool isReadOnly() const;

    Validation validate() const;
    // Validates every draft; when all are fine writes them and starts writing the changed tokens
    // (tokensStored() or applyFailed() follow). False, with nothing written, when a draft is wrong.
    bool apply();
    bool isStoringTokens() const { return m_pendingWrites > 0; }

    // Immediate actions on the list. On refusal the reason for the person is in *problem.
    std::optional<QString> addEnvironment(const QString &name, QString *problem);
    bool renameEnvironment(const QString &id, const QString &name, QString *problem);
    // Removes a custom environment and its tokens.
    bool removeEnvironment(const QString &id);

    // A check of the draft as it stands (addresses and tokens as typed, not yet saved) through the
    // session's transport, its limits and its request log, with the draft's access for each probe.
    // Connect to it, then run(); it deletes itself after finished().
    ConnectionCheck *createConnectionCheck(const EnvironmentDraft &draft);

Q_SIGNALS:
    void environmentsChanged();
    void tokenLoaded(const QString &environmentId, cliniclink::Service service, const QString &token);
    void keychainStatusChanged(const cliniclink::KeychainStatus &status);
    void tokensStored();
    void applyFailed(const QString &message);

private:
    QString nameProblemText(int problem) const;
    void tokenWriteDone(const QString &error);

    Session &m_session;
    QMap<QString, EnvironmentDraft> m_drafts;
    QSet<QString> m_tokensRequested;
    int m_pendingWrites = 0;
    QStringList m_writeErrors;
};

} // namespace cliniclink
