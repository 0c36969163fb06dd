// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once
// One call per row of the contract's terminology table (platform-api.md, C Terminology). Every
// POST here only asks, so all are IdempotentRead: retried as reads, never held by the journal's
// send gate, and sent on the shared kept-alive connection.
//
//   auto *call = transport.start(new LookupCall(oid, code));
//   connect(call, &ApiCall::succeeded, this, [call] { show(call->result().record); });

#include "core/net/apicall.h"
#include "core/terminology/terminologyservice.h"
#include "terminologyrequests.h"
#include "terminologytypes.h"

#include <QJsonDocument>

namespace cliniclink {

// Common ground: service, _format=json, read retries, a JSON object body read.
template<class R>
class TerminologyCall : public ResultCall<R> {
protected:
    TerminologyCall(QByteArray method, const QString &path, QObject *parent)
        : ResultCall<R>(services::Terminology, std::move(method), path, parent)
    {
        this->setRetryMode(ApiCall::RetryMode::IdempotentRead);
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("_format"), QStringLiteral("json"));
        this->setQuery(q);
    }
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) final;
    // Reads the answer object into m_result; false when it is not the expected shape.
    virtual bool read(const QJsonObject &answer) = 0;
};

template<class R>
inline ApiError TerminologyCall<R>::parseSuccess(int, const QByteArray &, const QByteArray &body)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return this->malformed(QStringLiteral("terminology answer is not a JSON object"));
    if (!read(doc.object()))
        return this->malformed(QStringLiteral("terminology answer has an unexpected shape"));
    return {};
}

// GET /ValueSet?url=urn:oid:<oid>: the passport, or nullopt for an unknown dictionary.
class PassportCall : public TerminologyCall<std::optional<DictionaryPassport>> {
    Q_OBJECT
public:
    explicit PassportCall(const QString &oid, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// GET /ValueSet/$dictionaries: every dictionary the service holds, as public clients read the list
// (readDictionaryList). Not in the contract: an installation without it answers 400, 404, 405 or
// 501, which is no failure but the answer "not offered" (nullopt), so the caller keeps the list it
// has and nothing reaches the status bar's last error.
class DictionaryListCall : public ResultCall<std::optional<QList<DictionaryPassport>>> {
    Q_OBJECT
public:
    explicit DictionaryListCall(QObject *parent = nullptr);

protected:
    bool acceptsStatus(int httpStatus) const override;
    ApiError parseSuccess(int httpStatus, const QByteArray &contentType, const QByteArray &body) override;
};

// GET /ValueSet/{oid}/$versions: oldest first as the server lists them; empty when unknown.
class VersionsCall : public TerminologyCall<QList<DictionaryVersion>> {
    Q_OBJECT
public:
    explicit VersionsCall(const QString &oid, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /ValueSet/$expand: one page of count records from offset (empty version: the latest).
class ExpandCall : public TerminologyCall<ExpansionPage> {
    Q_OBJECT
public:
    ExpandCall(const QString &oid, const QString &version, int count, int offset, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /ValueSet/$lookup: every attribute of one record.
class LookupCall : public TerminologyCall<LookupResult> {
    Q_OBJECT
public:
    LookupCall(const QString &oid, const QString &code, const QString &version = {}, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /ValueSet/$validate-code
class ValidateCodeCall : public TerminologyCall<ValidationResult> {
    Q_OBJECT
public:
    ValidateCodeCall(const QString &oid, const QString &code, const QString &version = {}, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /ConceptMap/translate: a match, several, none, or the server's problem (all 200).
class TranslateCall : public TerminologyCall<TranslateResult> {
    Q_OBJECT
public:
    explicit TranslateCall(const TranslateQuery &query, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// POST /batch: one answer per item, in the items' order.
class TerminologyBatchCall : public TerminologyCall<QList<BatchAnswer>> {
    Q_OBJECT
public:
    explicit TerminologyBatchCall(const QList<BatchItem> &items, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;

private:
    qsizetype m_expected = 0;
};

enum class TerminologyMethod { Get, Post };

// GET /ValueSet/{oid}/{version}/_search or POST /ValueSet/_search.
class AttributeSearchCall : public TerminologyCall<RecordPage> {
    Q_OBJECT
public:
    AttributeSearchCall(const AttributeSearchQuery &query, TerminologyMethod method, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// GET /ValueSet/{oid}/_versions_history/ or POST /ValueSet/_versions_history: changed records, each
// with its operation (create, update, delete).
class VersionsHistoryCall : public TerminologyCall<RecordPage> {
    Q_OBJECT
public:
    VersionsHistoryCall(const VersionsHistoryQuery &query, TerminologyMethod method, QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

// GET /version: the service's version string.
class TerminologyVersionCall : public TerminologyCall<QString> {
    Q_OBJECT
public:
    explicit TerminologyVersionCall(QObject *parent = nullptr);

protected:
    bool read(const QJsonObject &answer) override;
};

} // namespace cliniclink
