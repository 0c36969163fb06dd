// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// Service A (enrichment) value types: what a registrar types for the three orders, and what a
// status answer says. Field sets differ per operation (A1-A3): see enrichmentrequests.h.

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cliniclink {

enum class EnrichmentOperation {
    SnilsLookup, // A1: POST /snils
    SnilsValidation, // A2: POST /snils-validate
    PolicyLookup, // A3: POST /united-policy-number
};

inline constexpr EnrichmentOperation kAllEnrichmentOperations[] = {
    EnrichmentOperation::SnilsLookup, EnrichmentOperation::SnilsValidation, EnrichmentOperation::PolicyLookup};

// "/snils", "/snils-validate", "/united-policy-number"
QString enrichmentPath(EnrichmentOperation operation);
// Journal kind: "snils-order", "snils-validate-order", "policy-order".
QString enrichmentKind(EnrichmentOperation operation);
std::optional<EnrichmentOperation> enrichmentOperationFromKind(const QString &kind);
// "Find SNILS", "Check SNILS", "Find policy (ENP)", translated.
QString enrichmentOperationName(EnrichmentOperation operation);

struct EnrichmentPatient {
    QString familyName;
    QString firstName;
    QString patronymic;
    bool noPatronymic = false; // the person has none: then the field may stay empty
    QDate birthDate;
    QString gender; // "1" male, "2" female (dictionary 1.2.643.5.1.13.13.11.1040)
    QString snils; // 11 digits; A2 only

    bool operator==(const EnrichmentPatient &) const = default;
};

struct IdentityDocument {
    QString type; // dictionary 1.2.643.5.1.13.13.99.2.48, one of identityDocumentTypes()
    QString series;
    QString number;
    QDate issueDate; // A1 only
    QString issuer; // A1 only

    bool operator==(const IdentityDocument &) const = default;
};

struct IdentityDocumentType {
    QString code;
    QString name; // translated
};
// The types A1 and A3 allow: 1, 6, 7, 9, 11, 20, 42.
QList<IdentityDocumentType> identityDocumentTypes();
QString identityDocumentTypeName(const QString &code);
// The type's code from what people and the dictionary write in a document-type cell: a code
// ("1", "01"), the dictionary's full name in Russian or in the interface's language, and the
// usual short forms («Паспорт РФ», «паспорт», «загранпаспорт», «св-во о рождении», «ВНЖ»...).
// Case, ё/е, spaces and punctuation do not matter. Empty when the text names no allowed type.
QString identityDocumentTypeFromText(const QString &text);
// The text as identityDocumentTypeFromText() compares it: lower case, "ё" as "е", every run of
// spaces and punctuation one space. The key of a value the person mapped by hand.
QString normalizedDocumentTypeText(const QString &text);

// What a status answer (A4) says. Missing fields stay empty: the reader is tolerant.
struct EnrichmentResult {
    QString status; // as the service wrote it; "Выполнено" when done
    bool completed = false;
    QString snils; // A1
    std::optional<bool> snilsValid; // A2
    QString unitedPolicyNumber; // A3
    QString region;
    QString insuranceOrganization;
    QDate policyStartDate;
    QString message; // any explanation the service added (e.g. not found)

    QJsonObject toJson() const;
    static EnrichmentResult fromJson(const QJsonObject &json);
};

} // namespace cliniclink
