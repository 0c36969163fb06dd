// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "sandboxhttp.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cliniclink::sandbox {

QByteArray SandboxRequest::mediaType() const
{
    QByteArray value = header("content-type");
    const qsizetype semicolon = value.indexOf(';');
    if (semicolon >= 0)
        value.truncate(semicolon);
    return value.trimmed().toLower();
}

SandboxResponse SandboxResponse::json(int status, const QJsonValue &value, const QByteArray &contentType)
{
    SandboxResponse response;
    response.status = status;
    response.contentType = contentType;
    if (value.isObject())
        response.body = QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    else if (value.isArray())
        response.body = QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    else if (!value.isUndefined())
        // A bare scalar: QJsonDocument cannot hold one, so wrap and unwrap an array.
        response.body = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
    return response;
}

SandboxResponse SandboxResponse::bytes(int status, const QByteArray &body, const QByteArray &contentType)
{
    SandboxResponse response;
    response.status = status;
    response.contentType = contentType;
    response.body = body;
    return response;
}

} // namespace cliniclink::sandbox
