// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "problem.h"

#include <QJsonValue>

namespace cliniclink::sandbox {

QJsonObject problemError(const QString &field, const QString &code, const QString &message)
{
    return {{QStringLiteral("field"), field}, {QStringLiteral("code"), code}, {QStringLiteral("message"), message}};
}

SandboxResponse problemResponse(int status, const QString &typeKey, const QString &title, const QString &detail,
                                const QString &instance, const QJsonArray &errors)
{
    QJsonObject body{{QStringLiteral("type"), QString(QStringLiteral("urn:cliniclink:sandbox:problem:") + typeKey)},
                     {QStringLiteral("title"), title},
                     {QStringLiteral("status"), status},
                     {QStringLiteral("detail"), detail},
                     {QStringLiteral("instance"), instance}};
    if (!errors.isEmpty())
        body.insert(QStringLiteral("errors"), errors);
    return SandboxResponse::json(status, body, kProblemContentType);
}

} // namespace cliniclink::sandbox
