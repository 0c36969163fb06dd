// SPDX-FileCopyrightText: 2026 The ClinicLink Workstation authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "terminologytypes.h"

#include "core/fhir/fhirbundlereader.h"
#include "core/fhir/fhircoding.h"
#include "core/fhir/fhirparameters.h"
#include "core/fhir/fhirtime.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace cliniclink {

using fhir::FhirParameters;

namespace {

// total is a string in the attribute search and a number elsewhere: read both.
qint64 numberOf(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toInteger(); // 0 when not a whole number in qint64's range
    return value.toString().trimmed().toLongLong();
}

void flatten(const QJsonArray &contains, const QString &version, QList<TermConcept> *out)
{
    for (const QJsonValue &item : contains) {
        const QJsonObject c = item.toObject();
        if (c.contains(u"code"))
            out->append(
                {c.value(u"code").toString(), c.value(u"display").toString(), c.value(u"version").toString(version)});
        if (c.contains(u"contains"))
            flatten(c.value(u"contains").toArray(), version, out);
    }
}

} // namespace

DictionaryPassport DictionaryPassport::fromResource(const QJsonObject &v)
{
    DictionaryPassport p;
    p.id = v.value(u"id").toString();
    const QString url = v.value(u"url").toString();
    p.oid = url.isEmpty() ? p.id : fhir::FhirCoding::oidOf(url);
    p.name = v.value(u"name").toString();
    p.title = v.value(u"title").toString();
    p.status = v.value(u"status").toString();
    const QJsonObject meta = v.value(u"meta").toObject();
    p.version = v.value(u"version").toString(meta.value(u"versionId").toString());
    p.publisher = v.value(u"publisher").toString();
    p.date = fhir::FhirTime::parse(v.value(u"date").toString());
    p.lastUpdated = fhir::FhirTime::parse(meta.value(u"lastUpdated").toString());
    p.experimental = v.value(u"experimental").toBool();
    return p;
}

std::optional<QList<DictionaryPassport>> readDictionaryList(const QJsonObject &answer)
{
    const QString type = answer.value(u"resourceType").toString();
    if (type == u"Bundle")
        return readPassports(answer);
    if (type != u"Parameters")
        return std::nullopt;
    QList<DictionaryPassport> out;
    for (const QJsonValue &p : answer.value(u"parameter").toArray()) {
        const QJsonObject resource = p.toObject().value(u"resource").toObject();
        if (resource.value(u"resourceType").toString() == u"ValueSet")
            out.append(DictionaryPassport::fromResource(resource));
    }
    return out;
}

QList<DictionaryPassport> readPassports(const QJsonObject &bundle)
{
    QList<DictionaryPassport> out;
    const fhir::FhirBundleReader reader(bundle);
    for (const QJsonObject &r : reader.resources(QStringLiteral("ValueSet")))
        out.append(DictionaryPassport::fromResource(r));
    return out;
}

QList<DictionaryVersion> parseVersionList(const QString &text)
{
    static const QRegularExpression entry(QStringLiteral(R"(^\s*(.*?)\s*(?:\(([^)]*)\))?\s*$)"));
    QList<DictionaryVersion> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = entry.match(part);
        if (!m.hasMatch() || m.captured(1).isEmpty())
            continue;
        out.append({m.captured(1), QDate::fromString(m.captured(2).trimmed(), Qt::ISODate)});
    }
    return out;
}

QList<DictionaryVersion> readVersions(const QJsonObject &parameters)
{
    return parseVersionList(FhirParameters::fromResource(parameters).string(QStringLiteral("result")));
}

std::optional<ExpansionPage> readExpansion(const QJsonObject &parameters)
{
    const FhirParameters p = FhirParameters::fromResource(parameters);
    QJsonObject valueSet = p.resourceOf(QStringLiteral("return"));
    if (valueSet.isEmpty()) {
        // Public clients read the first parameter's resource, whatever its name.
        const QJsonArray list = parameters.value(u"parameter").toArray();
        if (!list.isEmpty())
            valueSet = list.first().toObject().value(u"resource").toObject();
    }
    if (valueSet.isEmpty() && parameters.value(u"resourceType").toString() == u"ValueSet")
        valueSet = parameters; // a server that answers the ValueSet itself
    const QJsonObject expansion = valueSet.value(u"expansion").toObject();
    if (!valueSet.contains(u"expansion"))
        return std::nullopt;
    ExpansionPage page;
    page.version = valueSet.value(u"version").toString();
    page.timestamp = fhir::FhirTime::parse(expansion.value(u"timestamp").toString());
    const FhirParameters inner =
        FhirParameters::fromResource(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                                 {QStringLiteral("parameter"), expansion.value(u"parameter")}});
    if (p.has(QStringLiteral("total")))
        page.total = p.string(QStringLiteral("total")).toLongLong();
    else if (inner.has(QStringLiteral("total")))
        page.total = inner.string(QStringLiteral("total")).toLongLong();
    else
        page.total = numberOf(expansion.value(u"total"));
    page.offset = inner.has(QStringLiteral("offset")) ? inner.string(QStringLiteral("offset")).toLongLong()
                                                      : numberOf(expansion.value(u"offset"));
    flatten(expansion.value(u"contains").toArray(), page.version, &page.concepts);
    return page;
}

