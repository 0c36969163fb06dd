// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// RFC 7807 problem details as service A answers them: application/problem+json with type, title,
// status, detail, instance, and an `errors` array naming each field ({field, code, message}).

#include "sandbox/server/sandboxhttp.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace cliniclink::sandbox {

inline constexpr char kProblemContentType[] = "application/problem+json; charset=utf-8";

// One entry of `errors`: field is a dotted path ("patient.familyName"), empty for the whole body.
QJsonObject problemError(const QString &field, const QString &code, const QString &message);

// typeKey becomes "urn:cliniclink:sandbox:problem:<typeKey>".
SandboxResponse problemResponse(int status, const QString &typeKey, const QString &title, const QString &detail,
                                const QString &instance, const QJsonArray &errors = {});

} // namespace cliniclink::sandbox
