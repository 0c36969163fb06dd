// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "settingscontroller.h"

#include "core/common/logging.h"
#include "core/net/cabundle.h"
#include "core/net/connectioncheck.h"
#include "core/net/serviceaccess.h"
#include "core/session/serviceaccessprovider.h"
#include "core/session/session.h"
#include "core/settings/environmentstore.h"
#include "core/settings/secretstore.h"

#include <QSslConfiguration>

namespace cliniclink {

SettingsController::SettingsController(Session &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&session.environments(), &EnvironmentStore::environmentsChanged, this,
            &SettingsController::environmentsChanged);
    connect(&session.secrets(), &SecretStore::probed, this, &SettingsController::keychainStatusChanged);
}

void SettingsController::load()
{
    m_drafts.clear();
    m_tokensRequested.clear();
    for (const Environment &env : m_session.environments().environments())
        m_drafts.insert(env.id, EnvironmentDraft::fromEnvironment(env));
}

QList<Environment> SettingsController::environments() const
{
    QList<Environment> out = m_session.environments().environments();
    // Show names as edited here, not yet saved ones included.
    for (Environment &env : out) {
        if (m_drafts.contains(env.id))
            env.displayName = m_drafts.value(env.id).environment.displayName;
    }
    return out;
}

void SettingsController::setDraft(const EnvironmentDraft &draft)
{
    m_drafts.insert(draft.environment.id, draft);
}

void SettingsController::loadTokens(const QString &id)
{
    if (m_tokensRequested.contains(id))
        return;
    m_tokensRequested.insert(id);
    for (Service s : allServices()) {
        m_session.secrets()
            .readToken(id, s)
            .then(this,
                  [this, id, s](const QString &token) {
                      auto it = m_drafts.find(id);
                      if (it == m_drafts.end() || it->editedTokens.contains(s))
                          return;
                      it->tokens[s] = token;
                      Q_EMIT tokenLoaded(id, s, token);
                  })
            .onFailed(this, [id, s](const SecretStoreError &e) {
                qCWarning(lcUi) << "token not read:" << SecretStore::entryKey(id, s) << e.detail();
            });
    }
}

KeychainStatus SettingsController::keychainStatus() const
{
    return m_session.secrets().status();
}

bool SettingsController::isReadOnly() const
{
    return m_session.environments().isReadOnly();
}

SettingsController::Validation SettingsController::validate() const
{
    // In the store's order, so the person is taken to the first wrong one in the list.
    for (const Environment &env : m_session.environments().environments()) {
        const auto it = m_drafts.constFind(env.id);
        if (it == m_drafts.constEnd())
            continue;
        const FieldProblems problems = cliniclink::validate(*it);
        if (!problems.isEmpty())
            return {env.id, problems};
    }
    return {};
}

bool SettingsController::apply()
{
    if (!validate().isValid())
        return false;
    EnvironmentStore &store = m_session.environments();
    for (auto it = m_drafts.begin(); it != m_drafts.end(); ++it) {
        const Environment env = it->toEnvironment();
        if (store.environment(env.id) == env)
            continue;
        if (!store.updateEnvironment(env)) {
            Q_EMIT applyFailed(tr("The settings of \"%1\" could not be saved.").arg(environmentDisplayName(env)));
            return false;
        }
    }

    m_writeErrors.clear();
    QList<std::pair<QString, Service>> writes;
    for (auto it = m_drafts.begin(); it != m_drafts.end(); ++it) {
        for (Service s : std::as_const(it->editedTokens))
            writes.append({it.key(), s});
        it->editedTokens.clear();
    }
    m_pendingWrites += int(writes.size());
    for (const auto &[id, s] : writes) {
        m_session.secrets()
            .writeToken(id, s, m_drafts.value(id).tokens.value(s))
            .then(this, [this] { tokenWriteDone({}); })
            .onFailed(this, [this](const SecretStoreError &e) {
                tokenWriteDone(e.message()); // already says when the token is kept for this session only
            });
    }
    if (writes.isEmpty())
        Q_EMIT tokensStored();
    return true;
}

void SettingsController::tokenWriteDone(const QString &error)
{
    if (!error.isEmpty() && !m_writeErrors.contains(error))
        m_writeErrors << error;
    if (--m_pendingWrites > 0)
        return;
    if (m_writeErrors.isEmpty())
        Q_EMIT tokensStored();
    else
        Q_EMIT applyFailed(m_writeErrors.join(u'\n'));
}

