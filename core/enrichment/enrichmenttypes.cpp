// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "enrichmenttypes.h"

#include <QCoreApplication>

namespace cliniclink {

QString enrichmentPath(EnrichmentOperation operation)
{
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        return QStringLiteral("/snils");
    case EnrichmentOperation::SnilsValidation:
        return QStringLiteral("/snils-validate");
    case EnrichmentOperation::PolicyLookup:
        return QStringLiteral("/united-policy-number");
    }
    Q_UNREACHABLE();
}

QString enrichmentKind(EnrichmentOperation operation)
{
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        return QStringLiteral("snils-order");
    case EnrichmentOperation::SnilsValidation:
        return QStringLiteral("snils-validate-order");
    case EnrichmentOperation::PolicyLookup:
        return QStringLiteral("policy-order");
    }
    Q_UNREACHABLE();
}

std::optional<EnrichmentOperation> enrichmentOperationFromKind(const QString &kind)
{
    for (EnrichmentOperation op : kAllEnrichmentOperations) {
        if (enrichmentKind(op) == kind)
            return op;
    }
    return std::nullopt;
}

QString enrichmentOperationName(EnrichmentOperation operation)
{
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        return QCoreApplication::translate("Enrichment", "Find SNILS");
    case EnrichmentOperation::SnilsValidation:
        return QCoreApplication::translate("Enrichment", "Check SNILS");
    case EnrichmentOperation::PolicyLookup:
        return QCoreApplication::translate("Enrichment", "Find policy (ENP)");
    }
    Q_UNREACHABLE();
}

QList<IdentityDocumentType> identityDocumentTypes()
{
    return {
        {QStringLiteral("1"), QCoreApplication::translate("Enrichment", "Passport of the Russian Federation")},
        {QStringLiteral("6"), QCoreApplication::translate("Enrichment", "Birth certificate")},
        {QStringLiteral("7"), QCoreApplication::translate("Enrichment", "Seaman's passport")},
        {QStringLiteral("9"), QCoreApplication::translate("Enrichment", "Military ID")},
        {QStringLiteral("11"), QCoreApplication::translate("Enrichment", "Residence permit")},
        {QStringLiteral("20"), QCoreApplication::translate("Enrichment", "USSR passport")},
        {QStringLiteral("42"),
         QCoreApplication::translate("Enrichment", "International passport of the Russian Federation")},
    };
}

QString identityDocumentTypeName(const QString &code)
{
    for (const IdentityDocumentType &t : identityDocumentTypes()) {
        if (t.code == code)
            return t.name;
    }
    return code;
}

QString normalizedDocumentTypeText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (QChar c : text.toLower()) {
        if (c == u'ё')
            c = u'е';
        if (c.isLetterOrNumber()) {
            if (space && !out.isEmpty())
                out += u' ';
            space = false;
            out += c;
        } else {
            space = true; // spaces, hyphens, dots, quotes, "№"...
        }
    }
    return out;
}

QString identityDocumentTypeFromText(const QString &text)
{
    const QString t = normalizedDocumentTypeText(text);
    if (t.isEmpty())
        return {};
    const QList<IdentityDocumentType> types = identityDocumentTypes();
    // A code, also with leading zeros as a spreadsheet may keep them ("01").
    bool isNumber = false;
    const int number = t.toInt(&isNumber);
    if (isNumber) {
        for (const IdentityDocumentType &type : types) {
            if (type.code == QString::number(number))
                return type.code;
        }
        return {};
    }
    for (const IdentityDocumentType &type : types) {
        if (normalizedDocumentTypeText(type.name) == t)
            return type.code;
    }
    // The dictionary's names (1.2.643.5.1.13.13.99.2.48), whatever the interface's language, and
    // what registrars write for them; already normalized.
    struct Alias {
        const char16_t *code;
        const char16_t *text;
    };
    static const Alias kAliases[] = {
        {u"1", u"паспорт гражданина российской федерации"},
        {u"1", u"паспорт гражданина рф"},
        {u"1", u"паспорт гражданина россии"},
        {u"1", u"паспорт рф"},
        {u"1", u"паспорт россии"},
        {u"1", u"паспорт российской федерации"},
        {u"1", u"паспорт"},
        {u"1", u"общегражданский паспорт"},
        {u"1", u"внутренний паспорт"},
        {u"1", u"passport of the russian federation"},
        {u"1", u"passport"},
        {u"6", u"свидетельство о рождении"},
        {u"6", u"св во о рождении"},
        {u"6", u"свид во о рождении"},
        {u"6", u"свидетельство о рожд"},
        {u"6", u"св о рождении"},
        {u"6", u"birth certificate"},
        {u"7", u"паспорт моряка"},
        {u"7", u"seaman s passport"},
        {u"7", u"seamans passport"},
        {u"9", u"военный билет"},
        {u"9", u"military id"},
        {u"11", u"вид на жительство"},
        {u"11", u"вид на жительство в российской федерации"},
        {u"11", u"вид на жительство в рф"},
        {u"11", u"внж"},
        {u"11", u"residence permit"},
        {u"20", u"паспорт гражданина ссср"},
        {u"20", u"паспорт ссср"},
        {u"20", u"ussr passport"},
        {u"42", u"заграничный паспорт гражданина российской федерации"},
        {u"42", u"заграничный паспорт гражданина рф"},
        {u"42", u"заграничный паспорт"},
        {u"42", u"загранпаспорт"},
        {u"42", u"загран паспорт"},
        {u"42", u"загранпаспорт рф"},
        {u"42", u"загранпаспорт гражданина рф"},
        {u"42", u"international passport of the russian federation"},
        {u"42", u"international passport"},
    };
    for (const Alias &alias : kAliases) {
        if (t == QStringView(alias.text))
            return QString::fromUtf16(alias.code);
    }
    return {};
}

QJsonObject EnrichmentResult::toJson() const
{
    QJsonObject o{{QStringLiteral("status"), status}, {QStringLiteral("completed"), completed}};
    auto put = [&o](const char16_t *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QStringView(key), value);
    };
    put(u"snils", snils);
    if (snilsValid)
        o.insert(QStringLiteral("result"), *snilsValid);
    put(u"unitedPolicyNumber", unitedPolicyNumber);
    put(u"region", region);
    put(u"insuranceOrganization", insuranceOrganization);
    if (policyStartDate.isValid())
        o.insert(QStringLiteral("startDate"), policyStartDate.toString(Qt::ISODate));
    put(u"message", message);
    return o;
}

EnrichmentResult EnrichmentResult::fromJson(const QJsonObject &json)
{
    // A4: {"patient": {...}}; tolerate the fields at the top level too, and any missing field.
    const QJsonObject p = json.value(u"patient").isObject() ? json.value(u"patient").toObject() : json;
    EnrichmentResult r;
    r.status = p.value(u"status").toString();
    r.completed = r.status == u"Выполнено" || p.value(u"completed").toBool();
    r.snils = p.value(u"snils").toString();
    const QJsonValue result = p.value(u"result");
    if (result.isBool())
        r.snilsValid = result.toBool();
    else if (result.isString() && (result.toString() == u"true" || result.toString() == u"false"))
        r.snilsValid = result.toString() == u"true";
    r.unitedPolicyNumber = p.value(u"unitedPolicyNumber").toString();
    r.region = p.value(u"region").toString();
    r.insuranceOrganization = p.value(u"insuranceOrganization").toString();
    r.policyStartDate = QDate::fromString(p.value(u"startDate").toString().left(10), Qt::ISODate);
    r.message = p.value(u"message").toString(json.value(u"message").toString());
    return r;
}

} // namespace cliniclink
