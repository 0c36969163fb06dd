// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "connectioncheck.h"

#include "apicall.h"
#include "origin.h"
#include "serviceprofiles.h"
#include "transport.h"

#include <QJsonObject>

namespace cliniclink {

namespace {

// A probe reads any answer as information (a 404 to a made-up id is the expected answer), so it
// succeeds whenever the server answered; only the transport's own failures stay failures.
class ProbeCall final : public JsonCall {
public:
    using JsonCall::JsonCall;
    // The server's refusal, when it refused; decided on by ConnectionCheck.
    const ApiError &answerError() const { return m_answerError; }

protected:
    bool acceptsStatus(int httpStatus) const override { return httpStatus >= 200 && httpStatus < 600; }
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override
    {
        if (httpStatus >= 300) {
            m_answerError = ApiError::fromHttp(service(), httpStatus, contentType, body);
            return {};
        }
        return JsonCall::parseSuccess(httpStatus, contentType, body);
    }

private:
    ApiError m_answerError;
};

ProbeCall *probeFor(Service service, const Environment &env)
{
    const ConnectionProbe &probe = serviceProfile(service).probe;
    auto *call = new ProbeCall(service, probe.method, probe.path);
    call->setQuery(probe.query);
    call->setRouteClass(probe.routeClass);
    if (probe.body)
        call->setJsonBody(probe.body(env));
    return call;
}

} // namespace

ConnectionCheck::ConnectionCheck(Transport *transport, const Environment &environment, AccessProvider accessOverride,
                                 QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_environment(environment)
    , m_accessOverride(std::move(accessOverride))
{
}

void ConnectionCheck::run()
{
    for (Service service : allServices())
        checkService(service);
    if (m_pending == 0)
        Q_EMIT finished();
}

void ConnectionCheck::checkService(Service service)
{
    if (!m_environment.isConfigured(service)) {
        ConnectionCheckResult result;
        result.service = service;
        result.text = tr("No address is set.");
        Q_EMIT serviceChecked(result);
        return;
    }
    ++m_pending;
    ProbeCall *probe = probeFor(service, m_environment);
    if (m_accessOverride)
        probe->setAccessOverride(m_accessOverride(service));
    ProbeCall *call = m_transport->start(probe);
    const QDateTime started = m_transport->clock()->now();
    connect(call, &ApiCall::finished, this, [this, call, service, started] {
        ConnectionCheckResult result;
        result.service = service;
        result.httpStatus = call->httpStatus();
        result.durationMs = started.msecsTo(m_transport->clock()->now());
        const int status = call->httpStatus();
        if (!call->isSuccess()) {
            result.state = ConnectionCheckResult::State::Failed;
            result.text = call->error().userText();
            result.peerCertificates = call->error().peerCertificates();
        } else if (status == 200) {
            result.state = ConnectionCheckResult::State::Ok;
            const QString version = call->result().toObject().value(u"version").toString();
            result.text = version.isEmpty() ? tr("Connected; the token was accepted.")
                                            : tr("Connected; service version %1.").arg(version);
        } else if (status >= 300 && status < 400) {
            // A redirect the transport did not follow (one to another origin already failed the
            // call): the address in the settings is not where the service answers.
            result.state = ConnectionCheckResult::State::Failed;
            const QString location = QString::fromLatin1(call->replyHeader("Location"));
            result.text = location.isEmpty()
                ? tr("The server answered with a redirect (HTTP %1); check the address.").arg(status)
                : tr("The server answered with a redirect (HTTP %1) to %2; check the address.")
                      .arg(status)
                      .arg(origin::originText(QUrl(location)));
        } else if (status == 401 || status == 403 || status >= 500
                   || !serviceProfile(service).probe.refusalProvesConnection) {
            // Refused credentials, a failing server, or a read that should simply have worked.
            result.state = ConnectionCheckResult::State::Failed;
            result.text = call->answerError().userText();
        } else {
            // The server answered and took the credentials; it only found nothing for our probe.
            result.state = ConnectionCheckResult::State::Ok;
            // The probe asks for a made-up item on purpose: its "not found" is the good answer, and
            // a status number beside "accepted" reads as a fault to the person.
            result.text = tr("Connected; the token was accepted.");
        }
        report(result);
    });
}

void ConnectionCheck::report(const ConnectionCheckResult &result)
{
    Q_EMIT serviceChecked(result);
    if (--m_pending == 0)
        Q_EMIT finished();
}

} // namespace cliniclink
