// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// "Check connection" in the settings: one cheap request per configured service of an environment,
// the probe its ServiceProfile declares, chosen so that an answer proves the address is right and
// the token and organization are accepted, without creating anything on the platform. 401 and 403
// mean the token or organization was refused. A redirect is a finding: the transport follows one
// only within the same origin, and the check reports any other as what it is.

#include "apierror.h"
#include "core/common/service.h"
#include "core/settings/environment.h"
#include "serviceaccess.h"

#include <QObject>
#include <QSslCertificate>

namespace cliniclink {

class Transport;

struct ConnectionCheckResult {
    enum class State { NotConfigured, Ok, Failed };
    Service service{};
    State state = State::NotConfigured;
    QString text; // translated, for the person: what was found, or what is wrong
    int httpStatus = 0;
    qint64 durationMs = 0;
    QList<QSslCertificate> peerCertificates; // a TLS failure: the chain the server presented
};

class ConnectionCheck : public QObject {
    Q_OBJECT
public:
    // Without an override the transport must reach `environment` (its AccessProvider answers for
    // it); with one, every probe carries the override's access for its service (an environment as
    // edited, not yet saved), and still goes through the transport's limits and request log.
    ConnectionCheck(Transport *transport, const Environment &environment, AccessProvider accessOverride = {},
                    QObject *parent = nullptr);

    // Checks every service; results arrive one by one, then finished().
    void run();
    bool isRunning() const { return m_pending > 0; }

Q_SIGNALS:
    void serviceChecked(const cliniclink::ConnectionCheckResult &result);
    void finished();

private:
    void checkService(Service service);
    void report(const ConnectionCheckResult &result);

    Transport *m_transport;
    Environment m_environment;
    AccessProvider m_accessOverride;
    int m_pending = 0;
};

} // namespace cliniclink
