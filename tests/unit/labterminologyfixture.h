// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Shared by the terminology and lab tests: the built-in terminology and lab fixture files plus a
// small set of parties (one MIS with its token, linked to the clinic), and a way to call a module
// directly with a SandboxRequest.

#include "sandbox/server/sandboxhttp.h"
#include "sandbox/services/servicemodule.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

namespace cliniclink::sandbox::testing {

inline constexpr auto kClinicOrg = "4f6a2b1c-8d3e-4c5f-9a7b-1e2d3c4b5a60";
inline constexpr auto kOtherOrg = "0d3b8a7e-5c1f-4e92-b6a4-7f2e9c1d8b35";
inline constexpr auto kToken = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
inline constexpr auto kOtherToken = "16fd2706-8baf-433b-82eb-8c7fada847da";

inline QJsonObject readFixturePart(const char *name)
{
    QFile file(QStringLiteral(CLINICLINK_SANDBOX_FIXTURES_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// terminology.json + lab.json + parties. Organizations of lab.json (laboratories) come first.
inline QJsonObject labTerminologyFixtures()
{
    QJsonObject doc = readFixturePart("terminology.json");
    const QJsonObject lab = readFixturePart("lab.json");
    for (auto it = lab.begin(); it != lab.end(); ++it)
        doc.insert(it.key(), it.value());
    QJsonArray organizations = doc.value(u"organizations").toArray();
    organizations.append(QJsonObject{{QStringLiteral("id"), QLatin1String(kClinicOrg)},
                                     {QStringLiteral("name"), QStringLiteral("ГБУЗ «Городская поликлиника № 12»")},
                                     {QStringLiteral("oid"), QStringLiteral("1.2.643.5.1.13.13.12.2.77.7712")}});
    organizations.append(QJsonObject{{QStringLiteral("id"), QLatin1String(kOtherOrg)},
                                     {QStringLiteral("name"), QStringLiteral("ГБУЗ «Городская поликлиника № 45»")},
                                     {QStringLiteral("oid"), QStringLiteral("1.2.643.5.1.13.13.12.2.77.7745")}});
    doc.insert(QStringLiteral("organizations"), organizations);
    doc.insert(QStringLiteral("schemeWords"), QJsonArray{QStringLiteral("N3")});
    doc.insert(QStringLiteral("mis"),
               QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("mis-clinic")},
                                      {QStringLiteral("name"), QStringLiteral("МИС поликлиники")},
                                      {QStringLiteral("organizations"), QJsonArray{QLatin1String(kClinicOrg)}}},
                          QJsonObject{{QStringLiteral("id"), QStringLiteral("mis-other")},
                                      {QStringLiteral("name"), QStringLiteral("МИС другой поликлиники")},
                                      {QStringLiteral("organizations"), QJsonArray{QLatin1String(kOtherOrg)}}}});
    doc.insert(QStringLiteral("tokens"),
               QJsonArray{QJsonObject{{QStringLiteral("token"), QLatin1String(kToken)},
                                      {QStringLiteral("mis"), QStringLiteral("mis-clinic")}},
                          QJsonObject{{QStringLiteral("token"), QLatin1String(kOtherToken)},
                                      {QStringLiteral("mis"), QStringLiteral("mis-other")}}});
    return doc;
}

struct Reply {
    int status = 0;
    QJsonObject json;
    SandboxResponse raw;
};

inline SandboxRequest makeRequest(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                                  const QByteArray &token = kToken)
{
    SandboxRequest r;
    r.method = method;
    const qsizetype q = path.indexOf(u'?');
    r.path = q < 0 ? path : path.left(q);
    if (q >= 0)
        r.query = QUrlQuery(path.mid(q + 1));
    if (!token.isEmpty())
        r.headers.insert("authorization", "N3 " + token);
    if (!body.isEmpty()) {
        r.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
        r.headers.insert("content-type", "application/json");
    }
    return r;
}

// Calls module with the part of the path after prefix.
inline Reply call(ServiceModule &module, const QString &prefix, const SandboxRequest &request)
{
    Reply reply;
    reply.raw = module.handle(request, request.path.mid(prefix.size()));
    reply.status = reply.raw.status;
    reply.json = QJsonDocument::fromJson(reply.raw.body).object();
    return reply;
}

// The named parameter of a Parameters resource.
inline QJsonObject parameterOf(const QJsonObject &parameters, const QString &name)
{
    for (const QJsonValue &p : parameters.value(u"parameter").toArray()) {
        if (p.toObject().value(u"name").toString() == name)
            return p.toObject();
    }
    return {};
}

inline QJsonObject parametersBody(const QList<QPair<QString, QJsonValue>> &items)
{
    QJsonArray list;
    for (const auto &[name, value] : items) {
        QJsonObject p{{QStringLiteral("name"), name}};
        if (value.isBool())
            p.insert(QStringLiteral("valueBoolean"), value);
        else if (value.isDouble()) // the contract has no valueInteger: numbers travel as text
            p.insert(QStringLiteral("valueString"), QString::number(value.toInteger()));
        else if (value.isObject())
            p.insert(QStringLiteral("valueCoding"), value);
        else
            p.insert(QStringLiteral("valueString"), value);
        list.append(p);
    }
    return {{QStringLiteral("resourceType"), QStringLiteral("Parameters")}, {QStringLiteral("parameter"), list}};
}

} // namespace cliniclink::sandbox::testing
