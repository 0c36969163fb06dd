// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "redactor.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace cliniclink::redactor {

namespace {

// Keys whose values identify a person, in lower case (JSON of A, B, C and D).
const QSet<QString> &personalKeys()
{
    static const QSet<QString> keys = {
        u"familyname"_s,   u"firstname"_s,  u"givenname"_s,  u"middlename"_s, u"patronymic"_s,
        u"family"_s,       u"given"_s,      u"snils"_s,      u"birthdate"_s,  u"series"_s,
        u"number"_s,       u"docn"_s,       u"docs"_s,       u"issuer"_s,     u"providername"_s,
        u"issuedate"_s,    u"issueddate"_s, u"phone"_s,      u"email"_s,      u"unitedpolicynumber"_s,
        u"enp"_s,          u"line"_s,       u"postalcode"_s, u"address"_s,    u"mpiid"_s,
        u"idpatientmis"_s, u"barcode"_s,    u"ordermisid"_s,
    };
    return keys;
}

// Keys whose values are credentials, when a server echoes the request's headers back as JSON.
const QSet<QString> &credentialKeys()
{
    static const QSet<QString> keys = {u"authorization"_s, u"token"_s, u"access_token"_s};
    return keys;
}

// Keys whose values are file contents or signatures: replaced by their size.
const QSet<QString> &contentKeys()
{
    static const QSet<QString> keys = {u"content"_s, u"sigbase64"_s, u"sign"_s, u"data"_s};
    return keys;
}

// Inside these objects, "value" (FHIR identifier and telecom values, D telecom) is personal.
const QSet<QString> &containersWithPersonalValue()
{
    static const QSet<QString> keys = {u"identifier"_s, u"telecom"_s};
    return keys;
}

QJsonValue redactValue(const QJsonValue &value, const QString &parentKey);

QJsonObject redactObject(const QJsonObject &object, const QString &parentKey)
{
    QJsonObject out;
    const bool personalValue = containersWithPersonalValue().contains(parentKey);
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = it.key().toLower();
        const QJsonValue v = it.value();
        if (personalKeys().contains(key) || credentialKeys().contains(key) || (personalValue && key == u"value")) {
            out.insert(it.key(), v.isNull() || v.isUndefined() ? v : QJsonValue(kMask.toString()));
        } else if (contentKeys().contains(key) && v.isString()) {
            out.insert(it.key(), QStringLiteral("<%1 characters>").arg(v.toString().size()));
        } else {
            out.insert(it.key(), redactValue(v, key));
        }
    }
    return out;
}

QJsonValue redactValue(const QJsonValue &value, const QString &parentKey)
{
    if (value.isObject())
        return redactObject(value.toObject(), parentKey);
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &v : value.toArray())
            out.append(redactValue(v, parentKey));
        return out;
    }
    if (value.isString())
        return redactText(value.toString());
    return value;
}

} // namespace

QJsonValue redactJson(const QJsonValue &value)
{
    return redactValue(value, QString());
}

QString redactText(const QString &text)
{
    static const QRegularExpression patterns[] = {
        QRegularExpression(QStringLiteral("[\\w.+-]+@[\\w-]+\\.[\\w.-]+")), // e-mail
        // Numbers stand apart from Latin letters, digits and hyphens: digits inside an ASCII token (an
        // order id's UUID) are not a phone or a SNILS, and masking them hid the order's exchanges.
        // Russian words may touch them ("СНИЛС11223344595"): those are still masked.
        QRegularExpression(QStringLiteral("(?<![0-9A-Za-z_+-])\\+?[78][\\s(-]*\\d{3}[\\s)-]*\\d{3}[\\s-]*\\d{2}[\\s-]*"
                                          "\\d{2}(?![0-9A-Za-z_-])")), // phone
        QRegularExpression(QStringLiteral("\\b\\d{3}-\\d{3}-\\d{3}[\\s-]\\d{2}\\b")), // SNILS as printed
        QRegularExpression(QStringLiteral("(?<![0-9A-Za-z_-])\\d{11,16}(?![0-9A-Za-z_-])")), // SNILS, ENP, long numbers
    };
    // A credential a server echoed: the header's value (with its scheme word), or a bearer token.
    static const QRegularExpression credential(
        QStringLiteral(
            "(\\bauthorization[\"']?\\s*[:=]\\s*[\"']?|\\bbearer\\s+)(?:[A-Za-z0-9]{1,16}\\s+)?[^\\s\"',;}\\]]+"),
        QRegularExpression::CaseInsensitiveOption);
    QString out = text;
    out.replace(credential, QStringLiteral("\\1") + kMask.toString());
    for (const QRegularExpression &re : patterns)
        out.replace(re, kMask.toString());
    return out;
}

QString redactSecrets(const QString &text, const QStringList &secrets)
{
    QString out = text;
    for (const QString &secret : secrets) {
        if (!secret.trimmed().isEmpty())
            out.replace(secret.trimmed(), kMask.toString());
    }
    return out;
}

QByteArray redactBody(const QByteArray &body, const QByteArray &contentType)
{
    if (body.isEmpty())
        return body;
    const QByteArray type = contentType.toLower();
    const bool looksJson =
        type.contains("json") || type.startsWith("text/plain") || body.startsWith('{') || body.startsWith('[');
    if (looksJson) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
        if (error.error == QJsonParseError::NoError) {
            const QJsonValue redacted = redactJson(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()));
            return redacted.isObject() ? QJsonDocument(redacted.toObject()).toJson(QJsonDocument::Compact)
                                       : QJsonDocument(redacted.toArray()).toJson(QJsonDocument::Compact);
        }
    }
    if (type.startsWith("text/") || looksJson)
        return redactText(QString::fromUtf8(body.left(4096))).toUtf8();
    return QStringLiteral("<%1 bytes of %2>")
        .arg(body.size())
        .arg(QString::fromLatin1(type.isEmpty() ? QByteArray("unknown type") : type))
        .toUtf8();
}

QString redactPathAndQuery(const QString &path, const QUrlQuery &query)
{
    QString out = redactText(path);
    if (query.isEmpty())
        return out;
    QUrlQuery masked;
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        const QString lower = key.toLower();
        const bool secret = lower.contains(u"token") || lower.contains(u"password") || lower.contains(u"key");
        masked.addQueryItem(key, secret || personalKeys().contains(lower) ? kMask.toString() : redactText(value));
    }
    return out % u'?' % masked.toString(QUrl::FullyDecoded);
}

} // namespace cliniclink::redactor