QString TermRecord::value(const QString &name) const
{
    for (const auto &[key, v] : attributes) {
        if (key == name)
            return v;
    }
    return {};
}

QString TermRecord::shortName() const
{
    for (const auto &[key, v] : attributes) {
        if (key.compare(u"SHORTNAME", Qt::CaseInsensitive) == 0
            || key.compare(u"краткое наименование", Qt::CaseInsensitive) == 0 || key == u"nameShort")
            return v;
    }
    return {};
}

TermRecord TermRecord::fromParameters(const QJsonObject &parameters)
{
    TermRecord r;
    for (const auto &[name, value] : FhirParameters::fromResource(parameters).items()) {
        if (name == u"operation")
            r.operation = value;
        else
            r.attributes.append({name, value});
    }
    return r;
}

LookupResult readLookup(const QJsonObject &parameters)
{
    LookupResult r;
    r.record = TermRecord::fromParameters(parameters);
    r.name = r.record.value(QStringLiteral("name"));
    r.version = r.record.value(QStringLiteral("version"));
    r.display = r.record.value(QStringLiteral("display"));
    return r;
}

std::optional<ValidationResult> readValidation(const QJsonObject &parameters)
{
    const FhirParameters p = FhirParameters::fromResource(parameters);
    bool ok = true;
    const std::optional<bool> result = p.boolean(QStringLiteral("result"), &ok);
    if (!result || !ok)
        return std::nullopt;
    return ValidationResult{*result, p.string(QStringLiteral("display")), p.string(QStringLiteral("message"))};
}

QString TranslateResult::serverText() const
{
    QStringList texts;
    for (const fhir::OutcomeIssue &issue : issues)
        texts.append(issue.diagnostics);
    if (texts.isEmpty() && !message.isEmpty())
        texts.append(message);
    return texts.join(u'\n');
}

std::optional<TranslateResult> readTranslate(const QJsonObject &answer)
{
    TranslateResult r;
    if (fhir::OperationOutcome::isOperationOutcome(answer)) {
        r.kind = TranslateResult::Kind::Problem;
        r.issues = fhir::OperationOutcome::issues(answer);
        return r;
    }
    const FhirParameters p = FhirParameters::fromResource(answer);
    bool ok = true;
    const std::optional<bool> result = p.boolean(QStringLiteral("result"), &ok);
    if (!p.isValid() || !result || !ok)
        return std::nullopt;
    r.message = p.string(QStringLiteral("message"));
    for (const QJsonObject &match : p.all(QStringLiteral("match"))) {
        if (match.contains(u"part")) {
            const FhirParameters parts = FhirParameters::fromParts(match);
            for (const auto &[name, value] : parts.items()) {
                if (name == u"code" && !value.isEmpty())
                    r.matches.append(value);
            }
        } else {
            const FhirParameters one =
                FhirParameters::fromResource(QJsonObject{{QStringLiteral("resourceType"), QStringLiteral("Parameters")},
                                                         {QStringLiteral("parameter"), QJsonArray{match}}});
            const QString code = one.string(QStringLiteral("match"));
            if (!code.isEmpty())
                r.matches.append(code);
        }
    }
    r.kind = (*result && !r.matches.isEmpty()) ? TranslateResult::Kind::Match : TranslateResult::Kind::NoMatch;
    return r;
}

std::optional<RecordPage> readRecordPage(const QJsonObject &bundle)
{
    const fhir::FhirBundleReader reader(bundle);
    if (!reader.isBundle())
        return std::nullopt;
    RecordPage page;
    page.total = numberOf(bundle.value(u"total"));
    for (qsizetype i = 0; i < reader.size(); ++i)
        page.records.append(TermRecord::fromParameters(reader.resource(i)));
    return page;
}

QList<fhir::OutcomeIssue> BatchAnswer::issues() const
{
    return fhir::OperationOutcome::isOperationOutcome(resource) ? fhir::OperationOutcome::issues(resource)
                                                                : QList<fhir::OutcomeIssue>{};
}

std::optional<QList<BatchAnswer>> readBatchResponse(const QJsonObject &bundle)
{
    const fhir::FhirBundleReader reader(bundle);
    if (!reader.isBundle())
        return std::nullopt;
    QList<BatchAnswer> out;
    for (qsizetype i = 0; i < reader.size(); ++i) {
        const QJsonObject entry = reader.entry(i);
        BatchAnswer a;
        // "200 OK": the status is the first word.
        a.httpStatus = entry.value(u"response").toObject().value(u"status").toString().section(u' ', 0, 0).toInt();
        a.resource = entry.value(u"resource").toObject();
        out.append(a);
    }
    return out;
}

} // namespace cliniclink
