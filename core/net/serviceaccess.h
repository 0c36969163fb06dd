#pragma once
// What the transport needs to reach one service of the current environment. Built from the
// Environment (settings) and the token (keychain) by whoever owns both, so the network layer
// knows neither QSettings nor the keychain.

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

} // namespace cliniclink
