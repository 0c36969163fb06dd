// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the workstation knows about one service of the platform, declared by the service's own
// folder (core/enrichment/enrichmentprofile.cpp, ...) and read by the generic code: how the
// transport adds credentials, which limits of the contract apply, how often its items are
// polled, how "Check connection" probes it, and where the sandbox serves it. Its descriptor
// (core/<key>/<key>service.cpp) names the function that makes it.

#include "core/common/service.h"
#include "core/poll/pollpolicy.h"
#include "limittable.h"
#include "serviceaccess.h"

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QUrlQuery>

#include <functional>
#include <utility>

namespace cliniclink {

class ApiCall;
class ApiError;
struct Environment;

// How a service takes its credentials.
enum class AuthStyle {
    SchemeWord, // "Authorization: <scheme word> <token>" (A, B, C)
    BareTokenWithOrganization, // "Authorization: <token>" and "X-Id-Lpu: <organization>" (D)
};

// One cheap request whose answer proves the address is right and the credentials are accepted,
// without creating anything on the platform.
struct ConnectionProbe {
    QByteArray method = "GET";
    QString path;
    QUrlQuery query;
    QString routeClass = RouteClass::Default;
    // The JSON body, when the probe has one (it may need the environment's organization).
    std::function<QJsonValue(const Environment &)> body;
    // True when any answer but 401, 403 and 5xx proves the connection (a 404 or 400 to a made-up
    // id means the server looked); false when only a 200 does (a plain read that should work).
    bool refusalProvesConnection = false;
};

using HeaderList = QList<std::pair<QByteArray, QByteArray>>;

struct ServiceProfile {
    Service service{};
    AuthStyle authStyle = AuthStyle::SchemeWord;
    // False when the service answers without a token (terminology); a token set is still sent.
    bool tokenRequired = true;
    // The Content-Type sent when a call has no body type of its own (A wants JSON even on a GET).
    QByteArray defaultContentType;
    // The contract's name of the base address ("{base_url}", "{sep_host}"), shown in the settings.
    QString addressName;
    // Where the sandbox serves the service, under its root.
    QString sandboxPath;
    // The contract's limits of this service (LimitTable::contractDefaults() collects them).
    QList<LimitRule> limits;
    PollPolicy pollPolicy;
    ConnectionProbe probe;
    // The service's words for the refusals it knows (ApiError::explain): what happened, what to
    // do, the field at fault. The call tells which endpoint refused (its method and path). Called by
    // the transport on every error status; may leave the error as it is.
    std::function<void(ApiError &error, const ApiCall &call)> explainError;

    bool needsOrganization() const { return authStyle == AuthStyle::BareTokenWithOrganization; }
    // The credential headers for a request with this access; none when no token is set.
    HeaderList authHeaders(const ServiceAccess &access) const;
};

} // namespace cliniclink
