// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentstore.h"

#include "core/common/logging.h"
#include "core/common/privatefiles.h"
#include "environmentcodec.h"
#include "environmentid.h"

#include <QFileInfo>
#include <QSettings>
#include <QUrl>

#include <algorithm>
#include <iterator>

namespace cliniclink {

namespace {

const QString kGroup = QStringLiteral("environments");
const QString kVersionKey = QStringLiteral("schemaVersion");
const QString kRetentionKey = QStringLiteral("journal/retentionDays");
const QString kBulkColumnsGroup = QStringLiteral("bulk/columns");
constexpr int kDefaultRetentionDays = 30;
const QString kCurrentKey = QStringLiteral("current");
const QString kListKey = QStringLiteral("list");

// The migration hook. kMigrations[v] upgrades, in place and inside the "environments" group, the
// layout of schema version v to v + 1; load() runs the steps from the stored version up to
// kSchemaVersion and saves the result. Add a step here, and bump kSchemaVersion, whenever the
// layout changes; never edit a step that has shipped.
using Migration = void (*)(QSettings &);

// The settings carry the practitioner's name and SNILS: owner-only, like the journal. The folder is
// tightened only when it is ours (the default ClinicLink folder), never a folder the person chose.
void protect(const QSettings &settings, bool tightenFolder)
{
    const QString file = settings.fileName();
    if (settings.format() != QSettings::IniFormat && settings.format() != QSettings::NativeFormat)
        return;
    if (!QFileInfo(file).isAbsolute())
        return; // the Windows registry, not a file
    if (!privatefiles::ensureFolder(QFileInfo(file).absolutePath(), tightenFolder) || !privatefiles::ensureFile(file))
        qCWarning(lcSettings) << "could not make the settings file readable by its owner only:" << file;
}

void migrateUnversionedToV1(QSettings &)
{
    // Development builds wrote the version-1 layout without the version key: nothing to convert.
}

constexpr Migration kMigrations[] = {migrateUnversionedToV1};
static_assert(std::size(kMigrations) == EnvironmentStore::kSchemaVersion, "one migration step per schema version");

QList<Environment> builtInDefaults()
{
    return {sandboxEnvironment(QUrl()), emptyEnvironment(kTestEnvironmentId, EnvironmentKind::Test),
            emptyEnvironment(kProductionEnvironmentId, EnvironmentKind::Production)};
}

// The Sandbox's addresses follow the emulator's port; with no emulator running it has none.
QMap<Service, QUrl> sandboxUrls(const QUrl &root)
{
    if (!root.isValid() || root.host().isEmpty())
        return {};
    return sandboxEnvironment(root).baseUrls;
}

} // namespace

EnvironmentStore::EnvironmentStore(QObject *parent)
    : EnvironmentStore(static_cast<QSettings *>(nullptr), parent)
{
}

EnvironmentStore::EnvironmentStore(const QString &settingsFile, QObject *parent)
    : QObject(parent)
    , m_ownedSettings(std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
    , m_settings(m_ownedSettings.get())
{
    protect(*m_settings, false);
    load();
}

EnvironmentStore::EnvironmentStore(QSettings *settings, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
{
    if (!m_settings) {
        m_ownedSettings = std::make_unique<QSettings>(QStringLiteral("ClinicLink"), QStringLiteral("Workstation"));
        m_settings = m_ownedSettings.get();
        protect(*m_settings, true);
    }
    load();
}

EnvironmentStore::~EnvironmentStore() = default;

void EnvironmentStore::load()
{
    QSettings &s = *m_settings;
    s.beginGroup(kGroup);
    const bool empty = s.childKeys().isEmpty() && s.childGroups().isEmpty();
    bool versionOk = true;
    const QVariant storedVersion = s.value(kVersionKey);
    m_loadedVersion = storedVersion.isValid() ? storedVersion.toInt(&versionOk) : 0;
    bool migrated = false;
    if (!versionOk || m_loadedVersion < 0) {
        // No application writes this: the file was edited by hand or damaged. Running migrations
        // from it would index kMigrations out of range; overwriting it would lose what is there.
        m_readOnly = true;
        qCWarning(lcSettings) << "environment settings have an unreadable schema version; changes stay in memory";
    } else if (m_loadedVersion > kSchemaVersion) {
        m_readOnly = true;
        qCWarning(lcSettings) << "environment settings have schema version" << m_loadedVersion << "above"
                              << kSchemaVersion << "(a newer application wrote them); changes stay in memory";
    } else if (!empty) {
        for (int v = m_loadedVersion; v < kSchemaVersion; ++v) {
            qCInfo(lcSettings) << "migrating environment settings from schema version" << v << "to" << v + 1;
            kMigrations[v](s);
            migrated = true;
        }
    }

    QList<Environment> stored;
    // A clinic has a handful of environments; a damaged size (list\size=40000000000003, found by
    // fuzzing) would read for minutes.
    constexpr int kMostEnvironments = 100;
    const int declared = s.beginReadArray(kListKey);
    const int count = std::clamp(declared, 0, kMostEnvironments);
    if (count != declared)
        qCWarning(lcSettings) << "environment settings declare" << declared << "environments; reading" << count;
    for (int i = 0; i < count; ++i) {
        s.setArrayIndex(i);
        stored.append(environmentcodec::read(s));
    }
    s.endArray();
    const QString storedCurrent = s.value(kCurrentKey).toString();
    s.endGroup();

    m_environments = builtInDefaults();
    for (Environment env : std::as_const(stored)) {
        if (isBuiltInEnvironmentId(env.id)) {
            const Environment &builtIn = m_environments[indexOf(env.id)];
            env.kind = builtIn.kind;
            env.displayName = builtIn.displayName;
            if (env.kind == EnvironmentKind::Sandbox)
                env.baseUrls.clear();
            m_environments[indexOf(env.id)] = env;
        } else if (isWellFormedEnvironmentId(env.id) && indexOf(env.id) < 0 && !env.displayName.trimmed().isEmpty()) {
            if (env.kind == EnvironmentKind::Sandbox)
                env.kind = EnvironmentKind::Custom;
            m_environments.append(env);
        } else {
            qCWarning(lcSettings) << "skipping a stored environment with a malformed or repeated id" << env.id;
        }
    }
    m_environments[indexOf(kSandboxEnvironmentId)].baseUrls = sandboxUrls(m_sandboxRoot);
    m_currentId = contains(storedCurrent) ? storedCurrent : QString(kSandboxEnvironmentId);
    m_rememberedId = m_currentId;
    qCDebug(lcSettings) << "loaded" << m_environments.size() << "environments, current" << m_currentId;

    if (migrated)
        save();
}

void EnvironmentStore::save()
{
    if (m_readOnly)
        return;
    QSettings &s = *m_settings;
    s.beginGroup(kGroup);
    s.remove(QString()); // this group only: the rest of the settings belong to others
    s.setValue(kVersionKey, kSchemaVersion);
    s.setValue(kCurrentKey, contains(m_rememberedId) ? m_rememberedId : m_currentId);
    s.beginWriteArray(kListKey, int(m_environments.size()));
    for (int i = 0; i < m_environments.size(); ++i) {
        s.setArrayIndex(i);
        environmentcodec::write(s, m_environments.at(i));
    }
    s.endArray();
    s.endGroup();
    s.sync();
    protect(s, false); // a rewrite may have made a new file
    if (s.status() != QSettings::NoError)
        qCWarning(lcSettings) << "could not write environment settings to" << s.fileName() << "status" << s.status();
}

QMap<QString, QString> EnvironmentStore::bulkColumnNames() const
{
    QMap<QString, QString> names;
    m_settings->beginGroup(kBulkColumnsGroup);
    // Keys are stored percent-encoded: a header may hold '/', '\\' or '=' that QSettings would split on.
    for (const QString &key : m_settings->childKeys())
        names.insert(QUrl::fromPercentEncoding(key.toUtf8()), m_settings->value(key).toString());
    m_settings->endGroup();
    return names;
}

void EnvironmentStore::setBulkColumnNames(const QMap<QString, QString> &names)
{
    if (m_readOnly)
        return;
    m_settings->remove(kBulkColumnsGroup);
    m_settings->beginGroup(kBulkColumnsGroup);
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        m_settings->setValue(QString::fromLatin1(QUrl::toPercentEncoding(it.key())), it.value());
    m_settings->endGroup();
    m_settings->sync();
}

int EnvironmentStore::retentionDays() const
{
    bool ok = false;
    const int days = m_settings->value(kRetentionKey).toInt(&ok);
    return ok && days >= 0 ? days : kDefaultRetentionDays;
}

int EnvironmentStore::clinicLeaseSeconds() const
{
    bool ok = false;
    const int seconds = m_settings->value(QStringLiteral("clinic/leaseSeconds")).toInt(&ok);
    return ok && seconds > 0 ? std::max(seconds, 4) : 30;
}

QVariantMap EnvironmentStore::signerSettings(const QString &environmentId) const
{
    QVariantMap out;
    m_settings->beginGroup(QStringLiteral("signer/") + environmentId);
    for (const QString &key : m_settings->childKeys())
        out.insert(key, m_settings->value(key));
    m_settings->endGroup();
    return out;
}

void EnvironmentStore::setSignerSettings(const QString &environmentId, const QVariantMap &settings)
{
    if (m_readOnly || environmentId.isEmpty())
        return;
    m_settings->beginGroup(QStringLiteral("signer/") + environmentId);
    m_settings->remove(QString());
    for (auto it = settings.cbegin(); it != settings.cend(); ++it)
        m_settings->setValue(it.key(), it.value());
    m_settings->endGroup();
    m_settings->sync();
}

void EnvironmentStore::setRetentionDays(int days)
{
    if (m_readOnly)
        return;
    m_settings->setValue(kRetentionKey, std::max(0, days));
    m_settings->sync();
    protect(*m_settings, false);
}

QByteArray EnvironmentStore::windowState(const QString &key) const
{
    return m_settings->value(QStringLiteral("window/") + key).toByteArray();
}

void EnvironmentStore::setWindowState(const QString &key, const QByteArray &state)
{
    if (m_readOnly)
        return;
    m_settings->setValue(QStringLiteral("window/") + key, state);
    m_settings->sync();
    protect(*m_settings, false);
}

int EnvironmentStore::indexOf(const QString &id) const
{
    for (int i = 0; i < m_environments.size(); ++i) {
        if (m_environments.at(i).id == id)
            return i;
    }
    return -1;
}

void EnvironmentStore::notifyChanged(const QString &changedId)
{
    Q_EMIT environmentsChanged();
    if (changedId == m_currentId)
        Q_EMIT currentChanged(current());
}

QList<Environment> EnvironmentStore::environments() const
{
    return m_environments;
}

QStringList EnvironmentStore::ids() const
{
    QStringList result;
    result.reserve(m_environments.size());
    for (const Environment &env : m_environments)
        result.append(env.id);
    return result;
}

bool EnvironmentStore::contains(const QString &id) const
{
    return indexOf(id) >= 0;
}

std::optional<Environment> EnvironmentStore::environment(const QString &id) const
{
    const int i = indexOf(id);
    if (i < 0)
        return std::nullopt;
    return m_environments.at(i);
}

Environment EnvironmentStore::current() const
{
    return m_environments.at(indexOf(m_currentId));
}

QString EnvironmentStore::currentId() const
{
    return m_currentId;
}

bool EnvironmentStore::setCurrent(const QString &id, Remember remember)
{
    if (!contains(id))
        return false;
    if (remember == Remember::Yes && id != m_rememberedId) {
        m_rememberedId = id;
        save();
    }
    if (id == m_currentId)
        return true;
    m_currentId = id;
    qCInfo(lcSettings) << "current environment" << id;
    Q_EMIT currentChanged(current());
    return true;
}

EnvironmentStore::NameProblem EnvironmentStore::checkName(const QString &name, const QString &exceptId) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return NameProblem::Empty;
    for (const Environment &env : m_environments) {
        if (env.id == exceptId)
            continue;
        // Both the stored and the shown (translated) name: the banner must tell environments apart.
        if (trimmed.compare(env.displayName, Qt::CaseInsensitive) == 0
            || trimmed.compare(environmentDisplayName(env), Qt::CaseInsensitive) == 0)
            return NameProblem::Taken;
    }
    return NameProblem::None;
}

std::optional<QString> EnvironmentStore::addEnvironment(const Environment &draft)
{
    if (checkName(draft.displayName) != NameProblem::None)
        return std::nullopt;
    Environment env = draft;
    env.displayName = draft.displayName.trimmed();
    env.id = makeEnvironmentId(env.displayName, ids());
    if (env.kind == EnvironmentKind::Sandbox)
        env.kind = EnvironmentKind::Custom;
    m_environments.append(env);
    save();
    qCInfo(lcSettings) << "added environment" << env.id;
    Q_EMIT environmentsChanged();
    return env.id;
}

bool EnvironmentStore::updateEnvironment(const Environment &env)
{
    const int i = indexOf(env.id);
    if (i < 0)
        return false;
    const Environment &old = m_environments.at(i);
    Environment updated = env;
    if (isBuiltInEnvironmentId(env.id)) {
        updated.kind = old.kind;
        updated.displayName = old.displayName;
        if (updated.kind == EnvironmentKind::Sandbox)
            updated.baseUrls = sandboxUrls(m_sandboxRoot);
    } else {
        updated.displayName = env.displayName.trimmed();
        if (updated.displayName != old.displayName && checkName(updated.displayName, env.id) != NameProblem::None)
            return false;
        if (updated.kind == EnvironmentKind::Sandbox)
            updated.kind = EnvironmentKind::Custom;
    }
    if (updated == old)
        return true;
    m_environments[i] = updated;
    save();
    qCInfo(lcSettings) << "updated environment" << env.id;
    notifyChanged(env.id);
    return true;
}

bool EnvironmentStore::renameEnvironment(const QString &id, const QString &name)
{
    const int i = indexOf(id);
    if (i < 0 || isBuiltInEnvironmentId(id) || checkName(name, id) != NameProblem::None)
        return false;
    const QString trimmed = name.trimmed();
    if (m_environments.at(i).displayName == trimmed)
        return true;
    m_environments[i].displayName = trimmed;
    save();
    qCInfo(lcSettings) << "renamed environment" << id;
    notifyChanged(id);
    return true;
}

bool EnvironmentStore::removeEnvironment(const QString &id)
{
    const int i = indexOf(id);
    if (i < 0 || isBuiltInEnvironmentId(id))
        return false;
    m_environments.removeAt(i);
    const bool wasCurrent = id == m_currentId;
    if (wasCurrent)
        m_currentId = kSandboxEnvironmentId;
    save();
    qCInfo(lcSettings) << "removed environment" << id;
    Q_EMIT environmentsChanged();
    if (wasCurrent)
        Q_EMIT currentChanged(current());
    return true;
}

void EnvironmentStore::setSandboxRoot(const QUrl &root)
{
    if (root == m_sandboxRoot)
        return;
    m_sandboxRoot = root;
    m_environments[indexOf(kSandboxEnvironmentId)].baseUrls = sandboxUrls(root);
    notifyChanged(kSandboxEnvironmentId);
}

QUrl EnvironmentStore::sandboxRoot() const
{
    return m_sandboxRoot;
}

} // namespace cliniclink
