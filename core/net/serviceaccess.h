#pragma once
// What the transport needs to reach one service of an environment. Built by serviceAccess() from
// the Environment (settings) and the token (keychain) that whoever owns both passes in, so the
// network layer knows neither QSettings nor the keychain.

#include "core/common/service.h"

#include <QString>
#include <QUrl>

#include <functional>

namespace cliniclink {

struct ServiceAccess
{
    QString environmentId;
    QUrl baseUrl;
    QString schemeWord = QStringLiteral("N3"); // A, B, C: "Authorization: <scheme word> <token>"
    QString token;                             // D: "Authorization: <token>"
    QString organizationId;                    // D: X-Id-Lpu
    int timeoutSeconds = 30;
};

using AccessProvider = std::function<ServiceAccess(Service)>;

struct Environment;

// The one place a ServiceAccess is made: the environment's address, scheme word, organization
// and timeout for the service, with the given token.
ServiceAccess serviceAccess(const Environment &environment, Service service, const QString &token);

} // namespace cliniclink
