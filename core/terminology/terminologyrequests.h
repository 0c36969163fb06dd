// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// The inputs of the terminology operations and how they are written on the wire: a Parameters body
// for a POST, query items for a GET (platform-api.md, C Terminology). Dictionaries are named by OID;
// a bare "1.2.3" and "urn:oid:1.2.3" are both taken.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

namespace cliniclink {

// One attribute filter of _search: any of the alternatives as a substring; case-sensitive is the
// contract's ":cs" suffix.
struct AttributeFilter {
    QString attribute;
    QStringList alternatives;
    bool caseSensitive = false;
};

// Filters as a person writes them: "nameShort=ОАК,ОАМ; region:cs=77" (several attributes, ":cs" for a
// case-sensitive match), or plain values "ОАК,ОАМ" for defaultAttribute.
QList<AttributeFilter> parseAttributeFilters(const QString &text, const QString &defaultAttribute);

struct AttributeSearchQuery {
    QString oid;
    QString version; // required by the GET path; the POST takes it empty as the latest
    QList<AttributeFilter> filters;
    int count = 100; // _count
    int page = 1; // _page, from 1

    QUrlQuery toQuery() const;
    QJsonObject toParameters() const;
};

// _versions_history: by version numbers or by moments (the version in force then).
struct VersionsHistoryQuery {
    QString oid;
    QString lowVersion;
    QString highVersion; // empty: the latest
    QDateTime lowTime; // used when lowVersion is empty
    QDateTime highTime;
    int page = 1;
    int count = 100;

    QUrlQuery toQuery() const;
    QJsonObject toParameters() const;
};

struct TranslateQuery {
    QString system; // the code's dictionary
    QString code;
    QString target; // empty: any dictionary a map leads to
    bool reverse = false;
    QDateTime date; // invalid: not sent
    QString mapping; // the mapping dictionary when several maps join the pair

    QJsonObject toParameters() const;
};

// One request of /batch.
struct BatchItem {
    enum class Operation { Lookup, ValidateCode, Translate };
    Operation operation = Operation::Lookup;
    QString system;
    QString code;
    QString version;
    TranslateQuery translate; // for Translate

    static BatchItem lookup(const QString &oid, const QString &code, const QString &version = {});
    static BatchItem validateCode(const QString &oid, const QString &code, const QString &version = {});
    static BatchItem translation(const TranslateQuery &query);
};
QJsonObject buildBatchBundle(const QList<BatchItem> &items);

// system, code and version (when set) as Parameters: $lookup and $validate-code.
QJsonObject codeParameters(const QString &oid, const QString &code, const QString &version);
QJsonObject expandParameters(const QString &oid, const QString &version, int count, int offset);

// "YYYY-MM-DD hh:mm:ss" in Moscow time, as the platform writes moments without an offset.
QString terminologyMoment(const QDateTime &time, bool withMicroseconds = false);

} // namespace cliniclink
