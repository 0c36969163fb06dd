#include "environment.h"

#include <QCoreApplication>

namespace cliniclink {

QColor environmentColor(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox: return QColor(0x2e, 0x7d, 0x32);    // green: nothing real here
    case EnvironmentKind::Test: return QColor(0xf5, 0x9e, 0x0b);       // amber
    case EnvironmentKind::Production: return QColor(0xc6, 0x28, 0x28); // red: real patients
    case EnvironmentKind::Custom: return QColor(0x45, 0x5a, 0x64);     // slate
    }
    Q_UNREACHABLE();
}

QString environmentKindName(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox: return QCoreApplication::translate("Environment", "Sandbox");
    case EnvironmentKind::Test: return QCoreApplication::translate("Environment", "Test");
    case EnvironmentKind::Production: return QCoreApplication::translate("Environment", "Production");
    case EnvironmentKind::Custom: return QCoreApplication::translate("Environment", "Custom");
    }
    Q_UNREACHABLE();
}

QString environmentKindKey(EnvironmentKind kind)
{
    switch (kind) {
    case EnvironmentKind::Sandbox: return QStringLiteral("sandbox");
    case EnvironmentKind::Test: return QStringLiteral("test");
    case EnvironmentKind::Production: return QStringLiteral("production");
    case EnvironmentKind::Custom: return QStringLiteral("custom");
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
    env.id = QStringLiteral("sandbox");
    env.displayName = QStringLiteral("Sandbox");
    env.kind = EnvironmentKind::Sandbox;
    const auto at = [&root](const QString &path) {
        QUrl url = root;
        url.setPath(path);
        return url;
    };
    env.baseUrls[Service::Enrichment] = at(QStringLiteral("/enrichment"));
    env.baseUrls[Service::Prescription] = at(QStringLiteral("/prescription"));
    env.baseUrls[Service::Lab] = at(QStringLiteral("/exlab/api/fhir"));
    env.baseUrls[Service::Terminology] = at(QStringLiteral("/nsi/fhir/term"));
    env.baseUrls[Service::Signing] = at(QString());
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
    env.displayName = environmentKindKey(kind);
    return env;
}

} // namespace cliniclink
