// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Private to core/signing: the JSON pieces every call of service D shares, written once: an
// answer read as an object, and the practitioner as the platform's bodies name him or her.

#include "core/validation/snils.h"
#include "signingtypes.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace cliniclink::signingjson {

// The body as a JSON object, or nullopt when it is not JSON or not an object.
inline std::optional<QJsonObject> objectOf(const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

// The practitioner block of D1, archive, initqes, the questionnaires and the invitations:
// familyName, givenName and userIdLpu always, middleName and snils (as digits) when set, each
// trimmed. D1 adds the telecom to it.
inline QJsonObject practitionerJson(const DispatchPractitioner &p)
{
    QJsonObject o{{QStringLiteral("familyName"), p.familyName.trimmed()},
                  {QStringLiteral("givenName"), p.givenName.trimmed()},
                  {QStringLiteral("userIdLpu"), p.userIdLpu.trimmed()}};
    if (!p.middleName.trimmed().isEmpty())
        o.insert(QStringLiteral("middleName"), p.middleName.trimmed());
    const QString snils = snilsDigits(p.snils.trimmed());
    if (!snils.isEmpty())
        o.insert(QStringLiteral("snils"), snils);
    return o;
}

// The practitioner as initselfqes, attachselfqes and initbatchqes match him or her (D4): by snils
// (as digits) and/or userIdLpu, each only when set.
inline QJsonObject practitionerIdentifiers(const DispatchPractitioner &p)
{
    QJsonObject o;
    const QString snils = snilsDigits(p.snils.trimmed());
    if (!snils.isEmpty())
        o.insert(QStringLiteral("snils"), snils);
    if (!p.userIdLpu.trimmed().isEmpty())
        o.insert(QStringLiteral("userIdLpu"), p.userIdLpu.trimmed());
    return o;
}

} // namespace cliniclink::signingjson
