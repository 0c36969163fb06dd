// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// What the terminology service (platform-api.md, C Terminology) answers, as value types, and the
// tolerant readers of each answer shape. Readers take the parsed JSON so the unit tests feed them
// the contract's shapes directly; the calls (terminologycalls.h) only parse and hand over.

#include "core/fhir/operationoutcome.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace cliniclink {

// A dictionary's passport: the ValueSet of a search by url.
struct DictionaryPassport {
    QString id;
    QString oid; // from url "urn:oid:<oid>", else the id
    QString name;
    QString title;
    QString status;
    QString version;
    QString publisher;
    QDateTime date; // publication of the version, when given
    QDateTime lastUpdated; // meta.lastUpdated
    bool experimental = false;

    static DictionaryPassport fromResource(const QJsonObject &valueSet);
};
// Every ValueSet of a searchset Bundle; empty when the dictionary is unknown (no entry).
QList<DictionaryPassport> readPassports(const QJsonObject &bundle);
// The answer of $dictionaries: a searchset Bundle of passports, or a Parameters whose parameters'
// `resource`s are ValueSets; nullopt for any other shape.
std::optional<QList<DictionaryPassport>> readDictionaryList(const QJsonObject &answer);

// One entry of $versions: "<version> (<date>)".
struct DictionaryVersion {
    QString version;
    QDate date; // invalid when the entry carries none

    bool operator==(const DictionaryVersion &) const = default;
};
// "1.0 (2024-03-01), 1.1 (2025-02-10)"; an absent value (unknown dictionary) gives none.
QList<DictionaryVersion> parseVersionList(const QString &text);
QList<DictionaryVersion> readVersions(const QJsonObject &parameters);

struct TermConcept {
    QString code;
    QString display;
    QString version;
};

// One page of $expand.
struct ExpansionPage {
    qint64 total = 0;
    qint64 offset = 0;
    QString version;
    QDateTime timestamp;
    QList<TermConcept> concepts; // nested contains flattened in order
};
// nullopt when the answer holds no expansion.
std::optional<ExpansionPage> readExpansion(const QJsonObject &parameters);

// A record's attributes in the order the server wrote them (code, display, nameShort...).
struct TermRecord {
    QList<QPair<QString, QString>> attributes;
    QString operation; // _versions_history: create, update, delete; empty elsewhere

    QString value(const QString &name) const;
    QString code() const { return value(QStringLiteral("code")); }
    QString display() const { return value(QStringLiteral("display")); }
    // The unit's short name as public clients read it: SHORTNAME or "краткое наименование".
    QString shortName() const;

    static TermRecord fromParameters(const QJsonObject &parameters);
};

// $lookup: the dictionary's name, the version and every attribute of the record.
struct LookupResult {
    QString name;
    QString version;
    QString display;
    TermRecord record; // every parameter, name and version included
};
LookupResult readLookup(const QJsonObject &parameters);

// $validate-code
struct ValidationResult {
    bool valid = false;
    QString display;
    QString message; // the server's reason when not valid
};
// nullopt when there is no boolean result.
std::optional<ValidationResult> readValidation(const QJsonObject &parameters);

// ConceptMap/translate: every answer is a 200, problems included.
struct TranslateResult {
    enum class Kind { Match, NoMatch, Problem };
    Kind kind = Kind::NoMatch;
    QStringList matches; // one for a single match, several from part[]
    QString message; // no match: the server's words
    QList<fhir::OutcomeIssue> issues; // Problem: unknown dictionary (not-found), several maps...

    // The issue texts, or the message: what the person reads.
    QString serverText() const;
};
// nullopt when the answer is neither Parameters with a result nor an OperationOutcome.
std::optional<TranslateResult> readTranslate(const QJsonObject &answer);

// One page of _search or _versions_history: a searchset whose total is a string.
struct RecordPage {
    qint64 total = 0;
    QList<TermRecord> records;
};
std::optional<RecordPage> readRecordPage(const QJsonObject &bundle);

// One answer of /batch, in the order of the requests.
struct BatchAnswer {
    int httpStatus = 0; // from response.status "200 OK"
    QJsonObject resource;

    bool isOk() const { return httpStatus >= 200 && httpStatus < 300; }
    // The outcome's issues when the entry failed.
    QList<fhir::OutcomeIssue> issues() const;
};
std::optional<QList<BatchAnswer>> readBatchResponse(const QJsonObject &bundle);

} // namespace cliniclink
