// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "bulkfields.h"

#include "core/enrichment/enrichmentrequests.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QSet>

// The translation context of the messages below.
class BulkFields {
    Q_DECLARE_TR_FUNCTIONS(BulkFields)
};

namespace cliniclink {

namespace {

struct FieldInfo {
    BulkField field;
    const char16_t *key;
    const char16_t *issueId; // validateEnrichmentRequest's field id
    std::initializer_list<const char16_t *> headers; // lower case, "ё" written "е"
};

const FieldInfo kFields[] = {
    {BulkField::FamilyName,
     u"familyName",
     u"patient.familyName",
     {u"фамилия", u"family name", u"familyname", u"surname", u"last name"}},
    {BulkField::FirstName, u"firstName", u"patient.firstName", {u"имя", u"first name", u"firstname", u"given name"}},
    {BulkField::Patronymic, u"patronymic", u"patient.patronymic", {u"отчество", u"patronymic", u"middle name"}},
    {BulkField::BirthDate,
     u"birthDate",
     u"patient.birthDate",
     {u"дата рождения", u"др", u"birth date", u"birthdate", u"date of birth"}},
    {BulkField::Gender, u"gender", u"patient.gender", {u"пол", u"sex", u"gender"}},
    {BulkField::DocumentType,
     u"documentType",
     u"document.type",
     {u"тип документа", u"вид документа", u"документ", u"тип документа удостоверяющего личность",
      u"вид документа удостоверяющего личность", u"документ удостоверяющий личность", u"дул", u"тип дул", u"вид дул",
      u"document type"}},
    {BulkField::DocumentSeries,
     u"documentSeries",
     u"document.series",
     {u"серия", u"серия документа", u"серия паспорта", u"паспорт серия", u"документ серия", u"серия дул", u"series",
      u"document series", u"passport series"}},
    {BulkField::DocumentNumber,
     u"documentNumber",
     u"document.number",
     {u"номер", u"номер документа", u"номер паспорта", u"паспорт номер", u"документ номер", u"номер дул", u"number",
      u"document number", u"passport number"}},
    {BulkField::DocumentIssueDate,
     u"documentIssueDate",
     u"document.issueDate",
     {u"дата выдачи", u"дата выдачи документа", u"дата выдачи паспорта", u"issue date"}},
    {BulkField::DocumentIssuer,
     u"documentIssuer",
     u"document.issuer",
     {u"кем выдан", u"кем выдан документ", u"кем выдан паспорт", u"орган выдачи", u"issuer"}},
    {BulkField::Snils, u"snils", u"patient.snils", {u"снилс", u"номер снилс", u"snils"}},
};

const FieldInfo &info(BulkField field)
{
    for (const FieldInfo &i : kFields) {
        if (i.field == field)
            return i;
    }
    Q_UNREACHABLE();
}

// "Серия паспорта:", "№ паспорта", "Номер  документа*" as the names above are written: lower case,
// "ё" as "е", "№" as "номер", punctuation and runs of spaces as one space.
QString normalizedHeader(const QString &text)
{
    // "№" alone heads the row numbers of many sheets, not a document's number.
    if (normalizedDocumentTypeText(text).isEmpty())
        return {};
    QString h = text;
    h.replace(u'№', QStringLiteral(" номер "));
    return normalizedDocumentTypeText(h);
}

QString cell(const BulkMapping &mapping, const QStringList &cells, BulkField field)
{
    const int column = mapping.column(field);
    return column >= 0 && column < cells.size() ? cells.at(column).trimmed() : QString();
}

// "1"/"2" from what people write in the sex column; empty when unknown.
QString genderCode(const QString &text)
{
    const QString t = text.toLower();
    static const QStringList male{QStringLiteral("1"),       QStringLiteral("м"),    QStringLiteral("муж"),
                                  QStringLiteral("мужской"), QStringLiteral("male"), QStringLiteral("m")};
    static const QStringList female{QStringLiteral("2"),       QStringLiteral("ж"),      QStringLiteral("жен"),
                                    QStringLiteral("женский"), QStringLiteral("female"), QStringLiteral("f")};
    if (male.contains(t))
        return QStringLiteral("1");
    if (female.contains(t))
        return QStringLiteral("2");
    return {};
}

std::optional<BulkField> fieldOfIssue(const QString &issueId)
{
    for (const FieldInfo &i : kFields) {
        if (issueId == QStringView(i.issueId))
            return i.field;
    }
    return std::nullopt;
}

} // namespace

QString bulkFieldName(BulkField field)
{
    switch (field) {
    case BulkField::FamilyName:
        return BulkFields::tr("Family name");
    case BulkField::FirstName:
        return BulkFields::tr("First name");
    case BulkField::Patronymic:
        return BulkFields::tr("Patronymic");
    case BulkField::BirthDate:
        return BulkFields::tr("Birth date");
    case BulkField::Gender:
        return BulkFields::tr("Sex");
    case BulkField::DocumentType:
        return BulkFields::tr("Document type");
    case BulkField::DocumentSeries:
        return BulkFields::tr("Series");
    case BulkField::DocumentNumber:
        return BulkFields::tr("Number");
    case BulkField::DocumentIssueDate:
        return BulkFields::tr("Issue date");
    case BulkField::DocumentIssuer:
        return BulkFields::tr("Issued by");
    case BulkField::Snils:
        return BulkFields::tr("SNILS");
    }
    Q_UNREACHABLE();
}

QString bulkFieldKey(BulkField field)
{
    return QString::fromUtf16(info(field).key);
}

std::optional<BulkField> bulkFieldFromKey(const QString &key)
{
    for (const FieldInfo &i : kFields) {
        if (key == QStringView(i.key))
            return i.field;
    }
    return std::nullopt;
}

QList<BulkField> bulkFieldsOf(EnrichmentOperation operation)
{
    switch (operation) {
    case EnrichmentOperation::SnilsLookup:
        return {BulkField::FamilyName,     BulkField::FirstName,      BulkField::Patronymic,
                BulkField::BirthDate,      BulkField::Gender,         BulkField::DocumentType,
                BulkField::DocumentSeries, BulkField::DocumentNumber, BulkField::DocumentIssueDate,
                BulkField::DocumentIssuer};
    case EnrichmentOperation::SnilsValidation:
        return {BulkField::FamilyName, BulkField::FirstName, BulkField::Patronymic,
                BulkField::BirthDate,  BulkField::Gender,    BulkField::Snils};
    case EnrichmentOperation::PolicyLookup:
        return {BulkField::FamilyName,   BulkField::FirstName,      BulkField::Patronymic,    BulkField::BirthDate,
                BulkField::DocumentType, BulkField::DocumentSeries, BulkField::DocumentNumber};
    }
    Q_UNREACHABLE();
}

QList<BulkField> requiredBulkFields(EnrichmentOperation operation)
{
    QList<BulkField> fields = bulkFieldsOf(operation);
    fields.removeAll(BulkField::Patronymic);
    fields.removeAll(BulkField::DocumentSeries);
    return fields;
}

QList<BulkField> BulkMapping::missing(EnrichmentOperation operation) const
{
    QList<BulkField> out;
    for (BulkField f : requiredBulkFields(operation)) {
        if (column(f) < 0)
            out << f;
    }
    return out;
}

namespace {
constexpr QStringView kDocumentTypesKey = u"documentTypeValues";
} // namespace

QJsonObject BulkMapping::toJson() const
{
    QJsonObject o;
    for (auto it = columns.cbegin(); it != columns.cend(); ++it)
        o.insert(bulkFieldKey(it.key()), it.value());
    if (!documentTypes.isEmpty()) {
        QJsonObject values;
        for (auto it = documentTypes.cbegin(); it != documentTypes.cend(); ++it)
            values.insert(it.key(), it.value());
        o.insert(kDocumentTypesKey, values);
    }
    return o;
}

BulkMapping BulkMapping::fromJson(const QJsonObject &json)
{
    BulkMapping m;
    const QJsonObject values = json.value(kDocumentTypesKey).toObject();
    for (auto it = values.begin(); it != values.end(); ++it) {
        if (!it.value().toString().isEmpty())
            m.documentTypes.insert(it.key(), it.value().toString());
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        const auto field = bulkFieldFromKey(it.key());
        const int column = it.value().toInt(-1);
        if (field && column >= 0)
            m.columns.insert(*field, column);
    }
    return m;
}

BulkMapping BulkMapping::guess(const QStringList &header, const QHash<QString, BulkField> &remembered)
{
    BulkMapping m;
    const auto take = [&m](BulkField field, int column) {
        bool columnTaken = false;
        for (int c : std::as_const(m.columns))
            columnTaken = columnTaken || c == column;
        if (!m.columns.contains(field) && !columnTaken)
            m.columns.insert(field, column);
    };
    // Names remembered before the names were normalized as now ("фио: фамилия") still count.
    QHash<QString, BulkField> known;
    for (auto it = remembered.cbegin(); it != remembered.cend(); ++it)
        known.insert(normalizedHeader(it.key()), it.value());
    for (int c = 0; c < header.size(); ++c) {
        const auto it = known.constFind(normalizedHeader(header.at(c)));
        if (it != known.cend())
            take(it.value(), c);
    }
    for (int c = 0; c < header.size(); ++c) {
        const QString h = normalizedHeader(header.at(c));
        for (const FieldInfo &i : kFields) {
            for (const char16_t *name : i.headers) {
                if (h == QStringView(name))
                    take(i.field, c);
            }
        }
    }
    return m;
}

QHash<QString, BulkField> BulkMapping::remember(const QStringList &header) const
{
    QHash<QString, BulkField> out;
    for (auto it = columns.cbegin(); it != columns.cend(); ++it) {
        if (it.value() < header.size() && !normalizedHeader(header.at(it.value())).isEmpty())
            out.insert(normalizedHeader(header.at(it.value())), it.key());
    }
    return out;
}

QDate parseBulkDate(const QString &text)
{
    const QString t = text.trimmed().section(u' ', 0, 0); // "14.03.1978 0:00:00" from a date cell
    for (const QString &format :
         {QStringLiteral("dd.MM.yyyy"), QStringLiteral("d.M.yyyy"), QStringLiteral("yyyy-MM-dd")}) {
        const QDate d = QDate::fromString(t, format);
        if (d.isValid())
            return d;
    }
    return {};
}

QString bulkDocumentTypeCode(const BulkMapping &mapping, const QString &text)
{
    const QString known = identityDocumentTypeFromText(text);
    return known.isEmpty() ? mapping.documentTypes.value(normalizedDocumentTypeText(text)) : known;
}

QStringList unknownDocumentTypeValues(const BulkMapping &mapping, const QList<QStringList> &rows)
{
    QStringList out;
    QSet<QString> seen;
    for (const QStringList &cells : rows) {
        const QString value = cell(mapping, cells, BulkField::DocumentType);
        const QString key = normalizedDocumentTypeText(value);
        if (key.isEmpty() || seen.contains(key) || !bulkDocumentTypeCode(mapping, value).isEmpty())
            continue;
        seen.insert(key);
        out << value;
    }
    return out;
}

BulkRowInput readBulkRow(EnrichmentOperation operation, const BulkMapping &mapping, const QStringList &cells,
                         const QDate &today, int headerWidth)
{
    BulkRowInput row;
    FieldIssues readIssues;
    if (headerWidth > 0 && cells.size() > headerWidth) {
        bool extraText = false;
        for (qsizetype c = headerWidth; c < cells.size(); ++c)
            extraText = extraText || !cells.at(c).trimmed().isEmpty();
        // Empty cells past the header are only trailing separators; text there means the row does
        // not line up with the header (a shifted or merged row) and its cells may be in wrong places.
        if (extraText)
            readIssues << FieldIssue{kBulkExtraColumnsKey.toString(),
                                     BulkFields::tr("The row has %1 columns, the header only %2: check that its "
                                                    "cells are in their columns and clear the cells past the header.")
                                         .arg(cells.size())
                                         .arg(headerWidth)};
    }
    const auto value = [&](BulkField f) { return cell(mapping, cells, f); };

    row.patient.familyName = value(BulkField::FamilyName);
    row.patient.firstName = value(BulkField::FirstName);
    row.patient.patronymic = value(BulkField::Patronymic);
    // A sheet has no "no patronymic" box: an empty cell means the person has none.
    row.patient.noPatronymic = row.patient.patronymic.isEmpty();
    row.patient.snils = value(BulkField::Snils);

    const QString birth = value(BulkField::BirthDate);
    row.patient.birthDate = parseBulkDate(birth);
    if (!birth.isEmpty() && !row.patient.birthDate.isValid())
        readIssues << FieldIssue{bulkFieldKey(BulkField::BirthDate),
                                 BulkFields::tr("Write the date as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД.")};

    const QString gender = value(BulkField::Gender);
    row.patient.gender = genderCode(gender);
    if (!gender.isEmpty() && row.patient.gender.isEmpty())
        readIssues << FieldIssue{bulkFieldKey(BulkField::Gender),
                                 BulkFields::tr("Write 1 or М (male), 2 or Ж (female).")};

    const QString type = value(BulkField::DocumentType);
    row.document.type = bulkDocumentTypeCode(mapping, type);
    if (!type.isEmpty() && row.document.type.isEmpty())
        readIssues << FieldIssue{bulkFieldKey(BulkField::DocumentType),
                                 BulkFields::tr("Unknown document type «%1»: write its code (1 for a passport) or "
                                                "name, or say once what it means for the whole column.")
                                     .arg(type)};
    row.document.series = value(BulkField::DocumentSeries);
    row.document.number = value(BulkField::DocumentNumber);
    const QString issued = value(BulkField::DocumentIssueDate);
    row.document.issueDate = parseBulkDate(issued);
    if (!issued.isEmpty() && !row.document.issueDate.isValid())
        readIssues << FieldIssue{bulkFieldKey(BulkField::DocumentIssueDate),
                                 BulkFields::tr("Write the date as ДД.ММ.ГГГГ or ГГГГ-ММ-ДД.")};
    row.document.issuer = value(BulkField::DocumentIssuer);

    // The single form's checks, named by column; a cell that could not be read keeps its own word.
    row.issues = readIssues;
    for (const FieldIssue &issue : validateEnrichmentRequest(operation, row.patient, row.document, today)) {
        const auto field = fieldOfIssue(issue.field);
        if (!field)
            continue;
        const QString key = bulkFieldKey(*field);
        bool read = false;
        for (const FieldIssue &r : std::as_const(readIssues))
            read = read || r.field == key;
        if (!read)
            row.issues << FieldIssue{key, issue.message, issue.severity};
    }
    return row;
}

} // namespace cliniclink
