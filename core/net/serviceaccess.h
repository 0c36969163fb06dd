// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the transport needs to reach one service of an environment. Built by serviceAccess() from
// the Environment (settings) and the token (keychain) that whoever owns both passes in, so the
// network layer knows neither QSettings nor the keychain.

#include "core/common/service.h"

#include <QList>
#include <QSslCertificate>
#include <QString>
#include <QUrl>

#include <functional>

namespace cliniclink {

struct ServiceAccess {
    QString environmentId;
    QUrl baseUrl;
    QString schemeWord = QStringLiteral("N3"); // A, B, C: "Authorization: <scheme word> <token>"
    QString token; // D: "Authorization: <token>"
    QString organizationId; // D: X-Id-Lpu
    int timeoutSeconds = 30;
    // Why no call may go (plain http to Production, a password in the address, an unreadable CA
    // file), translated; the call then fails before anything leaves. Empty when it may.
    QString refusal;
    // When not empty, the complete set of CAs to trust for this service: the system's and the
    // environment's own. Empty: the system's only.
    QList<QSslCertificate> caCertificates;
};

using AccessProvider = std::function<ServiceAccess(Service)>;

struct Environment;

// The one place a ServiceAccess is made: the environment's address, scheme word, organization
// and timeout for the service, with the given token.
ServiceAccess serviceAccess(const Environment &environment, Service service, const QString &token);

} // namespace cliniclink
