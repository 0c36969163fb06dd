// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The sandbox's own request and response types. Service modules see only these, never Qt
// HttpServer types, so modules are plain functions of (state, request) that unit tests can call
// directly, and only httpadapter.cpp knows the Qt HttpServer API (which changes after Qt 6.4).

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

#include <functional>

namespace cliniclink::sandbox {

struct SandboxRequest {
    QByteArray method; // "GET", "POST", ...
    QString path; // full decoded path, e.g. /nsi/fhir/term/ValueSet/$expand
    QUrlQuery query;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    // When it arrived, on the sandbox's clock (invalid: a request made in a test without the
    // adapter). An answer held delayMs is written this long after it.
    QDateTime arrival;

    QByteArray header(const QByteArray &lowerCaseName) const { return headers.value(lowerCaseName); }
    // Media type without parameters, lower case: "application/json".
    QByteArray mediaType() const;
};

struct SandboxResponse {
    int status = 200;
    QByteArray contentType = "application/json; charset=utf-8";
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers; // extra headers (Location, Retry-After, ...)
    // Answer later: the adapter keeps the connection and writes the response once delayMs of
    // virtual time have passed (a gateway that waits for a slot, a slow registry). When deferred is
    // set, it is called at that moment and its result is written instead of this response.
    qint64 delayMs = 0;
    std::function<SandboxResponse()> deferred;

    static SandboxResponse json(int status, const QJsonValue &value,
                                const QByteArray &contentType = "application/json; charset=utf-8");
    static SandboxResponse bytes(int status, const QByteArray &body, const QByteArray &contentType);
    SandboxResponse &withHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({name, value});
        return *this;
    }
};

} // namespace cliniclink::sandbox
