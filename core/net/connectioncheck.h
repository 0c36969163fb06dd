#pragma once
// "Check connection" in the settings: one cheap request per configured service of an environment,
// chosen so that an answer proves the address is right and the token and organization are
// accepted, without creating anything on the platform:
//   A  GET  /snils/<nil uuid>               404 = reachable, token accepted
//   B  POST /TakePrescriptionStatus         400 "no record" = reachable, token and MIS accepted
//   C  POST /$getstatus (unknown OrderId)   any answer but 401/403/5xx
//   C  GET  /version (terminology)          200 with the version
//   D  GET  /sep/api/signing?idPatientMis=  200 list
// 401 and 403 mean the token or organization was refused. A redirect is a finding: the transport
// follows one only within the same origin, and the check reports any other as what it is.

#include "core/common/service.h"
#include "apierror.h"
#include "core/settings/environment.h"

#include <QObject>

namespace cliniclink {

class Transport;

struct ConnectionCheckResult
{
    enum class State { NotConfigured, Ok, Failed };
    Service service = Service::Enrichment;
    State state = State::NotConfigured;
    QString text; // translated, for the person: what was found, or what is wrong
    int httpStatus = 0;
    qint64 durationMs = 0;
};

class ConnectionCheck : public QObject
{
    Q_OBJECT
public:
    // The transport must reach `environment` (its AccessProvider answers for it).
    ConnectionCheck(Transport *transport, const Environment &environment, QObject *parent = nullptr);

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
    int m_pending = 0;
};

} // namespace cliniclink
