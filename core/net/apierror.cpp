// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "apierror.h"

#include "core/fhir/operationoutcome.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace cliniclink {

namespace {

// Appends in place: nested arrays are walked once, not copied up at every level.
void appendStringsOf(const QJsonValue &value, QStringList *out)
{
    if (value.isString()) {
        const QString text = value.toString().trimmed();
        if (!text.isEmpty())
            out->append(text);
    } else if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue &v : array)
            appendStringsOf(v, out);
    } else if (value.isObject()) {
        // Problem details' "errors" items and similar: {field, detail|message}.
        const QJsonObject o = value.toObject();
        const QString text = o.value(u"detail").toString(o.value(u"message").toString(o.value(u"reason").toString()));
        const QString field = o.value(u"field").toString(o.value(u"name").toString(o.value(u"pointer").toString()));
        if (!text.isEmpty())
            out->append(field.isEmpty() || text.contains(field) ? text : field % u": " % text);
    }
}

QStringList stringsOf(const QJsonValue &value)
{
    QStringList out;
    appendStringsOf(value, &out);
    return out;
}

// C: OperationOutcome; the first issue's code is the service's code.
void readOperationOutcome(const QJsonObject &o, QString *code, QStringList *messages)
{
    for (const fhir::OutcomeIssue &issue : fhir::OperationOutcome::issues(o)) {
        if (code->isEmpty())
            *code = issue.code;
        if (!issue.diagnostics.isEmpty())
            messages->append(issue.diagnostics);
    }
}

// A: application/problem+json (RFC 7807) with optional lists of field errors.
void readProblem(const QJsonObject &o, QString *code, QStringList *messages)
{
    const QString type = o.value(u"type").toString();
    *code = (type.isEmpty() || type == u"about:blank") ? o.value(u"title").toString() : type;
    const QString detail = o.value(u"detail").toString();
    if (!detail.isEmpty())
        messages->append(detail);
    else if (!o.value(u"title").toString().isEmpty())
        messages->append(o.value(u"title").toString());
    for (const char16_t *key : {u"errors", u"invalid-params", u"invalidParams", u"violations"}) {
        const QJsonValue list = o.value(QStringView(key));
        if (list.isObject()) { // {"field": ["message", ...]}
            const QJsonObject byField = list.toObject();
            for (auto it = byField.begin(); it != byField.end(); ++it) {
                for (const QString &m : stringsOf(it.value()))
                    messages->append(it.key() % u": " % m);
            }
        } else {
            appendStringsOf(list, messages);
        }
    }
}

} // namespace

ApiError::ApiError(Kind kind, Service service, QString technicalDetail)
    : m_kind(kind)
    , m_service(service)
    , m_technicalDetail(std::move(technicalDetail))
{
}

ApiError ApiError::fromHttp(Service service, int httpStatus, const QByteArray &contentType, const QByteArray &body)
{
    ApiError error(httpStatus == 429 ? Kind::RateLimited : Kind::Http, service);
    error.m_httpStatus = httpStatus;

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        // Not JSON (a proxy's HTML page, an empty body): keep a short excerpt for the log only.
        error.m_technicalDetail =
            QStringLiteral("HTTP %1, %2 bytes of %3")
                .arg(httpStatus)
                .arg(body.size())
                .arg(QString::fromLatin1(contentType.isEmpty() ? "no content type" : contentType));
        if (doc.isArray()) // B sometimes answers a bare array of strings
            error.m_serverMessages = stringsOf(doc.array());
        return error;
    }

    const QJsonObject o = doc.object();
    QString code;
    QStringList messages;
    if (fhir::OperationOutcome::isOperationOutcome(o)) {
        readOperationOutcome(o, &code, &messages);
    } else if (o.contains(u"errorCode")) { // D: {status: error, errorCode, errorMessage, trackingId}
        code = o.value(u"errorCode").toString();
        messages = stringsOf(o.value(u"errorMessage"));
    } else if (o.contains(u"Message")) { // B: {"Message": [..]}
        messages = stringsOf(o.value(u"Message"));
    } else if (contentType.contains("problem+json") || o.contains(u"title") || o.contains(u"detail")) {
        readProblem(o, &code, &messages);
    } else if (o.contains(u"error") || o.contains(u"message")) {
        // D's other routes {error, message, tracking_id | trackingStatus}, the 400 {statusCode,
        // message, error: "Bad Request"} and the 422 {statusCode, success, error, message, reason}.
        const QString errorField = o.value(u"error").toString();
        const bool errorIsCode = !errorField.isEmpty() && !errorField.contains(u' ');
        code = errorIsCode ? errorField : QString();
        messages = stringsOf(o.value(u"message"));
        if (!errorIsCode && !errorField.isEmpty() && messages.isEmpty())
            messages << errorField;
        appendStringsOf(o.value(u"reason"), &messages);
    }
    error.m_code = code;
    error.m_serverMessages = messages;
    for (const char16_t *key :
         {u"trackingId", u"tracking_id", u"trackingStatus", u"reason", u"signingSessionId", u"statusCode"}) {
        if (o.contains(QStringView(key)))
            error.m_details.insert(QStringView(key), o.value(QStringView(key)));
    }
    error.m_technicalDetail = QStringLiteral("HTTP %1%2").arg(httpStatus).arg(code.isEmpty() ? QString() : u' ' % code);
    return error;
}

