// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "examplemodule.h"

#include "core/common/clock.h"
#include "sandbox/server/sandboxcontext.h"
#include "tests/exampleservice/core/exampleservice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

namespace cliniclink::sandbox {

ExampleModule::ExampleModule(SandboxContext &context)
    : ServiceModule(context)
{
}

void ExampleModule::load(const QJsonObject &)
{
    m_certificates.clear();
}

QJsonObject ExampleModule::toJson(const Certificate &c) const
{
    const bool issued = c.requestedAt.msecsTo(context().clock().now()) >= kIssueAfterMs;
    return {{QStringLiteral("id"), c.id},
            {QStringLiteral("patient"), c.patient},
            {QStringLiteral("clientRef"), c.clientRef},
            {QStringLiteral("status"), issued ? QStringLiteral("issued") : QStringLiteral("pending")}};
}

SandboxResponse ExampleModule::handle(const SandboxRequest &request, const QString &subPath)
{
    if (!context().misForSchemeToken(request, services::Example))
        return SandboxResponse::json(401, QJsonObject{{QStringLiteral("error"), QStringLiteral("unknown token")}});
    if (subPath == u"/certificates" && request.method == "POST") {
        const QJsonObject body = QJsonDocument::fromJson(request.body).object();
        if (body.value(u"patient").toString().isEmpty())
            return SandboxResponse::json(400, QJsonObject{{QStringLiteral("error"), QStringLiteral("no patient")}});
        m_certificates.append({QUuid::createUuid().toString(QUuid::WithoutBraces), body.value(u"patient").toString(),
                               body.value(u"clientRef").toString(), context().clock().now()});
        return SandboxResponse::json(201, toJson(m_certificates.constLast()));
    }
    if (subPath == u"/certificates" && request.method == "GET") {
        const QString clientRef = request.query.queryItemValue(QStringLiteral("clientRef"));
        QJsonArray items;
        for (const Certificate &c : std::as_const(m_certificates)) {
            if (c.clientRef == clientRef)
                items.append(toJson(c));
        }
        return SandboxResponse::json(200, QJsonObject{{QStringLiteral("items"), items}});
    }
    if (subPath.startsWith(u"/certificates/") && request.method == "GET") {
        const QString id = subPath.mid(QStringLiteral("/certificates/").size());
        for (const Certificate &c : std::as_const(m_certificates)) {
            if (c.id == id)
                return SandboxResponse::json(200, toJson(c));
        }
    }
    return SandboxResponse::json(404, QJsonObject{{QStringLiteral("error"), QStringLiteral("not found")}});
}

void exampleSandboxModules(SandboxContext &context)
{
    context.addModule(std::make_unique<ExampleModule>(context));
}

} // namespace cliniclink::sandbox
