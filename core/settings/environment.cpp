// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "environment.h"

#include "core/net/serviceprofiles.h"

#include <QCoreApplication>

namespace cliniclink {

QString environmentColorName(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox:
        return QStringLiteral("#2e7d32"); // green: nothing real here
    case EnvironmentKind::Test:
        return QStringLiteral("#f59e0b"); // amber
    case EnvironmentKind::Production:
        return QStringLiteral("#c62828"); // red: real patients
    case EnvironmentKind::Custom:
        return QStringLiteral("#455a64"); // slate
    }
    Q_UNREACHABLE();
}

QString environmentKindName(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox:
        return QCoreApplication::translate("Environment", "Sandbox");
    case EnvironmentKind::Test:
        return QCoreApplication::translate("Environment", "Test");
    case EnvironmentKind::Production:
        return QCoreApplication::translate("Environment", "Production");
    case EnvironmentKind::Custom:
        return QCoreApplication::translate("Environment", "Custom");
    }
    Q_UNREACHABLE();
}

QString environmentKindKey(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox:
        return QStringLiteral("sandbox");
    case EnvironmentKind::Test:
        return QStringLiteral("test");
    case EnvironmentKind::Production:
        return QStringLiteral("production");
    case EnvironmentKind::Custom:
        return QStringLiteral("custom");
    }
    Q_UNREACHABLE();
}

EnvironmentKind environmentKindFromKey(const QString &key)
{
    if (key == u"sandbox")
        return EnvironmentKind::Sandbox;
    if (key == u"test")
        return EnvironmentKind::Test;
    if (key == u"production")
        return EnvironmentKind::Production;
    return EnvironmentKind::Custom;
}

Environment sandboxEnvironment(const QUrl &root)
{
    Environment env;
    env.id = kSandboxEnvironmentId;
    env.displayName = QStringLiteral("Sandbox");
    env.kind = EnvironmentKind::Sandbox;
    const auto at = [&root](const QString &path) {
        QUrl url = root;
        url.setPath(path);
        return url;
    };
    for (Service service : allServices())
        env.baseUrls[service] = at(serviceProfile(service).sandboxPath);
    // The sandbox's built-in fixture: the clinic "ГБУЗ Городская поликлиника № 3" and its doctor.
    env.organizationId = QStringLiteral("4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60");
    env.misOid = QStringLiteral("1.2.643.5.1.13.13.12.2.77.7777");
    env.practitioner = {QStringLiteral("Смирнова"), QStringLiteral("Елена"), QStringLiteral("Викторовна"),
                        QStringLiteral("doc-1024"), QStringLiteral("11223344595")};
    return env;
}

Environment emptyEnvironment(const QString &id, EnvironmentKind kind)
{
    Environment env;
    env.id = id;
    env.kind = kind;
    // The English source name; built-ins are shown translated through environmentDisplayName().
    switch (kind) {
    case EnvironmentKind::Sandbox:
        env.displayName = QStringLiteral("Sandbox");
        break;
    case EnvironmentKind::Test:
        env.displayName = QStringLiteral("Test");
        break;
    case EnvironmentKind::Production:
        env.displayName = QStringLiteral("Production");
        break;
    case EnvironmentKind::Custom:
        env.displayName = id;
        break;
    }
    return env;
}

bool isBuiltInEnvironmentId(const QString &id)
{
    return id == kSandboxEnvironmentId || id == kTestEnvironmentId || id == kProductionEnvironmentId;
}

QString environmentDisplayName(const Environment &env)
{
    if (isBuiltInEnvironmentId(env.id))
        return environmentKindName(env.kind);
    return env.displayName;
}

} // namespace cliniclink