QString SettingsController::nameProblemText(int problem) const
{
    switch (EnvironmentStore::NameProblem(problem)) {
    case EnvironmentStore::NameProblem::None:
        return {};
    case EnvironmentStore::NameProblem::Empty:
        return tr("Enter a name.");
    case EnvironmentStore::NameProblem::Taken:
        return tr("Another environment already has this name.");
    }
    return {};
}

std::optional<QString> SettingsController::addEnvironment(const QString &name, QString *problem)
{
    EnvironmentStore &store = m_session.environments();
    const QString trimmed = name.trimmed();
    if (const auto p = store.checkName(trimmed); p != EnvironmentStore::NameProblem::None) {
        *problem = nameProblemText(int(p));
        return std::nullopt;
    }
    Environment fresh;
    fresh.displayName = trimmed;
    fresh.kind = EnvironmentKind::Custom;
    const std::optional<QString> id = store.addEnvironment(fresh);
    if (!id) {
        *problem = tr("The environment could not be added.");
        return std::nullopt;
    }
    if (const auto added = store.environment(*id))
        m_drafts.insert(*id, EnvironmentDraft::fromEnvironment(*added));
    return id;
}

bool SettingsController::renameEnvironment(const QString &id, const QString &name, QString *problem)
{
    EnvironmentStore &store = m_session.environments();
    const QString trimmed = name.trimmed();
    if (const auto p = store.checkName(trimmed, id); p != EnvironmentStore::NameProblem::None) {
        *problem = nameProblemText(int(p));
        return false;
    }
    if (!store.renameEnvironment(id, trimmed)) {
        *problem = tr("Built-in environments keep their names.");
        return false;
    }
    if (auto it = m_drafts.find(id); it != m_drafts.end())
        it->environment.displayName = trimmed;
    return true;
}

bool SettingsController::removeEnvironment(const QString &id)
{
    if (!m_session.environments().removeEnvironment(id))
        return false;
    m_session.secrets().removeEnvironmentTokens(id).onFailed(this, [id](const SecretStoreError &e) {
        qCWarning(lcUi) << "tokens of a removed environment not deleted:" << id << e.detail();
    });
    m_drafts.remove(id);
    m_tokensRequested.remove(id);
    return true;
}

ConnectionCheck *SettingsController::createConnectionCheck(const EnvironmentDraft &draft)
{
    Environment environment = draft.toEnvironment();
    if (environment.kind == EnvironmentKind::Sandbox) // the runtime addresses, never typed
        environment.baseUrls = m_session.environments().environment(environment.id).value_or(environment).baseUrls;
    const bool isCurrent = environment.id == m_session.environments().currentId();
    // The CA file as edited, read once for the whole check (ServiceAccessProvider::access() does the same for
    // the saved environment).
    QList<QSslCertificate> caCertificates;
    QString caProblem;
    if (!environment.caFile.isEmpty()) {
        const CaBundle bundle = CaBundle::load(environment.caFile);
        if (bundle.isValid())
            caCertificates = QSslConfiguration::systemCaCertificates() + bundle.certificates();
        else
            caProblem = bundle.errorString();
    }
    QMap<Service, ServiceAccess> accesses;
    for (Service s : allServices()) {
        QString token = draft.tokens.value(s).trimmed();
        // An empty field of the current environment may still have a working token: the sandbox's own.
        if (token.isEmpty() && isCurrent)
            token = m_session.accessProvider().access(s).token;
        ServiceAccess access = serviceAccess(environment, s, token);
        if (!environment.caFile.isEmpty() && access.baseUrl.scheme() == u"https" && access.refusal.isEmpty()) {
            if (caProblem.isEmpty())
                access.caCertificates = caCertificates;
            else
                access.refusal = caProblem;
        }
        accesses.insert(s, access);
    }
    // The application's transport, so the check shares the one rate limiter and request log.
    auto *check = new ConnectionCheck(
        &m_session.transport(), environment, [accesses](Service s) { return accesses.value(s); }, this);
    connect(check, &ConnectionCheck::finished, check, &QObject::deleteLater);
    return check;
}

} // namespace cliniclink
