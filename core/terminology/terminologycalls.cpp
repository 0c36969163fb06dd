// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologycalls.h"

#include "core/fhir/fhircoding.h"

namespace cliniclink {

using fhir::FhirCoding;

PassportCall::PassportCall(const QString &oid, QObject *parent)
    : TerminologyCall("GET", QStringLiteral("/ValueSet"), parent)
{
    QUrlQuery q = query();
    q.addQueryItem(QStringLiteral("url"), FhirCoding::oidSystem(oid));
    setQuery(q);
}

bool PassportCall::read(const QJsonObject &answer)
{
    if (answer.value(u"resourceType").toString() != u"Bundle")
        return false;
    const QList<DictionaryPassport> list = readPassports(answer);
    m_result = list.isEmpty() ? std::nullopt : std::optional(list.first());
    return true;
}

DictionaryListCall::DictionaryListCall(QObject *parent)
    : ResultCall(services::Terminology, "GET", QStringLiteral("/ValueSet/$dictionaries"), parent)
{
    setRetryMode(RetryMode::IdempotentRead);
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
    setQuery(q);
}

bool DictionaryListCall::acceptsStatus(int httpStatus) const
{
    return ApiCall::acceptsStatus(httpStatus) || httpStatus == 400 || httpStatus == 404 || httpStatus == 405
        || httpStatus == 501;
}

ApiError DictionaryListCall::parseSuccess(int httpStatus, const QByteArray &, const QByteArray &body)
{
    if (!ApiCall::acceptsStatus(httpStatus)) {
        m_result = std::nullopt; // the service does not offer the operation
        return {};
    }
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    m_result = doc.isObject() ? readDictionaryList(doc.object()) : std::nullopt;
    return m_result ? ApiError() : malformed(QStringLiteral("$dictionaries answer has an unexpected shape"));
}

VersionsCall::VersionsCall(const QString &oid, QObject *parent)
    : TerminologyCall("GET", QStringLiteral("/ValueSet/%1/$versions").arg(FhirCoding::oidOf(oid)), parent)
{
}

bool VersionsCall::read(const QJsonObject &answer)
{
    if (answer.value(u"resourceType").toString() != u"Parameters")
        return false;
    m_result = readVersions(answer);
    return true;
}

ExpandCall::ExpandCall(const QString &oid, const QString &version, int count, int offset, QObject *parent)
    : TerminologyCall("POST", QStringLiteral("/ValueSet/$expand"), parent)
{
    setJsonBody(expandParameters(oid, version, count, offset));
}

bool ExpandCall::read(const QJsonObject &answer)
{
    const std::optional<ExpansionPage> page = readExpansion(answer);
    if (!page)
        return false;
    m_result = *page;
    return true;
}

LookupCall::LookupCall(const QString &oid, const QString &code, const QString &version, QObject *parent)
    : TerminologyCall("POST", QStringLiteral("/ValueSet/$lookup"), parent)
{
    setJsonBody(codeParameters(oid, code, version));
}

bool LookupCall::read(const QJsonObject &answer)
{
    if (answer.value(u"resourceType").toString() != u"Parameters")
        return false;
    m_result = readLookup(answer);
    return true;
}

ValidateCodeCall::ValidateCodeCall(const QString &oid, const QString &code, const QString &version, QObject *parent)
    : TerminologyCall("POST", QStringLiteral("/ValueSet/$validate-code"), parent)
{
    setJsonBody(codeParameters(oid, code, version));
}

bool ValidateCodeCall::read(const QJsonObject &answer)
{
    const std::optional<ValidationResult> result = readValidation(answer);
    if (!result)
        return false;
    m_result = *result;
    return true;
}

TranslateCall::TranslateCall(const TranslateQuery &query, QObject *parent)
    : TerminologyCall("POST", QStringLiteral("/ConceptMap/translate"), parent)
{
    setJsonBody(query.toParameters());
}

bool TranslateCall::read(const QJsonObject &answer)
{
    const std::optional<TranslateResult> result = readTranslate(answer);
    if (!result)
        return false;
    m_result = *result;
    return true;
}

TerminologyBatchCall::TerminologyBatchCall(const QList<BatchItem> &items, QObject *parent)
    : TerminologyCall("POST", QStringLiteral("/batch"), parent)
    , m_expected(items.size())
{
    setJsonBody(buildBatchBundle(items));
}

bool TerminologyBatchCall::read(const QJsonObject &answer)
{
    const std::optional<QList<BatchAnswer>> answers = readBatchResponse(answer);
    // Answers are matched to requests by position: a short list cannot be matched at all.
    if (!answers || answers->size() != m_expected)
        return false;
    m_result = *answers;
    return true;
}

AttributeSearchCall::AttributeSearchCall(const AttributeSearchQuery &query, TerminologyMethod method, QObject *parent)
    : TerminologyCall(method == TerminologyMethod::Get ? QByteArray("GET") : QByteArray("POST"),
                      method == TerminologyMethod::Get
                          ? QStringLiteral("/ValueSet/%1/%2/_search").arg(FhirCoding::oidOf(query.oid), query.version)
                          : QStringLiteral("/ValueSet/_search"),
                      parent)
{
    if (method == TerminologyMethod::Get)
        setQuery(query.toQuery());
    else
        setJsonBody(query.toParameters());
}

bool AttributeSearchCall::read(const QJsonObject &answer)
{
    const std::optional<RecordPage> page = readRecordPage(answer);
    if (!page)
        return false;
    m_result = *page;
    return true;
}

VersionsHistoryCall::VersionsHistoryCall(const VersionsHistoryQuery &query, TerminologyMethod method, QObject *parent)
    : TerminologyCall(method == TerminologyMethod::Get ? QByteArray("GET") : QByteArray("POST"),
                      method == TerminologyMethod::Get
                          ? QStringLiteral("/ValueSet/%1/_versions_history/").arg(FhirCoding::oidOf(query.oid))
                          : QStringLiteral("/ValueSet/_versions_history"),
                      parent)
{
    if (method == TerminologyMethod::Get)
        setQuery(query.toQuery());
    else
        setJsonBody(query.toParameters());
}

bool VersionsHistoryCall::read(const QJsonObject &answer)
{
    const std::optional<RecordPage> page = readRecordPage(answer);
    if (!page)
        return false;
    m_result = *page;
    return true;
}

TerminologyVersionCall::TerminologyVersionCall(QObject *parent)
    : TerminologyCall("GET", QStringLiteral("/version"), parent)
{
}

bool TerminologyVersionCall::read(const QJsonObject &answer)
{
    if (!answer.value(u"version").isString())
        return false;
    m_result = answer.value(u"version").toString();
    return true;
}

} // namespace cliniclink
