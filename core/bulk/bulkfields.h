// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The columns of a registrar's spreadsheet as enrichment fields: which column holds what
// (BulkMapping, guessed from the header and remembered by header text), and one row read into the
// request types with every problem named per field. A row is read, never repaired: a date that
// is not ДД.ММ.ГГГГ or ISO, a sex that is not one of the known words, a SNILS with a wrong check
// digit are problems of that cell, and the row is skipped until the person fixes the cell.

#include "core/enrichment/enrichmenttypes.h"
#include "core/validation/fieldissue.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace cliniclink {

enum class BulkField {
    FamilyName,
    FirstName,
    Patronymic,
    BirthDate,
    Gender,
    DocumentType,
    DocumentSeries,
    DocumentNumber,
    DocumentIssueDate,
    DocumentIssuer,
    Snils,
};

inline constexpr BulkField kAllBulkFields[] = {
    BulkField::FamilyName,     BulkField::FirstName,      BulkField::Patronymic,
    BulkField::BirthDate,      BulkField::Gender,         BulkField::DocumentType,
    BulkField::DocumentSeries, BulkField::DocumentNumber, BulkField::DocumentIssueDate,
    BulkField::DocumentIssuer, BulkField::Snils};

// "Family name", translated.
QString bulkFieldName(BulkField field);
// "familyName": the key in stored mappings and in FieldIssue::field of a row's problems.
QString bulkFieldKey(BulkField field);
std::optional<BulkField> bulkFieldFromKey(const QString &key);
// The fields an operation sends (and so needs a column for); patronymic and series may be empty.
QList<BulkField> bulkFieldsOf(EnrichmentOperation operation);
QList<BulkField> requiredBulkFields(EnrichmentOperation operation);

// Which column (0-based) holds which field, and what the person said a document-type value of
// this file means when identityDocumentTypeFromText() does not know it.
struct BulkMapping {
    QHash<BulkField, int> columns;
    // normalizedDocumentTypeText(value) -> the type's code, for the whole column.
    QHash<QString, QString> documentTypes;

    int column(BulkField field) const { return columns.value(field, -1); }
    // Fields the operation needs that no column holds.
    QList<BulkField> missing(EnrichmentOperation operation) const;
    QJsonObject toJson() const;
    static BulkMapping fromJson(const QJsonObject &json);
    // From the header row: a remembered header text first (what the person chose last time), then
    // the usual Russian and English names ("Фамилия", "Дата рождения", "СНИЛС"...).
    static BulkMapping guess(const QStringList &header, const QHash<QString, BulkField> &remembered = {});
    // Header text -> field, to remember for the next file.
    QHash<QString, BulkField> remember(const QStringList &header) const;

    bool operator==(const BulkMapping &) const = default;
};

// One row read for an operation: what would be sent, and every problem (FieldIssue::field is a
// bulkFieldKey(), or kBulkExtraColumnsKey for the row as a whole). Errors skip the row; warnings
// only inform.
struct BulkRowInput {
    EnrichmentPatient patient;
    IdentityDocument document;
    FieldIssues issues;

    bool sendable() const { return !hasErrors(issues); }
};

// The FieldIssue::field of a row with text past the header's last column: such a row is not
// sent, whatever its mapped cells say, until the person looks at it (the columns may be shifted).
inline constexpr QStringView kBulkExtraColumnsKey = u"extraColumns";

// headerWidth: the number of columns the header names (0 when the file has no header: no check).
BulkRowInput readBulkRow(EnrichmentOperation operation, const BulkMapping &mapping, const QStringList &cells,
                         const QDate &today, int headerWidth = 0);
// The document-type code of a cell: what identityDocumentTypeFromText() recognises, else what the
// person mapped for the value; empty when neither knows it.
QString bulkDocumentTypeCode(const BulkMapping &mapping, const QString &text);
// The document-type values of these rows that nothing recognises, as written first, in file order.
QStringList unknownDocumentTypeValues(const BulkMapping &mapping, const QList<QStringList> &rows);

// "14.03.1978" or "1978-03-14" (also "14.03.1978 0:00:00", as Excel writes a date cell); invalid
// otherwise.
QDate parseBulkDate(const QString &text);

} // namespace cliniclink
