// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environmentcodec.h"

#include <QSettings>

namespace cliniclink::environmentcodec {

namespace {

const QString kId = QStringLiteral("id");
const QString kKind = QStringLiteral("kind");
const QString kName = QStringLiteral("name");
const QString kSchemeWord = QStringLiteral("schemeWord");
const QString kOrganizationId = QStringLiteral("organizationId");
const QString kMisOid = QStringLiteral("misOid");
const QString kTimeout = QStringLiteral("timeoutSeconds");
const QString kLinkHosts = QStringLiteral("linkHosts");
const QString kCaFile = QStringLiteral("caFile");
const QString kClinicDatabase = QStringLiteral("clinicDatabase");
const QString kQesZspd = QStringLiteral("qesZspd"); // absent in files before it: off
const QString kUrlGroup = QStringLiteral("url");
const QString kPractitionerGroup = QStringLiteral("practitioner");
const QString kLimitsGroup = QStringLiteral("limits");
// Outside the limits group, whose keys are all per-minute overrides.
const QString kStatusPause = QStringLiteral("statusPause");
const QString kAcrossOrders = QStringLiteral("acrossOrders");
const QString kPerOrder = QStringLiteral("perOrder");

} // namespace

void write(QSettings &settings, const Environment &env)
{
    settings.setValue(kId, env.id);
    settings.setValue(kKind, environmentKindKey(env.kind));
    settings.setValue(kName, env.displayName);
    settings.setValue(kSchemeWord, env.schemeWord);
    settings.setValue(kOrganizationId, env.organizationId);
    settings.setValue(kMisOid, env.misOid);
    settings.setValue(kTimeout, env.timeoutSeconds);
    settings.setValue(kLinkHosts, env.linkHosts);
    settings.setValue(kCaFile, env.caFile);
    if (!env.clinicDatabase.isEmpty())
        settings.setValue(kClinicDatabase, env.clinicDatabase);
    else
        settings.remove(kClinicDatabase);
    settings.setValue(kQesZspd, env.qesZspd);
    settings.setValue(kStatusPause, env.statusPauseScope == StatusPauseScope::AcrossOrders ? kAcrossOrders : kPerOrder);

    if (env.kind != EnvironmentKind::Sandbox) {
        settings.beginGroup(kUrlGroup);
        for (auto it = env.baseUrls.cbegin(); it != env.baseUrls.cend(); ++it) {
            if (!it.value().isEmpty())
                settings.setValue(serviceKey(it.key()), it.value().toString());
        }
        settings.endGroup();
    }

    settings.beginGroup(kPractitionerGroup);
    settings.setValue(QStringLiteral("familyName"), env.practitioner.familyName);
    settings.setValue(QStringLiteral("givenName"), env.practitioner.givenName);
    settings.setValue(QStringLiteral("middleName"), env.practitioner.middleName);
    settings.setValue(QStringLiteral("userIdLpu"), env.practitioner.userIdLpu);
    settings.setValue(QStringLiteral("snils"), env.practitioner.snils);
    settings.endGroup();

    settings.beginGroup(kLimitsGroup);
    for (auto it = env.limitOverrides.cbegin(); it != env.limitOverrides.cend(); ++it)
        settings.setValue(it.key(), it.value());
    settings.endGroup();
}

Environment read(QSettings &settings)
{
    Environment env;
    env.id = settings.value(kId).toString();
    env.kind = environmentKindFromKey(settings.value(kKind).toString());
    env.displayName = settings.value(kName).toString();
    env.schemeWord = settings.value(kSchemeWord, env.schemeWord).toString();
    env.organizationId = settings.value(kOrganizationId).toString();
    env.misOid = settings.value(kMisOid).toString();
    bool ok = false;
    const int timeout = settings.value(kTimeout).toInt(&ok);
    if (ok && timeout > 0)
        env.timeoutSeconds = timeout;
    env.linkHosts = settings.value(kLinkHosts).toStringList();
    env.caFile = settings.value(kCaFile).toString();
    env.clinicDatabase = settings.value(kClinicDatabase).toString();
    env.qesZspd = settings.value(kQesZspd, false).toBool();
    if (settings.value(kStatusPause).toString() == kAcrossOrders)
        env.statusPauseScope = StatusPauseScope::AcrossOrders;

    settings.beginGroup(kUrlGroup);
    for (const QString &key : settings.childKeys()) {
        Service service;
        const QUrl url(settings.value(key).toString());
        if (serviceFromKey(key, &service) && url.isValid())
            env.baseUrls.insert(service, url);
    }
    settings.endGroup();

    settings.beginGroup(kPractitionerGroup);
    env.practitioner.familyName = settings.value(QStringLiteral("familyName")).toString();
    env.practitioner.givenName = settings.value(QStringLiteral("givenName")).toString();
    env.practitioner.middleName = settings.value(QStringLiteral("middleName")).toString();
    env.practitioner.userIdLpu = settings.value(QStringLiteral("userIdLpu")).toString();
    env.practitioner.snils = settings.value(QStringLiteral("snils")).toString();
    settings.endGroup();

    settings.beginGroup(kLimitsGroup);
    for (const QString &key : settings.childKeys()) {
        const int perMinute = settings.value(key).toInt(&ok);
        if (ok && perMinute > 0)
            env.limitOverrides.insert(key, perMinute);
    }
    settings.endGroup();
    return env;
}

} // namespace cliniclink::environmentcodec