bool ApiError::isTransient() const
{
    switch (m_kind) {
    case Kind::Timeout:
    case Kind::ConnectionRefused:
    case Kind::Network:
        return true;
    case Kind::Http:
        return m_httpStatus == 502 || m_httpStatus == 503 || m_httpStatus == 504;
    default:
        return false;
    }
}

bool ApiError::mayHaveActed() const
{
    if (m_mayHaveActed)
        return *m_mayHaveActed;
    switch (m_kind) {
    case Kind::Timeout:
    case Kind::MalformedReply:
        return true;
    case Kind::Network:
        return m_networkFailure != NetworkFailure::RedirectRefused;
    case Kind::Http:
        return m_httpStatus == 502 || m_httpStatus == 504;
    default:
        return false;
    }
}

QString ApiError::logText() const
{
    const QString text = headline();
    if (m_technicalDetail.isEmpty() || text.contains(m_technicalDetail))
        return text;
    return text % u" [" % m_technicalDetail % u']';
}

void ApiError::explain(const QString &text, const QString &field)
{
    m_explanation = text;
    m_field = field;
}

QString ApiError::headline() const
{
    if (!m_explanation.isEmpty())
        return m_explanation;
    const QString service = serviceDisplayName(m_service);
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::Configuration:
        return tr("The service \"%1\" is not set up for this environment: %2").arg(service, m_technicalDetail);
    case Kind::Timeout:
        return tr("The service \"%1\" did not answer in time. Check the network and try again.").arg(service);
    case Kind::ConnectionRefused:
        return tr("Could not connect to the service \"%1\": the server refused the connection.").arg(service);
    case Kind::HostNotFound:
        return tr("The server of the service \"%1\" was not found. Check the address in the settings.").arg(service);
    case Kind::Tls:
        return tr("The secure connection to the service \"%1\" could not be verified, so nothing was sent: %2")
            .arg(service, m_technicalDetail);
    case Kind::Network:
        switch (m_networkFailure) {
        case NetworkFailure::ClosedWithoutAnswer:
            return tr("The connection to the service \"%1\" closed before the answer came. The request may have "
                      "reached the service.")
                .arg(service);
        case NetworkFailure::Truncated:
            return tr("The service \"%1\" sent an incomplete answer. The request may have reached the service.")
                .arg(service);
        case NetworkFailure::RedirectRefused:
            return tr("The service \"%1\" redirected the request to an address that is not allowed, so it was not "
                      "followed.")
                .arg(service);
        case NetworkFailure::Other:
            break;
        }
        if (mayHaveActed())
            return tr("The connection to the service \"%1\" failed. The request may have reached the service.")
                .arg(service);
        return tr("The connection to the service \"%1\" failed before the request was sent.").arg(service);
    case Kind::Cancelled:
        return tr("The request was cancelled.");
    case Kind::RateLimited:
        if (m_retryAt.isValid())
            return tr("Too many requests to the service \"%1\". It can be tried again at %2.")
                .arg(service, QLocale().toString(m_retryAt.toLocalTime().time(), QLocale::LongFormat));
        return tr("Too many requests to the service \"%1\". Wait a minute and try again.").arg(service);
    case Kind::MalformedReply:
        return tr("The service \"%1\" sent an answer that could not be read.").arg(service);
    case Kind::NotRecorded:
        // The journal is this workstation's file or the clinic database: the detail says which.
        return tr("Nothing was sent to the service \"%1\", because it could not be recorded in the journal "
                  "first. %2")
            .arg(service, m_technicalDetail);
    case Kind::RedirectRefused:
        return tr("The service \"%1\" sent the request on to another address, %2. It was not followed, so neither "
                  "the access token nor the data went there. Check the address in the settings.")
            .arg(service, m_technicalDetail);
    case Kind::Http:
        break;
    }
    if (m_httpStatus == 401)
        return tr("The service \"%1\" did not accept the access token or the organization. Check them in the settings.")
            .arg(service);
    if (m_httpStatus == 403)
        return tr("The service \"%1\" denied access to this record.").arg(service);
    if (m_httpStatus == 404)
        return tr("The service \"%1\" did not find what was asked for.").arg(service);
    // D's PROCESSING_ERROR: the platform could not make a PDF of what it was given. Sent again, the
    // same file fails the same way, so not "try again later"; the caller knows which file it sent.
    if (m_code == u"PROCESSING_ERROR")
        return tr("The service \"%1\" could not prepare a PDF (HTTP %2).").arg(service).arg(m_httpStatus);
    if (m_httpStatus >= 500)
        return tr("The service \"%1\" failed (HTTP %2). Try again later.").arg(service).arg(m_httpStatus);
    return tr("The service \"%1\" refused the request (HTTP %2).").arg(service).arg(m_httpStatus);
}

QString ApiError::userText() const
{
    QString text = headline();
    for (const QString &m : m_serverMessages)
        text += u"\n• " % m;
    return text;
}

} // namespace cliniclink
