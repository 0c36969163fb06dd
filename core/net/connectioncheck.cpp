#include "connectioncheck.h"

#include "apicall.h"
#include "origin.h"
#include "transport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUuid>

namespace cliniclink {

namespace {

// A probe reads any answer as information (a 404 to a made-up id is the expected answer), so it
// succeeds whenever the server answered; only the transport's own failures stay failures.
class ProbeCall final : public JsonCall
{
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

const QString kProbeId = QStringLiteral("cliniclink-connection-check");

ProbeCall *probeFor(Service service, const Environment &env)
{
    switch (service) {
    case Service::Enrichment: {
        auto *call = new ProbeCall(service, "GET", QStringLiteral("/snils/") + QUuid().toString(QUuid::WithoutBraces));
        call->setRouteClass(RouteClass::Status);
        return call;
    }
    case Service::Prescription: {
        auto *call = new ProbeCall(service, "POST", QStringLiteral("/TakePrescriptionStatus"));
        call->setJsonBody(QJsonObject{{QStringLiteral("Organization"), env.organizationId},
                                      {QStringLiteral("IdSourceMis"), kProbeId},
                                      {QStringLiteral("IdDataSource"), 1}});
        return call;
    }
    case Service::Lab: {
        auto *call = new ProbeCall(service, "POST", QStringLiteral("/$getstatus"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
        call->setQuery(query);
        call->setJsonBody(QJsonObject{
            {QStringLiteral("resourceType"), QStringLiteral("Parameters")},
            {QStringLiteral("parameter"),
             QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("OrderId")},
                                    {QStringLiteral("valueString"), QUuid::createUuid().toString(QUuid::WithoutBraces)}}}}});
        return call;
    }
    case Service::Terminology: {
        auto *call = new ProbeCall(service, "GET", QStringLiteral("/version"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
        call->setQuery(query);
        return call;
    }
    case Service::Signing: {
        auto *call = new ProbeCall(service, "GET", QStringLiteral("/sep/api/signing"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("idPatientMis"), kProbeId);
        call->setQuery(query);
        call->setRouteClass(RouteClass::Status);
        return call;
    }
    }
    Q_UNREACHABLE();
}

} // namespace

ConnectionCheck::ConnectionCheck(Transport *transport, const Environment &environment, QObject *parent)
    : QObject(parent)
    , m_transport(transport)
    , m_environment(environment)
{
}

void ConnectionCheck::run()
{
    for (Service service : kAllServices)
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
    ProbeCall *call = m_transport->start(probeFor(service, m_environment));
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
        } else if (status == 401 || status == 403 || status >= 500 || service == Service::Terminology
                   || service == Service::Signing) {
            // Refused credentials, a failing server, or a read that should simply have worked.
            result.state = ConnectionCheckResult::State::Failed;
            result.text = call->answerError().userText();
        } else {
            // The server answered and took the credentials; it only found nothing for our probe.
            result.state = ConnectionCheckResult::State::Ok;
            result.text = tr("Connected; the token was accepted (HTTP %1 to a test request).").arg(status);
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
