// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The answer shapes of contract D: the coded error {status: error, errorCode, errorMessage,
// trackingId}, the other routes' {success: false, error, message, tracking_id | trackingStatus},
// the framework-style {statusCode, message, error} (missing X-Id-Lpu, unknown token or route) and
// the 422 signature-mismatch body.

#include "sandbox/server/sandboxhttp.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cliniclink::sandbox::signing {

SandboxResponse coded(int http, const QString &code, const QString &message, const QJsonObject &extra = {});
// coded() with trackingId (null when there is none yet), as upload errors carry it.
SandboxResponse uploadError(int http, const QString &code, const QString &message, const QString &trackingId);
SandboxResponse validation(const QStringList &problems, const QJsonObject &extra = {});
SandboxResponse route(int http, const QString &error, const QString &message, const QJsonObject &extra = {});
SandboxResponse framework(int http, const QString &message);
SandboxResponse mismatch(const QString &code, const QString &message, const QString &reason, const QString &trackingId,
                         const QString &sessionId);
SandboxResponse tooMany(const QString &message, int retryAfterSeconds);
SandboxResponse ok(int http, const QJsonObject &body);

} // namespace cliniclink::sandbox::signing
